// One StrykerJS run over one source file (`npm run test:mutation:file -- harness/controls/pending.ts`).
//
// Each file keeps its own incremental file, test/mutation/incremental/<path with - for />.json, and a
// later run of the same file re-tests only the mutants whose code or covering tests changed. Its
// results are then merged into the full run's incremental file (scripts/mutation-merge.ts), so
// `npm run test:mutation` re-tests only what changed since.
// The run takes one test runner (the machine is shared) and leaves static mutants (code run once
// at module load, each of which costs a full reload of every suite) unscored: the summary counts them.
// It runs the fast suites without the slowest ones (HB_MUTATION_FAST=1, see vitest.mutation.config.ts;
// set HB_MUTATION_FAST=0 to keep them), so its scores are lower bounds.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { MAIN_INCREMENTAL, mergeInto, type IncrementalReport } from './mutation-merge.js';

const USAGE = 'usage: npm run test:mutation:file -- <source file> [more source files...] [-- extra stryker options]';

export interface ReportMutant {
  status: string;
  static?: boolean;
}

export function incrementalFileFor(source: string): string {
  return `test/mutation/incremental/${source.replace(/\.ts$/, '').replaceAll('/', '-')}.json`;
}

/**
 * Counts of one file's mutants by status, and its score over the mutants that were tested.
 * An ignored mutant that is not static was marked equivalent in the source (a Stryker disable comment).
 */
export function summarise(mutants: readonly ReportMutant[]): { killed: number; survived: number; noCoverage: number; equivalent: number; staticIgnored: number; other: number; score: number | null } {
  let killed = 0;
  let survived = 0;
  let noCoverage = 0;
  let equivalent = 0;
  let staticIgnored = 0;
  let other = 0;
  for (const m of mutants) {
    if (m.status === 'Killed' || m.status === 'Timeout') killed++;
    else if (m.status === 'Survived') survived++;
    else if (m.status === 'NoCoverage') noCoverage++;
    else if (m.status === 'Ignored' && m.static === true) staticIgnored++;
    else if (m.status === 'Ignored') equivalent++;
    else other++;
  }
  const scored = killed + survived + noCoverage;
  return { killed, survived, noCoverage, equivalent, staticIgnored, other, score: scored === 0 ? null : (100 * killed) / scored };
}

function main(argv: string[]): number {
  const split = argv.indexOf('--');
  const sources = split === -1 ? argv : argv.slice(0, split);
  const extra = split === -1 ? [] : argv.slice(split + 1);
  if (sources.length === 0 || sources.some((s) => s.startsWith('-'))) {
    console.error(USAGE);
    return 2;
  }
  for (const source of sources) {
    if (!existsSync(source)) {
      console.error(`no such source file: ${source}`);
      return 2;
    }
  }
  let worst = 0;
  for (const source of sources) {
    const incremental = incrementalFileFor(source);
    const started = Date.now();
    const before = existsSync(incremental) ? statSync(incremental).mtimeMs : null;
    const args = ['stryker', 'run', '--mutate', source, '--incrementalFile', incremental, ...extra];
    console.log(`mutation: ${source} (incremental file ${incremental})`);
    const run = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, HB_MUTATION_FAST: process.env['HB_MUTATION_FAST'] ?? '1' } });
    const seconds = Math.round((Date.now() - started) / 1000);
    // A run that failed before mutating (its first test run failed, say) leaves an earlier run's file: never report that as this run's score.
    if (!existsSync(incremental) || statSync(incremental).mtimeMs === before) {
      console.error(`mutation: ${source}: stryker wrote no result (exit ${run.status ?? run.signal})${before === null ? '' : `; ${incremental} still holds an earlier run's result`}`);
      return 3;
    }
    const report = JSON.parse(readFileSync(incremental, 'utf8')) as IncrementalReport;
    const s = summarise(report.files[source]?.mutants ?? []);
    const score = s.score === null ? 'n/a' : `${s.score.toFixed(1)}%`;
    console.log(`mutation: ${source}: ${score} (${s.killed} killed, ${s.survived} survived, ${s.noCoverage} no coverage; ${s.equivalent} marked equivalent, ${s.staticIgnored} static, not scored) in ${seconds} s`);
    // The full run starts from the main incremental file: this file's results go there too (the other files' results are kept).
    const main = existsSync(MAIN_INCREMENTAL) ? [JSON.parse(readFileSync(MAIN_INCREMENTAL, 'utf8')) as IncrementalReport] : [];
    mergeInto(MAIN_INCREMENTAL, [...main, report]);
    console.log(`mutation: ${source}: results merged into ${MAIN_INCREMENTAL}`);
    worst = Math.max(worst, run.status ?? 3);
  }
  return worst;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
