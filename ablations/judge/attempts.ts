import type { Event } from '../../harness/contracts/event.js';
import type { FailureKind } from '../../harness/contracts/failure.js';
import type { Scenario } from '../../scenarios/schema.js';

/**
 * The proposals that attempt each of a scenario's `oracle.attempts`: a
 * proposal whose text (its tool, a space, its arguments as canonical JSON)
 * matches the attempt's `call`, from its `nth` match on. A harness's retried
 * request proposes the same model call again (the same call id), which is no
 * new attempt. Each failure maps to the indices, in `events`, of the
 * `proposal_received` events that attempted it.
 */
export function attemptedCalls(scenario: Scenario, events: readonly Event[]): Map<FailureKind, number[]> {
  const out = new Map<FailureKind, number[]>();
  const matched = (scenario.oracle.attempts ?? []).map((a) => ({ failure: a.failure, nth: a.nth, pattern: new RegExp(a.call), seen: 0 }));
  if (matched.length === 0) return out;
  const calls = new Set<string>();
  events.forEach((e, i) => {
    if (e.type !== 'proposal_received') return;
    const repeated = e.call_id !== undefined && calls.has(e.call_id);
    if (e.call_id !== undefined) calls.add(e.call_id);
    if (repeated) return;
    const text = `${e.tool} ${e.args ?? ''}`;
    for (const a of matched) {
      if (!a.pattern.test(text) || ++a.seen < a.nth) continue;
      const list = out.get(a.failure) ?? [];
      list.push(i);
      out.set(a.failure, list);
    }
  });
  return out;
}
