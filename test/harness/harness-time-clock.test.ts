import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HarnessTimeClock } from '../../harness/clock.js';

/**
 * The clock of a trial whose harness runs in another process: real time,
 * less the world's own machinery (what `excluding` wraps), but for what is
 * slept meanwhile (the world's modelled latency). Time here is vitest's fake
 * clock, so every reading is exact.
 */

beforeEach(() => vi.useFakeTimers({ toFake: ['performance', 'setTimeout'] }));
afterEach(() => vi.useRealTimers());

/** Machinery that takes `ms` of real time. */
const machinery = (ms: number) => () => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('HarnessTimeClock', () => {
  it('moves with real time outside machinery, stands still during it, and carries on after', async () => {
    const clock = new HarnessTimeClock();
    await vi.advanceTimersByTimeAsync(100);
    expect(clock.now()).toBe(100);
    const work = clock.excluding(machinery(5_000));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(clock.now()).toBe(100);
    await vi.advanceTimersByTimeAsync(3_000);
    await work;
    expect(clock.now()).toBe(100);
    await vi.advanceTimersByTimeAsync(50);
    expect(clock.now()).toBe(150);
  });

  it('counts what is slept during machinery (modelled latency), and nothing else of it', async () => {
    const clock = new HarnessTimeClock();
    const work = clock.excluding(async () => {
      await machinery(1_000)();
      await clock.sleep(300);
      await machinery(1_000)();
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(clock.now()).toBe(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(clock.now()).toBe(300);
    await vi.advanceTimersByTimeAsync(1_000);
    await work;
    expect([clock.now(), clock.sleptMs()]).toEqual([300, 300]);
  });

  it('leaves overlapping machinery out once, as a union, and never goes back', async () => {
    const clock = new HarnessTimeClock();
    const readings: number[] = [];
    const a = clock.excluding(machinery(1_000));
    await vi.advanceTimersByTimeAsync(500);
    const b = clock.excluding(machinery(1_000));
    for (let i = 0; i < 4; i++) {
      readings.push(clock.now());
      await vi.advanceTimersByTimeAsync(250);
    }
    await Promise.all([a, b]);
    await vi.advanceTimersByTimeAsync(100);
    readings.push(clock.now());
    expect(readings).toEqual([0, 0, 0, 0, 100]);
  });
});
