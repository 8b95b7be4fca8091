import { FULL, type Profile } from '../../harness/profile.js';
import type { Scenario } from '../../scenarios/schema.js';
import { runTrial } from '../runner/trial.js';
import { caseToScenario } from './case-scenario.js';
import type { FuzzCase } from './fuzz-case.js';
import { findInvariant, type Violation } from './invariants.js';

export type Probe = Scenario['oracle']['probes'][number];

/** Each broken invariant as a probe: its failure kind, caught by the removed control (or, under full, the control whose job it is). */
export function probesFor(violations: readonly Violation[], profile: Profile): Probe[] {
  const probes = new Map<string, Probe>();
  for (const v of violations) {
    const inv = findInvariant(v.invariant);
    const probe = { failure: inv.failure, caught_by: profile.removed ?? inv.upheldBy };
    probes.set(`${probe.failure}/${probe.caught_by}`, probe);
  }
  return [...probes.values()];
}

/**
 * The probes the bench's own outcome oracle agrees with: the failure escapes
 * when the case runs under the profile (through runTrial, judged from the
 * world) and does not under `full`. Invariants are stricter than outcomes (a
 * budget can be overrun by proposals that never executed), so not every
 * broken invariant is a failure the oracle sees; a saved case whose probes
 * agree keeps the ablation matrix consistent when it runs the file.
 */
export async function agreeingProbes(c: FuzzCase, profile: Profile, violations: readonly Violation[]): Promise<Probe[]> {
  if (profile.removed === null) return [];
  const probes = probesFor(violations, profile);
  const scenario = caseToScenario(c, { name: 'fuzz-oracle', description: '', probes, reference: { kind: 'scripted', strict: false, bad_input: true, steps: [null] } });
  const under = await runTrial({ scenario, profile, proposer: scenario.proposer, seed: c.seed, runId: 'fuzz-oracle' });
  const full = await runTrial({ scenario, profile: FULL, proposer: scenario.proposer, seed: c.seed, runId: 'fuzz-oracle' });
  return probes.filter((p) => under.judgement.escaped.includes(p.failure) && !full.judgement.escaped.includes(p.failure));
}
