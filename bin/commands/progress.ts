import type { Io } from './common.js';

/** A duration for people: 45s, 3m12s, 1h02m. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

/** The progress text: done of total, rate, and the time left at that rate. */
export function progressText(done: number, total: number, elapsedSeconds: number): string {
  const rate = done / Math.max(0.001, elapsedSeconds);
  const left = done === 0 ? '?' : formatDuration((total - done) / rate);
  return `${done}/${total} trials  ${rate >= 10 ? rate.toFixed(0) : rate.toFixed(1)}/s  ${done >= total ? `took ${formatDuration(elapsedSeconds)}` : `eta ${left}`}`;
}

/** A progress bar on a terminal; plain lines every 10% when not a TTY (CI logs). Both show the rate and the time left. */
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
    const elapsed = (now - this.#started) / 1000;
    if (this.#io.isTty) {
      if (now - this.#lastDraw < 100 && done < this.#total) return;
      this.#lastDraw = now;
      const width = 30;
      const filled = Math.round((done / this.#total) * width);
      process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${progressText(done, this.#total, elapsed)}  \u001b[K`);
    } else {
      const decile = Math.floor((done / this.#total) * 10);
      if (decile > this.#lastDecile) {
        this.#lastDecile = decile;
        this.#io.err(`progress: ${decile * 10}%  ${progressText(done, this.#total, elapsed)}`);
      }
    }
  }

  finish(): void {
    if (this.#io.isTty && this.#total > 0) process.stderr.write('\n');
  }
}
