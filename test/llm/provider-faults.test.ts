import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../harness/clock.js';
import { InfrastructureError } from '../../harness/errors.js';
import { backoffMs } from '../../harness/controls/retry.js';
import { ProviderDeadlineError, ProviderError, proposerStopReason, TrialTimeoutError } from '../../models/llm/errors.js';
import { parseLlmProposerSpec } from '../../models/llm/llm-proposer-spec.js';
import { DEFAULT_PROVIDER_RETRY } from '../../models/llm/provider-retry.js';
import { Random } from '../../harness/random.js';
import { ScriptedServer } from './fixtures/scripted-server.js';
import { httpError, oaCalls } from './fixtures/replies.js';
import { FAKE_OPENAI_KEY, runLlmTrial, scenarioNamed } from './fixtures/run-llm-trial.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const SOLVE = oaCalls([
  { id: 'call_w', name: 'write_config', args: { max_retries: 2 } },
  { id: 'call_c', name: 'check_config' },
  { id: 'call_f', name: 'finish' },
]);

const trial = (options = {}) =>
  runLlmTrial({ spec: 'openai:gpt-4o-mini', scenario: 'correct_after_feedback', baseUrl: `${server!.url}/v1`, options });

/** The backoff delays the proposer draws for a trial seed (its generator is seeded from the trial's first draw). */
function expectedBackoffs(seed: number, n: number): number[] {
  const random = new Random(new Random(seed).nextUint32());
  return Array.from({ length: n }, (_, i) => backoffMs(DEFAULT_PROVIDER_RETRY, i + 1, random.next()));
}

