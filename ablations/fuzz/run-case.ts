import { VirtualClock } from '../../harness/clock.js';
import type { Event } from '../../harness/contracts/event.js';
import type { StopReason } from '../../harness/contracts/stop.js';
import type { Control } from '../../harness/controls/control.js';
import type { Gateway } from '../../harness/gateway.js';
import { RetryParams } from '../../harness/controls/retry.js';
import { runHarness, type RunResult } from '../../harness/loop.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { Random } from '../../harness/random.js';
import type { Contract, RunState } from '../../harness/state.js';
import type { ExportWorker } from '../../worlds/export-worker.js';
import type { Profile } from '../../harness/profile.js';
import type { Scenario } from '../../scenarios/schema.js';
import { prepareCell, type ReferenceCell as Cell } from '../runner/cell.js';
import { runReferenceTrial } from '../runner/trial.js';
import { asFuzzScenario, caseToScenarioFast, type FuzzScenario } from './case-scenario.js';
import { CountingProposer } from './counting-proposer.js';
import type { FuzzCase } from './fuzz-case.js';
import type { RunObservation } from './observation.js';

export interface RunOptions {
  /** The trial seed; a case's own seed when running a case. */
  seed?: number;
  /** Run a second time with the same seed and attach its trace (for same-seed-same-trace). */
  rerun?: boolean;
  /** `harness` calls runHarness directly (the fuzzer's fast path); `trial` goes through runCellTrial. Same trace. */
  via?: 'harness' | 'trial';
}

/**
 * The retry parameters the invariants judge backoff by: the scenario's, even
 * when the profile leaves the retry control out.
 */
function retryOf(cell: Cell): RetryParams {
  // With the control on, its parsed parameters already hold the scenario's overrides (withParams applied them).
  const on = cell.controls.params['retry'];
  return on !== undefined ? (on as RetryParams) : RetryParams.parse({ ...cell.scenario.harness['retry'] });
}

/** Everything one run needs, taken from its prepared cell as runCellTrial takes it: world, contract, controls, clock, generator. */
export interface RunParts {
  cell: Cell;
  clock: VirtualClock;
  random: Random;
  world: ExportWorker;
  contract: Contract;
  grants: ReadonlyMap<string, number>;
  controls: readonly Control[];
  gateway: Gateway;
  retry: RetryParams;
}

/** A case's cell: the fuzzer prepares one per case, shared by its run and its rerun. */
export function prepareFuzzCell(scenario: FuzzScenario, profile: Profile): Cell {
  return prepareCell(scenario, profile, scenario.proposer);
}

/** One run's parts of a prepared cell (or of a cell prepared for this one run), with the retry parameters worked out for it. */
export function prepareRun(scenario: FuzzScenario, profile: Profile, seed: number, cell: Cell = prepareFuzzCell(scenario, profile), retry: RetryParams = retryOf(cell)): RunParts {
  const clock = new VirtualClock(0);
  const random = new Random(seed);
  const world = cell.createWorld(clock, { runId: `fuzz-${seed}`, trialId: `fuzz-${seed}` }) as ExportWorker;
  const { contract, grants } = cell.contractFor(world);
  return { cell, clock, random, world, contract, grants, controls: cell.controls.controls, gateway: cell.controls.gateway, retry };
}

/** The observation of a finished run, from its parts, result and the proposer's own count. */
export function observationOf(
  scenario: FuzzScenario,
  profile: Profile,
  seed: number,
  parts: Pick<RunParts, 'world' | 'contract' | 'grants' | 'retry'>,
  result: { status: StopReason; events: Event[]; state: RunState },
  emitted: readonly Event[],
  delivered: number,
  startedAt = 0,
): RunObservation {
  const snapshot = parts.world.snapshot();
  return {
    scenario,
    profile: profile.name,
    seed,
    tools: parts.world.tools,
    contractApprovals: parts.contract.approvals,
    grants: parts.grants,
    startedAt,
    retry: parts.retry,
    status: result.status,
    events: result.events,
    emitted,
    ledger: snapshot.ledger,
    world: snapshot,
    state: result.state,
    delivered,
  };
}

/** Runs the harness on prepared parts: the one place the fuzzer drives the loop directly. */
export function runOnParts(parts: RunParts, profile: Profile, proposer: Proposer, runId: string, onEvent?: (e: Event) => void): Promise<RunResult> {
  return runHarness({
    runId,
    profileName: profile.name,
    contract: parts.contract,
    controls: parts.controls,
    gateway: parts.gateway,
    executor: parts.world,
    proposer,
    clock: parts.clock,
    random: parts.random,
    audit: profile.audit,
    ...(onEvent ? { onEvent } : {}),
  });
}

async function once(cell: Cell, retry: RetryParams, scenario: FuzzScenario, profile: Profile, seed: number, via: 'harness' | 'trial'): Promise<RunObservation> {
  const emitted: Event[] = [];
  const onEvent = (e: Event) => void emitted.push({ ...e });
  let counting: CountingProposer | undefined;
  const count = (proposer: Proposer): Proposer => (counting = new CountingProposer(proposer));
  if (via === 'trial') {
    const outcome = await runReferenceTrial(cell, { seed, runId: `fuzz-${seed}`, onEvent, wrapProposer: count });
    const world = outcome.world as ExportWorker;
    const { contract, grants } = cell.contractFor(world);
    return observationOf(scenario, profile, seed, { world, contract, grants, retry }, outcome, emitted, counting?.delivered ?? 0);
  }
  const parts = prepareRun(scenario, profile, seed, cell, retry);
  const proposer = count(cell.createProposer(parts.random, { trialId: `fuzz-${seed}`, clock: parts.clock }));
  const startedAt = parts.clock.now();
  const result = await runOnParts(parts, profile, proposer, `fuzz-${seed}`, onEvent);
  return observationOf(scenario, profile, seed, parts, result, emitted, counting?.delivered ?? 0, startedAt);
}

/** Runs a scenario under a profile and observes it (twice with `rerun`). */
export async function observeScenario(loaded: Scenario, profile: Profile, options: RunOptions = {}): Promise<RunObservation> {
  const scenario = asFuzzScenario(loaded);
  const seed = options.seed ?? 0;
  const via = options.via ?? 'harness';
  // One cell per case, shared by its run and its rerun.
  const cell = prepareFuzzCell(scenario, profile);
  const retry = retryOf(cell);
  const first = await once(cell, retry, scenario, profile, seed, via);
  if (options.rerun) {
    const second = await once(cell, retry, scenario, profile, seed, via);
    first.rerun = { events: second.events, ledger: second.ledger, world: second.world };
  }
  return first;
}

/** Runs a fuzz case under a profile, on the case's own seed. */
export async function observeCase(c: FuzzCase, profile: Profile, options: Omit<RunOptions, 'seed'> = {}): Promise<RunObservation> {
  return observeScenario(caseToScenarioFast(c), profile, { ...options, seed: c.seed });
}
