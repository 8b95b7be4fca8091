import { z } from 'zod';
import type { Control, ControlSpec } from './control.js';

export const IdempotencyParams = z.strictObject({});

/**
 * Sends an idempotency key (run id and call id) with every call of a tool
 * whose receiver deduplicates by key, so a write sent twice, by a retry or
 * by a recovery after a crash, takes effect once.
 */
export const idempotency: ControlSpec<z.infer<typeof IdempotencyParams>> = {
  name: 'idempotency',
  prevents: 'a write re-sent after a crash taking effect twice',
  params: IdempotencyParams,
  stops: [],
  state: { fields: ['runId'] },
  probes: [{ scenario: 'lying_transient', failure: 'duplicate_effect', base: ['retry'], stops: 'complete' }],
  fuzz: { breaks: ['effect-once-per-call'] },
  create(): Control {
    return {
      name: 'idempotency',
      prepareCall(ctx, tool, call) {
        return tool.acceptsIdempotencyKey ? { ...call, idempotency_key: `${ctx.state.runId}:${call.call_id}` } : call;
      },
    };
  },
};
