/**
 * `fuzz --jobs 2` through the real CLI (bin/harness-bench.js loads the
 * TypeScript through tsx's tsImport): the fuzzer's threads start from the
 * worker pool and give the report --jobs 1 gives.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'harness-bench.js');

function fuzz(jobs: number) {
  const r = spawnSync(process.execPath, [BIN, 'fuzz', '--runs', '200', '--seed', '7', '--jobs', String(jobs), '--no-save'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 120_000 });
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
