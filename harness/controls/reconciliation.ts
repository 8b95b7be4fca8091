import { z } from 'zod';
import type { Call } from '../contracts/call.js';
import type { World } from '../contracts/world.js';
import type { Control, ControlSpec, Reconciliation } from './control.js';

export type { Reconciliation } from './control.js';

export const ReconciliationParams = z.strictObject({});

/**
 * Reconciliation before re-execution: an interrupted write is first looked up
 * through the world's authoritative record; if the world has none, it is
 * re-sent only when the receiver deduplicates by the call's idempotency key;
 * otherwise it stays unknown (pending, unresolved). A profile without this
 * control does not call it: recovery then re-executes the call blindly.
 */
export function reconcile(world: World, call: Call): Reconciliation {
  // Stryker disable next-line StringLiteral: equivalent; any fallback other than 'applied' or 'not_applied' takes the same branches below
  const answer = world.lookupEffect?.(call) ?? 'unknown';
  if (answer === 'applied') return { type: 'applied' };
  if (answer === 'not_applied') return { type: 'execute', outcome: 'not_applied' };
  if (call.idempotency_key !== undefined) return { type: 'execute', outcome: 'resent_with_key' };
  return { type: 'unknown' };
}

/** What recovery does without the control: run the interrupted write again, blindly. */
function reexecute(): Reconciliation {
  return { type: 'execute', outcome: 'reexecuted' };
}

/** How a recovering run under these controls treats an interrupted write: the reconciliation control's `recover`, or blind re-execution. */
export function recoveryOf(controls: readonly Control[]): (world: World, call: Call) => Reconciliation {
  for (const c of controls) if (c.recover !== undefined) return c.recover;
  return reexecute;
}

/** Acts during recovery (its `recover`, asked by harness/durability/durable-session.ts); it has no hook in a live run. */
export const reconciliation: ControlSpec<z.infer<typeof ReconciliationParams>> = {
  name: 'reconciliation',
  prevents: 'a write interrupted by a crash being re-executed blindly (a duplicate effect)',
  params: ReconciliationParams,
  stops: [],
  state: { fields: [] },
  probes: [{ scenario: 'crash_mid_write', failure: 'duplicate_effect', base: [], stops: 'complete' }],
  fuzz: { outOfReach: 'acts only while a run recovers from a crash (no hook in a live run)' },
  create(): Control {
    return { name: 'reconciliation', recover: reconcile };
  },
};
