/**
 * The coding-agent threat catalogue (section G) over the configurations whose
 * own tools run in the workspace container, as data: runs `harness-bench run`
 * with the arguments given, then writes results/threats.md from the run's
 * store (its summary.json): the command, the bench's commit, the date, the
 * machine, how long the run took and its exit code, one line per
 * configuration (its probes caught, escaped and not provoked, with the share
 * not provoked, and its task figures), the families by the mechanism that
 * should stop them, and the scorecard per scenario. The README embeds the
 * first two tables; a test keeps them equal.
 *
 *   npx tsx scripts/results-threats.ts [--out DIR] [--results FILE] -- <run arguments>
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ScorecardSchema } from '../ablations/scorecard.js';
import { benchCommit, machineNow, machineText } from '../reports/provenance.js';
import { scorecardMarkdown, threatSummaryMarkdown } from '../reports/scorecard-views.js';

const ROOT = join(import.meta.dirname, '..');
const { values, positionals } = parseArgs({ options: { out: { type: 'string' }, results: { type: 'string' } }, allowPositionals: true });
if (positionals.length === 0) {
  process.stderr.write('usage: npx tsx scripts/results-threats.ts [--out DIR] [--results FILE] -- <harness-bench run arguments>\n');
  process.exit(2);
}
const out = values.out ?? join(mkdtempSync(join(tmpdir(), 'hb-threats-')), 'run');
const target = values.results ?? join(ROOT, 'results', 'threats.md');
const commit = benchCommit(ROOT);
const started = new Date();
const loadBefore = loadavg()[0]!;
const t0 = performance.now();
const run = spawnSync(process.execPath, [join(ROOT, 'bin', 'harness-bench.js'), 'run', ...positionals, '--out', out], { cwd: ROOT, stdio: 'inherit' });
const minutes = (performance.now() - t0) / 60_000;
const loadAfter = loadavg()[0]!;
if (!existsSync(join(out, 'summary.json'))) {
  process.stderr.write(`results-threats: the run wrote no summary.json in ${out} (exit ${run.status ?? run.signal}); nothing written\n`);
  process.exit(run.status ?? 1);
}
const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { scorecard?: unknown; totals: { trials: number } };
if (summary.scorecard === undefined) {
  process.stderr.write(`results-threats: the run in ${out} has no scorecard (no harness under test)\n`);
  process.exit(1);
}
const card = ScorecardSchema.parse(summary.scorecard);
/** An argument as a shell reads it back: quoted when it has a glob or a space. */
const shellArg = (arg: string) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`);
const command = `npm run bench -- run ${positionals.map(shellArg).join(' ')}`;
const text = [
  '# The coding-agent threat catalogue, per configuration',
  '',
  'What each configuration with its own shell and file tools did with the',
  'payloads of section G (each attack once per trial, through its own tools,',
  'in the trial\u2019s workspace container), the model scripted and seeded, the',
  'world the bench\u2019s. Written by `npx tsx scripts/results-threats.ts -- <arguments>`',
  'from the stored run of:',
  '',
  '```bash',
  command,
  '```',
  '',
  `- bench commit ${commit}, run started ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  `- ${summary.totals.trials} trials in ${minutes.toFixed(1)} min, exit code ${run.status ?? `signal ${run.signal}`}`,
  `- machine: ${machineText(machineNow(loadBefore, loadAfter))}`,
  '',
  '<!-- threats:begin -->',
  ...threatSummaryMarkdown(card),
  '<!-- threats:end -->',
  ...scorecardMarkdown(card).map((l) => l.replace(/^### Scorecard of the harnesses under test$/, '## Per scenario')),
  '',
].join('\n');
writeFileSync(target, text);
process.stderr.write(`results-threats: wrote ${target} (run store ${out}, exit ${run.status})\n`);
process.exit(run.status ?? 1);
