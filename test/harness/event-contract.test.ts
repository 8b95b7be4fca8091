import { describe, expect, it } from 'vitest';
import { runTrial } from '../../ablations/runner/trial.js';
import { EventSchema } from '../../harness/contracts/event.js';
import { builtInProfiles } from '../../harness/profile.js';
import { CATALOGUE } from '../../scenarios/catalogue.js';

describe('the event contract', () => {
  it('every event the harness emits, in every in-process scenario under every profile, parses under EventSchema', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const scenario of CATALOGUE.filter((s) => s.world.kind === 'export-worker')) {
      for (const profile of builtInProfiles()) {
        if (scenario.matrix.profiles !== undefined && !scenario.matrix.profiles.includes(profile.name)) continue;
        const outcome = await runTrial({ scenario, profile, proposer: scenario.proposer, seed: 3, runId: 'contract', trial: 5 });
        for (const event of outcome.events) {
          checked++;
          const parsed = EventSchema.safeParse(event);
          if (!parsed.success) problems.push(`${scenario.name}/${profile.name} ${event.type}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
        }
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(5_000);
  });
});
