import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readStore } from '../../ablations/results/store.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

/**
 * Runs the workflow's own shard, merge, report, summary, compare and final
 * steps here, in order, with the job's shell (bash -eo pipefail) and CI set,
 * the shard and merge jobs in separate folders joined by the artifacts'
 * layout (download-artifact puts shard-K/results.jsonl under shards/).
 * Two changes only: `npm run bench --` is this checkout's CLI, and the shard
 * command gets a small selection (the default matrix takes an hour on two
 * cores). The engine's setup steps need the runner's sudo and cache service;
 * scripts/env.sh, which they call, sets up this machine for `npm test`.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'harness-bench.js');
const SELECTION = '--scenario env_secret --scenario stale_check --profile full --profile without-isolation --trials 2';

interface Step { name?: string; run?: string }
const workflow = parse(readFileSync(join(ROOT, '.github/workflows/bench.yml'), 'utf8')) as { jobs: Record<string, { steps: Step[] }> };
const step = (job: string, name: RegExp): string => {
  const found = workflow.jobs[job]!.steps.find((s) => s.name !== undefined && name.test(s.name) && s.run !== undefined);
  if (!found) throw new Error(`no step ${name} in job ${job}`);
  return found.run!.replace(/npm run (--silent )?bench --/g, `node '${BIN}'`);
};

function sh(script: string, cwd: string, env: Record<string, string>) {
  const base: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1' };
  delete base['FORCE_COLOR'];
  const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], { cwd, encoding: 'utf8', env: { ...base, CI: 'true', ...env } as NodeJS.ProcessEnv });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The shard job four times, the artifacts moved, then the merge job's steps as their `if:` conditions would run them. */
function runWorkflow(image: string, baseline: boolean) {
  const shardDir = tempDir('hb-wf-shard-');
  const mergeDir = tempDir('hb-wf-merge-');
  const shards = [1, 2, 3, 4].map((k) => {
    const r = sh(`${step('shard', /^Run shard/).replaceAll('${{ matrix.shard }}', String(k))} ${SELECTION}`, shardDir, { HARNESS_BENCH_IMAGE: image });
    // "Upload the shard's store" runs whatever the outcome: download-artifact lays it out as shards/shard-K/.
    const store = join(shardDir, 'shards', String(k), 'results.jsonl');
    if (existsSync(store)) {
      mkdirSync(join(mergeDir, 'shards', `shard-${k}`), { recursive: true });
      cpSync(store, join(mergeDir, 'shards', `shard-${k}`, 'results.jsonl'));
    }
    return r.code;
  });
  const shardResult = shards.every((c) => c === 0) ? 'success' : 'failure';
  const summaryFile = join(mergeDir, 'step-summary.md');
  const env = { HARNESS_BENCH_IMAGE: image, GITHUB_STEP_SUMMARY: summaryFile };
  const merge = sh(step('merge', /^Merge the shards/), mergeDir, env);
  const report = merge.code === 0 ? sh(step('merge', /^Write the reports/), mergeDir, env) : null;
  const summary = sh(step('merge', /^Step summary/), mergeDir, { ...env, SHARDS: shardResult, MERGE: merge.code === 0 ? 'success' : 'failure' });
  if (baseline) sh(`node '${BIN}' baseline merged`, mergeDir, env);
  const compare = merge.code === 0 && existsSync(join(mergeDir, 'results/baseline/results.jsonl')) ? sh(step('merge', /^Compare with the baseline/), mergeDir, env) : null;
  const fail = shardResult !== 'success' ? sh(step('merge', /^Fail when a shard failed/), mergeDir, { SHARDS: shardResult }) : null;
  return { mergeDir, shards, merge, report, summary, compare, fail, stepSummary: existsSync(summaryFile) ? readFileSync(summaryFile, 'utf8') : '' };
}

describe("the workflow's commands, run here in order", () => {
  it('without the sandbox image: the shards with container cells exit 3, the stores still merge, the report exits 3 with JUnit errors, and the job fails', () => {
    const w = runWorkflow('harness-bench-sandbox:no-such-image', false);
    // Shards 1 and 2 hold env_secret under full, which needs the container.
    expect(w.shards).toEqual([3, 3, 0, 0]);
    expect(w.merge.code).toBe(0);
    expect(w.report!.code).toBe(3);
    expect(w.report!.err).toContain('requires every cell to run');
    const junit = readFileSync(join(w.mergeDir, 'merged', 'junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuite name="env_secret" tests="2" failures="0" errors="1" skipped="0"/);
    expect(w.summary.code).toBe(0);
    expect(w.stepSummary.split('\n')[0]).toBe('## harness-bench: incomplete: 1 cell of 4 not run (not judged); the 3 that ran meet their expectations');
    expect(w.stepSummary).toContain('**shards: failure, merge: success**');
    expect(w.fail!.code).toBe(1);
    expect(w.fail!.out).toContain('::error::a matrix shard did not succeed (result: failure)');
  }, 600_000);

  it('with the sandbox image: every shard and the report exit 0, the isolation cells ran, and the comparison with a fresh baseline passes', () => {
    const image = process.env['HARNESS_BENCH_IMAGE'] ?? readFileSync(join(ROOT, '.cache', 'sandbox-image'), 'utf8').trim();
    const w = runWorkflow(image, true);
    expect(w.shards).toEqual([0, 0, 0, 0]);
    expect(w.merge.code).toBe(0);
    expect(w.report!.code).toBe(0);
    const rows = readStore(join(w.mergeDir, 'merged', 'results.jsonl')).rows;
    expect(rows).toHaveLength(8);
    expect(rows.filter((r) => r.scenario === 'env_secret').map((r) => `${r.profile}:${r.verdict}`)).toEqual(['full:accepted', 'full:accepted', 'without-isolation:defect', 'without-isolation:defect']);
    expect(w.stepSummary.split('\n')[0]).toBe('## harness-bench: every matrix expectation holds');
    expect(w.compare!.code).toBe(0);
    expect(readFileSync(join(w.mergeDir, 'merged', 'comparison.md'), 'utf8')).toContain('no detectable');
    expect(w.fail).toBeNull();
  }, 600_000);
});
