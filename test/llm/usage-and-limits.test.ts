import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../harness/clock.js';
import { BudgetExceededError, LlmConfigError, proposerStopReason } from '../../models/llm/errors.js';
import { parseLlmProposerSpec } from '../../models/llm/llm-proposer-spec.js';
import { DEFAULT_PRICES, loadPriceTable, priceFor } from '../../models/llm/prices.js';
import { Random } from '../../harness/random.js';
import { ScriptedServer } from './fixtures/scripted-server.js';
import { oaCalls } from './fixtures/replies.js';
import { FAKE_OPENAI_KEY, runLlmTrial, scenarioNamed } from './fixtures/run-llm-trial.js';

let server: ScriptedServer | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'llm-usage-'));
  dirs.push(d);
  return d;
}

const STEPS = [
  oaCalls([{ id: 'c1', name: 'write_config', args: { max_retries: 2 } }], { in: 1234, out: 56 }),
  oaCalls([{ id: 'c2', name: 'check_config' }], { in: 1400, out: 44 }),
  oaCalls([{ id: 'c3', name: 'finish' }], { in: 1501, out: 9 }),
];

describe('usage, prices and per-trial caps', () => {
  it('counts tokens exactly from the provider usage fields and prices them from a price file (prefix match)', async () => {
    const file = join(tempDir(), 'prices.json');
    writeFileSync(file, JSON.stringify({ as_of: '2026-01-15', models: { 'test-model': { input: 2, output: 4 } } }));
    server = await ScriptedServer.start(STEPS);
    const { outcome, proposer } = await runLlmTrial({
      spec: 'openai:test-model-2026-01',
      scenario: 'correct_after_feedback',
      baseUrl: `${server.url}/v1`,
      options: { prices: file },
    });
    const cost = (4135 * 2 + 109 * 4) / 1_000_000;
    expect(outcome.status).toBe('complete');
    expect(proposer.usage()).toEqual({
      tokens_in: 4135,
      tokens_out: 109,
      cost_usd: cost,
      provider_calls: 3,
      provider_retries: 0,
      provider: 'openai',
      model: 'test-model-2026-01',
      price_known: true,
      warnings: [],
      requests: [56, 44, 9].map((out) => ({ ms: 0, ttft_ms: null, tokens_out: out, tokens_per_s: null })),
    });
    expect([outcome.cost.tokens_in, outcome.cost.tokens_out, outcome.cost.cost_usd]).toEqual([4135, 109, cost]);
  });

  it('price flags beat the table; an unknown model costs 0 with a warning', async () => {
    server = await ScriptedServer.start(STEPS);
    const { proposer } = await runLlmTrial({
      spec: 'openai:gpt-4o',
      scenario: 'correct_after_feedback',
      baseUrl: `${server.url}/v1`,
      options: { priceInput: 10, priceOutput: 30 },
    });
    expect(proposer.usage().cost_usd).toBe((4135 * 10 + 109 * 30) / 1_000_000);

    await server.close();
    server = await ScriptedServer.start(STEPS);
    const unknown = await runLlmTrial({ spec: 'openai:my-finetune', scenario: 'correct_after_feedback', baseUrl: `${server.url}/v1` });
    expect(unknown.proposer.usage()).toMatchObject({ tokens_in: 4135, cost_usd: 0, price_known: false, warnings: ['no price for model my-finetune: cost_usd counted as 0'] });
  });

  it('a cost limit on a model without a price is refused up front (it could never trigger), unless a price file supplies one', () => {
    const env = { OPENAI_API_KEY: 'k' };
    expect(() => parseLlmProposerSpec('openai:my-finetune', { env, costLimit: 1 })).toThrow(
      new LlmConfigError(
        '--cost-limit needs a price for model "my-finetune", which the price table lacks (it would count as 0 USD and the limit could never trigger); pass --prices FILE with an entry for it',
      ),
    );
    const file = join(tempDir(), 'prices.json');
    writeFileSync(file, JSON.stringify({ as_of: '2026-01-15', models: { 'my-finetune': { input: 1, output: 2 } } }));
    expect(parseLlmProposerSpec('openai:my-finetune', { env, costLimit: 1, prices: file }).model).toBe('my-finetune');
  });

  it('the longest dated prefix wins and a bare prefix of another name does not match', () => {
    expect(priceFor(DEFAULT_PRICES, 'gpt-4o-mini-2024-07-18')).toEqual({ input: 0.15, output: 0.6 });
    expect(priceFor(DEFAULT_PRICES, 'gpt-4o-2024-08-06')).toEqual({ input: 2.5, output: 10 });
    expect(priceFor(DEFAULT_PRICES, 'gpt-4')).toBeNull();
    expect(priceFor(DEFAULT_PRICES, 'claude-sonnet-4-20250514')).toEqual({ input: 3, output: 15, cached: 0.3, cache_write: 3.75 });
  });

  it('a bad price file is a config error naming the file and field', () => {
    const file = join(tempDir(), 'bad.json');
    writeFileSync(file, JSON.stringify({ as_of: '2026-01-15', models: { x: { input: -1, output: 1 } } }));
    expect(() => loadPriceTable(file)).toThrow(LlmConfigError);
    expect(() => loadPriceTable(file)).toThrow(new RegExp(`^price file ${file}: models\\.x\\.input: `));
  });

  it('token limit: the answer that passes it is not acted on; BudgetExceededError with reason token_limit', async () => {
    server = await ScriptedServer.start(STEPS);
    const { outcome } = await runLlmTrial({ spec: 'openai:gpt-4o-mini', scenario: 'correct_after_feedback', baseUrl: `${server.url}/v1`, options: { tokenLimit: 2000 } });
    // The loop maps the proposer's BudgetExceededError to the stop reason.
    expect(outcome.status).toBe('token_limit');
    expect(outcome.detail).toBe('token limit: 2734 tokens used (2634 in, 100 out), limit 2000');
    expect(outcome.cost.proposals).toBe(1);
    expect(outcome.cost.tokens_in).toBe(2634);

    await server.close();
    server = await ScriptedServer.start(STEPS);
    const scenario = scenarioNamed('correct_after_feedback');
    const choice = parseLlmProposerSpec('openai:gpt-4o-mini', { baseUrl: `${server.url}/v1`, env: { OPENAI_API_KEY: FAKE_OPENAI_KEY }, tokenLimit: 1000 });
    const proposer = choice.create(scenario, new Random(1), { trialId: 't-cap', clock: new VirtualClock(0) });
    const error = await proposer.next({ event: 'start', task: scenario.task }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BudgetExceededError);
    expect([proposerStopReason(error), (error as Error).message]).toEqual(['token_limit', 'token limit: 1290 tokens used (1234 in, 56 out), limit 1000']);
  });

  it('cost limit: reason cost_limit', async () => {
    server = await ScriptedServer.start(STEPS);
    const scenario = scenarioNamed('correct_after_feedback');
    const choice = parseLlmProposerSpec('openai:gpt-4o-mini', {
      baseUrl: `${server.url}/v1`,
      env: { OPENAI_API_KEY: FAKE_OPENAI_KEY },
      priceInput: 100,
      priceOutput: 100,
      costLimit: 0.1,
    });
    const proposer = choice.create(scenario, new Random(1), { trialId: 't-cost', clock: new VirtualClock(0) });
    const error = await proposer.next({ event: 'start', task: scenario.task }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BudgetExceededError);
    expect([proposerStopReason(error), (error as Error).message]).toEqual(['cost_limit', 'cost limit: 0.129000 USD spent, limit 0.1 USD']);
    expect(proposer.usage()).toMatchObject({ tokens_in: 1234, tokens_out: 56, provider_calls: 1 });
  });
});

