/**
 * Containers made ahead of their trials, and removed or kept after them off
 * the trials' path. Creating, verifying and starting a hardened container
 * takes 150-250 ms of engine time and removing it 50-150 ms; a harness's
 * container can be made while the trial before it runs, and removed while the
 * trial after it runs. A container that can be readied for another trial
 * (`recycle`: what its trial left stopped and emptied, its hardening verified
 * again) is kept for a later trial of its kind instead, and that trial's
 * announcement makes nothing; one that cannot is removed and a fresh one made
 * in its place. Every creation passes through the run's creation gate like
 * any other (an interrupted run's clean-up waits for it, then reaps it).
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
  /** Readies it for another trial of its kind: itself again (or its successor), or null when it cannot be kept (it is then removed). */
  recycle?(): Promise<Pooled | null>;
}

interface Waiting {
  made: Promise<Pooled>;
  settled: boolean;
  /** A container kept from an earlier trial: what its recycling gave (null: removed, and `made` makes another). */
  kept?: Promise<Pooled | null>;
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
  /** Each kind's maker, for a kept container that could not be readied. */
  readonly #makers = new Map<string, () => Promise<Pooled>>();
  /** Containers kept for trials not announced yet, by kind: the next announcements make none. */
  readonly #spare = new Map<string, number>();
  #draining = false;

  /**
   * A trial of this kind is coming: a container for it starts being made now
   * (while the trial before it runs). A failure is kept for the trial that
   * takes it, which reports it.
   */
  ahead<T extends Pooled>(key: string, make: () => Promise<T>): void {
    this.#scheduled = true;
    this.#makers.set(key, make);
    const spare = this.#spare.get(key) ?? 0;
    if (spare > 0) {
      this.#spare.set(key, spare - 1);
      return;
    }
    if ((this.#waiting.get(key)?.length ?? 0) >= MOST_WAITING) return;
    this.#enqueue(key, { made: make(), settled: false });
  }

  #enqueue(key: string, waiting: Waiting): void {
    waiting.made.then(
      () => (waiting.settled = true),
      () => (waiting.settled = true),
    );
    const queue = this.#waiting.get(key) ?? [];
    queue.push(waiting);
    this.#waiting.set(key, queue);
  }

  /** A container of this kind for one trial: the oldest made ahead or kept, else one made now. */
  take<T extends Pooled>(key: string, make: () => Promise<T>): Promise<T> {
    this.#makers.set(key, make);
    const waiting = this.#waiting.get(key)?.shift();
    if (waiting === undefined) return make();
    // The same key is only ever made by the same maker (the caller's configuration): it is a T.
    return waiting.made as Promise<T>;
  }

  /**
   * Done with a trial's container: when a scheduler drains the pool, one of kind `key` that can be
   * readied for another trial is kept for the next trial of its kind (readied in the background),
   * any other removed in the background; without a scheduler it is removed before returning.
   */
  async retire(pooled: Pooled, key?: string): Promise<void> {
    const maker = key === undefined ? undefined : this.#makers.get(key);
    if (this.#scheduled && !this.#draining && key !== undefined && maker !== undefined && pooled.recycle !== undefined && (this.#waiting.get(key)?.length ?? 0) < MOST_WAITING) {
      const kept = pooled.recycle().catch(async () => {
        await pooled.close().catch(() => undefined);
        return null;
      });
      // One that could not be kept is replaced, unless the run is over by then.
      const made = kept.then((k) => k ?? (this.#draining ? Promise.reject(new Error('the run ended before its container was replaced')) : maker()));
      this.#enqueue(key, { made, settled: false, kept });
      this.#spare.set(key, (this.#spare.get(key) ?? 0) + 1);
      return;
    }
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
    this.#draining = true;
    const all = [...this.#waiting.values()].flat();
    this.#waiting.clear();
    this.#spare.clear();
    const closing: Promise<void>[] = [...this.#retiring];
    for (const w of all) {
      // A kept container is readied by the bench alone (no engine creation): its removal is waited for.
      if (w.kept !== undefined) closing.push(w.kept.then((k) => k?.close()));
      const close = w.made.then(
        (pooled) => pooled.close(),
        () => undefined,
      );
      if (w.settled) closing.push(close);
      else close.catch(() => undefined);
    }
    await Promise.allSettled(closing);
    // Every kept container's readying has ended by now: none can call for a maker any more.
    this.#draining = false;
  }
}
