import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addRefTree, remoteSide, resolveCommit, UsageError } from '../../perf/ab.js';
import { findSeedArticle } from '../../perf/python-lab.js';
import { FIGURES } from '../../perf/registry.js';
import { BenchReportSchema } from '../../perf/report-schema.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

function bench(args: string[], onStderr?: (text: string, kill: (signal: NodeJS.Signals) => void) => void): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', TSX, join(ROOT, 'perf', 'perf.ts'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      onStderr?.(stderr, (s) => child.kill(s));
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

const abTrees = () => execFileSync('git', ['-C', ROOT, 'worktree', 'list'], { encoding: 'utf8' }).split('\n').filter((l) => l.includes('/hb-ab-'));

describe('bench:perf command line', () => {
  it('documents every option in --help', async () => {
    const r = await bench(['--help']);
    expect(r.code).toBe(0);
    for (const flag of ['--json', '--only LIST', '--list', '--ab REF', '--max-width PCT', '--pairs N', '--max-pairs N', '--seed N', '--results', '--help']) expect(r.stdout).toContain(`  ${flag} `);
  });

  it('lists the registry', async () => {
    const r = await bench(['--list']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n').map((l) => l.split(/\s+/)[0])).toEqual(FIGURES.map((f) => f.name));
    expect(FIGURES.map((f) => f.name)).toEqual(['seed-lab-1', 'seed-lab-2', 'seed-labs-judged', 'call-overhead', 'matrix', 'fuzz', 'report', 'durable-log', 'llm', 'docker-trial', 'docker-exec', 'workspace-snapshot', 'external-overhead', 'external-jobs', 'external-kinds', 'cli-start', 'main-job']);
  });

  it('refuses bad usage with exit 2 and a message naming the problem', async () => {
    const cases: [string[], string][] = [
      [['--only', 'seed-lab-9'], `bench:perf: --only: no figure named seed-lab-9; figures: ${FIGURES.map((f) => f.name).join(', ')}`],
      [['--max-width', '0'], 'bench:perf: --max-width must be a positive percentage, got "0"'],
      [['--pairs', '1'], 'bench:perf: --pairs must be an integer of at least 2, got "1"'],
      [['--pairs', '10', '--max-pairs', '5'], 'bench:perf: --max-pairs (5) is below --pairs (10)'],
      [['--seed', 'x'], 'bench:perf: --seed must be an integer of at least 0, got "x"'],
      [['--frobnicate'], "bench:perf: Unknown option '--frobnicate'"],
      [['--ab', 'no-such-ref-anywhere'], `bench:perf: --ab: "no-such-ref-anywhere" names no commit in ${ROOT}`],
      [['--results', '--ab', 'HEAD'], 'bench:perf: --results keeps measured figures; an --ab comparison is not one (drop one of the two)'],
    ];
    for (const [args, message] of cases) {
      const r = await bench(args);
      expect({ args, code: r.code, first: r.stderr.split('\n').find((l) => l.startsWith('bench:perf: ') && !l.includes('figure(s)'))?.split('. To specify')[0] }).toEqual({ args, code: 2, first: message });
    }
  });

  it('prints one JSON object with a figure measured in rounds and its absolute figures', async () => {
    const r = await bench(['--only', 'call-overhead', '--json', '--pairs', '4', '--max-pairs', '4', '--seed', '5']);
    const report = BenchReportSchema.parse(JSON.parse(r.stdout));
    expect(report.mode).toBe('figures');
    expect(report.seed).toBe(5);
    expect(report.figures.map((f) => [f.name, f.status, f.clock, Object.keys(f.absolute)])).toEqual([
      ['call-overhead', 'ok', 'cpu', ['us_per_call', 'harness_us_per_call', 'bare_fixture_us_per_call', 'harness_overhead_us_per_call']],
    ]);
    expect(r.code).toBe(0);
  });

  it.skipIf(findSeedArticle() === null)('pairs a seed lab with the Python lab: median ratio, interval, pairs, steal and load', async () => {
    const r = await bench(['--only', 'seed-lab-2', '--json', '--pairs', '6', '--max-pairs', '6', '--max-width', '1000']);
    const f = BenchReportSchema.parse(JSON.parse(r.stdout)).figures[0]!;
    expect(f.status).toBe('ok');
    expect(f.ratio).toMatchObject({ of: "the seed's Python lab 2 time / ours", clock: 'cpu', pairs: 6, trusted: true, goal: '5x faster' });
    expect(f.ratio!.low).toBeLessThanOrEqual(f.ratio!.median);
    expect(f.ratio!.median).toBeLessThanOrEqual(f.ratio!.high);
    expect(f.ratio!.steal_pct).toBeGreaterThanOrEqual(0);
    expect(f.ratio!.load_max).toBeGreaterThanOrEqual(0);
    expect(Object.keys(f.absolute)).toEqual(['us_per_scenario', 'reference_us_per_scenario']);
    expect(r.code).toBe(0);
  });

  it.skipIf(findSeedArticle() === null)('flags a ratio wider than the bound and exits 3', async () => {
    const r = await bench(['--only', 'seed-lab-1', '--json', '--pairs', '4', '--max-pairs', '4', '--max-width', '0.0001']);
    const f = BenchReportSchema.parse(JSON.parse(r.stdout)).figures[0]!;
    expect(f.status).toBe('too-wide');
    expect(f.ratio!.trusted).toBe(false);
    // Four pairs, two in each of two fresh pairs of processes (ours served by perf/side-server.ts, a fresh Python lab).
    expect(f.problem).toMatch(/^the interval is [\d.]+% of the median wide after 4 pairs in 2 processes per side, over the 0\.0001% bound \(steal [\d.]+%, load up to [\d.]+ on \d+ cores\)$/);
    expect(r.code).toBe(3);
  });

  it('--ab measures each figure at the ref against the working tree and removes the worktree', async () => {
    const before = abTrees();
    const r = await bench(['--ab', 'HEAD', '--only', 'call-overhead', '--json', '--pairs', '4', '--max-pairs', '4', '--max-width', '1000']);
    const report = BenchReportSchema.parse(JSON.parse(r.stdout));
    expect(report.ab).toEqual({ ref: 'HEAD', commit: resolveCommit(ROOT, 'HEAD'), node_modules: 'linked' });
    const f = report.ab_figures[0]!;
    expect([f.name, f.status, f.ratio?.pairs, f.processes, f.ratio?.of]).toEqual(['call-overhead', 'ok', 6, 3, 'time per unit, working tree / ref']);
    expect(['faster', 'slower', 'no detectable change']).toContain(f.change);
    expect(r.code).toBe(0);
    expect(abTrees()).toEqual(before);
  });

  it('--ab removes the worktree when interrupted', async () => {
    const before = abTrees();
    let sent = false;
    const r = await bench(['--ab', 'HEAD', '--only', 'seed-lab-1', '--pairs', '50'], (text, kill) => {
      if (!sent && text.includes('[1/1] seed-lab-1')) {
        sent = true;
        setTimeout(() => kill('SIGINT'), 1500);
      }
    });
    expect(r.stderr).toContain('bench:perf: SIGINT, removing the temporary worktree');
    expect(r.code).toBe(130);
    expect(abTrees()).toEqual(before);
  });
});

describe('the A/B plumbing', () => {
  it('resolves refs to commits and refuses what names none', () => {
    expect(resolveCommit(ROOT, 'HEAD')).toBe(execFileSync('git', ['-C', ROOT, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim());
    expect(() => resolveCommit(ROOT, '--all')).toThrow(new UsageError('--ab: "--all" is not a git ref'));
  });

  it('refuses a ref laid out before the folders perf/ imports, and leaves no worktree', () => {
    const repo = mkdtempSync(join(tmpdir(), 'hb-old-layout-'));
    try {
      const run = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
      run('init', '--quiet');
      mkdirSync(join(repo, 'harness'));
      writeFileSync(join(repo, 'harness', 'loop.ts'), 'export {};\n');
      run('add', '.');
      run('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '--quiet', '-m', 'old layout');
      const commit = run('rev-parse', 'HEAD');
      expect(() => addRefTree(repo, commit, () => undefined)).toThrow(new UsageError(`--ab: ${commit.slice(0, 12)} has no worlds/, models/, ablations/ folder: it predates this tree's layout, which the measurement code (perf/) imports; pick a ref at or after the layout`));
      expect(run('worktree', 'list').split('\n')).toHaveLength(1);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('checks a ref out with this tree perf/ and node_modules, serves a subject from it, and removes it', async () => {
    const before = abTrees();
    const tree = addRefTree(ROOT, resolveCommit(ROOT, 'HEAD'), () => undefined);
    try {
      expect(lstatSync(join(tree.dir, 'node_modules')).isSymbolicLink()).toBe(true);
      expect(realpathSync(join(tree.dir, 'node_modules'))).toBe(realpathSync(join(ROOT, 'node_modules')));
      expect(existsSync(join(tree.dir, 'perf', 'side-server.ts'))).toBe(true);
      // A figure whose imports the ref's tree lacks (an older ref) keeps no other figure from being served.
      writeFileSync(join(tree.dir, 'perf', 'figures', 'aaa-missing.ts'), `export { gone } from '../../harness/no-such-module.js';\n`);
      const side = await remoteSide(tree.dir, 'call-overhead', process.env);
      try {
        expect([side.unitsPerIteration, side.clock]).toEqual([1000, 'cpu']);
        expect(await side.round(2)).toBeGreaterThan(0);
      } finally {
        await side.close();
      }
      await expect(remoteSide(tree.dir, 'no-such-figure', process.env)).rejects.toThrow(`no figure named "no-such-figure" in this tree's perf/figures/ (not loadable here: aaa-missing.ts: Cannot find module`);
    } finally {
      tree.remove();
    }
    expect(existsSync(tree.dir)).toBe(false);
    expect(abTrees()).toEqual(before);
  });
});
