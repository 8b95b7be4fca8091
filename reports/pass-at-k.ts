/**
 * Unbiased estimators over n repeated trials of one task with c successes
 * (Chen et al. 2021 for pass@k; tau-bench for pass^k). Both are computed as
 * running products, never as binomial coefficients, so n in the millions
 * neither overflows nor loses precision.
 */

/** pass@k = 1 - C(n-c, k) / C(n, k): the chance that at least one of k trials succeeds. */
export function passAtK(n: number, c: number, k: number): number {
  if (k < 1 || k > n) throw new RangeError(`pass@k needs 1 <= k <= n, got k=${k}, n=${n}`);
  if (n - c < k) return 1;
  let allFail = 1;
  for (let i = 0; i < k; i++) allFail *= (n - c - i) / (n - i);
  return 1 - allFail;
}

/** pass^k = C(c, k) / C(n, k): the chance that all of k trials succeed (tau-bench's reliability measure). */
export function passHatK(n: number, c: number, k: number): number {
  if (k < 1 || k > n) throw new RangeError(`pass^k needs 1 <= k <= n, got k=${k}, n=${n}`);
  if (c < k) return 0;
  let allPass = 1;
  for (let i = 0; i < k; i++) allPass *= (c - i) / (n - i);
  return allPass;
}
