import { z } from 'zod';

/** What a whole run spent: tokens, money and provider calls over every trial row. */
export const RunTotalsSchema = z.strictObject({
  trials: z.number().int().nonnegative(),
  tokens_in: z.number().nonnegative(),
  tokens_out: z.number().nonnegative(),
  /** Of tokens_in, those the provider read from its cache; present when a row reported them (a real model behind a harness). */
  tokens_cached: z.number().nonnegative().optional(),
  cost_usd: z.number().nonnegative(),
  provider_calls: z.number().int().nonnegative(),
  provider_retries: z.number().int().nonnegative(),
  /** Proposers that used tokens but cost nothing: no price was known for their model, so their cost counts as 0. */
  unpriced: z.array(z.string()),
});
export type RunTotals = z.infer<typeof RunTotalsSchema>;
