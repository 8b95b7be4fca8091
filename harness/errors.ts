import type { StopReason } from './contracts/stop.js';
/**
 * Exceptions are for misconfiguration and bugs only. Expected outcomes of a
 * control (deny, ask, refuse) are data, never thrown.
 */
export class HarnessBenchError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** A scenario, profile or flag that cannot be used as given. */
export class ConfigError extends HarnessBenchError {}

/** A scripted proposer was asked for a step it does not have, or found no rule for the feedback. */
export class ScriptError extends HarnessBenchError {}

/** A stored file (results, event log) that cannot be read back. */
export class StoreError extends HarnessBenchError {}

/** A run that never stops: a profile left without any bound. */
export class RunawayError extends HarnessBenchError {}

/** A world that cannot be built on this machine (no Docker engine reachable); its trials are reported as not run. */
export class WorldUnavailableError extends HarnessBenchError {}

/**
 * An error that ends the run as a whole (a simulated crash, a replay that
 * diverged): never read as a tool's or a proposer's failure.
 */
export class AbortRun extends HarnessBenchError {}

/** Which part of the bench's plumbing failed. */
export type InfrastructureSource = 'provider' | 'sandbox' | 'world';

/**
 * The bench's plumbing failed, not the harness under test: a model provider
 * that cannot be reached or keeps failing past its retries, a model that does
 * not exist, an unusable reply, a sandbox engine that fails a request. It ends
 * the run as a whole (an AbortRun, so no control reads it as a tool's or a
 * proposer's failure) and the trial is an `error` row with this cause, never a
 * verdict.
 */
export class InfrastructureError extends AbortRun {
  readonly source: InfrastructureSource;
  constructor(source: InfrastructureSource, message: string, options?: ErrorOptions) {
    super(message, options);
    this.source = source;
  }
}

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

/**
 * The stop reason a proposer's exception asks for, or null for an ordinary
 * proposer error. Structural, so any proposer's error can carry a reason.
 */
export function proposerStopReason(error: unknown): ProposerStopError['reason'] | null {
  if (!(error instanceof Error) || !Object.hasOwn(error, 'reason')) return null;
  const reason = (error as unknown as { reason: unknown }).reason;
  return reason === 'token_limit' || reason === 'cost_limit' || reason === 'deadline' ? reason : null;
}
