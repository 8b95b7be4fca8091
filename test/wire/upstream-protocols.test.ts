import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { WireConversation } from '../../models/server/conversation.js';
import type { WireReply } from '../../models/server/decide.js';
import { ModelServer } from '../../models/server/model-server.js';
import { anthropicJson, anthropicSse } from '../../models/server/protocols/anthropic.js';
import { chatJson, chatSse } from '../../models/server/protocols/chat.js';
import { geminiChunks, geminiJson } from '../../models/server/protocols/gemini.js';
import { responsesJson, responsesSse } from '../../models/server/protocols/responses.js';
import type { SseEvent } from '../../models/server/protocols/sse.js';
import { parseUpstreamModel } from '../../models/server/upstream.js';
import { readAnswer } from '../../models/server/upstream-reply.js';
import { findScenario } from '../../scenarios/catalogue.js';
import { fakeProvider, type FakeProvider } from '../support/fake-provider.js';

/**
 * The model server in pass-through mode, driven by plain HTTP requests (no
 * harness): every protocol's answer read back (usage, calls or text), the
 * Chat Completions and Gemini paths through to a local provider, and a
 * provider's stream that stalls.
 */

const KEY = 'sk-hb-protocols-test-4a8c2e6f';
const NORMAL = findScenario('normal')!;
const conversation: WireConversation = { task: 't', tools: [{ name: 'mcp__world__check_config' }], steps: [], stream: false, model: 'm' };
const calls: WireReply = { kind: 'calls', calls: [{ id: 'call_1_1', tool: { name: 'mcp__world__check_config' }, scenarioTool: 'check_config', arguments: '{"strict":true}', scenarioArgs: { strict: true } }] };
const text: WireReply = { kind: 'text', text: 'The task is done.', reason: 'finish' };

const sse = (events: SseEvent[]) => events.map((e) => `${e.event === undefined ? '' : `event: ${e.event}\n`}data: ${typeof e.data === 'string' ? e.data : JSON.stringify(e.data)}\n\n`).join('');

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe("reading a provider's answer, per protocol", () => {
  it('reads usage and the tool calls or text of each protocol, JSON or streamed, as the bench itself renders them (400 characters in)', () => {
    const rendered: [Parameters<typeof readAnswer>[0], (r: WireReply) => string][] = [
      ['responses', (r) => JSON.stringify(responsesJson(conversation, r, 1, 400))],
      ['responses', (r) => sse(responsesSse(conversation, r, 1, 400))],
      ['chat', (r) => JSON.stringify(chatJson(conversation, r, 1, 400))],
      ['chat', (r) => sse(chatSse(conversation, r, 1, 400))],
      ['anthropic', (r) => JSON.stringify(anthropicJson(conversation, r, 1, 400))],
      ['anthropic', (r) => sse(anthropicSse(conversation, r, 1, 400))],
      ['gemini', (r) => JSON.stringify(geminiJson(conversation, r, 1, 400))],
      ['gemini', (r) => JSON.stringify(geminiChunks(conversation, r, 1, 400))],
      ['gemini', (r) => geminiChunks(conversation, r, 1, 400).map((c) => `data: ${JSON.stringify(c)}\r\n\r\n`).join('')],
    ];
    for (const [protocol, render] of rendered) {
      const asked = readAnswer(protocol, render(calls), false);
      const id = protocol === 'anthropic' ? 'toolu_call_1_1' : 'call_1_1';
      expect(asked.reply).toEqual({ kind: 'calls', calls: [{ ...calls.calls[0], id }] });
      expect(asked.usage.input).toBe(100);
      expect(asked.usage.output).toBeGreaterThan(1);
      expect(readAnswer(protocol, render(text), false).reply).toEqual(text);
      expect(readAnswer(protocol, render(text), true).reply).toEqual({ ...text, reason: 'aside' });
    }
    expect(readAnswer('chat', 'not json', false)).toEqual({ usage: { input: 0, output: 0, cached: 0 }, reply: null });
  });
});

