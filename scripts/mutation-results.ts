// Mutation scores as data: results/mutation.md embeds, in a generated block, the scores of the stored
// full run (test/mutation/stryker-incremental.json, committed), with the command, the bench's commit,
// the date and the machine. `npm run test:mutation` rewrites the block after each run;
//   npx tsx scripts/mutation-results.ts
// rewrites it from the stored file alone (no Stryker run). A test fails when the block's table differs
// from the stored file's scores.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withBlock } from '../reports/generated-block.js';
import { benchCommit, machineNow, machineText } from '../reports/provenance.js';
import { summarise, type ReportMutant } from './mutation-file.js';
import { MAIN_INCREMENTAL } from './mutation-merge.js';

/** The config's break threshold: a file or the total under it fails the full run. */
export const BREAK = 90;

export interface Report {
  files: Record<string, { mutants: (ReportMutant & { statusReason?: string; mutatorName?: string; location?: { start: { line: number } } })[] }>;
}

const pct = (score: number | null) => (score === null ? 'n/a' : `${score.toFixed(1)}%`);

/** One row per mutated file, then the total: each score as the full run counts it. */
export function scoreRows(report: Report): { header: string[]; rows: string[][]; equivalents: string[]; staticIgnored: number; ok: boolean } {
  const rows: string[][] = [];
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
      if (m.status === 'Ignored' && m.static !== true) equivalents.push(`${path}:${m.location?.start.line ?? '?'} ${m.mutatorName ?? ''}: ${m.statusReason ?? '(no reason given)'}`);
    }
  }
  const t = summarise(all);
  if (t.score !== null && t.score < BREAK) ok = false;
  rows.push(['total', pct(t.score), `${t.killed} / ${t.killed + t.survived + t.noCoverage}`, String(t.survived), String(t.noCoverage), String(t.equivalent), String(t.staticIgnored)]);
  return { header: ['file', 'score', 'killed / scored', 'survived', 'no coverage', 'equivalent', 'static'], rows, equivalents, staticIgnored: t.staticIgnored, ok };
}


export const MUTATION_PAGE = join(import.meta.dirname, '..', 'results', 'mutation.md');
/** The name of the page's generated block. */
export const MUTATION_BLOCK = 'mutation-scores';

/** The block's table: one markdown row per mutated file, then the total. */
export function scoresMarkdown(report: Report): string[] {
  const { header, rows } = scoreRows(report);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(([file, ...rest]) => line([file === 'total' ? '**total**' : `\`${file}\``, ...rest]))];
}

/** Rewrites the page's block from `report`; returns what it did, as a line. */
export function writeMutationResults(report: Report, how: { command: string; seconds: number | null }, page = MUTATION_PAGE): string {
  const m = machineNow(null, null);
  const { equivalents, staticIgnored } = scoreRows(report);
  const block = [
    `From the stored full run (\`test/mutation/stryker-incremental.json\`), written by \`${how.command}\`${how.seconds === null ? '' : ` (the run took ${Math.floor(how.seconds / 60)} min ${how.seconds % 60} s)`}: bench commit ${benchCommit()}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machineText(m)}.`,
    '',
    ...scoresMarkdown(report),
    '',
    `Equivalent mutants excluded from the scores: ${equivalents.length}, each marked in the source with its reason. Static mutants (code run once, at module load) not scored: ${staticIgnored}.`,
  ].join('\n');
  writeFileSync(page, withBlock(readFileSync(page, 'utf8'), MUTATION_BLOCK, block, page));
  return `rewrote the scores in ${page}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = JSON.parse(readFileSync(MAIN_INCREMENTAL, 'utf8')) as Report;
  console.log(writeMutationResults(report, { command: 'npx tsx scripts/mutation-results.ts', seconds: null }));
}
