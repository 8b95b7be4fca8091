import { join } from 'node:path';
import type { TrialRow } from '../../ablations/results/store.js';
import type { Profile } from '../../harness/profile.js';
import { aggregateStore, writeJUnit, writeReports, type Aggregate } from '../../reports/index.js';
import { runTotalsLine, spentAnything, unpricedWarnings, type RunTotals } from '../../reports/run-totals.js';
import type { Scenario } from '../../scenarios/schema.js';
import type { Io } from './common.js';
import type { MatrixView } from './format-matrix.js';

/* What the run command writes besides the matrix table: report files, the expectations line, run totals, rows as JSON lines. */

/**
 * Writes the report files from the store, judged with the run's own scenario
 * and profile definitions (a scenario file is not in the catalogue), and
 * returns their aggregate: the terminal table and the exit code read it, so
 * the run is judged once. A failing reporter is reported and never loses the
 * results; the aggregate is then built from the store without the files.
 */
export async function writeRunReports(outDir: string, io: Io, junit: boolean, definitions: { scenarios: readonly Scenario[]; profiles: readonly Profile[]; notRunIsError: boolean }): Promise<Aggregate> {
  let aggregate: Aggregate | null = null;
  try {
    const summary = await writeReports(outDir, definitions);
    aggregate = summary.aggregate;
    io.err(`reports: ${summary.files.join(', ')}`);
    if (junit) io.err(`junit: ${(await writeJUnit(outDir, { aggregate, notRunIsError: definitions.notRunIsError })).path}`);
  } catch (error) {
    io.err(`reports not written (${error instanceof Error ? error.message : String(error)}); the results are safe in ${outDir}/results.jsonl`);
  }
  return aggregate ?? (await aggregateStore(join(outDir, 'results.jsonl'), definitions));
}

/** Under --ablate pairs the matrix is too wide to print: whether every cell met its expectation, and the first problems. */
export function expectationsLine(verdict: MatrixView): string {
  const bad = verdict.cells.filter((c) => c.problems.length > 0 && c.state !== 'error');
  const unjudged = verdict.cells.filter((c) => c.state === 'not_run' || c.state === 'error').length;
  if (bad.length === 0 && unjudged > 0) return `Incomplete: ${unjudged} of ${verdict.cells.length} cells were not run or errored and are not judged (see summary.md).`;
  if (bad.length === 0) return `All ${verdict.cells.length} cells met their expectations (the full matrix is in summary.md and report.html).`;
  return [`${bad.length} of ${verdict.cells.length} cells failed their expectation (all in summary.md):`, ...bad.slice(0, 5).map((c) => `  ${c.scenario} / ${c.profile}: ${c.problems.join('; ')}`)].join('\n');
}

/** The run's tokens, money and provider calls in the terminal, with a warning for each unpriced model (LLM runs only). */
export function printRunTotals(totals: RunTotals, io: Io): void {
  if (!spentAnything(totals)) return;
  io.err(runTotalsLine(totals));
  for (const w of unpricedWarnings(totals)) io.err(`warning: ${w}`);
}

/**
 * What to do about an errored trial: a replay mismatch says it itself; a harness that could not be
 * launched points at its configuration; an infrastructure error names its source.
 */
export function erroredHint(row: TrialRow): string {
  if (row.detail.startsWith('ReplayMismatchError')) return '';
  if (row.detail.startsWith('HarnessLaunchError') && row.harness !== undefined) {
    return `; fix the harness configuration ${row.harness.name} (the file given to --harness, or profiles/<kind>/ for a built-in one: "list harnesses" shows which), its launch line first`;
  }
  return row.error && row.error.source !== 'scenario' ? `; check the ${row.error.source}` : '; fix the scenario or profile';
}

export function jsonlRow(row: TrialRow): Record<string, unknown> {
  const { kind: _kind, events: _events, ...rest } = row;
  return rest;
}
