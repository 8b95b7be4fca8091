import type { Comparison, MeasureChange, RowChange } from './comparison-schema.js';
import { escapeMarkdown as md } from './markdown-escape.js';
import { pct } from './rate-text.js';
import type { Rate } from './report-schema.js';

const rate = (r: Rate): string => (r.n === 0 ? 'no trials' : `${pct(r.rate)} (${r.k}/${r.n})`);
const signed = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)}`;
const changeText = (m: MeasureChange): string => `${signed(m.change.difference)} [${signed(m.change.low)}, ${signed(m.change.high)}] pts`;

/** A group row's accept and defect measures. */
const outcomeMeasures = (g: RowChange) => ({
  acc: g.measures.find((m) => m.measure === 'accept')!,
  def: g.measures.find((m) => m.measure === 'defect')!,
});
/** A control row's measure: its probed failures escaping without it. */
const escapeWithout = (r: RowChange): MeasureChange => r.measures.find((m) => m.measure.startsWith('escape without'))!;

export const COMPARISON_RULE =
  "A change counts when Newcombe's 95% interval for B − A (from the two Wilson intervals) lies wholly beyond the threshold; " +
  'B regressed when some cell has a defect rate (any defect, or one kind) detectably higher than in A.';

function pad(rows: string[][]): string[] {
  const widths: number[] = [];
  for (const r of rows) r.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, [...c].length)));
  return rows.map((r) => r.map((c, i) => (i === r.length - 1 ? c : c + ' '.repeat(widths[i]! - [...c].length))).join('  ').trimEnd());
}

function changedMeasures(rows: readonly RowChange[], verdict: RowChange['verdict']): { row: RowChange; m: MeasureChange }[] {
  return rows.flatMap((row) => row.measures.filter((m) => m.verdict === verdict).map((m) => ({ row, m })));
}

function headline(c: Comparison): string {
  return c.regressed ? 'REGRESSED: B is detectably worse on a defect rate' : 'no regression';
}

/** The comparison for a terminal: what got worse, what got better, by profile and by control. */
export function formatComparisonTable(c: Comparison): string {
  const out: string[] = [];
  out.push(`compare ${c.mode}: A = ${c.a.label}, B = ${c.b.label}, threshold ${(100 * c.threshold).toFixed(1)} pts: ${headline(c)}`);
  out.push(`cells: ${c.cells.length} compared, ${c.worse} worse, ${c.better} better, ${c.cells.length - c.worse - c.better} with no detectable change` +
    (c.only_in_a.length || c.only_in_b.length ? `; only in A: ${c.only_in_a.length}, only in B: ${c.only_in_b.length}` : ''));
  for (const verdict of ['worse', 'better'] as const) {
    const changed = changedMeasures(c.cells, verdict);
    if (changed.length === 0) continue;
    out.push('');
    out.push(`${verdict === 'worse' ? 'Worse' : 'Better'} in B:`);
    out.push(...pad([['  cell', 'measure', 'A', 'B', 'B − A [95%]'], ...changed.map(({ row, m }) => [`  ${row.label}`, m.measure, rate(m.a), rate(m.b), changeText(m)])]));
  }
  if (c.groups.length > 0) {
    out.push('');
    out.push(c.mode === 'runs' ? 'By profile:' : 'Whole profiles:');
    out.push(
      ...pad([
        ['  profile', 'accept A → B', 'defect A → B', 'verdict'],
        ...c.groups.map((g) => {
          const { acc, def } = outcomeMeasures(g);
          return [`  ${g.label}`, `${rate(acc.a)} → ${rate(acc.b)}`, `${rate(def.a)} → ${rate(def.b)}`, g.verdict];
        }),
      ]),
    );
  }
  if (c.controls.length > 0) {
    out.push('');
    out.push('By control (its probed failures escaping, without it):');
    out.push(
      ...pad([
        ['  control', 'A', 'B', 'B − A [95%]', 'verdict'],
        ...c.controls.map((r) => {
          const m = escapeWithout(r);
          return [`  ${r.label}`, rate(m.a), rate(m.b), changeText(m), m.verdict];
        }),
      ]),
    );
  }
  for (const w of c.warnings) out.push(`warning: ${w}`);
  out.push('');
  out.push(COMPARISON_RULE);
  return `${out.join('\n')}\n`;
}

/** The comparison as a pull-request comment: headline, changed measures, per-profile table, the rule. */
export function formatComparisonMarkdown(c: Comparison): string {
  const out: string[] = [];
  out.push(`## harness-bench compare: ${c.regressed ? '❌ regressed' : '✅ no regression'}`);
  out.push('');
  out.push(`A = ${md(c.a.label)}, B = ${md(c.b.label)}${c.mode === 'profiles' ? ' (two profiles of one run)' : ''}, threshold ${(100 * c.threshold).toFixed(1)} points. ` +
    `${c.cells.length} cells compared: **${c.worse} worse**, ${c.better} better.`);
  for (const verdict of ['worse', 'better'] as const) {
    const changed = changedMeasures(c.cells, verdict);
    if (changed.length === 0) continue;
    out.push('');
    out.push(`### ${verdict === 'worse' ? 'Worse' : 'Better'} in B`);
    out.push('');
    out.push('| cell | measure | A | B | B − A [95%] |');
    out.push('|---|---|---|---|---|');
    for (const { row, m } of changed) out.push(`| ${md(row.label)} | ${md(m.measure)} | ${rate(m.a)} | ${rate(m.b)} | ${changeText(m)} |`);
  }
  if (c.groups.length > 0) {
    out.push('');
    out.push(`### ${c.mode === 'runs' ? 'By profile' : 'Whole profiles'}`);
    out.push('');
    out.push('| profile | accept A → B | defect A → B | verdict |');
    out.push('|---|---|---|---|');
    for (const g of c.groups) {
      const { acc, def } = outcomeMeasures(g);
      out.push(`| ${md(g.label)} | ${rate(acc.a)} → ${rate(acc.b)} | ${rate(def.a)} → ${rate(def.b)} | ${g.verdict} |`);
    }
  }
  if (c.controls.length > 0) {
    out.push('');
    out.push('### By control (its probed failures escaping, without it)');
    out.push('');
    out.push('| control | A | B | B − A [95%] | verdict |');
    out.push('|---|---|---|---|---|');
    for (const r of c.controls) {
      const m = escapeWithout(r);
      out.push(`| ${md(r.label)} | ${rate(m.a)} | ${rate(m.b)} | ${changeText(m)} | ${m.verdict} |`);
    }
  }
  if (c.only_in_a.length || c.only_in_b.length) {
    out.push('');
    out.push(`Cells only in A: ${c.only_in_a.length}; only in B: ${c.only_in_b.length}.`);
  }
  for (const w of c.warnings) out.push(`\n> warning: ${md(w)}`);
  out.push('');
  out.push(`<sub>${md(COMPARISON_RULE)}</sub>`);
  return `${out.join('\n')}\n`;
}
