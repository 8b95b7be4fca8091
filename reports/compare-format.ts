import type { Comparison, MeasureChange, RowChange } from './comparison-schema.js';
import { escapeMarkdown as md } from './markdown-escape.js';
import { pct } from './rate-text.js';
import type { Rate } from './report-schema.js';

const rate = (r: Rate): string => (r.n === 0 ? 'no trials' : `${pct(r.rate)} (${r.k}/${r.n})`);
const signed = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)}`;
const changeText = (m: MeasureChange): string => `${signed(m.change.difference)} [${signed(m.change.low)}, ${signed(m.change.high)}] pts`;

/** A control row's measure: its probed failures escaping without it. */
const escapeWithout = (r: RowChange): MeasureChange => r.measures.find((m) => m.measure.startsWith('escape without'))!;

export const COMPARISON_RULE =
  "Rates are per cell (scenario × profile × proposer), never pooled across scenarios. A change counts when Newcombe's 95% interval for B − A " +
  '(from the two Wilson intervals) lies wholly beyond the threshold; B regressed when a cell has a defect rate (any defect, or one kind) ' +
  'detectably higher than in A, in any cell (with --allow-changed: in a cell whose scenario and profile definitions did not change, or under the baseline profile).';

const MAX_LISTED = 12;
const list = (names: readonly string[]): string => (names.length <= MAX_LISTED ? names.join(', ') : `${names.slice(0, MAX_LISTED).join(', ')}, and ${names.length - MAX_LISTED} more`);

/** What a reader must know before the figures: changed definitions and unmatched cells, never left out silently. */
function preamble(c: Comparison): string[] {
  const out: string[] = [];
  for (const d of c.changed) {
    out.push(
      `${d.kind} ${d.name}: its definition changed between A and B; its ${d.cells} cell(s) are compared below (marked *) and ${d.gates ? 'gate like any other (pass --allow-changed when the change is expected)' : 'gate only under the baseline profile (--allow-changed)'}`,
    );
  }
  if (c.only_in_a.length > 0) out.push(`only in A (not compared): ${list(c.only_in_a)}`);
  if (c.only_in_b.length > 0) out.push(`only in B (not compared): ${list(c.only_in_b)}`);
  return out;
}

function pad(rows: string[][]): string[] {
  const widths: number[] = [];
  for (const r of rows) r.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, [...c].length)));
  return rows.map((r) => r.map((c, i) => (i === r.length - 1 ? c : c + ' '.repeat(widths[i]! - [...c].length))).join('  ').trimEnd());
}

function changedMeasures(rows: readonly RowChange[], verdict: RowChange['verdict']): { row: RowChange; m: MeasureChange }[] {
  return rows.flatMap((row) => row.measures.filter((m) => m.verdict === verdict).map((m) => ({ row, m })));
}

const rowLabel = (r: RowChange): string => (r.definition_changed ? `${r.label} *` : r.label);
const gateText = (r: RowChange, m: MeasureChange): string => (m.gates && r.gates ? 'yes' : 'no');

function headline(c: Comparison): string {
  return c.regressed ? 'REGRESSED: B is detectably worse on a defect rate' : 'no regression';
}

/** The comparison for a terminal: what got worse, what got better, by profile and by control. */
export function formatComparisonTable(c: Comparison): string {
  const out: string[] = [];
  out.push(`compare ${c.mode}: A = ${c.a.label}, B = ${c.b.label}, threshold ${(100 * c.threshold).toFixed(1)} pts: ${headline(c)}`);
  for (const line of preamble(c)) out.push(`! ${line}`);
  out.push(`cells: ${c.cells.length} compared, ${c.worse} worse, ${c.better} better, ${c.cells.length - c.worse - c.better} with no detectable change`);
  for (const verdict of ['worse', 'better'] as const) {
    const changed = changedMeasures(c.cells, verdict);
    if (changed.length === 0) continue;
    out.push('');
    out.push(`${verdict === 'worse' ? 'Worse' : 'Better'} in B:`);
    out.push(...pad([['  cell', 'measure', 'A', 'B', 'B − A [95%]', 'gates'], ...changed.map(({ row, m }) => [`  ${rowLabel(row)}`, m.measure, rate(m.a), rate(m.b), changeText(m), gateText(row, m)])]));
  }
  if (c.profiles.length > 0) {
    out.push('');
    out.push('Cells by profile (counts of per-cell verdicts):');
    out.push(...pad([['  profile', 'compared', 'worse', 'better', 'no change'], ...c.profiles.map((p) => [`  ${p.profile}`, String(p.compared), String(p.worse), String(p.better), String(p.unchanged)])]));
  }
  if (c.controls.length > 0) {
    out.push('');
    out.push("By control: its probed failures escaping without it, as each run's summary reports them:");
    out.push(
      ...pad([
        ['  control', 'A', 'B', 'B − A [95%]', 'verdict'],
        ...c.controls.map((r) => {
          const m = escapeWithout(r);
          return [`  ${rowLabel(r)}`, rate(m.a), rate(m.b), changeText(m), m.verdict];
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
  const pre = preamble(c);
  if (pre.length > 0) {
    out.push('');
    for (const line of pre) out.push(`> **${md(line)}**  `);
  }
  for (const verdict of ['worse', 'better'] as const) {
    const changed = changedMeasures(c.cells, verdict);
    if (changed.length === 0) continue;
    out.push('');
    out.push(`### ${verdict === 'worse' ? 'Worse' : 'Better'} in B`);
    out.push('');
    out.push('| cell | measure | A | B | B − A [95%] | gates |');
    out.push('|---|---|---|---|---|---|');
    for (const { row, m } of changed) out.push(`| ${md(rowLabel(row))} | ${md(m.measure)} | ${rate(m.a)} | ${rate(m.b)} | ${changeText(m)} | ${gateText(row, m)} |`);
  }
  if (c.profiles.length > 0) {
    out.push('');
    out.push('### Cells by profile (counts of per-cell verdicts)');
    out.push('');
    out.push('| profile | compared | worse | better | no change |');
    out.push('|---|---:|---:|---:|---:|');
    for (const p of c.profiles) out.push(`| ${md(p.profile)} | ${p.compared} | ${p.worse} | ${p.better} | ${p.unchanged} |`);
  }
  if (c.controls.length > 0) {
    out.push('');
    out.push("### By control: its probed failures escaping without it, as each run's summary reports them");
    out.push('');
    out.push('| control | A | B | B − A [95%] | verdict |');
    out.push('|---|---|---|---|---|');
    for (const r of c.controls) {
      const m = escapeWithout(r);
      out.push(`| ${md(rowLabel(r))} | ${rate(m.a)} | ${rate(m.b)} | ${changeText(m)} | ${m.verdict} |`);
    }
  }
  for (const w of c.warnings) out.push(`\n> warning: ${md(w)}`);
  out.push('');
  out.push(`<sub>${md(COMPARISON_RULE)}</sub>`);
  return `${out.join('\n')}\n`;
}
