import { HarnessTimeClock, VirtualClock, type Clock } from '../../harness/clock.js';
import type { Event } from '../../harness/contracts/event.js';
import type { StopReason } from '../../harness/contracts/stop.js';
import type { ArtifactStore } from '../../harness/log/artifact-store.js';
import type { Proposer, ProposerUsage } from '../../harness/contracts/proposer.js';
import { Random } from '../../harness/random.js';
import type { ReferenceRunResult } from '../../harness/reference-harness.js';
import type { HarnessRunResult, PreparedTrial } from '../../harness/under-test.js';
import type { HarnessStderr } from '../../harness/stderr-tail.js';
import type { Observation, World } from '../../harness/contracts/world.js';
import type { Profile } from '../../harness/profile.js';
import type { Scenario } from '../../scenarios/schema.js';
import { prepareCell, type Cell, type ProposerSource, type ReferenceCell } from './cell.js';
import { judge, type Judgement } from '../judge/oracle.js';
import type { TrialCost } from '../results/trial-cost.js';
import { RunEnvironment } from '../../worlds/run-environment.js';
import { WorldUnavailableError } from '../../harness/errors.js';

export interface TrialOutcome {
  status: StopReason;
  detail: string;
  judgement: Judgement;
  cost: TrialCost;
  observation: Observation;
  events: Event[];
  world: World;
  /** Milliseconds the bench itself spent on the run (servers, replies) and the harness's own run time, as the harness reported them. */
  timing: { overheadMs: number; harnessMs: number };
}

/** One trial of a prepared cell: what differs from the cell's other trials. */
export interface CellTrial {
  seed: number;
  runId: string;
  /** Trial number within its cell (the crash-everywhere case crashes at a different boundary per trial). */
  trial?: number;
  /** The trial's clock: a virtual one from 0 unless given; a harness that needs real time gets real time whatever is given. */
  clock?: Clock;
  onEvent?: (event: Event) => void;
  /** The run's caps, creation gate and sandbox factories (default: the process's). */
  environment?: RunEnvironment | undefined;
  /** Where large tool outputs go (the run's artifacts folder). */
  artifacts?: ArtifactStore;
  /** Every proposer the trial builds is added here too (what they spent goes into an error row). */
  built?: Proposer[];
  /** Told what a harness in another process wrote to its stderr, once it has ended (judged or not: an error row keeps it too). */
  onStderr?: (stderr: HarnessStderr) => void;
  /** Wraps each proposer the cell builds for this trial (the fuzzer counts what it delivers). */
  wrapProposer?: (proposer: Proposer) => Proposer;
  signal?: AbortSignal;
}

export interface TrialInput extends CellTrial {
  scenario: Scenario;
  profile: Profile;
  proposer: ProposerSource;
}

/** Thrown when a harness's per-trial set-up (its container mounts) fails: the bench's plumbing, never a verdict. */
export class TrialPreparationError extends Error {
  override readonly name = 'TrialPreparationError';
}

/** A trial of the reference harness: what only an in-process harness knows, its pending operation and final run state, beside the rest. */
export type ReferenceTrialOutcome = TrialOutcome & Pick<ReferenceRunResult, 'pending' | 'state'>;

/** One trial of the reference harness in a cell of its own: prepares the cell, then runs it (a matrix prepares each cell once for all its trials). */
export async function runTrial(input: TrialInput): Promise<ReferenceTrialOutcome> {
  return runReferenceTrial(prepareCell(input.scenario, input.profile, input.proposer), input);
}

/** One trial of a reference harness's cell, with the run state only an in-process harness has. */
export async function runReferenceTrial(cell: ReferenceCell, input: CellTrial): Promise<ReferenceTrialOutcome> {
  const { run, ...outcome } = await runCellTrial(cell, input);
  return { ...outcome, pending: run.pending, state: run.state };
}

/**
 * One trial of a prepared cell, whatever its system under test: prepare the
 * harness's per-trial set-up, build the world, run the harness through the
 * seam, and judge the world's final state and ledger. The reference harness,
 * its crash and restart, and every external harness run through here.
 */
/** The wall clock of a trial whose run gave none. */
const performanceNow = () => performance.now();

