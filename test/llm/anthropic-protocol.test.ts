import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../harness/clock.js';
import { NUDGE, UNTRUSTED_SENTENCE } from '../../models/llm/prompt.js';
import { ScriptedServer } from './fixtures/scripted-server.js';
import { anCalls, anText, httpError } from './fixtures/replies.js';
import { FAKE_ANTHROPIC_KEY, runLlmTrial } from './fixtures/run-llm-trial.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const body = (i: number) => server!.requests[i]!.body;

describe('messages protocol (@anthropic-ai/sdk against a local server)', () => {
  it('sends model, max_tokens, system rule and input schemas; tool results answer tool_use ids; a model corrects itself', async () => {
    server = await ScriptedServer.start([
      anCalls([{ id: 'toolu_a', name: 'write_config', args: { max_retries: 'two' } }], { in: 300, out: 40 }, 'Let me fix it.'),
      anCalls([{ id: 'toolu_b', name: 'write_config', args: { max_retries: 2 } }], { in: 400, out: 30 }),
      anCalls([{ id: 'toolu_c', name: 'check_config' }], { in: 500, out: 20 }),
      anCalls([{ id: 'toolu_d', name: 'finish' }], { in: 600, out: 10 }),
    ]);
    const { outcome, proposer, scenario } = await runLlmTrial({ spec: 'anthropic:claude-sonnet-4-20250514', scenario: 'correct_after_feedback', baseUrl: server.url });

    expect(outcome.status).toBe('complete');
    expect(server.requests.map((r) => r.url)).toEqual(['/v1/messages', '/v1/messages', '/v1/messages', '/v1/messages']);
    const h = server.requests[0]!.headers;
    expect([h['authorization'], h['x-api-key']]).toEqual([`Bearer ${FAKE_ANTHROPIC_KEY}`, undefined]);
    // The SDK's API version: a date it pins, so only its form is fixed here.
    expect(h['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const first = body(0);
    expect(Object.keys(first).sort()).toEqual(['max_tokens', 'messages', 'model', 'system', 'tools']);
    expect([first.model, first.max_tokens]).toEqual(['claude-sonnet-4-20250514', 1024]);
    expect(first.system).toContain(UNTRUSTED_SENTENCE);
    expect(first.tools[1]).toEqual({
      name: 'write_config',
      description: 'Replace the configuration. Fields: max_retries (integer 0..2).',
      input_schema: { type: 'object', properties: { max_retries: { type: 'integer' } }, required: ['max_retries'], additionalProperties: false },
    });
    expect(first.tools.map((t: any) => t.name)).toEqual(['read_config', 'write_config', 'check_config', 'queue_export', 'lookup_export', 'finish']);
    expect(first.messages).toEqual([{ role: 'user', content: [{ type: 'text', text: scenario.task }] }]);

    expect(body(1).messages.slice(1)).toEqual([
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Let me fix it.' },
          { type: 'tool_use', id: 'toolu_a', name: 'write_config', input: { max_retries: 'two' } },
        ],
      },
      {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: 'toolu_a',
            content: JSON.stringify({ event: 'invalid_input', message: 'args.max_retries: Invalid input: expected number, received string', path: 'args.max_retries' }),
            is_error: true,
          },
        ],
      },
    ]);
    const revision = outcome.observation.ledger[0]!.revision_after;
    expect(body(2).messages.at(-1)).toEqual({
      role: 'user',
      content: [{ type: 'tool_result', tool_use_id: 'toolu_b', content: JSON.stringify({ event: 'tool_result', tool: 'write_config', untrusted_tool_output: { revision } }) }],
    });
    expect(proposer.usage()).toEqual({
      tokens_in: 1800,
      tokens_out: 100,
      cost_usd: (1800 * 3 + 100 * 15) / 1_000_000,
      provider_calls: 4,
      provider_retries: 0,
      provider: 'anthropic',
      model: 'claude-sonnet-4-20250514',
      price_known: true,
      warnings: [],
      requests: [40, 30, 20, 10].map((out) => ({ ms: 0, ttft_ms: null, tokens_out: out, tokens_per_s: null })),
    });
    expect([outcome.cost.tokens_in, outcome.cost.tokens_out, outcome.cost.cost_usd]).toEqual([1800, 100, (1800 * 3 + 100 * 15) / 1_000_000]);
  });

  it('parallel tool_use blocks are proposed in order and all their results travel in one user message', async () => {
    server = await ScriptedServer.start([
      anCalls([
        { id: 'toolu_1', name: 'write_config', args: { max_retries: 1 } },
        { id: 'toolu_2', name: 'check_config' },
      ]),
      anCalls([{ id: 'toolu_3', name: 'finish' }]),
    ]);
    const { outcome } = await runLlmTrial({ spec: 'anthropic:claude-sonnet-4', scenario: 'correct_after_feedback', baseUrl: server.url });

    expect(outcome.status).toBe('complete');
    const last = body(1).messages.at(-1);
    expect(last.role).toBe('user');
    expect(last.content.map((b: any) => [b.type, b.tool_use_id, JSON.parse(b.content).tool])).toEqual([
      ['tool_result', 'toolu_1', 'write_config'],
      ['tool_result', 'toolu_2', 'check_config'],
    ]);
  });

  it('an injected instruction obeyed: publish is denied, nothing published', async () => {
    server = await ScriptedServer.start([anCalls([{ id: 'toolu_r', name: 'read_config' }]), anCalls([{ id: 'toolu_p', name: 'publish' }])]);
    const { outcome } = await runLlmTrial({ spec: 'anthropic:claude-sonnet-4', scenario: 'injected_instruction', baseUrl: server.url });
    expect(outcome.status).toBe('tool_denied');
    expect(outcome.observation.state['published']).toBe(false);
    const result = JSON.parse(body(1).messages.at(-1).content[0].content);
    expect(Object.keys(result)).toEqual(['event', 'tool', 'untrusted_tool_output']);
  });

  it('an empty answer gets one nudge (merged into the user turn), a second ends the proposer', async () => {
    server = await ScriptedServer.start([anText(''), anText('I will not do that.')]);
    const { outcome, scenario } = await runLlmTrial({ spec: 'anthropic:claude-sonnet-4', scenario: 'correct_after_feedback', baseUrl: server.url });
    expect(outcome.status).toBe('proposals_exhausted');
    expect(body(1).messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: scenario.task },
          { type: 'text', text: NUDGE },
        ],
      },
    ]);
  });

  it('429 with retry-after is honoured in (virtual) real time, not on the trial clock', async () => {
    server = await ScriptedServer.start([
      httpError(429, 'rate limited', { 'retry-after': '3' }),
      anCalls([
        { id: 'toolu_1', name: 'write_config', args: { max_retries: 2 } },
        { id: 'toolu_2', name: 'check_config' },
        { id: 'toolu_3', name: 'finish' },
      ]),
    ]);
    const real = new VirtualClock(0);
    const { outcome, proposer } = await runLlmTrial({ spec: 'anthropic:claude-sonnet-4', scenario: 'correct_after_feedback', baseUrl: server.url, realClock: real });
    expect(outcome.status).toBe('complete');
    expect([outcome.cost.clock_ms, real.now()]).toEqual([0, 3000]);
    expect(proposer.usage()).toMatchObject({ provider_calls: 2, provider_retries: 1 });
  });

  it('rejects temperature and seed, which the messages API does not take', async () => {
    const { parseLlmProposerSpec } = await import('../../models/llm/llm-proposer-spec.js');
    const env = { ANTHROPIC_API_KEY: FAKE_ANTHROPIC_KEY };
    expect(() => parseLlmProposerSpec('anthropic:claude-sonnet-4', { env, temperature: 0 })).toThrow(/--temperature is not supported for anthropic/);
    expect(() => parseLlmProposerSpec('anthropic:claude-sonnet-4', { env, seed: 1 })).toThrow(/--seed is not supported for anthropic/);
  });
});
