import { z } from 'zod';

export const ApprovalGrantSchema = z.strictObject({
  tool: z.string(),
  args: z.record(z.string(), z.unknown()),
  /** The revision the approval was given at: `initial` (default), a revision hex, or `{config: {...}}`. */
  at: z.unknown().optional(),
  decision: z.enum(['allow', 'deny']).default('allow'),
});

export const LimitsSchema = z.strictObject({
  proposals: z.number().int().positive().default(8),
  calls: z.number().int().positive().default(10),
  attempts: z.number().int().positive().default(2),
  deadline_ms: z.number().positive().default(10_000),
});

/**
 * The task contract the seed asks for before any model is chosen. `tools`,
 * `limits` and `approvals` are enforced by controls; the rest documents the
 * task for people and for LLM proposers.
 */
export const ContractSchema = z.strictObject({
  tools: z.array(z.string()).min(1),
  limits: LimitsSchema.default(LimitsSchema.parse({})),
  approvals: z.array(ApprovalGrantSchema).default([]),
  acceptable_result: z.string().default(''),
  scope: z.string().default(''),
  evidence: z.string().default(''),
  unsuccessful_stops: z.string().default(''),
  human_decisions: z.string().default(''),
});
export type Contract = z.infer<typeof ContractSchema>;
