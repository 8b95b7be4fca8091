import type { Feedback } from '../../harness/contracts/feedback.js';
import type { StopReason } from '../../harness/contracts/stop.js';
import { digest } from '../../harness/digest.js';
import { Random } from '../../harness/random.js';
import type { Fault } from '../../worlds/export-worker.js';
import {
  FUZZ_FIELDS,
  INVALID_CONFIG,
  MALFORMED_SHAPES,
  operationId,
  resolveStep,
  TOOL_SETS,
  VALID_CONFIG,
  type ConcreteStep,
  type FuzzCase,
  type FuzzStep,
} from '../../ablations/fuzz/fuzz-case.js';

/**
 * A small model of what the `full` profile must do with each abstract step
 * of a fuzz case, written from the controls' contracts rather than their
 * code: budgets, validation, allowlist, pending, evidence, approval, then
 * attempts with receipt checks and runtime retry. It predicts the feedback
 * (or the stop) for every proposal and the world's ledger and state, so a
 * model-based test can compare the real harness step by step.
 */

/** Feedback as the model predicts it: invalid input by path only (messages are free text). */
export type Expected = { type: 'feedback'; feedback: Feedback | { event: 'invalid_input'; path: string } } | { type: 'stop'; reason: StopReason };

export interface ModelLedgerEntry {
  call_id: string;
  attempt: number;
  tool: string;
  effect: 'none' | 'applied';
  fault: string | null;
}

type Tool = { write: boolean; check?: true; needsCheck?: true; needsApproval?: true };
const TOOLS: Readonly<Record<string, Tool>> = {
  read_config: { write: false },
  write_config: { write: true },
  check_config: { write: false, check: true },
  queue_export: { write: true, needsCheck: true, needsApproval: true },
  lookup_export: { write: false },
  publish: { write: true },
};

const backoff = (attempt: number, jitter: number, unit: number) => Math.min(1_000, 10 * 2 ** (attempt - 1)) * (1 - jitter + jitter * unit);

export class FullModel {
  readonly setup: Omit<FuzzCase, 'steps'>;
  config: Record<string, unknown>;
  revision: string;
  checked: string | null = null;
  pending = 0;
  proposals = 0;
  calls = 0;
  now = 0;
  exports: string[] = [];
  published = false;
  stopped: StopReason | null = null;
  readonly ledger: ModelLedgerEntry[] = [];
  readonly #approvals = new Map<string, { decision: 'allow' | 'deny'; remaining: number }>();
  readonly #matches: number[];
  readonly #faults: readonly Fault[];
  readonly #random: Random;
  readonly #exportedBy = new Set<string>();

  constructor(setup: Omit<FuzzCase, 'steps'>) {
    this.setup = setup;
    this.config = { ...(setup.initial === 'valid' ? VALID_CONFIG : INVALID_CONFIG) };
    this.revision = digest(this.config);
    const initial = this.revision;
    for (const a of setup.approvals) {
      const key = digest({ tool: 'queue_export', args: { operation_id: operationId(a.op) }, revision: a.at === 'initial' ? initial : digest(VALID_CONFIG) });
      for (let i = 0; i < a.times; i++) {
        const existing = this.#approvals.get(key);
        if (existing && existing.decision === a.decision) existing.remaining += 1;
        else this.#approvals.set(key, { decision: a.decision, remaining: 1 });
      }
    }
    this.#faults = setup.faults;
    this.#matches = setup.faults.map(() => 0);
    this.#random = new Random(setup.seed);
  }

