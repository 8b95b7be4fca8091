/**
 * SIGINT / SIGTERM during a run. A Ctrl-C reaches the bench once or twice
 * (the terminal signals the whole process group, and npm forwards it again,
 * sometimes much later on a loaded machine), so signals that arrive within
 * `BURST_MS` of the last counted one are the same request, and the first two
 * requests mean: stop scheduling, let the trials in flight finish for
 * `graceMs`, then cancel them. A third request means "now". The listeners
 * stay installed for the whole run: a signal that finds no listener would
 * kill the process with nothing flushed or removed.
 */
const BURST_MS = 1000;

export type InterruptStage = 'stop' | 'cancel' | 'now';

export class Interrupts {
  #count = 0;
  #lastAt = -Infinity;
  #timer: NodeJS.Timeout | undefined;
  readonly #onStage: (stage: InterruptStage, signal: NodeJS.Signals) => void;
  readonly #graceMs: number;
  readonly #listener = (signal: NodeJS.Signals) => this.#receive(signal);

  constructor(graceMs: number, onStage: (stage: InterruptStage, signal: NodeJS.Signals) => void) {
    this.#graceMs = graceMs;
    this.#onStage = onStage;
    process.on('SIGINT', this.#listener);
    process.on('SIGTERM', this.#listener);
  }

  get interrupted(): boolean {
    return this.#count > 0;
  }

  #receive(signal: NodeJS.Signals): void {
    const now = performance.now();
    if (now - this.#lastAt < BURST_MS) return;
    this.#lastAt = now;
    this.#count++;
    if (this.#count === 1) {
      this.#onStage('stop', signal);
      this.#timer = setTimeout(() => this.#onStage('cancel', signal), this.#graceMs);
    } else if (this.#count === 3) {
      this.#onStage('now', signal);
    }
  }

  /** Stops the grace timer (the trials ended by themselves); the listeners stay until `dispose`. */
  settled(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  dispose(): void {
    this.settled();
    process.off('SIGINT', this.#listener);
    process.off('SIGTERM', this.#listener);
  }
}
