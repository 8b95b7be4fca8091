import { judgeCell, problemText, type CellFacts } from '../ablations/judge/expectations.js';
import type { Scenario } from '../scenarios/schema.js';
import type { ProfileFacts } from './definitions.js';
import { rate, type OutcomeCounts } from './outcome-counts.js';
import type { CellReport } from './report-schema.js';

export type CellJudgement = Pick<CellReport, 'state' | 'escaped_trials' | 'must_escape' | 'must_catch' | 'problems' | 'issues' | 'provocation' | 'expectations' | 'note'>;

/**
 * A cell's verdict for the report files: `judgeCell` (ablations/judge/expectations.ts,
 * the one judge the terminal table and the exit code also read) over the
 * cell's streamed counts, its problems put into words and its escape rates
 * over the provoked trials given Wilson intervals.
 */
export function reportCell(counts: OutcomeCounts, profileName: string, scenario: Scenario | undefined, profile: ProfileFacts, detail: string | null = null): CellJudgement {
  const facts: CellFacts = { profile: profileName, scenario, controls: profile.controls, removed: profile.removed };
  const j = judgeCell(counts, facts, detail);
  return {
    state: j.state,
    escaped_trials: j.escaped_trials,
    must_escape: j.must_escape,
    must_catch: j.must_catch,
    problems: j.problems.map(problemText),
    issues: j.problems,
    provocation: j.provocation.map((p) => ({ ...p, escape_rate: rate(p.escaped, p.provoked) })),
    expectations: j.expectations,
    note: j.note,
  };
}
