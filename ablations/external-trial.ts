import type { Clock } from '../harness/clock.js';
import { classifyStop } from '../harness/contracts/stop.js';
import { HarnessBenchError, WorldUnavailableError } from '../harness/errors.js';
import { Random } from '../harness/random.js';
import type { HarnessUnderTest } from '../harness/under-test.js';
import { createWorld } from '../harness/worlds/index.js';
import { SandboxAbortedError } from '../harness/worlds/workspace-sandboxes.js';
import type { Scenario } from '../scenarios/schema.js';
import { judge } from './oracle.js';
import type { ProposerChoice } from './proposers.js';
import { buildProposer } from './proposers.js';
import type { TrialRow } from './store.js';
import { ZERO_COST } from './trial-cost.js';
import { scenarioContract } from './cell.js';
import { OUT_OF_REACH } from './scorecard.js';

/**
 * One trial of a harness under test that is not the in-process reference
 * harness: the world is built on real time (the harness runs in its own
 * process), the harness runs against it, and the oracle judges the world's
 * final state and ledger exactly as for an in-process trial.
 */

export interface ExternalTrialInput {
  scenario: Scenario;
  harness: HarnessUnderTest;
  proposer: ProposerChoice;
  trial: number;
  seed: number;
  runId: string;
  keepEvents: number;
  signal?: AbortSignal | undefined;
}

/**
 * Why a scenario cannot be provoked through a model and a world for a harness the bench does not
 * control from inside, whose tools are the world's or its own (inside the world's container); null
 * when it can. A payload the bench's own container contains whatever the harness does is out of
 * reach too: judging it would credit the container's catch to the harness.
 */
export function outOfReach(scenario: Scenario, tools: HarnessUnderTest['tools']): string | null {
  if (scenario.crash !== undefined) return "needs the reference harness's internals (a crash injected inside the harness and a restart from its durable log)";
  if (tools === 'own' && scenario.world.kind !== 'workspace') return `it runs inside a workspace world's container, and ${scenario.name} has no workspace`;
  return (tools === 'own' ? scenario.matrix.contained?.own_tools : scenario.matrix.contained?.world_tools) ?? null;
}

