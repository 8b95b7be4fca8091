import { z } from 'zod';
import { PASS, type Control, type ControlSpec } from './control.js';

export const RetryParams = z.strictObject({
  base_ms: z.number().nonnegative().default(10),
  cap_ms: z.number().nonnegative().default(1_000),
  /** Fraction of each delay drawn at random from the run's seeded generator (0: none, 1: full jitter). */
  jitter: z.number().min(0).max(1).default(0.5),
});
export type RetryParams = z.infer<typeof RetryParams>;

/** Capped exponential backoff: base * 2^(attempt-1), at most cap, with seeded jitter. */
export function backoffMs(params: RetryParams, attempt: number, unit: number): number {
  const delay = Math.min(params.cap_ms, params.base_ms * 2 ** (attempt - 1));
  return delay * (1 - params.jitter + params.jitter * unit);
}

/**
 * Runtime retry of transient failures: the same call, the same call id, no
 * new proposal. Only a validated transient receipt (which says no effect
 * happened) is retried; attempts and the deadline are enforced by their own
 * controls before the sleep.
 */
export const retry: ControlSpec<RetryParams> = {
  name: 'retry',
  prevents: 'a passing transient fault surfacing as a failed task',
  params: RetryParams,
  stops: [],
  state: { fields: [] },
  probes: [{ scenario: 'runtime_retry', failure: 'spurious_failure', base: [], stops: 'complete' }],
  fuzz: { breaks: ['transient-is-retried'] },
  create(params): Control {
    return {
      name: 'retry',
      onReceipt(ctx, _call, _tool, receipt, attempt) {
        if (receipt.status !== 'transient') return PASS;
        const unit = params.jitter > 0 ? ctx.random.next() : 0;
        return { type: 'retry', delayMs: backoffMs(params, attempt, unit) };
      },
    };
  },
};
