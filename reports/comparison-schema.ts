import { z } from 'zod';
import { CellStateSchema, DifferenceSchema, RateSchema } from './report-schema.js';

export const ChangeVerdictSchema = z.enum(['better', 'worse', 'no detectable change']);
export type ChangeVerdict = z.infer<typeof ChangeVerdictSchema>;

export const MeasureChangeSchema = z.strictObject({
  /** `accept`, `defect`, `false_reject`, `defect:<kind>`, `escape with control:<control>`, ... */
  measure: z.string(),
  higher_is_better: z.boolean(),
  /** Whether a worse verdict on this measure counts as a regression (defect rates do). */
  gates: z.boolean(),
  a: RateSchema,
  b: RateSchema,
  /** b - a with Newcombe's 95% interval. */
  change: DifferenceSchema,
  verdict: ChangeVerdictSchema,
});
export type MeasureChange = z.infer<typeof MeasureChangeSchema>;

export const RowChangeSchema = z.strictObject({
  /** What is compared, e.g. `stale_check × full × scenario`, a profile, or a control. */
  label: z.string(),
  scenario: z.string().nullable(),
  profile: z.string().nullable(),
  proposer: z.string().nullable(),
  control: z.string().nullable(),
  state_a: CellStateSchema.nullable(),
  state_b: CellStateSchema.nullable(),
  measures: z.array(MeasureChangeSchema),
  /** Worse if any measure is worse, better if some are better and none worse. */
  verdict: ChangeVerdictSchema,
  /** The scenario's or the profile's definition differs between the runs (compared only when asked). */
  definition_changed: z.boolean(),
  /** Whether a worse defect rate here makes B regressed: a cell under the baseline profile, or one whose definitions did not change. */
  gates: z.boolean(),
});
export type RowChange = z.infer<typeof RowChangeSchema>;

export const ProfileTallySchema = z.strictObject({
  profile: z.string(),
  compared: z.number().int().nonnegative(),
  worse: z.number().int().nonnegative(),
  better: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
});
export type ProfileTally = z.infer<typeof ProfileTallySchema>;

export const ChangedDefinitionSchema = z.strictObject({
  kind: z.enum(['scenario', 'profile']),
  name: z.string(),
  /** Cells in both runs that it touches. */
  cells: z.number().int().nonnegative(),
  /** Whether those cells gate like any other (the default), or only under the baseline profile (--allow-changed). They are compared either way. */
  gates: z.boolean(),
});
export type ChangedDefinition = z.infer<typeof ChangedDefinitionSchema>;

export const ComparisonSchema = z.strictObject({
  mode: z.enum(['runs', 'profiles']),
  a: z.strictObject({ label: z.string(), source: z.string() }),
  b: z.strictObject({ label: z.string(), source: z.string() }),
  /** A change counts only when its whole 95% interval lies beyond this many rate points (0.05 = 5 points). */
  threshold: z.number().nonnegative(),
  cells: z.array(RowChangeSchema),
  /** Per profile, how many of its cells changed: tallies of per-cell verdicts, never rates pooled across scenarios. */
  profiles: z.array(ProfileTallySchema),
  controls: z.array(RowChangeSchema),
  /** Scenarios and profiles whose definition differs between the runs, with their cells in both. */
  changed: z.array(ChangedDefinitionSchema),
  only_in_a: z.array(z.string()),
  only_in_b: z.array(z.string()),
  warnings: z.array(z.string()),
  worse: z.number().int().nonnegative(),
  better: z.number().int().nonnegative(),
  /** B is detectably worse than A on some defect rate of a gating cell (beyond the threshold): the CLI exits 1. */
  regressed: z.boolean(),
});
export type Comparison = z.infer<typeof ComparisonSchema>;
