import { z } from 'zod';

/** A proposal the gateway admitted: the only thing an executor ever runs. */
export const CallSchema = z.strictObject({
  call_id: z.string().min(1),
  tool: z.string().min(1),
  version: z.number().int().positive(),
  args: z.record(z.string(), z.unknown()),
  /** Revision of the world when the call was admitted. */
  revision: z.string(),
  /** Sent with tools whose receiver deduplicates by key (added by the idempotency control). */
  idempotency_key: z.string().optional(),
});
export type Call = z.infer<typeof CallSchema>;