  get #deadline(): number {
    return this.setup.limits.deadline_ms;
  }

  /** The last step proposed, for `again`. */
  last: ConcreteStep | undefined;

  /** What the harness must answer to one proposal; updates the model. Then the budget and deadline gate before the next ask. */
  propose(step: FuzzStep): Expected {
    const concrete = resolveStep(step, this.last);
    this.last = concrete;
    const answer = this.#admit(concrete);
    if (answer.type === 'stop') {
      this.stopped = answer.reason;
      return answer;
    }
    if (this.proposals >= this.setup.limits.proposals) return this.#stop('proposal_limit');
    if (this.now >= this.#deadline) return this.#stop('deadline');
    return answer;
  }

  /** The proposer has nothing more: the harness ends unresolved while a write is pending. */
  end(): StopReason {
    this.stopped = this.pending > 0 ? 'unresolved' : 'proposals_exhausted';
    return this.stopped;
  }

  #stop(reason: StopReason): Expected {
    this.stopped = reason;
    return { type: 'stop', reason };
  }

  #admit(step: ConcreteStep): Expected {
    this.proposals += 1;
    const invalid = (path: string): Expected => ({ type: 'feedback', feedback: { event: 'invalid_input', path } });
    switch (step.kind) {
      case 'malformed': {
        const paths: Record<(typeof MALFORMED_SHAPES)[number], string> = {
          null: '',
          string: '',
          array: '',
          no_args: 'args',
          tool_number: 'tool',
          empty_tool: 'tool',
          args_array: 'args',
          extra_field: 'note',
        };
        return invalid(paths[step.shape]);
      }
      case 'read_bad':
        return invalid('args');
      case 'write_bad':
        return invalid(step.variant === 'extra' ? 'args' : 'args.max_retries');
      case 'finish_forged':
        return invalid('args.passed');
      case 'unknown':
        return { type: 'feedback', feedback: { event: 'unknown_tool', tool: step.name, message: `no tool named ${JSON.stringify(step.name)}` } };
      case 'finish':
        if (this.pending > 0) return { type: 'stop', reason: 'unresolved' };
        if (this.checked === this.revision) return { type: 'stop', reason: 'complete' };
        return { type: 'feedback', feedback: { event: 'check_required', revision: this.revision } };
      case 'read':
        return this.#call('read_config', {});
      case 'write':
        return this.#call('write_config', { max_retries: step.value });
      case 'check':
        return this.#call('check_config', {});
      case 'export':
        return this.#call('queue_export', { operation_id: operationId(step.op) });
      case 'lookup':
        return this.#call('lookup_export', { operation_id: operationId(step.op) });
      case 'publish':
        return this.#call('publish', {});
      case 'batch':
        throw new Error('the model does not cover batches (parallel dispatch)');
    }
  }

  #call(name: string, args: Record<string, unknown>): Expected {
    const tool = TOOLS[name]!;
    if (!(TOOL_SETS[this.setup.tools] as readonly string[]).includes(name)) return { type: 'stop', reason: 'tool_denied' };
    if (this.pending > 0 && tool.write) return { type: 'stop', reason: 'unresolved' };
    if (tool.needsCheck && this.checked !== this.revision) return { type: 'feedback', feedback: { event: 'check_required', revision: this.revision } };
    if (tool.needsApproval) {
      const key = digest({ tool: name, args, revision: this.revision });
      const grant = this.#approvals.get(key);
      if (grant === undefined) return { type: 'stop', reason: 'needs_approval' };
      if (grant.decision === 'deny') return { type: 'stop', reason: 'denied' };
      if (--grant.remaining <= 0) this.#approvals.delete(key);
    }
    const callId = `call-${this.proposals}`;
    const limits = this.setup.limits;
    for (let attempt = 1; ; attempt++) {
      if (this.calls >= limits.calls) return { type: 'stop', reason: 'call_limit' };
      if (this.now >= this.#deadline) return { type: 'stop', reason: 'deadline' };
      this.calls += 1;
      const fault = this.#faultFor(name);
      if (fault?.kind === 'slow') this.now += fault.ms;
      const kind = fault?.kind ?? null;
      let transient = false;
      if (kind === 'transient' || kind === 'throw') {
        this.ledger.push({ call_id: callId, attempt, tool: name, effect: 'none', fault: kind });
        if (kind === 'throw') return this.#rejected(tool);
        transient = true;
      }
      if (!transient) {
        const { effect, data } = this.#apply(name, args, callId);
        this.ledger.push({ call_id: callId, attempt, tool: name, effect, fault: kind });
        // A transient receipt that hides an applied effect is well formed: the harness believes it.
        transient = kind === 'transient_after_apply';
        if (!transient) return this.#answer(tool, name, callId, kind, fault, data);
      }
      // A validated transient receipt (effect none): deadline, then retry under the attempt limit and deadline.
      if (this.now >= this.#deadline) return { type: 'stop', reason: 'deadline' };
      const delay = backoff(attempt, this.setup.jitter, this.setup.jitter > 0 ? this.#random.next() : 0);
      if (attempt >= limits.attempts) return { type: 'stop', reason: 'attempt_limit' };
      if (this.now + delay >= this.#deadline) return { type: 'stop', reason: 'deadline' };
      this.now += delay;
    }
  }

  /** The harness's answer to a receipt that is neither transient nor thrown: rejected, unknown, late, or a result. */
  #answer(tool: Tool, name: string, callId: string, kind: string | null, fault: Fault | undefined, data: Record<string, unknown>): Expected {
    if (kind === 'throw_after_apply') return this.#rejected(tool);
    if (kind === 'inconsistent_receipt' && !(fault!.variant === 'wrong_tool' && name === 'read_config')) return this.#rejected(tool);
    if (kind === 'unknown_after_apply') {
      if (tool.write) this.pending += 1;
      return { type: 'feedback', feedback: { event: 'unknown_outcome', call_id: callId, tool: name } };
    }
    if (this.now >= this.#deadline) return { type: 'stop', reason: 'deadline' };
    if (tool.check) this.checked = data['passed'] === true ? this.revision : null;
    else if (name === 'write_config') this.checked = null;
    return { type: 'feedback', feedback: { event: 'tool_result', call_id: callId, tool: name, trust: 'untrusted', data } };
  }

  #rejected(tool: Tool): Expected {
    if (tool.write) this.pending += 1;
    return { type: 'stop', reason: 'receipt_invalid' };
  }

  #faultFor(tool: string): Fault | undefined {
    let chosen: Fault | undefined;
    this.#faults.forEach((fault, i) => {
      if (fault.tool !== undefined && fault.tool !== tool) return;
      const n = (this.#matches[i] = (this.#matches[i] ?? 0) + 1);
      const active = n >= fault.from && (fault.count === 0 || n < fault.from + fault.count);
      if (active && chosen === undefined) chosen = fault;
    });
    return chosen;
  }

  #apply(tool: string, args: Record<string, unknown>, callId: string): { effect: 'none' | 'applied'; data: Record<string, unknown> } {
    switch (tool) {
      case 'read_config':
        return { effect: 'none', data: { ...this.config } };
      case 'write_config':
        this.config = { ...args };
        this.revision = digest(this.config);
        return { effect: 'applied', data: { revision: this.revision } };
      case 'check_config': {
        const value = this.config['max_retries'];
        const range = FUZZ_FIELDS.max_retries;
        const passed = Object.keys(this.config).length === 1 && typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
        return { effect: 'none', data: { passed, revision: this.revision } };
      }
      case 'queue_export': {
        const id = String(args['operation_id']);
        // The idempotency control keys the call; a deduplicating queue applies a key once.
        if (this.setup.dedup && this.#exportedBy.has(callId)) return { effect: 'none', data: { operation_id: id, queued: true, deduplicated: true } };
        this.#exportedBy.add(callId);
        this.exports.push(id);
        return { effect: 'applied', data: { operation_id: id, queued: true } };
      }
      case 'lookup_export':
        if (this.setup.lookup === 'incomplete') return { effect: 'none', data: { found: false, authoritative: false } };
        return { effect: 'none', data: { found: this.exports.includes(String(args['operation_id'])), authoritative: true } };
      default:
        this.published = true;
        return { effect: 'applied', data: { published: true } };
    }
  }
}
