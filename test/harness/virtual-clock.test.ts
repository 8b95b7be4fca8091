import { describe, expect, it } from 'vitest';
import { runTrial } from '../../ablations/runner/trial.js';
import { VirtualClock } from '../../harness/clock.js';
import { action } from '../../models/scripted.js';
import { FULL } from '../../harness/profile.js';
import { defineScenario } from '../../scenarios/schema.js';

describe('virtual clock', () => {
  it('adds up sleeps one after the other, and overlaps sleeps that run together', async () => {
    const clock = new VirtualClock();
    await clock.sleep(100);
    await clock.sleep(50);
    expect(clock.now()).toBe(150);
    await Promise.all([clock.sleep(300), clock.sleep(200)]);
    expect(clock.now()).toBe(450);
  });

  it('lets two slow reads dispatched together finish together (reads share the dispatch lock)', async () => {
    const scenario = defineScenario({
      name: 'parallel_reads',
      task: 't',
      contract: { tools: ['read_config', 'check_config'] },
      world: { kind: 'export-worker', config: { max_retries: 2 }, faults: [{ kind: 'slow', tool: 'read_config', count: 0, ms: 6000 }] },
      proposer: { kind: 'scripted', steps: [{ batch: [action('read_config'), action('read_config')] }, action('check_config'), action('finish')] },
      reference: { kind: 'scripted', strict: true, steps: [action('check_config'), action('finish')] },
      oracle: { probes: [], success: [{ path: 'config_valid', equals: true }] },
    });
    const o = await runTrial({ scenario, profile: FULL, proposer: scenario.proposer, seed: 1, runId: 'p' });
    expect(o.status).toBe('complete');
    expect(o.events.filter((e) => e.type === 'receipt').map((e) => e.t)).toEqual([6000, 6000, 6000]);
  });
});
