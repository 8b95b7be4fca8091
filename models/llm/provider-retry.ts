import type { Clock } from '../../harness/clock.js';
import { backoffMs } from '../../harness/controls/retry.js';
import type { Random } from '../../harness/random.js';
import { ProviderDeadlineError, ProviderError } from './errors.js';
import type { ProviderFailure } from './model-adapter.js';
import { retryable } from './provider-failure.js';
import { redactText } from '../../harness/secrets.js';

/** Provider retries: capped exponential backoff with seeded jitter, at most `max_retries` per request. */
export interface ProviderRetryPolicy {
  max_retries: number;
  base_ms: number;
  cap_ms: number;
  /** Fraction of each delay drawn from the seeded generator (0: none, 1: full jitter). */
  jitter: number;
  /**
   * 429s answered per request before giving up. They do not count against
   * `max_retries`: a rate limit costs time, bounded by the trial's wall-clock cap.
   */
  max_rate_limited: number;
}

export const DEFAULT_PROVIDER_RETRY: ProviderRetryPolicy = { max_retries: 4, base_ms: 500, cap_ms: 8_000, jitter: 0.5, max_rate_limited: 100 };

export interface RetryContext {
  /** The trial's clock: the deadline is read on it. */
  clock: Clock;
  /** How a wait happens (the trial clock, or real time and the trial clock). */
  sleep(ms: number): Promise<void>;
  random: Random;
  /** Time on `clock` after which no request is started and no wait may end. */
  deadlineAt: number;
  policy: ProviderRetryPolicy;
  /** What the request is, for messages: `openai-compatible qwen2.5`. */
  label: string;
  secrets: readonly string[];
  classify(error: unknown): ProviderFailure;
  /** A failure that must not be retried or reworded (a replay mismatch, the trial's wall-clock cap). */
  fatal(): Error | null;
  /** Throws when a wait of `ms` (real time) would pass the trial's wall-clock cap. */
  checkWall(ms: number, what: string): void;
  /**
   * A 429's wait: the provider's pace, not modelled time. It never touches the
   * trial's clock or deadline (so results do not depend on how many trials
   * share the provider), and a replay does not wait at all.
   */
  rateLimitWait(ms: number): Promise<void>;
  onAttempt(): void;
  onRetry(failure: ProviderFailure, delayMs: number): void;
}

/**
 * Runs one provider request with the harness's own retries (the SDKs' are
 * off): 429 and 5xx wait for Retry-After when given, else back off; timeouts,
 * dropped connections and empty answers back off; 400-class errors are not
 * retried. Every wait goes through the injected clock and must end before the
 * deadline, or the request gives up with a `deadline` stop.
 */
export async function withProviderRetries<T>(request: () => Promise<T>, ctx: RetryContext): Promise<T> {
  let rateLimited = 0;
  let failures = 0;
  for (let attempt = 1; ; attempt++) {
    if (ctx.clock.now() >= ctx.deadlineAt) throw new ProviderDeadlineError(`deadline reached before provider request ${attempt} to ${ctx.label}`);
    ctx.checkWall(0, `before provider request ${attempt}`);
    ctx.onAttempt();
    try {
      return await request();
    } catch (error) {
      const fatal = ctx.fatal();
      if (fatal !== null) throw fatal;
      const failure = ctx.classify(error);
      const what = `${failure.status ?? failure.kind}`;
      const message = redactText(failure.message, ctx.secrets).slice(0, 500);
      if (!retryable(failure)) throw new ProviderError(failure.kind, failure.status, `${ctx.label}: provider answered ${what}, not retried: ${message}`);
      const unit = ctx.policy.jitter > 0 ? ctx.random.next() : 0;
      if (failure.kind === 'rate_limited') {
        rateLimited += 1;
        if (rateLimited > ctx.policy.max_rate_limited) {
          throw new ProviderError(failure.kind, failure.status, `${ctx.label}: gave up after ${rateLimited} rate limits (429) in a row: ${message}`);
        }
        const delay = failure.retryAfterMs ?? backoffMs(ctx.policy, Math.min(rateLimited, 8), unit);
        ctx.checkWall(delay, `waiting ${Math.round(delay)} ms after 429`);
        ctx.onRetry(failure, delay);
        await ctx.rateLimitWait(delay);
        continue;
      }
      failures += 1;
      if (failures > ctx.policy.max_retries) {
        throw new ProviderError(failure.kind, failure.status, `${ctx.label}: gave up after ${attempt} attempts, last ${what}: ${message}`);
      }
      const delay = failure.retryAfterMs ?? backoffMs(ctx.policy, failures, unit);
      if (ctx.clock.now() + delay > ctx.deadlineAt) {
        throw new ProviderDeadlineError(`${ctx.label}: waiting ${Math.round(delay)} ms after ${what} would pass the deadline`);
      }
      ctx.checkWall(delay, `waiting ${Math.round(delay)} ms after ${what}`);
      ctx.onRetry(failure, delay);
      await ctx.sleep(delay);
    }
  }
}
