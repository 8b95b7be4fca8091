/**
 * Bounded-memory quantiles for the cost metrics.
 *
 * A sketch counts the integers 0..63 exactly in a fixed array, always:
 * most cost metrics are small integers (proposals, calls, retries, approvals,
 * tokens of a scripted proposer) and stay exact whatever the number of rows.
 * Other values are counted exactly (value -> count) while there are at most
 * `exactLimit` distinct ones; past that limit they fold into logarithmic
 * buckets (the DDSketch scheme): bucket i holds values in
 * (gamma^(i-1), gamma^i] with gamma = (1 + a) / (1 - a), so any quantile it
 * returns is within a relative error `a` (1% by default) of a value of that
 * rank. Memory is one map entry per occupied bucket: values spanning nine
 * decades need about 1,040 entries at 1%, independent of the row count.
 * Sketches with the same accuracy merge by adding counts, which is how the
 * per-profile and per-control figures are built from the per-cell ones.
 */
export class QuantileSketch {
  static readonly SMALL = 64;
  readonly #accuracy: number;
  readonly #exactLimit: number;
  readonly #logGamma: number;
  /** Counts of the integers 0..SMALL-1, always exact: the common case, kept out of the maps for speed. */
  readonly #small = new Float64Array(QuantileSketch.SMALL);
  #smallCount = 0;
  #exact: Map<number, number> | null = new Map();
  /** Bucket index -> count, for positive values; negative values mirrored in #negative. */
  #positive = new Map<number, number>();
  #negative = new Map<number, number>();
  #zero = 0;
  count = 0;
  sum = 0;
  min = Number.POSITIVE_INFINITY;
  max = Number.NEGATIVE_INFINITY;

  constructor(options: { accuracy?: number; exactLimit?: number } = {}) {
    this.#accuracy = options.accuracy ?? 0.01;
    this.#exactLimit = options.exactLimit ?? 1024;
    this.#logGamma = Math.log((1 + this.#accuracy) / (1 - this.#accuracy));
  }

  /** True while every value is still counted exactly. */
  get exact(): boolean {
    return this.#exact !== null;
  }

  add(value: number): void {
    // The hot path (a small integer) touches only numbers and one typed array.
    if (value >= 0 && value < QuantileSketch.SMALL && (value | 0) === value) {
      this.#small[value]!++;
      this.#smallCount++;
      this.count++;
      this.sum += value;
      if (value < this.min) this.min = value;
      if (value > this.max) this.max = value;
      return;
    }
    this.#addOther(value, 1);
  }

  #addOther(value: number, times: number): void {
    if (!Number.isFinite(value) || times <= 0) return;
    this.count += times;
    this.sum += value * times;
    if (value < this.min) this.min = value;
    if (value > this.max) this.max = value;
    if (this.#exact) {
      this.#exact.set(value, (this.#exact.get(value) ?? 0) + times);
      if (this.#exact.size > this.#exactLimit) this.#fold();
      return;
    }
    this.#addBucketed(value, times);
  }

  merge(other: QuantileSketch): void {
    if (other.#accuracy !== this.#accuracy) throw new RangeError('cannot merge sketches of different accuracy');
    if (other.count === 0) return;
    this.count += other.count;
    this.sum += other.sum;
    if (other.min < this.min) this.min = other.min;
    if (other.max > this.max) this.max = other.max;
    if (other.#smallCount > 0) {
      for (let v = 0; v < QuantileSketch.SMALL; v++) this.#small[v]! += other.#small[v]!;
      this.#smallCount += other.#smallCount;
    }
    if (this.#exact && other.#exact) {
      for (const [v, n] of other.#exact) this.#exact.set(v, (this.#exact.get(v) ?? 0) + n);
      if (this.#exact.size > this.#exactLimit) this.#fold();
      return;
    }
    if (this.#exact) this.#fold();
    if (other.#exact) {
      for (const [v, n] of other.#exact) this.#addBucketed(v, n);
    } else {
      for (const [i, n] of other.#positive) this.#positive.set(i, (this.#positive.get(i) ?? 0) + n);
      for (const [i, n] of other.#negative) this.#negative.set(i, (this.#negative.get(i) ?? 0) + n);
      this.#zero += other.#zero;
    }
  }

  get mean(): number | null {
    return this.count === 0 ? null : this.sum / this.count;
  }

  /**
   * The nearest-rank quantile: the smallest value v with at least
   * ceil(p * count) values <= v (so the median of 1, 2, 3, 4 is 2). Exact
   * while the sketch is exact, within the relative accuracy after.
   */
  quantile(p: number): number | null {
    if (this.count === 0) return null;
    const rank = Math.max(1, Math.ceil(Math.min(1, Math.max(0, p)) * this.count));
    // Every counted value as (value, count) in ascending order: the small
    // integers, then the exact map or the buckets (a bucket's value is its
    // representative); the walk stops at the rank.
    const entries: [number, number][] = [];
    for (let v = 0; v < QuantileSketch.SMALL; v++) if (this.#small[v]! > 0) entries.push([v, this.#small[v]!]);
    if (this.#exact) {
      for (const [v, n] of this.#exact) entries.push([v, n]);
    } else {
      for (const [i, n] of this.#negative) entries.push([-this.#representative(i), n]);
      if (this.#zero > 0) entries.push([0, this.#zero]);
      for (const [i, n] of this.#positive) entries.push([this.#representative(i), n]);
    }
    entries.sort((a, b) => a[0] - b[0]);
    let seen = 0;
    for (const [v, n] of entries) {
      seen += n;
      if (seen >= rank) return this.#clamp(v);
    }
    return this.max;
  }

  /** Occupied entries: the sketch's memory, in map entries. */
  get size(): number {
    return QuantileSketch.SMALL + (this.#exact ? this.#exact.size : this.#positive.size + this.#negative.size + 1);
  }

  #fold(): void {
    const exact = this.#exact;
    this.#exact = null;
    if (exact) for (const [v, n] of exact) this.#addBucketed(v, n);
  }

  #addBucketed(value: number, times: number): void {
    const magnitude = Math.abs(value);
    if (magnitude < 1e-12) {
      this.#zero += times;
      return;
    }
    const index = Math.ceil(Math.log(magnitude) / this.#logGamma);
    const map = value > 0 ? this.#positive : this.#negative;
    map.set(index, (map.get(index) ?? 0) + times);
  }

  /** The value that represents bucket i with relative error at most the accuracy. */
  #representative(index: number): number {
    const gamma = Math.exp(this.#logGamma);
    return (2 * Math.exp(index * this.#logGamma)) / (gamma + 1);
  }

  #clamp(v: number): number {
    return Math.min(this.max, Math.max(this.min, v));
  }
}
