import { FULL, INSTRUMENTED, without, type Profile } from '../../harness/profile.js';
import { LAB1_SCENARIOS, LAB2_SCENARIOS } from '../../scenarios/seed-labs.js';
import type { Scenario } from '../../scenarios/schema.js';
import type { ReferenceTrialOutcome } from './trial.js';

export interface SuiteCase {
  scenario: Scenario;
  profile: Profile;
  /** The profile's name as the suite prints it (the first lab has its own names). */
  profileLabel: string;
}

/** A fixed list of cases with the fields the source prints, and the source's published rows. */
export interface Suite {
  name: string;
  description: string;
  cases(): SuiteCase[];
  row(c: SuiteCase, outcome: ReferenceTrialOutcome): Record<string, unknown>;
  expected: readonly Record<string, unknown>[];
}

const rename = (profile: Profile, label: string): SuiteCase['profile'] => ({ ...profile, name: label });

function byName(scenarios: readonly Scenario[], name: string): Scenario {
  const found = scenarios.find((s) => s.name === name);
  if (!found) throw new Error(`suite refers to missing scenario ${name}`);
  return found;
}

const LAB1_PROFILES: Record<string, Profile> = {
  essential: FULL,
  instrumented: INSTRUMENTED,
  without_permissions: without('allowlist'),
  without_evidence: without('evidence'),
  without_budget: without('proposal-budget'),
};

/** The first lab's table, as published in ../shared/seeds/000_a369ab9943c0906c.txt. */
const LAB1_PUBLISHED = [
  { scenario: 'normal', profile: 'essential', status: 'complete', requests: 3, tools: 2, audits: 0, valid_config: true, published: false },
  { scenario: 'normal', profile: 'instrumented', status: 'complete', requests: 3, tools: 2, audits: 2, valid_config: true, published: false },
  { scenario: 'publish', profile: 'instrumented', status: 'tool_denied', requests: 1, tools: 0, audits: 0, valid_config: false, published: false },
  { scenario: 'publish', profile: 'without_permissions', status: 'proposals_exhausted', requests: 1, tools: 1, audits: 1, valid_config: false, published: true },
  { scenario: 'stale_check', profile: 'instrumented', status: 'completion_rejected', requests: 4, tools: 3, audits: 3, valid_config: false, published: false },
  { scenario: 'stale_check', profile: 'without_evidence', status: 'complete', requests: 4, tools: 3, audits: 3, valid_config: false, published: false },
  { scenario: 'loop', profile: 'instrumented', status: 'request_limit', requests: 4, tools: 4, audits: 4, valid_config: false, published: false },
  { scenario: 'loop', profile: 'without_budget', status: 'proposals_exhausted', requests: 8, tools: 8, audits: 8, valid_config: false, published: false },
];

/** The second lab's rows, as published. */
const LAB2_PUBLISHED = [
  { scenario: 'correct_after_feedback', status: 'complete', proposals: 4, calls: 2, pending: null, exports: [] },
  { scenario: 'runtime_retry', status: 'complete', proposals: 3, calls: 3, pending: null, exports: [] },
  { scenario: 'stale_check', status: 'proposals_exhausted', proposals: 4, calls: 3, pending: null, exports: [] },
  {
    scenario: 'unknown_is_not_failure',
    status: 'unresolved',
    proposals: 4,
    calls: 3,
    pending: { call_id: 'call-2', tool: 'queue_export', args: { operation_id: 'export-17' } },
    exports: ['export-17'],
  },
  { scenario: 'approval_required', status: 'needs_approval', proposals: 2, calls: 1, pending: null, exports: [] },
];

export const SUITES: readonly Suite[] = [
  {
    name: 'seed-lab-1',
    description: 'the first lab: 8 cases over 5 profiles (allowlist, evidence, request budget, audit)',
    cases: () =>
      LAB1_PUBLISHED.map((p) => ({
        scenario: byName(LAB1_SCENARIOS, p.scenario),
        profile: rename(LAB1_PROFILES[p.profile]!, p.profile),
        profileLabel: p.profile,
      })),
    row: (c, o) => ({
      scenario: c.scenario.name,
      profile: c.profileLabel,
      status: o.status,
      requests: o.cost.proposals,
      tools: o.cost.calls,
      audits: o.events.filter((e) => e.type === 'audit').length,
      valid_config: o.observation.state['config_valid'],
      published: o.observation.state['published'],
    }),
    expected: LAB1_PUBLISHED,
  },
  {
    name: 'seed-lab-2',
    description: 'the second lab: 5 scenarios with feedback, receipts, retries, pending and approvals',
    cases: () => LAB2_PUBLISHED.map((p) => ({ scenario: byName(LAB2_SCENARIOS, p.scenario), profile: FULL, profileLabel: 'full' })),
    row: (c, o) => ({
      scenario: c.scenario.name,
      status: o.status,
      proposals: o.cost.proposals,
      calls: o.cost.calls,
      pending: o.pending,
      exports: o.observation.state['export_ids'],
    }),
    expected: LAB2_PUBLISHED,
  },
];

export function findSuite(name: string): Suite | undefined {
  return SUITES.find((s) => s.name === name);
}
