import type { PlannedTrial } from '../../ablations/runner/matrix.js';
import type { Io } from './common.js';

/** A duration for people: 45s, 3m12s, 1h02m. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

/**
 * The progress text: done of total, rate, and the time left: the estimate
 * given (an Eta's, weighed by kind of trial; `~` when part of it is a guess),
 * else the count of trials left at the rate so far.
 */
export function progressText(done: number, total: number, elapsedSeconds: number, estimate?: EtaEstimate): string {
  const rate = done / Math.max(0.001, elapsedSeconds);
  const left = estimate !== undefined ? `${estimate.guessed && Number.isFinite(estimate.seconds) ? '~' : ''}${formatDuration(estimate.seconds)}` : done === 0 ? '?' : formatDuration((total - done) / rate);
  return `${done}/${total} trials  ${rate >= 10 ? rate.toFixed(0) : rate.toFixed(1)}/s  ${done >= total ? `took ${formatDuration(elapsedSeconds)}` : `eta ${left}`}`;
}

/**
 * What kind of work a trial is, for the time left: where its harness runs (in
 * the bench's process, or a placement of an external harness), whether its
 * world is a workspace container, whether its proposer waits on a provider.
 * Trials of one kind take alike; kinds differ by orders of magnitude (an
 * in-process trial takes microseconds, a container's or a provider's seconds).
 */
export function trialKind(p: Pick<PlannedTrial, 'scenario' | 'subject' | 'proposer'>): string {
  const where = p.subject.kind === 'reference' ? 'in-process' : p.subject.identity.placement;
  return `${where}${p.scenario.world.kind === 'workspace' ? '+workspace' : ''}${p.proposer.create !== undefined ? '+llm' : ''}`;
}

/**
 * What a trial of a kind no trial has ended of yet is assumed to take, in
 * ms, until one ends: an in-process trial a millisecond, one with a container
 * (a workspace world, or an external harness's) three seconds, one waiting on
 * a provider five.
 */
function priorMs(kind: string): number {
  if (kind.includes('+llm')) return 5000;
  return kind === 'in-process' ? 1 : 3000;
}

/** The time left in seconds (NaN: unknown), and whether it counts some kind of trial at a guess (none of that kind has ended yet). */
export interface EtaEstimate {
  seconds: number;
  guessed: boolean;
}

/**
 * The time left of a run whose trials are of several kinds (trialKind): a
 * running mean of each kind's trial duration, the trials of each kind still to
 * do at that mean (a kind none of whose trials has ended yet at a prior guess,
 * priorMs), divided by the parallelism seen so far (the ended trials'
 * summed durations over the elapsed time: --jobs, threads, LLM trials in
 * flight). Counting every trial alike would be wrong by orders of magnitude in
 * a run that mixes in-process trials with container or provider ones.
 */
export class Eta {
  readonly #left = new Map<string, number>();
  readonly #seen = new Map<string, { n: number; ms: number }>();
  #busyMs = 0;
  #done = 0;

  /** One kind per trial still to do. */
  constructor(kinds: Iterable<string>) {
    for (const kind of kinds) this.#left.set(kind, (this.#left.get(kind) ?? 0) + 1);
  }

  /** A trial of this kind ended after `wallMs` of its own time. */
  done(kind: string, wallMs: number): void {
    const ms = Math.max(0, Number.isFinite(wallMs) ? wallMs : 0);
    const seen = this.#seen.get(kind) ?? { n: 0, ms: 0 };
    this.#seen.set(kind, { n: seen.n + 1, ms: seen.ms + ms });
    const left = this.#left.get(kind);
    if (left !== undefined) this.#left.set(kind, Math.max(0, left - 1));
    this.#busyMs += ms;
    this.#done++;
  }

