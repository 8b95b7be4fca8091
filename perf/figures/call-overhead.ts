/**
 * The harness's cost per tool call: 1,000 reads through the full harness,
 * and (absolute) the same reads straight into the fixture, whose difference
 * is the overhead per call.
 */
import { VirtualClock } from '../../harness/clock.js';
import { Gateway } from '../../harness/gateway.js';
import { runHarness } from '../../harness/loop.js';
import { ScriptedProposer } from '../../models/scripted.js';
import { Random } from '../../harness/random.js';
import { ExportWorker } from '../../worlds/export-worker.js';
import { FULL, instantiate } from '../../harness/profile.js';
import { median } from '../interval.js';
import { timedSide, type Figure } from '../figure.js';

const CALLS = 1000;
const steps = Array.from({ length: CALLS }, () => ({ tool: 'read_config', args: {} }));
const limits = { proposals: CALLS + 1, calls: CALLS + 1, attempts: 2, deadline_ms: 1e9 };

/** Built once, as a prepared cell builds them for all its trials: the figure is the cost per call, not of parsing a profile. */
const controls = instantiate(FULL);
const gateway = new Gateway(controls);

async function harnessReads(): Promise<void> {
  const clock = new VirtualClock();
  await runHarness({
    runId: 'perf',
    profileName: 'full',
    contract: { task: 'perf', tools: ['read_config'], limits, approvals: new Map() },
    controls,
    gateway,
    executor: new ExportWorker({ kind: 'export-worker', lookup: 'incomplete', faults: [] }, clock),
    proposer: new ScriptedProposer(steps),
    clock,
    random: new Random(1),
  });
}

async function bareReads(): Promise<void> {
  const plain = new ExportWorker({ kind: 'export-worker', lookup: 'incomplete', faults: [] }, new VirtualClock());
  for (let i = 0; i < CALLS; i++) await plain.execute({ call_id: `c${i}`, tool: 'read_config', version: 1, args: {}, revision: '' }, 1);
}

export const callOverhead: Figure = {
  name: 'call-overhead',
  title: `a tool call through the full harness (${CALLS} reads per run)`,
  unit: 'call',
  subject: async () => timedSide(CALLS, harnessReads),
  absolute: async () => {
    const harness: number[] = [];
    const bare: number[] = [];
    for (let r = 0; r < 14; r++) {
      let t0 = performance.now();
      await harnessReads();
      harness.push(((performance.now() - t0) * 1000) / CALLS);
      t0 = performance.now();
      await bareReads();
      bare.push(((performance.now() - t0) * 1000) / CALLS);
    }
    const h = median(harness.slice(4));
    const b = median(bare.slice(4));
    const r2 = (x: number) => Math.round(x * 100) / 100;
    return { harness_us_per_call: r2(h), bare_fixture_us_per_call: r2(b), harness_overhead_us_per_call: r2(h - b) };
  },
};
