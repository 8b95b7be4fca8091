import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LlmConfigError } from '../../models/llm/errors.js';
import { DEFAULT_PRICES, costUsd } from '../../models/llm/prices.js';
import { CassetteEntrySchema, requestHash } from '../../models/llm/record-replay.js';
import type { WireConversation } from '../../models/server/conversation.js';
import type { WireReply } from '../../models/server/decide.js';
import { ModelServer } from '../../models/server/model-server.js';
import { geminiChunks } from '../../models/server/protocols/gemini.js';
import { PROTOCOLS } from '../../models/server/protocols/registry.js';
import type { SseEvent } from '../../models/server/protocols/sse.js';
import { canonicalRequest, parseUpstreamModel, type UpstreamOptions, type UpstreamTrial } from '../../models/server/upstream.js';
import { readAnswer } from '../../models/server/upstream-reply.js';
import { findScenario } from '../../scenarios/catalogue.js';
import { fakeProvider, withCache, type FakeProvider } from '../support/fake-provider.js';

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

type Rendered = { json: unknown } | { events: SseEvent[] };
type AnyRender = (c: WireConversation & { sse: boolean }, r: WireReply, n: number, chars: number) => Rendered;
const bodyOf = (out: Rendered) => ('json' in out ? JSON.stringify(out.json) : sse(out.events));

// Every registered protocol, as the model server renders its replies: one JSON body, a stream of server-sent events, and
// (Gemini) a stream sent as one JSON array of chunks. What a protocol renders, its own answer reader reads back.
describe.each(PROTOCOLS.map((p) => [p.name, p] as const))("the %s protocol reads a provider's answer", (name, protocol) => {
  const framings = [
    ['one JSON body', { stream: false, sse: false }],
    ['server-sent events', { stream: true, sse: true }],
    ['a streamed JSON array', { stream: true, sse: false }],
  ] as const;
  it.each(framings)('%s: usage, and the tool calls or text (400 characters in)', (_framing, mode) => {
    const render = (r: WireReply) => bodyOf((protocol.render as AnyRender)({ ...conversation, ...mode }, r, 1, 400));
    const asked = readAnswer(name, render(calls), false);
    const id = name === 'anthropic' ? 'toolu_call_1_1' : 'call_1_1';
    expect(asked.reply).toEqual({ kind: 'calls', calls: [{ ...calls.calls[0], id }] });
    expect(asked.usage.input).toBe(100);
    expect(asked.usage.output).toBeGreaterThan(1);
    expect([asked.usage.cached, asked.usage.cacheWrite]).toEqual([0, 0]);
    // A provider that caches: half the prompt read from the cache (within the prompt's count), or for Anthropic, whose
    // input_tokens leaves the cache out, 100 more read from it and 25 written to it, added back into the input.
    const cached = readAnswer(name, withCache(render(calls)), false);
    expect(cached.usage).toEqual(name === 'anthropic' ? { input: 225, output: asked.usage.output, cached: 100, cacheWrite: 25 } : { input: 100, output: asked.usage.output, cached: 50, cacheWrite: 0 });
    expect(cached.reply).toEqual(asked.reply);
    expect(readAnswer(name, render(text), false).reply).toEqual(text);
    expect(readAnswer(name, render(text), true).reply).toEqual({ ...text, reason: 'aside' });
  });

  it('reads nothing from a body that is not JSON and no stream', () => {
    expect(readAnswer(name, 'not json', false)).toEqual({ usage: { input: 0, output: 0, cached: 0, cacheWrite: 0 }, reply: null });
  });
});

describe("reading a provider's answer, per protocol", () => {
  it("reads Gemini's chunks framed with CRLF, as Google's servers send them", () => {
    const body = geminiChunks({ ...conversation, stream: true }, calls, 1, 400).map((c) => `data: ${JSON.stringify(c)}\r\n\r\n`).join('');
    expect(readAnswer('gemini', body, false).reply).toEqual(calls);
  });

  it('prices tokens read from and written to the cache at the table\'s cache rates where it has them, at the input price where not', () => {
    const sonnet = DEFAULT_PRICES.models['claude-sonnet-4']!;
    const mini = DEFAULT_PRICES.models['gpt-4o-mini']!;
    expect(sonnet).toEqual({ input: 3, output: 15, cached: 0.3, cache_write: 3.75 });
    // 225 in (100 read from the cache, 25 written to it), 10 out.
    expect(costUsd(sonnet, 225, 10, { read: 100, write: 25 })).toBeCloseTo((100 * 3 + 100 * 0.3 + 25 * 3.75 + 10 * 15) / 1e6, 15);
    expect(costUsd(mini, 100, 10, { read: 50 })).toBeCloseTo((100 * 0.15 + 10 * 0.6) / 1e6, 15);
    expect(costUsd(sonnet, 225, 10)).toBeCloseTo((225 * 3 + 10 * 15) / 1e6, 15);
  });
});

