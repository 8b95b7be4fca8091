// The full StrykerJS run (`npm run test:mutation`) over every file stryker.config.mjs mutates,
// from the committed incremental file test/mutation/stryker-incremental.json (which each
// `test:mutation:file` run also updates), so only mutants whose code or covering tests changed
// are re-tested. It then prints each file's score and the total over the tested mutants, the
// equivalent mutants excluded (each marked in the source with its reason) and the static ones
// not scored, and exits 1 when a file or the total is under 90% (the config's break threshold).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { BREAK, scoreRows, writeMutationResults, type Report } from './mutation-results.js';
import { MAIN_INCREMENTAL } from './mutation-merge.js';

export type { Report };

/** The per-file table, the total, and the equivalents with their reasons, as lines; and whether every score holds. */
export function scoreTable(report: Report): { lines: string[]; ok: boolean } {
  const { header, rows, equivalents, staticIgnored, ok } = scoreRows(report);
  const table = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  const lines = table.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
  lines.push(`equivalent mutants excluded from the scores: ${equivalents.length}, each marked in the source with its reason:`, ...equivalents.map((e) => `  ${e}`));
  lines.push(`static mutants (code run once, at module load) not scored: ${staticIgnored}`);
  return { lines, ok };
}

function main(argv: string[]): number {
  const started = Date.now();
  const before = existsSync(MAIN_INCREMENTAL) ? statSync(MAIN_INCREMENTAL).mtimeMs : null;
  const run = spawnSync('npx', ['stryker', 'run', ...argv], { stdio: 'inherit', env: { ...process.env, HB_MUTATION_FAST: process.env['HB_MUTATION_FAST'] ?? '1' } });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!existsSync(MAIN_INCREMENTAL) || statSync(MAIN_INCREMENTAL).mtimeMs === before) {
    console.error(`mutation: stryker wrote no result (exit ${run.status ?? run.signal})${before === null ? '' : `; ${MAIN_INCREMENTAL} still holds an earlier run's result`}`);
    return 3;
  }
  const report = JSON.parse(readFileSync(MAIN_INCREMENTAL, 'utf8')) as Report;
  const { lines, ok } = scoreTable(report);
  console.log(`mutation: full run in ${Math.floor(seconds / 60)} min ${seconds % 60} s (stryker exit ${run.status ?? run.signal})`);
  console.log(`mutation: ${writeMutationResults(report, { command: ['npm run test:mutation', ...(argv.length > 0 ? ['--', ...argv] : [])].join(' '), seconds })}`);
  for (const line of lines) console.log(line);
  if (!ok) console.log(`mutation: a file or the total is under ${BREAK}%`);
  return ok && run.status === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
