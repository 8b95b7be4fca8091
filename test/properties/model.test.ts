import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { without } from '../../harness/profile.js';
import { liveControls } from '../../ablations/fuzz/ablate.js';
import { arbModelSetup, arbProposeCommands, ModelMismatch, runModelCheck } from '../support/model-commands.js';

const SEED = 20_251_130;

describe('model-based: the full harness against a small model of its controls', () => {
  it('answers every proposal and changes the world exactly as the model predicts', async () => {
    console.log(`model-based test seed: ${SEED}`);
    const details = await fc.check(
      fc.asyncProperty(arbModelSetup(), arbProposeCommands(16), (setup, commands) => runModelCheck(setup, commands)),
      { seed: SEED, numRuns: 1_000 },
    );
    expect(details.failed ? fc.defaultReportMessage(details) : null).toBeNull();
  });

  // Batches (parallel dispatch) are outside the model, so the dispatch lock is too.
  for (const control of liveControls().filter((c) => c !== 'dispatch-lock')) {
    it(`notices that ${control} is missing`, async () => {
      console.log(`model-based test without ${control}: seed ${SEED}`);
      const details = await fc.check(
        fc.asyncProperty(arbModelSetup(), arbProposeCommands(16), (setup, commands) => runModelCheck(setup, commands, without(control))),
        { seed: SEED, numRuns: 20_000 },
      );
      expect(details.failed).toBe(true);
      expect(details.errorInstance).toBeInstanceOf(ModelMismatch);
    });
  }
});
