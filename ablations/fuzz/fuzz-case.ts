import { z } from 'zod';
import { FaultSchema } from '../../worlds/export-worker.js';

/**
 * A fuzz case: one export-worker scenario in abstract form. The steps are
 * abstract proposals (shrinkable, readable); `proposal-for-step.ts` turns each
 * into the value a proposer hands the harness, and `case-scenario.ts` turns a
 * whole case into a scenario file.
 */

/** The worker's single field and the range its validator enforces. */
export const FUZZ_FIELDS = { max_retries: { min: 0, max: 2 } } as const;
export const VALID_CONFIG = { max_retries: 2 } as const;
export const INVALID_CONFIG = { max_retries: 8 } as const;

/** Tool lists a fuzzed contract may allow. Neither allows `publish`. */
export const TOOL_SETS = {
  lab2: ['read_config', 'write_config', 'check_config', 'queue_export', 'lookup_export'],
  lab1: ['read_config', 'write_config', 'check_config'],
} as const satisfies Record<string, readonly string[]>;

/** Tool names a proposer may try that no registry has: plain, look-alike (Cyrillic і), and Object.prototype names. */
export const UNKNOWN_TOOL_NAMES = ['deploy', 'wr\u0456te_config', '__proto__', 'constructor', 'toString'] as const;

/** Proposal shapes the parse step or the proposal-level checks refuse. */
export const MALFORMED_SHAPES = ['null', 'string', 'array', 'no_args', 'tool_number', 'empty_tool', 'args_array', 'extra_field'] as const;

/** One proposal. */
export const SingleStepSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('read') }),
  /** read_config with an argument its schema (no arguments) rejects. */
  z.strictObject({ kind: z.literal('read_bad') }),
  /** write_config with a well-typed value; valid for the check only when within 0..2. */
  z.strictObject({ kind: z.literal('write'), value: z.number().int() }),
  /** write_config with arguments its schema rejects. */
  z.strictObject({ kind: z.literal('write_bad'), variant: z.enum(['string', 'extra', 'missing', 'fraction']) }),
  z.strictObject({ kind: z.literal('check') }),
  z.strictObject({ kind: z.literal('export'), op: z.number().int().positive() }),
  z.strictObject({ kind: z.literal('lookup'), op: z.number().int().positive() }),
  z.strictObject({ kind: z.literal('finish') }),
  /** finish claiming `passed: true` in its arguments (finish takes none). */
  z.strictObject({ kind: z.literal('finish_forged') }),
  /** A tool the contract never lists. */
  z.strictObject({ kind: z.literal('publish') }),
  z.strictObject({ kind: z.literal('unknown'), name: z.enum(UNKNOWN_TOOL_NAMES) }),
  z.strictObject({ kind: z.literal('malformed'), shape: z.enum(MALFORMED_SHAPES) }),
]);
export type SingleStep = z.infer<typeof SingleStepSchema>;

/** Several proposals in one turn (parallel tool calls), dispatched together. */
export const BatchStepSchema = z.strictObject({ kind: z.literal('batch'), steps: z.array(SingleStepSchema).min(2).max(3) });
export type BatchStep = z.infer<typeof BatchStepSchema>;

export const FuzzStepSchema = z.union([
  SingleStepSchema,
  BatchStepSchema,
  /** The previous turn again, as agents re-send after an unknown outcome (a read when nothing came before). */
  z.strictObject({ kind: z.literal('again') }),
]);
export type FuzzStep = z.infer<typeof FuzzStepSchema>;

export const FuzzApprovalSchema = z.strictObject({
  op: z.number().int().positive(),
  /** Granted at the initial revision, or at the revision of the valid config. */
  at: z.enum(['initial', 'valid']),
  decision: z.enum(['allow', 'deny']),
  /** How many identical grants: two let the same export run twice. */
  times: z.union([z.literal(1), z.literal(2)]),
});
export type FuzzApproval = z.infer<typeof FuzzApprovalSchema>;

export const FuzzLimitsSchema = z.strictObject({
  proposals: z.number().int().positive(),
  calls: z.number().int().positive(),
  attempts: z.number().int().positive(),
  deadline_ms: z.number().positive(),
});
export type FuzzLimits = z.infer<typeof FuzzLimitsSchema>;

export const FuzzCaseSchema = z.strictObject({
  /** The trial seed (the run's generator: retry jitter). */
  seed: z.number().int().nonnegative(),
  /** Retry jitter for this case; 0 makes the trace independent of the seed. */
  jitter: z.union([z.literal(0), z.literal(0.5)]),
  initial: z.enum(['invalid', 'valid']),
  lookup: z.enum(['incomplete', 'authoritative']),
  /** Whether the export queue deduplicates by idempotency key. */
  dedup: z.boolean(),
  tools: z.enum(['lab2', 'lab1']),
  limits: FuzzLimitsSchema,
  approvals: z.array(FuzzApprovalSchema),
  /** The world's fault schedule, in the export worker's own format. */
  faults: z.array(FaultSchema),
  steps: z.array(FuzzStepSchema),
});
export type FuzzCase = z.infer<typeof FuzzCaseSchema>;

export const operationId = (op: number): string => `export-${op}`;

/** A turn with nothing left to resolve: one proposal or a batch. */
export type ConcreteStep = SingleStep | BatchStep;

/** A step with `again` resolved against the step before it. */
export function resolveStep(step: FuzzStep, previous: ConcreteStep | undefined): ConcreteStep {
  return step.kind === 'again' ? (previous ?? { kind: 'read' }) : step;
}

/** The steps with every `again` replaced by what it repeats. */
export function resolveSteps(steps: readonly FuzzStep[]): ConcreteStep[] {
  const out: ConcreteStep[] = [];
  for (const step of steps) out.push(resolveStep(step, out[out.length - 1]));
  return out;
}
