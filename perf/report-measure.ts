import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeSyntheticStore } from '../reports/synthetic-store.js';

export interface ReportMeasurement {
  rows: number;
  cells: number;
  store_mb: number;
  /** Seconds to replay the store and write summary.csv, trials.csv, summary.json and report.html (wall time, Node startup excluded). */
  seconds: number;
  /** CPU seconds (user + system, every thread) the same work took: the figure to trust on a busy machine. */
  cpu_s: number;
  /** Peak resident memory of the process that did it (process.resourceUsage().maxRSS), in MiB. */
  peak_rss_mb: number;
  /** Peak resident memory of the same child doing nothing (Node + tsx), in MiB: the floor under peak_rss_mb. */
  idle_rss_mb: number;
  files_mb: Record<string, number>;
}

const mb = (bytes: number): number => Math.round((bytes / 2 ** 20) * 10) / 10;

/** Runs perf-child.ts in a fresh Node process (through tsx) and returns what it printed. */
function runChild(args: string[]): Promise<Record<string, unknown>> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const script = fileURLToPath(new URL('./report-child.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsx, script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`perf child exited ${code}: ${err.trim()}`));
      else resolve(JSON.parse(out.trim().split('\n').pop()!) as Record<string, unknown>);
    });
  });
}

/**
 * Synthesises a store of `rows` rows in a temporary folder, then writes its
 * reports in a child process and reads back the child's own timing and peak
 * RSS, so the figures are those of the report alone and not of this
 * process's earlier allocations.
 */
export async function measureReport(options: { rows: number; keep?: boolean } = { rows: 1_000_000 }): Promise<ReportMeasurement> {
  const dir = await mkdtemp(join(tmpdir(), 'harness-bench-report-perf-'));
  try {
    const store = await writeSyntheticStore(join(dir, 'results.jsonl'), { rows: options.rows });
    const idle = await runChild(['--idle']);
    const result = await runChild([dir]);
    // The figure is the report of this store: a child that read less of it measured something else.
    if (result['rows'] !== store.rows || result['cells'] !== store.cells) {
      throw new Error(`report perf: the child reported ${String(result['rows'])} rows and ${String(result['cells'])} cells of a store of ${store.rows} rows and ${store.cells} cells`);
    }
    const files_mb: Record<string, number> = {};
    for (const f of ['results.jsonl', 'summary.csv', 'trials.csv', 'summary.json', 'report.html']) files_mb[f] = mb((await stat(join(dir, f))).size);
    return {
      rows: store.rows,
      cells: store.cells,
      store_mb: files_mb['results.jsonl']!,
      seconds: Math.round((result['seconds'] as number) * 100) / 100,
      cpu_s: Math.round((result['cpu_s'] as number) * 100) / 100,
      peak_rss_mb: mb((result['max_rss_kb'] as number) * 1024),
      idle_rss_mb: mb((idle['max_rss_kb'] as number) * 1024),
      files_mb,
    };
  } finally {
    if (!options.keep) await rm(dir, { recursive: true, force: true });
  }
}

/** The headline benchmark: a 1,000,000-row store to CSV, JSON and HTML. Goal: under 10 s and 1 GiB. */
export async function measureReport1M(): Promise<{ report_1m_rows_s: number; report_peak_rss_mb: number }> {
  const m = await measureReport({ rows: 1_000_000 });
  return { report_1m_rows_s: m.seconds, report_peak_rss_mb: m.peak_rss_mb };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rows = Number(process.argv[2] ?? 1_000_000);
  console.log(JSON.stringify(await measureReport({ rows }), null, 2));
}
