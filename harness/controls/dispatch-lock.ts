import { z } from 'zod';
import { slotOf, stateSlot, type Control, type ControlSpec, type Lease } from './control.js';

export const DispatchLockParams = z.strictObject({});


class Grant implements Lease {
  constructor(
    private readonly lock: ReadWriteLock,
    private readonly write: boolean,
  ) {}
  release(): void {
    this.lock.release(this.write);
  }
}

/** A readers-writer lock, granted in arrival order: reads share it, a write holds it alone. */
export class ReadWriteLock {
  #readers = 0;
  #writer = false;
  readonly #queue: { write: boolean; grant: (lease: Lease) => void }[] = [];

  /** The lease at once when the lock is free; a promise of it otherwise. */
  acquire(write: boolean): Lease | Promise<Lease> {
    if (this.#queue.length === 0 && !this.#writer && (!write || this.#readers === 0)) {
      if (write) this.#writer = true;
      else this.#readers++;
      return new Grant(this, write);
    }
    return new Promise((resolve) => {
      this.#queue.push({ write, grant: resolve });
      // Stryker disable next-line CallExpression: equivalent; we queue only behind a blocked head or a held lock, so this drain grants nothing
      this.#drain();
    });
  }

  release(write: boolean): void {
    if (write) this.#writer = false;
    else this.#readers--;
    this.#drain();
  }

  #drain(): void {
    while (this.#queue.length > 0) {
      const next = this.#queue[0]!;
      if (next.write ? this.#writer || this.#readers > 0 : this.#writer) return;
      this.#queue.shift();
      if (next.write) this.#writer = true;
      else this.#readers++;
      next.grant(new Grant(this, next.write));
    }
  }
}

/** One lock per run: a built control is shared by every run of its profile. */
const LOCK = stateSlot('dispatch-lock', () => new ReadWriteLock());

/**
 * Parallel dispatch under a lock (the second seed's ToolCallRuntime): calls
 * proposed together run concurrently when they only read, and a write runs
 * alone, in the order proposed. Without it, a check can read the config while
 * a write to it is in flight and report a revision its result never saw.
 */
export const dispatchLock: ControlSpec<z.infer<typeof DispatchLockParams>> = {
  name: 'dispatch-lock',
  prevents: 'a check overlapping a write and vouching for a revision it never read',
  params: DispatchLockParams,
  stops: [],
  state: { fields: [], slot: LOCK },
  probes: [{ scenario: 'parallel_check_and_write', failure: 'false_completion', base: ['evidence'], stops: 'proposals_exhausted' }],
  fuzz: { breaks: ['complete-needs-current-check', 'no-write-while-pending', 'transient-is-retried'] },
  create(): Control {
    return {
      name: 'dispatch-lock',
      acquire(ctx, tool) {
        // Only batches take the lock.
        return slotOf(ctx, LOCK).acquire(tool.capability === 'write');
      },
    };
  },
};
