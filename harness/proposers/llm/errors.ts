import type { StopReason } from '../../contracts/stop.js';
import { ConfigError, HarnessBenchError, ScriptError } from '../../errors.js';

/**
 * A proposer that cannot go on for a reason the run should report as its own
 * stop reason (token_limit, cost_limit, deadline) rather than as a
 * proposer_error. The loop reads `reason` (see `proposerStopReason`).
 */
export class ProposerStopError extends HarnessBenchError {
  readonly reason: Extract<StopReason, 'token_limit' | 'cost_limit' | 'deadline'>;
  constructor(reason: ProposerStopError['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}

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

/** The provider failed in a way that is not retried (400, 401, ...) or kept failing past the retry cap. */
export class ProviderError extends HarnessBenchError {
  readonly kind: string;
  readonly status: number | null;
  constructor(kind: string, status: number | null, message: string) {
    super(message);
    this.kind = kind;
    this.status = status;
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

/**
 * The stop reason a proposer's exception asks for, or null for an ordinary
 * proposer error. Structural, so the loop need not import this module's classes.
 */
export function proposerStopReason(error: unknown): ProposerStopError['reason'] | null {
  if (!(error instanceof Error) || !Object.hasOwn(error, 'reason')) return null;
  const reason = (error as unknown as { reason: unknown }).reason;
  return reason === 'token_limit' || reason === 'cost_limit' || reason === 'deadline' ? reason : null;
}
