import { ConfigError } from '../../harness/errors.js';

/**
 * Two tables whose probabilities differ by less than this relative amount are
 * taken as equally likely (R's `fisher.test` uses the same 1 + 1e-7), so a
 * table as likely as the observed one is never dropped from the p-value by a
 * rounding error.
 */
const RELATIVE_TIE = 1 + 1e-7;

/**
 * The two-sided p-value of Fisher's exact test that two binomials, k1 of n1
 * and k2 of n2, have one rate: with the margins fixed (n1, n2 and k1 + k2),
 * the sum of the hypergeometric probabilities of every table no more likely
 * than the observed one. Exact (log-factorials, no approximation); 1 when
 * either side has no trials (nothing is known). The table is put in one
 * orientation first, so swapping the sides gives the same number, bit for bit.
 */
export function fisherExact(k1: number, n1: number, k2: number, n2: number): number {
  checkCount(k1, n1);
  checkCount(k2, n2);
  if (n1 === 0 || n2 === 0) return 1;
  // One orientation: the smaller side (then the fewer successes) first.
  if (n1 > n2 || (n1 === n2 && k1 > k2)) [k1, n1, k2, n2] = [k2, n2, k1, n1];
  const total = n1 + n2;
  const successes = k1 + k2;
  const logFactorial = new Float64Array(total + 1);
  for (let i = 2; i <= total; i++) logFactorial[i] = logFactorial[i - 1]! + Math.log(i);
  const logChoose = (n: number, k: number) => logFactorial[n]! - logFactorial[k]! - logFactorial[n - k]!;
  // x: the first side's successes, over every table with these margins.
  const low = Math.max(0, successes - n2);
  const high = Math.min(n1, successes);
  const logP = (x: number) => logChoose(n1, x) + logChoose(n2, successes - x);
  let peak = -Infinity;
  for (let x = low; x <= high; x++) peak = Math.max(peak, logP(x));
  // Relative to the likeliest table, so no term underflows before it is compared.
  const observed = Math.exp(logP(k1) - peak);
  let all = 0;
  let tail = 0;
  for (let x = low; x <= high; x++) {
    const p = Math.exp(logP(x) - peak);
    all += p;
    if (p <= observed * RELATIVE_TIE) tail += p;
  }
  return Math.min(1, tail / all);
}

function checkCount(k: number, n: number): void {
  if (!Number.isInteger(k) || !Number.isInteger(n) || k < 0 || k > n) throw new ConfigError(`Fisher's exact test needs 0 <= k <= n, integers: got ${k} of ${n}`);
}
