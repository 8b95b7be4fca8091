import { z } from 'zod';
import { approvalKey } from '../../harness/controls/approval.js';
import { backoffMs } from '../../harness/controls/retry.js';
import type { Event } from '../../harness/contracts/event.js';
import { canonicalJson } from '../../harness/digest.js';
import type { FailureKind } from '../../scenarios/schema.js';
import {
  attemptsByCall,
  describeEntry,
  isWriteTool,
  lastPassingCheck,
  transientAnswer,
  unsettledWrite,
} from './ledger-facts.js';
import type { RunObservation } from './observation.js';
import { replayEvents, replayMismatches } from './replay-events.js';
import { sameData } from '../../harness/same-data.js';

/**
 * The harness invariants, each its own checker over a RunObservation. A
 * checker returns null when the invariant holds, or one line saying what
 * broke. They judge from the event log, the world's ledger and final state,
 * and the proposer's own count, never from the run's status alone.
 */
export type InvariantCheck = (obs: RunObservation) => string | null;

export interface Invariant {
  readonly name: string;
  readonly statement: string;
  /** The control whose job this is (what a saved counterexample names as caught_by under `full`). */
  readonly upheldBy: string;
  /** The failure kind a scenario probing this invariant records. */
  readonly failure: FailureKind;
  /** Needs a second run with the same seed. */
  readonly needsRerun: boolean;
  readonly check: InvariantCheck;
}

const stopEvent = (obs: RunObservation) => {
  const last = obs.events[obs.events.length - 1];
  return last?.type === 'stop' ? last : undefined;
};

/** Complete only if the last passing check (run by the world) is of the current revision and no write is unsettled. */
export const completeNeedsCurrentCheck: InvariantCheck = (obs) => {
  if (stopEvent(obs)?.reason !== 'complete') return null;
  const unsettled = obs.ledger.find((e) => unsettledWrite(obs, e));
  if (unsettled) return `completed with ${describeEntry(unsettled)} still pending`;
  const check = lastPassingCheck(obs);
  if (!check) return 'completed without any passing check';
  if (check.revision_after !== obs.world.revision) {
    return `completed at revision ${obs.world.revision.slice(0, 8)}, last passing check was of ${check.revision_after.slice(0, 8)}`;
  }
  return null;
};

/** A tool that needs a current check (an export) executes only at the revision the last passing check was of. */
export const gatedCallsNeedCurrentCheck: InvariantCheck = (obs) => {
  for (let i = 0; i < obs.ledger.length; i++) {
    const entry = obs.ledger[i]!;
    if (entry.attempt !== 1 || !obs.tools.resolve(entry.tool)?.requiresCurrentCheck) continue;
    const check = lastPassingCheck(obs, i);
    if (!check) return `${describeEntry(entry)} executed without any passing check`;
    if (check.revision_after !== entry.revision_before) {
      return `${describeEntry(entry)} executed at revision ${entry.revision_before.slice(0, 8)}, last passing check was of ${check.revision_after.slice(0, 8)}`;
    }
  }
  return null;
};

/** No call executes for a tool outside the contract's tool list. */
export const allowlistedCallsOnly: InvariantCheck = (obs) => {
  const allowed = new Set(obs.scenario.contract.tools);
  const outside = obs.ledger.find((e) => !allowed.has(e.tool));
  return outside ? `${describeEntry(outside)} executed, not in the task's tools` : null;
};

/** No write executes after a write whose outcome the harness could not know. */
export const noWriteWhilePending: InvariantCheck = (obs) => {
  let pending: (typeof obs.ledger)[number] | undefined;
  for (const entry of obs.ledger) {
    if (pending && isWriteTool(obs, entry.tool)) return `${describeEntry(entry)} executed while ${describeEntry(pending)} was pending`;
    if (!pending && unsettledWrite(obs, entry)) pending = entry;
  }
  return null;
};

/** No call executes with arguments its tool's schema rejects. */
export const validArgsOnly: InvariantCheck = (obs) => {
  for (const entry of obs.ledger) {
    const tool = obs.tools.resolve(entry.tool);
    if (!tool) return `${describeEntry(entry)} executed, no such tool`;
    if (!tool.args.validate(entry.args)) return `${describeEntry(entry)} executed with ${canonicalJson(entry.args).slice(0, 80)}, which its schema rejects`;
  }
  return null;
};

/** The proposer is never asked for more proposals than the budget, and no more requests run than proposals. */
export const withinProposalBudget: InvariantCheck = (obs) => {
  const max = obs.scenario.contract.limits.proposals;
  if (obs.delivered > max) return `${obs.delivered} proposals taken, budget ${max}`;
  const requests = attemptsByCall(obs.ledger).size;
  return requests > max ? `${requests} requests executed, budget ${max}` : null;
};

