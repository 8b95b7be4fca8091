import { catches, type Scenario } from '../scenarios/schema.js';
import type { ProfileFacts } from './definitions.js';
import type { OutcomeCounts } from './outcome-counts.js';
import type { CellReport } from './report-schema.js';

export type CellJudgement = Pick<CellReport, 'state' | 'escaped_trials' | 'must_escape' | 'must_catch' | 'problems' | 'expectations' | 'note'>;

/**
 * The expectations of `ablations/expectations.ts`, evaluated from a cell's
 * counts instead of its rows, so they can be checked after one streaming
 * pass. Same rules, same wording:
 * - a probed failure never escapes while its catching controls are on;
 * - it escapes at least once over the trials when one of them is removed;
 * - under a profile that removes nothing, no defect of any kind escapes.
 * A cell whose scenario definition is unknown (a user's scenario file the
 * report was not given) keeps what can be derived from the rows: under a
 * profile that removes nothing, any probed failure that escaped is a problem
 * (every catching control is on), as is any defect.
 * A cell where some trial did not run (no sandbox on this machine, say) is
 * `not_run` and not judged, and a failure that never escaped in fewer trials
 * than the scenario's `matrix.min_trials` is noted, not a problem, as in
 * evaluateMatrix.
 */
export function judgeCell(counts: OutcomeCounts, profileName: string, scenario: Scenario | undefined, profile: ProfileFacts, notRunDetail: string | null = null): CellJudgement {
  const trials = counts.trials;
  const mustEscape: string[] = [];
  const mustCatch: string[] = [];
  const known = profile.controls !== null;
  if (scenario && profile.controls) {
    for (const probe of scenario.oracle.probes) {
      const controls = profile.controls;
      if (catches(probe, (c) => controls.has(c))) mustCatch.push(probe.failure);
      else mustEscape.push(probe.failure);
    }
  }
  const escapedTrials = Math.max(0, ...counts.escapes.values());
  const expectations: CellReport['expectations'] = scenario && known ? 'definition' : known && profile.removed === null ? 'derived' : 'none';
  if (counts.notRun > 0) {
    // A trial that errored (as opposed to one that could not run here) is a problem of the cell.
    const errored = counts.verdict('error');
    const problems = errored > 0 ? [`${errored} trial(s) errored: ${notRunDetail ?? ''}`] : [];
    return { state: 'not_run', escaped_trials: escapedTrials, must_escape: mustEscape, must_catch: mustCatch, problems, expectations, note: notRunDetail };
  }
  const state: CellReport['state'] =
    escapedTrials === 0 ? (counts.verdict('accepted') === trials ? 'safe' : 'caught') : escapedTrials === trials ? 'escaped' : 'flaky';
  const problems: string[] = [];
  for (const failure of mustCatch) {
    const n = counts.escapes.get(failure) ?? 0;
    if (n > 0) problems.push(`${failure} escaped in ${n}/${trials} trials although its control is on`);
  }
  // A rare failure needs the scenario's minimum of trials before its absence means anything.
  let note: string | null = null;
  const needed = scenario?.matrix.min_trials ?? 1;
  for (const failure of mustEscape) {
    if ((counts.escapes.get(failure) ?? 0) > 0) continue;
    if (trials < needed) note = `${trials} trials are too few to expect ${failure} to show (the scenario needs ${needed})`;
    else problems.push(`${failure} never escaped in ${trials} trials with its control removed`);
  }
  const removesNothing = known && profile.removed === null;
  if (!scenario && removesNothing) {
    for (const [failure, n] of counts.escapes) problems.push(`${failure} escaped in ${n}/${trials} trials although no control is removed`);
  }
  if (removesNothing) {
    for (const [kind, n] of counts.defectKinds) problems.push(`defect ${kind} escaped in ${n}/${trials} trials under ${profileName}`);
  }
  return {
    state,
    escaped_trials: escapedTrials,
    must_escape: mustEscape,
    must_catch: mustCatch,
    problems,
    expectations,
    note,
  };
}
