import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Random } from '../../harness/random.js';
import { bootstrapMedian, detectable, median, widthPct } from '../../perf/interval.js';
import { NoiseMeter, parseLoadavg, parseProcStat, type CpuCounters, type MachineReader } from '../../perf/machine.js';
import { calibrate, combineForks, measurePaired, measureSingle, swapSides, type PairedOptions, type Side } from '../../perf/paired.js';

/** A side whose round time is `msPerIteration(round) * iterations`; records every round it runs in `log`. */
function scripted(name: string, log: string[], msPerIteration: (round: number) => number, units = 1, clock: 'cpu' | 'wall' = 'cpu'): Side {
  let rounds = 0;
  return {
    unitsPerIteration: units,
    clock,
    round: async (iterations) => {
      log.push(`${name}${iterations}`);
      return msPerIteration(rounds++) * iterations;
    },
    close: async () => undefined,
  };
}

/** A machine whose counters advance by the given jiffies per read and whose load is fixed. */
function machine(perRead: CpuCounters, load: number): MachineReader {
  let reads = 0;
  return {
    cpu: () => {
      reads++;
      return { total: perRead.total * reads, idle: perRead.idle * reads, steal: perRead.steal * reads };
    },
    load: () => load,
  };
}

const options = (over: Partial<PairedOptions> = {}): PairedOptions => ({
  seed: 7,
  minPairs: 4,
  maxPairs: 12,
  maxWidthPct: 10,
  roundMs: 20,
  warmupMs: 0,
  budgetMs: 60_000,
  reader: machine({ total: 1000, idle: 400, steal: 50 }, 1.5),
  ...over,
});

describe('median and the bootstrap interval', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('gives the same interval for the same seed and a degenerate one for constant samples', () => {
    const xs = [1.1, 0.9, 1.3, 1.0, 1.2, 0.95, 1.05, 1.15];
    expect(bootstrapMedian(xs, { seed: 3 })).toEqual(bootstrapMedian(xs, { seed: 3 }));
    expect(bootstrapMedian([2, 2, 2, 2], { seed: 1 })).toEqual({ median: 2, low: 2, high: 2 });
    expect(bootstrapMedian([5], { seed: 1 })).toEqual({ median: 5, low: 5, high: 5 });
  });

  it('holds the median inside the interval and the interval inside the samples', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.01, max: 100, noNaN: true }), { minLength: 2, maxLength: 40 }), fc.integer(), (xs, seed) => {
        const i = bootstrapMedian(xs, { seed, resamples: 200 });
        expect(i.low).toBeLessThanOrEqual(i.median);
        expect(i.median).toBeLessThanOrEqual(i.high);
        expect(i.low).toBeGreaterThanOrEqual(Math.min(...xs));
        expect(i.high).toBeLessThanOrEqual(Math.max(...xs));
      }),
    );
  });

  it('calls a change detectable only when the interval of the ratio excludes 1', () => {
    expect(detectable({ median: 0.9, low: 0.85, high: 0.95 })).toBe('faster');
    expect(detectable({ median: 1.1, low: 1.01, high: 1.2 })).toBe('slower');
    expect(detectable({ median: 1.02, low: 0.99, high: 1.05 })).toBe('no detectable change');
    expect(widthPct({ median: 2, low: 1.9, high: 2.1 })).toBeCloseTo(10, 10);
  });
});

describe('the machine counters', () => {
  it('reads the aggregate cpu line of /proc/stat and the first field of /proc/loadavg', () => {
    const stat = 'cpu  6291 0 4224 33227 537 0 134 70 0 0\ncpu0 2385 0 1906 17771 112 0 34 35 0 0\nintr 1\n';
    expect(parseProcStat(stat)).toEqual({ total: 6291 + 4224 + 33227 + 537 + 134 + 70, idle: 33227 + 537, steal: 70 });
    expect(parseLoadavg('0.72 0.37 0.15 1/130 7660\n')).toBe(0.72);
    expect(() => parseProcStat('intr 1\n')).toThrow('/proc/stat has no aggregate "cpu" line');
    expect(() => parseLoadavg('x')).toThrow('/proc/loadavg: cannot read "x"');
  });

  it('reports steal and busy shares of the time between start and finish, and the load samples', () => {
    const meter = new NoiseMeter(machine({ total: 1000, idle: 400, steal: 50 }, 2.25));
    meter.sample();
    expect(meter.finish()).toEqual({ steal_pct: 5, busy_pct: 60, load_mean: 2.25, load_max: 2.25 });
  });

  it('says unknown (null) where the kernel files are missing', () => {
    expect(new NoiseMeter({ cpu: () => null, load: () => null }).finish()).toEqual({ steal_pct: null, busy_pct: null, load_mean: null, load_max: null });
  });

  it('reads this machine', () => {
    const noise = new NoiseMeter().finish();
    expect(noise.load_mean).toBeGreaterThanOrEqual(0);
  });
});

describe('calibrate', () => {
  it('grows the iterations until a round lasts half the target, then sizes rounds to the target', async () => {
    const log: string[] = [];
    expect(await calibrate(scripted('a', log, () => 0.5), 20, 0)).toBe(40);
    expect(log).toEqual(['a1', 'a10', 'a20']);
  });

  it('keeps running until the warm-up time has passed', async () => {
    const log: string[] = [];
    expect(await calibrate(scripted('a', log, () => 2), 20, 50)).toBe(10);
    expect(log).toEqual(['a1', 'a5', 'a10', 'a10']); // 2 + 10 + 20 + 20 ms
  });
});

