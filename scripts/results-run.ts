/**
 * What the results scripts (results-scorecard.ts, results-threats.ts) share:
 * run `harness-bench run` with the arguments given into a store, time it,
 * and read back its scorecard with the provenance lines a results file opens
 * with (the command as a shell reads it, the bench's commit, the date, the
 * trials, the minutes, the exit code and the machine).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ScorecardSchema, type Scorecard } from '../ablations/results/scorecard.js';
import { benchCommit, machineNow, machineText } from '../reports/provenance.js';

export const ROOT = join(import.meta.dirname, '..');

export interface ResultsRun {
  card: Scorecard;
  /** The run's exit code (a signal: 1). */
  code: number;
  /** The command in a bash block, then the commit, date, trials, minutes, exit code and machine as markdown list items. */
  provenance: string[];
  placements: Record<string, string>;
}

/** An argument as a shell reads it back: quoted when it has a glob or a space. */
export const shellArg = (arg: string) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`);

/** Runs `harness-bench run <args> --out <out>`, or exits the script (with the run's code) when the run left no scorecard to write from. */
export function runForResults(script: string, args: readonly string[], out = join(mkdtempSync(join(tmpdir(), `hb-${script}-`)), 'run')): ResultsRun {
  const commit = benchCommit(ROOT);
  const started = new Date();
  const loadBefore = loadavg()[0]!;
  const t0 = performance.now();
  const run = spawnSync(process.execPath, [join(ROOT, 'bin', 'harness-bench.js'), 'run', ...args, '--out', out], { cwd: ROOT, stdio: 'inherit' });
  const minutes = (performance.now() - t0) / 60_000;
  const loadAfter = loadavg()[0]!;
  if (!existsSync(join(out, 'summary.json'))) {
    process.stderr.write(`${script}: the run wrote no summary.json in ${out} (exit ${run.status ?? run.signal}); nothing written\n`);
    process.exit(run.status ?? 1);
  }
  const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { scorecard?: unknown; totals: { trials: number }; header: { harness_placements?: Record<string, string> } };
  if (summary.scorecard === undefined) {
    process.stderr.write(`${script}: the run in ${out} has no scorecard (no harness under test)\n`);
    process.exit(1);
  }
  return {
    card: ScorecardSchema.parse(summary.scorecard),
    code: run.status ?? 1,
    provenance: [
      '```bash',
      `npm run bench -- run ${args.map(shellArg).join(' ')}`,
      '```',
      '',
      `- bench commit ${commit}, run started ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      `- ${summary.totals.trials} trials in ${minutes.toFixed(1)} min, exit code ${run.status ?? `signal ${run.signal}`}`,
      `- machine: ${machineText(machineNow(loadBefore, loadAfter))}`,
    ],
    placements: summary.header.harness_placements ?? {},
  };
}

/**
 * A results script's whole life: reads `[--out DIR] [--results FILE] -- <run arguments>`, runs the
 * bench, writes the text `render` makes of the run to FILE (default results/<file>), and exits with
 * the run's own code: a run that did not pass is written down, and said so to CI.
 */
export function resultsScript(script: string, file: string, render: (run: ResultsRun) => string): never {
  const { values, positionals } = parseArgs({ options: { out: { type: 'string' }, results: { type: 'string' } }, allowPositionals: true });
  if (positionals.length === 0) {
    process.stderr.write(`usage: npx tsx scripts/${script}.ts [--out DIR] [--results FILE] -- <harness-bench run arguments>\n`);
    process.exit(2);
  }
  const target = values.results ?? join(ROOT, 'results', file);
  const run = runForResults(script, positionals, values.out);
  writeFileSync(target, render(run));
  process.stderr.write(`${script}: wrote ${target} (exit ${run.code})\n`);
  process.exit(run.code);
}
