import { CELL_STATES } from '../ablations/judge/cell-states.js';
import { harnessPlacementText } from './harness-placement.js';
import { escapeMarkdown as md } from './markdown-escape.js';
import { rateText } from './rate-text.js';
import type { Aggregate } from './report-schema.js';
import { runHeadline } from './run-headline.js';
import { runTotalsMarkdown } from './run-totals.js';
import { expectationChecksMarkdown, scorecardMarkdown } from './scorecard-views.js';

/** The run's summary for a CI step summary or a pull request: verdict, per-profile outcomes, per-control findings, problems. */
export function formatSummaryMarkdown(a: Aggregate, options: { maxProblems?: number } = {}): string {
  const maxProblems = options.maxProblems ?? 30;
  const lines: string[] = [];
  lines.push(`## harness-bench: ${runHeadline(a).text}`);
  lines.push('');
  lines.push(`Run seed ${a.header.run_seed}, ${a.header.trials} trials per cell, ${a.cells.length} cells, ${a.rows} rows. Rates with Wilson 95% intervals.`);
  const placement = harnessPlacementText(a.header);
  if (placement !== null) lines.push('', `${md(placement.charAt(0).toUpperCase() + placement.slice(1))}.`);
  lines.push(...runTotalsMarkdown(a));
  if (a.not_run_cells > 0) {
    const notes = [...new Set(a.cells.flatMap((c) => (c.note === null ? [] : [c.note])))];
    lines.push('');
    lines.push(`${a.not_run_cells} cells did not run and were not judged: ${md(notes.join('; ')) || 'no reason recorded'}.`);
  }
  lines.push('');
  // Cells per state, in words, in the order of ablations/judge/cell-states.ts.
  lines.push(`| profile | cells | accepted | defect | safe stop | false reject | cells: ${CELL_STATES.map((s) => s.word).join(' / ')} |`);
  lines.push('|---|---:|---|---|---|---|---|');
  for (const p of a.profiles) {
    const counts = CELL_STATES.map((s) => p.states[s.id] ?? 0).join(' / ');
    lines.push(`| ${md(p.name)} | ${p.cells} | ${rateText(p.accept)} | ${rateText(p.defect)} | ${rateText(p.safe_stop)} | ${rateText(p.false_reject)} | ${counts} |`);
  }
  lines.push('');
  lines.push(`| control | verdict | its failures escape, removed | with it on (${md(a.baseline ?? 'no baseline')}) | prevented |`);
  lines.push('|---|---|---|---|---|');
  for (const c of a.controls) {
    lines.push(`| ${md(c.control)} | ${c.verdict} | ${rateText(c.escape.without)} | ${rateText(c.escape.with)} | ${md(c.prevented.join(', ')) || '–'} |`);
  }
  lines.push(...scorecardMarkdown(a.scorecard));
  lines.push(...expectationChecksMarkdown(a.harness_expectations));
  const problems = a.cells.flatMap((c) => c.problems.map((p) => `${c.scenario} × ${c.profile} × ${c.proposer}: ${p}`));
  if (problems.length > 0) {
    lines.push('');
    lines.push('### Problems');
    for (const p of problems.slice(0, maxProblems)) lines.push(`- ${md(p)}`);
    if (problems.length > maxProblems) lines.push(`- … and ${problems.length - maxProblems} more (see summary.json)`);
  }
  if (a.warnings.length > 0) {
    lines.push('');
    lines.push('### Warnings');
    for (const w of a.warnings) lines.push(`- ${md(w)}`);
  }
  return `${lines.join('\n')}\n`;
}
