import { z } from 'zod';

/** What one trial cost: the harness's counts, its time and the proposer's spending. */
export const TrialCostSchema = z.strictObject({
  proposals: z.number(),
  /** Executions, runtime retries included (the second lab's `calls`). */
  calls: z.number(),
  /** Executions beyond the first of each request. */
  retries: z.number(),
  approvals_asked: z.number(),
  /** Real time the trial took. */
  wall_ms: z.number(),
  /** Time on the trial's own clock (virtual unless a real clock was injected). */
  clock_ms: z.number(),
  tokens_in: z.number(),
  tokens_out: z.number(),
  cost_usd: z.number(),
  /** LLM proposers only (absent in older stores): HTTP requests to the provider, and the retries among them. */
  provider_calls: z.number().optional(),
  provider_retries: z.number().optional(),
  /** A real model behind an external harness: of tokens_in, those the provider read from its cache. */
  tokens_cached: z.number().optional(),
  /** LLM proposers only: mean real time to the first token of a streamed answer, and mean output tokens per second. */
  ttft_ms: z.number().optional(),
  tokens_per_s: z.number().optional(),
});
export type TrialCost = z.infer<typeof TrialCostSchema>;

/** The cost of a trial that did not run. */
export const ZERO_COST: Readonly<TrialCost> = Object.freeze({ proposals: 0, calls: 0, retries: 0, approvals_asked: 0, wall_ms: 0, clock_ms: 0, tokens_in: 0, tokens_out: 0, cost_usd: 0 });
