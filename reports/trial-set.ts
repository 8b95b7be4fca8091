/**
 * The trial numbers seen in one cell, to count a repeated trial key once: a
 * bitmap that grows with the largest trial number (one bit a trial), with a
 * set for numbers too large for a bitmap.
 */
export class TrialSet {
  static readonly #bitmapLimit = 1 << 26;
  #bits = new Uint8Array(16);
  #large: Set<number> | null = null;
  #size = 0;

  /** How many distinct trial numbers were added. */
  get size(): number {
    return this.#size;
  }

  /** Adds a trial number; false when it was already there. */
  add(trial: number): boolean {
    if (!Number.isInteger(trial) || trial < 0 || trial >= TrialSet.#bitmapLimit) {
      this.#large ??= new Set();
      if (this.#large.has(trial)) return false;
      this.#large.add(trial);
      this.#size++;
      return true;
    }
    const byte = trial >>> 3;
    if (byte >= this.#bits.length) {
      const grown = new Uint8Array(Math.max(byte + 1, this.#bits.length * 2));
      grown.set(this.#bits);
      this.#bits = grown;
    }
    const mask = 1 << (trial & 7);
    if ((this.#bits[byte]! & mask) !== 0) return false;
    this.#bits[byte]! |= mask;
    this.#size++;
    return true;
  }
}
