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
import { bootstrapGroupedMedian, bootstrapMedian, widthPct, type Interval } from './interval.js';
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
  /** b runs a's calibrated iterations (both sides do the same work, as in the A/B mode). */
  sameIterations?: boolean;
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
  /** Pairs of the figure measured by separate processes (1 unless combined by combineForks). */
  processes: number;
  /** The per-pair ratios and each side's µs per unit, in pair order. */
  raw: { ratios: number[]; a: number[]; b: number[] };
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
  const itB = options.sameIterations ? await prepare(b, { ...options, iterations: itA }) : await prepare(b, options);
  const meter = new NoiseMeter(options.reader ?? PROC);
  const ratios: number[] = [];
  const costA: number[] = [];
  const costB: number[] = [];
  let spent = 0;
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
      if (spent >= options.budgetMs || widthPct(bootstrapMedian(ratios, { seed: options.seed })) <= options.maxWidthPct) break;
    }
  }
  return summarise([{ ratios, a: costA, b: costB }], a.clock, [itA, itB], meter.finish(), options);
}

function summarise(groups: PairedResult['raw'][], clock: SideClock, iterations: [number, number], noise: Noise, options: Pick<PairedOptions, 'seed' | 'maxWidthPct'>): PairedResult {
  const seed = options.seed;
  const interval = bootstrapGroupedMedian(groups.map((g) => g.ratios), { seed });
  const cores = availableParallelism();
  const width = widthPct(interval);
  const trusted = Number.isFinite(width) && width <= options.maxWidthPct;
  const pairs = groups.reduce((n, g) => n + g.ratios.length, 0);
  const where = groups.length > 1 ? ` in ${groups.length} processes per side` : '';
  return {
    ratio: round3(interval),
    clock,
    width_pct: Math.round(width * 10) / 10,
    pairs,
    a: { us_per_unit: round3(bootstrapGroupedMedian(groups.map((g) => g.a), { seed })), iterations: iterations[0] },
    b: { us_per_unit: round3(bootstrapGroupedMedian(groups.map((g) => g.b), { seed })), iterations: iterations[1] },
    noise,
    cores,
    seed,
    max_width_pct: options.maxWidthPct,
    trusted,
    problem: trusted ? null : `the interval is ${Math.round(width * 10) / 10}% of the median wide after ${pairs} pairs${where}, over the ${options.maxWidthPct}% bound (${describeNoise(noise, cores)})`,
    processes: groups.length,
    raw: { ratios: groups.flatMap((g) => g.ratios), a: groups.flatMap((g) => g.a), b: groups.flatMap((g) => g.b) },
  };
}

/** The same measurement read the other way round: b's side as a, ratios inverted. */
export function swapSides(r: PairedResult): PairedResult {
  return {
    ...r,
    ratio: { median: sig(1 / r.ratio.median), low: sig(1 / r.ratio.high), high: sig(1 / r.ratio.low) },
    a: r.b,
    b: r.a,
    raw: { ratios: r.raw.ratios.map((x) => 1 / x), a: r.raw.b, b: r.raw.a },
  };
}

/**
 * Paired results of the same two sides measured by several process pairs
 * (forks), as one figure: the median of all ratios with a two-level bootstrap
 * interval (processes, then pairs), so a difference between processes running
 * the same code widens the interval instead of passing for a change.
 */
export function combineForks(results: readonly PairedResult[], options: Pick<PairedOptions, 'seed' | 'maxWidthPct'>): PairedResult {
  if (results.length === 0) throw new Error('combineForks: no results');
  const first = results[0]!;
  const known = <T>(xs: (T | null)[]) => xs.filter((x): x is T => x !== null);
  const steal = known(results.map((r) => r.noise.steal_pct));
  const busy = known(results.map((r) => r.noise.busy_pct));
  const loads = known(results.map((r) => r.noise.load_mean));
  const loadMax = known(results.map((r) => r.noise.load_max));
  const mean = (xs: number[]) => (xs.length > 0 ? Math.round((xs.reduce((s, x) => s + x, 0) / xs.length) * 100) / 100 : null);
  const noise: Noise = { steal_pct: mean(steal), busy_pct: mean(busy), load_mean: mean(loads), load_max: loadMax.length > 0 ? Math.max(...loadMax) : null };
  return summarise(results.map((r) => r.raw), first.clock, [first.a.iterations, first.b.iterations], noise, options);
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

