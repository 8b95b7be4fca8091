import fc from 'fast-check';
import type { Profile } from '../../profiles/profile.js';
import { arbFuzzCase, type CaseShape } from './arbitraries.js';
import type { FuzzCase } from './fuzz-case.js';
import { checkInvariants, findInvariant, INVARIANT_NAMES, type Violation } from './invariants.js';
import { describeStep } from './proposal-for-step.js';
import { findReference } from './reference-search.js';
import { observeCase } from './run-case.js';

/** Thrown by the fuzz property: the case and every invariant it broke. */
export class InvariantViolation extends Error {
  readonly violations: Violation[];
  readonly fuzzCase: FuzzCase;
  constructor(violations: Violation[], fuzzCase: FuzzCase) {
    super(`${violations.map((v) => `${v.invariant}: ${v.message}`).join('; ')} [steps: ${fuzzCase.steps.map(describeStep).join(', ')}]`);
    this.name = 'InvariantViolation';
    this.violations = violations;
    this.fuzzCase = fuzzCase;
  }
}

export interface PropertyOptions {
  /** Invariants to check (all by default). */
  invariants?: readonly string[];
  /** Count a violation only when a strict reference script solves the case under `full` (what saved regressions need). */
  requireSolvable?: boolean;
  shape?: CaseShape;
}

/** The violations of one case under a profile (a second run only when same-seed-same-trace is checked). */
export async function violationsOf(c: FuzzCase, profile: Profile, invariants: readonly string[] = INVARIANT_NAMES): Promise<Violation[]> {
  const rerun = invariants.some((n) => findInvariant(n).needsRerun);
  return checkInvariants(await observeCase(c, profile, { rerun }), invariants);
}

/**
 * The fuzz property: for any generated case, running it under the profile
 * breaks none of the invariants. Under `full` it must hold; under
 * `without-<control>` fast-check is expected to find (and shrink) a case.
 */
export function invariantProperty(profile: Profile, options: PropertyOptions = {}): fc.IAsyncPropertyWithHooks<[FuzzCase]> {
  const names = options.invariants ?? INVARIANT_NAMES;
  for (const name of names) findInvariant(name);
  return fc.asyncProperty(arbFuzzCase(options.shape), async (c) => {
    const violations = await violationsOf(c, profile, names);
    if (violations.length === 0) return;
    if (options.requireSolvable && (await findReference(c)) === null) return;
    throw new InvariantViolation(violations, c);
  });
}
