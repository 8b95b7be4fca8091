/**
 * The clean-up of an interrupted run: it waits for container create
 * requests in flight (so the reaper sees every container), sends no new
 * one, and keeps no row of a trial that ended after it began (that trial may
 * have been cut by the reaping; --resume runs it again). The gate is the
 * run's (its environment's), shared by every thread of the run.
 */
import { referenceSubjects } from '../../ablations/runner/subject.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { headerFor, planTrials, runTrials } from '../../ablations/runner/matrix.js';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import { readStore, StoreWriter, type TrialRow } from '../../ablations/results/store.js';
import { RunEnvironment } from '../../worlds/run-environment.js';
import { findProfile } from '../../harness/profile.js';
import { SANDBOX_CASES } from '../../scenarios/sandbox-cases.js';
import type { Scenario } from '../../scenarios/schema.js';

const dir = mkdtempSync(join(tmpdir(), 'hb-gate-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the creation gate and an interrupted run', () => {
  it('closing waits for the requests in flight, then lets no new one through, and keeps no row of a trial that ended after', async () => {
    // A host trial (a 1 s command first) is running when the clean-up begins.
    const base = SANDBOX_CASES.find((s) => s.name === 'rootfs_write')!;
    const slow = { ...base, name: 'slow_host', proposer: { kind: 'scripted', strict: true, steps: [{ tool: 'run_command', args: { argv: ['sleep', '1'] } }, ...(base.proposer as { steps: unknown[] }).steps] } } as Scenario;
    const spec = { scenarios: [slow], subjects: referenceSubjects([findProfile('without-isolation')]), proposers: [parseProposerChoice('scenario')], trials: 2, seed: 1 };
    const store = StoreWriter.create(join(dir, 'results.jsonl'), headerFor(spec, null));
    const seen: TrialRow[] = [];
    const environment = RunEnvironment.create();
    const gate = environment.gate;
    let release!: (v: string) => void;
    const slowCreate = gate.through(() => new Promise<string>((resolve) => (release = resolve)));
    expect(gate.inFlight()).toBe(1);
    const run = runTrials(planTrials(spec), { seed: 1, jobs: 1, keepEvents: 0, store, environment, onRow: (row) => seen.push(row) });
    await new Promise((r) => setTimeout(r, 50));
    expect(gate.closing()).toBe(false);
    const closed = gate.close(5_000);
    let waited = true;
    void closed.then(() => (waited = false));
    await new Promise((r) => setTimeout(r, 100));
    // Still waiting for the request in flight.
    expect(waited).toBe(true);
    release('container-id');
    expect([await slowCreate, await closed]).toEqual(['container-id', 0]);
    // A request made now is never sent.
    let sent = false;
    const late = gate.through(async () => {
      sent = true;
      return 'late';
    });
    expect(await Promise.race([late, new Promise((r) => setTimeout(() => r('still waiting'), 200))])).toBe('still waiting');
    expect([sent, gate.inFlight()]).toEqual([false, 0]);
    // The trial that was running when the clean-up began left no row, printed or stored.
    const result = await run;
    store.close();
    expect(result.completed).toBe(0);
    expect(seen).toEqual([]);
    expect(readStore(join(dir, 'results.jsonl')).rows).toEqual([]);
  });

  it('a worker thread joins the gate and the output budget of its run: one count, one total', () => {
    const run = RunEnvironment.create({ trialCapBytes: 10, runCapBytes: 15 });
    const worker = RunEnvironment.join(run.share());
    void worker.gate.through(() => new Promise(() => undefined));
    expect(run.gate.inFlight()).toBe(1);
    expect([run.output.newTrial().take(10).granted, worker.output.newTrial().take(10)]).toEqual([10, { granted: 5, stop: expect.objectContaining({ cap: 'run' }) }]);
    expect(run.output.run.savedBytes).toBe(15);
    // Two runs share nothing.
    expect(RunEnvironment.create().gate.inFlight()).toBe(0);
  });
});
