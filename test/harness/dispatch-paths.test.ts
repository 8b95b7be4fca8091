import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbFuzzCase } from '../../ablations/fuzz/arbitraries.js';
import { caseToScenarioFast } from '../../ablations/fuzz/case-scenario.js';
import type { FuzzCase } from '../../ablations/fuzz/fuzz-case.js';
import { prepareRun } from '../../ablations/fuzz/run-case.js';
import { buildProposer } from '../../ablations/runner/proposers.js';
import type { Call } from '../../harness/contracts/call.js';
import type { Executor } from '../../harness/executor.js';
import { runHarness } from '../../harness/loop.js';
import { builtInProfiles, type Profile } from '../../harness/profile.js';

const SEED = Number(process.env['HB_TEST_SEED'] ?? 20261130);

/** The same world, every answer (and every throw) given as a promise: a lone call then takes the waiting path. */
function answeringLater(world: Executor): Executor {
  return {
    tools: world.tools,
    revision: () => world.revision(),
    execute(call: Call, attempt: number): unknown {
      try {
        return Promise.resolve(world.execute(call, attempt));
      } catch (error) {
        return Promise.reject(error);
      }
    },
  };
}

/** A fuzz case run once under a profile, with its world answering at once or later: the trace and the world's ledger. */
async function trace(c: FuzzCase, profile: Profile, later: boolean) {
  const scenario = caseToScenarioFast(c);
  const parts = prepareRun(scenario, profile, c.seed);
  const result = await runHarness({
    runId: 'paths',
    profileName: profile.name,
    contract: parts.contract,
    controls: parts.controls,
    executor: later ? answeringLater(parts.world) : parts.world,
    proposer: buildProposer(scenario.proposer, parts.random, 'scripted'),
    clock: parts.clock,
    random: parts.random,
    audit: profile.audit,
  });
  return { status: result.status, detail: result.detail, events: result.events, ledger: parts.world.snapshot().ledger };
}

/** The case with every batch proposed one call at a time. */
const oneAtATime = (c: FuzzCase): FuzzCase => ({ ...c, steps: c.steps.flatMap((s) => (s.kind === 'batch' ? s.steps : [s])) });

describe('a world that answers at once, or through promises', () => {
  it('gives the same trace either way, for lone calls and batches, under every profile', async () => {
    const profiles = builtInProfiles();
    await fc.assert(
      fc.asyncProperty(fc.oneof(arbFuzzCase(), arbFuzzCase().map(oneAtATime)), fc.constantFrom(...profiles), async (c, profile) => {
        const now = await trace(c, profile, false);
        const later = await trace(c, profile, true);
        expect(later).toEqual(now);
      }),
      { seed: SEED, numRuns: 1_500 },
    );
  });
});
