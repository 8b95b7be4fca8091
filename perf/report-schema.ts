/** The JSON that `npm run bench:perf -- --json` prints (version 2): the schema is the source of its types. */
import { z } from 'zod';

export const IntervalSchema = z.object({ median: z.number(), low: z.number(), high: z.number() });

export const RatioSchema = IntervalSchema.extend({
  /** What is divided by what. */
  of: z.string(),
  /** What the rounds were timed by: CPU time of the process doing the work, or elapsed (wall) time. */
  clock: z.enum(['cpu', 'wall']),
  /** (high - low) / median, in percent. */
  width_pct: z.number(),
  pairs: z.number().int(),
  /** Steal and busy shares of all CPU time during the pairs (/proc/stat), percent; null off Linux. */
  steal_pct: z.number().nullable(),
  busy_pct: z.number().nullable(),
  /** One-minute load average sampled during the pairs (/proc/loadavg). */
  load_mean: z.number().nullable(),
  load_max: z.number().nullable(),
  /** The interval is within the run's --max-width bound. */
  trusted: z.boolean(),
});

export const StatusSchema = z.enum(['ok', 'too-wide', 'unavailable', 'failed']);

export const FigureResultSchema = z.object({
  name: z.string(),
  title: z.string(),
  unit: z.string(),
  status: StatusSchema,
  problem: z.string().nullable(),
  ratio: RatioSchema.extend({ goal: z.string().nullable() }).nullable(),
  /** Absolute figures: medians of rounds with their intervals (µs per unit), or single measurements. */
  /** What the interval figures in `absolute` were timed by (null when there are none). */
  clock: z.enum(['cpu', 'wall']).nullable(),
  absolute: z.record(z.string(), z.union([IntervalSchema, z.number(), z.string()])),
});

export const AbFigureSchema = z.object({
  name: z.string(),
  unit: z.string(),
  status: StatusSchema,
  problem: z.string().nullable(),
  /** Time per unit in the working tree over the same at the ref. */
  ratio: RatioSchema.nullable(),
  /** Process pairs the pairs were spread over (the interval spans them). */
  processes: z.number().int(),
  /** Whether the interval excludes 1; null when the figure could not be measured or its interval is wider than the bound. */
  change: z.enum(['faster', 'slower', 'no detectable change']).nullable(),
  before_us_per_unit: IntervalSchema.nullable(),
  after_us_per_unit: IntervalSchema.nullable(),
});

export const BenchReportSchema = z.object({
  version: z.literal(2),
  mode: z.enum(['figures', 'ab']),
  seed: z.number().int(),
  max_width_pct: z.number(),
  node: z.string(),
  ab: z.object({ ref: z.string(), commit: z.string(), node_modules: z.enum(['linked', 'installed']) }).nullable(),
  figures: z.array(FigureResultSchema),
  ab_figures: z.array(AbFigureSchema),
  seconds: z.number(),
  ok: z.boolean(),
});

export type FigureResult = z.infer<typeof FigureResultSchema>;
export type AbFigure = z.infer<typeof AbFigureSchema>;
export type BenchReport = z.infer<typeof BenchReportSchema>;
