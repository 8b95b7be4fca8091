import { referenceSubjects } from '../../ablations/runner/subject.js';
import { afterEach, describe, expect, it } from 'vitest';
import { planTrials, runTrials } from '../../ablations/runner/matrix.js';
import type { TrialRow } from '../../ablations/results/store.js';
import { parseLlmProposerSpec } from '../../models/llm/llm-proposer-spec.js';
import { findProfile } from '../../harness/profile.js';
import { runTotals } from '../../reports/run-totals.js';
import { httpError, oaCalls } from './fixtures/replies.js';
import { ScriptedServer } from './fixtures/scripted-server.js';
import { scenarioNamed } from './fixtures/run-llm-trial.js';

/**
 * A trial that fails on the provider is not judged, but what it spent is
 * spent: its error row carries the tokens, money, provider calls and retries
 * of the requests made before the failure, and the run's totals count them.
 * Real HTTP (the project's test server) and the real openai SDK.
 */

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function oneTrial(baseUrl: string, options: Record<string, unknown>): Promise<TrialRow> {
  const proposer = parseLlmProposerSpec('openai-compatible:local-model', {
    baseUrl,
    env: {},
    // 1 USD per million tokens in, 2 out.
    priceInput: 1,
    priceOutput: 2,
    retry: { base_ms: 1, cap_ms: 5, jitter: 0 },
    ...options,
  });
  const planned = planTrials({ scenarios: [scenarioNamed('correct_after_feedback')], subjects: referenceSubjects([findProfile('full')!]), proposers: [proposer], trials: 1, seed: 5 });
  const rows: TrialRow[] = [];
  await runTrials(planned, { seed: 5, jobs: 1, keepEvents: 0, onRow: (row) => rows.push(row) });
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe("an LLM trial's error row carries what it spent", () => {
  it('a provider that answers once, then fails 5 times: the first answer\'s tokens and money, 6 calls, 4 retries; the totals count them', async () => {
    const failing = httpError(500, 'the model crashed');
    server = await ScriptedServer.start([oaCalls([{ id: 'c1', name: 'write_config', args: { max_retries: 2 } }], { in: 300, out: 12 }), failing, failing, failing, failing, failing]);
    const row = await oneTrial(`${server.url}/v1`, {});
    expect([row.verdict, row.error?.source]).toEqual(['error', 'provider']);
    expect(row.detail).toMatch(/gave up after 5 attempts, last 500: .*the model crashed/);
    expect(server.requests).toHaveLength(6);
    const { tokens_in, tokens_out, cost_usd, provider_calls, provider_retries } = row.cost;
    expect({ tokens_in, tokens_out, provider_calls, provider_retries }).toEqual({ tokens_in: 300, tokens_out: 12, provider_calls: 6, provider_retries: 4 });
    expect(cost_usd).toBeCloseTo(300e-6 + 24e-6, 12);
    const totals = runTotals([row]);
    expect([totals.tokens_in, totals.tokens_out, totals.provider_calls, totals.provider_retries]).toEqual([300, 12, 6, 4]);
    expect(totals.cost_usd).toBeCloseTo(324e-6, 12);
  });

  it('a trial cut by its wall-clock cap (--trial-timeout) while a request hangs: the answered request and both calls are in its row', async () => {
    server = await ScriptedServer.start([oaCalls([{ id: 'c1', name: 'write_config', args: { max_retries: 2 } }], { in: 250, out: 10 }), { kind: 'hang' }]);
    const started = performance.now();
    const row = await oneTrial(`${server.url}/v1`, { timeoutMs: 60_000, trialTimeoutMs: 400 });
    // Cut by the trial's 0.4 s cap, not the request's 60 s timeout: half of that minute tells them apart on any machine.
    expect(performance.now() - started).toBeLessThan(30_000);
    expect([row.verdict, row.error?.source]).toEqual(['error', 'provider']);
    expect(row.detail).toContain('--trial-timeout');
    expect([row.cost.tokens_in, row.cost.tokens_out, row.cost.provider_calls, row.cost.provider_retries]).toEqual([250, 10, 2, 0]);
    expect(row.cost.cost_usd).toBeCloseTo(250e-6 + 20e-6, 12);
  });

  it('a provider that refuses every connection: 5 calls, 4 retries, no tokens', async () => {
    server = await ScriptedServer.start([]);
    const url = `${server.url}/v1`;
    await server.close();
    server = undefined;
    const row = await oneTrial(url, {});
    expect([row.verdict, row.cost.tokens_in, row.cost.tokens_out, row.cost.cost_usd, row.cost.provider_calls, row.cost.provider_retries]).toEqual(['error', 0, 0, 0, 5, 4]);
  });
});
