import { describe, expect, it } from 'vitest';
import { passAtK, passHatK } from '../../reports/pass-at-k.js';
import { QuantileSketch } from '../../reports/quantile-sketch.js';
import { newcombeDifference, wilson } from '../../ablations/judge/wilson.js';

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;
const roundAll = (o: object) => Object.fromEntries(Object.entries(o as Record<string, number>).map(([k, v]) => [k, round(v)]));

describe('wilson', () => {
  it('gives the textbook 95% intervals, exact at 0/n and n/n', () => {
    expect(roundAll({ ...wilson(0, 10) })).toEqual({ low: 0, high: 0.2775 });
    expect(roundAll({ ...wilson(5, 10) })).toEqual({ low: 0.2366, high: 0.7634 });
    expect(roundAll({ ...wilson(20, 20) })).toEqual({ low: 0.8389, high: 1 });
    expect(roundAll({ ...wilson(1, 4) })).toEqual({ low: 0.0456, high: 0.6994 });
  });

  it('knows nothing from no trials', () => {
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe('newcombeDifference', () => {
  it("reproduces Newcombe's (1998) worked example: 56/70 vs 48/80", () => {
    // B = 56/70, A = 48/80: difference 0.2000, method 10 interval 0.0524 to 0.3339.
    expect(roundAll(newcombeDifference(48, 80, 56, 70))).toEqual({ difference: 0.2, low: 0.0524, high: 0.3339 });
  });

  it('is symmetric: swapping A and B negates the interval', () => {
    const ab = newcombeDifference(3, 20, 12, 20);
    const ba = newcombeDifference(12, 20, 3, 20);
    expect(roundAll(ba)).toEqual(roundAll({ difference: -ab.difference, low: -ab.high, high: -ab.low }));
  });
});

describe('pass@k and pass^k', () => {
  it('match the binomial formulas', () => {
    expect(passAtK(10, 3, 1)).toBeCloseTo(0.3, 12);
    expect(passAtK(10, 3, 2)).toBeCloseTo(1 - 21 / 45, 12);
    expect(passHatK(10, 3, 2)).toBeCloseTo(3 / 45, 12);
    expect(passHatK(10, 3, 4)).toBe(0);
    expect(passAtK(10, 3, 8)).toBe(1);
    expect(passHatK(5, 5, 5)).toBe(1);
    expect(passAtK(5, 0, 3)).toBe(0);
  });

  it('does not overflow at a million trials', () => {
    expect(passHatK(1_000_000, 500_000, 8)).toBeCloseTo(0.5 ** 8, 5);
  });

  it('refuses k outside 1..n', () => {
    expect(() => passAtK(3, 1, 4)).toThrow(RangeError);
    expect(() => passHatK(3, 1, 0)).toThrow(RangeError);
  });
});

describe('QuantileSketch', () => {
  it('is exact for small integers and few distinct values (nearest rank)', () => {
    const s = new QuantileSketch();
    for (let v = 1; v <= 100; v++) s.add(v);
    expect({ median: s.quantile(0.5), p95: s.quantile(0.95), mean: s.mean, min: s.min, max: s.max, exact: s.exact }).toEqual({
      median: 50,
      p95: 95,
      mean: 50.5,
      min: 1,
      max: 100,
      exact: true,
    });
  });

  it('folds into 1%-accurate buckets past the exact limit, with bounded size', () => {
    const s = new QuantileSketch({ exactLimit: 100 });
    for (let i = 0; i < 100_000; i++) s.add(1 + (i % 10_000) + 0.5);
    expect(s.exact).toBe(false);
    expect(Math.abs(s.quantile(0.5)! - 5000.5) / 5000.5).toBeLessThan(0.01);
    expect(Math.abs(s.quantile(0.95)! - 9500.5) / 9500.5).toBeLessThan(0.01);
    expect(s.size).toBeLessThan(QuantileSketch.SMALL + 500);
    expect(s.count).toBe(100_000);
  });

  it('merges into the same answer as one sketch of everything', () => {
    const all = new QuantileSketch({ exactLimit: 50 });
    const a = new QuantileSketch({ exactLimit: 50 });
    const b = new QuantileSketch({ exactLimit: 50 });
    for (let i = 0; i < 500; i++) {
      const v = i % 3 === 0 ? i : i * 1.37;
      all.add(v);
      (i % 2 === 0 ? a : b).add(v);
    }
    a.merge(b);
    expect([a.count, round(a.sum, 6), a.quantile(0.5), a.quantile(0.95)]).toEqual([all.count, round(all.sum, 6), all.quantile(0.5), all.quantile(0.95)]);
  });
});
