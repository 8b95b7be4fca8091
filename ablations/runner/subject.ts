import { ConfigError } from '../../harness/errors.js';
import type { Profile } from '../../harness/profile.js';
import type { HarnessIdentity } from '../../harness/under-test.js';
import type { Scenario } from '../../scenarios/schema.js';
import { prepareCell, prepareExternalCell, referenceIdentity, type BenchHarness, type Cell, type PreparedScenario, type ProposerSource } from './cell.js';
import { outsideWorkspace } from '../judge/out-of-reach.js';

/**
 * A system under test: one column of the matrix (scenarios x subjects x
 * proposers). The reference harness under one profile is a subject, held to
 * the controls' expectations (a probed failure is caught while its control is
 * on and escapes without it); an external harness's configuration is another,
 * measured on the same scenarios and judged by the same oracle. Both run
 * through the one trial runner; every row records its subject's identity.
 */
export type Subject = ReferenceSubject | ExternalSubject;

export interface ReferenceSubject {
  readonly kind: 'reference';
  /** The column: the profile's name (the store's `profile` field). */
  readonly name: string;
  readonly profile: Profile;
  readonly identity: HarnessIdentity;
}

/** An external harness under test, with the configuration it was made from. */
export type ConfiguredHarness = BenchHarness & { readonly configuration: unknown };

export interface ExternalSubject {
  readonly kind: 'external';
  /** The column: the configuration's name. */
  readonly name: string;
  readonly harness: ConfiguredHarness;
  readonly identity: HarnessIdentity;
  /** The column as a profile with no bench controls (the harness brings its own). */
  readonly column: Profile;
}

export function referenceSubject(profile: Profile): ReferenceSubject {
  return { kind: 'reference', name: profile.name, profile, identity: referenceIdentity(profile) };
}

export function referenceSubjects(profiles: readonly Profile[]): ReferenceSubject[] {
  return profiles.map(referenceSubject);
}

export function externalSubject(harness: ConfiguredHarness): ExternalSubject {
  const { identity } = harness;
  return {
    kind: 'external',
    name: identity.name,
    harness,
    identity,
    column: { name: identity.name, description: `${identity.version} (configuration ${identity.digest})`, controls: {}, audit: false, removed: null },
  };
}

/** The subject's column as a profile (a harness under test's has no bench controls). */
export function columnOf(subject: Subject): Profile {
  return subject.kind === 'reference' ? subject.profile : subject.column;
}

/** Whether a subject is held to the controls' expectations (the reference harness under a profile) rather than measured. */
export function isJudged(subject: Subject): subject is ReferenceSubject {
  return subject.kind === 'reference';
}

/**
 * Why the plan has no cell of a scenario for a subject, or null when it has:
 * - `not_for_profile`: the scenario names the reference profiles it is meant for (`matrix.profiles`), not this one;
 * - `no_workspace`: the configuration runs inside the trial's workspace container (`placement: container`,
 *   its own tools on) and the scenario has no workspace.
 * No trial, row or report cell exists for such a pair. Any other scenario is planned for an external
 * harness, and its cell says when the scenario is out of its reach (ablations/judge/out-of-reach.ts).
 * The one decision the plan (ablations/runner/matrix.ts planTrials) and the run's first lines (bin/commands/plan-text.ts) read.
 */
export type Unplanned = 'not_for_profile' | 'no_workspace';

export function unplannedReason(subject: Subject, scenario: Scenario): Unplanned | null {
  if (subject.kind === 'external') return outsideWorkspace(scenario, subject.harness.tools) ? 'no_workspace' : null;
  const only = scenario.matrix.profiles;
  return only === undefined || only.includes(subject.name) ? null : 'not_for_profile';
}

/** Whether the matrix runs a scenario on a subject (see unplannedReason). */
export function runsOn(subject: Subject, scenario: Scenario): boolean {
  return unplannedReason(subject, scenario) === null;
}

/** The cell of one scenario, subject and proposer (ablations/runner/cell.ts). */
export function prepareSubjectCell(subject: Subject, scenario: Scenario | PreparedScenario, proposer: ProposerSource): Cell {
  return subject.kind === 'reference' ? prepareCell(scenario, subject.profile, proposer) : prepareExternalCell(scenario, subject.harness, subject.column, proposer);
}

/** The subjects' columns must differ: a configuration named like a profile would merge two columns. */
export function assertDistinctColumns(subjects: readonly Subject[]): void {
  const seen = new Map<string, Subject>();
  for (const s of subjects) {
    const other = seen.get(s.name);
    if (other !== undefined) {
      throw new ConfigError(
        other.kind === s.kind ? `${s.kind === 'reference' ? 'profile' : 'harness configuration'} ${s.name} is given twice` : `harness configuration ${s.name} has the name of a profile of the reference harness; rename the configuration`,
      );
    }
    seen.set(s.name, s);
  }
}

/**
 * The matrix's columns, as every front door builds them (`run`, the package's `runMatrix`): the
 * reference harness under each chosen profile (null: the reference harness is not chosen), then each
 * harness under test, whose package must be installed; no two columns share a name.
 */
export function matrixSubjects(profiles: readonly Profile[] | null, harnesses: readonly (ConfiguredHarness & { missingPackage(): string | null })[]): Subject[] {
  for (const h of harnesses) {
    const missing = h.missingPackage();
    if (missing !== null) throw new ConfigError(missing);
  }
  const subjects: Subject[] = [...(profiles === null ? [] : referenceSubjects(profiles)), ...harnesses.map(externalSubject)];
  assertDistinctColumns(subjects);
  return subjects;
}

/**
 * The configurations the plan runs only on the workspace scenarios (they run
 * inside the trial's workspace container), said once for all of them, e.g.
 * "claude-box, claude-box+skip run only on the 14 workspace scenarios (they run
 * inside the workspace container; the other 57 are not planned for them)".
 * Read from the plan's own decision (unplannedReason); null when it leaves no
 * scenario out for that reason.
 */
export function workspaceOnlyText(subjects: readonly Subject[], scenarios: readonly Scenario[]): string | null {
  const names = subjects.filter((s) => scenarios.some((scenario) => unplannedReason(s, scenario) === 'no_workspace')).map((s) => s.name);
  if (names.length === 0) return null;
  const workspace = scenarios.filter((scenario) => scenario.world.kind === 'workspace').length;
  const others = scenarios.length - workspace;
  const one = names.length === 1;
  const who = `${names.join(', ')} ${one ? 'runs' : 'run'}`;
  const they = one ? 'it runs' : 'they run';
  if (workspace === 0) return `${who} on none of the chosen scenarios: ${they} inside the workspace container, and ${scenarios.length === 1 ? `${scenarios[0]!.name} has no workspace` : `none of the ${scenarios.length} has a workspace`}`;
  return `${who} only on the ${workspace} workspace scenario${workspace === 1 ? '' : 's'} (${they} inside the workspace container; the other ${others} ${others === 1 ? 'is' : 'are'} not planned for ${one ? 'it' : 'them'})`;
}
