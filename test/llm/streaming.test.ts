import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../harness/clock.js';
import { RecordingSchema, trialDir } from '../../models/llm/record-replay.js';
import { ScriptedServer } from './fixtures/scripted-server.js';
import { anCalls, oaCalls } from './fixtures/replies.js';
import { comparable, runLlmTrial } from './fixtures/run-llm-trial.js';

/**
 * Streaming through the official SDKs against a local server that answers a
 * `"stream": true` request with server-sent events (the deltas of the same
 * answer), with real HTTP and real time.
 */

let server: ScriptedServer | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const OA = [
  oaCalls([{ id: 'call_w', name: 'write_config', args: { max_retries: 2 } }], { in: 300, out: 24 }),
  oaCalls([{ id: 'call_c', name: 'check_config' }], { in: 410, out: 12 }),
  oaCalls([{ id: 'call_f', name: 'finish' }], { in: 520, out: 6 }),
];
const AN = [
  anCalls([{ id: 'toolu_w', name: 'write_config', args: { max_retries: 2 } }], { in: 300, out: 24 }, 'Writing the config.'),
  anCalls([{ id: 'toolu_c', name: 'check_config' }], { in: 410, out: 12 }),
  anCalls([{ id: 'toolu_f', name: 'finish' }], { in: 520, out: 6 }),
];

const PROTOCOLS = [
  { name: 'chat completions (openai SDK)', spec: 'openai:gpt-4o-mini', path: '/v1', replies: OA },
  { name: 'messages (@anthropic-ai/sdk)', spec: 'anthropic:claude-sonnet-4', path: '', replies: AN },
] as const;

describe.each(PROTOCOLS)('streaming, $name', ({ spec, path, replies }) => {
  it('asks for a stream, rebuilds the same answer from its deltas, and times the first token and the generation per request', async () => {
    server = await ScriptedServer.start([...replies], { latencyMs: 40, eventGapMs: 15 });
    const { outcome, proposer } = await runLlmTrial({ spec, scenario: 'correct_after_feedback', baseUrl: `${server.url}${path}`, options: { stream: true }, realClock: systemClock });
    expect([outcome.status, outcome.judgement.verdict]).toEqual(['complete', 'accepted']);
    expect(server.requests.map((r) => r.body.stream)).toEqual([true, true, true]);
    if (spec.startsWith('openai')) expect(server.requests[0]!.body.stream_options).toEqual({ include_usage: true });
    expect([outcome.cost.tokens_in, outcome.cost.tokens_out]).toEqual([1230, 42]);
    const requests = proposer.usage().requests;
    expect(requests.map((r) => r.tokens_out)).toEqual([24, 12, 6]);
    for (const r of requests) {
      // The server waits 40 ms before its first byte, then sends an event every 15 ms.
      expect(r.ttft_ms).toBeGreaterThanOrEqual(35);
      expect(r.ms).toBeGreaterThan(r.ttft_ms!);
      expect(r.tokens_per_s).toBeGreaterThan(0);
    }
  });

  it('a stream that stalls is cut by the request timeout and retried; the trial completes', async () => {
    server = await ScriptedServer.start([{ kind: 'stall-stream' }, ...replies]);
    const started = performance.now();
    const { outcome, proposer } = await runLlmTrial({
      spec,
      scenario: 'correct_after_feedback',
      baseUrl: `${server.url}${path}`,
      options: { stream: true, timeoutMs: 300 },
      realClock: systemClock,
    });
    expect([outcome.status, proposer.usage().provider_calls, proposer.usage().provider_retries]).toEqual(['complete', 4, 1]);
    // One stalled attempt costs the 300 ms timeout plus one backoff (at most 500 ms), not the default minute: half of
    // that minute tells them apart on any machine that runs the suite at all.
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it('a streamed trial records its event stream and replays it offline to the same outcome, byte for byte', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'llm-stream-'));
    dirs.push(dir);
    server = await ScriptedServer.start([...replies]);
    const recorded = await runLlmTrial({ spec, scenario: 'correct_after_feedback', baseUrl: `${server.url}${path}`, options: { stream: true, record: dir }, trialId: 'stream-1' });
    await server.close();
    server = undefined;
    const files = readdirSync(trialDir(dir, 'stream-1')).sort();
    expect(files).toEqual(['0001.json', '0002.json', '0003.json']);
    const first = RecordingSchema.parse(JSON.parse(readFileSync(join(trialDir(dir, 'stream-1'), files[0]!), 'utf8')));
    expect(first.response?.headers['content-type']).toBe('text/event-stream');
    expect(first.response?.body.startsWith(spec.startsWith('openai') ? 'data: {' : 'event: message_start\n')).toBe(true);
    // Every byte the server sent, the end marker the SDK stops reading at included.
    expect(first.response?.body.endsWith(spec.startsWith('openai') ? 'data: [DONE]\n\n' : 'event: message_stop\ndata: {"type":"message_stop"}\n\n')).toBe(true);
    expect(first.response?.body_error).toBeNull();

    const replayed = await runLlmTrial({ spec, scenario: 'correct_after_feedback', options: { stream: true, replay: dir }, trialId: 'stream-1' });
    expect(comparable(replayed.outcome)).toEqual(comparable(recorded.outcome));
    expect(replayed.proposer.usage().requests.map((r) => r.tokens_out)).toEqual([24, 12, 6]);
  });
});
