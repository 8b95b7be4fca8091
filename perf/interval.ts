/**
 * The statistics of a paired benchmark: the median of per-pair ratios and a
 * percentile bootstrap interval around it. Pure functions; the resampling
 * draws from a seeded generator, so the same samples and seed give the same
 * interval.
 */
import { Random } from '../harness/random.js';

export interface Interval {
  median: number;
  low: number;
  high: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The median of `values` with a percentile bootstrap interval at `level`
 * (0.95 by default) from `resamples` resamples (2,000 by default) drawn with
 * a generator seeded by `seed`.
 */
export function bootstrapMedian(values: readonly number[], options: { seed: number; resamples?: number; level?: number }): Interval {
  const m = median(values);
  if (values.length < 2) return { median: m, low: m, high: m };
  const resamples = options.resamples ?? 2000;
  const level = options.level ?? 0.95;
  const random = new Random(options.seed);
  const n = values.length;
  const draw = new Array<number>(n);
  const medians = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < n; i++) draw[i] = values[Math.floor(random.next() * n)]!;
    medians[r] = median(draw);
  }
  medians.sort();
  const tail = (1 - level) / 2;
  return { median: m, low: medians[Math.floor(tail * (resamples - 1))]!, high: medians[Math.ceil((1 - tail) * (resamples - 1))]! };
}

/**
 * The median of all values of all groups, with a two-level bootstrap interval:
 * each resample draws groups with replacement, then values within each drawn
 * group. Groups are processes (an A/B run's forks), so the interval includes
 * how much one process differs from another running the same code.
 */
export function bootstrapGroupedMedian(groups: readonly (readonly number[])[], options: { seed: number; resamples?: number; level?: number }): Interval {
  const all = groups.flat();
  const m = median(all);
  const used = groups.filter((g) => g.length > 0);
  if (used.length < 2) return bootstrapMedian(all, options);
  const resamples = options.resamples ?? 2000;
  const level = options.level ?? 0.95;
  const random = new Random(options.seed);
  const medians = new Float64Array(resamples);
  const draw: number[] = [];
  for (let r = 0; r < resamples; r++) {
    draw.length = 0;
    for (let g = 0; g < used.length; g++) {
      const group = used[Math.floor(random.next() * used.length)]!;
      for (let i = 0; i < group.length; i++) draw.push(group[Math.floor(random.next() * group.length)]!);
    }
    medians[r] = median(draw);
  }
  medians.sort();
  const tail = (1 - level) / 2;
  return { median: m, low: medians[Math.floor(tail * (resamples - 1))]!, high: medians[Math.ceil((1 - tail) * (resamples - 1))]! };
}

/** The interval's width relative to its median, in percent: what the noise bound is stated in. */
export function widthPct(interval: Interval): number {
  return ((interval.high - interval.low) / Math.abs(interval.median)) * 100;
}

/** Whether an interval of a ratio excludes 1: a difference the measurement can tell from none. */
export function detectable(interval: Interval): 'faster' | 'slower' | 'no detectable change' {
  if (interval.high < 1) return 'faster';
  if (interval.low > 1) return 'slower';
  return 'no detectable change';
}
