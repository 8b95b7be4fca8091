import { z } from 'zod';

export const ReceiptStatusSchema = z.enum(['ok', 'transient', 'unknown']);
export const ReceiptEffectSchema = z.enum(['none', 'applied', 'unknown']);

/** What an executor says happened to a call. Checked before the harness believes it. */
export const ReceiptSchema = z.strictObject({
  call_id: z.string(),
  tool: z.string(),
  status: ReceiptStatusSchema,
  effect: ReceiptEffectSchema,
  /** Revision of the world after the call, as the executor reports it. */
  revision: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type Receipt = z.infer<typeof ReceiptSchema>;
