import fc from 'fast-check';
import type { Profile } from '../../harness/profile.js';
import { arbFuzzCase } from './arbitraries.js';
import type { FuzzCase } from './fuzz-case.js';
import { checkInvariants, findInvariant, INVARIANT_NAMES, type Violation } from './invariants.js';
import { describeStep } from './proposal-for-step.js';
import { unexplained, type KnownFinding } from './known-findings.js';
import { agreeingProbes } from './oracle-agreement.js';
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
  /** Count a violation only when the outcome oracle sees a broken invariant's failure escape (profiles that remove a control). */
  requireOracle?: boolean;
  /** Known harness bugs to set aside (tests of `full` while they are open); none by default. */
  known?: readonly KnownFinding[];
}

/** The violations of one case under a profile (a second run only when same-seed-same-trace is checked), known findings set aside. */
export async function violationsOf(
  c: FuzzCase,
  profile: Profile,
  invariants: readonly string[] = INVARIANT_NAMES,
  known: readonly KnownFinding[] = [],
): Promise<Violation[]> {
  const rerun = invariants.some((n) => findInvariant(n).needsRerun);
  const obs = await observeCase(c, profile, { rerun });
  return unexplained(obs, checkInvariants(obs, invariants), known);
}

/**
 * The fuzz property: for any generated case, running it under the profile
 * breaks none of the invariants. Under `full` it must hold; under
 * `without-<control>` fast-check is expected to find (and shrink) a case.
 */
export function invariantProperty(profile: Profile, options: PropertyOptions = {}): fc.IAsyncPropertyWithHooks<[FuzzCase]> {
  const names = options.invariants ?? INVARIANT_NAMES;
  for (const name of names) findInvariant(name);
  return fc.asyncProperty(arbFuzzCase(), async (c) => {
    const violations = await violationsOf(c, profile, names, options.known);
    if (violations.length === 0) return;
    if (options.requireSolvable && (await findReference(c)) === null) return;
    if (options.requireOracle && profile.removed !== null && (await agreeingProbes(c, profile, violations)).length === 0) return;
    throw new InvariantViolation(violations, c);
  });
}
