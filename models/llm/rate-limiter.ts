import { systemClock, type Clock } from '../../harness/clock.js';

/**
 * A provider's pace, shared by every trial that talks to it: at most
 * `maxInFlight` requests at once (a limit that halves on a 429 and grows back
 * by one per `limit` successes), requests-per-minute and tokens-per-minute
 * budgets over a sliding minute, and a pause until a 429's Retry-After has
 * passed. It only ever delays a request in real time: nothing it does reaches
 * a trial's clock, so results do not depend on it.
 */

export interface LimiterOptions {
  /** The most requests in flight at once; the adaptive limit moves under it. */
  maxInFlight: number;
  /** Requests per minute, if the provider declares a budget. */
  rpm?: number | undefined;
  /** Tokens (in + out) per minute, if the provider declares a budget. */
  tpm?: number | undefined;
  /** Real time (default the system clock); tests pass a virtual one. */
  clock?: Clock | undefined;
}

/** Held while a request is in flight; give back the tokens it really used (null: keep the estimate). */
export type Permit = (tokensUsed: number | null) => void;

const MINUTE = 60_000;

export class LimiterAbortedError extends Error {
  constructor() {
    super('aborted while waiting for the provider rate limiter');
    this.name = 'LimiterAbortedError';
  }
}

export class ProviderLimiter {
  readonly #o: LimiterOptions;
  readonly #clock: Clock;
  #limit: number;
  #inFlight = 0;
  #pausedUntil = 0;
  #lastCut = -Infinity;
  /** Request start times in the last minute. */
  readonly #starts: number[] = [];
  /** Tokens charged in the last minute. */
  readonly #spent: { at: number; tokens: number }[] = [];
  /** Acquisitions go one at a time, in arrival order. */
  #gate: Promise<void> = Promise.resolve();
  #released: (() => void) | null = null;
  /** Rate limits seen (429s reported). */
  rateLimited = 0;

  constructor(options: LimiterOptions) {
    if (!(options.maxInFlight >= 1)) throw new RangeError(`maxInFlight must be >= 1, got ${options.maxInFlight}`);
    this.#o = options;
    this.#clock = options.clock ?? systemClock;
    this.#limit = options.maxInFlight;
  }

  /** The current adaptive in-flight limit. */
  get limit(): number {
    return Math.floor(this.#limit);
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /** Whether a request's token estimate matters (a tokens-per-minute budget is set); computing one costs a serialisation. */
  get countsTokens(): boolean {
    return this.#o.tpm !== undefined;
  }

  /** Waits until a request of about `estimatedTokens` may start; the permit must be released when it ends. */
  acquire(estimatedTokens: number, signal?: AbortSignal, onWait?: (ms: number) => () => void): Promise<Permit> {
    const turn = this.#gate.then(() => this.#admit(estimatedTokens, signal, onWait));
    this.#gate = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  }

  /** A 429: halve the in-flight limit (once per burst) and pause every request until `waitMs` has passed. */
  onRateLimited(waitMs: number): void {
    const now = this.#clock.now();
    this.rateLimited += 1;
    if (now - this.#lastCut > Math.max(1000, waitMs)) {
      this.#limit = Math.max(1, Math.floor(this.#limit / 2));
      this.#lastCut = now;
    }
    this.#pausedUntil = Math.max(this.#pausedUntil, now + waitMs);
  }

  /** A success: the limit grows back by one for every `limit` successes, up to maxInFlight. */
  onSuccess(): void {
    this.#limit = Math.min(this.#o.maxInFlight, this.#limit + 1 / Math.max(1, Math.floor(this.#limit)));
  }

  async #admit(estimate: number, signal: AbortSignal | undefined, onWait: ((ms: number) => () => void) | undefined): Promise<Permit> {
    for (;;) {
      if (signal?.aborted) throw new LimiterAbortedError();
      const now = this.#clock.now();
      this.#expire(now);
      if (this.#inFlight >= this.limit) {
        await this.#untilRelease(signal);
        continue;
      }
      const wait = this.#waitMs(now, estimate);
      if (wait <= 0) break;
      const done = onWait?.(wait);
      try {
        await sleep(this.#clock, wait, signal);
      } finally {
        done?.();
      }
    }
    const at = this.#clock.now();
    this.#inFlight += 1;
    // The sliding minutes are kept only for the budgets that are set.
    if (this.#o.rpm !== undefined) this.#starts.push(at);
    const charge = { at, tokens: estimate };
    if (this.#o.tpm !== undefined) this.#spent.push(charge);
    let released = false;
    return (used) => {
      if (released) return;
      released = true;
      this.#inFlight -= 1;
      if (used !== null) charge.tokens = used;
      const wake = this.#released;
      this.#released = null;
      wake?.();
    };
  }

  #expire(now: number): void {
    while (this.#starts.length > 0 && this.#starts[0]! <= now - MINUTE) this.#starts.shift();
    while (this.#spent.length > 0 && this.#spent[0]!.at <= now - MINUTE) this.#spent.shift();
  }

  /** How long until the pause, the request budget and the token budget all allow one more request. */
  #waitMs(now: number, estimate: number): number {
    let wait = this.#pausedUntil - now;
    const rpm = this.#o.rpm;
    if (rpm !== undefined && this.#starts.length >= rpm) wait = Math.max(wait, this.#starts[this.#starts.length - rpm]! + MINUTE - now);
    const tpm = this.#o.tpm;
    if (tpm !== undefined && this.#spent.length > 0) {
      let total = estimate;
      for (const s of this.#spent) total += s.tokens;
      // Drop the oldest charges until the new one fits; wait for the last one dropped to leave the window.
      for (let i = 0; total > tpm && i < this.#spent.length; i++) {
        total -= this.#spent[i]!.tokens;
        wait = Math.max(wait, this.#spent[i]!.at + MINUTE - now);
      }
    }
    return wait;
  }

  #untilRelease(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const previous = this.#released;
      const onAbort = () => reject(new LimiterAbortedError());
      this.#released = () => {
        signal?.removeEventListener('abort', onAbort);
        previous?.();
        resolve();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}

/** A sleep on `clock` that an abort cuts short. */
function sleep(clock: Clock, ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal === undefined) return clock.sleep(ms);
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(new LimiterAbortedError());
    signal.addEventListener('abort', onAbort, { once: true });
    clock.sleep(ms).then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, reject);
  });
}

/** A rough token count of a request before it is sent (4 characters a token), for the tokens-per-minute budget. */
export function estimateTokens(text: string, maxOutput: number): number {
  return Math.ceil(text.length / 4) + maxOutput;
}
