import { VirtualClock } from '../../harness/clock.js';
import type { Call } from '../../harness/contracts/call.js';
import type { Receipt } from '../../harness/contracts/receipt.js';
import type { Executor } from '../../harness/executor.js';
import { runHarness, type RunResult } from '../../harness/loop.js';
import { ScriptedProposer } from '../../models/scripted.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { Random } from '../../harness/random.js';
import { ExportWorker, type ExportWorkerFixtureInput } from '../../worlds/export-worker.js';
import type { Control } from '../../harness/controls/control.js';
import { createControls, parseControlParams } from '../../harness/controls/registry.js';
import { FULL, withParams, type ControlParams, type Profile } from '../../harness/profile.js';

/** One run of the export worker under a profile, for the suites that read a control or the loop through whole runs (loop, gateway, validation, receipt validation, ...). */

export const TOOLS = ['read_config', 'write_config', 'check_config', 'queue_export', 'lookup_export'];

export interface Setup {
  profile?: Profile;
  params?: ControlParams;
  world?: Partial<ExportWorkerFixtureInput>;
  executor?: (world: ExportWorker) => Executor;
  limits?: Partial<{ proposals: number; calls: number; attempts: number; deadline_ms: number }>;
  tools?: string[];
  approvals?: Map<string, { decision: 'allow' | 'deny'; remaining: number }>;
  clock?: VirtualClock;
  seed?: number;
  runId?: string;
}

/**
 * The profile's controls, built afresh (what `instantiate` does, without its cache): every run of
 * these suites builds its controls, so what a control sets up when it is built is exercised by
 * each test, not only by whichever test first built the profile in the process.
 */
export function freshControls(profile: Profile): Control[] {
  return createControls(Object.fromEntries(Object.entries(profile.controls).map(([name, raw]) => [name, parseControlParams(name, raw)])));
}

export async function run(proposer: Proposer | unknown[], setup: Setup = {}): Promise<RunResult & { world: ExportWorker }> {
  const clock = setup.clock ?? new VirtualClock();
  const world = new ExportWorker({ kind: 'export-worker', ...setup.world }, clock);
  const profile = withParams(setup.profile ?? FULL, setup.params ?? {});
  const result = await runHarness({
    runId: setup.runId ?? 'mutants',
    profileName: profile.name,
    contract: {
      task: 't',
      tools: setup.tools ?? TOOLS,
      limits: { proposals: 8, calls: 10, attempts: 2, deadline_ms: 10_000, ...setup.limits },
      approvals: setup.approvals ?? new Map(),
    },
    controls: freshControls(profile),
    executor: setup.executor ? setup.executor(world) : world,
    proposer: Array.isArray(proposer) ? new ScriptedProposer(proposer) : proposer,
    clock,
    random: new Random(setup.seed ?? 1),
    audit: profile.audit,
  });
  return { ...result, world };
}

/** The world, with the receipt of chosen calls rewritten after the world ran them. */
export function rewriting(rewrite: (call: Call, receipt: Receipt) => Receipt | null): (world: ExportWorker) => Executor {
  return (world) => ({
    tools: world.tools,
    revision: () => world.revision(),
    execute: (call, attempt) => {
      const receipt = world.execute(call, attempt) as Receipt;
      return rewrite(call, receipt) ?? receipt;
    },
  });
}
