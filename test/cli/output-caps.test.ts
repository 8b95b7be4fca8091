/**
 * --trial-output-cap and --run-output-cap through the real CLI: the
 * output_flood case (20 MiB on stdout) as host processes, two trials, each
 * cap hit once; the stored rows and the run's stderr say which cap stopped
 * the saving, and a bad size is a usage error.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readStore } from '../../ablations/results/store.js';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'harness-bench.js');
const MiB = 1024 * 1024;
const dirs: string[] = [];

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function run(extra: string[]) {
  const out = join(mkdtempSync(join(tmpdir(), 'hb-output-caps-')), 'run');
  dirs.push(join(out, '..'));
  const r = spawnSync(process.execPath, [BIN, 'run', '--scenario', 'output_flood', '--profile', 'without-isolation', '--trials', '2', '--out', out, ...extra], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 300_000,
  });
  return { code: r.status, err: r.stderr, rows: r.status === 2 ? [] : readStore(join(out, 'results.jsonl')).rows };
}

describe('saved-output caps on the command line', () => {
  it('--trial-output-cap stops each trial at its cap and says so in its row (two trials at once)', () => {
    const r = run(['--trial-output-cap', '1MiB', '--jobs', '2']);
    expect(r.code, r.err).toBe(0);
    expect(r.rows.map((row) => row.state?.['saved_output_stopped'])).toEqual([
      `saving stopped at the trial's saved-output cap of ${MiB} bytes (--trial-output-cap)`,
      `saving stopped at the trial's saved-output cap of ${MiB} bytes (--trial-output-cap)`,
    ]);
    expect(r.err).not.toContain('--run-output-cap');
  });

  it('--run-output-cap stops the run at its cap, says so in the row that reached it and on stderr', () => {
    // One trial at a time: the first saves its output before the second starts.
    const r = run(['--run-output-cap', String(24 * MiB), '--jobs', '1']);
    expect(r.code, r.err).toBe(0);
    const stopped = r.rows.map((row) => row.state?.['saved_output_stopped']);
    // The first trial saves its 20 MiB whole; the second reaches the run's 24 MiB.
    expect(stopped).toEqual([undefined, `saving stopped at the run's saved-output cap of ${24 * MiB} bytes (--run-output-cap)`]);
    expect(r.err).toContain(`saved tool output reached the run's cap of ${24 * MiB} bytes (--run-output-cap): later outputs were shown capped but not saved`);
  });

  it('a bad size is a usage error that names the flag', () => {
    const r = run(['--trial-output-cap', '2GB']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('--trial-output-cap must be a size in bytes (an integer, or with KiB, MiB or GiB, e.g. 256MiB), got "2GB"');
  });
});
