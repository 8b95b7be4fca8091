/**
 * Containers made ahead of their trials, and removed after them off the
 * trials' path. Creating, verifying and starting a hardened container takes
 * 150-250 ms of engine time and removing it 50-150 ms; a harness's container
 * can be made while the trial before it runs, and removed while the trial
 * after it runs. Each container is used for exactly one trial; every creation
 * passes through the run's creation gate like any other (an interrupted run's
 * clean-up waits for it, then reaps it).
 *
 * The pool works ahead only for a scheduler that says each trial is coming
 * (`ahead`, once per trial, before the trial before it starts: runTrials
 * announces the trials it starts at once, then, as each starts, the next)
 * and that removes what is left when it is done (`drain`). A trial run alone
 * makes its container when it starts and waits for its removal.
 */

/** Something the pool holds: removed by `close`. */
export interface Pooled {
  close(): Promise<void>;
}

interface Waiting {
  made: Promise<Pooled>;
  settled: boolean;
}

/**
 * Containers of one kind made ahead at most. A scheduler announces each trial once, and each trial
 * takes one, so a run of N trials at once keeps N + 1 (each trial's own while it starts, and the
 * next); the bound only keeps a trial that announced itself and then failed before taking its own
 * from adding to them for ever.
 */
const MOST_WAITING = 8;

export class ContainerPool {
  /** Containers made ahead, oldest first, by kind (the key names what they are made of). */
  readonly #waiting = new Map<string, Waiting[]>();
  /** Removals running in the background. */
  readonly #retiring = new Set<Promise<void>>();
  /** A scheduler works with this pool (it drains it): containers are made ahead and removed in the background. */
  #scheduled = false;

  /**
   * A trial of this kind is coming: a container for it starts being made now
   * (while the trial before it runs). A failure is kept for the trial that
   * takes it, which reports it.
   */
  ahead<T extends Pooled>(key: string, make: () => Promise<T>): void {
    this.#scheduled = true;
    const queue = this.#waiting.get(key) ?? [];
    if (queue.length >= MOST_WAITING) return;
    const waiting: Waiting = { made: make(), settled: false };
    waiting.made.then(
      () => (waiting.settled = true),
      () => (waiting.settled = true),
    );
    queue.push(waiting);
    this.#waiting.set(key, queue);
  }

  /** A container of this kind for one trial: the oldest made ahead, else one made now. */
  take<T extends Pooled>(key: string, make: () => Promise<T>): Promise<T> {
    const waiting = this.#waiting.get(key)?.shift();
    if (waiting === undefined) return make();
    // The same key is only ever made by the same maker (the caller's configuration): it is a T.
    return waiting.made as Promise<T>;
  }

  /** Removes a trial's container: in the background when a scheduler drains the pool, else before returning. */
  async retire(pooled: Pooled): Promise<void> {
    const closing = pooled.close().catch(() => undefined);
    if (!this.#scheduled) return closing;
    this.#retiring.add(closing);
    void closing.finally(() => this.#retiring.delete(closing));
  }

  /** Resolves once every container being made ahead is made (or failed) and every removal under way is done. */
  async settled(): Promise<void> {
    await Promise.allSettled([...[...this.#waiting.values()].flat().map((w) => w.made), ...this.#retiring]);
  }

  /** How many containers wait (made or being made) and are being removed. */
  get size(): { waiting: number; retiring: number } {
    return { waiting: [...this.#waiting.values()].reduce((n, q) => n + q.length, 0), retiring: this.#retiring.size };
  }

  /**
   * Removes the containers no trial took and waits for the removals under
   * way. One still being made is removed once the engine answers; it is not
   * waited for (an interrupted run's gate never answers: its clean-up reaps
   * it instead).
   */
  async drain(): Promise<void> {
    const all = [...this.#waiting.values()].flat();
    this.#waiting.clear();
    const closing: Promise<void>[] = [...this.#retiring];
    for (const w of all) {
      const close = w.made.then(
        (pooled) => pooled.close(),
        () => undefined,
      );
      if (w.settled) closing.push(close);
      else close.catch(() => undefined);
    }
    await Promise.allSettled(closing);
  }
}
