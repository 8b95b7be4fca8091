import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notRunError, requireAll } from '../../bin/commands/require-all.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'harness-bench.js');

/** The CLI with a sandbox image the engine does not have: container cells cannot run. */
function cli(args: string[], env: Record<string, string | undefined> = {}) {
  const base: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', HARNESS_BENCH_IMAGE: 'harness-bench-sandbox:no-such-image' };
  delete base['CI'];
  delete base['FORCE_COLOR'];
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...base, ...env } as NodeJS.ProcessEnv });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const MATRIX = ['run', '--scenario', 'env_secret', '--scenario', 'stale_check', '--profile', 'full', '--profile', 'without-evidence', '--trials', '2'];

describe('cells that did not run', () => {
  it('outside CI: exit 3 (no verdict for every cell), and no report or terminal line says every cell met its expectation', () => {
    const out = join(tempDir('hb-notrun-'), 'run');
    const r = cli([...MATRIX, '--out', out]);
    expect(r.code).toBe(3);
    expect(r.out).not.toContain('cells met their expectations.');
    expect(r.out).toContain('Incomplete: 1 of 3 cells have no verdict (not run or errored); none of the 2 judged failed its expectations.');
    expect(readFileSync(join(out, 'summary.md'), 'utf8').split('\n')[0]).toBe('## harness-bench: incomplete: 1 cell of 3 not run (not judged); the 2 that ran meet their expectations');
    const html = readFileSync(join(out, 'report.html'), 'utf8');
    expect(html).not.toContain('every matrix expectation holds');
    expect(html).toContain('<span class="verdict-incomplete" id="run-verdict">incomplete: 1 cell of 3 not run (not judged); the 2 that ran meet their expectations</span>');
    // report: the same store, the same verdict; a skipped JUnit case outside CI.
    const rep = cli(['report', out, '--reporter', 'junit']);
    expect(rep.code).toBe(3);
    expect(readFileSync(join(out, 'junit.xml'), 'utf8')).toContain('<testsuite name="env_secret" tests="1" failures="0" errors="0" skipped="1"');
  });

  it('in CI (CI set) or with --require-all: a not-run cell is an error, exit 3, in run and in report', () => {
    const dir = tempDir('hb-notrun-');
    const ci = cli([...MATRIX, '--out', join(dir, 'ci')], { CI: 'true' });
    expect(ci.code).toBe(3);
    expect(ci.err).toContain('error: 1 of 3 cells did not run, and CI is set (CI=true) requires every cell to run: env_secret / full\n');
    expect(ci.err).toContain('sandbox image harness-bench-sandbox:no-such-image is not in the engine');
    const flag = cli([...MATRIX, '--out', join(dir, 'flag'), '--require-all']);
    expect(flag.code).toBe(3);
    expect(flag.err).toContain('error: 1 of 3 cells did not run, and --require-all requires every cell to run: env_secret / full\n');
    const rep = cli(['report', join(dir, 'flag'), '--reporter', 'junit', '--require-all']);
    expect(rep.code).toBe(3);
    const xml = readFileSync(join(dir, 'flag', 'junit.xml'), 'utf8');
    expect(xml).toContain('<testsuite name="env_secret" tests="1" failures="0" errors="1" skipped="0"');
    expect(xml).toContain('type="not_run"');
    expect(cli(['report', join(dir, 'flag')], { CI: '1' }).code).toBe(3);
    expect(cli(['report', join(dir, 'flag')], { CI: 'false' }).code).toBe(3);
  });

  it('requireAll reads --require-all and CI, where "", "0" and "false" mean no CI', () => {
    expect([undefined, '', '0', 'false', 'FALSE', '1', 'true', 'yes'].map((CI) => requireAll(undefined, CI === undefined ? {} : { CI }))).toEqual([false, false, false, false, false, true, true, true]);
    expect(requireAll(true, {})).toBe(true);
    const cells = [
      { scenario: 'a', profile: 'full', state: 'caught' },
      { scenario: 'b', profile: 'full', state: 'not_run', note: 'no engine' },
    ];
    expect(notRunError(cells, undefined, {})).toBeNull();
    expect(notRunError(cells.slice(0, 1), true, {})).toBeNull();
    expect(notRunError(cells, true, {})?.split('\n').slice(0, 2)).toEqual(['error: 1 of 2 cells did not run, and --require-all requires every cell to run: b / full', '  no engine']);
  });

  it('an interrupted run is never green: planned trials without a row are not run in report, summary.md and JUnit (one failing case per missing cell), a torn last line likewise', () => {
    const out = join(tempDir('hb-torn-'), 'run');
    // One trial at a time: the store's first rows are the plan's first trials.
    const whole = cli(['run', '--scenario', 'stale_check', '--scenario', 'publish', '--profile', 'full', '--profile', 'without-evidence', '--trials', '2', '--jobs', '1', '--out', out]);
    expect(whole.code).toBe(0);
    const store = join(out, 'results.jsonl');
    const lines = readFileSync(store, 'utf8').split('\n').filter((l) => l !== '');
    const header = JSON.parse(lines[0]!) as { planned_cells: unknown };
    expect(header.planned_cells).toEqual([
      { scenario: 'stale_check', profile: 'full', proposer: 'scenario', trials: 2 },
      { scenario: 'stale_check', profile: 'without-evidence', proposer: 'scenario', trials: 2 },
      { scenario: 'publish', profile: 'full', proposer: 'scenario', trials: 2 },
      { scenario: 'publish', profile: 'without-evidence', proposer: 'scenario', trials: 2 },
    ]);
    // Two of eight trials stored, then a torn third line: as a run killed mid-write leaves it.
    writeFileSync(store, `${lines.slice(0, 3).join('\n')}\n${lines[3]!.slice(0, 20)}`);
    const rep = cli(['report', out, '--require-all', '--reporter', 'junit'], { CI: '1' });
    expect(rep.code).toBe(3);
    expect(rep.err).toContain('warning: 6 planned trial(s) have no row (the run was interrupted or killed): their cells are not run; continue the run with run --resume');
    expect(rep.err).toContain('error: 3 of 4 cells did not run, and --require-all requires every cell to run:');
    const xml = readFileSync(join(out, 'junit.xml'), 'utf8');
    expect(xml.match(/type="not_run"/g)).toHaveLength(3);
    expect(readFileSync(join(out, 'summary.md'), 'utf8').split('\n')[0]).toBe('## harness-bench: incomplete: 3 cells of 4 not run (not judged); the 1 that ran meet their expectations');
  });
});