export async function runCellTrial<Result extends HarnessRunResult>(cell: Cell<Result>, input: CellTrial): Promise<TrialOutcome & { run: Result }> {
  const wallClock = input.environment?.wallClock ?? performanceNow;
  const started = wallClock();
  const { scenario, harness } = cell;
  const clock = harness.clock === 'real' ? new HarnessTimeClock(wallClock) : (input.clock ?? new VirtualClock(0));
  const clockStart = clock.now();
  let prepared: PreparedTrial | undefined;
  try {
    // Only a harness in another process has per-trial set-up (its container): the in-process trials skip the await.
    if (harness.prepareTrial) prepared = (await harness.prepareTrial({ runId: input.runId, environment: input.environment ?? RunEnvironment.forProcess() })) ?? undefined;
  } catch (error) {
    // No engine here, or a container whose hardening the engine did not apply: not run, or the sandbox's error row.
    if (error instanceof WorldUnavailableError) throw error;
    throw new TrialPreparationError(`could not prepare ${harness.identity.name}'s container: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
  }
  let world: World;
  try {
    const built = cell.createWorld(clock, { runId: input.runId, trialId: input.runId, environment: input.environment }, prepared?.container);
    world = built instanceof Promise ? await built : built;
  } catch (error) {
    await prepared?.release();
    throw error;
  }
  try {
    const { contract, grants } = cell.contractFor(world);
    /** Every proposer built for this trial (a crashed run and its restart, or one per model request): their usage adds up. */
    const proposers: Proposer[] = [];
    const result = await harness.run({
      cell: { runId: input.runId, contract, grants, seed: input.seed, trial: input.trial ?? 0, world: scenario.world, controlParams: scenario.harness },
      world,
      clock,
      signal: input.signal,
      prepared,
      onEvent: input.onEvent,
      artifacts: input.artifacts,
      onStderr: input.onStderr,
      ...(cell.upstream === undefined ? {} : { upstream: cell.upstream }),
      makeProposer: (random = new Random(input.seed)) => {
        const made = cell.createProposer(random, { trialId: input.runId, clock });
        const live = input.wrapProposer ? input.wrapProposer(made) : made;
        proposers.push(live);
        input.built?.push(live);
        return live;
      },
    });
    const usage = addUsage(totalUsage(proposers), result.usage);
    // The verdict comes from a settled world: nothing of the trial is still running when it is read.
    await world.settle?.();
    const observation = world.observe();
    // The harness's own containment (a harness under test's container is the bench's wall, never its own control).
    const judgement = judge({ scenario, observation, tools: world.tools, grants, status: result.status, events: result.events, startedAt: result.startedAt, proposerDone: proposers.at(-1)?.exhausted?.(), containment: cell.containedBy });
    const notes = result.notes ?? [];
    return {
      status: result.status,
      detail: notes.length === 0 ? result.detail : [result.detail, ...notes].join('; ').slice(0, 1000),
      judgement,
      cost: {
        proposals: result.proposals,
        calls: result.calls,
        retries: result.retries,
        approvals_asked: result.approvalsAsked,
        wall_ms: wallClock() - started,
        clock_ms: clock.now() - clockStart,
        tokens_in: usage?.tokens_in ?? 0,
        tokens_out: usage?.tokens_out ?? 0,
        cost_usd: usage?.cost_usd ?? 0,
        ...providerFields(usage),
      },
      observation,
      events: result.events,
      world,
      timing: { overheadMs: result.overheadMs, harnessMs: result.harnessMs },
      run: result,
    };
  } finally {
    await world.close?.();
    await prepared?.release();
  }
}

/** Tokens and money of every proposer a trial built (a restart builds a second one). */
export function totalUsage(proposers: readonly Proposer[]): ProposerUsage | undefined {
  const usages = proposers.map((p) => p.usage?.()).filter((u): u is ProposerUsage => u !== undefined);
  if (usages.length === 0) return undefined;
  return usages.reduce((a, u) => ({
    tokens_in: a.tokens_in + u.tokens_in,
    tokens_out: a.tokens_out + u.tokens_out,
    cost_usd: a.cost_usd + u.cost_usd,
    provider_calls: a.provider_calls + u.provider_calls,
    provider_retries: a.provider_retries + u.provider_retries,
    requests: [...(a.requests ?? []), ...(u.requests ?? [])],
  }));
}

/** Two usages added up (a proposer's and a harness run's own, a real model's behind it); undefined when neither is known. */
export function addUsage(a: ProposerUsage | undefined, b: ProposerUsage | undefined): ProposerUsage | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  return {
    tokens_in: a.tokens_in + b.tokens_in,
    tokens_out: a.tokens_out + b.tokens_out,
    cost_usd: a.cost_usd + b.cost_usd,
    provider_calls: a.provider_calls + b.provider_calls,
    provider_retries: a.provider_retries + b.provider_retries,
    ...(a.tokens_cached === undefined && b.tokens_cached === undefined ? {} : { tokens_cached: (a.tokens_cached ?? 0) + (b.tokens_cached ?? 0) }),
    ...(a.requests === undefined && b.requests === undefined ? {} : { requests: [...(a.requests ?? []), ...(b.requests ?? [])] }),
  };
}

/** The provider fields of a trial's cost, for proposers that talk to one (they report requests). */
export function providerFields(usage: ProposerUsage | undefined): Pick<TrialCost, 'provider_calls' | 'provider_retries' | 'tokens_cached' | 'ttft_ms' | 'tokens_per_s'> {
  if (usage?.requests === undefined) return {};
  const mean = (values: number[]) => (values.length === 0 ? undefined : values.reduce((a, b) => a + b, 0) / values.length);
  const ttft = mean(usage.requests.flatMap((r) => (r.ttft_ms === null ? [] : [r.ttft_ms])));
  const rate = mean(usage.requests.flatMap((r) => (r.tokens_per_s === null ? [] : [r.tokens_per_s])));
  return {
    provider_calls: usage.provider_calls,
    provider_retries: usage.provider_retries,
    ...(usage.tokens_cached === undefined ? {} : { tokens_cached: usage.tokens_cached }),
    ...(ttft === undefined ? {} : { ttft_ms: Math.round(ttft) }),
    ...(rate === undefined ? {} : { tokens_per_s: Math.round(rate * 10) / 10 }),
  };
}