/** Executions, retries included, never exceed the call budget. */
export const withinCallBudget: InvariantCheck = (obs) => {
  const max = obs.scenario.contract.limits.calls;
  return obs.ledger.length > max ? `${obs.ledger.length} executions, budget ${max}` : null;
};

/** No request is attempted more often than the attempt limit. */
export const withinAttemptLimit: InvariantCheck = (obs) => {
  const max = obs.scenario.contract.limits.attempts;
  for (const [callId, attempts] of attemptsByCall(obs.ledger)) {
    if (attempts.length > max) return `${callId} attempted ${attempts.length} times, limit ${max}`;
  }
  return null;
};

/** No execution starts at or after the deadline. */
export const noCallAfterDeadline: InvariantCheck = (obs) => {
  const at = obs.startedAt + obs.scenario.contract.limits.deadline_ms;
  const late = obs.ledger.find((e) => e.t >= at);
  return late ? `${describeEntry(late)} started at ${late.t} ms, deadline ${at} ms` : null;
};

/**
 * Every execution is a logged call start, every receipt answers exactly one
 * started call with its call id, tool and the revision the world really had,
 * and every started call ends in exactly one receipt or a recorded stop.
 */
export const receiptsMatchCalls: InvariantCheck = (obs) => {
  type Start = { tool: string; receipts: number; rejected: boolean; index: number };
  const started = new Map<string, Start>();
  const key = (callId: string, attempt: number) => `${callId}#${attempt}`;
  const stopAt = obs.events.findIndex((e) => e.type === 'stop');
  // The last proposal before the stop: a call that started after it can still be cut off by the stop.
  let lastProposal = -1;
  for (let i = 0; i < stopAt; i++) if (obs.events[i]!.type === 'proposal_received') lastProposal = i;
  for (let i = 0; i < obs.events.length; i++) {
    const e = obs.events[i]!;
    if (e.type === 'call_started') {
      const k = key(e.call_id, e.attempt);
      if (started.has(k)) return `${k} started twice`;
      started.set(k, { tool: e.tool, receipts: 0, rejected: false, index: i });
    } else if (e.type === 'receipt' || e.type === 'receipt_rejected') {
      const k = key(e.call_id, e.attempt);
      const start = started.get(k);
      if (!start) return `${e.type} for ${k}, which never started`;
      if (start.tool !== e.tool) return `${e.type} for ${k} names ${e.tool}, the call was ${start.tool}`;
      if (e.type === 'receipt') start.receipts += 1;
      else start.rejected = true;
    }
  }
  const executed = new Map<string, (typeof obs.ledger)[number]>();
  for (const entry of obs.ledger) {
    const k = key(entry.call_id, entry.attempt);
    if (executed.has(k)) return `${k} executed twice`;
    executed.set(k, entry);
  }
  for (const [k, entry] of executed) {
    const start = started.get(k);
    if (!start) return `${describeEntry(entry)} executed without a call_started event`;
    if (start.tool !== entry.tool) return `${k} started as ${start.tool}, executed as ${entry.tool}`;
  }
  for (const [k, start] of started) {
    if (!executed.has(k)) return `${k} started but never reached the executor`;
    if (start.receipts > 1) return `${k} has ${start.receipts} receipts`;
    if (start.receipts === 1 && start.rejected) return `${k} has a receipt and a rejection`;
    if (start.receipts === 0) {
      // Calls dispatched together may still start and answer before the stop; a new proposal may not.
      const ended = stopAt > start.index && lastProposal < start.index;
      if (!ended) return `${k} ended with neither a receipt nor a stop`;
    }
  }
  for (const e of obs.events) {
    if (e.type !== 'receipt') continue;
    const entry = executed.get(key(e.call_id, e.attempt))!;
    if (e.revision !== entry.revision_after) {
      return `receipt for ${key(e.call_id, e.attempt)} says revision ${e.revision.slice(0, 8)}, the world was at ${entry.revision_after.slice(0, 8)}`;
    }
  }
  return null;
};

/** Every execution of an approval-gated tool spends one grant of exactly its tool, arguments and revision. */
export const approvalUsedOnce: InvariantCheck = (obs) => {
  const used = new Map<string, number>();
  for (const [callId, attempts] of attemptsByCall(obs.ledger)) {
    const first = attempts[0]!;
    if (!obs.tools.resolve(first.tool)?.requiresApproval) continue;
    const key = approvalKey(first.tool, first.args, first.revision_before);
    const n = (used.get(key) ?? 0) + 1;
    used.set(key, n);
    const granted = obs.grants.get(key) ?? 0;
    if (n > granted) {
      return `${callId} ${first.tool} ${canonicalJson(first.args)} executed at ${first.revision_before.slice(0, 8)}: use ${n} of an approval granted ${granted} time(s)`;
    }
  }
  const consumed = new Map<string, number>();
  for (const e of obs.events) {
    if (e.type !== 'approval_consumed') continue;
    const n = (consumed.get(e.key) ?? 0) + 1;
    consumed.set(e.key, n);
    if (n > (obs.grants.get(e.key) ?? 0)) return `approval ${e.key.slice(0, 8)} consumed ${n} times, granted ${obs.grants.get(e.key) ?? 0}`;
  }
  return null;
};