describe('provider faults (openai SDK, retries off, ours counted)', () => {
  it('429 with Retry-After: waits exactly that long in real time (the shared limiter), never on the trial clock, then succeeds', async () => {
    server = await ScriptedServer.start([httpError(429, 'slow down', { 'retry-after': '7' }), SOLVE]);
    const real = new VirtualClock(1_000_000);
    const { outcome, proposer } = await runLlmTrial({ spec: 'openai:gpt-4o-mini', scenario: 'correct_after_feedback', baseUrl: `${server.url}/v1`, realClock: real });
    expect([outcome.status, outcome.cost.clock_ms, real.now()]).toEqual(['complete', 0, 1_007_000]);
    expect(proposer.usage()).toMatchObject({ provider_calls: 2, provider_retries: 1, tokens_in: 100, tokens_out: 20 });
    expect(server.requests.map((r) => r.headers['x-stainless-retry-count'])).toEqual(['0', '0']);
  });

  it('a 5xx wait happens in real time and on the trial clock alike (realAndTrialClock)', async () => {
    server = await ScriptedServer.start([httpError(503, 'busy', { 'retry-after': '7' }), SOLVE]);
    const real = new VirtualClock(1_000_000);
    const { outcome } = await runLlmTrial({ spec: 'openai:gpt-4o-mini', scenario: 'correct_after_feedback', baseUrl: `${server.url}/v1`, realClock: real });
    expect([outcome.status, outcome.cost.clock_ms, real.now()]).toEqual(['complete', 7000, 1_007_000]);
  });

  it('retry-after-ms is read too', async () => {
    server = await ScriptedServer.start([httpError(429, 'slow down', { 'retry-after-ms': '1250' }), SOLVE]);
    const real = new VirtualClock(0);
    const { outcome } = await runLlmTrial({ spec: 'openai:gpt-4o-mini', scenario: 'correct_after_feedback', baseUrl: `${server.url}/v1`, realClock: real });
    expect([outcome.status, outcome.cost.clock_ms, real.now()]).toEqual(['complete', 0, 1250]);
  });

  it('a storm of 429s costs time, not the trial: 12 in a row (more than the 4 retries other failures get), then success', async () => {
    server = await ScriptedServer.start([...Array.from({ length: 12 }, () => httpError(429, 'slow down', { 'retry-after-ms': '500' })), SOLVE]);
    const real = new VirtualClock(0);
    const { outcome, proposer } = await runLlmTrial({ spec: 'openai:gpt-4o-mini', scenario: 'correct_after_feedback', baseUrl: `${server.url}/v1`, realClock: real });
    expect([outcome.status, outcome.judgement.verdict, outcome.cost.clock_ms, real.now()]).toEqual(['complete', 'accepted', 0, 6000]);
    expect(proposer.usage()).toMatchObject({ provider_calls: 13, provider_retries: 12 });
  });

  it('500 twice: capped jittered backoff from the seeded generator, then success', async () => {
    server = await ScriptedServer.start([httpError(500, 'boom'), httpError(503, 'overloaded'), SOLVE]);
    const { outcome, proposer } = await trial();
    const [d1, d2] = expectedBackoffs(7, 2);
    expect(outcome.status).toBe('complete');
    expect(outcome.cost.clock_ms).toBe(d1! + d2!);
    expect(d1).toBeGreaterThanOrEqual(250);
    expect(d1).toBeLessThanOrEqual(500);
    expect(d2).toBeGreaterThanOrEqual(500);
    expect(d2).toBeLessThanOrEqual(1000);
    expect(proposer.usage()).toMatchObject({ provider_calls: 3, provider_retries: 2 });
  });

  it('500 every time: gives up after 1 + 4 attempts with an infrastructure error (the trial has no verdict)', async () => {
    server = await ScriptedServer.start(Array.from({ length: 5 }, () => httpError(500, 'down')));
    const error = await trial().then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toBeInstanceOf(InfrastructureError);
    expect((error as ProviderError).source).toBe('provider');
    expect((error as Error).message).toMatch(/^openai gpt-4o-mini: gave up after 5 attempts, last 500: /);
    expect(server.requests.length).toBe(5);
    expect(server.unused()).toBe(0);
  });

  it('400 is not retried: one request, an infrastructure error naming the status', async () => {
    server = await ScriptedServer.start([httpError(400, 'tools[0].function.parameters is invalid')]);
    const error = await trial().then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(InfrastructureError);
    expect((error as Error).message).toMatch(/^openai gpt-4o-mini: provider answered 400, not retried: .*tools\[0\]\.function\.parameters is invalid/);
    expect(server.requests.length).toBe(1);
  });

  it('a request that times out (real HTTP timeout) is retried', async () => {
    server = await ScriptedServer.start([{ kind: 'hang' }, SOLVE]);
    const { outcome, proposer } = await trial({ timeoutMs: 300 });
    expect(outcome.status).toBe('complete');
    expect(proposer.usage()).toMatchObject({ provider_calls: 2, provider_retries: 1 });
    expect(outcome.cost.clock_ms).toBe(expectedBackoffs(7, 1)[0]);
  });

  it('a body cut off mid-way (connection dropped) is retried; nothing runs from the partial answer', async () => {
    const full = (SOLVE as { body: unknown }).body;
    server = await ScriptedServer.start([{ kind: 'truncate', body: full, sendBytes: 120 }, SOLVE]);
    const { outcome, proposer } = await trial();
    expect(outcome.status).toBe('complete');
    expect(outcome.observation.ledger.length).toBe(2);
    expect(proposer.usage()).toMatchObject({ provider_calls: 2, provider_retries: 1, tokens_in: 100 });
  });

  it('malformed tool-call JSON goes back as invalid input to that call id, charged to the proposal budget', async () => {
    server = await ScriptedServer.start([
      oaCalls([{ id: 'call_bad', name: 'write_config', args: '{"max_retries": 2' }]),
      SOLVE,
    ]);
    const { outcome } = await trial();
    expect(outcome.status).toBe('complete');
    expect(outcome.cost.proposals).toBe(4);
    expect(outcome.events.filter((e) => e.type === 'input_invalid').length).toBe(1);
    expect(outcome.observation.ledger.map((l) => l.tool)).toEqual(['write_config', 'check_config']);
    const sent = server.requests[1]!.body.messages.slice(2);
    expect(sent[0].tool_calls[0].function.arguments).toBe('{"max_retries": 2');
    expect(sent[1].role).toBe('tool');
    expect(sent[1].tool_call_id).toBe('call_bad');
    expect(JSON.parse(sent[1].content)).toEqual({
      event: 'invalid_input',
      message: 'a proposal is an object {"tool": string, "args": object}',
      path: '',
      note: expect.stringMatching(/^your call's arguments were not valid JSON \(.+\); send a JSON object$/),
    });
  });

  it('an unknown tool name is passed through; the gateway answers unknown_tool to that call id', async () => {
    server = await ScriptedServer.start([oaCalls([{ id: 'call_u', name: 'write_konfig', args: { max_retries: 2 } }]), SOLVE]);
    const { outcome } = await trial();
    expect(outcome.status).toBe('complete');
    expect(outcome.events.filter((e) => e.type === 'tool_unknown')).toMatchObject([{ tool: 'write_konfig' }]);
    const answer = server.requests[1]!.body.messages.at(-1);
    expect(answer).toEqual({ role: 'tool', tool_call_id: 'call_u', content: JSON.stringify({ event: 'unknown_tool', tool: 'write_konfig', message: 'no tool named "write_konfig"' }) });
  });

  it('a 5xx Retry-After that would pass the deadline stops with a deadline error instead of sleeping', async () => {
    server = await ScriptedServer.start([httpError(503, 'come back in a minute', { 'retry-after': '60' })]);
    const scenario = scenarioNamed('correct_after_feedback');
    const clock = new VirtualClock(0);
    const choice = parseLlmProposerSpec('openai:gpt-4o-mini', { baseUrl: `${server.url}/v1`, env: { OPENAI_API_KEY: FAKE_OPENAI_KEY } });
    const proposer = choice.create(scenario, new Random(1), { trialId: 't-deadline', clock });
    const error = await proposer.next({ event: 'start', task: scenario.task }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProviderDeadlineError);
    expect(proposerStopReason(error)).toBe('deadline');
    expect((error as Error).message).toBe('openai gpt-4o-mini: waiting 60000 ms after 503 would pass the deadline');
    expect(clock.now()).toBe(0);
  });

  it("a 429's Retry-After past the trial's wall-clock cap gives up at once with a TrialTimeoutError (no sleep, no verdict)", async () => {
    server = await ScriptedServer.start([httpError(429, 'come back in a minute', { 'retry-after': '60' })]);
    const real = new VirtualClock(0);
    // An infrastructure error: the trial throws it (the matrix turns it into an error row, never a verdict).
    const thrown = await runLlmTrial({
      spec: 'openai:gpt-4o-mini',
      scenario: 'correct_after_feedback',
      baseUrl: `${server.url}/v1`,
      realClock: real,
      options: { trialTimeoutMs: 20_000 },
    }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(TrialTimeoutError);
    expect((thrown as Error).message).toContain("openai gpt-4o-mini: the trial's wall-clock cap (20 s, --trial-timeout) was reached waiting 60000 ms after 429");
    expect(real.now()).toBe(0);
    const scenario = scenarioNamed('correct_after_feedback');
    await server.close();
    server = await ScriptedServer.start([httpError(429, 'come back in a minute', { 'retry-after': '60' })]);
    const choice = parseLlmProposerSpec('openai:gpt-4o-mini', { baseUrl: `${server.url}/v1`, env: { OPENAI_API_KEY: FAKE_OPENAI_KEY }, trialTimeoutMs: 20_000, paceClock: real });
    const error = await choice.create(scenario, new Random(1), { trialId: 't-cap', clock: new VirtualClock(0) }).next({ event: 'start', task: scenario.task }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TrialTimeoutError);
    expect([(error as TrialTimeoutError).kind, proposerStopReason(error)]).toEqual(['trial_timeout', null]);
  });

  it('a 200 whose body is not valid JSON is a malformed body (bad_response), not a connection failure; retried, then named', async () => {
    const broken = { kind: 'raw' as const, contentType: 'application/json', text: '{"id":"chatcmpl-x","choices":[' };
    server = await ScriptedServer.start([broken, broken, broken, broken, broken]);
    const scenario = scenarioNamed('correct_after_feedback');
    const choice = parseLlmProposerSpec('openai:gpt-4o-mini', { baseUrl: `${server.url}/v1`, env: { OPENAI_API_KEY: FAKE_OPENAI_KEY } });
    const error = await choice.create(scenario, new Random(1), { trialId: 't-bad', clock: new VirtualClock(0) }).next({ event: 'start', task: scenario.task }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('bad_response');
    expect((error as Error).message).toMatch(/^openai gpt-4o-mini: gave up after 5 attempts, last bad_response: malformed response body \(not valid JSON\): /);
    expect(server.requests.length).toBe(5);
  });

  it('errors thrown are ProviderError with kind and status', async () => {
    server = await ScriptedServer.start([httpError(401, 'bad key')]);
    const scenario = scenarioNamed('correct_after_feedback');
    const choice = parseLlmProposerSpec('openai:gpt-4o-mini', { baseUrl: `${server.url}/v1`, env: { OPENAI_API_KEY: FAKE_OPENAI_KEY } });
    const proposer = choice.create(scenario, new Random(1), { trialId: 't-401', clock: new VirtualClock(0) });
    const error = await proposer.next({ event: 'start', task: scenario.task }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect([(error as ProviderError).kind, (error as ProviderError).status, proposerStopReason(error)]).toEqual(['client', 401, null]);
  });
});
