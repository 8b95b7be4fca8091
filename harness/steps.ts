/**
 * Work that waits only when it must. A `Steps<T>` is a generator that yields
 * a promise whenever it has to wait for one (a slow tool, an LLM proposer, a
 * durable log's fsync) and returns its result at the end. `drive` runs it
 * synchronously for as long as nothing is pending, so a run whose proposer
 * and world answer at once allocates no promise per call and takes no
 * microtask turn per step; the first real wait switches it to an async loop.
 *
 * Inside a generator, `const x = (yield promise) as X` reads like
 * `const x = await promise`: a rejection is thrown at the yield, and
 * `yield*` delegates to another `Steps`, as a call would.
 */
export type Steps<T> = Generator<Promise<unknown>, T, unknown>;

/** Whether a value that is a result or steps giving one is steps (results are plain data). */
export function isSteps<T>(value: T | Steps<T>): value is Steps<T> {
  return typeof (value as { next?: unknown }).next === 'function' && typeof (value as { throw?: unknown }).throw === 'function';
}

/** Runs `steps` to its end: at once while it yields nothing, then awaiting each promise it yields. */
export function drive<T>(steps: Steps<T>): Promise<T> {
  let step: IteratorResult<Promise<unknown>, T>;
  try {
    step = steps.next();
  } catch (error) {
    return Promise.reject(error);
  }
  return step.done ? Promise.resolve(step.value) : resume(steps, step.value);
}

async function resume<T>(steps: Steps<T>, waiting: Promise<unknown>): Promise<T> {
  for (;;) {
    // A rejection is thrown into the generator; an error the generator throws ends the run.
    // (Promise.resolve: a caller that yields a plain value by mistake gets it back, as `await` would.)
    const step = await Promise.resolve(waiting).then(
      (value) => steps.next(value),
      (error: unknown) => steps.throw(error),
    );
    if (step.done) return step.value;
    waiting = step.value;
  }
}
