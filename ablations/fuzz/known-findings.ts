import type { Violation } from './invariants.js';
import type { RunObservation } from './observation.js';

/**
 * Harness bugs the fuzzer has found and reported, recognised precisely so a
 * test of `full` can set them aside while they are open (each has its own
 * failing expectation in test/properties/findings.test.ts). A finding
 * explains a violation only when the trace has its exact signature.
 */
export interface KnownFinding {
  readonly name: string;
  readonly invariant: string;
  readonly summary: string;
  explains(obs: RunObservation, violation: Violation): boolean;
}

/**
 * Open findings. Empty: the two batch findings (a write admitted beside a write
 * that became pending; an export authorised before a write of its batch
 * landed) were fixed by authorising each call of a batch under the dispatch
 * lock, and are now plain regression tests in test/properties/findings.test.ts.
 */
export const KNOWN_FINDINGS: readonly KnownFinding[] = [];

/** The violations no known finding explains. */
export function unexplained(obs: RunObservation, violations: readonly Violation[], known: readonly KnownFinding[]): Violation[] {
  return violations.filter((v) => !known.some((k) => k.explains(obs, v)));
}
