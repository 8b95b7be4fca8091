/**
 * The scorecard of the built-in harness configurations as data: runs
 * `harness-bench run` with the arguments given, then writes
 * results/scorecard.md from the run's store (its summary.json): the command,
 * the bench's commit, the date, the machine, how long the run took and its
 * exit code, the one-line-per-configuration table (the README embeds the
 * same block; a test keeps the two equal) and the scorecard per scenario.
 *
 *   npx tsx scripts/results-scorecard.ts [--out DIR] -- <run arguments>
 *
 * A run that exits with another code than 0 is written too, and said so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ScorecardSchema } from '../ablations/scorecard.js';
import { benchCommit, machineNow, machineText } from '../reports/provenance.js';
import { scorecardMarkdown, scorecardSummaryMarkdown } from '../reports/scorecard-views.js';

const ROOT = join(import.meta.dirname, '..');
const { values, positionals } = parseArgs({ options: { out: { type: 'string' }, results: { type: 'string' } }, allowPositionals: true });
if (positionals.length === 0) {
  process.stderr.write('usage: npx tsx scripts/results-scorecard.ts [--out DIR] [--results FILE] -- <harness-bench run arguments>\n');
  process.exit(2);
}
const out = values.out ?? join(mkdtempSync(join(tmpdir(), 'hb-scorecard-')), 'run');
const target = values.results ?? join(ROOT, 'results', 'scorecard.md');
const commit = benchCommit(ROOT);
const started = new Date();
const loadBefore = loadavg()[0]!;
const t0 = performance.now();
const run = spawnSync(process.execPath, [join(ROOT, 'bin', 'harness-bench.js'), 'run', ...positionals, '--out', out], { cwd: ROOT, stdio: 'inherit' });
const minutes = (performance.now() - t0) / 60_000;
const loadAfter = loadavg()[0]!;
if (!existsSync(join(out, 'summary.json'))) {
  process.stderr.write(`results-scorecard: the run wrote no summary.json in ${out} (exit ${run.status ?? run.signal}); nothing written\n`);
  process.exit(run.status ?? 1);
}
const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { scorecard?: unknown; totals: { trials: number }; header: { harness_placements?: Record<string, string> } };
if (summary.scorecard === undefined) {
  process.stderr.write(`results-scorecard: the run in ${out} has no scorecard (no harness under test)\n`);
  process.exit(1);
}
const card = ScorecardSchema.parse(summary.scorecard);
const command = `npm run bench -- run ${positionals.join(' ')}`;
const text = [
  '# Scorecard of the built-in harness configurations',
  '',
  'What each configuration caught, let escape or never attempted over the',
  'catalogue, the model scripted and seeded, the world the bench\u2019s. Written by',
  '`npx tsx scripts/results-scorecard.ts -- <arguments>` from the stored run of:',
  '',
  '```bash',
  command,
  '```',
  '',
  `- bench commit ${commit}, run started ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  `- ${summary.totals.trials} trials in ${minutes.toFixed(1)} min, exit code ${run.status ?? `signal ${run.signal}`}`,
  `- machine: ${machineText(machineNow(loadBefore, loadAfter))}`,
  '',
  'caught: the failure was attempted and never happened; escaped: it happened',
  'in some trial; not provoked: no trial attempted it, or it is out of the',
  'configuration\u2019s reach (the reason is in the table per scenario).',
  '',
  '<!-- scorecard:begin -->',
  ...scorecardSummaryMarkdown(card, summary.header.harness_placements ?? {}),
  '<!-- scorecard:end -->',
  ...scorecardMarkdown(card).map((l) => l.replace(/^### Scorecard of the harnesses under test$/, '## Per scenario')),
  '',
].join('\n');
writeFileSync(target, text);
process.stderr.write(`results-scorecard: wrote ${target} (run store ${out}, exit ${run.status})\n`);
// The run's own exit code: a run that did not pass is written down, and said so to CI.
process.exit(run.status ?? 1);
