/**
 * Time is injected. The harness only ever reads a monotonic clock through this
 * interface, so a wall-clock jump changes nothing and tests control time.
 */
export interface Clock {
  /** Monotonic milliseconds since an arbitrary origin. */
  now(): number;
  sleep(ms: number): Promise<void>;
  /**
   * For a caller that knows nothing else of its run can be running: let the
   * time pass at once if the clock can (a virtual clock with no other sleeper).
   * True when it did; false means sleep instead.
   */
  elapse?(ms: number): boolean;
  /** Total milliseconds slept on this clock so far, where the clock counts it (an external trial's clock: the world's modelled latency). */
  sleptMs?(): number;
  /**
   * Runs `work`, the world's own machinery (a container exec, say), with
   * this clock standing still meanwhile but for what is slept on it: the
   * in-process trial's clock does not move during such work, and a clock of
   * real time that offers this leaves it out the same way.
   */
  excluding?<T>(work: () => Promise<T>): Promise<T>;
}

/** Real monotonic time (performance.now) and real sleeping. */
export const systemClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Virtual time, as a discrete-event clock: a sleep registers a wake-up, and
 * once everything that can run has run (the next turn of the event loop),
 * time jumps to the earliest wake-up. Sequential sleeps add up; sleeps that
 * overlap (calls dispatched together) overlap in virtual time too. Worlds
 * advance it to model slow calls. Used by every scenario so trials are fast
 * and repeatable: the order of wake-ups depends only on their times and the
 * order they were asked in.
 */
export class VirtualClock implements Clock {
  #now: number;
  readonly #timers: { at: number; wake: () => void }[] = [];
  #scheduled = false;

  constructor(start = 0) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  sleep(ms: number): Promise<void> {
    if (!(ms >= 0)) throw new RangeError(`cannot sleep for ${ms} ms`);
    return new Promise<void>((wake) => {
      this.#timers.push({ at: this.#now + ms, wake });
      this.#schedule();
    });
  }

  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`cannot advance a clock by ${ms} ms`);
    this.#now += ms;
  }

  elapse(ms: number): boolean {
    if (this.#timers.length > 0) return false;
    this.advance(ms);
    return true;
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      if (this.#timers.length === 0) return;
      // Everything runnable is now waiting: jump to the earliest wake-up and wake all due then.
      let at = Infinity;
      for (const t of this.#timers) at = Math.min(at, t.at);
      this.#now = Math.max(this.#now, at);
      const due = this.#timers.filter((t) => t.at <= this.#now);
      this.#timers.splice(0, this.#timers.length, ...this.#timers.filter((t) => t.at > this.#now));
      for (const t of due) t.wake();
      if (this.#timers.length > 0) this.#schedule();
    });
  }
}

/**
 * Real time for a harness in another process, as the in-process trial's
 * clock measures it: what the world sleeps counts (its modelled latency, and
 * `sleptMs` tells it apart), what the world's own machinery takes does not
 * (`excluding`). While any machinery runs, the clock moves only by what is
 * slept; calls served at once are left out once, as a union. Monotonic.
 */
export class HarnessTimeClock implements Clock {
  /** The real clock it reads, in milliseconds (`performance.now` unless the run gave another). */
  readonly #wall: () => number;
  readonly #origin: number;
  #slept = 0;
  /** Real milliseconds of machinery already left out. */
  #excluded = 0;
  #inFlight = 0;
  /** When the current stretch of machinery began, and what had been slept by then. */
  #pausedAt = 0;
  #sleptAtPause = 0;

  constructor(wall: () => number = () => performance.now()) {
    this.#wall = wall;
    this.#origin = wall();
  }

  now(): number {
    return this.#wall() - this.#origin - this.#excluded - this.#pausedSoFar();
  }

  /** Counted once it has been slept, as a virtual clock moves at the wake-up. */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) =>
      setTimeout(() => {
        this.#slept += ms;
        resolve();
      }, ms),
    );
  }

  sleptMs(): number {
    return this.#slept;
  }

  async excluding<T>(work: () => Promise<T>): Promise<T> {
    if (this.#inFlight++ === 0) {
      this.#pausedAt = this.#wall();
      this.#sleptAtPause = this.#slept;
    }
    try {
      return await work();
    } finally {
      if (this.#inFlight === 1) this.#excluded += this.#pausedSoFar();
      this.#inFlight--;
    }
  }

  /** The machinery time of the stretch under way: its real time less what was slept in it (never below zero). */
  #pausedSoFar(): number {
    if (this.#inFlight === 0) return 0;
    return Math.max(0, this.#wall() - this.#pausedAt - (this.#slept - this.#sleptAtPause));
  }
}
