import { VirtualClock, type Clock } from '../harness/clock.js';
import type { Event } from '../harness/contracts/event.js';
import type { StopReason } from '../harness/contracts/stop.js';
import type { ArtifactStore } from '../harness/log/artifact-store.js';
import { DurableLog, LogCorruptError } from '../harness/log/event-log.js';
import type { Proposer, ProposerUsage } from '../harness/proposers/proposer.js';
import { Random } from '../harness/random.js';
import type { PendingOperation, RunState } from '../harness/state.js';
import type { Observation, World } from '../harness/worlds/world.js';
import type { Profile } from '../profiles/profile.js';
import { CrashSignal, crashMatcher, damageLog } from '../harness/durability/crash-spec.js';
import { DurableSession, ReplayDivergence } from '../harness/durability/durable-session.js';
import { readRecording } from '../harness/durability/log-records.js';
import { tempLogDir } from '../harness/durability/temp-log-dir.js';
import type { Scenario } from '../scenarios/schema.js';
import { prepareCell, type Cell, type CellRun, type ProposerSource } from './cell.js';
import type { ReferenceRunResult } from '../harness/reference-harness.js';
import { judge, type Judgement } from './oracle.js';
import type { TrialCost } from './trial-cost.js';

export interface TrialOutcome {
  status: StopReason;
  detail: string;
  judgement: Judgement;
  cost: TrialCost;
  pending: PendingOperation | null;
  observation: Observation;
  events: Event[];
  state: RunState;
  world: World;
}

/** One trial of a prepared cell: what differs from the cell's other trials. */
export interface CellTrial {
  seed: number;
  runId: string;
  /** Trial number within its cell (the crash-everywhere case crashes at a different boundary per trial). */
  trial?: number;
  clock?: Clock;
  onEvent?: (event: Event) => void;
  /** Where large tool outputs go (the run's artifacts folder). */
  artifacts?: ArtifactStore;
  /** Every proposer the trial builds is added here too (what they spent goes into an error row). */
  built?: Proposer[];
  /** Wraps each proposer the cell builds for this trial (the fuzzer counts what it delivers). */
  wrapProposer?: (proposer: Proposer) => Proposer;
}

export interface TrialInput extends CellTrial {
  scenario: Scenario;
  profile: Profile;
  proposer: ProposerSource;
}

/** One trial in a cell of its own: prepares the cell, then runs it (a matrix prepares each cell once for all its trials). */
export function runTrial(input: TrialInput): Promise<TrialOutcome> {
  return runCellTrial(prepareCell(input.scenario, input.profile, input.proposer), input);
}

