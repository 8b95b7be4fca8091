import { z } from 'zod';

/**
 * What the harness tells a proposer after each proposal. Tool output is
 * carried in `data` and marked untrusted: it is data, never instructions.
 */
export const FeedbackSchema = z.discriminatedUnion('event', [
  z.strictObject({ event: z.literal('start'), task: z.string() }),
  z.strictObject({ event: z.literal('invalid_input'), message: z.string(), path: z.string() }),
  z.strictObject({ event: z.literal('unknown_tool'), tool: z.string(), message: z.string() }),
  /** A control refused this call (the command rules, the path guard); the run goes on. */
  z.strictObject({ event: z.literal('denied'), tool: z.string(), control: z.string(), message: z.string() }),
  z.strictObject({
    event: z.literal('tool_result'),
    call_id: z.string(),
    tool: z.string(),
    trust: z.literal('untrusted'),
    data: z.record(z.string(), z.unknown()),
  }),
  z.strictObject({ event: z.literal('check_required'), revision: z.string() }),
  z.strictObject({ event: z.literal('unknown_outcome'), call_id: z.string(), tool: z.string() }),
  z.strictObject({ event: z.literal('transient_failure'), call_id: z.string(), tool: z.string() }),
  /** The answers to a batch, one per proposal, in the order proposed. */
  z.strictObject({ event: z.literal('batch_result'), results: z.array(z.record(z.string(), z.unknown())) }),
]);
export type Feedback = z.infer<typeof FeedbackSchema>;
