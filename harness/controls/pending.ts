import { z } from 'zod';
import { PASS, stop, type Control, type ControlSpec } from './control.js';
import { markPending } from '../state.js';

export const PendingParams = z.strictObject({});

/**
 * Pending tracking: a write whose outcome is unknown stays open. While one is
 * open no other write is admitted and the task cannot complete; the run ends
 * `unresolved` rather than guessing that the write failed.
 */
export const pending: ControlSpec<z.infer<typeof PendingParams>> = {
  name: 'pending',
  prevents: 'a write repeated after an unknown outcome (a duplicate effect)',
  params: PendingParams,
  stops: ['unresolved'],
  state: { fields: ['pending'] },
  probes: [{ scenario: 'dup_write_after_timeout', failure: 'duplicate_effect', base: [], stops: 'unresolved' }],
  fuzz: { breaks: ['complete-needs-current-check', 'no-write-while-pending'] },
  create(): Control {
    const open = (n: number) => `${n} operation(s) with unknown outcome`;
    return {
      name: 'pending',
      authorise(ctx, tool) {
        const n = ctx.state.pending.length;
        return n > 0 && tool.capability === 'write' ? stop('unresolved', `${tool.name} blocked: ${open(n)}`) : PASS;
      },
      onReceipt(ctx, call, tool, receipt) {
        if (receipt.status !== 'unknown' && receipt.effect !== 'unknown') return PASS;
        if (tool.capability === 'write') markPending(ctx, call);
        return { type: 'end', feedback: { event: 'unknown_outcome', call_id: call.call_id, tool: call.tool } };
      },
      onFinish(ctx) {
        const n = ctx.state.pending.length;
        return n > 0 ? stop('unresolved', `cannot complete: ${open(n)}`) : PASS;
      },
      onEnd(ctx) {
        const n = ctx.state.pending.length;
        return n > 0 ? stop('unresolved', open(n)) : PASS;
      },
    };
  },
};
