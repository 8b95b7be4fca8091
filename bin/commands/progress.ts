import type { Io } from './common.js';

/** A progress bar on a terminal; plain lines every 10% when not a TTY (CI logs). */
export class Progress {
  readonly #io: Io;
  readonly #total: number;
  readonly #started = performance.now();
  #lastDraw = 0;
  #lastDecile = -1;

  constructor(io: Io, total: number) {
    this.#io = io;
    this.#total = total;
  }

  update(done: number): void {
    if (this.#total === 0) return;
    const now = performance.now();
    if (this.#io.isTty) {
      if (now - this.#lastDraw < 100 && done < this.#total) return;
      this.#lastDraw = now;
      const width = 30;
      const filled = Math.round((done / this.#total) * width);
      const rate = done / Math.max(0.001, (now - this.#started) / 1000);
      process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${this.#total} trials  ${rate.toFixed(0)}/s `);
    } else {
      const decile = Math.floor((done / this.#total) * 10);
      if (decile > this.#lastDecile) {
        this.#lastDecile = decile;
        this.#io.err(`progress: ${done}/${this.#total} trials (${decile * 10}%)`);
      }
    }
  }

  finish(): void {
    if (this.#io.isTty && this.#total > 0) process.stderr.write('\n');
  }
}
