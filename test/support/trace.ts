import type { Event } from '../../harness/contracts/event.js';
import { classifyStop, type StopClass, type StopReason } from '../../harness/contracts/stop.js';

/** One call as a trace shows it: when it was admitted, queued, run, retried, and how it ended. */
export interface CallTrace {
  call_id: string;
  /** The proposal (turn) that asked for it. */
  turn: number;
  tool: string;
  attempts: number;
  retries: number;
  /** From admission to the first attempt (waiting on the dispatch lock or the durable log). */
  queued_ms: number;
  /** From the first attempt to the last receipt. */
  latency_ms: number;
  outcome: 'ok' | 'transient' | 'unknown' | 'rejected' | 'reconciled' | 'interrupted';
}

export interface RunTrace {
  run_id: string;
  turns: number;
  calls: CallTrace[];
  stop: { reason: StopReason; class: StopClass; detail: string } | null;
  /** Calls started and never answered: the unfinished work a restart must reconcile. */
  unfinished: string[];
}

/** Builds the trace of a run from its events alone (the log is the source of every report). */
export function traceOf(events: readonly Event[]): RunTrace {
  const calls = new Map<string, CallTrace & { admitted: number; started: number | null }>();
  let turn = 0;
  let stop: RunTrace['stop'] = null;
  for (const e of events) {
    switch (e.type) {
      case 'proposal_received':
        turn = e.proposal_no;
        break;
      case 'call_admitted':
        calls.set(e.call_id, { call_id: e.call_id, turn, tool: e.tool, attempts: 0, retries: 0, queued_ms: 0, latency_ms: 0, outcome: 'interrupted', admitted: e.t, started: null });
        break;
      case 'call_started': {
        const c = calls.get(e.call_id);
        if (!c) break;
        c.attempts = e.attempt;
        c.retries = e.attempt - 1;
        if (c.started === null) {
          c.started = e.t;
          c.queued_ms = e.t - c.admitted;
        }
        c.outcome = 'interrupted';
        break;
      }
      case 'receipt': {
        const c = calls.get(e.call_id);
        if (!c) break;
        c.latency_ms = e.t - (c.started ?? e.t);
        c.outcome = e.status === 'ok' ? 'ok' : e.status;
        break;
      }
      case 'receipt_rejected': {
        const c = calls.get(e.call_id);
        if (c) c.outcome = 'rejected';
        break;
      }
      case 'effect_reconciled': {
        const c = calls.get(e.call_id);
        if (c) c.outcome = 'reconciled';
        break;
      }
      case 'stop':
        stop = { reason: e.reason, class: classifyStop(e.reason), detail: e.detail };
        break;
      default:
        break;
    }
  }
  const list = [...calls.values()].map(({ admitted: _a, started: _s, ...c }) => c);
  return {
    run_id: events[0]?.run_id ?? '',
    turns: turn,
    calls: list,
    stop,
    unfinished: list.filter((c) => c.outcome === 'interrupted').map((c) => c.call_id),
  };
}
