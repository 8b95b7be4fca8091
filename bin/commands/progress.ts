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

/**
 * A progress bar on a terminal; plain lines every 10% when not a TTY (CI logs).
 * Both show the rate and the time left.
 * With a `waits` source (what LLM trials are waiting on), the bar is redrawn
 * every second with it, and a CI log gets a `waiting:` line every 30 s while
 * something waits, so a stalled provider never looks like a hung run.
 */
export class Progress {
  readonly #io: Io;
  readonly #total: number;
  readonly #started = performance.now();
  readonly #waits: (() => string) | undefined;
  readonly #timer: ReturnType<typeof setInterval> | undefined;
  #lastDraw = 0;
  #lastDecile = -1;
  #done = 0;
  #lastWaitLine = performance.now();
  readonly #waitLineMs: number;

  constructor(io: Io, total: number, waits?: () => string, timing: { tickMs?: number; waitLineMs?: number } = {}) {
    this.#io = io;
    this.#total = total;
    this.#waits = waits;
    this.#waitLineMs = timing.waitLineMs ?? 30_000;
    if (waits !== undefined && total > 0) {
      this.#timer = setInterval(() => this.#tick(), timing.tickMs ?? 1000);
      this.#timer.unref();
    }
  }

  update(done: number): void {
    this.#done = done;
    if (this.#total === 0) return;
    const now = performance.now();
    if (this.#io.isTty) {
      if (now - this.#lastDraw < 100 && done < this.#total) return;
      this.#draw(now);
    } else {
      const decile = Math.floor((done / this.#total) * 10);
      if (decile > this.#lastDecile) {
        this.#lastDecile = decile;
        this.#io.err(`progress: ${decile * 10}%  ${progressText(done, this.#total, (now - this.#started) / 1000)}`);
      }
    }
  }

  finish(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    if (this.#io.isTty && this.#total > 0) process.stderr.write('\n');
  }

  #draw(now: number): void {
    this.#lastDraw = now;
    const width = 30;
    const done = this.#done;
    const filled = Math.round((done / this.#total) * width);
    const waits = this.#waits?.() ?? '';
    process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${progressText(done, this.#total, (now - this.#started) / 1000)}${waits ? `  ${waits}` : ''}\x1b[K`);
  }

  #tick(): void {
    const now = performance.now();
    if (this.#io.isTty) {
      this.#draw(now);
      return;
    }
    const waits = this.#waits?.() ?? '';
    if (waits !== '' && now - this.#lastWaitLine >= this.#waitLineMs) {
      this.#lastWaitLine = now;
      this.#io.err(`waiting: ${waits} (${this.#done}/${this.#total} trials done)`);
    }
  }
}
