// The full StrykerJS run (`npm run test:mutation`) over every file stryker.config.mjs mutates,
// from the committed incremental file test/mutation/stryker-incremental.json (which each
// `test:mutation:file` run also updates), so only mutants whose code or covering tests changed
// are re-tested. It then prints each file's score and the total over the tested mutants, the
// equivalent mutants excluded (each marked in the source with its reason) and the static ones
// not scored, and exits 1 when a file or the total is under 90% (the config's break threshold).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { summarise, type ReportMutant } from './mutation-file.js';
import { MAIN_INCREMENTAL } from './mutation-merge.js';

const BREAK = 90;

interface Report {
  files: Record<string, { mutants: (ReportMutant & { statusReason?: string; mutatorName?: string; location?: { start: { line: number } } })[] }>;
}

const pct = (score: number | null) => (score === null ? 'n/a' : `${score.toFixed(1)}%`);

/** The per-file table, the total, and the equivalents with their reasons, as lines; and whether every score holds. */
export function scoreTable(report: Report): { lines: string[]; ok: boolean } {
  const rows: string[][] = [['file', 'score', 'killed / scored', 'survived', 'no coverage', 'equivalent', 'static']];
  const all: ReportMutant[] = [];
  const equivalents: string[] = [];
  let ok = true;
  for (const path of Object.keys(report.files).sort()) {
    const mutants = report.files[path]!.mutants;
    all.push(...mutants);
    const s = summarise(mutants);
    if (s.score !== null && s.score < BREAK) ok = false;
    rows.push([path, pct(s.score), `${s.killed} / ${s.killed + s.survived + s.noCoverage}`, String(s.survived), String(s.noCoverage), String(s.equivalent), String(s.staticIgnored)]);
    for (const m of mutants) {
      if (m.status === 'Ignored' && m.static !== true) equivalents.push(`  ${path}:${m.location?.start.line ?? '?'} ${m.mutatorName ?? ''}: ${m.statusReason ?? '(no reason given)'}`);
    }
  }
  const t = summarise(all);
  if (t.score !== null && t.score < BREAK) ok = false;
  rows.push(['total', pct(t.score), `${t.killed} / ${t.killed + t.survived + t.noCoverage}`, String(t.survived), String(t.noCoverage), String(t.equivalent), String(t.staticIgnored)]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const lines = rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
  lines.push(`equivalent mutants excluded from the scores: ${equivalents.length}, each marked in the source with its reason:`, ...equivalents);
  lines.push(`static mutants (code run once, at module load) not scored: ${t.staticIgnored}`);
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
  const { lines, ok } = scoreTable(JSON.parse(readFileSync(MAIN_INCREMENTAL, 'utf8')) as Report);
  console.log(`mutation: full run in ${Math.floor(seconds / 60)} min ${seconds % 60} s (stryker exit ${run.status ?? run.signal})`);
  for (const line of lines) console.log(line);
  if (!ok) console.log(`mutation: a file or the total is under ${BREAK}%`);
  return ok && run.status === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
