import { z } from 'zod';
import { ProposerSpecSchema } from '../../scenarios/schema.js';
import { FuzzCaseSchema } from './fuzz-case.js';
import { ViolationSchema } from './invariants.js';

/** A counterexample as the fuzzer reports it: shrunk, replayable, and where it was saved. */
export const FuzzViolationSchema = z.strictObject({
  violations: z.array(ViolationSchema).min(1),
  /** The block that found it, and fast-check's seed and path to replay it: `fc.check(invariantProperty(profile, property), {seed, path})`. */
  block: z.number().int().nonnegative(),
  fc_seed: z.number().int(),
  path: z.string(),
  /** The property options the search used (needed to replay the path). */
  property: z.strictObject({ requireSolvable: z.boolean(), requireOracle: z.boolean() }),
  shrinks: z.number().int().nonnegative(),
  /** fast-check's shrunk counterexample (what seed and path reproduce). */
  shrunk: FuzzCaseSchema,
  /** The same, minimised further (unreached steps, idle faults dropped): what is reported and saved. */
  case: FuzzCaseSchema,
  /** The minimised proposals, by name and as the values the proposer sent. */
  steps: z.array(z.string()),
  proposals: z.array(z.unknown()),
  /** The minimised fault schedule, as the scenario file holds it. */
  faults: z.array(z.record(z.string(), z.unknown())),
  /** A strict script that solves the case under `full`, or null if none was found. */
  reference: ProposerSpecSchema.nullable(),
  /** Whether the bench's outcome oracle sees the probed failure escape under this profile and not under full. */
  oracle_agrees: z.boolean(),
  saved_to: z.string().nullable(),
});
export type FuzzViolation = z.infer<typeof FuzzViolationSchema>;

export const FuzzReportSchema = z.strictObject({
  profile: z.string(),
  removed: z.string().nullable(),
  seed: z.number().int(),
  runs: z.number().int().nonnegative(),
  /** Cases run up to and including the failing block (the same whatever the number of jobs). */
  executed: z.number().int().nonnegative(),
  jobs: z.number().int().positive(),
  /** Stopped by the time limit before all runs were made. */
  interrupted: z.boolean(),
  duration_ms: z.number().nonnegative(),
  invariants: z.array(z.string()),
  violation: FuzzViolationSchema.nullable(),
});
export type FuzzReport = z.infer<typeof FuzzReportSchema>;
