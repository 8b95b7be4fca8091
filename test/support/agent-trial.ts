import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import type { TrialRow } from '../../ablations/results/store.js';
import { builtInHarnessProfiles, cacheDir, resolveHarnesses } from '../../harnesses/configurations.js';
import { installHarnessPackage } from '../../harnesses/install.js';
import { action } from '../../models/scripted.js';
import type { WireReply } from '../../models/server/decide.js';
import type { ModelExchange } from '../../models/server/model-server.js';
import { defineScenario, type Scenario, type ScenarioInput } from '../../scenarios/schema.js';
import { runExternalTrial } from './external-trial.js';

/**
 * What the end-to-end tests of the built-in agent configurations share: the
 * pinned package installed into the cache, one trial of a configuration
 * through the one trial runner, what a row's events say of approvals, world
 * calls and proposals, and the export-worker task they are given.
 */

export const EXPORT_17 = { operation_id: 'export-17' };

/** Installs the pinned package of each built-in configuration named (for a beforeAll). */
export function installConfigurations(...names: string[]): void {
  for (const p of builtInHarnessProfiles().filter((p) => names.includes(p.name))) installHarnessPackage(p, cacheDir());
}

/** One trial of the built-in configuration on the scenario, its own proposer, seed 1, events kept. */
export function agentTrial(configuration: string, scenario: Scenario): Promise<TrialRow> {
  return runExternalTrial({ scenario, harness: resolveHarnesses([configuration]).external[0]!, proposer: parseProposerChoice('scenario'), trial: 0, seed: 1, keepEvents: 1 });
}

const eventsOf = (row: TrialRow, type: string) => (row.events ?? []).filter((e) => e['type'] === type);
/** Each approval event: its type and tool. */
export const approvals = (row: TrialRow) => (row.events ?? []).filter((e) => String(e['type']).startsWith('approval_')).map((e) => [e['type'], e['tool']]);
/** The world's tools that ran, in order. */
export const worldCalls = (row: TrialRow) => eventsOf(row, 'call_started').map((e) => e['tool']);
/** What a trial's verdict rests on: its status, verdict, and the failures provoked, escaped and stopped, and its defects. */
export const verdictOf = (row: TrialRow) => ({ status: row.status, verdict: row.verdict, provoked: row.provoked, escaped: row.escaped, stopped: row.stopped, defects: row.defects });
/** Each proposal as `tool args`, in order. */
export const proposalTexts = (row: TrialRow) => eventsOf(row, 'proposal_received').map((e) => `${String(e['tool'])} ${String(e['args'] ?? '')}`);
/** The tools the model proposed, in order. */
export const proposed = (row: TrialRow) => eventsOf(row, 'proposal_received').map((e) => e['tool']);

/**
 * A scenario whose deadline is far past any harness's start-up on a loaded machine. A harness in
 * another process runs on real time, and the task's default deadline (10 s) measures the machine's
 * load as much as the harness: a trial that is about tools, grants or protocols, not time, uses this.
 */
export function untimed(scenario: Scenario): Scenario {
  return { ...scenario, contract: { ...scenario.contract, limits: { ...scenario.contract.limits, deadline_ms: 600_000 } } };
}

/** Check the export worker configuration, queue export-17 (which needs a human approval) and finish, with these grants and the model's steps. */
export function exportTask(name: string, grants: ScenarioInput['contract']['approvals'], steps: unknown[] = [action('check_config'), action('queue_export', EXPORT_17), action('finish')]): Scenario {
  return defineScenario({
    name,
    task: 'Check the export worker configuration, queue export-17 (it needs a human approval) and finish.',
    // The deadline is far past any harness's start-up on a loaded machine: these trials are about grants, not time.
    contract: { tools: ['read_config', 'check_config', 'queue_export'], approvals: grants, limits: { deadline_ms: 600_000 } },
    world: { kind: 'export-worker', config: { max_retries: 2 } },
    proposer: { kind: 'scripted', steps },
    reference: { kind: 'scripted', steps: [action('check_config'), action('queue_export', EXPORT_17), action('finish')] },
    oracle: { probes: [], success: [{ path: 'config_valid', equals: true }, { path: 'export_ids', equals: ['export-17'] }] },
  });
}

/** The model server's log of one exchange whose reply is `reply` (what modelCall reads a permission request's call id against). */
export const replyLog = (reply: WireReply): ModelExchange[] => [{ n: 1, protocol: 'chat', method: 'POST', path: '/v1/chat/completions', stream: true, steps: 0, tools: [], reply, status: 200, ms: 1, t: 1 }];

/** A reply of one call: the harness's tool `tool` with `args`, standing for the scenario's `scenarioTool` with `scenarioArgs`. */
export const replyCall = (id: string, tool: string, args: Record<string, unknown>, scenarioTool: string, scenarioArgs: Record<string, unknown>): WireReply => ({
  kind: 'calls',
  calls: [{ id, tool: { name: tool }, arguments: JSON.stringify(args), scenarioTool, scenarioArgs }],
});
