import { describe, expect, it } from 'vitest';
import { runTrial } from '../../ablations/runner/trial.js';
import { action } from '../../models/scripted.js';
import { FULL } from '../../harness/profile.js';
import { defineScenario, type ScenarioInput } from '../../scenarios/schema.js';

/**
 * A run that is crashed at every point in turn (before each event, after each
 * effect: the uncrashed run's events and calls) and restarted must end as the
 * uncrashed run does.
 */
async function crashEverywhere(steps: unknown[], world: Partial<Extract<ScenarioInput['world'], { kind: 'export-worker' }>>) {
  const base: ScenarioInput = {
    name: 'recovery_case',
    task: 'Fix the config, check it, export, finish.',
    contract: { tools: ['read_config', 'write_config', 'check_config', 'queue_export'], approvals: [{ tool: 'queue_export', args: { operation_id: 'export-17' }, at: { config: { max_retries: 2 } } }] },
    world: { kind: 'export-worker', config: { max_retries: 8 }, lookup: 'authoritative', ...world },
    proposer: { kind: 'scripted', steps },
    reference: { kind: 'scripted', strict: true, steps },
    oracle: { probes: [], success: [{ path: 'config_valid', equals: true }, { path: 'export_ids', equals: ['export-17'] }] },
  };
  const plain = defineScenario(base);
  const uncrashed = await runTrial({ scenario: plain, profile: FULL, proposer: plain.proposer, seed: 1, runId: 'r' });
  const points = uncrashed.events.length + uncrashed.cost.calls;
  const outcomes = await Promise.all(
    Array.from({ length: points }, async (_, trial) => {
      const scenario = defineScenario({ ...base, crash: { at: trial } });
      let appended = 0;
      const o = await runTrial({ scenario, profile: FULL, proposer: scenario.proposer, seed: 1, runId: 'r', trial, onEvent: () => appended++ });
      // Events the crashed run appended before the kill, which the restart took from its log instead of appending again.
      const beforeCrash = appended - o.events.length;
      return { at: trial, status: o.status, verdict: o.judgement.verdict, proposals: o.cost.proposals, exports: o.observation.state['export_ids'], beforeCrash };
    }),
  );
  return { points, outcomes };
}

describe('restart from the durable log', () => {
  it('recovers a run that wrote the config before the crash (the replay sees the revision as it was)', async () => {
    const steps = [action('write_config', { max_retries: 2 }), action('check_config'), action('queue_export', { operation_id: 'export-17' }), action('finish')];
    const { points, outcomes } = await crashEverywhere(steps, {});
    expect(points).toBe(21);
    // every point after the first crashed a run that had appended something (the first kills it before its first event)
    expect(outcomes.filter((o) => (o.at === 0 ? o.beforeCrash !== 0 : o.beforeCrash < 1))).toEqual([]);
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
    const { points, outcomes } = await crashEverywhere(steps, {});
    expect(points).toBe(26);
    expect(outcomes.filter((o) => (o.at === 0 ? o.beforeCrash !== 0 : o.beforeCrash < 1))).toEqual([]);
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
