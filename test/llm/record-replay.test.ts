import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReplayMismatchError } from '../../models/llm/errors.js';
import { RecordingSchema, trialDir } from '../../models/llm/record-replay.js';
import { ScriptedServer } from './fixtures/scripted-server.js';
import { anCalls, httpError, oaCalls } from './fixtures/replies.js';
import { comparable, runLlmTrial } from './fixtures/run-llm-trial.js';

let server: ScriptedServer | undefined;
const dirs: string[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await server?.close();
  server = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'llm-rec-'));
  dirs.push(d);
  return d;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const LEAK = 'sk-test-LEAKCHECK';

const SOLVE = oaCalls([
  { id: 'call_w', name: 'write_config', args: { max_retries: 2 } },
  { id: 'call_c', name: 'check_config' },
]);
const FINISH = oaCalls([{ id: 'call_f', name: 'finish' }], { in: 333, out: 7 });

describe('record and replay', () => {
  it('never writes the key: not in recordings, trial rows, usage, errors, or the choice object', async () => {
    vi.stubEnv('OPENAI_API_KEY', LEAK);
    const dir = tempDir();
    // A careless server that echoes the Authorization header in its error body.
    const echo = (req: { headers: Record<string, unknown> }) => httpError(500, `bad request with ${String(req.headers['authorization'])}`);
    server = await ScriptedServer.start([echo, SOLVE, FINISH]);
    const { parseLlmProposerSpec } = await import('../../models/llm/llm-proposer-spec.js');
    const choice = parseLlmProposerSpec('openai:gpt-4o-mini', { baseUrl: `${server.url}/v1`, record: dir });
    const { outcome, proposer } = await runLlmTrial({ spec: 'openai:gpt-4o-mini', scenario: 'correct_after_feedback', baseUrl: `${server.url}/v1`, options: { record: dir, env: process.env }, trialId: 'leak/1' });

    expect(outcome.status).toBe('complete');
    expect(server.requests.map((r) => r.headers['authorization'])).toEqual([`Bearer ${LEAK}`, `Bearer ${LEAK}`, `Bearer ${LEAK}`]);
    const files = filesUnder(dir);
    expect(files.map((f) => f.slice(dir.length))).toEqual(['/leak_1/0001.json', '/leak_1/0002.json', '/leak_1/0003.json']);
    for (const file of files) expect(readFileSync(file, 'utf8')).not.toContain('LEAKCHECK');
    const first = RecordingSchema.parse(JSON.parse(readFileSync(files[0]!, 'utf8')));
    expect(first.request.headers['authorization']).toBe('[redacted]');
    expect(first.response?.body).toContain('bad request with Bearer [redacted]');
    const row = JSON.stringify({ ...comparable(outcome), usage: proposer.usage(), choice });
    expect(row).not.toContain('LEAKCHECK');

    // An error that is not retried carries the server's text into the trial's detail: still redacted.
    await server.close();
    server = await ScriptedServer.start([(req) => httpError(401, `invalid key ${String(req.headers['authorization'])}`)]);
    const failed = await runLlmTrial({ spec: 'openai:gpt-4o-mini', scenario: 'correct_after_feedback', baseUrl: `${server.url}/v1`, options: { record: dir, env: process.env }, trialId: 'leak-2' }).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(failed?.name).toBe('ProviderError');
    expect(failed?.message).toContain('invalid key Bearer [redacted]');
    expect(failed?.message).not.toContain('LEAKCHECK');
    for (const file of filesUnder(dir)) expect(readFileSync(file, 'utf8')).not.toContain('LEAKCHECK');
  });

  it('a recorded run with faults (429, timeout, 500, truncated body) replays offline and keyless to the same outcome', async () => {
    const dir = tempDir();
    const full = (SOLVE as { body: unknown }).body;
    server = await ScriptedServer.start([
      httpError(429, 'slow down', { 'retry-after': '2' }),
      { kind: 'hang' },
      httpError(502, 'bad gateway'),
      { kind: 'truncate', body: full, sendBytes: 90 },
      SOLVE,
      FINISH,
    ]);
    const recorded = await runLlmTrial({
      spec: 'openai:gpt-4o-mini',
      scenario: 'correct_after_feedback',
      baseUrl: `${server.url}/v1`,
      options: { record: dir, timeoutMs: 300 },
      trialId: 'r1-abc',
    });
    expect(recorded.outcome.status).toBe('complete');
    expect(recorded.proposer.usage()).toMatchObject({ provider_calls: 6, provider_retries: 4 });
    await server.close();
    server = undefined;

    const files = filesUnder(trialDir(dir, 'r1-abc')).sort();
    const recordings = files.map((f) => RecordingSchema.parse(JSON.parse(readFileSync(f, 'utf8'))));
    expect(recordings.map((r) => [r.step, r.response?.status ?? null, r.error?.name ?? null, r.response?.body_error !== null && r.response !== null])).toEqual([
      [1, 429, null, false],
      [2, null, 'AbortError', false],
      [3, 502, null, false],
      [4, 200, null, true],
      [5, 200, null, false],
      [6, 200, null, false],
    ]);

    const replayed = await runLlmTrial({ spec: 'openai:gpt-4o-mini', scenario: 'correct_after_feedback', options: { replay: dir, env: {}, timeoutMs: 300 }, trialId: 'r1-abc' });
    expect(comparable(replayed.outcome)).toEqual(comparable(recorded.outcome));
    expect(replayed.proposer.usage()).toEqual(recorded.proposer.usage());
    expect(replayed.outcome.cost.clock_ms).toBe(recorded.outcome.cost.clock_ms);
  });

  it('anthropic: record with the key redacted, replay without it', async () => {
    const dir = tempDir();
    server = await ScriptedServer.start([
      anCalls([
        { id: 'toolu_1', name: 'write_config', args: { max_retries: 0 } },
        { id: 'toolu_2', name: 'check_config' },
        { id: 'toolu_3', name: 'finish' },
      ]),
    ]);
    const recorded = await runLlmTrial({ spec: 'anthropic:claude-sonnet-4', scenario: 'correct_after_feedback', baseUrl: server.url, options: { record: dir }, trialId: 'an-1' });
    await server.close();
    server = undefined;
    const [file] = filesUnder(dir);
    const recording = RecordingSchema.parse(JSON.parse(readFileSync(file!, 'utf8')));
    expect(recording.request.headers['authorization']).toBe('[redacted]');
    expect(readFileSync(file!, 'utf8')).not.toContain('sk-ant-test');
    const replayed = await runLlmTrial({ spec: 'anthropic:claude-sonnet-4', scenario: 'correct_after_feedback', options: { replay: dir, env: {} }, trialId: 'an-1' });
    expect(replayed.outcome.status).toBe('complete');
    expect(comparable(replayed.outcome)).toEqual(comparable(recorded.outcome));
  });

  it('a replayed request that differs from the recording, or a step never recorded, fails loudly naming trial and step', async () => {
    const dir = tempDir();
    server = await ScriptedServer.start([SOLVE, FINISH]);
    await runLlmTrial({ spec: 'openai:gpt-4o-mini', scenario: 'correct_after_feedback', baseUrl: `${server.url}/v1`, options: { record: dir }, trialId: 'mm' });
    await server.close();
    server = undefined;

    // A mismatch is a ReplayMismatchError (a ScriptError): the loop rethrows it, so the trial fails loudly,
    // naming trial and step.
    const replay = (trialId: string, extra = {}) =>
      runLlmTrial({ spec: 'openai:gpt-4o-mini', scenario: 'correct_after_feedback', options: { replay: dir, env: {}, ...extra }, trialId }).then(
        ({ outcome }) => `${outcome.status}: ${outcome.detail}`,
        (error: unknown) => (error instanceof ReplayMismatchError ? `thrown: ${error.message}` : `unexpected: ${String(error)}`),
      );
    expect(await replay('mm', { temperature: 0.5 })).toMatch(
      /^thrown: replay of trial mm, step 1: request body differs from the recording at character \d+: recorded ".*", now ".*temperature.*"; replay with the same --seed, --proposer, scenarios, profiles and model options \(temperature, model seed, max tokens, --no-stream\) as the recording run$/,
    );
    expect(await replay('never-recorded')).toMatch(/^thrown: replay of trial never-recorded, step 1: no recorded exchange \(.*0001\.json does not exist\)/);
    unlinkSync(join(trialDir(dir, 'mm'), '0002.json'));
    expect(await replay('mm')).toMatch(/^thrown: replay of trial mm, step 2: no recorded exchange/);

    // At the proposer: the error itself, not retried.
    const { parseLlmProposerSpec } = await import('../../models/llm/llm-proposer-spec.js');
    const { VirtualClock } = await import('../../harness/clock.js');
    const { Random } = await import('../../harness/random.js');
    const { scenarioNamed } = await import('./fixtures/run-llm-trial.js');
    const scenario = scenarioNamed('correct_after_feedback');
    const proposer = parseLlmProposerSpec('openai:gpt-4o-mini', { replay: dir, temperature: 1 }).create(scenario, new Random(1), { trialId: 'mm', clock: new VirtualClock(0) });
    const error = await proposer.next({ event: 'start', task: scenario.task }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReplayMismatchError);
    expect(proposer.usage()).toMatchObject({ provider_calls: 1, provider_retries: 0 });
  });
});
