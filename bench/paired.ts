/**
 * Paired measurement: two sides (ours and a reference, or before and after a
 * change) run alternately in short rounds, so a slow minute of a shared
 * machine lands on both; each pair gives one ratio, and the figure is the
 * median ratio with a seeded bootstrap 95% interval, the number of pairs, and
 * the steal time and load seen meanwhile. Pairs are added until the interval
 * is narrower than the stated bound or the pair or time budget runs out; a
 * figure still wider than the bound is flagged as not trusted.
 */
import { availableParallelism } from 'node:os';
import { bootstrapMedian, widthPct, type Interval } from './interval.js';
import { NoiseMeter, PROC, type MachineReader, type Noise } from './machine.js';

/**
 * What a side's rounds are timed by: `cpu`, the CPU time of the process doing
 * the work (all its threads), which other processes on a loaded machine do
 * not inflate; or `wall`, elapsed time, for work done elsewhere (the Docker
 * engine, the disk's fsync). The two sides of a pair use the same clock.
 */
export type SideClock = 'cpu' | 'wall';

/** One side of a paired figure: the work, timed by the side itself in rounds of `iterations`. */
export interface Side {
  /** Units of the figure (cases, trials, calls...) in one iteration. */
  readonly unitsPerIteration: number;
  readonly clock: SideClock;
  /** Runs the work `iterations` times and returns the milliseconds it took by its clock (start-up and messaging left out). */
  round(iterations: number): Promise<number>;
  close(): Promise<void>;
}

export interface PairedOptions {
  /** Seed of the bootstrap resampling (printed with the figures). */
  seed: number;
  /** Pairs measured before the interval is first checked (at least 2). */
  minPairs: number;
  /** Pairs at most. */
  maxPairs: number;
  /** The bound: an interval wider than this percentage of its median is not trusted. */
  maxWidthPct: number;
  /** Target length of one round in milliseconds; each side's iterations are calibrated to it. */
  roundMs: number;
  /** Milliseconds each side runs before the first counted round (JIT tiers, caches, pools). */
  warmupMs: number;
  /** Iterations per round fixed instead of calibrated, for sides whose one iteration is long (containers). */
  iterations?: number;
  /** Stop adding pairs after this many milliseconds of rounds, whatever the interval. */
  budgetMs: number;
  reader?: MachineReader;
  onPair?: (pairs: number) => void;
}

export interface SideFigures {
  /** Median microseconds per unit over the counted rounds, with its bootstrap interval. */
  us_per_unit: Interval;
  iterations: number;
}

export interface PairedResult {
  /** b's time per unit over a's, per pair: median and 95% interval. */
  ratio: Interval;
  clock: SideClock;
  width_pct: number;
  pairs: number;
  a: SideFigures;
  b: SideFigures;
  noise: Noise;
  cores: number;
  seed: number;
  max_width_pct: number;
  trusted: boolean;
  /** Why the figure is not trusted, in words; null when it is. */
  problem: string | null;
}

/**
 * Runs the side through a warm-up and returns the iterations that make one
 * round last about `roundMs`: iterations grow until a round takes half the
 * target, and the side keeps running until `warmupMs` have passed.
 */
export async function calibrate(side: Side, roundMs: number, warmupMs: number): Promise<number> {
  let iterations = 1;
  let spent = 0;
  for (;;) {
    const ms = await side.round(iterations);
    spent += ms;
    if (ms >= roundMs / 2) {
      iterations = Math.max(1, Math.round((iterations * roundMs) / ms));
      if (spent >= warmupMs) return iterations;
    } else {
      iterations *= ms > 0 ? Math.min(10, Math.max(2, Math.ceil(roundMs / 2 / ms))) : 10;
    }
  }
}

async function prepare(side: Side, options: PairedOptions): Promise<number> {
  if (options.iterations === undefined) return calibrate(side, options.roundMs, options.warmupMs);
  let spent = 0;
  do spent += await side.round(options.iterations);
  while (spent < options.warmupMs);
  return options.iterations;
}

const usPerUnit = (ms: number, iterations: number, side: Side): number => (ms * 1000) / (iterations * side.unitsPerIteration);

const round3 = (i: Interval): Interval => ({ median: sig(i.median), low: sig(i.low), high: sig(i.high) });
function sig(x: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const digits = Math.max(0, 3 - Math.floor(Math.log10(Math.abs(x))));
  return Number(x.toFixed(Math.min(digits, 6)));
}

