/**
 * Reports from a results store: rounds rewrite the reports of a 20,000-row
 * synthetic store in this process; the absolute figure is the 1,000,000-row
 * store in a child process, with its peak memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSyntheticStore } from '../../reports/synthetic-store.js';
import { writeReports } from '../../reports/write-reports.js';
import { measureReport } from '../report-measure.js';
import { timedSide, type Figure } from '../figure.js';

const ROWS = 20_000;

export const report: Figure = {
  name: 'report',
  title: `a trial row of a results store turned into CSV, JSON and HTML reports (${ROWS.toLocaleString('en')}-row store per round iteration)`,
  unit: 'row',
  subject: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hb-perf-report-'));
    await writeSyntheticStore(join(dir, 'results.jsonl'), { rows: ROWS });
    return timedSide(ROWS, () => writeReports(dir, { trialsCsv: 'inline' }), { close: async () => rmSync(dir, { recursive: true, force: true }) });
  },
  rounds: { roundMs: 400, warmupMs: 800, minPairs: 6, maxPairs: 16, budgetMs: 20_000 },
  absolute: async () => {
    const m = await measureReport({ rows: 1_000_000 });
    return { report_1m_rows_s: m.seconds, report_1m_rows_cpu_s: m.cpu_s, report_peak_rss_mb: m.peak_rss_mb };
  },
};