  estimate(elapsedSeconds: number): EtaEstimate {
    if (this.#done === 0) return { seconds: Number.NaN, guessed: false };
    let remainingMs = 0;
    let guessed = false;
    for (const [kind, left] of this.#left) {
      if (left === 0) continue;
      const seen = this.#seen.get(kind);
      if (seen === undefined) guessed = true;
      remainingMs += left * (seen === undefined ? priorMs(kind) : seen.ms / seen.n);
    }
    // Trials' own time per second of the run: how many ran at once, on the whole; never taken as fewer than one
    // (less means the run spent time outside its trials, starting up say, which says nothing of what is left).
    const parallelism = this.#busyMs > 0 && elapsedSeconds > 0 ? this.#busyMs / 1000 / elapsedSeconds : 1;
    return { seconds: remainingMs / 1000 / Math.max(parallelism, 1), guessed };
  }
}

/**
 * A progress bar on a terminal; plain lines when not a TTY (CI logs): one at
 * every 10%, and one whenever 5 s passed since the last, while trials end or
 * not, so a stretch of slow trials never looks like a hung run. Both show the
 * rate and the time left.
 * With a `waits` source (what LLM trials are waiting on), the bar is redrawn
 * every second with it, and a CI log gets a `waiting:` line every 30 s while
 * something waits, so a stalled provider never looks like a hung run.
 */
export class Progress {
  readonly #io: Io;
  readonly #total: number;
  readonly #now: () => number;
  readonly #started: number;
  readonly #waits: (() => string) | undefined;
  readonly #timer: ReturnType<typeof setInterval> | undefined;
  readonly #eta: Eta | undefined;
  #lastDraw = 0;
  #lastDecile = -1;
  #done = 0;
  #lastWaitLine: number;
  readonly #waitLineMs: number;
  #lastLine: number;
  readonly #lineMs: number;

  /**
   * `timing.now`: the clock in ms (performance.now unless given); `eta`: the time left by kind of trial (else by count);
   * `lineMs`: the longest a CI log goes without a progress line (5 s); `tickMs`: how often the clock is looked at.
   */
  constructor(io: Io, total: number, waits?: () => string, timing: { tickMs?: number; waitLineMs?: number; lineMs?: number; now?: () => number; eta?: Eta } = {}) {
    this.#io = io;
    this.#total = total;
    this.#now = timing.now ?? (() => performance.now());
    this.#started = this.#now();
    this.#lastWaitLine = this.#started;
    this.#eta = timing.eta;
    this.#waits = waits;
    this.#waitLineMs = timing.waitLineMs ?? 30_000;
    this.#lastLine = this.#started;
    this.#lineMs = timing.lineMs ?? 5_000;
    if ((waits !== undefined || !io.isTty) && total > 0) {
      this.#timer = setInterval(() => this.#tick(), timing.tickMs ?? 1000);
      this.#timer.unref();
    }
  }

  update(done: number): void {
    this.#done = done;
    if (this.#total === 0) return;
    const now = this.#now();
    if (this.#io.isTty) {
      if (now - this.#lastDraw < 100 && done < this.#total) return;
      this.#draw(now);
    } else {
      const decile = Math.floor((done / this.#total) * 10);
      if (decile > this.#lastDecile || now - this.#lastLine >= this.#lineMs) {
        this.#lastDecile = Math.max(decile, this.#lastDecile);
        this.#line(now);
      }
    }
  }

  /** A CI log's progress line: the whole percent done (its tens at each 10%), and the text. */
  #line(now: number): void {
    this.#lastLine = now;
    this.#io.err(`progress: ${Math.floor((this.#done / this.#total) * 100)}%  ${this.#text(this.#done, now)}`);
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
    process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${this.#text(done, now)}${waits ? `  ${waits}` : ''}\x1b[K`);
  }

  #text(done: number, now: number): string {
    const elapsed = (now - this.#started) / 1000;
    return progressText(done, this.#total, elapsed, this.#eta?.estimate(elapsed));
  }

  #tick(): void {
    const now = this.#now();
    if (this.#io.isTty) {
      this.#draw(now);
      return;
    }
    if (now - this.#lastLine >= this.#lineMs && this.#done < this.#total) this.#line(now);
    const waits = this.#waits?.() ?? '';
    if (waits !== '' && now - this.#lastWaitLine >= this.#waitLineMs) {
      this.#lastWaitLine = now;
      this.#io.err(`waiting: ${waits} (${this.#done}/${this.#total} trials done)`);
    }
  }
}
