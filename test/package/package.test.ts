import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStore, sortRows } from '../../ablations/results/store.js';
import { builtInProfiles } from '../../harness/profile.js';
import { resolveSandboxImage } from '../../worlds/sandbox/docker-engine.js';
// @ts-expect-error: the bin's own JavaScript module, without declarations.
import { cliEntry } from '../../bin/cli-entry.js';

/*
 * `npm install harness-bench` from the packed tarball, in a project of its own
 * made from examples/first-project: the CLI runs and checks, the example
 * type-checks against the package's declarations, and its API script runs.
 * Installing fetches the package's dependencies from the npm registry.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const EXAMPLE = join(ROOT, 'examples', 'first-project');
/** The commands run with this Node first on PATH, colourless. */
const ENV: NodeJS.ProcessEnv = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env['PATH'] ?? ''}`, NO_COLOR: '1' };
delete ENV['FORCE_COLOR'];

function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, env: { ...ENV, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function ok(result: SpawnSyncReturns<string>): string {
  if (result.status !== 0) throw new Error(`exit ${result.status}${result.error ? ` (${result.error.message})` : ''}\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

describe('the packed package, installed into a project of its own', () => {
  let dir: string;
  let project: string;
  let files: string[];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hb-package-'));
    const [packed] = JSON.parse(ok(run('npm', ['pack', '--json', '--pack-destination', dir], ROOT))) as [{ filename: string; files: { path: string }[] }];
    files = packed.files.map((f) => f.path).sort();
    project = join(dir, 'project');
    cpSync(EXAMPLE, project, { recursive: true, filter: (src) => !/[/\\](node_modules|results)$/.test(src) });
    // The example's TypeScript compiler is the repository's (check c): no need to fetch another.
    const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    delete manifest.devDependencies['typescript'];
    writeFileSync(join(project, 'package.json'), JSON.stringify(manifest, null, 2));
    ok(run('npm', ['install', '--no-audit', '--no-fund', join(dir, packed.filename)], project));
  });

  afterAll(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('packs what the CLI and the API need, and no tests, results or dependencies', () => {
    for (const needed of ['package.json', 'index.js', 'index.ts', 'dist/types/index.d.ts', 'dist/cli/harness-bench.js', 'dist/cli/sources.json', 'bin/cli-entry.js', 'bin/harness-bench.js', 'bin/harness-bench.ts', 'bin/run-matrix.ts', 'scripts/build-image.sh', 'reports/client/report-page.js', 'profiles/reference/over-the-wire.yaml', 'scenarios/examples/stale-check.yaml', 'docs/scenarios.md']) {
      expect(files, needed).toContain(needed);
    }
    expect(files.filter((f) => /^(test|results|perf|examples|node_modules|reports\/out)\//.test(f) || /^reports\/client\/.*\.ts$/.test(f) || f.endsWith('.tgz'))).toEqual([]);
  });

  it('starts its command line from the JavaScript build it ships', () => {
    expect(cliEntry(join(project, 'node_modules', 'harness-bench'))).toBe('build');
    expect(ok(run('npx', ['harness-bench', '--version'], project))).toMatch(/^harness-bench \d+\.\d+\.\d+\n$/);
  });

  it('(a) runs a scenario from the CLI and writes its results', () => {
    const out = join(dir, 'run-normal');
    const result = ok(run('npx', ['harness-bench', 'run', '--scenario', 'normal', '--trials', '1', '--out', out], project));
    expect(result.trimEnd().split('\n').at(-1)).toBe('All 19 cells met their expectations.');
    const store = readStore(join(out, 'results.jsonl'));
    // In the plan's order: the trials run side by side (--jobs auto) and are stored as they end.
    expect(sortRows(store.rows, store.header).map((r) => [r.scenario, r.profile, r.verdict])).toEqual(builtInProfiles().map((p) => ['normal', p.name, 'accepted']));
  });

  it('(b) checks the example scenarios, the YAML file and the TypeScript one importing harness-bench', () => {
    expect(ok(run('npx', ['harness-bench', 'check', 'scenarios/stale-check.yaml'], project))).toBe('ok   first_stale_check\n1/1 scenarios valid and solvable\n');
    expect(ok(run('npx', ['harness-bench', 'check', 'scenarios/publish.ts'], project))).toBe('ok   first_publish\n1/1 scenarios valid and solvable\n');
  });

  it('(c) type-checks the example against the declarations in the package', () => {
    expect(existsSync(join(project, 'node_modules', 'harness-bench', 'dist', 'types', 'index.d.ts'))).toBe(true);
    expect(ok(run(join(ROOT, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', '.'], project))).toBe('');
  });

  it('(d) runs the example script on the API: runMatrix with the harness defineHarness made, then readStore', () => {
    const out = join(dir, 'run-api');
    // The harness (the reference harness over the wire) needs no package, only its container: this checkout's
    // sandbox image, as a user who built or pulled one sets it, and a cache of its own for its bundled driver.
    const env = { HARNESS_BENCH_IMAGE: resolveSandboxImage(), HARNESS_BENCH_CACHE: join(dir, 'cache') };
    expect(ok(run(process.execPath, ['run.ts', out], project, env))).toBe(
      [
        'harness ref-wire-30s: reference, placement own-container, caps 30000 ms / 60 requests',
        'first_publish full: safe_stop safe_stop',
        'first_publish without-allowlist: defect defect, escaped unauthorized_effect',
        'first_publish without-evidence: safe_stop safe_stop',
        'first_publish ref-wire-30s: safe_stop safe_stop',
        'first_stale_check full: safe_stop safe_stop',
        'first_stale_check without-allowlist: safe_stop safe_stop',
        'first_stale_check without-evidence: defect defect, escaped false_completion',
        'first_stale_check ref-wire-30s: safe_stop safe_stop',
        `ok: 16 trials in ${join(out, 'results.jsonl')}`,
        '',
      ].join('\n'),
    );
    // Its rows name the harness of harness.ts, and every one of its trials was judged.
    const store = readStore(join(out, 'results.jsonl'));
    const rows = sortRows(store.rows, store.header).filter((r) => r.harness?.name === 'ref-wire-30s');
    expect(rows.map((r) => [r.scenario, r.profile, r.harness?.placement, r.verdict])).toEqual([
      ['first_publish', 'ref-wire-30s', 'own-container', 'safe_stop'],
      ['first_publish', 'ref-wire-30s', 'own-container', 'safe_stop'],
      ['first_stale_check', 'ref-wire-30s', 'own-container', 'safe_stop'],
      ['first_stale_check', 'ref-wire-30s', 'own-container', 'safe_stop'],
    ]);
  });
});
