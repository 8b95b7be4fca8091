/**
 * How a trial's harness is stopped, whatever launched it: once, for the first reason given (the
 * bench's wall-clock or model-request cap, an interrupt, a spent budget). A harness in a session is
 * asked to end its turn first (ACP: session/cancel), within its grace, then stopped. Before the
 * launch has said how to stop it, and after it exited, a stop does nothing.
 */
import type { HarnessSession } from '../kind.js';

export type Killed = 'wall' | 'turns' | 'abort' | 'spent';

export class TrialStopper {
  #killed: Killed | null = null;
  #stop: (() => void | Promise<void>) | null = null;
  #session: HarnessSession | null = null;
  #over = false;

  /** Why the bench stopped the harness; null when it did not. */
  get killed(): Killed | null {
    return this.#killed;
  }

  /** The launch says how to stop what it started. */
  bind(stop: () => void | Promise<void>): void {
    this.#stop = stop;
  }

  /** The session on the harness's stdio, asked to end its turn before the process is stopped. */
  attach(session: HarnessSession): void {
    this.#session = session;
  }

  /** The harness exited: nothing is left to stop (a reason given later is not recorded). */
  over(): void {
    this.#over = true;
  }

  /** The reason the harness is stopped for, recorded here when the launch did not stop it itself (its own wall-clock cap inside its container). */
  record(why: Killed): void {
    this.#killed ??= why;
  }

  kill(why: Killed): void {
    if (this.#killed !== null || this.#stop === null || this.#over) return;
    this.#killed = why;
    const stop = this.#stop;
    if (this.#session !== null) void this.#session.cancel().finally(() => void stop());
    else void stop();
  }
}
