import { checkCounts, type ExpectationCheck } from '../ablations/results/harness-expectations.js';

/**
 * The one-line verdict of a run, shared by the HTML header and summary.md:
 * "every matrix expectation holds" only when every cell ran and met its
 * expectation. Cells that did not run are never counted as passed; they make
 * the run `incomplete` (judged only where it ran), not green.
 */
export type HeadlineTone = 'ok' | 'fail' | 'incomplete';

export interface RunHeadline {
  tone: HeadlineTone;
  text: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function runHeadline(a: { problem_count: number; not_run_cells: number; cells: readonly unknown[]; harness_expectations?: readonly Pick<ExpectationCheck, 'state'>[] | undefined }): RunHeadline {
  const notRun = a.not_run_cells > 0 ? `${plural(a.not_run_cells, 'cell')} of ${a.cells.length} not run (not judged)` : '';
  const checks = a.harness_expectations ?? [];
  const { unmet, unjudged } = checkCounts(checks);
  const harness = [unmet > 0 ? `${unmet} of ${plural(checks.length, 'harness expectation check')} unmet` : '', unjudged > 0 ? `${unjudged} harness expectation check(s) not judged` : ''].filter(Boolean);
  if (a.problem_count > 0 || unmet > 0) return { tone: 'fail', text: [a.problem_count > 0 ? `${plural(a.problem_count, 'expectation problem')}` : '', ...harness, notRun].filter(Boolean).join('; ') };
  if (a.not_run_cells > 0 && unjudged === 0) return { tone: 'incomplete', text: `incomplete: ${notRun}; the ${a.cells.length - a.not_run_cells} that ran meet their expectations` };
  if (unjudged > 0) return { tone: 'incomplete', text: `incomplete: ${[notRun, ...harness].filter(Boolean).join('; ')}; what was judged meets its expectations` };
  return { tone: 'ok', text: checks.length > 0 ? `every matrix expectation and all ${plural(checks.length, 'harness expectation check')} hold` : 'every matrix expectation holds' };
}
