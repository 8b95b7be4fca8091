/**
 * The store and the CLI around it: reports replaced whole or not at all,
 * merge refusing an unfinished shard, and one-line usage errors.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStore } from '../../ablations/results/store.js';
import { writeReports } from '../../reports/index.js';
import { cli, ROOT, BIN } from '../support/cli.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

const BASE = ['run', '--scenario', 'sloppy_agent', '--scenario', 'runtime_retry', '--profile', 'full', '--profile', 'without-evidence', '--trials', '6', '--seed', '11'];

describe('merge and unfinished shards', () => {
  it('refuses a shard with fewer rows than it planned unless --allow-partial, which the header and reports then say', () => {
    const dir = tempDir('hb-torn-');
    expect(cli([...BASE, '--shard', '1/2', '--out', join(dir, 's1')]).code).toBe(0);
    expect(cli([...BASE, '--shard', '2/2', '--out', join(dir, 's2')]).code).toBe(0);
    const s2 = join(dir, 's2', 'results.jsonl');
    const whole = readStore(s2);
    expect(whole.header.planned).toBe(12);
    // A shard killed after 7 of its 12 trials.
    writeFileSync(s2, readFileSync(s2, 'utf8').split('\n').slice(0, 8).join('\n') + '\n');
    const refused = cli(['merge', join(dir, 's1'), join(dir, 's2'), '--out', join(dir, 'm')]);
    expect(refused.code).toBe(2);
    expect(refused.err).toBe(`harness-bench merge: cannot merge: ${join(dir, 's2')} holds 7 of its 12 planned trials (finish it with 'run ... --resume', or pass --allow-partial)\n`);
    const allowed = cli(['merge', join(dir, 's1'), join(dir, 's2'), '--out', join(dir, 'm'), '--allow-partial']);
    expect(allowed.code).toBe(0);
    const merged = readStore(join(dir, 'm', 'results.jsonl'));
    expect(merged.rows).toHaveLength(19);
    expect({ planned: merged.header.planned, partial: merged.header.partial }).toEqual({ planned: 24, partial: { planned: 24, rows: 19 } });
    expect(cli(['report', join(dir, 'm')]).code).not.toBe(2);
    const summary = JSON.parse(readFileSync(join(dir, 'm', 'summary.json'), 'utf8')) as { warnings: string[] };
    expect(summary.warnings).toContain('partial run: merged with --allow-partial from shards holding 19 of 24 planned trials');
  });

  it('says a shard is empty when the plan has fewer trials than shards', () => {
    const r = cli(['run', '--scenario', 'sloppy_agent', '--profile', 'full', '--trials', '1', '--shard', '2/2', '--out', join(tempDir('hb-empty-'), 'x')]);
    expect(r).toMatchObject({ code: 2, err: 'harness-bench run: no trials to run: shard 2/2 is empty (the plan has 1 trial(s); use at most 1 shards)\n' });
  });

  it('--out naming a file is a one-line usage error for run and merge', () => {
    const dir = tempDir('hb-outfile-');
    const file = join(dir, 'file.txt');
    writeFileSync(file, 'x');
    expect(cli([...BASE, '--out', file])).toMatchObject({ code: 2, err: `harness-bench run: --out ${file}: is a file, not a folder; give a folder for the results\n` });
    expect(cli(['merge', dir, '--out', file])).toMatchObject({ code: 2, err: `harness-bench merge: --out ${file}: is a file, not a folder; give a folder for the results\n` });
  });
});

describe('reports are replaced whole or not at all', () => {
  it('a report that fails half-way leaves the previous files byte for byte, and no temporary file', async () => {
    const out = join(tempDir('hb-atomic-'), 'run');
    expect(cli([...BASE, '--out', out]).code).toBe(0);
    const names = ['summary.csv', 'trials.csv', 'summary.json', 'report.html', 'summary.md'];
    const before = names.map((n) => readFileSync(join(out, n), 'utf8'));
    const store = join(out, 'results.jsonl');
    const rows = readFileSync(store, 'utf8').split('\n').slice(1, -1);
    // A bad line in the middle of more rows: the scan fails after trials.csv was partly written.
    appendFileSync(store, `${rows.join('\n')}\n{not json\n${rows.join('\n')}\n`);
    await expect(writeReports(out)).rejects.toThrow(`${store}:${2 * rows.length + 2}: not JSON`);
    expect(names.map((n) => readFileSync(join(out, n), 'utf8'))).toEqual(before);
    expect(readdirSync(out).sort()).toEqual([...names, 'results.jsonl'].sort());
  });
});

describe('report judges a store by the definitions it records', () => {
  it('a scenario file edited after the run: report gives the run as it ran (its failed expectation, in summary.md and JUnit too)', () => {
    const dir = tempDir('hb-defs-');
    const file = join(dir, 'wrong-probe.yaml');
    const source = readFileSync(join(ROOT, 'scenarios', 'examples', 'stale-check.yaml'), 'utf8');
    // A deliberately wrong probe: the allowlist does not catch a false completion.
    writeFileSync(file, source.replace('caught_by: evidence', 'caught_by: allowlist'));
    const out = join(dir, 'run');
    const run = cli(['run', '--scenario', file, '--profile', 'full', '--profile', 'without-evidence', '--trials', '3', '--seed', '5', '--out', out]);
    expect(run.code).toBe(1);
    const store = readStore(join(out, 'results.jsonl'));
    expect(Object.keys(store.header.definitions?.scenarios ?? {})).toEqual(['example_stale_check']);
    expect(Object.keys(store.header.definitions?.profiles ?? {})).toEqual(['full', 'without-evidence']);
    expect(run.out).toContain('example_stale_check / without-evidence / scenario: false_completion escaped in 3/3 trials although');
    const problemsOf = (text: string) => text.split('\n').filter((l) => l.startsWith('expectation failed: '));
    const ran = ['expectation failed: example_stale_check / without-evidence: false_completion escaped in 3/3 trials although its control is on'];

    // The file is corrected afterwards, then removed: the report still judges the run by what it ran.
    writeFileSync(file, source);
    const corrected = cli(['report', out, '--reporter', 'junit']);
    expect({ code: corrected.code, problems: problemsOf(corrected.err) }).toEqual({ code: 1, problems: ran });
    expect(corrected.err).not.toContain('warning: scenario example_stale_check');
    writeFileSync(file, 'not: a scenario');
    const removed = cli(['report', out, '--reporter', 'junit']);
    expect({ code: removed.code, problems: problemsOf(removed.err) }).toEqual({ code: 1, problems: ran });
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).not.toContain('every matrix expectation holds');
    expect(readFileSync(join(out, 'junit.xml'), 'utf8')).toMatch(/<testsuites [^>]*failures="[1-9]/);
  });

  it('a store written before definitions were recorded is judged by the catalogue, and says which scenarios it could not match', () => {
    const dir = tempDir('hb-olddefs-');
    const out = join(dir, 'run');
    expect(cli(['run', '--scenario', 'sloppy_agent', '--profile', 'full', '--trials', '2', '--seed', '3', '--out', out]).code).toBe(0);
    const path = join(out, 'results.jsonl');
    const [head, ...rest] = readFileSync(path, 'utf8').split('\n');
    const { definitions: _d, ...old } = JSON.parse(head!) as Record<string, unknown>;
    writeFileSync(path, [JSON.stringify({ ...old, scenarios: { sloppy_agent: (old['scenarios'] as Record<string, string>)['sloppy_agent'], gone: '0000000000000000' } }), ...rest].join('\n'));
    const r = cli(['report', out]);
    expect(r.err).toContain('warning: scenario gone: no definition given; its expectations are derived from the rows only');
    expect(r.err).not.toContain('warning: scenario sloppy_agent');
    expect(r.code).toBe(0);
  });
});

describe('an output folder that cannot be made', () => {
  it('under /proc, under a file, or on a read-only file system: exit 2 with one line, for run and merge, never a loop or a stack trace', () => {
    const dir = tempDir('hb-badout-');
    const file = join(dir, 'file.txt');
    writeFileSync(file, 'x');
    const ro = join(dir, 'ro');
    mkdirSync(ro);
    // Root writes through permissions: a read-only mount stands in for the read-only file system (a user gets permission denied instead).
    const asRoot = process.getuid?.() === 0;
    if (asRoot) expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', ro]).status).toBe(0);
    else chmodSync(ro, 0o555);
    try {
      const one = (args: string[]) => {
        const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 300_000, env: { ...process.env, NO_COLOR: '1' } });
        return { code: r.status, err: r.stderr };
      };
      const run = (out: string) => one(['run', '--scenario', 'sloppy_agent', '--profile', 'full', '--trials', '1', '--out', out]);
      expect(run('/proc/hb-cannot-be')).toEqual({ code: 2, err: 'harness-bench run: cannot create the folder /proc/hb-cannot-be (ENOENT); give a folder on a writable file system\n' });
      expect(run(join(file, 'sub'))).toEqual({ code: 2, err: `harness-bench run: --out ${join(file, 'sub')}: ${file} is a file, not a folder; give a folder for the results\n` });
      expect(run(join(ro, 'x'))).toEqual({ code: 2, err: `harness-bench run: --out ${join(ro, 'x')}: cannot create it in ${ro} (${asRoot ? 'a read-only file system' : 'permission denied'}); give a folder on a writable file system\n` });
      const store = join(dir, 'store');
      expect(run(store).code).toBe(0);
      expect(one(['merge', store, '--out', '/proc/hb-cannot-be'])).toEqual({ code: 2, err: 'harness-bench merge: cannot create the folder /proc/hb-cannot-be (ENOENT); give a folder on a writable file system\n' });
      expect(one(['merge', store, '--out', join(ro, 'm')]).code).toBe(2);
    } finally {
      if (asRoot) spawnSync('umount', [ro]);
      else chmodSync(ro, 0o755);
    }
  });
});
