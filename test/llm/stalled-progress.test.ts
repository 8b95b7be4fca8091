import { referenceSubjects } from '../../ablations/runner/subject.js';
import { afterEach, describe, expect, it } from 'vitest';
import { planTrials, runTrials } from '../../ablations/runner/matrix.js';
import type { TrialRow } from '../../ablations/results/store.js';
import { Progress } from '../../bin/commands/progress.js';
import { describeWaits, ProviderActivity } from '../../models/llm/activity.js';
import { parseLlmProposerSpec } from '../../models/llm/llm-proposer-spec.js';
import { findProfile } from '../../harness/profile.js';
import { ScriptedServer, type Reply } from './fixtures/scripted-server.js';
import { scenarioNamed } from './fixtures/run-llm-trial.js';

/**
 * A provider that never answers: each attempt is cut at the request timeout,
 * each trial at its wall-clock cap, and meanwhile the progress line (as a CI
 * log prints it) says how many requests are in flight and how long the oldest
 * has waited against its timeout. Real HTTP, the real openai SDK, real time.
 */

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('a stalled provider, on the progress line', () => {
  it('two trials: attempts cut at 1 s, trials at 2.5 s, the waits shown while they last', async () => {
    server = await ScriptedServer.start(Array.from({ length: 20 }, () => ({ kind: 'hang' }) as Reply));
    const activity = new ProviderActivity();
    const proposer = parseLlmProposerSpec('openai-compatible:local-model', {
      baseUrl: `${server.url}/v1`,
      env: {},
      stream: true,
      timeoutMs: 1_000,
      trialTimeoutMs: 2_500,
      retry: { base_ms: 1, cap_ms: 1, jitter: 0 },
      activity,
    });
    const planned = planTrials({ scenarios: [scenarioNamed('correct_after_feedback')], subjects: referenceSubjects([findProfile('full')!]), proposers: [proposer], trials: 2, seed: 9 });
    const lines: string[] = [];
    const progress = new Progress({ out: () => undefined, err: (t: string) => lines.push(t), isTty: false }, planned.length, () => describeWaits(activity.snapshot()), {
      tickMs: 50,
      waitLineMs: 300,
    });
    const rows: TrialRow[] = [];
    const started = performance.now();
    await runTrials(planned, { seed: 9, jobs: 1, maxConcurrency: 2, keepEvents: 0, onRow: (row) => rows.push(row), onProgress: (p) => progress.update(p.done) });
    progress.finish();
    const seconds = (performance.now() - started) / 1000;

    expect(rows.map((r) => [r.verdict, r.error?.source])).toEqual([
      ['error', 'provider'],
      ['error', 'provider'],
    ]);
    for (const row of rows) expect(row.detail).toContain("the trial's wall-clock cap (2.5 s, --trial-timeout) was reached");
    // Attempts of at most 1 s in 2.5 s: 2 or 3 per trial (the third is cut by the cap); one attempt that was
    // not cut at the request timeout would hold its trial to the cap alone.
    expect(server.requests.length).toBeLessThanOrEqual(6);
    for (const row of rows) expect(row.cost.provider_calls).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeGreaterThanOrEqual(2.4);
    expect(seconds).toBeLessThan(15);
    const waiting = lines.filter((l) => l.startsWith('waiting: '));
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    for (const line of waiting) expect(line).toMatch(/^waiting: [12] requests? in flight \(oldest \d+ s of 1 s\)(, .*)? \([01]\/2 trials done\)$/);
  });
});
