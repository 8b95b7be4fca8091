import { z } from 'zod';

/** What the oracle can find wrong with a trial's final world or ledger. */
export const DEFECT_KINDS = [
  'false_completion',
  'unauthorized_effect',
  'duplicate_effect',
  'malformed_effect',
  'budget_overrun',
  'isolation_escape',
  'secret_leak',
  'verifier_tamper',
  'lingering_process',
] as const;
export const DefectKindSchema = z.enum(DEFECT_KINDS);
export type DefectKind = z.infer<typeof DefectKindSchema>;

/** A failure a scenario can probe and a control can prevent: a defect, or a solvable task lost to a transient fault. */
export const FailureKindSchema = z.enum([...DEFECT_KINDS, 'spurious_failure']);
export type FailureKind = z.infer<typeof FailureKindSchema>;
