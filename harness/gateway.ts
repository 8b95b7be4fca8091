import type { Call } from './contracts/call.js';
import type { Feedback } from './contracts/feedback.js';
import { echoedToolName, FINISH } from './contracts/proposal.js';
import type { Receipt } from './contracts/receipt.js';
import { PASS, type Control, type Gate, type Lease, type ParsedProposal, type ReceiptStep, type Step } from './controls/control.js';
import { cloneData } from './digest.js';
import { isImmutable } from './immutable.js';
import { AbortRun } from './errors.js';
import { keyLines } from './log/artifact-store.js';
import type { RunContext } from './state.js';
import type { Steps } from './steps.js';
import type { ToolDef } from './tools.js';

/** A proposal that parsed, resolved and validated: ready to be authorised. */
export interface Prepared {
  type: 'tool';
  tool: ToolDef;
  args: Record<string, unknown>;
  /** The proposal's number, which names its call. */
  proposalNo: number;
}

/** The outcome of the first three steps for one proposal. */
export type Preparation = { type: 'finish' } | Prepared | Exclude<Step, { type: 'pass' }>;

/** The outcome of authorising a prepared proposal. */
export type Admission = { type: 'call'; tool: ToolDef; call: Call } | Exclude<Step, { type: 'pass' }>;

/** How `Gateway.attempts` runs a call. */
export interface AttemptOptions {
  /** Log an audit event after every receipt (instrumentation). */
  audit: boolean;
  /** Awaited before a write starts (a durable log's `durable()`). */
  beforeWrite?: (() => Promise<void>) | undefined;
  /** Dispatched together with other calls (a batch): give way while each attempt runs. */
  concurrent?: boolean;
  /** Where `dispatch` handed over: an attempt already executing, or a backoff under way before the next. */
  from?: { attempt: number; executing?: Promise<unknown>; sleeping?: Promise<void> };
}

/** The outcome of dispatching one admitted call. */
export type Dispatch = { type: 'feedback'; feedback: Feedback } | { type: 'stop'; reason: Extract<Step, { type: 'stop' }>['reason']; detail: string };

/** The hooks a run calls (isolation and recovery are asked before a run and during a recovery, not by the gateway). */
type Hook = keyof Omit<Control, 'name' | 'isolates' | 'recover'>;

/**
 * The gateway: the seven dispatch steps, parse, resolve, validate, authorise,
 * isolate, execute and normalise, composed from whichever controls the profile
 * enabled. Isolation is the choice of executor, made before the run starts.
 * Controls are stateless, so one gateway serves every run of its controls: a
 * prepared cell builds it once (ablations/runner/cell.ts); a run given none builds its own.
 */
export class Gateway {
  /** Each hook of the enabled controls, in registry order, as plain functions (see Control). */
  readonly #hooks: { [H in Exclude<Hook, 'checkReceipt'>]: NonNullable<Control[H]>[] };
  /** The one control that may check receipts (receipt validation); without it, receipts are taken at their word. */
  readonly #checkReceipt: Control['checkReceipt'];