describe('measurePaired', () => {
  it('alternates the sides, a first in even pairs, and gives the per-pair ratio of time per unit', async () => {
    const log: string[] = [];
    const r = await measurePaired(scripted('a', log, () => 1, 2), scripted('b', log, () => 3), options());
    expect(log.slice(-8)).toEqual(['a20', 'b7', 'b7', 'a20', 'a20', 'b7', 'b7', 'a20']);
    expect(r).toEqual({
      ratio: { median: 6, low: 6, high: 6 },
      clock: 'cpu',
      width_pct: 0,
      pairs: 4,
      a: { us_per_unit: { median: 500, low: 500, high: 500 }, iterations: 20 },
      b: { us_per_unit: { median: 3000, low: 3000, high: 3000 }, iterations: 7 },
      noise: { steal_pct: 5, busy_pct: 60, load_mean: 1.5, load_max: 1.5 },
      cores: r.cores,
      seed: 7,
      max_width_pct: 10,
      trusted: true,
      problem: null,
      processes: 1,
      raw: { ratios: [6, 6, 6, 6], a: [500, 500, 500, 500], b: [3000, 3000, 3000, 3000] },
    });
  });

  it('adds pairs while the interval is wider than the bound, and flags the figure when the pairs run out', async () => {
    const random = new Random(11);
    const noisy = () => 1 + random.next() * 2;
    const log: string[] = [];
    const r = await measurePaired(scripted('a', log, () => 1), scripted('b', log, noisy), options({ iterations: 5 }));
    expect(r.pairs).toBe(12);
    expect(r.trusted).toBe(false);
    expect(r.width_pct).toBeGreaterThan(10);
    expect(r.problem).toBe(`the interval is ${r.width_pct}% of the median wide after 12 pairs, over the 10% bound (steal 5%, load up to 1.5 on ${r.cores} cores)`);
  });

  it('stops at the time budget once the minimum pairs are in', async () => {
    const random = new Random(11);
    const log: string[] = [];
    const r = await measurePaired(scripted('a', log, () => 1), scripted('b', log, () => 1 + random.next()), options({ iterations: 10, budgetMs: 1 }));
    expect(r.pairs).toBe(4);
  });

  it('refuses to pair sides timed by different clocks', async () => {
    const log: string[] = [];
    await expect(measurePaired(scripted('a', log, () => 1), scripted('b', log, () => 1, 1, 'wall'), options())).rejects.toThrow('paired: one side is timed by cpu time, the other by wall time');
  });

  it('refuses a pair count it cannot bootstrap', async () => {
    const log: string[] = [];
    await expect(measurePaired(scripted('a', log, () => 1), scripted('b', log, () => 1), options({ minPairs: 1 }))).rejects.toThrow('paired: need 2 <= minPairs <= maxPairs, got 1 and 12');
  });
});

describe('combineForks', () => {
  it('pools the pairs of several processes and widens the interval when the processes disagree', async () => {
    const log: string[] = [];
    const fork = (bMs: number) => measurePaired(scripted('a', log, () => 1), scripted('b', log, () => bMs), options({ iterations: 1 }));
    const agree = combineForks([await fork(2), await fork(2), await fork(2)], { seed: 1, maxWidthPct: 10 });
    expect([agree.ratio, agree.pairs, agree.processes, agree.trusted]).toEqual([{ median: 2, low: 2, high: 2 }, 12, 3, true]);
    const disagree = combineForks([await fork(1.6), await fork(2), await fork(2.4)], { seed: 1, maxWidthPct: 10 });
    expect(disagree.ratio).toEqual({ median: 2, low: 1.6, high: 2.4 });
    expect(disagree.trusted).toBe(false);
    expect(disagree.problem).toBe(`the interval is 40% of the median wide after 12 pairs in 3 processes per side, over the 10% bound (steal 5%, load up to 1.5 on ${disagree.cores} cores)`);
  });
});

describe('swapSides', () => {
  it('reads a measurement the other way round', async () => {
    const log: string[] = [];
    const r = await measurePaired(scripted('a', log, () => 1), scripted('b', log, () => 4), options({ iterations: 2 }));
    const s = swapSides(r);
    expect([s.ratio, s.a, s.b, s.raw.ratios]).toEqual([{ median: 0.25, low: 0.25, high: 0.25 }, r.b, r.a, [0.25, 0.25, 0.25, 0.25]]);
  });

  it('gives b the iterations a was calibrated to when asked', async () => {
    const log: string[] = [];
    const r = await measurePaired(scripted('a', log, () => 1), scripted('b', log, () => 4), options({ sameIterations: true }));
    expect([r.a.iterations, r.b.iterations, r.ratio.median]).toEqual([20, 20, 4]);
  });
});

describe('measureSingle', () => {
  it('gives an absolute time per unit with its interval', async () => {
    const log: string[] = [];
    const r = await measureSingle(scripted('a', log, () => 0.25, 4), options({ iterations: 8 }));
    expect(r).toEqual({ us_per_unit: { median: 62.5, low: 62.5, high: 62.5 }, clock: 'cpu', width_pct: 0, rounds: 4, iterations: 8, noise: { steal_pct: 5, busy_pct: 60, load_mean: 1.5, load_max: 1.5 }, seed: 7 });
  });
});
