import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStore } from '../../ablations/results/store.js';
import { shardFromEnvironment } from '../../bin/commands/shard-auto.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

describe('--shard auto', () => {
  it('reads GitHub (mapped from strategy.job-index), GitLab and Kubernetes Indexed Job variables as K/N from 1', () => {
    expect(shardFromEnvironment('auto', { HARNESS_BENCH_SHARD_INDEX: '0', HARNESS_BENCH_SHARD_TOTAL: '4' })).toEqual({ index: 1, count: 4 });
    expect(shardFromEnvironment('auto', { CI_NODE_INDEX: '3', CI_NODE_TOTAL: '3' })).toEqual({ index: 3, count: 3 });
    expect(shardFromEnvironment('auto/8', { JOB_COMPLETION_INDEX: '7' })).toEqual({ index: 8, count: 8 });
    expect(shardFromEnvironment('auto', { JOB_COMPLETION_INDEX: '2', HARNESS_BENCH_SHARD_TOTAL: '5' })).toEqual({ index: 3, count: 5 });
    // The explicit total wins over the engine's.
    expect(shardFromEnvironment('auto/2', { CI_NODE_INDEX: '2', CI_NODE_TOTAL: '9' })).toEqual({ index: 2, count: 2 });
  });

  it('names what is missing or out of range', () => {
    expect(() => shardFromEnvironment('auto', {})).toThrow('--shard auto: none of HARNESS_BENCH_SHARD_INDEX, CI_NODE_INDEX, JOB_COMPLETION_INDEX is set');
    expect(() => shardFromEnvironment('auto', { JOB_COMPLETION_INDEX: '1' })).toThrow('gives the index but not the total; use --shard auto/N');
    expect(() => shardFromEnvironment('auto/4', { JOB_COMPLETION_INDEX: '4' })).toThrow('JOB_COMPLETION_INDEX=4 is outside 4 shards (0-based)');
    expect(() => shardFromEnvironment('auto', { CI_NODE_INDEX: '0', CI_NODE_TOTAL: '2' })).toThrow('CI_NODE_INDEX=0 is outside 2 shards (1-based)');
    expect(() => shardFromEnvironment('auto', { CI_NODE_INDEX: 'x', CI_NODE_TOTAL: '2' })).toThrow('CI_NODE_INDEX="x" is not an integer >= 0');
    expect(() => shardFromEnvironment('automatic', {})).toThrow('--shard must be K/N or auto or auto/N');
  });
});

describe('run --shard auto (subprocess)', () => {
  it('runs the slice GitLab names and records it in the store header', () => {
    const out = join(tempDir('hb-auto-'), 'run');
    const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', CI_NODE_INDEX: '2', CI_NODE_TOTAL: '2' };
    delete env['CI'];
    const r = spawnSync(process.execPath, [join(import.meta.dirname, '..', '..', 'bin', 'harness-bench.js'), 'run', '--scenario', 'stale_check', '--profile', 'full', '--trials', '4', '--shard', 'auto', '--out', out], { encoding: 'utf8', env: env as NodeJS.ProcessEnv });
    expect(r.status).toBe(0);
    const store = readStore(join(out, 'results.jsonl'));
    expect(store.header.shard).toEqual({ index: 2, count: 2 });
    // Two trials side by side (--jobs auto): stored as they end.
    expect(store.rows.map((row) => row.trial).sort((a, b) => a - b)).toEqual([1, 3]);
  });
});