function describeNoise(noise: Noise, cores: number): string {
  const steal = noise.steal_pct === null ? 'steal unknown' : `steal ${noise.steal_pct}%`;
  const load = noise.load_max === null ? 'load unknown' : `load up to ${noise.load_max} on ${cores} cores`;
  return `${steal}, ${load}`;
}

/** Measures `b` against `a` in alternating rounds (a first in even pairs, b first in odd ones). */
export async function measurePaired(a: Side, b: Side, options: PairedOptions): Promise<PairedResult> {
  if (options.minPairs < 2 || options.maxPairs < options.minPairs) throw new Error(`paired: need 2 <= minPairs <= maxPairs, got ${options.minPairs} and ${options.maxPairs}`);
  if (a.clock !== b.clock) throw new Error(`paired: one side is timed by ${a.clock} time, the other by ${b.clock} time`);
  const itA = await prepare(a, options);
  const itB = await prepare(b, options);
  const meter = new NoiseMeter(options.reader ?? PROC);
  const ratios: number[] = [];
  const costA: number[] = [];
  const costB: number[] = [];
  let spent = 0;
  let interval: Interval = { median: Number.NaN, low: Number.NaN, high: Number.NaN };
  while (ratios.length < options.maxPairs) {
    let msA: number;
    let msB: number;
    if (ratios.length % 2 === 0) {
      msA = await a.round(itA);
      msB = await b.round(itB);
    } else {
      msB = await b.round(itB);
      msA = await a.round(itA);
    }
    spent += msA + msB;
    const ca = usPerUnit(msA, itA, a);
    const cb = usPerUnit(msB, itB, b);
    costA.push(ca);
    costB.push(cb);
    ratios.push(cb / ca);
    meter.sample();
    options.onPair?.(ratios.length);
    if (ratios.length >= options.minPairs && (ratios.length % 4 === 0 || ratios.length === options.minPairs)) {
      interval = bootstrapMedian(ratios, { seed: options.seed });
      if (widthPct(interval) <= options.maxWidthPct || spent >= options.budgetMs) break;
    }
  }
  interval = bootstrapMedian(ratios, { seed: options.seed });
  const noise = meter.finish();
  const cores = availableParallelism();
  const width = widthPct(interval);
  const trusted = Number.isFinite(width) && width <= options.maxWidthPct;
  return {
    ratio: round3(interval),
    clock: a.clock,
    width_pct: Math.round(width * 10) / 10,
    pairs: ratios.length,
    a: { us_per_unit: round3(bootstrapMedian(costA, { seed: options.seed })), iterations: itA },
    b: { us_per_unit: round3(bootstrapMedian(costB, { seed: options.seed })), iterations: itB },
    noise,
    cores,
    seed: options.seed,
    max_width_pct: options.maxWidthPct,
    trusted,
    problem: trusted
      ? null
      : `the interval is ${Math.round(width * 10) / 10}% of the median wide after ${ratios.length} pairs, over the ${options.maxWidthPct}% bound (${describeNoise(noise, cores)})`,
  };
}

export interface SingleResult {
  us_per_unit: Interval;
  clock: SideClock;
  width_pct: number;
  rounds: number;
  iterations: number;
  noise: Noise;
  seed: number;
}

/** One side alone, in rounds: an absolute figure (time per unit) with its interval, for figures without a reference. */
export async function measureSingle(side: Side, options: PairedOptions): Promise<SingleResult> {
  const it = await prepare(side, options);
  const meter = new NoiseMeter(options.reader ?? PROC);
  const costs: number[] = [];
  let spent = 0;
  while (costs.length < options.maxPairs) {
    const ms = await side.round(it);
    spent += ms;
    costs.push(usPerUnit(ms, it, side));
    meter.sample();
    if (costs.length < options.minPairs) continue;
    if (spent >= options.budgetMs / 2 || widthPct(bootstrapMedian(costs, { seed: options.seed, resamples: 500 })) <= options.maxWidthPct / 2) break;
  }
  const interval = bootstrapMedian(costs, { seed: options.seed });
  return { us_per_unit: round3(interval), clock: side.clock, width_pct: Math.round(widthPct(interval) * 10) / 10, rounds: costs.length, iterations: it, noise: meter.finish(), seed: options.seed };
}

