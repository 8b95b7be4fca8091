import { referenceSubjects } from '../../ablations/runner/subject.js';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInHarnessProfiles } from '../../harnesses/configurations.js';
import { planTrials } from '../../ablations/runner/matrix.js';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import { readStore, sortRows, trialKey } from '../../ablations/results/store.js';
import { CONTROL_NAMES } from '../../harness/controls/registry.js';
import { builtInProfiles } from '../../harness/profile.js';
import { CATALOGUE } from '../../scenarios/catalogue.js';
import { cli, ROOT, BIN } from '../support/cli.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

describe('harness-bench CLI (subprocess)', () => {
  it('reproduces seed-lab-1 as JSON lines and exits 0', () => {
    const r = cli(['run', '--suite', 'seed-lab-1', '--format', 'jsonl']);
    expect(r.code).toBe(0);
    const rows = r.out.trim().split('\n').map((l) => JSON.parse(l));
    expect(rows).toHaveLength(8);
    expect(rows[3]).toEqual({ scenario: 'publish', profile: 'without_permissions', status: 'proposals_exhausted', requests: 1, tools: 1, audits: 1, valid_config: false, published: true });
  });

  it('includes the events in verbose mode', () => {
    const r = cli(['run', '--suite', 'seed-lab-2', '--format', 'jsonl', '--verbose']);
    const first = JSON.parse(r.out.split('\n')[0]!);
    expect(first.events[0]).toMatchObject({ type: 'run_started', seq: 0 });
    expect(first.events.at(-1)).toMatchObject({ type: 'stop', reason: 'complete' });
  });

  it('exits 2 with the valid choices on a bad name or flag', () => {
    expect(cli(['run', '--suite', 'lab-3'])).toMatchObject({ code: 2, err: expect.stringContaining('unknown suite "lab-3"; suites: seed-lab-1, seed-lab-2') });
    expect(cli(['run', '--profile', 'nope'])).toMatchObject({ code: 2, err: expect.stringContaining('profiles: full, instrumented') });
    expect(cli(['run', '--trials', 'many'])).toMatchObject({ code: 2, err: expect.stringContaining('--trials must be an integer, got "many"') });
    expect(cli(['run', '--trials', '1000000000'])).toMatchObject({ code: 2, err: 'harness-bench run: --trials must be at most 1,000,000, got 1000000000\n' });
    expect(cli(['run', '--trials', '99999999999999999999'])).toMatchObject({ code: 2, err: 'harness-bench run: --trials must be at most 1,000,000, got 99999999999999999999\n' });
    expect(cli(['run', '--jobs', '100000'])).toMatchObject({ code: 2, err: expect.stringContaining('--jobs must be at most 256, got 100000') });
    expect(cli(['run', '--trials', '100000', '--out', '/tmp/never'])).toMatchObject({ code: 2, err: expect.stringMatching(/the plan holds [\d,]+ trials, more than the 5,000,000 one run may hold: use fewer --trials, scenarios or profiles\n$/) });
    expect(cli(['run', '--shard', '5/4'])).toMatchObject({ code: 2, err: expect.stringContaining('--shard 5/4: K must be between 1 and N') });
    expect(cli(['run', '--frobnicate'])).toMatchObject({ code: 2, err: expect.stringContaining("Unknown option '--frobnicate'") });
    expect(cli(['fly'])).toMatchObject({ code: 2, err: expect.stringContaining('unknown command "fly"') });
    expect(cli(['reprot'])).toMatchObject({ code: 2, err: expect.stringContaining('unknown command "reprot" (did you mean report?); commands: run,') });
    expect(cli(['run', '--trails', '3'])).toMatchObject({ code: 2, err: expect.stringContaining("Unknown option '--trails' (did you mean --trials?)") });
    expect(cli(['--version'])).toMatchObject({ code: 0, out: 'harness-bench 0.1.0\n' });
    expect(cli(['run', '--suite', 'seed-lab-1', '--out', '/tmp/never'])).toMatchObject({ code: 2, err: expect.stringContaining('--out do not apply to it') });
    expect(cli(['run', '--proposer', 'stochastic:careful', '--scenario', 'stale_check'])).toMatchObject({ code: 2, err: expect.stringContaining('no trials to run') });
    expect(cli(['merge', '/tmp/hb-no-such-folder', '--out', '/tmp/never'])).toMatchObject({ code: 2, err: expect.stringContaining('no results store at /tmp/hb-no-such-folder/results.jsonl') });
    expect(cli(['report', '/tmp/hb-no-such-folder'])).toMatchObject({ code: 2, err: expect.stringContaining('no results store') });
  });

  it('has --help on every verb', () => {
    for (const verb of ['run', 'list', 'check', 'merge']) {
      const r = cli([verb, '--help']);
      expect(r.code).toBe(0);
      expect(r.out).toContain(`harness-bench ${verb}`);
    }
    expect(cli(['--help']).out).toContain('Commands:');
  });

  it('lists the built-in harness configurations: path name, kind, pinned package, placement, whether installed', () => {
    const harnesses = JSON.parse(cli(['list', 'harnesses', '--format', 'json']).out).harnesses as { name: string; kind: string; package: string; placement: string; installed: string }[];
    expect(harnesses.map((h) => h.name)).toEqual(builtInHarnessProfiles().map((p) => p.name));
    expect(harnesses.find((h) => h.name === 'ref-wire')).toEqual({ name: 'ref-wire', path: 'reference/over-the-wire', kind: 'reference', package: 'reference', placement: 'own-container', installed: 'installed', description: 'the reference harness under full, over the wire' });
    for (const h of harnesses.filter((x) => x.kind === 'codex')) expect([h.package.startsWith('@openai/codex@'), h.placement]).toEqual([true, 'container']);
    expect(cli(['list', 'harnesses']).out.split('\n')[0]).toBe('harnesses:');
  });

  it('lists every control from its declaration: what it prevents, its stops, its run state, what shows it, the fuzzer', () => {
    const controls = JSON.parse(cli(['list', 'controls', '--format', 'json']).out).controls as { name: string }[];
    expect(controls.map((c) => c.name)).toEqual(CONTROL_NAMES);
    expect(controls.find((c) => c.name === 'dispatch-lock')).toEqual({
      name: 'dispatch-lock',
      prevents: 'a check overlapping a write and vouching for a revision it never read',
      stops: 'stops: none',
      state: 'run state: slot dispatch-lock',
      shown_by: 'shown by: parallel_check_and_write (false_completion)',
      fuzzer: 'fuzzer: breaks complete-needs-current-check, no-write-while-pending, transient-is-retried',
    });
    expect(controls.find((c) => c.name === 'reconciliation')).toEqual({
      name: 'reconciliation',
      prevents: 'a write interrupted by a crash being re-executed blindly (a duplicate effect)',
      stops: 'stops: none',
      state: 'run state: none',
      shown_by: 'shown by: crash_mid_write (duplicate_effect)',
      fuzzer: 'fuzzer: out of reach: acts only while a run recovers from a crash (no hook in a live run)',
    });
    expect(controls.find((c) => c.name === 'evidence')).toMatchObject({ stops: 'stops: completion_rejected', state: 'run state: state.checked' });
  });

  it('check rejects a malformed scenario file by name and field, and the run does not start', () => {
    const dir = tempDir('hb-cli-');
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ name: 'x', task: 't' }));
    const r = cli(['check', bad]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${bad}: not a valid scenario:`);
    expect(r.err).toContain('contract: Invalid input');
    const run = cli(['run', '--scenario', bad, '--out', join(dir, 'out')]);
    expect(run.code).toBe(2);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('runs a matrix, gates on expectations and prints the per-control line', () => {
    const out = join(tempDir('hb-cli-'), 'run');
    const r = cli(['run', '--scenario', 'stale_check', '--scenario', 'publish', '--profile', 'full', '--profile', 'without-evidence', '--trials', '3', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('evidence           false_completion (stale_check)');
    expect(readStore(join(out, 'results.jsonl')).rows).toHaveLength(12);
    const again = cli(['run', '--scenario', 'stale_check', '--profile', 'full', '--out', out]);
    expect(again).toMatchObject({ code: 2, err: expect.stringContaining('already holds results; pass --resume') });
  });

  it('judges a run once: --format json prints the cells and control findings that summary.json holds, and the exit follows them', () => {
    const out = join(tempDir('hb-cli-'), 'run');
    const r = cli(['run', '--scenario', 'stale_check', '--profile', 'full', '--profile', 'without-evidence', '--trials', '3', '--out', out, '--format', 'json']);
    expect(r.code).toBe(0);
    const printed = JSON.parse(r.out) as { cells: unknown[]; controls: unknown[]; ok: boolean };
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { cells: { profile: string; state: string; problems: string[] }[]; controls: unknown[]; ok: boolean };
    expect(printed.cells).toEqual(summary.cells);
    expect(printed.controls).toEqual(summary.controls);
    expect(printed.ok).toBe(true);
    expect(summary.cells.map((c) => [c.profile, c.state, c.problems])).toEqual([
      ['full', 'caught', []],
      ['without-evidence', 'escaped', []],
    ]);
  });

  it('judges a scenario file in its reports with its own definition, as the table does', () => {
    const out = join(tempDir('hb-cli-'), 'run');
    const r = cli(['run', '--scenario', join(ROOT, 'scenarios/examples/stale-check.yaml'), '--profile', 'full', '--profile', 'without-evidence', '--trials', '2', '--out', out]);
    expect(r.code).toBe(0);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { warnings: string[] };
    expect(summary.warnings).toEqual([]);
  });

  it('merges shards into a store equal to the unsharded run, and refuses stores of another seed', () => {
    const dir = tempDir('hb-shard-');
    const base = ['run', '--scenario', 'sloppy_agent', '--scenario', 'runtime_retry', '--profile', 'full', '--profile', 'without-evidence', '--trials', '6', '--seed', '11'];
    expect(cli([...base, '--out', join(dir, 'whole')]).code).toBe(0);
    expect(cli([...base, '--shard', '1/2', '--out', join(dir, 's1')]).code).toBe(0);
    expect(cli([...base, '--shard', '2/2', '--out', join(dir, 's2')]).code).toBe(0);
    expect(cli(['merge', join(dir, 's1'), join(dir, 's2'), '--out', join(dir, 'merged')]).code).toBe(0);
    // A run writes its rows in the order they finish (--jobs auto: two at once here), a merge in the plan's: the whole run's, sorted.
    const strip = (path: string, sort = false) => {
      const store = readStore(path);
      return (sort ? sortRows(store.rows, store.header) : store.rows).map((r) => ({ ...r, cost: { ...r.cost, wall_ms: 0 } }));
    };
    const whole = readStore(join(dir, 'whole', 'results.jsonl'));
    const merged = readStore(join(dir, 'merged', 'results.jsonl'));
    expect(strip(join(dir, 'merged', 'results.jsonl'))).toEqual(strip(join(dir, 'whole', 'results.jsonl'), true));
    expect({ ...merged.header, node: '' }).toEqual({ ...whole.header, node: '' });
    expect(cli([...base.slice(0, -1), '12', '--shard', '2/2', '--out', join(dir, 'other')]).code).toBe(0);
    expect(cli(['merge', join(dir, 's1'), join(dir, 'other'), '--out', join(dir, 'bad')])).toMatchObject({ code: 2, err: expect.stringContaining('different run_seed') });
    expect(cli(['merge', join(dir, 's1'), '--out', join(dir, 'half')])).toMatchObject({ code: 2, err: expect.stringContaining('shard(s) 2/2 missing') });
  });

  it('resumes after SIGKILL without repeating or losing a trial', async () => {
    const out = join(tempDir('hb-kill-'), 'run');
    // The in-process scenarios (container trials have their own interrupt tests in interrupts.test.ts).
    const inProcess = CATALOGUE.filter((s) => s.world.kind !== 'workspace');
    const args = ['run', '--trials', '40', '--seed', '3', '--out', out, '--format', 'table', ...inProcess.flatMap((s) => ['--scenario', s.name])];
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    const store = join(out, 'results.jsonl');
    // Kill as soon as some rows are durable (batches of 256 are fsynced).
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (existsSync(store) && readFileSync(store, 'utf8').split('\n').length > 600) {
          clearInterval(timer);
          child.kill('SIGKILL');
          resolve();
        }
      }, 20);
    });
    await new Promise((r) => child.once('exit', r));
    const total = planTrials({ scenarios: inProcess, subjects: referenceSubjects(builtInProfiles()), proposers: [parseProposerChoice('scenario')], trials: 40, seed: 3 }).length;
    const partial = readStore(store);
    expect(partial.rows.length).toBeGreaterThan(0);
    expect(partial.rows.length).toBeLessThan(total);
    const resumed = cli([...args, '--resume']);
    expect(resumed.code).toBe(0);
    const full = readStore(store);
    const keys = full.rows.map(trialKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(total);
    // The kept prefix is untouched: the resumed run appended, it did not redo.
    expect(full.rows.slice(0, partial.rows.length)).toEqual(partial.rows);
  });
});
