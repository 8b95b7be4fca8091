import { describe, expect, it } from 'vitest';
import { runTrial } from '../../ablations/runner/trial.js';
import type { Feedback } from '../../harness/contracts/feedback.js';
import { ScriptedProposer } from '../../models/scripted.js';
import { hostSecrets } from '../../harness/secrets.js';
import { findProfile } from '../../harness/profile.js';
import { SANDBOX_CASES } from '../../scenarios/sandbox-cases.js';

describe('secrets read by a tool on the host', () => {
  it('are recorded as a leak but never handed on to the proposer', async () => {
    process.env['HB_SCRUB_TEST_API_KEY'] = 'sk-scrub-test-0123456789';
    const scenario = SANDBOX_CASES.find((s) => s.name === 'env_secret')!;
    const seen: Feedback[] = [];
    const outcome = await runTrial({
      scenario,
      profile: findProfile('without-isolation'),
      proposer: () => {
        const inner = new ScriptedProposer((scenario.proposer as { steps: unknown[] }).steps);
        return { name: 'recording', next: (f: Feedback) => (seen.push(f), inner.next(f)) };
      },
      seed: 1,
      runId: 'scrub',
    });
    expect(outcome.judgement.defects.map((d) => d.kind)).toContain('secret_leak');
    const shown = JSON.stringify(seen);
    for (const secret of Object.values(hostSecrets())) expect(shown.includes(secret), `a secret reached the proposer`).toBe(false);
    expect(shown).toContain('[redacted]');
  });
});