describe('the model server passing requests through', () => {
  async function bench(model: string, baseUrl: string, timeoutMs?: number) {
    const upstream = parseUpstreamModel(model, { baseUrl, env: { OPENAI_COMPATIBLE_API_KEY: KEY, GEMINI_API_KEY: KEY }, ...(timeoutMs === undefined ? {} : { timeoutMs }) }).forTrial('t1');
    const server = await ModelServer.start({ makeProposer: () => { throw new Error('a pass-through never asks the proposer'); }, upstream });
    servers.push(server);
    return { server, upstream };
  }

  it('Chat Completions (openai-compatible): the body with the model replaced, the Bearer key, the answer byte for byte, the reply and usage logged', async () => {
    const provider: FakeProvider = await fakeProvider(NORMAL);
    servers.push(provider);
    const { server, upstream } = await bench('openai-compatible:qwen3', `${provider.origin}/v1`);
    const body = { model: 'bench', messages: [{ role: 'user', content: 'fix the config' }], tools: [{ type: 'function', function: { name: 'write_config', parameters: { type: 'object' } } }] };
    const answer = await fetch(`${server.baseUrl}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer harness-bench-local' }, body: JSON.stringify(body) });
    const got = await answer.text();
    expect(provider.received.map((r) => [r.path, r.headers['authorization'], r.body])).toEqual([['/v1/chat/completions', `Bearer ${KEY}`, { ...body, model: 'qwen3' }]]);
    expect([answer.status, got]).toEqual([200, provider.received[0]!.answer]);
    expect(server.log.map((e) => [e.protocol, e.status, e.reply?.kind === 'calls' ? e.reply.calls.map((c) => c.scenarioTool) : e.reply])).toEqual([['chat', 200, ['write_config']]]);
    const usage = (JSON.parse(got) as { usage: { prompt_tokens: number; completion_tokens: number } }).usage;
    expect(upstream.usage()).toEqual({ tokens_in: usage.prompt_tokens, tokens_out: usage.completion_tokens, tokens_cached: 0, cost_usd: 0, provider_calls: 1, provider_retries: 0, requests: [] });
  });

  it("Gemini: the chosen model in the path, the x-goog-api-key header, the stream passed on; lookups are answered locally", async () => {
    const provider: FakeProvider = await fakeProvider(NORMAL);
    servers.push(provider);
    const { server } = await bench('gemini:gemini-2.5-flash', provider.origin);
    const body = { contents: [{ role: 'user', parts: [{ text: 'fix the config' }] }], tools: [{ functionDeclarations: [{ name: 'mcp_world_write_config', parameters: { type: 'object' } }] }] };
    const answer = await fetch(`${server.origin}/v1beta/models/bench:streamGenerateContent?alt=sse`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-goog-api-key': 'harness-bench' }, body: JSON.stringify(body) });
    const got = await answer.text();
    expect(provider.received.map((r) => [r.path, r.headers['x-goog-api-key'], r.body])).toEqual([['/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse', KEY, body]]);
    expect([answer.status, answer.headers.get('content-type'), got]).toEqual([200, 'text/event-stream', provider.received[0]!.answer]);
    expect(server.log.map((e) => (e.reply?.kind === 'calls' ? e.reply.calls.map((c) => c.scenarioTool) : e.reply))).toEqual([['write_config']]);
    const lookup = await fetch(`${server.origin}/v1beta/models/bench`);
    expect([lookup.status, provider.received.length]).toEqual([200, 1]);
  });

  it("a provider's stream that stalls is cut after the request timeout: the harness's stream breaks off, and the trial's failure says why", async () => {
    const stalled = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":"assistant"}}]}\n\n');
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    servers.push({ close: () => new Promise<void>((resolve) => (stalled.closeAllConnections(), stalled.close(() => resolve()))) });
    const { server, upstream } = await bench('openai-compatible:qwen3', `http://127.0.0.1:${(stalled.address() as AddressInfo).port}/v1`, 300);
    const answer = await fetch(`${server.baseUrl}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'go' }] }) });
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toThrow();
    expect(upstream.failure()).toBe('the provider\'s answer to request 1 (POST /v1/chat/completions) of trial t1 broke off: the response stream sent nothing for 300 ms (request timeout)');
    expect(upstream.usage()).toEqual({ tokens_in: 0, tokens_out: 0, tokens_cached: 0, cost_usd: 0, provider_calls: 1, provider_retries: 0, requests: [] });
  });
});