  constructor(controls: readonly Control[]) {
    // Taken out of their controls once: calling a function is cheaper than looking a method up
    // on objects of a dozen different shapes, every proposal.
    const by = <H extends Hook>(hook: H): NonNullable<Control[H]>[] => controls.flatMap((c) => (c[hook] === undefined ? [] : [c[hook]!]));
    const checkers = controls.filter((c) => c.checkReceipt !== undefined);
    if (checkers.length > 1) throw new Error(`only one control may check receipts; ${checkers.map((c) => c.name).join(' and ')} both do`);
    this.#checkReceipt = checkers[0]?.checkReceipt;
    this.#hooks = {
      beforeProposal: by('beforeProposal'),
      afterProposal: by('afterProposal'),
      validate: by('validate'),
      authorise: by('authorise'),
      beforeAttempt: by('beforeAttempt'),
      onReceipt: by('onReceipt'),
      beforeRetry: by('beforeRetry'),
      onFinish: by('onFinish'),
      onEnd: by('onEnd'),
      prepareCall: by('prepareCall'),
      acquire: by('acquire'),
    };
  }

  // The hooks run in explicit loops (no closure per call): this is the hot path of every trial.
  beforeProposal(ctx: RunContext): Gate {
    for (const beforeProposal of this.#hooks.beforeProposal) {
      const step = beforeProposal(ctx);
      if (step.type !== 'pass') return step;
    }
    return PASS;
  }

  afterProposal(ctx: RunContext): Gate {
    for (const afterProposal of this.#hooks.afterProposal) {
      const step = afterProposal(ctx);
      if (step.type !== 'pass') return step;
    }
    return PASS;
  }

  onFinish(ctx: RunContext): Step {
    for (const onFinish of this.#hooks.onFinish) {
      const step = onFinish(ctx);
      if (step.type !== 'pass') return step;
    }
    return PASS;
  }

  onEnd(ctx: RunContext): Gate {
    for (const onEnd of this.#hooks.onEnd) {
      const step = onEnd(ctx);
      if (step.type !== 'pass') return step;
    }
    return PASS;
  }

  /** Steps 1 to 3: parse, resolve, validate. */
  prepare(ctx: RunContext, raw: unknown): Preparation {
    const parsed = parse(raw);
    if ('feedback' in parsed) {
      ctx.emit({ type: 'input_invalid', message: parsed.feedback.message, path: parsed.feedback.path });
      return { type: 'refuse', feedback: parsed.feedback };
    }
    const tool = parsed.tool === FINISH ? undefined : ctx.executor.tools.resolve(parsed.tool);
    let validated: Step = PASS;
    for (const validate of this.#hooks.validate) {
      validated = validate(ctx, parsed, tool);
      if (validated.type !== 'pass') break;
    }
    if (validated.type !== 'pass') {
      if (validated.type === 'refuse' && validated.feedback.event === 'invalid_input') {
        ctx.emit({ type: 'input_invalid', message: validated.feedback.message, path: validated.feedback.path });
      }
      return validated;
    }
    if (parsed.tool === FINISH) return { type: 'finish' };
    if (tool === undefined) {
      const name = echoedToolName(parsed.tool);
      ctx.emit({ type: 'tool_unknown', tool: name });
      return { type: 'refuse', feedback: { event: 'unknown_tool', tool: name, message: `no tool named ${JSON.stringify(name)}` } };
    }
    // The harness keeps its own copy: a proposer that reuses and changes its object cannot rewrite the record
    // (arguments that can never change, a cell's scripted steps, need none).
    let args: Record<string, unknown>;
    try {
      args = isImmutable(parsed.args) ? parsed.args : cloneData(parsed.args);
    } catch {
      const feedback = { event: 'invalid_input' as const, message: 'arguments could not be copied (too deeply nested)', path: 'args' };
      ctx.emit({ type: 'input_invalid', message: feedback.message, path: feedback.path });
      return { type: 'refuse', feedback };
    }
    // Stryker disable next-line StringLiteral: equivalent; the loop and a batch tell a prepared call as neither stop, refuse nor finish, and never compare this tag
    return { type: 'tool', tool, args, proposalNo: ctx.state.proposals };
  }

  /**
   * Step 4: authorise against the state as it is now (in a batch, after the
   * calls before it, when the dispatch lock orders them), then record the call.
   */
  authorise(ctx: RunContext, prepared: Prepared): Admission {
    const { tool, args } = prepared;
    for (const authorise of this.#hooks.authorise) {
      const step = authorise(ctx, tool, args);
      if (step.type !== 'pass') return step;
    }
    let call: Call = {
      call_id: `call-${prepared.proposalNo}`,
      tool: tool.name,
      version: tool.version,
      args,
      revision: ctx.executor.revision(),
    };
    for (const prepareCall of this.#hooks.prepareCall) call = prepareCall(ctx, tool, call);
    ctx.emit({
      type: 'call_admitted',
      call_id: call.call_id,
      tool: call.tool,
      version: call.version,
      args: call.args,
      revision: call.revision,
      write: tool.capability === 'write',
    });
    return { type: 'call', tool, call };
  }

  /**
   * Steps 5 to 7 for one admitted call on its own: execute with attempts,
   * normalise. It runs at once while the world answers at once (the usual
   * case, and most of a trial's time: a generator per call would cost more
   * than the call) through the same phases, `#begin` and `#settle`, as
   * `attempts`, and hands over to `attempts` steps from the first thing it has to
   * wait for: a slow tool, a real backoff, or a durable log's `beforeWrite`
   * (awaited before a write starts, so no external write starts before the
   * event that announces it is on disk). A lone call takes no dispatch lock:
   * the loop waits for it, so nothing else of the run can overlap it
   * (batches take the lock, see `locked`).
   */
  dispatch(ctx: RunContext, tool: ToolDef, call: Call, audit: boolean, beforeWrite?: () => Promise<void>): Dispatch | Steps<Dispatch> {
    // Stryker disable next-line LogicalOperator: equivalent in outcome; attempts() waits for beforeWrite only before a write and otherwise does what this fast path does, a step at a time (only slower)
    if (beforeWrite !== undefined && tool.capability === 'write') return this.attempts(ctx, tool, call, { audit, beforeWrite });
    for (let attempt = 1; ; attempt++) {
      const refused = this.#begin(ctx, call, attempt);
      if (refused !== null) return refused;
      let raw: unknown;
      let thrown = false;
      try {
        raw = ctx.executor.execute(call, attempt);
      } catch (error) {
        if (error instanceof AbortRun) throw error;
        raw = error;
        thrown = true;
      }
      if (!thrown && raw instanceof Promise) return this.attempts(ctx, tool, call, { audit, from: { attempt, executing: raw } });
      const next = this.#settle(ctx, tool, call, raw, thrown, attempt, audit);
      if (next.type !== 'retry') return next;
      // A lone call has nothing to overlap with: its backoff can pass at once on a virtual clock.
      if (ctx.clock.elapse?.(next.delayMs) !== true) {
        return this.attempts(ctx, tool, call, { audit, from: { attempt: attempt + 1, sleeping: ctx.clock.sleep(next.delayMs) } });
      }
    }
  }

  /** Runs `work` holding the dispatch controls' locks for this tool (none without a dispatch control). */
  async locked<T>(ctx: RunContext, tool: ToolDef, work: () => Promise<T>): Promise<T> {
    const leases: Lease[] = [];
    try {
      for (const acquire of this.#hooks.acquire) {
        const held = acquire(ctx, tool);
        leases.push(held instanceof Promise ? await held : held);
      }
      return await work();
    } finally {
      for (let i = leases.length - 1; i >= 0; i--) leases[i]!.release();
    }
  }

  /**
   * Steps 6 and 7 for one call, already authorised, as steps: the attempts,
   * then normalise. Calls dispatched together (`concurrent`, a batch) always
   * give way while a tool runs, even to a world that answers at once, so they
   * interleave as they would against a real executor (and exactly as against
   * a world that answers through promises). `from` picks up where `dispatch`
   * stopped: an attempt already executing, or a backoff under way.
   */
  *attempts(ctx: RunContext, tool: ToolDef, call: Call, how: AttemptOptions): Steps<Dispatch> {
    // Stryker disable next-line BooleanLiteral: equivalent in outcome; a lone call giving way on an answer it already has, or sleeping its backoff instead of letting it elapse, ends at the same time (nothing else of the run is running)
    const { audit, beforeWrite, concurrent = false, from = { attempt: 1 } } = how;
    if (from.sleeping) yield from.sleeping;
    for (let attempt = from.attempt; ; attempt++) {
      const executing = attempt === from.attempt ? from.executing : undefined;
      if (executing === undefined) {
        const refused = this.#begin(ctx, call, attempt);
        if (refused !== null) return refused;
        if (beforeWrite && tool.capability === 'write') yield beforeWrite();
      }
      let raw: unknown;
      let thrown = false;
      try {
        raw = executing ?? ctx.executor.execute(call, attempt);
      } catch (error) {
        if (error instanceof AbortRun) throw error;
        raw = error;
        thrown = true;
      }
      // Wait for a slow answer. Calls dispatched together also give way to each other when the
      // world answered, or threw, at once: they interleave as they would against a real executor.
      if ((!thrown && raw instanceof Promise) || concurrent) {
        try {
          raw = yield thrown ? Promise.reject(raw) : Promise.resolve(raw);
          thrown = false;
        } catch (error) {
          if (error instanceof AbortRun) throw error;
          raw = error;
          thrown = true;
        }
      }
      const next = this.#settle(ctx, tool, call, raw, thrown, attempt, audit);
      if (next.type !== 'retry') return next;
      if (concurrent || ctx.clock.elapse?.(next.delayMs) !== true) yield ctx.clock.sleep(next.delayMs);
    }
  }

  /** An attempt is about to run: the controls may stop it (budget, attempts, deadline); otherwise it is counted and logged. */
  #begin(ctx: RunContext, call: Call, attempt: number): Dispatch | null {
    for (const beforeAttempt of this.#hooks.beforeAttempt) {
      const gate = beforeAttempt(ctx, call, attempt);
      if (gate.type === 'stop') return gate;
    }
    ctx.state.calls += 1;
    ctx.emit({ type: 'call_started', call_id: call.call_id, tool: call.tool, attempt });
    return null;
  }

  /**
   * An attempt answered (or threw): check and log the receipt, let the
   * controls decide. A retry is scheduled and logged here; the caller waits
   * out its delay and runs the next attempt.
   */
  #settle(ctx: RunContext, tool: ToolDef, call: Call, raw: unknown, thrown: boolean, attempt: number, audit: boolean): Dispatch | { type: 'retry'; delayMs: number } {
    const checked = this.#checkReceipt ? this.#checkReceipt(ctx, call, tool, raw, thrown, attempt) : naiveReceipt(ctx, call, raw, thrown);
    if ('type' in checked) return checked;
    const receipt = checked;
    ctx.emit({
      type: 'receipt',
      call_id: call.call_id,
      tool: call.tool,
      attempt,
      status: receipt.status,
      effect: receipt.effect,
      revision: receipt.revision,
    });
    if (audit) ctx.emit({ type: 'audit', call_id: call.call_id, revision: ctx.executor.revision() });
    let next: ReceiptStep = PASS;
    for (const onReceipt of this.#hooks.onReceipt) {
      next = onReceipt(ctx, call, tool, receipt, attempt);
      if (next.type !== 'pass') break;
    }
    switch (next.type) {
      case 'stop':
        return next;
      case 'end':
      case 'refuse':
        // Stryker disable next-line StringLiteral: equivalent; the loop and a batch tell a dispatch's outcome by type === 'stop' alone and never read this tag
        return { type: 'feedback', feedback: next.feedback };
      case 'retry': {
        for (const beforeRetry of this.#hooks.beforeRetry) {
          const again = beforeRetry(ctx, call, attempt, next.delayMs);
          if (again.type === 'stop') return again;
        }
        ctx.emit({ type: 'retry_scheduled', call_id: call.call_id, attempt, delay_ms: next.delayMs });
        return next;
      }
      case 'pass':
        // Stryker disable next-line StringLiteral: equivalent, as above: this tag is never read
        return { type: 'feedback', feedback: normalise(call, receipt, ctx) };
    }
  }
}

