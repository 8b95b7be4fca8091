import { columnOf } from '../../ablations/runner/subject.js';
import { matrixOutcome } from '../../ablations/judge/expectations.js';
import { findOverlaps } from '../../ablations/results/overlaps.js';
import { cellsForExit, formatScorecard } from '../../ablations/results/scorecard.js';
import { formatExpectationChecks, withExpectations } from './expectation-checks.js';
import { readStore, type TrialRow } from '../../ablations/results/store.js';
import { pairProfiles } from '../../harness/profile.js';
import type { Aggregate } from '../../reports/index.js';
import type { CellReport } from '../../reports/report-schema.js';
import { OUTCOME_EXIT, type Io } from './common.js';
import { formatMatrix } from './format-matrix.js';
import { overlapsText } from './overlaps-text.js';
import { notRunError, requireAll } from './require-all.js';
import { erroredHint, expectationsLine, printRunTotals, writeRunReports } from './run-output.js';
import type { MatrixRun, RunPlan } from './run-plan.js';
import type { Scenario } from '../../scenarios/schema.js';
import { stdoutStyle } from './terminal.js';

/* The last steps of a matrix run: write the reports and print what they say, then decide the exit code. */

/** What the reports step read back: the one aggregate every output reads, and the store's rows when something needs them. */
export interface RunResults {
  aggregate: Aggregate;
  rows: readonly TrialRow[];
}

/**
 * Judged once, from the store (the source of every report): the report
 * files, the table (or JSON) and the exit read the same aggregate. A harness
 * under test is measured: only the reference profiles are judged against expectations.
 */
export async function reportRun(run: MatrixRun, plan: RunPlan, io: Io): Promise<RunResults> {
  const { spec, format } = run;
  const aggregate = await writeRunReports(plan.outDir, io, run.junit, { scenarios: spec.scenarios, profiles: run.judgedProfiles, notRunIsError: requireAll(run.values['require-all']) });
  const scores = aggregate.scorecard;
  const errored = aggregate.cells.some((c) => c.state === 'error');
  const rows = run.pairs || errored ? readStore(plan.storePath).rows : [];
  const overlaps = run.pairs ? findOverlaps(rows, spec.subjects.map(columnOf)) : undefined;
  if ((format === 'table' || format === 'wide') && overlaps !== undefined) io.out(`${overlapsText(overlaps, pairProfiles().length, spec.scenarios.length)}\n\n${expectationsLine(aggregate)}`);
  else if (format === 'table' || format === 'wide') io.out(formatMatrix(aggregate, plannedScenarios(spec.scenarios, aggregate), spec.subjects.map(columnOf), { ...stdoutStyle(), layout: format === 'wide' ? 'wide' : 'auto', measured: measured(aggregate) }) + (scores ? `\n${formatScorecard(scores)}` : '') + formatExpectationChecks(aggregate.harness_expectations));
  if (format === 'json') io.out(JSON.stringify({ header: aggregate.header, cells: aggregate.cells, controls: aggregate.controls, ok: aggregate.ok, ...(overlaps ? { overlaps } : {}), ...(scores ? { scorecard: scores } : {}), ...(aggregate.harness_expectations ? { harness_expectations: aggregate.harness_expectations } : {}) }, null, 2));
  printRunTotals(aggregate.totals, io);
  return { aggregate, rows };
}

/** The exit code of the judged cells, with what the run says about cells that errored, did not run, or belong to a shard. */
export function decideExit(run: MatrixRun, plan: RunPlan, results: RunResults, io: Io): number {
  // A harness under test is measured: a scenario out of its reach is in its scorecard, not in the exit.
  const counted = cellsForExit(results.aggregate.cells, measured(results.aggregate));
  const { shard } = plan;
  const exit = withExpectations(exitCode(counted, shard !== null), results.aggregate.harness_expectations);
  const erroredRows = results.rows.filter((r) => r.verdict === 'error');
  if (erroredRows.length > 0) {
    const first = erroredRows[0]!;
    io.err(`${erroredRows.length} trial(s) errored and were not judged (first: ${first.scenario} / ${first.profile}: ${first.detail})${erroredHint(first)}`);
  }
  const notRun = notRunError(counted, run.values['require-all']);
  if (notRun !== null) io.err(notRun);
  else if (counted.some((c) => c.state === 'not_run')) io.err(`${counted.filter((c) => c.state === 'not_run').length} cell(s) could not run here and were not judged`);
  if (shard) io.err(`shard ${shard.index}/${shard.count} done; merge the shards with: harness-bench merge DIR... --out DIR`);
  return exit;
}

/** The exit code of judged cells (see matrixOutcome): 3 when some cell has no verdict, 1 when an expectation failed, 0 otherwise. */
export function exitCode(cells: readonly Pick<CellReport, 'state' | 'issues'>[], shard: boolean): number {
  return OUTCOME_EXIT[matrixOutcome(cells.map((c) => ({ state: c.state, problems: c.issues })), { shard })];
}

/** The scenarios with a cell in the run: one the plan left out for every column (see unplannedReason) gets no row of blanks. */
function plannedScenarios(scenarios: readonly Scenario[], aggregate: Aggregate): Scenario[] {
  const withCells = new Set(aggregate.cells.map((c) => c.scenario));
  return scenarios.filter((s) => withCells.has(s.name));
}

/** The harnesses under test in the run's scorecard: measured, not held to expectations. */
function measured(aggregate: Aggregate): Set<string> {
  return new Set(aggregate.scorecard?.harnesses.map((h) => h.harness) ?? []);
}
