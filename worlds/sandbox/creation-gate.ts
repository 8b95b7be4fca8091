/**
 * Containers the engine is still creating, counted across every thread of a
 * run, so that the clean-up of an interrupted run removes them too.
 *
 * A container exists (labelled, so reapable) once the engine answers its
 * create request; before that, a reap cannot see it. Each create request
 * passes through this gate: `close` stops new requests (they wait
 * for ever: the process is exiting) and waits for those in flight, after
 * which every container of the run is visible to the reaper. Worker
 * threads join the gate of the thread that started them with the shared
 * counter (`share()`). The run's environment (run-environment.ts) holds it.
 *
 * The counter and the flag follow the two-flag handshake: a creator counts
 * itself in, then reads the flag; the closer sets the flag, then reads the
 * count. With sequentially consistent atomics at least one of them sees the
 * other, so no request slips past a close.
 */

const never = new Promise<never>(() => undefined);

export class CreationGate {
  /** [0]: create requests in flight; [1]: 1 once the run is closing. */
  readonly #cells: Int32Array;

  /** A new gate, or (a worker thread) the gate of the thread that started it, from its `share()`. */
  constructor(shared: SharedArrayBuffer = new SharedArrayBuffer(8)) {
    this.#cells = new Int32Array(shared);
  }

  /** What a worker thread joins the gate with. */
  share(): SharedArrayBuffer {
    return this.#cells.buffer as SharedArrayBuffer;
  }

  /** Runs one create request through the gate; once the run is closing, no request is sent (the promise never settles). */
  async through<T>(create: () => Promise<T>): Promise<T> {
    Atomics.add(this.#cells, 0, 1);
    if (Atomics.load(this.#cells, 1) !== 0) {
      Atomics.sub(this.#cells, 0, 1);
      return never;
    }
    try {
      return await create();
    } finally {
      Atomics.sub(this.#cells, 0, 1);
    }
  }

  /**
   * Whether the run's clean-up has begun (its containers are being reaped):
   * a trial that ends now may have been cut by it, so its row is not kept,
   * and `--resume` runs it again.
   */
  closing(): boolean {
    return Atomics.load(this.#cells, 1) !== 0;
  }

  /** Create requests in flight now (every thread sharing the gate). */
  inFlight(): number {
    return Atomics.load(this.#cells, 0);
  }

  /**
   * Stops new create requests and waits up to `timeoutMs` for those in flight
   * to be answered; returns how many are still unanswered (0: every container
   * of the run now exists and can be reaped).
   */
  async close(timeoutMs: number): Promise<number> {
    Atomics.store(this.#cells, 1, 1);
    const until = performance.now() + timeoutMs;
    for (;;) {
      const inFlight = Atomics.load(this.#cells, 0);
      const left = until - performance.now();
      if (inFlight === 0 || left <= 0) return inFlight;
      await new Promise((resolve) => setTimeout(resolve, Math.min(10, left)));
    }
  }
}
