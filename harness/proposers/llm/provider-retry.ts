import type { Clock } from '../../clock.js';
import { backoffMs } from '../../controls/retry.js';
import type { Random } from '../../random.js';
import { ProviderDeadlineError, ProviderError } from './errors.js';
import type { ProviderFailure } from './model-adapter.js';
import { retryable } from './provider-failure.js';
import { redactText } from '../../secrets.js';

/** Provider retries: capped exponential backoff with seeded jitter, at most `max_retries` per request. */
export interface ProviderRetryPolicy {
  max_retries: number;
  base_ms: number;
  cap_ms: number;
  /** Fraction of each delay drawn from the seeded generator (0: none, 1: full jitter). */
  jitter: number;
}

export const DEFAULT_PROVIDER_RETRY: ProviderRetryPolicy = { max_retries: 4, base_ms: 500, cap_ms: 8_000, jitter: 0.5 };

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
  /** A failure that must not be retried or reworded (a replay mismatch). */
  fatal(): Error | null;
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
  for (let attempt = 1; ; attempt++) {
    if (ctx.clock.now() >= ctx.deadlineAt) throw new ProviderDeadlineError(`deadline reached before provider request ${attempt} to ${ctx.label}`);
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
      if (attempt > ctx.policy.max_retries) {
        throw new ProviderError(failure.kind, failure.status, `${ctx.label}: gave up after ${attempt} attempts, last ${what}: ${message}`);
      }
      const unit = ctx.policy.jitter > 0 ? ctx.random.next() : 0;
      const delay = failure.retryAfterMs ?? backoffMs(ctx.policy, attempt, unit);
      if (ctx.clock.now() + delay > ctx.deadlineAt) {
        throw new ProviderDeadlineError(`${ctx.label}: waiting ${Math.round(delay)} ms after ${what} would pass the deadline`);
      }
      ctx.onRetry(failure, delay);
      await ctx.sleep(delay);
    }
  }
}
