/**
 * How long the command line takes to start and answer: `harness-bench --help` from its JavaScript
 * build (bin/harness-bench.js, as the package ships it; built first) against the TypeScript sources
 * through tsx (`npm run bench`), paired round by round; the absolute figures are three runs each of
 * `--help`, `--version` and `list` from the build, with their medians (goals: --help at most 0.3 s,
 * list at most 0.6 s).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { timedSide, type Figure } from '../figure.js';

const ROOT = join(import.meta.dirname, '..', '..');

function start(args: readonly string[]): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${String(r.status)}: ${r.stderr}`);
  return (performance.now() - t0) / 1000;
}

const BUILT = (...args: string[]) => [join(ROOT, 'bin', 'harness-bench.js'), ...args];
const SOURCES = (...args: string[]) => ['--import', 'tsx', join(ROOT, 'bin', 'harness-bench.ts'), ...args];

export const cliStart: Figure = {
  name: 'cli-start',
  title: '`harness-bench --help` from the JavaScript build against the TypeScript sources through tsx, each a fresh process',
  unit: 'start',
  subject: async () => {
    const built = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'build-cli.ts')], { cwd: ROOT, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`npm run build failed: ${built.stderr}`);
    return timedSide(1, () => start(BUILT('--help')), { clock: 'wall' });
  },
  reference: { label: 'the TypeScript sources through tsx (npm run bench)', ratio: 'reference/subject', side: async () => timedSide(1, () => start(SOURCES('--help')), { clock: 'wall' }) },
  rounds: { iterations: 1, warmupMs: 0, minPairs: 10, maxPairs: 15, budgetMs: 60_000 },
  absolute: async () => {
    const three = (args: string[]) => [start(args), start(args), start(args)];
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    const round = (x: number) => Math.round(x * 1000) / 1000;
    const help = three(BUILT('--help'));
    const version = three(BUILT('--version'));
    const list = three(BUILT('list'));
    return {
      help_s: round(median(help)),
      help_runs_s: help.map(round).join(' '),
      version_s: round(median(version)),
      list_s: round(median(list)),
      list_runs_s: list.map(round).join(' '),
      help_goal: median(help) <= 0.3 ? 'met (at most 0.3 s)' : 'missed (at most 0.3 s)',
      list_goal: median(list) <= 0.6 ? 'met (at most 0.6 s)' : 'missed (at most 0.6 s)',
    };
  },
};
