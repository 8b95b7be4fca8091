/**
 * Worker threads through the real CLI (bin/harness-bench.js loads the
 * TypeScript through tsx's tsImport): `fuzz --jobs 2` gives the report
 * --jobs 1 gives, and `run --jobs 2` works from a folder outside the repo
 * (the pool resolves the tsx loader from the package, not the working directory).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStore } from '../../ablations/results/store.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'harness-bench.js');

function fuzz(jobs: number) {
  const r = spawnSync(process.execPath, [BIN, 'fuzz', '--runs', '200', '--seed', '7', '--jobs', String(jobs), '--no-save'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 300_000 });
  return { code: r.status, err: r.stderr, out: r.stdout.replace(/, \d+ jobs?, [\d.]+ s$/m, ', N jobs, T s') };
}

describe('fuzz --jobs through the CLI', () => {
  it('runs its blocks on two worker threads and reports what one job reports', () => {
    const two = fuzz(2);
    expect(two.err).not.toContain('Error');
    expect(two.code).toBe(0);
    expect(two.out).toContain('fuzz full: 200 of 200 cases, seed 7, N jobs, T s');
    expect(two.out).toContain('no invariant broken');
    expect(fuzz(1).out).toBe(two.out);
  });
});

describe('run --jobs through the CLI', () => {
  it('runs its trials two at a time when started from a folder outside the repo (the fuzzer above starts worker threads from there)', () => {
    const cwd = tempDir('hb-threads-');
    const out = join(cwd, 'run');
    const r = spawnSync(process.execPath, [BIN, 'run', '--scenario', 'stale_check', '--profile', 'full', '--profile', 'without-evidence', '--trials', '4', '--jobs', '2', '--out', out], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 300_000,
    });
    expect(r.stderr).not.toContain('ERR_MODULE_NOT_FOUND');
    expect(r.status).toBe(0);
    const rows = readStore(join(out, 'results.jsonl')).rows;
    expect(rows.map((row) => `${row.profile}/${row.trial}`).sort()).toEqual(['full', 'without-evidence'].flatMap((p) => [0, 1, 2, 3].map((t) => `${p}/${t}`)));
  });
});
