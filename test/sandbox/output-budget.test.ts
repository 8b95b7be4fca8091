/**
 * Bounds on saved output: a per-stream cap, a per-trial cap and a per-run
 * cap shared by every trial (and worker thread) of a run. Each one is hit by
 * real host processes writing to real artifact files; the artifact and the
 * trial's budget say which cap stopped the saving.
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { HostSandboxFactory } from '../../worlds/sandbox/host-sandbox.js';
import { RunOutputBudget, TrialOutputBudget } from '../../worlds/sandbox/output-budget.js';

const MiB = 1024 * 1024;
const artifactDir = join(tmpdir(), `hb-budget-test-artifacts-${process.pid}`);
const factories: HostSandboxFactory[] = [];

afterAll(async () => {
  await Promise.all(factories.map((f) => f.closeAll()));
  rmSync(artifactDir, { recursive: true, force: true });
});

/** A command that writes `bytes` bytes of 'z' to stdout. */
const flood = (bytes: number) => ['node', '-e', `process.stdout.write('z'.repeat(${bytes}))`];

function sha(bytes: number): string {
  return createHash('sha256').update('z'.repeat(bytes)).digest('hex');
}

async function sandboxWith(options: ConstructorParameters<typeof HostSandboxFactory>[0]) {
  const factory = new HostSandboxFactory({ artifactDir, ...options });
  factories.push(factory);
  return factory.create({ trialId: `t${factories.length}`, runId: 'budget-test' });
}

describe('saved-output caps (host processes, real artifact files)', () => {
  it('stops a stream at the per-stream cap and says so', async () => {
    const sb = await sandboxWith({ artifactCapBytes: 1 * MiB });
    const r = await sb.exec(flood(3 * MiB), { timeoutMs: 20_000 });
    if (r.outcome === 'not_run') throw new Error(r.message);
    expect(r.fullOutputBytes).toBe(3 * MiB);
    expect(r.artifact).toEqual({ sha256: sha(MiB), path: expect.any(String), bytes: MiB, complete: false, stopped: `saving stopped at the per-stream cap of ${MiB} bytes` });
    expect(statSync(r.artifact!.path).size).toBe(MiB);
  });

  it("stops a trial's calls at the trial cap, over all its calls, and says so", async () => {
    const run = new RunOutputBudget(100 * MiB);
    const sb = await sandboxWith({ outputBudget: () => new TrialOutputBudget(3 * MiB, run) });
    const first = await sb.exec(flood(2 * MiB), { timeoutMs: 20_000 });
    const second = await sb.exec(flood(2 * MiB), { timeoutMs: 20_000 });
    if (first.outcome === 'not_run' || second.outcome === 'not_run') throw new Error('not run');
    expect(first.artifact).toMatchObject({ sha256: sha(2 * MiB), bytes: 2 * MiB, complete: true });
    expect(first.artifact?.stopped).toBeUndefined();
    const message = `saving stopped at the trial's saved-output cap of ${3 * MiB} bytes (--trial-output-cap)`;
    expect(second.artifact).toEqual({ sha256: sha(MiB), path: expect.any(String), bytes: MiB, complete: false, stopped: message });
    expect(readFileSync(second.artifact!.path).length).toBe(MiB);
    // What the proposer sees is unchanged: the capped output, never lost.
    expect(second.stdout).toBe('z'.repeat(64 * 1024));
    expect(sb.outputBudget.savedBytes).toBe(3 * MiB);
    expect(sb.outputBudget.stop?.message).toBe(message);
    expect(run.savedBytes).toBe(3 * MiB);
    expect(run.reached).toBe(false);
  });

  it('stops every trial of a run at the run cap, whichever trial reaches it, and says so', async () => {
    const run = new RunOutputBudget(3 * MiB);
    const budget = () => new TrialOutputBudget(100 * MiB, run);
    const a = await sandboxWith({ outputBudget: budget });
    const b = await sandboxWith({ outputBudget: budget });
    const ra = await a.exec(flood(2 * MiB), { timeoutMs: 20_000 });
    const rb = await b.exec(flood(2 * MiB), { timeoutMs: 20_000 });
    const rb2 = await b.exec(flood(2 * MiB), { timeoutMs: 20_000 });
    if (ra.outcome === 'not_run' || rb.outcome === 'not_run' || rb2.outcome === 'not_run') throw new Error('not run');
    const message = `saving stopped at the run's saved-output cap of ${3 * MiB} bytes (--run-output-cap)`;
    expect(ra.artifact).toMatchObject({ bytes: 2 * MiB, complete: true });
    expect(rb.artifact).toMatchObject({ bytes: MiB, complete: false, stopped: message });
    expect(rb2.artifact).toMatchObject({ bytes: 0, complete: false, stopped: message });
    expect([a.outputBudget.stop, b.outputBudget.stop?.message]).toEqual([undefined, message]);
    expect([run.savedBytes, run.reached]).toEqual([3 * MiB, true]);
  });

  it('shares one run total between worker threads through the shared counter', async () => {
    const run = new RunOutputBudget(10_000_000);
    const source = `
      const { workerData, parentPort } = require('node:worker_threads');
      const cells = new BigInt64Array(workerData.counter);
      let got = 0;
      for (let i = 0; i < 20000; i++) {
        for (;;) {
          const used = Atomics.load(cells, 0);
          if (used >= BigInt(workerData.cap)) break;
          if (Atomics.compareExchange(cells, 0, used, used + 1000n) === used) { got += 1000; break; }
        }
      }
      parentPort.postMessage(got);`;
    const grants: number[] = [];
    const workers = [0, 1].map(
      () =>
        new Promise<number>((resolve, reject) => {
          const w = new Worker(source, { eval: true, workerData: { counter: run.counter, cap: run.capBytes } });
          w.once('message', resolve);
          w.once('error', reject);
        }),
    );
    // This thread draws on the same counter meanwhile, through the budget.
    for (let i = 0; i < 20000; i++) grants.push(run.take(1000));
    const theirs = await Promise.all(workers);
    const total = grants.reduce((a, b) => a + b, 0) + theirs.reduce((a, b) => a + b, 0);
    expect(total).toBe(10_000_000);
    expect(run.savedBytes).toBe(10_000_000);
  });

  it('never grants past either cap, and grants all it can (any sequence of requests)', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), fc.array(fc.array(fc.nat(2000), { maxLength: 6 }), { maxLength: 4 }), (trialCap, runCap, trials) => {
        const run = new RunOutputBudget(runCap);
        let runSaved = 0;
        for (const requests of trials) {
          const trial = new TrialOutputBudget(trialCap, run);
          let saved = 0;
          for (const n of requests) {
            const want = Math.min(n, trialCap - saved, runCap - runSaved);
            const { granted, stop } = trial.take(n);
            expect(granted).toBe(Math.max(0, want));
            if (granted < n) expect(stop?.cap).toBe(trialCap - saved <= runCap - runSaved ? 'trial' : 'run');
            else expect(stop).toBeUndefined();
            saved += granted;
            runSaved += granted;
          }
          expect(trial.savedBytes).toBe(saved);
        }
        expect(run.savedBytes).toBe(runSaved);
      }),
    );
  });
});
