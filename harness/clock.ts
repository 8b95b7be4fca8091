/**
 * Time is injected. The harness only ever reads a monotonic clock through this
 * interface, so a wall-clock jump changes nothing and tests control time.
 */
export interface Clock {
  /** Monotonic milliseconds since an arbitrary origin. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** Real monotonic time (performance.now) and real sleeping. */
export const systemClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Virtual time: sleeping advances the clock instantly. Worlds advance it to
 * model slow calls. Used by every scenario so trials are fast and repeatable.
 */
export class VirtualClock implements Clock {
  #now: number;
  constructor(start = 0) {
    this.#now = start;
  }
  now(): number {
    return this.#now;
  }
  sleep(ms: number): Promise<void> {
    this.advance(ms);
    return Promise.resolve();
  }
  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`cannot advance a clock by ${ms} ms`);
    this.#now += ms;
  }
}