describe('a provider budget declared per model in the price file', () => {
  it('rpm from the price file paces requests in real time (not on the trial clock); the --rpm option beats it', async () => {
    const file = join(tempDir(), 'prices.json');
    writeFileSync(file, JSON.stringify({ as_of: '2026-11-30', models: { 'test-model': { input: 1, output: 2, rpm: 2 } } }));
    expect(loadPriceTable(file).models['test-model']).toEqual({ input: 1, output: 2, rpm: 2 });

    server = await ScriptedServer.start(STEPS);
    const real = new VirtualClock(0);
    const paced = await runLlmTrial({ spec: 'openai:test-model', scenario: 'correct_after_feedback', baseUrl: `${server.url}/v1`, options: { prices: file }, realClock: real });
    // Three requests at 2 a minute: the third waits for the first to leave the sliding minute.
    expect([paced.outcome.status, paced.outcome.cost.clock_ms, real.now()]).toEqual(['complete', 0, 60_000]);

    await server.close();
    server = await ScriptedServer.start(STEPS);
    const free = new VirtualClock(0);
    const unpaced = await runLlmTrial({ spec: 'openai:test-model', scenario: 'correct_after_feedback', baseUrl: `${server.url}/v1`, options: { prices: file, rpm: 3 }, realClock: free });
    expect([unpaced.outcome.status, free.now()]).toEqual(['complete', 0]);
  });
});