/** One trial of a prepared cell: build its world, run the harness under the cell's controls, and judge the world. */
export async function runCellTrial(cell: Cell, input: CellTrial): Promise<TrialOutcome> {
  const started = performance.now();
  const { scenario } = cell;
  const clock = input.clock ?? new VirtualClock(0);
  const built = cell.createWorld(clock, { runId: input.runId, trialId: input.runId });
  const world = built instanceof Promise ? await built : built;
  try {
    const { contract, grants } = cell.contractFor(world);
    const startedAt = clock.now();
    /** Every proposer built for this trial (a crashed run and its restart): their usage adds up. */
    const proposers: Proposer[] = [];
    /** One run of the harness under test; a durable run wires proposer, executor and clock through its session. */
    const attempt: Attempt = (run, session) => {
      const random = new Random(input.seed);
      return run.harness.run({
        cell: { runId: input.runId, contract, grants, seed: input.seed },
        world,
        clock,
        random,
        session,
        onEvent: input.onEvent,
        artifacts: input.artifacts,
        makeProposer: () => {
          const made = cell.createProposer(random, { trialId: input.runId, clock });
          const live = input.wrapProposer ? input.wrapProposer(made) : made;
          proposers.push(live);
          input.built?.push(live);
          return live;
        },
      });
    };
    const result = cell.restart ? await crashAndRecover(cell, world, attempt, input.trial ?? 0) : await attempt(cell);
    const usage = totalUsage(proposers);
    // The verdict comes from a settled world: nothing of the trial is still running when it is read.
    await world.settle?.();
    const observation = world.observe();
    const judgement = judge({ scenario, observation, tools: world.tools, grants, status: result.status, events: result.events, startedAt });
    const requests = new Set<string>();
    for (const e of result.events) if (e.type === 'call_started') requests.add(e.call_id);
    return {
      status: result.status,
      detail: result.detail,
      judgement,
      cost: {
        proposals: result.proposals,
        calls: result.calls,
        retries: result.calls - requests.size,
        approvals_asked: result.approvalsAsked,
        wall_ms: performance.now() - started,
        clock_ms: clock.now() - startedAt,
        tokens_in: usage?.tokens_in ?? 0,
        tokens_out: usage?.tokens_out ?? 0,
        cost_usd: usage?.cost_usd ?? 0,
        ...providerFields(usage),
      },
      pending: result.pending,
      observation,
      events: result.events,
      state: result.state,
      world,
    };
  } finally {
    await world.close?.();
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

/** The provider fields of a trial's cost, for proposers that talk to one (they report requests). */
export function providerFields(usage: ProposerUsage | undefined): Pick<TrialCost, 'provider_calls' | 'provider_retries' | 'ttft_ms' | 'tokens_per_s'> {
  if (usage?.requests === undefined) return {};
  const mean = (values: number[]) => (values.length === 0 ? undefined : values.reduce((a, b) => a + b, 0) / values.length);
  const ttft = mean(usage.requests.flatMap((r) => (r.ttft_ms === null ? [] : [r.ttft_ms])));
  const rate = mean(usage.requests.flatMap((r) => (r.tokens_per_s === null ? [] : [r.tokens_per_s])));
  return {
    provider_calls: usage.provider_calls,
    provider_retries: usage.provider_retries,
    ...(ttft === undefined ? {} : { ttft_ms: Math.round(ttft) }),
    ...(rate === undefined ? {} : { tokens_per_s: Math.round(rate * 10) / 10 }),
  };
}

type Attempt = (run: CellRun, session?: DurableSession) => Promise<AttemptResult>;

/** What one run of the reference harness returns, whether it ran to its end or stopped at a crash and a refused restart. */
type AttemptResult = Pick<ReferenceRunResult, 'status' | 'detail' | 'proposals' | 'calls' | 'approvalsAsked' | 'pending' | 'state' | 'events'>;

/**
 * The durability cases: run with a durable log until the injected crash,
 * damage the log as the scenario says, then restart from the log (under the
 * restart profile, if any). The world, being external, survives the crash.
 */
/** One run on a durable session: its log is closed when the run returns, abandoned (left as a crash leaves it) when it throws. */
async function attemptOn(session: DurableSession, run: CellRun, attempt: Attempt) {
  try {
    const done = await attempt(run, session);
    session.log.close();
    return done;
  } catch (error) {
    session.log.abandon();
    throw error;
  }
}

async function crashAndRecover(cell: Cell, world: World, attempt: Attempt, trial: number) {
  const spec = cell.scenario.crash!;
  const restart = cell.restart!;
  const files = tempLogDir();
  try {
    // The sessions ask the controls what an interrupted write becomes (the reconciliation control, or blind re-execution).
    const first = new DurableSession(DurableLog.create(files.path, 'trial', { scenario: cell.scenario.name, profile: cell.profile.name }), null, {
      crashAt: crashMatcher(spec, trial),
      controls: cell.controls.controls,
      world,
    });
    let before: AttemptResult;
    try {
      return await attemptOn(first, cell, attempt);
    } catch (error) {
      if (!(error instanceof CrashSignal)) throw error;
      // What the crashed run did stays in the trial's row if the restart cannot go on.
      before = stoppedResult('user_abort', error.message, first.appended);
    }
    damageLog(files.path, spec.damage);
    let recording;
    try {
      recording = await readRecording(files.path);
    } catch (error) {
      if (error instanceof LogCorruptError) return { ...before, status: 'log_corrupt' as const, detail: error.message };
      throw error;
    }
    const second = new DurableSession(DurableLog.reopen(files.path, recording.contents), recording, { controls: restart.controls.controls, world });
    try {
      return await attemptOn(second, restart, attempt);
    } catch (error) {
      if (error instanceof ReplayDivergence) return { ...before, status: 'replay_divergence' as const, detail: error.message };
      throw error;
    }
  } finally {
    files.remove();
  }
}

/** A result for a run that ended outside the loop (a crash, then a refused restart), counted from the events it logged. */
function stoppedResult(status: AttemptResult['status'], detail: string, events: Event[]): AttemptResult {
  const proposals = events.filter((e) => e.type === 'proposal_received').length;
  const calls = events.filter((e) => e.type === 'call_started').length;
  const state = { runId: 'trial', proposals, calls, checked: null, pending: [], approvals: new Map(), startedAt: 0, events, slots: new Map() };
  const approvalsAsked = events.filter((e) => e.type === 'approval_asked').length;
  return { status, detail, proposals, calls, approvalsAsked, pending: null, state, events };
}
