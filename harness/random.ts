/**
 * A small seeded generator (sfc32). Every random choice in the bench comes
 * from one of these, seeded from the run seed, so the same seed gives the
 * same trace.
 */
export class Random {
  readonly #seed: number | string;
  #seeded = false;
  #a = 0;
  #b = 0;
  #c = 0;
  #d = 0;

  /** The state is set up at the first draw: a trial that draws nothing (a scripted one) pays nothing. */
  constructor(seed: number | string) {
    this.#seed = seed;
  }

  #setUp(): void {
    const seed = this.#seed;
    this.#seeded = true;
    this.#a = splitmix32(typeof seed === 'number' ? seed >>> 0 : hashString(seed));
    this.#b = splitmix32(this.#a);
    this.#c = splitmix32(this.#b);
    this.#d = splitmix32(this.#c);
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  nextUint32(): number {
    if (!this.#seeded) this.#setUp();
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

}

function splitmix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** FNV-1a over UTF-16 code units, then mixed: a fast, stable 32-bit hash of a string. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return splitmix32(h >>> 0);
}

/** A child seed derived from a parent seed and a path of names: stable across job counts and shards. */
export function deriveSeed(parent: number | string, ...path: (string | number)[]): number {
  return hashString([String(parent), ...path.map(String)].join('\u0000'));
}
