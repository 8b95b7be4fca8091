import { echoedToolName } from './contracts/proposal.js';
import { proposalArgs, type Event, type EventBody } from './contracts/event.js';
import type { Feedback } from './contracts/feedback.js';
import type { StopReason } from './contracts/stop.js';
import type { Clock } from './clock.js';
import type { Control } from './controls/control.js';
import type { Executor } from './executor.js';
import { AbortRun, proposerStopReason, RunawayError, ScriptError } from './errors.js';
import type { ArtifactStore } from './log/artifact-store.js';

import { Gateway, type Prepared } from './gateway.js';
import { drive, isSteps, type Steps } from './steps.js';
import type { Proposer } from './contracts/proposer.js';
import type { Random } from './random.js';
import { createState, type Contract, type PendingOperation, type RunContext, type RunState } from './state.js';

export interface RunOptions {
  runId: string;
  profileName: string;
  contract: Contract;
  controls: readonly Control[];
  /** The gateway of these same controls, built once for every run that shares them (a prepared cell's); without it the run builds one. */
  gateway?: Gateway | undefined;
  executor: Executor;
  proposer: Proposer;
  clock: Clock;
  random: Random;
  /** Instrumentation: an audit event with the revision after every receipt. */
  audit?: boolean;
  /** Called with every event as it is appended (for durable logs and progress). */
  onEvent?: (event: Event) => void;
  /** Where tool outputs larger than an observation are stored. */
  artifacts?: ArtifactStore | undefined;
  /** Awaited before every write starts (a durable log's `durable()`). */
  beforeWrite?: () => Promise<void>;
  /**
   * Engine safety, not a control: a run that appends this many events is a
   * profile with no bound at all (no budget, no deadline, unlimited retries)
   * and is aborted with a RunawayError rather than looping forever.
   */
  maxEvents?: number;
}

export interface RunResult {
  status: StopReason;
  detail: string;
  proposals: number;
  calls: number;
  pending: PendingOperation | null;
  state: RunState;
  events: Event[];
}

/**
 * The loop: ask the proposer, admit through the gateway, dispatch, feed back.
 * It holds no policy of its own; every decision comes from a control.
 */
export function runHarness(options: RunOptions): Promise<RunResult> {
  return drive(loop(options));
}

/** The loop as steps: it waits only for what is pending (see steps.ts). */
function* loop(options: RunOptions): Steps<RunResult> {
  const { contract, proposer, clock } = options;
  const state = createState(options.runId, contract, clock);
  const gateway = options.gateway ?? new Gateway(options.controls);
  const audit = options.audit ?? false;
  const ctx = new Context(state, options);

  ctx.emit({ type: 'run_started', task: contract.task, profile: options.profileName });
  let feedback: Feedback = { event: 'start', task: contract.task };
  for (;;) {
    const before = gateway.beforeProposal(ctx);
    if (before.type === 'stop') return ctx.finish(before.reason, before.detail);
    let turn;
    try {
      const next = proposer.next(feedback);
      turn = next instanceof Promise ? ((yield next) as Awaited<typeof next>) : next;
    } catch (error) {
      // Not the proposer's failure but the bench's (a script with no answer, a crash, a runaway profile).
      if (error instanceof ScriptError || error instanceof AbortRun || error instanceof RunawayError) throw error;
      const reason = proposerStopReason(error);
      if (reason !== null) return ctx.finish(reason, (error as Error).message);
      return ctx.finish('proposer_error', error instanceof Error ? error.message : String(error));
    }
    if (turn.type === 'end') {
      const end = gateway.onEnd(ctx);
      return end.type === 'stop' ? ctx.finish(end.reason, end.detail) : ctx.finish('proposals_exhausted', 'the proposer has nothing more to propose');
    }
    if (turn.type === 'batch') {
      const outcome = (yield runBatch(ctx, gateway, turn.proposals, audit, options.beforeWrite)) as Awaited<ReturnType<typeof runBatch>>;
      if (outcome.type === 'stop') return ctx.finish(outcome.reason, outcome.detail);
      feedback = outcome.feedback;
      continue;
    }
    state.proposals += 1;
    ctx.emit({ type: 'proposal_received', proposal_no: state.proposals, tool: toolName(turn.proposal), ...argsText(turn.proposal) });
    const after = gateway.afterProposal(ctx);
    if (after.type === 'stop') return ctx.finish(after.reason, after.detail);

    const prepared = gateway.prepare(ctx, turn.proposal);
    if (prepared.type === 'stop') return ctx.finish(prepared.reason, prepared.detail);
    if (prepared.type === 'refuse') {
      feedback = prepared.feedback;
      continue;
    }
    if (prepared.type === 'finish') {
      const done = gateway.onFinish(ctx);
      if (done.type === 'stop') return ctx.finish(done.reason, done.detail);
      if (done.type === 'refuse') {
        feedback = done.feedback;
        continue;
      }
      return ctx.finish('complete', 'completion accepted');
    }
    const admission = gateway.authorise(ctx, prepared);
    switch (admission.type) {
      case 'stop':
        return ctx.finish(admission.reason, admission.detail);
      case 'refuse':
        feedback = admission.feedback;
        continue;
      case 'call': {
        const dispatched = gateway.dispatch(ctx, admission.tool, admission.call, audit, options.beforeWrite);
        const outcome = isSteps(dispatched) ? yield* dispatched : dispatched;
        if (outcome.type === 'stop') return ctx.finish(outcome.reason, outcome.detail);
        feedback = outcome.feedback;
      }
    }
  }
}

