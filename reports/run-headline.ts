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

export function runHeadline(a: { problem_count: number; not_run_cells: number; cells: readonly unknown[] }): RunHeadline {
  const notRun = a.not_run_cells > 0 ? `${plural(a.not_run_cells, 'cell')} of ${a.cells.length} not run (not judged)` : '';
  if (a.problem_count > 0) return { tone: 'fail', text: [`${plural(a.problem_count, 'expectation problem')}`, notRun].filter(Boolean).join('; ') };
  if (a.not_run_cells > 0) return { tone: 'incomplete', text: `incomplete: ${notRun}; the ${a.cells.length - a.not_run_cells} that ran meet their expectations` };
  return { tone: 'ok', text: 'every matrix expectation holds' };
}