describe('the model server passing requests through', () => {
  async function bench(model: string, baseUrl: string, timeoutMs?: number, options: UpstreamOptions = {}) {
    const upstream = parseUpstreamModel(model, { baseUrl, env: { OPENAI_COMPATIBLE_API_KEY: KEY, GEMINI_API_KEY: KEY }, ...(timeoutMs === undefined ? {} : { timeoutMs }), ...options }).forTrial('t1');
    // What the model server writes to the harness, write by write, per request.
    const writes: string[][] = [];
    const server = await ModelServer.start({ makeProposer: () => { throw new Error('a pass-through never asks the proposer'); }, upstream: watched(upstream, writes) });
    servers.push(server);
    return { server, upstream, writes };
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
    const usage = (JSON.parse(got) as { usage: { prompt_tokens: number; completion_tokens: number; prompt_tokens_details: { cached_tokens: number } } }).usage;
    expect(usage.prompt_tokens_details.cached_tokens).toBeGreaterThan(0);
    expect(upstream.usage()).toEqual({ tokens_in: usage.prompt_tokens, tokens_out: usage.completion_tokens, tokens_cached: usage.prompt_tokens_details.cached_tokens, cost_usd: 0, provider_calls: 1, provider_retries: 0, requests: [] });
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

/** The trial with every write its responses get (the harness side of the model server) noted, one list per request. */
function watched(upstream: UpstreamTrial, writes: string[][]): UpstreamTrial {
  return {
    ...upstream,
    forward: (request, res: ServerResponse, errorBody) => {
      const mine: string[] = [];
      writes.push(mine);
      const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
      res.write = ((chunk: unknown, ...rest: unknown[]) => (mine.push(Buffer.from(chunk as Uint8Array).toString('utf8')), write(chunk, ...rest))) as typeof res.write;
      return upstream.forward(request, res, errorBody);
    },
  };
}

describe('cassettes of a real model (keyed by the hash of the request)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  async function bench(options: UpstreamOptions) {
    const upstream = parseUpstreamModel('openai-compatible:qwen3', { env: { OPENAI_COMPATIBLE_API_KEY: KEY }, ...options }).forTrial('t1');
    const writes: string[][] = [];
    const server = await ModelServer.start({ makeProposer: () => { throw new Error('a pass-through never asks the proposer'); }, upstream: watched(upstream, writes) });
    servers.push(server);
    const ask = async (body: object) => {
      const answer = await fetch(`${server.baseUrl}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: answer.status, text: await answer.text() };
    };
    return { upstream, writes, ask };
  }

  const question = (content: string, extra: object = {}) => ({ model: 'bench', stream: true, messages: [{ role: 'user', content }], tools: [{ type: 'function', function: { name: 'write_config', parameters: { type: 'object' } } }], ...extra });

  it('records each exchange under the sha256 of its canonical request and its streamed answer as the chunks that came; a replay finds requests in any order, hands each answer on in the same chunks, and a changed request is a miss naming the trial, its hash and its first bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hb-cassette-'));
    dirs.push(dir);
    const provider = await fakeProvider(NORMAL);
    servers.push(provider);
    const recording = await bench({ baseUrl: `${provider.origin}/v1`, record: dir });
    const [a, b] = [question('fix the config'), question('check it', { temperature: 0 })];
    const recorded = [await recording.ask(a), await recording.ask(b)];
    expect(recorded.map((r) => [r.status, r.text])).toEqual(provider.received.map((r) => [200, r.answer]));

    // One file per exchange, named by the request's hash (the model and the key left out, keys sorted) and its occurrence.
    const canonical = (body: object) => canonicalRequest({ method: 'POST', url: 'http://replay.invalid/v1/chat/completions', body: JSON.stringify(body) }, 'http://replay.invalid/v1');
    expect(canonical(a)).toBe(
      JSON.stringify({ method: 'POST', path: '/chat/completions', body: { messages: [{ content: 'fix the config', role: 'user' }], stream: true, tools: [{ function: { name: 'write_config', parameters: { type: 'object' } }, type: 'function' }] } }),
    );
    // What a harness makes afresh per session or install (Codex's prompt_cache_key and client_metadata, Claude Code's
    // metadata.user_id) and the real time it reports in the conversation (Codex's wall time) are left out too.
    const codexLike = (session: string, wall: string) => ({ ...a, prompt_cache_key: session, client_metadata: { 'x-codex-installation-id': session }, metadata: { user_id: session, kept: 1 }, input: [{ output: `Wall time: ${wall} seconds\nOutput: ok` }] });
    expect(canonical(codexLike('s1', '0.0323'))).toBe(canonical(codexLike('s2', '0.0128')));
    expect(canonical(codexLike('s1', '0.0323'))).toContain('"input":[{"output":"Wall time: (real time) seconds\\nOutput: ok"}],"messages"');
    expect(canonical(codexLike('s1', '0.0323'))).toContain('"metadata":{"kept":1}');
    const [hashA, hashB] = [requestHash(canonical(a)), requestHash(canonical(b))];
    const folder = join(dir, 't1');
    expect(readdirSync(folder).sort()).toEqual([`${hashA}-1.json`, `${hashB}-1.json`].sort());
    const entries = [hashA, hashB].map((h) => CassetteEntrySchema.parse(JSON.parse(readFileSync(join(folder, `${h}-1.json`), 'utf8'))));
    expect(entries.map((e) => [e.request_hash, e.occurrence, e.step, e.response?.chunk_encoding])).toEqual([
      [hashA, 1, 1, 'utf8'],
      [hashB, 1, 2, 'utf8'],
    ]);
    // A streamed answer is kept as the chunks it arrived in (the provider sends one event at a time), as the harness got them.
    for (const [i, e] of entries.entries()) {
      expect(e.response!.chunks.join('')).toBe(provider.received[i]!.answer);
      expect(e.response!.chunks.length).toBeGreaterThan(1);
      expect(recording.writes[i]).toEqual(e.response!.chunks);
    }
    await provider.close();

    // Offline, the other way round, and the model the harness names does not matter: the same answers, in the same chunks.
    const replaying = await bench({ replay: dir });
    const replayed = [await replaying.ask({ ...b, model: 'other' }), await replaying.ask(a)];
    expect(replayed.map((r) => [r.status, r.text])).toEqual([
      [200, recorded[1]!.text],
      [200, recorded[0]!.text],
    ]);
    expect(replaying.writes).toEqual([entries[1]!.response!.chunks, entries[0]!.response!.chunks]);
    expect(replaying.upstream.usage()).toEqual(recording.upstream.usage());
    expect(replaying.upstream.fatal()).toBeNull();

    // A request the recording never saw: a cassette miss (400), naming the trial, the request's hash and its first bytes.
    const changed = question('fix the config', { temperature: 0.5 });
    const miss = await replaying.ask(changed);
    const hash = requestHash(canonical(changed));
    expect(miss.status).toBe(400);
    expect(replaying.upstream.fatal()?.message).toBe(
      `cassette miss: request 3 (POST /v1/chat/completions) of trial t1 is not in the recording: replay of trial t1: request sha256 ${hash} is not in the cassette ${folder}: POST /v1/chat/completions ${JSON.stringify(canonical(changed).slice(0, 120))}`,
    );
    // And the same request once more than it was recorded.
    const again = await bench({ replay: dir });
    expect([(await again.ask(a)).status, (await again.ask(a)).status]).toEqual([200, 400]);
    expect(again.upstream.fatal()?.message).toBe(
      `cassette miss: request 2 (POST /v1/chat/completions) of trial t1 is not in the recording: replay of trial t1: request sha256 ${hashA} (sent 2 times; the cassette holds it fewer) is not in the cassette ${folder}: POST /v1/chat/completions ${JSON.stringify(canonical(a).slice(0, 120))}`,
    );
  });

  it('refuses a recording of the old format (exchanges numbered by step) before the run, and says to record again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hb-cassette-old-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'r1-abc'));
    writeFileSync(join(dir, 'r1-abc', '0001.json'), '{}');
    const parse = () => parseUpstreamModel('openai:gpt-4o-mini', { replay: dir, env: {} });
    expect(parse).toThrow(LlmConfigError);
    expect(parse).toThrow(
      `--replay ${dir}: ${join(dir, 'r1-abc', '0001.json')} is a recording of format harness-bench/llm-exchange v1 (exchanges numbered by step); a real model's cassettes are v2 (exchanges keyed by the sha256 of the request): record the run again with --record`,
    );
  });
});
