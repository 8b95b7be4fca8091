import { describe, expect, it } from 'vitest';
import { runTrial } from '../../ablations/trial.js';
import { action } from '../../harness/proposers/scripted.js';
import { FULL } from '../../profiles/profile.js';
import { defineScenario, type ScenarioInput } from '../../scenarios/schema.js';

/** A run that is crashed at every point in turn and restarted must end as the uncrashed run does. */
function crashEverywhere(steps: unknown[], world: Partial<Extract<ScenarioInput['world'], { kind: 'export-worker' }>>, points: number) {
  const base: ScenarioInput = {
    name: 'recovery_case',
    task: 'Fix the config, check it, export, finish.',
    contract: { tools: ['read_config', 'write_config', 'check_config', 'queue_export'], approvals: [{ tool: 'queue_export', args: { operation_id: 'export-17' }, at: { config: { max_retries: 2 } } }] },
    world: { kind: 'export-worker', config: { max_retries: 8 }, lookup: 'authoritative', ...world },
    proposer: { kind: 'scripted', steps },
    reference: { kind: 'scripted', strict: true, steps },
    oracle: { probes: [], success: [{ path: 'config_valid', equals: true }, { path: 'export_ids', equals: ['export-17'] }] },
  };
  return Promise.all(
    Array.from({ length: points }, async (_, trial) => {
      const scenario = defineScenario({ ...base, crash: { at: trial } });
      const o = await runTrial({ scenario, profile: FULL, proposer: scenario.proposer, seed: 1, runId: 'r', trial });
      return { at: trial, status: o.status, verdict: o.judgement.verdict, proposals: o.cost.proposals, exports: o.observation.state['export_ids'] };
    }),
  );
}

describe('restart from the durable log', () => {
  it('recovers a run that wrote the config before the crash (the replay sees the revision as it was)', async () => {
    const steps = [action('write_config', { max_retries: 2 }), action('check_config'), action('queue_export', { operation_id: 'export-17' }), action('finish')];
    const outcomes = await crashEverywhere(steps, {}, 22);
    expect(outcomes.filter((o) => o.status !== 'complete' || o.verdict !== 'accepted')).toEqual([]);
    expect(new Set(outcomes.map((o) => o.proposals))).toEqual(new Set([4]));
    expect(new Set(outcomes.map((o) => JSON.stringify(o.exports)))).toEqual(new Set(['["export-17"]']));
  });

  it('recovers a run that proposed a batch before the crash (every turn is logged)', async () => {
    const steps = [
      action('write_config', { max_retries: 2 }),
      { batch: [action('read_config'), action('check_config')] },
      action('queue_export', { operation_id: 'export-17' }),
      action('finish'),
    ];
    const outcomes = await crashEverywhere(steps, {}, 26);
    expect(outcomes.filter((o) => o.status !== 'complete' || o.verdict !== 'accepted')).toEqual([]);
    expect(new Set(outcomes.map((o) => o.proposals))).toEqual(new Set([5]));
  });

  it('keeps what the crashed run did in the row when the restart cannot go on', async () => {
    const scenario = defineScenario({
      name: 'corrupt',
      task: 't',
      contract: { tools: ['read_config', 'write_config', 'check_config'] },
      world: { kind: 'export-worker', config: { max_retries: 2 } },
      // The write makes the log durable up to its receipt, so there is something to corrupt.
      proposer: { kind: 'scripted', steps: [action('write_config', { max_retries: 1 }), action('read_config'), action('check_config'), action('finish')] },
      reference: { kind: 'scripted', strict: true, steps: [action('check_config'), action('finish')] },
      crash: { at: { event: 'proposal_received', nth: 3 }, damage: 'corrupt_middle' },
      oracle: { probes: [], success: [{ path: 'config_valid', equals: true }] },
    });
    const o = await runTrial({ scenario, profile: FULL, proposer: scenario.proposer, seed: 1, runId: 'r' });
    expect(o.status).toBe('log_corrupt');
    expect({ proposals: o.cost.proposals, calls: o.cost.calls }).toEqual({ proposals: 2, calls: 2 });
    expect(o.events.at(-1)?.type).toBe('receipt');
  });
});
