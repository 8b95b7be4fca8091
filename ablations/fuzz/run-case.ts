import { VirtualClock } from '../../harness/clock.js';
import type { Event } from '../../harness/contracts/event.js';
import type { StopReason } from '../../harness/contracts/stop.js';
import type { Control } from '../../harness/controls/control.js';
import { RetryParams } from '../../harness/controls/retry.js';
import { runHarness, type RunResult } from '../../harness/loop.js';
import type { Proposer } from '../../harness/proposers/proposer.js';
import { Random } from '../../harness/random.js';
import type { Contract, RunState } from '../../harness/state.js';
import { ExportWorker } from '../../harness/worlds/export-worker.js';
import { instantiate, withParams, type Profile } from '../../profiles/profile.js';
import type { ProposerSpec, Scenario } from '../../scenarios/schema.js';
import { buildProposer } from '../proposers.js';
import { contractFor, runTrial } from '../trial.js';
import { asFuzzScenario, caseToScenarioFast, type FuzzScenario } from './case-scenario.js';
import { CountingProposer } from './counting-proposer.js';
import type { FuzzCase } from './fuzz-case.js';
import type { RunObservation } from './observation.js';

export interface RunOptions {
  /** The trial seed; a case's own seed when running a case. */
  seed?: number;
  /** Run a second time with the same seed and attach its trace (for same-seed-same-trace). */
  rerun?: boolean;
  /** `harness` calls runHarness directly (the fuzzer's fast path); `trial` goes through runTrial. Same trace. */
  via?: 'harness' | 'trial';
}

const retryByProfile = new WeakMap<Profile, RetryParams>();

/**
 * The profile's controls with the scenario's parameter overrides (memoised
 * by withParams and instantiate, as for a trial), and the retry parameters
 * the invariants judge backoff by: the scenario's, even when the profile
 * leaves the retry control out.
 */
function controlsFor(profile: Profile, harness: Scenario['harness']): { controls: Control[]; retry: RetryParams } {
  const tuned = withParams(profile, harness);
  let retry = retryByProfile.get(tuned);
  if (retry === undefined) retryByProfile.set(tuned, (retry = RetryParams.parse({ ...harness['retry'], ...(tuned.controls['retry'] ?? {}) })));
  return { controls: instantiate(tuned), retry };
}

/** Everything one run needs, built as runTrial builds it: world, contract, controls, clock, generator. */
export interface RunParts {
  clock: VirtualClock;
  random: Random;
  world: ExportWorker;
  contract: Contract;
  grants: Map<string, number>;
  controls: Control[];
  retry: RetryParams;
}

export function prepareRun(scenario: FuzzScenario, profile: Profile, seed: number): RunParts {
  const clock = new VirtualClock(0);
  const random = new Random(seed);
  const world = new ExportWorker(scenario.world, clock, { parsed: true });
  const { contract, grants } = contractFor(scenario, world);
  const { controls, retry } = controlsFor(profile, scenario.harness);
  return { clock, random, world, contract, grants, controls, retry };
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
    executor: parts.world,
    proposer,
    clock: parts.clock,
    random: parts.random,
    audit: profile.audit,
    ...(onEvent ? { onEvent } : {}),
  });
}

async function once(scenario: FuzzScenario, profile: Profile, seed: number, spec: ProposerSpec, via: 'harness' | 'trial'): Promise<RunObservation> {
  const emitted: Event[] = [];
  const onEvent = (e: Event) => void emitted.push({ ...e });
  let counting: CountingProposer | undefined;
  const makeProposer = (random: Random): Proposer => (counting = new CountingProposer(buildProposer(spec, random, spec.kind)));
  if (via === 'trial') {
    const outcome = await runTrial({ scenario, profile, proposer: makeProposer, seed, runId: `fuzz-${seed}`, onEvent });
    const world = outcome.world as ExportWorker;
    const { contract, grants } = contractFor(scenario, world);
    const { retry } = controlsFor(profile, scenario.harness);
    return observationOf(scenario, profile, seed, { world, contract, grants, retry }, outcome, emitted, counting?.delivered ?? 0);
  }
  const parts = prepareRun(scenario, profile, seed);
  const proposer = makeProposer(parts.random);
  const startedAt = parts.clock.now();
  const result = await runOnParts(parts, profile, proposer, `fuzz-${seed}`, onEvent);
  return observationOf(scenario, profile, seed, parts, result, emitted, counting?.delivered ?? 0, startedAt);
}

/** Runs a scenario under a profile and observes it (twice with `rerun`). */
export async function observeScenario(loaded: Scenario, profile: Profile, options: RunOptions = {}): Promise<RunObservation> {
  const scenario = asFuzzScenario(loaded);
  const seed = options.seed ?? 0;
  const spec = scenario.proposer;
  const via = options.via ?? 'harness';
  const first = await once(scenario, profile, seed, spec, via);
  if (options.rerun) {
    const second = await once(scenario, profile, seed, spec, via);
    first.rerun = { events: second.events, ledger: second.ledger, world: second.world };
  }
  return first;
}

/** Runs a fuzz case under a profile, on the case's own seed. */
export async function observeCase(c: FuzzCase, profile: Profile, options: Omit<RunOptions, 'seed'> = {}): Promise<RunObservation> {
  return observeScenario(caseToScenarioFast(c), profile, { ...options, seed: c.seed });
}
