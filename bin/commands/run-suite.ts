import { findSuite, SUITES } from '../../ablations/runner/suites.js';
import { runSuite } from '../../ablations/runner/suite-run.js';
import { EXIT, UsageError, type Io } from './common.js';
import type { Format } from './run-flags.js';

/* `run --suite NAME`: a seed suite run and compared with its published table. */

export async function runSuiteCommand(name: string, seed: number, format: Format, verbose: boolean, io: Io): Promise<number> {
  const suite = findSuite(name);
  if (!suite) throw new UsageError(`unknown suite ${JSON.stringify(name)}; suites: ${SUITES.map((s) => s.name).join(', ')}`);
  const rows = await runSuite(suite, seed);
  const printable = rows.map((r) => (verbose ? { ...r.row, events: r.outcome.events } : r.row));
  if (format === 'jsonl') for (const row of printable) io.out(JSON.stringify(row));
  else if (format === 'json') io.out(JSON.stringify(printable, null, 2));
  else io.out(formatSuiteTable(rows.map((r) => ({ ...r.row, matches: r.ok ? 'yes' : 'NO' }))));
  const bad = rows.filter((r) => !r.ok);
  for (const r of bad) io.err(`row differs from the published one:\n  got      ${JSON.stringify(r.row)}\n  expected ${JSON.stringify(r.expected)}`);
  if (format === 'table') io.err(bad.length === 0 ? `${suite.name}: all ${rows.length} rows match the published table` : `${suite.name}: ${bad.length} of ${rows.length} rows differ`);
  return bad.length === 0 ? EXIT.ok : EXIT.failed;
}

function formatSuiteTable(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]!);
  const cell = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map((c) => cell(r[c]))))].join('\n');
}
