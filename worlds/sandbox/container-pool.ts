/**
 * Containers made ahead of their trials. Creating, verifying and starting a
 * hardened container takes 150-250 ms of engine time; a harness's container
 * can be made while the trial before it runs, so that its own trial does not
 * wait for it. At most one container per kind waits at a time (one creation
 * in flight while a trial runs), each is used for exactly one trial and
 * removed after it, and every creation passes through the run's creation gate
 * like any other (an interrupted run's clean-up waits for it, then reaps it).
 *
 * The pool holds nothing but what a scheduler asked for ahead (`ahead`): a
 * trial run alone makes its container when it starts, and `drain` removes
 * what a run did not use.
 */

/** Something the pool holds: removed by `close`. */
export interface Pooled {
  close(): Promise<void>;
}

interface Waiting {
  made: Promise<Pooled>;
  settled: boolean;
}

export class ContainerPool {
  /** At most one waiting container per kind (the key names what it is made of). */
  readonly #waiting = new Map<string, Waiting>();

  /**
   * Starts making a container of this kind for a trial to come, unless one
   * already waits. A failure is kept for the trial that takes it (it reports it).
   */
  ahead<T extends Pooled>(key: string, make: () => Promise<T>): void {
    if (this.#waiting.has(key)) return;
    const waiting: Waiting = { made: make(), settled: false };
    waiting.made.then(
      () => (waiting.settled = true),
      () => (waiting.settled = true),
    );
    this.#waiting.set(key, waiting);
  }

  /** A container of this kind for one trial: the one made ahead if one waits, else one made now. */
  take<T extends Pooled>(key: string, make: () => Promise<T>): Promise<T> {
    const waiting = this.#waiting.get(key);
    if (waiting === undefined) return make();
    this.#waiting.delete(key);
    // The same key is only ever made by the same maker (the caller's configuration): it is a T.
    return waiting.made as Promise<T>;
  }

  /** How many containers wait (made or being made). */
  get size(): number {
    return this.#waiting.size;
  }

  /**
   * Removes the containers no trial took. One still being made is removed
   * once the engine answers; it is not waited for (an interrupted run's gate
   * never answers: its clean-up reaps it instead).
   */
  async drain(): Promise<void> {
    const all = [...this.#waiting.values()];
    this.#waiting.clear();
    const closing: Promise<void>[] = [];
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
