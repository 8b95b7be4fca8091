import { writeFile } from 'node:fs/promises';
import { cellState } from '../ablations/judge/cell-states.js';
import { checkCounts, type ExpectationCheck } from '../ablations/results/harness-expectations.js';
import { join } from 'node:path';
import { aggregateStore, type AggregateOptions } from './aggregate.js';
import type { Aggregate, CellReport } from './report-schema.js';
import { pct } from './rate-text.js';
import { escapeXml as x } from './xml-escape.js';

export interface JUnitOptions extends AggregateOptions {
  /** An aggregate already computed (by writeReports), to save a second pass over the store. */
  aggregate?: Aggregate;
  /** Every cell must run (--require-all, CI): a cell that did not run is an error, not a skip. */
  notRunIsError?: boolean;
}

export interface JUnitSummary {
  path: string;
  tests: number;
  /** As the XML counts them: cells that ran and missed their expectation. */
  failures: number;
  /** Cells that were expected to run and did not. */
  errors: number;
}

function testcase(c: CellReport, strict: boolean): string {
  const notRunIsError = strict && !outOfReach(c);
  const name = `${c.profile} / ${c.proposer}`;
  const state = cellState(c.state);
  const notRun = `${cellState('not_run').word}: ${c.note ?? 'no reason recorded'}`;
  const out = [
    `state ${state.word}; ${c.trials} trials; accepted ${pct(c.accept.rate)}, defect ${pct(c.defect.rate)}, safe stop ${pct(c.safe_stop.rate)}, false reject ${pct(c.false_reject.rate)}`,
    `must catch: ${c.must_catch.join(', ') || '-'}; must escape: ${c.must_escape.join(', ') || '-'}; expectations from ${c.expectations}`,
    ...(c.note !== null && state.judged ? [`note: ${c.note}`] : []),
  ].join('\n');
  const seconds = (c.cost.wall_ms.total / 1000).toFixed(3);
  const head = `    <testcase classname="${x(c.scenario)}" name="${x(name)}" time="${seconds}">`;
  // A cell whose trials errored is an error (counted in errors=), not a skip; a cell that could not run here is skipped.
  const verdict =
    c.state === 'error'
      ? `\n      <error message="${x(c.problems[0]!)}" type="trial_error">${x(c.problems.join('\n'))}</error>`
      : c.state === 'not_run' && notRunIsError
      ? `\n      <error message="${x(notRun)}" type="not_run">${x(c.note ?? 'no reason recorded')}</error>`
      : c.state === 'not_run'
      ? `\n      <skipped message="${x(notRun)}"/>`
      : c.problems.length > 0
        ? `\n      <failure message="${x(c.problems[0]!)}" type="expectation">${x(c.problems.join('\n'))}</failure>`
        : '';
  return `${head}${verdict}\n      <system-out>${x(out)}</system-out>\n    </testcase>`;
}

/** A cell whose trials errored, or one that did not run when every cell must: an error in JUnit's terms. */
const isError = (c: CellReport, notRunIsError = false) => c.state === 'error' || (c.state === 'not_run' && notRunIsError && !outOfReach(c));
/** A harness under test's cell out of its reach by design (ablations/results/scorecard.ts cellsForExit): skipped even when every cell must run. */
const outOfReach = (c: CellReport) => c.state === 'not_run' && c.out_of_reach !== null;
/** A cell that ran and missed its expectation: a failure. */
const isFailure = (c: CellReport) => cellState(c.state).judged && c.problems.length > 0;

/** JUnit XML of an aggregate: one testsuite per scenario, one testcase per matrix cell, failing when the cell's expectation fails, skipped when it did not run. */
export function formatJUnit(a: Aggregate, options: { notRunIsError?: boolean } = {}): string {
  const strict = options.notRunIsError ?? false;
  const byScenario = new Map<string, CellReport[]>();
  for (const c of a.cells) {
    const list = byScenario.get(c.scenario) ?? [];
    list.push(c);
    byScenario.set(c.scenario, list);
  }
  const failures = a.cells.filter(isFailure).length;
  const errors = a.cells.filter((c) => isError(c, strict)).length;
  const suites = [...byScenario].map(([scenario, cells]) => {
    const f = cells.filter(isFailure).length;
    const e = cells.filter((c) => isError(c, strict)).length;
    const skipped = cells.filter((c) => c.state === 'not_run' && !isError(c, strict)).length;
    const time = cells.reduce((t, c) => t + c.cost.wall_ms.total, 0) / 1000;
    return `  <testsuite name="${x(scenario)}" tests="${cells.length}" failures="${f}" errors="${e}" skipped="${skipped}" time="${time.toFixed(3)}">\n${cells.map((c) => testcase(c, strict)).join('\n')}\n  </testsuite>`;
  });
  const checks = a.harness_expectations ?? [];
  if (checks.length > 0) suites.push(expectationSuite(checks));
  const time = a.cells.reduce((t, c) => t + c.cost.wall_ms.total, 0) / 1000;
  const { unmet, unjudged } = checkCounts(checks);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="harness-bench seed ${a.header.run_seed}" tests="${a.cells.length + checks.length}" failures="${failures + unmet}" errors="${errors + unjudged}" time="${time.toFixed(3)}">\n${suites.join('\n')}\n</testsuites>\n`;
}

/** The expectations of harnesses under test: one testcase per check, failing when unmet, an error when the run cannot tell. */
function expectationSuite(checks: readonly ExpectationCheck[]): string {
  const cases = checks.map((c) => {
    const name = `${c.harness}${c.scenario ? ` / ${c.scenario}` : ''}${c.failure ? ` / ${c.failure}` : ''}`;
    const verdict = c.state === 'unmet' ? `\n      <failure message="${x(c.reason)}" type="harness-expectation">${x(c.expectation)}</failure>\n    ` : c.state === 'unjudged' ? `\n      <error message="${x(c.reason)}" type="not-judged">${x(c.expectation)}</error>\n    ` : '';
    return `    <testcase classname="harness expectations" name="${x(name)}">${verdict}</testcase>`;
  });
  const { unmet, unjudged } = checkCounts(checks);
  return `  <testsuite name="harness expectations" tests="${checks.length}" failures="${unmet}" errors="${unjudged}" skipped="0" time="0.000">\n${cases.join('\n')}\n  </testsuite>`;
}

/** Writes `<runDir>/junit.xml` from the run's store (or a given aggregate). */
export async function writeJUnit(runDir: string, options: JUnitOptions = {}): Promise<JUnitSummary> {
  const aggregate = options.aggregate ?? (await aggregateStore(join(runDir, 'results.jsonl'), options));
  const path = join(runDir, 'junit.xml');
  const strict = options.notRunIsError ?? false;
  await writeFile(path, formatJUnit(aggregate, { notRunIsError: strict }));
  const checks = aggregate.harness_expectations ?? [];
  const { unmet, unjudged } = checkCounts(checks);
  return { path, tests: aggregate.cells.length + checks.length, failures: aggregate.cells.filter(isFailure).length + unmet, errors: aggregate.cells.filter((c) => isError(c, strict)).length + unjudged };
}
