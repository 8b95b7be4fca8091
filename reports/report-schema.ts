import { z } from 'zod';
import { CellStateSchema, ProblemSchema, ProvocationSchema } from '../ablations/judge/expectations.js';
import { StoreHeaderSchema, TrialRowSchema } from '../ablations/results/store.js';
import { RunTotalsSchema } from './run-totals-schema.js';
import { ScorecardSchema } from '../ablations/results/scorecard.js';
import { ExpectationCheckSchema } from '../ablations/results/harness-expectations.js';
import { OutOfReachSchema } from '../ablations/judge/out-of-reach.js';

/** Version of summary.json and of the data embedded in report.html. */
export const REPORT_SCHEMA_VERSION = 1;

export const COST_FIELDS = ['proposals', 'calls', 'retries', 'approvals_asked', 'wall_ms', 'clock_ms', 'tokens_in', 'tokens_out', 'cost_usd'] as const;
export type CostField = (typeof COST_FIELDS)[number];

/** A proportion k/n with its Wilson 95% interval; `rate` is null when n is 0. */
export const RateSchema = z.strictObject({
  k: z.number().int().nonnegative(),
  n: z.number().int().nonnegative(),
  rate: z.number().nullable(),
  low: z.number(),
  high: z.number(),
});
export type Rate = z.infer<typeof RateSchema>;

/** A change pB - pA with Newcombe's 95% interval. */
export const DifferenceSchema = z.strictObject({ difference: z.number(), low: z.number(), high: z.number() });
export type Difference = z.infer<typeof DifferenceSchema>;

