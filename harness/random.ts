import { sha256Hex } from './digest.js';

/**
 * A small seeded generator (sfc32). Every random choice in the bench comes
 * from one of these, seeded from the run seed, so the same seed gives the
 * same trace.
 */
export class Random {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(seed: number | string) {
    const hex = sha256Hex(String(seed));
    this.#a = parseInt(hex.slice(0, 8), 16) | 0;
    this.#b = parseInt(hex.slice(8, 16), 16) | 0;
    this.#c = parseInt(hex.slice(16, 24), 16) | 0;
    this.#d = parseInt(hex.slice(24, 32), 16) | 0;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return p > 0 && this.next() < p;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('cannot pick from an empty list');
    return items[this.int(items.length)] as T;
  }
}

/** A child seed derived from a parent seed and a path of names: stable across job counts and shards. */
export function deriveSeed(parent: number | string, ...path: (string | number)[]): number {
  return parseInt(sha256Hex([String(parent), ...path.map(String)].join('\u0000')).slice(0, 8), 16);
}