const INVALID_SHAPE: Feedback = {
  event: 'invalid_input',
  message: 'a proposal is an object {"tool": string, "args": object}',
  path: '',
};

/** Step 1, parse: the bare shape every harness needs to route anything. Never throws. */
export function parse(raw: unknown): ParsedProposal | { feedback: Extract<Feedback, { event: 'invalid_input' }> } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { feedback: INVALID_SHAPE as Extract<Feedback, { event: 'invalid_input' }> };
  const record = raw as Record<string, unknown>;
  const tool = Object.hasOwn(record, 'tool') ? record['tool'] : undefined;
  const args = Object.hasOwn(record, 'args') ? record['args'] : undefined;
  if (typeof tool !== 'string' || tool.length === 0) {
    return { feedback: { event: 'invalid_input', message: 'tool must be a non-empty string', path: 'tool' } };
  }
  if (args === null || typeof args !== 'object' || Array.isArray(args)) {
    return { feedback: { event: 'invalid_input', message: 'args must be an object', path: 'args' } };
  }
  return { tool, args: args as Record<string, unknown>, raw };
}

/**
 * What a harness without receipt validation does: take the receipt at its
 * word, and read a thrown error as "it failed, nothing happened".
 */
function naiveReceipt(ctx: RunContext, call: Call, raw: unknown, thrown: boolean): Receipt {
  if (thrown) return { call_id: call.call_id, tool: call.tool, status: 'transient', effect: 'none', revision: ctx.executor.revision(), data: {} };
  const r = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const status = r['status'] === 'transient' || r['status'] === 'unknown' ? r['status'] : 'ok';
  const effect = r['effect'] === 'applied' || r['effect'] === 'unknown' ? r['effect'] : 'none';
  const data = r['data'] !== null && typeof r['data'] === 'object' ? (r['data'] as Record<string, unknown>) : {};
  const revision = typeof r['revision'] === 'string' ? r['revision'] : ctx.executor.revision();
  return { call_id: call.call_id, tool: call.tool, status, effect, revision, data };
}

