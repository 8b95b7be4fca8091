import { describe, expect, it } from 'vitest';
import type { TrialRow } from '../../ablations/results/store.js';
import { erroredHint } from '../../bin/commands/run-output.js';

const row = (detail: string, extra: Partial<TrialRow> = {}) => ({ detail, ...extra }) as TrialRow;
const harness = { name: 'broken-launch', version: '@openai/agents@0.20.0', digest: '81bb466e67eb3e6e', placement: 'own-container' } as TrialRow['harness'];

describe('what an errored trial tells the user to do', () => {
  it('points a harness that could not be launched at its configuration', () => {
    expect(erroredHint(row('HarnessLaunchError: broken-launch: could not launch /opt/nope/node: spawn /opt/nope/node ENOENT', { harness }))).toBe(
      '; fix the harness configuration broken-launch (the file given to --harness, or profiles/<kind>/ for a built-in one: "list harnesses" shows which), its launch line first',
    );
  });

  it('names the source of an infrastructure error, the scenario or profile otherwise, and nothing after a replay mismatch', () => {
    expect(erroredHint(row('InfrastructureError: the engine went away', { error: { source: 'sandbox', message: 'the engine went away' } }))).toBe('; check the sandbox');
    expect(erroredHint(row('ScenarioError: step 3 has no answer'))).toBe('; fix the scenario or profile');
    expect(erroredHint(row('ReplayMismatchError: the recording ends here'))).toBe('');
  });
});
