import type { Event } from '../../harness/contracts/event.js';
import type { StopReason } from '../../harness/contracts/stop.js';
import { canonicalJson } from '../../harness/digest.js';
import type { ApprovalGrant, PendingOperation, RunState } from '../../harness/state.js';
import { sameData } from '../../harness/same-data.js';

/** What a run's state must be, rebuilt from its event log alone. */
export interface ReplayedState {
  proposals: number;
  calls: number;
  checked: string | null;
  pending: PendingOperation[];
  /** Approval keys consumed, in order. */
  consumed: string[];
  stop: { reason: StopReason; detail: string } | null;
}

/**
 * Rebuilds counters, evidence, pending operations and consumed approvals
 * from the events alone: a proposal per `proposal_received`, an execution per
 * `call_started`, evidence from check and clear events, a pending operation
 * per `effect_pending`, a consumed approval per `approval_consumed`.
 */
export function replayEvents(events: readonly Event[]): ReplayedState {
  const replayed: ReplayedState = { proposals: 0, calls: 0, checked: null, pending: [], consumed: [], stop: null };
  for (const event of events) {
    switch (event.type) {
      case 'proposal_received':
        replayed.proposals += 1;
        break;
      case 'call_started':
        replayed.calls += 1;
        break;
      case 'check_passed':
        replayed.checked = event.revision;
        break;
      case 'check_failed':
      case 'evidence_cleared':
        replayed.checked = null;
        break;
      case 'effect_pending':
        replayed.pending.push({ call_id: event.call_id, tool: event.tool, args: event.args });
        break;
      case 'approval_consumed':
        replayed.consumed.push(event.key);
        break;
      case 'stop':
        replayed.stop = { reason: event.reason, detail: event.detail };
        break;
      default:
        break;
    }
  }
  return replayed;
}

/** The approvals left after the consumed keys: each consumption spends one call of its grant. */
export function approvalsLeft(granted: ReadonlyMap<string, ApprovalGrant>, consumed: readonly string[]): Map<string, ApprovalGrant> {
  const left = new Map([...granted].map(([k, g]) => [k, { ...g }]));
  for (const key of consumed) {
    const grant = left.get(key);
    if (grant === undefined) continue;
    if (--grant.remaining <= 0) left.delete(key);
  }
  return left;
}

/**
 * Where a replay differs from the run's final state: each field that does
 * not match, as `field: replayed ... != state ...`. Approvals left are the
 * contract's grants minus the consumed keys.
 */
export function replayMismatches(replayed: ReplayedState, state: RunState, granted: ReadonlyMap<string, ApprovalGrant>): string[] {
  const out: string[] = [];
  const same = (field: string, a: unknown, b: unknown) => {
    if (!sameData(a, b)) out.push(`${field}: replayed ${canonicalJson(a).slice(0, 120)} != state ${canonicalJson(b).slice(0, 120)}`);
  };
  same('proposals', replayed.proposals, state.proposals);
  same('calls', replayed.calls, state.calls);
  same('checked', replayed.checked, state.checked);
  same('pending', replayed.pending, state.pending);
  const left = approvalsLeft(granted, replayed.consumed);
  const sorted = (m: ReadonlyMap<string, ApprovalGrant>) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  same('approvals', sorted(left), sorted(state.approvals));
  return out;
}
