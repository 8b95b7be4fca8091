import type { CellSummary, MatrixVerdict } from '../../ablations/expectations.js';
import type { Profile } from '../../profiles/profile.js';
import type { Scenario } from '../../scenarios/schema.js';

const SYMBOL: Record<CellSummary['state'], string> = { safe: 'ok', caught: 'c', escaped: 'ESC', flaky: 'esc', not_run: 'n/r' };

function short(profile: string): string {
  return profile.replace(/^without-/, '-').replace('instrumented', 'instr').slice(0, 9);
}

/** The matrix as a terminal table: scenarios down, profiles across; then what each control prevented. */
export function formatMatrix(verdict: MatrixVerdict, scenarios: readonly Scenario[], profiles: readonly Profile[]): string {
  const cells = new Map<string, CellSummary[]>();
  for (const c of verdict.cells) {
    const key = `${c.scenario}\u0000${c.profile}`;
    cells.set(key, [...(cells.get(key) ?? []), c]);
  }
  const nameWidth = Math.max(8, ...scenarios.map((s) => s.name.length));
  const colWidth = Math.max(5, ...profiles.map((p) => short(p.name).length));
  const lines: string[] = [];
  lines.push(`${'scenario'.padEnd(nameWidth)}  ${profiles.map((p) => short(p.name).padStart(colWidth)).join(' ')}`);
  for (const s of scenarios) {
    const row = profiles.map((p) => {
      const list = cells.get(`${s.name}\u0000${p.name}`) ?? [];
      if (list.length === 0) return ''.padStart(colWidth);
      const worst = list.find((c) => c.problems.length > 0) ?? list[0]!;
      const mark = worst.problems.length > 0 ? '!' : '';
      return `${SYMBOL[worst.state]}${mark}`.padStart(colWidth);
    });
    lines.push(`${s.name.padEnd(nameWidth)}  ${row.join(' ')}`);
  }
  lines.push('');
  lines.push('ok = accepted every trial   c = caught (stopped safely)   ESC = escaped every trial   esc = escaped in some trials   ! = expectation failed   n/r = not run');
  lines.push('');
  lines.push('What each control prevented (escapes with it removed, caught with it on):');
  for (const c of verdict.controls) {
    const what = c.prevented.map((p) => `${p.failure} in ${p.scenario} (${Math.round(p.rate * 100)}%)`);
    lines.push(`  ${c.control.padEnd(18)} ${what.length > 0 ? what.join(', ') : 'nothing in this matrix'}`);
  }
  const problems = verdict.cells.filter((c) => c.problems.length > 0);
  lines.push('');
  const notRun = verdict.cells.filter((c) => c.state === 'not_run');
  if (notRun.length > 0) {
    lines.push(`${notRun.length} cell(s) NOT RUN: ${[...new Set(notRun.map((c) => c.scenario))].join(', ')}`);
    for (const note of new Set(notRun.map((c) => c.note ?? ''))) lines.push(`  ${note}`);
  }
  if (problems.length === 0 && notRun.length > 0) {
    lines.push(`Incomplete: ${notRun.length} of ${verdict.cells.length} cells were not run and are not judged; the ${verdict.cells.length - notRun.length} that ran met their expectations.`);
  } else if (problems.length === 0) {
    lines.push(`All ${verdict.cells.length} cells met their expectations.`);
  } else {
    lines.push(`${problems.length} cell(s) failed their expectations:`);
    for (const c of problems) lines.push(`  ${c.scenario} / ${c.profile} / ${c.proposer}: ${c.problems.join('; ')}`);
  }
  return lines.join('\n');
}
