import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStore } from '../../ablations/results/store.js';
import { globToRegExp } from '../../ablations/judge/glob.js';
import { loadRunConfig, selectProfiles, selectScenarios, withConfig } from '../../bin/commands/selection.js';
import { CATALOGUE } from '../../scenarios/catalogue.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'harness-bench.js');

function cli(args: string[], cwd: string, env: Record<string, string> = {}) {
  const base: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1' };
  delete base['CI'];
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...base, ...env } as NodeJS.ProcessEnv });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('selection', () => {
  it('selects scenarios and profiles by glob and --grep, and names what matched nothing', async () => {
    expect(['stale_check', 'stale_approval', 'staleX'].map((n) => globToRegExp('stale*').test(n))).toEqual([true, true, true]);
    expect(['a.b', 'axb'].map((n) => globToRegExp('a.b').test(n))).toEqual([true, false]);
    expect(['fd_exhaust', 'fork_bomb', 'egress'].map((n) => globToRegExp('f[do]*').test(n))).toEqual([true, true, false]);
    expect((await selectScenarios(['stale*'], undefined)).map((s) => s.name)).toEqual(['stale_check', 'stale_approval']);
    expect((await selectScenarios([], 'approv')).map((s) => s.name)).toEqual(CATALOGUE.filter((s) => /approv/i.test(s.name) || /approv/i.test(s.description)).map((s) => s.name));
    expect((await selectScenarios(['stale*', 'publish'], 'approval')).map((s) => s.name)).toEqual(['stale_approval']);
    await expect(selectScenarios(['nope*'], undefined)).rejects.toThrow(/^no scenario matches "nope\*"; scenarios: normal, publish/);
    await expect(selectScenarios([], '(')).rejects.toThrow(/--grep "\(" is not a regular expression/);
    expect(selectProfiles(['without-*']).map((p) => p.name)).toEqual(selectProfiles([]).filter((p) => p.removed !== null).map((p) => p.name));
    expect(selectProfiles(['full', 'full', 'instr*']).map((p) => p.name)).toEqual(['full', 'instrumented']);
  });

  it('reads harness-bench.config.yaml, refuses unknown keys, and lets flags override it', () => {
    const dir = tempDir('hb-config-');
    expect(loadRunConfig(undefined, dir)).toEqual({ path: null, config: {} });
    writeFileSync(join(dir, 'harness-bench.config.yaml'), 'scenarios: [stale_check]\ntrials: 4\nseed: 9\nout_dir: runs\n');
    const { config } = loadRunConfig(undefined, dir);
    expect(config).toEqual({ scenarios: ['stale_check'], trials: 4, seed: 9, out_dir: 'runs' });
    expect(withConfig({ scenario: undefined, trials: '7', seed: undefined }, config)).toEqual({ scenario: ['stale_check'], trials: '7', seed: '9' });
    writeFileSync(join(dir, 'bad.yaml'), 'trails: 4\n');
    expect(() => loadRunConfig(join(dir, 'bad.yaml'))).toThrow(/bad\.yaml: \(top level\): Unrecognized key: "trails"; keys: scenarios, profiles/);
  });

  it('--last-failed DIR reruns the failed cells of that run, its scenario file and profiles taken from its store', () => {
    const dir = tempDir('hb-select-');
    // The stale check pinned on the wrong control: without-allowlist does not let it escape, so that cell fails its expectation.
    const file = join(dir, 'stale-wrong.yaml');
    writeFileSync(file, readFileSync(join(ROOT, 'scenarios', 'examples', 'stale-check.yaml'), 'utf8').replace('caught_by: evidence', 'caught_by: allowlist'));
    const first = cli(['run', '--scenario', file, '--scenario', 'normal', '--profile', 'full', '--profile', 'without-allowlist', '--trials', '2', '--seed', '4', '--out', join(dir, 'first')], dir);
    expect(first.code).toBe(1);
    const again = cli(['run', '--last-failed', join(dir, 'first'), '--out', join(dir, 'again')], dir);
    // The failed cell removes a control: its scenario's full cell runs again beside it, so that what the control prevented can be read.
    expect(again.err).toContain(`--last-failed: rerunning the 1 cell(s) of ${join(dir, 'first')} that failed, errored or did not run, with the 1 full cell(s) they are read against (seed 4, --trials 2)`);
    expect(again.code).toBe(1);
    expect(readStore(join(dir, 'again', 'results.jsonl')).rows.map((r) => `${r.scenario}/${r.profile}`).sort()).toEqual(['example_stale_check/full', 'example_stale_check/full', 'example_stale_check/without-allowlist', 'example_stale_check/without-allowlist']);
    expect(again.out).toMatch(/^ {2}allowlist +no escape seen without it in this matrix$/m);
    // A rerun's store records its selection: a rerun of the rerun needs none named; --resume of it says how to go on.
    const twice = cli(['run', '--last-failed', join(dir, 'again'), '--out', join(dir, 'twice')], dir);
    expect(twice.err).toContain(`--last-failed: rerunning the 1 cell(s) of ${join(dir, 'again')} that failed, errored or did not run, with the 1 full cell(s) they are read against (seed 4, --trials 2)`);
    expect(twice.code).toBe(1);
    const resumed = cli(['run', '--resume', join(dir, 'again')], dir);
    expect(resumed.code).toBe(2);
    // The command is as the bench was started (harness-bench, npx harness-bench or npm run bench --).
    expect(resumed.err).toContain(`--resume: ${join(dir, 'again')} reran the failed cells of another run, and a rerun is not continued; rerun what it left with: `);
    expect(resumed.err).toContain(` run --last-failed ${join(dir, 'again')}\n`);
    // Given anew, a selection replaces the stored one: without the file, the failed cell is not in it.
    const narrowed = cli(['run', '--last-failed', join(dir, 'first'), '--scenario', 'normal', '--out', join(dir, 'narrowed')], dir);
    expect(narrowed).toMatchObject({ code: 2, err: expect.stringContaining(`--last-failed: the failed cells of ${join(dir, 'first')} are not in this selection`) });
    expect(cli(['run', '--last-failed', join(dir, 'nothing'), '--out', join(dir, 'x')], dir)).toMatchObject({ code: 2, err: expect.stringContaining(`--last-failed: ${join(dir, 'nothing')} holds no run`) });
  });

  it('runs from the config file, reruns only the failed cells with --last-failed, and shows the newest report', async () => {
    const dir = tempDir('hb-select-');
    writeFileSync(join(dir, 'harness-bench.config.yaml'), `scenarios: [env_secret, stale_check]\nprofiles: [full, without-evidence]\ntrials: 2\nseed: 5\nout_dir: runs\n`);
    // No sandbox image: env_secret under full does not run.
    const first = cli(['run'], dir, { HARNESS_BENCH_IMAGE: 'harness-bench-sandbox:no-such-image' });
    expect(first.code).toBe(3);
    expect(first.err).toContain(`config: ${join(dir, 'harness-bench.config.yaml')}`);
    const [firstRun] = readdirSync(join(dir, 'runs'));
    expect(firstRun).toMatch(/-seed5$/);
    expect(readStore(join(dir, 'runs', firstRun!, 'results.jsonl')).rows).toHaveLength(6);

    const again = cli(['run', '--last-failed'], dir, { HARNESS_BENCH_IMAGE: process.env['HARNESS_BENCH_IMAGE'] ?? '' });
    expect(again.code).toBe(0);
    expect(again.err).toContain(`--last-failed: rerunning the 1 cell(s) of ${join('runs', firstRun!)} that failed, errored or did not run (seed 5, --trials 2)`);
    const secondRun = readdirSync(join(dir, 'runs')).find((n) => n !== firstRun)!;
    const rerun = readStore(join(dir, 'runs', secondRun, 'results.jsonl'));
    expect(rerun.rows.map((r) => `${r.scenario}/${r.profile}/${r.verdict}`)).toEqual(['env_secret/full/accepted', 'env_secret/full/accepted']);
    expect(rerun.header.run_seed).toBe(5);
    expect(cli(['run', '--last-failed'], dir).err).toContain('every cell of');

    expect(cli(['show', 'runs', '--print'], dir).out.trim()).toBe(resolve(dir, 'runs', secondRun, 'report.html'));
    expect(cli(['show', join(dir, 'nothing-here')], dir)).toMatchObject({ code: 2, err: expect.stringContaining('no report.html in') });
    // --serve: the page over real HTTP on the loopback address.
    const child = spawn(process.execPath, [BIN, 'show', 'runs', '--serve'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((ok, fail) => {
        let text = '';
        child.stdout.on('data', (d: Buffer) => {
          text += d.toString();
          const m = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(text);
          if (m) ok(m[1]!);
        });
        child.once('exit', (code) => fail(new Error(`show exited ${code}: ${text}`)));
      });
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>harness-bench report: seed 5</title>');
      expect((await fetch(`${url}other`)).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
    }
    const code = await new Promise((r) => child.once('exit', (c) => r(c)));
    expect(code).toBe(0);
  });
});
