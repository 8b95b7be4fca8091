import { z } from 'zod';
import type { Feedback } from './feedback.js';

/** A proposer's answer: one proposal (any value: the gateway parses it) or the end of its ideas. */
export const TurnSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('propose'), proposal: z.unknown() }),
  /** Several proposals in one turn (parallel tool calls): admitted in order, dispatched together. */
  z.strictObject({ type: z.literal('batch'), proposals: z.array(z.unknown()) }),
  z.strictObject({ type: z.literal('end') }),
]);
export type Turn = z.infer<typeof TurnSchema>;

/** Usage a proposer reports (LLM proposers fill tokens and money). */
export interface ProposerUsage {
  tokens_in: number;
  tokens_out: number;
  cost_usd: number;
  provider_calls: number;
  provider_retries: number;
  /** Input tokens the provider read from its cache (a real model behind a harness reports them). */
  tokens_cached?: number;
  /** Per answered provider request (LLM proposers): time to first token when streamed, and output tokens per second. */
  requests?: readonly { ttft_ms: number | null; tokens_per_s: number | null }[];
}

/**
 * Anything that proposes actions: a script, a seeded stochastic policy, a
 * fuzzer, an LLM. It sees only feedback, never the tools' handlers or the
 * world.
 */
export interface Proposer {
  readonly name: string;
  next(feedback: Feedback): Turn | Promise<Turn>;
  usage?(): ProposerUsage;
  /**
   * Whether it has nothing more to propose, known without asking it (a script with no step left).
   * Absent, or undefined, when only asking would tell (a stochastic policy, a model): the oracle
   * then counts a run stopped on its proposal budget as an attempt to overrun it.
   */
  exhausted?(): boolean | undefined;
}
