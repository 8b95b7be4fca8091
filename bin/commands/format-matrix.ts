import { problemText, type CellSummary, type MatrixVerdict } from '../../ablations/expectations.js';
import type { Profile } from '../../profiles/profile.js';
import type { Scenario } from '../../scenarios/schema.js';

const SYMBOL: Record<CellSummary['state'], string> = { safe: 'ok', caught: 'c', escaped: 'ESC', flaky: 'esc', defect: 'D', not_provoked: 'np', not_run: 'n/r', error: 'ERR' };

function short(profile: string): string {
  return profile.replace(/^without-/, '-').replace('instrumented', 'instr').slice(0, 9);
}

/** What each mark means (the README's "Reading the output" table says the same). */
export const MARK_LEGEND =
  'ok = accepted every trial, no defect   c = caught: no defect, some trial stopped   ESC / esc = the probed failure escaped in every / some trial(s)\n' +
  'D = a defect other than the probed failure   np = the probed failure was never attempted   ! = expectation failed\n' +
  'n/r = not run here (not judged)   ERR = a trial errored: provider, sandbox, world or scenario (not judged, exit 3)';

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
      const worst = list.find((c) => c.state === 'error') ?? list.find((c) => c.problems.length > 0) ?? list[0]!;
      const mark = worst.problems.length > 0 && worst.state !== 'error' ? '!' : '';
      return `${SYMBOL[worst.state]}${mark}`.padStart(colWidth);
    });
    lines.push(`${s.name.padEnd(nameWidth)}  ${row.join(' ')}`);
  }
  lines.push('');
  lines.push(MARK_LEGEND);
  lines.push('');
  lines.push('What each control prevented (a probed failure or any other defect that happened with it removed, never with every control on):');
  for (const c of verdict.controls) {
    const what = c.prevented.map((p) => `${p.failure} in ${p.scenario} (${Math.round(p.rate * 100)}%)`);
    lines.push(`  ${c.control.padEnd(18)} ${what.length > 0 ? what.join(', ') : 'nothing in this matrix'}`);
  }
  const problems = verdict.cells.filter((c) => c.problems.length > 0 && c.state !== 'error');
  lines.push('');
  for (const [state, label] of [['error', 'ERRORED (not judged)'], ['not_run', 'NOT RUN']] as const) {
    const list = verdict.cells.filter((c) => c.state === state);
    if (list.length === 0) continue;
    lines.push(`${list.length} cell(s) ${label}: ${[...new Set(list.map((c) => c.scenario))].join(', ')}`);
    for (const note of new Set(list.map((c) => c.note ?? ''))) lines.push(`  ${note}`);
  }
  const unjudged = verdict.cells.filter((c) => c.state === 'error' || c.state === 'not_run').length;
  if (problems.length === 0) {
    lines.push(unjudged === 0 ? `All ${verdict.cells.length} cells met their expectations.` : `${verdict.cells.length - unjudged} of ${verdict.cells.length} cells judged; they met their expectations. The rest have no verdict.`);
  } else {
    lines.push(`${problems.length} cell(s) failed their expectations:`);
    for (const c of problems) lines.push(`  ${c.scenario} / ${c.profile} / ${c.proposer}: ${c.problems.map(problemText).join('; ')}`);
  }
  return lines.join('\n');
}