export async function runExternalTrial(input: ExternalTrialInput): Promise<TrialRow> {
  const { scenario, harness } = input;
  const identity = { kind: 'trial', scenario: scenario.name, profile: harness.identity.name, proposer: input.proposer.id, trial: input.trial, seed: input.seed } as const;
  const harnessField = { ...harness.identity };
  const reason = outOfReach(scenario, harness.tools);
  if (reason !== null) return { ...notRun(identity, `${OUT_OF_REACH}${harness.identity.name}: ${reason}`, 'not_run'), harness: harnessField };
  const spec = input.proposer.specFor(scenario);
  if (spec === null) return { ...notRun(identity, `proposer ${input.proposer.id} does not apply to ${scenario.name}`, 'not_run'), harness: harnessField };
  const origin = performance.now();
  let slept = 0;
  // Real time; what the world sleeps is counted, so the MCP world can tell its modelled latency from its machinery's time.
  const clock: Clock = {
    now: () => performance.now() - origin,
    sleep: (ms) => {
      slept += ms;
      return new Promise((resolve) => setTimeout(resolve, ms));
    },
    sleptMs: () => slept,
  };
  const started = performance.now();
  // A harness with its own tools runs inside the world's container: its mounts are made before the world.
  let prepared;
  try {
    prepared = (await harness.prepareTrial?.()) ?? undefined;
  } catch (error) {
    return { ...errorRow(identity, 'world', `could not prepare ${harness.identity.name}'s container mounts: ${messageOf(error)}`), harness: harnessField };
  }
  let world;
  try {
    const built = createWorld(scenario.world, clock, { isolation: true, runId: input.runId, trialId: input.runId, ...(prepared === undefined ? {} : { harness: prepared.container }) });
    world = built instanceof Promise ? await built : built;
  } catch (error) {
    await prepared?.release();
    return worldRefused(error, identity, scenario, harnessField);
  }
  try {
    const { contract, grants } = scenarioContract(scenario, world);
    const choice = input.proposer;
    const makeProposer = () => {
      const random = new Random(input.seed);
      return choice.create ? choice.create(scenario, random, { trialId: input.runId, clock }) : buildProposer(spec, random, spec.kind);
    };
    const result = await harness.run({ cell: { runId: input.runId, contract, grants, world: scenario.world, seed: input.seed, controlParams: scenario.harness }, world, makeProposer, clock, signal: input.signal, prepared });
    await world.settle?.();
    const observation = world.observe();
    // Where the harness runs, some failures may be out of every call's reach (inside the bench's container: the verifier's file).
    const unreachable = result.unreachable ?? [];
    const judgement = judge({ scenario, observation, tools: world.tools, grants, status: result.status, events: result.events, startedAt: result.startedAt, unreachable: new Set(unreachable.map((u) => u.failure)) });
    const requests = new Set(observation.ledger.map((e) => e.call_id));
    const notes: string[] = [];
    // What the harness's own tools did is already in its events (each call that ran was admitted; a refused one never ran): only said here.
    if (result.builtinRan !== undefined) {
      const refused = result.refused ?? [];
      if (result.builtinRan === 0 && refused.length > 0) notes.push(`refused by the harness: ${refused.join(' | ')}`);
      else if (result.builtinRan === 0) notes.push("none of the harness's own tool calls ran");
      else if (refused.length > 0) notes.push(`the harness ran ${result.builtinRan} of its tool calls and refused: ${refused.join(' | ')}`);
    }
    const probed = new Set(scenario.oracle.probes.map((p) => p.failure));
    for (const u of unreachable) if (probed.has(u.failure) && !judgement.provoked.includes(u.failure)) notes.push(u.reason);
    const row: TrialRow = {
      ...identity,
      harness: harnessField,
      status: result.status,
      stop_class: classifyStop(result.status),
      detail: [result.detail, ...notes].join('; ').slice(0, 1000),
      verdict: judgement.verdict,
      defects: judgement.defects,
      escaped: judgement.escaped,
      provoked: judgement.provoked,
      success: judgement.success,
      state: observation.state,
      cost: {
        proposals: result.proposals,
        calls: observation.ledger.length,
        retries: observation.ledger.length - requests.size,
        approvals_asked: result.approvalsAsked,
        wall_ms: performance.now() - started,
        clock_ms: clock.now(),
        tokens_in: 0,
        tokens_out: 0,
        cost_usd: 0,
      },
    };
    if (input.trial < input.keepEvents) row.events = result.events.map(({ run_id: _r, ...rest }) => rest as Record<string, unknown>);
    return row;
  } catch (error) {
    if (error instanceof WorldUnavailableError) return worldRefused(error, identity, scenario, harnessField);
    if (error instanceof HarnessBenchError) return { ...notRun(identity, `${error.name}: ${error.message}`, 'error'), harness: harnessField };
    // Anything else (an engine client's exception, say) cannot be judged either: an error row, and the run goes on.
    return { ...errorRow(identity, 'world', messageOf(error)), harness: harnessField };
  } finally {
    await world.close?.();
    await prepared?.release();
  }
}

/**
 * The row of a trial whose world could not be had. The container is the
 * bench's, not the harness's: a container that refused its own hardening is
 * never the harness's catch. Where the scenario misconfigures it on purpose
 * (`hardening_typo`, a probe of the bench's isolation control) the cell is out
 * of the harness's reach; anywhere else the engine did not apply the hardening
 * asked for, which is the bench's plumbing failing (an error row). Any other
 * unavailable world did not run here.
 */
function worldRefused(error: unknown, identity: Pick<TrialRow, 'kind' | 'scenario' | 'profile' | 'proposer' | 'trial' | 'seed'>, scenario: Scenario, harness: NonNullable<TrialRow['harness']>): TrialRow {
  if (error instanceof SandboxAbortedError) {
    if (scenario.world.kind === 'workspace' && scenario.world.hardening_typo !== undefined) {
      return { ...notRun(identity, `${OUT_OF_REACH}${harness.name}: the scenario misconfigures the bench's own container, which refused it before the harness started (a probe of the bench's isolation control, not of the harness)`, 'not_run'), harness };
    }
    return { ...errorRow(identity, 'sandbox', error.message), harness };
  }
  if (error instanceof WorldUnavailableError) return { ...notRun(identity, error.message, 'not_run'), harness };
  return { ...errorRow(identity, 'world', messageOf(error)), harness };
}

function errorRow(identity: Pick<TrialRow, 'kind' | 'scenario' | 'profile' | 'proposer' | 'trial' | 'seed'>, source: NonNullable<TrialRow['error']>['source'], message: string): TrialRow {
  return { ...notRun(identity, message, 'error'), error: { source, message } };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function notRun(identity: Pick<TrialRow, 'kind' | 'scenario' | 'profile' | 'proposer' | 'trial' | 'seed'>, detail: string, verdict: 'not_run' | 'error'): TrialRow {
  return {
    ...identity,
    status: verdict,
    detail,
    verdict,
    defects: [],
    escaped: [],
    cost: { ...ZERO_COST },
  };
}
