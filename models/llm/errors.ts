import { ConfigError, InfrastructureError, ProposerStopError, ScriptError } from '../../harness/errors.js';
import type { ProposerUsage } from '../../harness/contracts/proposer.js';

export { ProposerStopError, proposerStopReason } from '../../harness/errors.js';

/** A per-trial cap on tokens or money was passed. Thrown before the over-budget answer is acted on. */
export class BudgetExceededError extends ProposerStopError {
  constructor(reason: 'token_limit' | 'cost_limit', message: string) {
    super(reason, message);
  }
}

/** Waiting for the provider again (Retry-After or backoff) would pass the trial's deadline. */
export class ProviderDeadlineError extends ProposerStopError {
  constructor(message: string) {
    super('deadline', message);
  }
}

/**
 * The provider failed in a way that is not retried (400, 401, 404 model, ...) or kept failing past
 * the retry cap (refused connections, 5xx, unusable replies): infrastructure, never a verdict.
 */
export class ProviderError extends InfrastructureError {
  readonly kind: string;
  readonly status: number | null;
  /** What the trial spent before the failure, when no proposer of its own counts it (a real model behind a harness). */
  readonly spent: ProposerUsage | undefined;
  constructor(kind: string, status: number | null, message: string, spent?: ProposerUsage) {
    super('provider', message);
    this.kind = kind;
    this.status = status;
    this.spent = spent;
  }
}

/**
 * The trial's wall-clock cap (`--trial-timeout`) was reached while waiting on
 * the provider: the request in flight is cut and the trial is not judged.
 */
export class TrialTimeoutError extends ProviderError {
  constructor(message: string) {
    super('trial_timeout', null, message);
  }
}

/**
 * A replayed request differs from the recording, or the recording has no such
 * step. A ScriptError: the run was not the recorded one, so it must fail
 * loudly rather than be scored.
 */
export class ReplayMismatchError extends ScriptError {}

/** A missing API key variable, a bad spec or a bad price file. */
export class LlmConfigError extends ConfigError {}

