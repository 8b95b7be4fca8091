import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStore } from '../../ablations/results/store.js';
import { FULL, without } from '../../harness/profile.js';
import { findScenario } from '../../scenarios/catalogue.js';
import { writeMatrixStore } from '../../reports/synthetic-store.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'harness-bench.js');

function cli(args: string[], cwd = ROOT) {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1' };
  delete env['CI'];
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: env as NodeJS.ProcessEnv });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const spec = (trials: number, seed: number) => ({ trials, seed, scenarios: [findScenario('stale_check')!], profiles: [FULL, without('evidence')] });

describe('merge --out and baseline', () => {
  it('merge refuses an --out that holds results, and replaces them with --force', async () => {
    const dir = tempDir('hb-merge-');
    await writeMatrixStore(join(dir, 'run', 'results.jsonl'), spec(2, 1));
    writeFileSync(join(dir, 'old.jsonl'), 'precious\n');
    const out = join(dir, 'merged');
    expect(cli(['merge', join(dir, 'run'), '--out', out]).code).toBe(0);
    const first = readFileSync(join(out, 'results.jsonl'), 'utf8');
    const again = cli(['merge', join(dir, 'run'), '--out', out]);
    expect(again).toMatchObject({ code: 2, err: expect.stringContaining(`harness-bench merge: ${out} already holds results; pass --force to replace them, or --out DIR for a new folder`) });
    expect(readFileSync(join(out, 'results.jsonl'), 'utf8')).toBe(first);
    expect(cli(['merge', join(dir, 'run'), '--out', out, '--force']).code).toBe(0);
    expect(readStore(join(out, 'results.jsonl')).rows).toHaveLength(4);
  });

  it('baseline creates results/baseline from a run, refreshes it, and refuses a shard or an incomplete store', async () => {
    const dir = tempDir('hb-baseline-');
    await writeMatrixStore(join(dir, 'one', 'results.jsonl'), spec(2, 1));
    await writeMatrixStore(join(dir, 'two', 'results.jsonl'), spec(3, 2));
    const made = cli(['baseline', join(dir, 'one')], dir);
    expect(made.code).toBe(0);
    expect(made.err).toContain(`created results/baseline/results.jsonl from ${join(dir, 'one', 'results.jsonl')}: run seed 1, 2 trials per cell, 1 scenarios x 2 profile(s), 4 trials\n`);
    expect(readFileSync(join(dir, 'results/baseline/results.jsonl'), 'utf8')).toBe(readFileSync(join(dir, 'one', 'results.jsonl'), 'utf8'));
    const refreshed = cli(['baseline', join(dir, 'two')], dir);
    expect(refreshed.err).toContain('refreshed results/baseline/results.jsonl from');
    expect(refreshed.err).toContain('(was: run seed 1, 4 trials)');
    expect(readStore(join(dir, 'results/baseline/results.jsonl')).header.run_seed).toBe(2);

    // A shard is not a baseline.
    const shardDir = join(dir, 'shard');
    const { header, rows } = readStore(join(dir, 'one', 'results.jsonl'));
    const write = (folder: string, h: object, r: object[]) => {
      spawnSync('mkdir', ['-p', folder]);
      writeFileSync(join(folder, 'results.jsonl'), [h, ...r].map((x) => `${JSON.stringify(x)}\n`).join(''));
    };
    write(shardDir, { ...header, shard: { index: 1, count: 2 } }, rows);
    expect(cli(['baseline', shardDir, '--to', join(dir, 'b2')])).toMatchObject({ code: 2, err: expect.stringContaining('is shard 1/2; merge the shards first') });
    // Nor is a store with cells that did not run, unless asked.
    const notRun = join(dir, 'not-run');
    write(notRun, header, rows.map((r, i) => (i === 0 ? { ...r, verdict: 'not_run', detail: 'no engine' } : r)));
    expect(cli(['baseline', notRun, '--to', join(dir, 'b3')])).toMatchObject({ code: 2, err: expect.stringContaining('1 trial(s) in') });
    expect(cli(['baseline', notRun, '--to', join(dir, 'b3'), '--allow-incomplete']).code).toBe(0);
    expect(cli(['baseline', '--help']).out).toContain('harness-bench baseline RUN_DIR [--to DIR] [--allow-incomplete]');
  });
});
