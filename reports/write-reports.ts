import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { StoreAggregator, type AggregateOptions } from './aggregate.js';
import { cellSummaryRecord, groupSummaryRecord, summaryColumns, TRIAL_COLUMNS, trialRecord } from './csv-records.js';
import { CsvSink } from './csv-sink.js';
import { renderReportHtml, scenarioTexts } from './html-report.js';
import type { PageBudget } from './page-budget.js';
import { CellStateSchema } from '../ablations/judge/expectations.js';
import type { Aggregate, Rate } from './report-schema.js';
import { scanStore } from './store-stream.js';
import { CsvWorkerSink } from './csv-worker-sink.js';
import { formatSummaryMarkdown } from './summary-markdown.js';

export interface WriteReportsOptions extends AggregateOptions {
  /** The store to read; `<runDir>/results.jsonl` by default. */
  store?: string;
  /**
   * Where trials.csv is encoded: in this thread (`inline`), or in a worker
   * thread fed batches of records during the same pass (`worker`); `auto`
   * (default) uses the worker for stores of 16 MiB and more when the machine
   * has a second core (on one core the worker only adds the cost of copying).
   */
  trialsCsv?: 'auto' | 'worker' | 'inline';
  /** The bytes report.html may spend on kept trials; DEFAULT_PAGE_BUDGET by default. */
  pageBudget?: PageBudget;
}

const WORKER_THRESHOLD_BYTES = 16 * 2 ** 20;

export interface ReportSummary {
  dir: string;
  /** Every file written, in the order below. */
  files: string[];
  paths: { summary_csv: string; trials_csv: string; summary_json: string; report_html: string; summary_md: string };
  rows: number;
  cells: number;
  ok: boolean;
  problems: number;
  warnings: string[];
  baseline: string | null;
  /** Accept and defect rates under the baseline profile (`full`), when the run has one. */
  baseline_accept: Rate | null;
  baseline_defect: Rate | null;
  states: Record<string, number>;
  /** Controls whose removal detectably raised escapes or defects, of all controls. */
  controls_prevent: number;
  controls: number;
  aggregate: Aggregate;
}

/**
 * Writes a run's reports into its folder from its results store, in one
 * streaming pass over it (trials.csv is written as rows are read, encoded in
 * a worker thread for large stores):
 * summary.csv, trials.csv, summary.json, report.html, and summary.md (the
 * markdown for a CI step summary). Every file is written under a temporary
 * name and renamed into place only once all five are whole: a report that
 * fails half-way leaves the previous reports as they were.
 */
export async function writeReports(runDir: string, options: WriteReportsOptions = {}): Promise<ReportSummary> {
  const store = options.store ?? join(runDir, 'results.jsonl');
  await mkdir(runDir, { recursive: true });
  const paths = {
    summary_csv: join(runDir, 'summary.csv'),
    trials_csv: join(runDir, 'trials.csv'),
    summary_json: join(runDir, 'summary.json'),
    report_html: join(runDir, 'report.html'),
    summary_md: join(runDir, 'summary.md'),
  };
  // Each file is written beside its final path, then renamed (same folder: an atomic replace).
  const suffix = `.tmp-${randomBytes(6).toString('hex')}`;
  const temp = Object.fromEntries(Object.entries(paths).map(([k, v]) => [k, `${v}${suffix}`])) as typeof paths;
  try {
    return await writeAll(store, runDir, paths, temp, options);
  } finally {
    await Promise.all(Object.values(temp).map((t) => rm(t, { force: true })));
  }
}

async function writeAll(store: string, runDir: string, paths: ReportSummary['paths'], temp: ReportSummary['paths'], options: WriteReportsOptions): Promise<ReportSummary> {
  const aggregator = new StoreAggregator(store, options);
  const mode = options.trialsCsv ?? 'auto';
  const size = (await stat(store).catch(() => null))?.size ?? 0;
  const inWorker = mode === 'worker' || (mode === 'auto' && size >= WORKER_THRESHOLD_BYTES && availableParallelism() >= 2);
  const trials = inWorker ? CsvWorkerSink.open(temp.trials_csv, TRIAL_COLUMNS) : CsvSink.open(temp.trials_csv, TRIAL_COLUMNS);
  let scan;
  try {
    scan = await scanStore(
      store,
      (row) => {
        aggregator.add(row);
        return trials.write(trialRecord(row));
      },
      (header) => aggregator.header(header),
    );
  } catch (error) {
    if (trials instanceof CsvWorkerSink) await trials.abort();
    else await trials.close().catch(() => undefined);
    throw error;
  }
  await trials.close();
  const { aggregate, samples, scenarios: judgedBy } = aggregator.finish(scan.tornTail);

  const summary = CsvSink.open(temp.summary_csv, summaryColumns(aggregate));
  try {
    for (const cell of aggregate.cells) await summary.write(cellSummaryRecord(aggregate, cell));
    for (const group of [...aggregate.profiles, ...aggregate.removed]) await summary.write(groupSummaryRecord(aggregate, group));
  } finally {
    await summary.close();
  }
  await writeFile(temp.summary_json, `${JSON.stringify(aggregate, null, 1)}\n`);
  const scenarios = scenarioTexts(judgedBy, Object.keys(aggregate.header.scenarios));
  await writeFile(temp.report_html, await renderReportHtml({ aggregate, samples, scenarios, ...(options.pageBudget ? { budget: options.pageBudget } : {}) }));
  await writeFile(temp.summary_md, formatSummaryMarkdown(aggregate));
  for (const key of Object.keys(paths) as (keyof typeof paths)[]) await rename(temp[key], paths[key]);
  // A run with harnesses under test also gets their scorecard on its own (the same object as summary.json's `scorecard`).
  const scorecardPath = join(runDir, 'scorecard.json');
  if (aggregate.scorecard) await writeFile(scorecardPath, `${JSON.stringify(aggregate.scorecard, null, 2)}\n`);

  const baseline = aggregate.profiles.find((p) => p.name === aggregate.baseline) ?? null;
  const states: Record<string, number> = Object.fromEntries(CellStateSchema.options.map((state) => [state, 0]));
  for (const c of aggregate.cells) states[c.state] = (states[c.state] ?? 0) + 1;
  return {
    dir: runDir,
    files: [paths.summary_csv, paths.trials_csv, paths.summary_json, paths.report_html, paths.summary_md, ...(aggregate.scorecard ? [scorecardPath] : [])],
    paths,
    rows: aggregate.rows,
    cells: aggregate.cells.length,
    ok: aggregate.ok,
    problems: aggregate.problem_count,
    warnings: aggregate.warnings,
    baseline: aggregate.baseline,
    baseline_accept: baseline?.accept ?? null,
    baseline_defect: baseline?.defect ?? null,
    states,
    controls_prevent: aggregate.controls.filter((c) => c.verdict === 'prevents').length,
    controls: aggregate.controls.length,
    aggregate,
  };
}