/**
 * Whether a value's JSON is surely no larger than `cap` characters: a cheap
 * upper bound, abandoned as soon as it passes the cap (so a huge output costs
 * no more than a small one) and given up as too large past 64 levels.
 */
function largerThan(value: unknown, cap: number): boolean {
  return jsonSizeBound(value, cap, 0) > cap;
}

/**
 * An upper bound of the JSON size of `value`, or anything above `left` once
 * it is passed. JSON writes a character of a string as up to six (`\u0001`).
 */
function jsonSizeBound(value: unknown, left: number, depth: number): number {
  if (typeof value === 'string') return value.length * 6 + 2;
  if (value === null || typeof value !== 'object') return 24;
  // Stryker disable next-line EqualityOperator: equivalent in outcome; Infinity only sends the output to the exact JSON length check, so capping one level earlier or at every depth only costs time
  if (depth > 64) return Infinity;
  let size = 2;
  if (Array.isArray(value)) {
    // Stryker disable next-line LogicalOperator,UpdateOperator: equivalent in outcome; running past the array's end counts 25 for each missing element until the bound passes left, an overestimate the exact check then corrects
    for (let i = 0; i < value.length && size <= left; i++) size += 1 + jsonSizeBound(value[i], left - size, depth + 1);
  } else {
    for (const key in value) {
      // A key's quotes, its colon and the comma before it: 4 (3 let many keys of escaped characters pass a cap they exceed).
      size += key.length * 6 + 4 + jsonSizeBound((value as Record<string, unknown>)[key], left - size, depth + 1);
      if (size > left) break;
    }
  }
  return size;
}