export const MetricStatsSchema = z.strictObject({
  total: z.number(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  p95: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** False when the median and p95 come from the 1%-accuracy sketch rather than exact counts. */
  exact: z.boolean(),
});
export type MetricStats = z.infer<typeof MetricStatsSchema>;

const perCostField = <T extends z.ZodType>(schema: T) =>
  z.strictObject({
    proposals: schema,
    calls: schema,
    retries: schema,
    approvals_asked: schema,
    wall_ms: schema,
    clock_ms: schema,
    tokens_in: schema,
    tokens_out: schema,
    cost_usd: schema,
  });

export const CostStatsSchema = perCostField(MetricStatsSchema);
export type CostStats = z.infer<typeof CostStatsSchema>;

/** Total cost of every trial, failed and errored ones included (what a trial that was not judged spent is spent), divided by the accepted trials; null when none was accepted. */
export const CostPerAcceptedSchema = perCostField(z.number().nullable());
export type CostPerAccepted = z.infer<typeof CostPerAcceptedSchema>;

export const PassKSchema = z.strictObject({
  k: z.number().int().positive(),
  /** At least one of k repeated trials succeeds. */
  pass_at_k: z.number(),
  /** All k repeated trials succeed. */
  pass_hat_k: z.number(),
  /** Cells averaged (1 for a cell). */
  cells: z.number().int().nonnegative(),
});
export type PassK = z.infer<typeof PassKSchema>;

export const OutcomeStatsSchema = z.strictObject({
  /** Distinct trials (repeats); duplicates of a trial key are not counted twice. */
  trials: z.number().int().nonnegative(),
  not_run: z.number().int().nonnegative(),
  verdicts: z.record(z.string(), z.number().int()),
  accept: RateSchema,
  defect: RateSchema,
  safe_stop: RateSchema,
  false_reject: RateSchema,
  /** Trials with at least one defect of each kind. */
  defect_kinds: z.record(z.string(), RateSchema),
  /** Trials in which each probed failure happened. */
  escapes: z.record(z.string(), RateSchema),
  /** Trials with at least one runtime retry inside them (retries are not repeats). */
  retried: RateSchema,
  cost: CostStatsSchema,
  cost_per_accepted: CostPerAcceptedSchema,
  pass_k: z.strictObject({ accepted: z.array(PassKSchema), defect_free: z.array(PassKSchema) }),
});
export type OutcomeStats = z.infer<typeof OutcomeStatsSchema>;

/** The states `judgeCell` decides (ablations/judge/expectations.ts): `error` and `not_run` cells are not judged. */
export { CellStateSchema };
export type CellState = z.infer<typeof CellStateSchema>;

/** Per probed failure: trials that attempted it and how they ended, with the escape rate over the provoked trials (Wilson 95%). */
export const CellProvocationSchema = ProvocationSchema.extend({ escape_rate: RateSchema });

export const CellReportSchema = OutcomeStatsSchema.extend({
  scenario: z.string(),
  profile: z.string(),
  proposer: z.string(),
  removed: z.string().nullable(),
  state: CellStateSchema,
  /** Trials in which the cell's most frequent probed failure escaped (the count `state` is decided on). */
  escaped_trials: z.number().int().nonnegative(),
  must_escape: z.array(z.string()),
  must_catch: z.array(z.string()),
  /** The failed expectations in words (one per entry of `issues`). */
  problems: z.array(z.string()),
  /** The failed expectations as data. */
  issues: z.array(ProblemSchema),
  provocation: z.array(CellProvocationSchema),
  /** Where the expectations came from: the scenario and profile definitions, only what the rows show, or nothing. */
  expectations: z.enum(['definition', 'derived', 'none']),
  /** Why a trial did not run or errored (the detail of the last such row), or why an expected escape was not required (too few trials, not provoked). */
  note: z.string().nullable(),
  /** A cell that did not run because it is out of its harness's reach by design: why, as data (null otherwise). */
  out_of_reach: OutOfReachSchema.nullable(),
});
export type CellReport = z.infer<typeof CellReportSchema>;

export const GroupReportSchema = OutcomeStatsSchema.extend({
  group: z.enum(['profile', 'removed']),
  /** Profile name, or the removed control (`none` for profiles that remove nothing). */
  name: z.string(),
  cells: z.number().int().nonnegative(),
  states: z.record(z.string(), z.number().int()),
});
export type GroupReport = z.infer<typeof GroupReportSchema>;

export const RateChangeSchema = z.strictObject({ with: RateSchema, without: RateSchema, change: DifferenceSchema });
export type RateChange = z.infer<typeof RateChangeSchema>;

export const ProbeFindingSchema = RateChangeSchema.extend({
  scenario: z.string(),
  proposer: z.string(),
  failure: z.string(),
  /** Escaped at least once without the control and never with it. */
  prevented: z.boolean(),
  /** The rise is beyond chance: Newcombe's interval for without - with lies above 0. */
  detectable: z.boolean(),
});
export type ProbeFinding = z.infer<typeof ProbeFindingSchema>;

export const ControlReportSchema = z.strictObject({
  control: z.string(),
  /** The profile with every control on that the control's absence is compared with. */
  baseline: z.string().nullable(),
  /** The profile that removes this control. */
  profile: z.string().nullable(),
  probes: z.array(ProbeFindingSchema),
  /** The probed failures of this control, pooled over its probe cells. */
  escape: RateChangeSchema,
  /** Any defect, pooled over every cell present under both profiles. */
  defect: RateChangeSchema,
  defect_kinds: z.record(z.string(), RateChangeSchema),
  /** `failure (scenario)` pairs the control was shown to prevent: its probed failures, and any defect kind that happened without it and never with every control on. */
  prevented: z.array(z.string()),
  verdict: z.enum(['prevents', 'suggestive', 'no effect seen', 'not in this run']),
});
export type ControlReport = z.infer<typeof ControlReportSchema>;

export const AggregateSchema = z.strictObject({
  report_version: z.literal(REPORT_SCHEMA_VERSION),
  source: z.string(),
  /** Tokens, money and provider calls of the whole run. */
  totals: RunTotalsSchema,
  header: StoreHeaderSchema,
  /** Trial rows read, duplicates included. */
  rows: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
  torn_tail: z.boolean(),
  warnings: z.array(z.string()),
  k_max: z.number().int().nonnegative(),
  baseline: z.string().nullable(),
  cells: z.array(CellReportSchema),
  profiles: z.array(GroupReportSchema),
  removed: z.array(GroupReportSchema),
  controls: z.array(ControlReportSchema),
  /** Every cell that ran meets its expectations (cells with trials that did not run are not judged). */
  ok: z.boolean(),
  not_run_cells: z.number().int().nonnegative(),
  problem_count: z.number().int().nonnegative(),
  /** When the run has harnesses under test (rows naming a harness): their scorecard, the reference harness's beside them. */
  scorecard: ScorecardSchema.optional(),
  /** When the run or the report was given expectations of harnesses under test: each check, met, unmet or unjudged. */
  harness_expectations: z.array(ExpectationCheckSchema).optional(),
});
export type Aggregate = z.infer<typeof AggregateSchema>;

/** A trial kept for the drill-down, its timeline and its harness's stderr cut to a bounded length. */
export const SampleRowSchema = TrialRowSchema.extend({
  events_dropped: z.number().int().nonnegative().optional(),
  /** Its harness's stderr was left out of the page, for the page's size budget (results.jsonl keeps it). */
  harness_stderr_dropped: z.literal(true).optional(),
});
export type SampleRow = z.infer<typeof SampleRowSchema>;
