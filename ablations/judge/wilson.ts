/** The two-sided 95% normal quantile. */
export const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/**
 * Wilson score interval for k successes in n trials. Unlike the normal
 * (Wald) interval it stays inside [0, 1] and is not degenerate at 0/n or
 * n/n, which is where most cells of an ablation matrix sit. For n = 0 the
 * interval is the whole of [0, 1]: nothing is known.
 */
export function wilson(k: number, n: number, z = Z95): Interval {
  if (n <= 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  // At k = 0 and k = n one bound is exact; keep it exact rather than 1e-17 away.
  return { low: k === 0 ? 0 : Math.max(0, centre - half), high: k === n ? 1 : Math.min(1, centre + half) };
}

/**
 * Newcombe's hybrid score interval (his method 10) for the difference of two
 * independent proportions, pB - pA, built from the two Wilson intervals.
 * It is what `compare` uses to call a change detectable: the change is real
 * at the 95% level when this interval excludes zero (or the threshold).
 */
export function newcombeDifference(kA: number, nA: number, kB: number, nB: number, z = Z95): Interval & { difference: number } {
  const pA = nA > 0 ? kA / nA : 0;
  const pB = nB > 0 ? kB / nB : 0;
  const a = wilson(kA, nA, z);
  const b = wilson(kB, nB, z);
  const difference = pB - pA;
  return {
    difference,
    low: difference - Math.sqrt((pB - b.low) ** 2 + (a.high - pA) ** 2),
    high: difference + Math.sqrt((b.high - pB) ** 2 + (pA - a.low) ** 2),
  };
}