/** Tool output above this many characters of JSON is kept as an artifact; the proposer sees a summary. */
export const OBSERVATION_CAP = 8_192;

/**
 * Step 7, normalise: a receipt becomes feedback; tool output is marked
 * untrusted data. A large output is stored whole as an artifact and the
 * observation carries its exit code, key lines, a preview and the reference.
 */
function normalise(call: Call, receipt: Receipt, ctx: RunContext): Feedback {
  if (receipt.status === 'transient') return { event: 'transient_failure', call_id: call.call_id, tool: call.tool };
  if (receipt.status === 'unknown' || receipt.effect === 'unknown') return { event: 'unknown_outcome', call_id: call.call_id, tool: call.tool };
  return { event: 'tool_result', call_id: call.call_id, tool: call.tool, trust: 'untrusted', data: observation(call, receipt.data, ctx) };
}

function observation(call: Call, data: Record<string, unknown>, ctx: RunContext): Record<string, unknown> {
  if (!largerThan(data, OBSERVATION_CAP)) return data;
  let text: string;
  try {
    text = JSON.stringify(data);
  } catch {
    return { truncated: true, note: 'output could not be serialised' };
  }
  if (text.length <= OBSERVATION_CAP) return data;
  const summary: Record<string, unknown> = { truncated: true, bytes: text.length, preview: text.slice(0, 512) };
  if (typeof data['exit_code'] === 'number') summary['exit_code'] = data['exit_code'];
  if (typeof data['stdout'] === 'string' || typeof data['stderr'] === 'string') {
    summary['key_lines'] = keyLines(`${String(data['stdout'] ?? '')}\n${String(data['stderr'] ?? '')}`);
  }
  if (ctx.artifacts) {
    const stored = ctx.artifacts.put(text);
    summary['artifact'] = stored.ref;
    ctx.emit({ type: 'artifact_stored', call_id: call.call_id, ref: stored.ref, bytes: stored.bytes });
  }
  return summary;
}
