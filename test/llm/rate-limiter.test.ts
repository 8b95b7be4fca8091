import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../harness/clock.js';
import { describeWaits, ProviderActivity } from '../../models/llm/activity.js';
import { LimiterAbortedError, ProviderLimiter } from '../../models/llm/rate-limiter.js';

/** When each of a list of acquisitions was granted, on the limiter's (virtual) clock. */
async function grants(limiter: ProviderLimiter, clock: VirtualClock, estimates: number[], hold: (i: number) => number | null = () => 0) {
  const at: number[] = [];
  await Promise.all(
    estimates.map(async (estimate, i) => {
      const release = await limiter.acquire(estimate);
      at[i] = clock.now();
      const ms = hold(i);
      if (ms !== null) await clock.sleep(ms);
      release(null);
    }),
  );
  return at;
}

describe('the provider limiter', () => {
  it('holds at most maxInFlight requests at once; the next starts when one ends', async () => {
    const clock = new VirtualClock(0);
    const limiter = new ProviderLimiter({ maxInFlight: 2, clock });
    expect(await grants(limiter, clock, [0, 0, 0, 0, 0], () => 100)).toEqual([0, 0, 100, 100, 200]);
  });

  it('a 429 halves the in-flight limit once per burst and pauses every request until its Retry-After has passed; successes grow it back', async () => {
    const clock = new VirtualClock(0);
    const limiter = new ProviderLimiter({ maxInFlight: 8, clock });
    limiter.onRateLimited(1000);
    limiter.onRateLimited(1000);
    expect([limiter.limit, limiter.rateLimited]).toEqual([4, 2]);
    expect(await grants(limiter, clock, [0, 0])).toEqual([1000, 1000]);
    for (let i = 0; i < 4; i++) limiter.onSuccess();
    expect(limiter.limit).toBe(5);
    for (let i = 0; i < 100; i++) limiter.onSuccess();
    expect(limiter.limit).toBe(8);
  });

  it('requests per minute: the third of rpm 2 waits until the first leaves the sliding minute', async () => {
    const clock = new VirtualClock(0);
    const limiter = new ProviderLimiter({ maxInFlight: 10, rpm: 2, clock });
    expect(await grants(limiter, clock, [0, 0, 0, 0])).toEqual([0, 0, 60_000, 60_000]);
  });

  it('tokens per minute: estimates are charged up front and replaced by what was used', async () => {
    const clock = new VirtualClock(0);
    const limiter = new ProviderLimiter({ maxInFlight: 10, tpm: 1000, clock });
    // 600 + 600 > 1000: the second waits for the first to leave the window.
    expect(await grants(limiter, clock, [600, 600])).toEqual([0, 60_000]);
    const fresh = new ProviderLimiter({ maxInFlight: 10, tpm: 1000, clock });
    const start = clock.now();
    const first = await fresh.acquire(600);
    first(100); // it used 100 tokens, not 600
    const second = await fresh.acquire(600);
    expect(clock.now()).toBe(start);
    second(null);
  });

  it('an abort (the trial wall-clock cap) ends a wait for the limiter', async () => {
    const limiter = new ProviderLimiter({ maxInFlight: 1 });
    const held = await limiter.acquire(0);
    const controller = new AbortController();
    const waiting = limiter.acquire(0, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(LimiterAbortedError);
    held(null);
  });
});

describe('waits on the progress line', () => {
  it('counts requests in flight, retry and rate-limit waits, with the oldest request and the longest wait', () => {
    let now = 0;
    const activity = new ProviderActivity(() => now);
    const endA = activity.begin('request', 60_000);
    now = 5_000;
    activity.begin('request', 60_000);
    activity.begin('retry', 2_000, 'backoff');
    const endRate = activity.begin('rate_limit', 9_000, '429');
    now = 41_000;
    expect(describeWaits(activity.snapshot())).toBe('2 requests in flight (oldest 41 s of 60 s), 1 retry wait, 1 rate-limit wait');
    endRate();
    endA();
    now = 5_500;
    expect(describeWaits(activity.snapshot())).toBe('1 request in flight (oldest 1 s of 60 s), 1 retry wait, longest wait 2 s left (backoff)');
  });
});
