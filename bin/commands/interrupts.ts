import type { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';

/**
 * SIGINT / SIGTERM during a run, counted as requests: the first request stops
 * scheduling, lets the trials in flight finish for `graceMs`, then cancels
 * them; the second changes nothing; the third means "now".
 *
 * One request can reach the bench more than once, and how many times is a
 * property of the process tree, not of timing: npm (`npm run bench`, `npx`)
 * forwards every SIGINT and SIGTERM it receives to its child, so a signal
 * sent to the process group (Ctrl-C in a terminal, `kill -INT -PGID`)
 * reaches the bench directly and once more through each npm in the chain of
 * parents above it in its group. With `copies` deliveries per request,
 * delivery n belongs to request ceil(n / copies): the first delivery always
 * starts the stop, and the run exits at once on the first delivery of the
 * third request. Copies of a signal can only merge (the kernel keeps one
 * pending signal per kind for a process not yet scheduled), never multiply,
 * so two requests never reach the third: under a heavy load a third may take
 * a fourth. The listeners stay installed until the process exits (`finish`
 * keeps them, counting on): a signal that finds no listener would kill the
 * process with nothing flushed or removed.
 */
export type InterruptStage = 'stop' | 'cancel' | 'again' | 'now';

export class Interrupts {
  #deliveries = 0;
  #requests = 0;
  #timer: NodeJS.Timeout | undefined;
  #finished = false;
  readonly #copies: number;
  readonly #onStage: (stage: InterruptStage, signal: NodeJS.Signals) => void;
  readonly #graceMs: number;
  readonly #source: EventEmitter;
  readonly #listener = (signal: NodeJS.Signals) => this.#receive(signal);

  /** `copies` and `source` (where SIGINT and SIGTERM are listened for) are this process's unless given. */
  constructor(graceMs: number, onStage: (stage: InterruptStage, signal: NodeJS.Signals) => void, options: { copies?: number; source?: EventEmitter } = {}) {
    const copies = options.copies ?? signalCopies();
    if (!Number.isInteger(copies) || copies < 1) throw new RangeError(`copies must be a positive integer, got ${copies}`);
    this.#graceMs = graceMs;
    this.#onStage = onStage;
    this.#copies = copies;
    this.#source = options.source ?? process;
    this.#source.on('SIGINT', this.#listener);
    this.#source.on('SIGTERM', this.#listener);
  }

  get interrupted(): boolean {
    return this.#deliveries > 0;
  }

  #receive(signal: NodeJS.Signals): void {
    this.#deliveries++;
    const request = Math.ceil(this.#deliveries / this.#copies);
    // Another copy of a request already acted on.
    if (request === this.#requests) return;
    this.#requests = request;
    if (request === 1) {
      if (this.#finished) return;
      this.#onStage('stop', signal);
      this.#timer = setTimeout(() => this.#onStage('cancel', signal), this.#graceMs);
    } else if (request === 2) {
      if (!this.#finished) this.#onStage('again', signal);
    } else if (request === 3) {
      this.#onStage('now', signal);
    }
  }

  /** Stops the grace timer (the trials ended by themselves); the listeners stay until `dispose`. */
  settled(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /**
   * The run is over (its store closed, its clean-up and reports left): no grace
   * to give and nothing to cancel, but the listeners stay until the process
   * exits, so that no signal kills it mid-way, and a third request still means "now".
   */
  finish(): void {
    this.settled();
    this.#finished = true;
  }

  dispose(): void {
    this.settled();
    this.#source.off('SIGINT', this.#listener);
    this.#source.off('SIGTERM', this.#listener);
  }
}

/**
 * How many times a signal sent to this process's group reaches this
 * process: once directly, plus once per npm in the unbroken chain of parents
 * above it that share its process group (each forwards what it receives,
 * its own copy and its parent's, to its child). Read from /proc; where there
 * is none, 2 when npm started this process (`npm_lifecycle_event` is set,
 * and `npm run bench` execs the bench as npm's child), else 1.
 */
export function signalCopies(pid = process.pid): number {
  const self = procStat(pid);
  if (self === null) return process.env.npm_lifecycle_event === undefined ? 1 : 2;
  let copies = 1;
  for (let parent = procStat(self.ppid); parent !== null && parent.pgrp === self.pgrp && isNpm(parent.comm); parent = procStat(parent.ppid)) copies++;
  return copies;
}

/** npm names its process after the command it runs: `npm run bench`, `npm exec tsx`, or just `npm`. */
function isNpm(comm: string): boolean {
  return comm === 'npm' || comm === 'npx' || comm.startsWith('npm ');
}

/** A process's name, parent and process group from /proc/PID/stat, or null (no /proc, the process is gone). */
function procStat(pid: number): { comm: string; ppid: number; pgrp: number } | null {
  if (!(pid > 0)) return null;
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // "PID (COMM) STATE PPID PGRP ...": the name may itself hold spaces and parentheses, so it ends at the last ')'.
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  return { comm: text.slice(text.indexOf('(') + 1, close), ppid: Number(fields[1]), pgrp: Number(fields[2]) };
}
