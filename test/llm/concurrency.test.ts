import { referenceSubjects } from '../../ablations/runner/subject.js';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { planTrials, runTrials, type MatrixSpec } from '../../ablations/runner/matrix.js';
import type { TrialRow } from '../../ablations/results/store.js';
import { ProviderActivity } from '../../models/llm/activity.js';
import { parseLlmProposerSpec } from '../../models/llm/llm-proposer-spec.js';
import { findProfile } from '../../harness/profile.js';
import { httpError, oaCalls } from './fixtures/replies.js';
import { ScriptedServer, type SeenRequest } from './fixtures/scripted-server.js';
import { scenarioNamed } from './fixtures/run-llm-trial.js';

/**
 * Many LLM trials in flight on one thread, against a local server with real
 * latency: the rows do not depend on how many run at once, and a storm of
 * 429s costs time, never a trial.
 */

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A stateless model: its next call depends only on how many turns the conversation has. */
const SCRIPT = [{ name: 'write_config', args: { max_retries: 2 } }, { name: 'check_config', args: {} }, { name: 'finish', args: {} }];
function model(request: SeenRequest) {
  const step = (request.body.messages as { role: string }[]).filter((m) => m.role === 'assistant').length;
  const action = SCRIPT[Math.min(step, SCRIPT.length - 1)]!;
  return oaCalls([{ id: `call_s${step}`, ...action }], { in: 200 + 10 * step, out: 10 + step });
}

/** Every third request answered with a 429 (Retry-After 30 ms), the rest by the model. */
function storm() {
  let n = 0;
  return (request: SeenRequest) => (++n % 3 === 0 ? httpError(429, 'rate limited', { 'retry-after-ms': '30' }) : model(request));
}

async function runMatrix(
  maxConcurrency: number,
  reply: (r: SeenRequest) => ReturnType<typeof model>,
  jobs = 1,
  recording: { record?: string; replay?: string; activity?: ProviderActivity; latencyMs?: number } = {},
): Promise<{ rows: TrialRow[]; peak: number }> {
  const { latencyMs = 40, ...options } = recording;
  server = await ScriptedServer.start(
    Array.from({ length: 2000 }, () => reply),
    { latencyMs },
  );
  const proposer = parseLlmProposerSpec('openai-compatible:local', { baseUrl: `${server.url}/v1`, env: {}, stream: true, timeoutMs: 5000, ...options });
  const spec: MatrixSpec = {
    scenarios: [scenarioNamed('correct_after_feedback'), scenarioNamed('stale_check')],
    subjects: referenceSubjects([findProfile('full'), findProfile('without-evidence')]),
    proposers: [proposer],
    trials: 6,
    seed: 11,
  };
  const rows: TrialRow[] = [];
  // With jobs > 1 the trials run in worker threads, each rebuilding the proposer from its options.
  await runTrials(planTrials(spec), { seed: 11, jobs, maxConcurrency, keepEvents: 0, threads: { spec }, onRow: (r) => rows.push(r) });
  const peak = server.peakInFlight;
  await server.close();
  server = undefined;
  return { rows, peak };
}

/** A row without what depends on real time or on the provider's pace. */
function judged(row: TrialRow) {
  const { wall_ms: _w, ttft_ms: _t, tokens_per_s: _r, provider_calls: _c, provider_retries: _p, ...cost } = row.cost;
  return { ...row, cost };
}
const byKey = (rows: TrialRow[]) => [...rows].sort((a, b) => `${a.scenario}/${a.profile}/${a.trial}`.localeCompare(`${b.scenario}/${b.profile}/${b.trial}`)).map(judged);

describe('LLM trials in flight at once', () => {
  it('12 in flight give the same rows as 1, and the server really sees them together', async () => {
    const one = await runMatrix(1, model);
    const many = await runMatrix(12, model);
    expect(one.rows).toHaveLength(24);
    expect(one.peak).toBe(1);
    expect(many.peak).toBeGreaterThanOrEqual(8);
    expect(byKey(many.rows)).toEqual(byKey(one.rows));
    expect(many.rows.every((r) => r.verdict !== 'error' && r.verdict !== 'not_run')).toBe(true);
    expect(many.rows.every((r) => r.cost.provider_retries === 0)).toBe(true);
  });

  it('2 worker threads with 6 in flight each give the same rows as 1 thread, and the server sees them together', async () => {
    const one = await runMatrix(1, model);
    // Replies slow enough (about 1.8 s of work per thread) that a thread started late under a loaded machine still overlaps the other.
    const threads = await runMatrix(12, model, 2, { latencyMs: 300 });
    expect(threads.rows).toHaveLength(24);
    expect(threads.peak).toBeGreaterThanOrEqual(8);
    expect(threads.peak).toBeLessThanOrEqual(12);
    expect(byKey(threads.rows)).toEqual(byKey(one.rows));
  });

  it("the worker threads' requests in flight show in the parent's waits (the progress line), and nothing once the run ended", async () => {
    const activity = new ProviderActivity();
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, activity.snapshot().counts.request)), 20);
    try {
      const run = await runMatrix(8, model, 2, { activity, latencyMs: 300 });
      expect(run.rows).toHaveLength(24);
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBeGreaterThanOrEqual(4);
    expect(most).toBeLessThanOrEqual(8);
    expect(activity.snapshot().counts).toEqual({ request: 0, retry: 0, rate_limit: 0 });
  });

  it('recorded from 2 worker threads, replayed on 1 thread (and back): the same rows, one recording folder per trial, and nothing sent on replay', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hb-llm-threads-'));
    try {
      const recorded = await runMatrix(12, model, 2, { record: join(dir, 'threads') });
      const folders = readdirSync(join(dir, 'threads'));
      expect(folders).toHaveLength(24);
      const replayed = await runMatrix(12, model, 1, { replay: join(dir, 'threads') });
      expect(replayed.peak).toBe(0);
      expect(byKey(replayed.rows)).toEqual(byKey(recorded.rows));
      // The other way: recorded on one thread, replayed in two workers.
      const single = await runMatrix(12, model, 1, { record: join(dir, 'single') });
      expect(readdirSync(join(dir, 'single')).sort()).toEqual([...folders].sort());
      const threaded = await runMatrix(12, model, 2, { replay: join(dir, 'single') });
      expect(threaded.peak).toBe(0);
      expect(byKey(threaded.rows)).toEqual(byKey(single.rows));
      expect(byKey(threaded.rows)).toEqual(byKey(recorded.rows));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a 429 on every third request: every trial still runs to the same result; the 429s are counted as retries', async () => {
    const calm = await runMatrix(12, model);
    const stormy = await runMatrix(12, storm());
    expect(byKey(stormy.rows)).toEqual(byKey(calm.rows));
    const retries = stormy.rows.reduce((n, r) => n + (r.cost.provider_retries ?? 0), 0);
    const calls = stormy.rows.reduce((n, r) => n + (r.cost.provider_calls ?? 0), 0);
    const calmCalls = calm.rows.reduce((n, r) => n + (r.cost.provider_calls ?? 0), 0);
    expect(calls).toBe(calmCalls + retries);
    expect(retries).toBeGreaterThanOrEqual(Math.floor(calmCalls / 3));
  });
});
