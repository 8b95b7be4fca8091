/**
 * Containers the engine is still creating, counted across every thread of a
 * process, so that the clean-up of an interrupted run removes them too.
 *
 * A container exists (labelled, so reapable) once the engine answers its
 * create request; before that, a reap cannot see it. Each create request
 * passes through this gate: `closeCreations` stops new requests (they wait
 * for ever: the process is exiting) and waits for those in flight, after
 * which every container of the process is visible to the reaper. Worker
 * threads join the gate of the thread that started them with the shared
 * counter (`creationGateShare`).
 *
 * The counter and the flag follow the two-flag handshake: a creator counts
 * itself in, then reads the flag; the closer sets the flag, then reads the
 * count. With sequentially consistent atomics at least one of them sees the
 * other, so no request slips past a close.
 */

/** [0]: create requests in flight; [1]: 1 once the process is closing. */
let cells = new Int32Array(new SharedArrayBuffer(8));

export function creationGateShare(): SharedArrayBuffer {
  return cells.buffer as SharedArrayBuffer;
}

/** A worker thread: count its creations with the starting thread's counter. */
export function joinCreationGate(shared: SharedArrayBuffer): void {
  cells = new Int32Array(shared);
}

const never = new Promise<never>(() => undefined);

/** Runs one create request through the gate; once the process is closing, no request is sent (the promise never settles). */
export async function throughCreationGate<T>(create: () => Promise<T>): Promise<T> {
  Atomics.add(cells, 0, 1);
  if (Atomics.load(cells, 1) !== 0) {
    Atomics.sub(cells, 0, 1);
    return never;
  }
  try {
    return await create();
  } finally {
    Atomics.sub(cells, 0, 1);
  }
}

/**
 * Whether the process's clean-up has begun (its containers are being
 * reaped): a trial that ends now may have been cut by it, so its row is not
 * kept, and `--resume` runs it again.
 */
export function closing(): boolean {
  return Atomics.load(cells, 1) !== 0;
}

/** Create requests in flight now (every thread sharing the gate). */
export function creationsInFlight(): number {
  return Atomics.load(cells, 0);
}

/**
 * Stops new create requests and waits up to `timeoutMs` for those in flight
 * to be answered; returns how many are still unanswered (0: every container
 * of the process now exists and can be reaped).
 */
export async function closeCreations(timeoutMs: number): Promise<number> {
  Atomics.store(cells, 1, 1);
  const until = performance.now() + timeoutMs;
  for (;;) {
    const inFlight = Atomics.load(cells, 0);
    const left = until - performance.now();
    if (inFlight === 0 || left <= 0) return inFlight;
    await new Promise((resolve) => setTimeout(resolve, Math.min(10, left)));
  }
}
