import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeWaits, ProviderActivity } from '../../models/llm/activity.js';
import { parseLlmProposerSpec } from '../../models/llm/llm-proposer-spec.js';
import { workerShare } from '../../models/llm/worker-share.js';

/**
 * LLM trials in worker threads (--jobs): each worker rebuilds the choice with
 * a part of the provider's budgets, and its waits reach the parent's progress line.
 */

const choice = (options: { rpm?: number; tpm?: number; maxInFlight?: number }) =>
  parseLlmProposerSpec('openai-compatible:local', { baseUrl: 'http://127.0.0.1:1/v1', env: { OPENAI_COMPATIBLE_API_KEY: 'sk-worker-share-secret' }, ...options });

describe('the provider budgets split between worker threads', () => {
  it('the parts add up to each budget exactly, every worker gets at least 1 of each, and the other options pass through', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 16, max: 10_000 }), fc.integer({ min: 16, max: 1_000_000 }), fc.integer({ min: 16, max: 500 }), (count, rpm, tpm, maxInFlight) => {
        const rebuild = choice({ rpm, tpm, maxInFlight }).rebuild();
        const parts = Array.from({ length: count }, (_, k) => workerShare(rebuild, k, count)!);
        const sum = (key: 'rpm' | 'tpm' | 'maxInFlight') => parts.reduce((n, p) => n + p[key]!, 0);
        expect([sum('rpm'), sum('tpm'), sum('maxInFlight')]).toEqual([rpm, tpm, maxInFlight]);
        expect(parts.every((p) => p.rpm! >= 1 && p.tpm! >= 1 && p.maxInFlight! >= 1)).toBe(true);
        expect(parts.every((p) => p.baseUrl === 'http://127.0.0.1:1/v1')).toBe(true);
      }),
    );
  });

  it('a budget smaller than the number of workers cannot be split: null (the trials stay on one thread)', () => {
    expect(workerShare(choice({ rpm: 3 }).rebuild(), 0, 4)).toBeNull();
    expect(workerShare(choice({ maxInFlight: 1 }).rebuild(), 0, 2)).toBeNull();
    expect(workerShare(choice({ rpm: 4 }).rebuild(), 3, 4)).toMatchObject({ rpm: 1, tpm: undefined, maxInFlight: 16 });
  });

  it('what a worker rebuilds from holds no clock, no progress sink and no key it did not get as data', () => {
    const activity = new ProviderActivity();
    const rebuild = parseLlmProposerSpec('openai-compatible:local', { baseUrl: 'http://127.0.0.1:1/v1', activity }).rebuild();
    const share = workerShare(rebuild, 0, 2)!;
    expect(Object.keys(share).sort()).toEqual(['baseUrl', 'maxInFlight', 'rpm', 'tpm']);
    // Structured clone (workerData) accepts it as it is.
    expect(structuredClone(share)).toEqual(share);
  });
});

describe("a worker thread's waits on the parent's progress line", () => {
  it("are added to this thread's own, aged by the time since the report, and gone once the worker ended", () => {
    let now = 1_000;
    const activity = new ProviderActivity(() => now);
    const end = activity.begin('request', 60_000);
    activity.report(0, { counts: { request: 3, retry: 1, rate_limit: 0 }, oldestRequest: { ms: 5_000, timeoutMs: 60_000 }, longestWait: { ms: 4_000, cause: '429' } });
    activity.report(1, { counts: { request: 2, retry: 0, rate_limit: 1 }, oldestRequest: { ms: 1_000, timeoutMs: 60_000 }, longestWait: null });
    now += 2_000;
    expect(describeWaits(activity.snapshot())).toBe('6 requests in flight (oldest 7 s of 60 s), 1 retry wait, 1 rate-limit wait, longest wait 2 s left (429)');
    activity.forget(0);
    activity.forget(1);
    end();
    expect(describeWaits(activity.snapshot())).toBe('');
  });
});