/**
 * What controls see of a run (one per run; its methods live on the class, so
 * a run allocates no closures of its own).
 */
class Context implements RunContext {
  readonly contract: Contract;
  readonly executor: RunOptions['executor'];
  readonly clock: RunOptions['clock'];
  readonly random: RunOptions['random'];
  readonly artifacts: RunOptions['artifacts'];
  readonly #onEvent: RunOptions['onEvent'];
  readonly #maxEvents: number;

  constructor(
    readonly state: RunState,
    options: RunOptions,
  ) {
    this.contract = options.contract;
    this.executor = options.executor;
    this.clock = options.clock;
    this.random = options.random;
    this.artifacts = options.artifacts;
    this.#onEvent = options.onEvent;
    this.#maxEvents = options.maxEvents ?? 100_000;
  }

  emit(body: EventBody): void {
    const state = this.state;
    if (state.events.length >= this.#maxEvents) throw new RunawayError(`run ${state.runId} appended ${this.#maxEvents} events: the profile has no bound that stops it`);
    const event = body as Event;
    event.run_id = state.runId;
    event.seq = state.events.length;
    event.t = this.clock.now();
    state.events.push(event);
    this.#onEvent?.(event);
  }

  finish(reason: StopReason, detail: string): RunResult {
    this.emit({ type: 'stop', reason, detail });
    const state = this.state;
    return { status: reason, detail, proposals: state.proposals, calls: state.calls, pending: state.pending[0] ?? null, state, events: state.events };
  }
}

/**
 * A batch: every proposal is counted and admitted in order (authorisation is
 * sequential and deterministic), then the admitted calls are dispatched
 * together; the first stop in proposal order wins. A finish cannot be batched.
 */
async function runBatch(
  ctx: RunContext,
  gateway: Gateway,
  proposals: readonly unknown[],
  audit: boolean,
  beforeWrite: (() => Promise<void>) | undefined,
): Promise<{ type: 'stop'; reason: StopReason; detail: string } | { type: 'feedback'; feedback: Feedback }> {
  const results: (Feedback | null)[] = [];
  const ready: { i: number; prepared: Prepared }[] = [];
  for (const raw of proposals) {
    const before = gateway.beforeProposal(ctx);
    if (before.type === 'stop') return before;
    ctx.state.proposals += 1;
    ctx.emit({ type: 'proposal_received', proposal_no: ctx.state.proposals, tool: toolName(raw), ...argsText(raw) });
    const after = gateway.afterProposal(ctx);
    if (after.type === 'stop') return after;
    const prepared = gateway.prepare(ctx, raw);
    if (prepared.type === 'stop') return prepared;
    if (prepared.type === 'refuse') results.push(prepared.feedback);
    else if (prepared.type === 'finish') {
      const message = 'finish cannot be batched with other proposals';
      ctx.emit({ type: 'input_invalid', message, path: 'tool' });
      results.push({ event: 'invalid_input', message, path: 'tool' });
    }
    else {
      ready.push({ i: results.length, prepared });
      results.push(null);
    }
  }
  // Each call is authorised and run while holding the dispatch lock, in proposal order: a write is
  // authorised only after the calls before it have answered, and sees the world they left.
  // The first stop in proposal order wins (not the first in time); later calls do not start after one.
  const stops: ({ type: 'stop'; reason: StopReason; detail: string } | undefined)[] = [];
  let stopped = false;
  const tasks = ready.map(({ i, prepared }) =>
    gateway.locked(ctx, prepared.tool, async () => {
      if (stopped) return;
      const admission = gateway.authorise(ctx, prepared);
      if (admission.type === 'stop') {
        stops[i] = admission;
        stopped = true;
        return;
      }
      if (admission.type === 'refuse') {
        results[i] = admission.feedback;
        return;
      }
      const outcome = await drive(gateway.attempts(ctx, admission.tool, admission.call, { audit, beforeWrite, concurrent: true }));
      if (outcome.type === 'stop') {
        stops[i] = outcome;
        stopped = true;
      } else results[i] = outcome.feedback;
    }),
  );
  await Promise.all(tasks);
  const first = stops.find((s) => s !== undefined);
  if (first) return first;
  return {
    // Stryker disable next-line StringLiteral: equivalent; the loop tells a batch's outcome by type === 'stop' alone and never reads this tag
    type: 'feedback',
    feedback: { event: 'batch_result', results: results.map((r) => r ?? { event: 'not_run' }) as Record<string, unknown>[] },
  };
}

/** A proposal's arguments as its event keeps them, when it has an argument object. */
function argsText(proposal: unknown): { args?: string } {
  if (proposal === null || typeof proposal !== 'object' || !Object.hasOwn(proposal, 'args')) return {};
  const args = (proposal as { args: unknown }).args;
  return args !== null && typeof args === 'object' && !Array.isArray(args) ? proposalArgs(args) : {};
}

function toolName(proposal: unknown): string {
  if (proposal !== null && typeof proposal === 'object' && Object.hasOwn(proposal, 'tool')) {
    const tool = (proposal as { tool: unknown }).tool;
    if (typeof tool === 'string') return echoedToolName(tool);
  }
  return '';
}
