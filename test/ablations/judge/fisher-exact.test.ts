import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fisherExact } from '../../../ablations/judge/fisher-exact.js';
import { ConfigError } from '../../../harness/errors.js';

/** |p - reference| relative to the reference: these p-values span eleven orders of magnitude. */
const relativeError = (p: number, reference: number) => Math.abs(p - reference) / reference;

const choose = (n: number, k: number): bigint => {
  let c = 1n;
  for (let i = 1; i <= k; i++) c = (c * BigInt(n - k + i)) / BigInt(i);
  return c;
};

/**
 * The two-sided p-value in exact rational arithmetic, straight from the
 * definition: the tables with these margins no more likely than the observed
 * one, over C(N, K). Returned as a float at the very end.
 */
function exactReference(k1: number, n1: number, k2: number, n2: number): number {
  const total = k1 + k2;
  const weight = (x: number) => choose(n1, x) * choose(n2, total - x);
  const observed = weight(k1);
  let tail = 0n;
  for (let x = Math.max(0, total - n2); x <= Math.min(n1, total); x++) if (weight(x) <= observed) tail += weight(x);
  return Number((tail * 10n ** 60n) / choose(n1 + n2, total)) / 1e60;
}

describe("Fisher's exact test, two-sided", () => {
  it('gives the known p-values (exact fractions, checked against scipy.stats.fisher_exact)', () => {
    // The lady tasting tea: 3 of 4 against 1 of 4, p = 17/35.
    expect(relativeError(fisherExact(3, 4, 1, 4), 17 / 35)).toBeLessThan(1e-12);
    expect(fisherExact(3, 4, 1, 4)).toBeCloseTo(0.4857142857, 10);
    // 0 of 10 against 10 of 10: the two extreme tables, each 1/C(20,10) = 1/184756.
    expect(relativeError(fisherExact(0, 10, 10, 10), 2 / 184756)).toBeLessThan(1e-12);
    expect(fisherExact(0, 10, 10, 10)).toBeCloseTo(1.0825e-5, 9);
    // 0 of 20 against 20 of 20: 2/C(40,20).
    expect(relativeError(fisherExact(0, 20, 20, 20), 1 / 68923264410)).toBeLessThan(1e-12);
    // Fisher's own tables of unequal sides: 41/14858, 71/2294, 117/2242, 242/6555.
    expect(relativeError(fisherExact(1, 10, 11, 14), 41 / 14858)).toBeLessThan(1e-12);
    expect(relativeError(fisherExact(2, 20, 9, 20), 71 / 2294)).toBeLessThan(1e-12);
    expect(relativeError(fisherExact(5, 30, 0, 30), 117 / 2242)).toBeLessThan(1e-12);
    expect(relativeError(fisherExact(7, 12, 2, 15), 242 / 6555)).toBeLessThan(1e-12);
  });

  it('cannot tell a whole flip apart over three trials a side (p = 1/10), and can over four (p = 1/35)', () => {
    expect(relativeError(fisherExact(0, 3, 3, 3), 1 / 10)).toBeLessThan(1e-12);
    expect(relativeError(fisherExact(0, 4, 4, 4), 1 / 35)).toBeLessThan(1e-12);
  });

  it('is 1 for equal tables, for a one-trial difference over three, and when a side has no trials', () => {
    expect(fisherExact(0, 3, 1, 3)).toBe(1);
    expect(fisherExact(0, 20, 0, 20)).toBe(1);
    expect(fisherExact(20, 20, 20, 20)).toBe(1);
    expect(fisherExact(0, 0, 3, 3)).toBe(1);
    expect(fisherExact(0, 0, 0, 0)).toBe(1);
  });

  it('refuses counts that are not k of n', () => {
    expect(() => fisherExact(4, 3, 0, 3)).toThrow(new ConfigError("Fisher's exact test needs 0 <= k <= n, integers: got 4 of 3"));
    expect(() => fisherExact(0, 3, -1, 3)).toThrow(ConfigError);
    expect(() => fisherExact(0.5, 3, 0, 3)).toThrow(ConfigError);
  });

  const table = fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 })).chain(([n1, n2]) => fc.tuple(fc.integer({ min: 0, max: n1 }), fc.constant(n1), fc.integer({ min: 0, max: n2 }), fc.constant(n2)));

  it('matches the definition computed in exact rational arithmetic', () => {
    fc.assert(
      fc.property(
        table.filter(([, n1, , n2]) => n1 > 0 && n2 > 0),
        ([k1, n1, k2, n2]) => {
          expect(relativeError(fisherExact(k1, n1, k2, n2), exactReference(k1, n1, k2, n2))).toBeLessThan(1e-9);
        },
      ),
    );
  });

  it('gives the same number, bit for bit, with the sides swapped, and lies in (0, 1]', () => {
    fc.assert(
      fc.property(table, ([k1, n1, k2, n2]) => {
        const p = fisherExact(k1, n1, k2, n2);
        expect(fisherExact(k2, n2, k1, n1)).toBe(p);
        expect(p).toBeGreaterThan(0);
        expect(p).toBeLessThanOrEqual(1);
      }),
    );
  });
});