/** A request is attempted again only after a transient answer (a well-formed receipt saying effect none), as the same call (tool and arguments). */
export const retryOnlyTransientNone: InvariantCheck = (obs) => {
  for (const [callId, attempts] of attemptsByCall(obs.ledger)) {
    for (let i = 1; i < attempts.length; i++) {
      const prev = attempts[i - 1]!;
      const entry = attempts[i]!;
      if (entry.attempt !== prev.attempt + 1) return `${callId} attempt ${entry.attempt} follows attempt ${prev.attempt}`;
      if (!transientAnswer(prev)) return `${describeEntry(entry)} retried after ${prev.fault ?? 'a plain'} answer with effect ${prev.effect}`;
      if (entry.tool !== prev.tool || canonicalJson(entry.args) !== canonicalJson(prev.args)) return `${callId} retried as a different call`;
    }
  }
  return null;
};

/**
 * Liveness of the retry policy: a transient answer is retried with the same
 * call id whenever attempts, calls and time remain. Calls dispatched together
 * share the budget and the clock, so "remain" is judged at the end of the
 * run: the call budget was never used up, and the run ended earlier than the
 * longest backoff before the deadline.
 */
export const transientIsRetried: InvariantCheck = (obs) => {
  const limits = obs.scenario.contract.limits;
  const at = obs.startedAt + limits.deadline_ms;
  const endedAt = obs.events[obs.events.length - 1]?.t ?? obs.startedAt;
  const callsLeft = obs.ledger.length < limits.calls;
  for (const entry of obs.ledger) {
    if (!transientAnswer(entry)) continue;
    const roomy = callsLeft && entry.attempt < limits.attempts && endedAt + backoffMs(obs.retry, entry.attempt, 1) < at;
    const retried = (attemptsByCall(obs.ledger).get(entry.call_id) ?? []).some((e) => e.attempt === entry.attempt + 1);
    if (roomy && !retried) {
      return `${describeEntry(entry)} was transient with attempts, calls and time left, and never retried`;
    }
  }
  return null;
};

/**
 * A call's effect applies once, however often it is sent: where the receiver
 * deduplicates by idempotency key (a deduplicating export queue), no call of
 * a key-accepting tool applies in two attempts.
 */
export const effectOncePerCall: InvariantCheck = (obs) => {
  if (!obs.scenario.world.dedup) return null;
  for (const [callId, attempts] of attemptsByCall(obs.ledger)) {
    if (!obs.tools.resolve(attempts[0]!.tool)?.acceptsIdempotencyKey) continue;
    const applied = attempts.filter((e) => e.effect === 'applied');
    if (applied.length > 1) return `${callId} ${attempts[0]!.tool} applied in ${applied.length} attempts (${applied.map((e) => e.attempt).join(', ')})`;
  }
  return null;
};

/**
 * The log is append-only (every event as it was when appended, none removed),
 * sequence numbers strictly increase from 0, it starts with run_started and
 * ends in one stop, and replaying it rebuilds the final state.
 */
export const eventLogReplays: InvariantCheck = (obs) => {
  const { events, emitted } = obs;
  if (events.length !== emitted.length) return `${emitted.length} events appended, ${events.length} in the final log`;
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (!sameShallow(e, emitted[i]!)) return `event ${i} (${e.type}) changed after it was appended`;
    if (i === 0 ? e.seq !== 0 : e.seq <= events[i - 1]!.seq) return `event ${i} has seq ${e.seq} after ${i === 0 ? 'nothing' : events[i - 1]!.seq}`;
    if (e.run_id !== events[0]!.run_id) return `event ${i} belongs to run ${e.run_id}`;
    if (i > 0 && e.t < events[i - 1]!.t) return `event ${i} is earlier than event ${i - 1}`;
    if ((e.type === 'stop') !== (i === events.length - 1)) return e.type === 'stop' ? `stop at event ${i} is not last` : 'the log does not end with a stop';
  }
  if (events[0]?.type !== 'run_started') return 'the log does not start with run_started';
  const mismatches = replayMismatches(replayEvents(events), obs.state, obs.contractApprovals);
  return mismatches.length > 0 ? `replay differs: ${mismatches.join('; ')}` : null;
};

