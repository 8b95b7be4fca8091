/**
 * A benchmark figure: our code as a side that runs in short rounds (what the
 * A/B mode measures at two git refs), optionally a reference side measured
 * against it in the same run (the figure's ratio), and optionally absolute
 * figures measured once. A new figure is one file in perf/figures/ that
 * exports a Figure, plus its line in perf/registry.ts.
 */
import type { PairedOptions, Side, SideClock } from './paired.js';

/** Thrown by a side that cannot run here (no python3, no Docker engine): the figure says why and the run exits 3. */
export class Unavailable extends Error {
  override name = 'Unavailable';
}

export type RoundOptions = Partial<Pick<PairedOptions, 'roundMs' | 'warmupMs' | 'iterations' | 'minPairs' | 'maxPairs' | 'budgetMs'>>;

export interface Figure {
  /** kebab-case, what --only takes. */
  name: string;
  /** One line: what is measured. */
  title: string;
  /** What one unit of the subject's work is (case, call, trial, sequence...), for "µs per <unit>". */
  unit: string;
  /** Our code, timed in rounds. */
  subject(): Promise<Side>;
  reference?: {
    /** What the reference side is, e.g. "the seed's Python lab". */
    label: string;
    /** Which way the ratio is read: the reference's time over ours (a speed-up) or ours over the reference's (an overhead). */
    ratio: 'reference/subject' | 'subject/reference';
    side(): Promise<Side>;
    /** The goal the ratio is held to, in words (README), if any. */
    goal?: string;
  };
  /** Absolute figures measured once, after the rounds (labelled absolute in the output). */
  absolute?(): Promise<Record<string, number | string>>;
  /** Round sizes for this figure, over the run's defaults (containers need fewer, longer rounds). */
  rounds?: RoundOptions;
}

/** Milliseconds by a clock: this process's CPU time (user + system, all threads) or elapsed time. */
export function clockMs(clock: SideClock): number {
  if (clock === 'wall') return performance.now();
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** A side over a synchronous or asynchronous function run `iterations` times, timed by `clock` (CPU time by default). */
export function timedSide(unitsPerIteration: number, once: () => unknown, options: { clock?: SideClock; close?: () => Promise<void> } = {}): Side {
  const clock = options.clock ?? 'cpu';
  return {
    unitsPerIteration,
    clock,
    round: async (iterations) => {
      const t0 = clockMs(clock);
      for (let i = 0; i < iterations; i++) {
        const r = once();
        if (r instanceof Promise) await r;
      }
      return clockMs(clock) - t0;
    },
    close: options.close ?? (async () => undefined),
  };
}