/** The same scenario, profile and seed give the same events, ledger and world. */
export const sameSeedSameTrace: InvariantCheck = (obs) => {
  if (!obs.rerun) return 'no second run to compare (observe with rerun: true)';
  const a = obs.events;
  const b = obs.rerun.events;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (sameData(a[i], b[i])) continue;
    const text = (e: unknown) => (e === undefined ? 'nothing' : canonicalJson(e).slice(0, 100));
    return `event ${i} differs between two runs: ${text(a[i])} vs ${text(b[i])}`;
  }
  if (!sameData(obs.ledger, obs.rerun.ledger)) return 'the ledgers of two runs differ';
  if (!sameData(obs.world, obs.rerun.world)) return 'the final worlds of two runs differ';
  return null;
};

/** The same fields, in the same order, with the same values (a copy taken by spreading keeps the order). */
function sameShallow(a: Event, b: Event): boolean {
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra);
  const kb = Object.keys(rb);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!;
    if (k !== kb[i] || !Object.is(ra[k], rb[k])) return false;
  }
  return true;
}

const inv = (name: string, statement: string, upheldBy: string, failure: FailureKind, check: InvariantCheck, needsRerun = false): Invariant =>
  Object.freeze({ name, statement, upheldBy, failure, check, needsRerun });

/** Every invariant, in the order reports print them. */
export const INVARIANTS: readonly Invariant[] = [
  inv('complete-needs-current-check', 'complete only if the last passing check is of the current revision and nothing is pending', 'evidence', 'false_completion', completeNeedsCurrentCheck),
  inv('gated-calls-need-current-check', 'a tool that needs a current check executes only at the revision the last passing check was of', 'evidence', 'unauthorized_effect', gatedCallsNeedCurrentCheck),
  inv('allowlisted-calls-only', "no call executes for a tool outside the task's tools", 'allowlist', 'unauthorized_effect', allowlistedCallsOnly),
  inv('no-write-while-pending', 'no write executes while a write with an unknown outcome is pending', 'pending', 'duplicate_effect', noWriteWhilePending),
  inv('valid-args-only', "no call executes with arguments its tool's schema rejects", 'validation', 'malformed_effect', validArgsOnly),
  inv('within-proposal-budget', 'the proposer is asked for at most the proposal budget', 'proposal-budget', 'budget_overrun', withinProposalBudget),
  inv('within-call-budget', 'executions, retries included, stay within the call budget', 'call-budget', 'budget_overrun', withinCallBudget),
  inv('within-attempt-limit', 'no request is attempted more often than the attempt limit', 'attempt-limit', 'budget_overrun', withinAttemptLimit),
  inv('no-call-after-deadline', 'no execution starts after the deadline', 'deadline', 'budget_overrun', noCallAfterDeadline),
  inv('receipts-match-calls', 'every receipt answers exactly one started call (call id, tool, revision); every started call ends in one receipt or a stop', 'receipt-validation', 'duplicate_effect', receiptsMatchCalls),
  inv('approval-used-once', 'an approval authorises at most one call, of its tool, arguments and revision', 'approval', 'unauthorized_effect', approvalUsedOnce),
  inv('retry-only-transient-none', 'only transient answers (effect none) are retried, as the same call', 'receipt-validation', 'duplicate_effect', retryOnlyTransientNone),
  inv('transient-is-retried', 'a transient answer is retried with the same call id while attempts, calls and time remain', 'retry', 'spurious_failure', transientIsRetried),
  inv('effect-once-per-call', 'where the receiver deduplicates by key, a call applies its effect once however often it is sent', 'idempotency', 'duplicate_effect', effectOncePerCall),
  inv('event-log-replays', 'the event log is append-only, strictly ordered, and replays to the final state', 'gateway', 'false_completion', eventLogReplays),
  inv('same-seed-same-trace', 'the same seed gives the same trace', 'gateway', 'spurious_failure', sameSeedSameTrace, true),
];

export const INVARIANT_NAMES: readonly string[] = INVARIANTS.map((i) => i.name);

export function findInvariant(name: string): Invariant {
  const found = INVARIANTS.find((i) => i.name === name);
  if (!found) throw new Error(`no invariant named ${name}; invariants: ${INVARIANT_NAMES.join(', ')}`);
  return found;
}

export const ViolationSchema = z.strictObject({ invariant: z.string(), message: z.string() });
export type Violation = z.infer<typeof ViolationSchema>;

/** Checks the named invariants (all by default); a checker that throws is itself a violation. */
export function checkInvariants(obs: RunObservation, names: readonly string[] = INVARIANT_NAMES): Violation[] {
  const out: Violation[] = [];
  for (const invariant of INVARIANTS) {
    if (!names.includes(invariant.name)) continue;
    let message: string | null;
    try {
      message = invariant.check(obs);
    } catch (error) {
      message = `checker threw: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (message !== null) out.push({ invariant: invariant.name, message });
  }
  return out;
}
