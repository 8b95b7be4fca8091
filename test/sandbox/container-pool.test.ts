import { describe, expect, it } from 'vitest';
import { ContainerPool, type Pooled } from '../../worlds/sandbox/container-pool.js';

/** A container stand-in: its number in making order, and whether it was removed. */
function maker() {
  const made: { n: number; closed: boolean }[] = [];
  const make = async (): Promise<Pooled & { n: number }> => {
    const item = { n: made.length + 1, closed: false };
    made.push(item);
    return { n: item.n, close: async () => void (item.closed = true) };
  };
  return { made, make };
}

/** Stand-ins that can be kept for another trial: `keeps` says, per recycling in order, whether it succeeds. */
function keeper(keeps: boolean[]) {
  const made: { n: number; closed: boolean; uses: number }[] = [];
  let recycled = 0;
  const make = async (): Promise<Pooled & { n: number }> => {
    const item = { n: made.length + 1, closed: false, uses: 1 };
    made.push(item);
    const pooled: Pooled & { n: number } = {
      n: item.n,
      close: async () => void (item.closed = true),
      recycle: async () => {
        if (keeps[recycled++] !== true) {
          item.closed = true;
          return null;
        }
        item.uses++;
        return pooled;
      },
    };
    return pooled;
  };
  return { made, make };
}

/** `trials` trials one after another as a run schedules them (each announces the next as it starts); the containers each took. */
async function scheduled(pool: ContainerPool, make: () => Promise<Pooled & { n: number }>, trials: number): Promise<number[]> {
  pool.ahead('k', make);
  const taken: number[] = [];
  for (let trial = 0; trial < trials; trial++) {
    if (trial < trials - 1) pool.ahead('k', make);
    const container = await pool.take('k', make);
    taken.push(container.n);
    await pool.retire(container, 'k');
  }
  return taken;
}

describe('the pool of containers made ahead', () => {
  it('a container readied after its trial serves a later trial of its kind, and that trial\'s announcement makes none', async () => {
    const pool = new ContainerPool();
    const { made, make } = keeper([true, true, true, true, true, true]);
    expect(await scheduled(pool, make, 6)).toEqual([1, 2, 1, 2, 1, 2]);
    expect(made).toHaveLength(2);
    await pool.drain();
    expect(made).toEqual([
      { n: 1, closed: true, uses: 4 },
      { n: 2, closed: true, uses: 4 },
    ]);
    expect(pool.size).toEqual({ waiting: 0, retiring: 0 });
  });

  it('one that cannot be readied is removed and a fresh one made in its place', async () => {
    const pool = new ContainerPool();
    // The first recycling fails, the others succeed.
    const { made, make } = keeper([false, true, true, true]);
    expect(await scheduled(pool, make, 4)).toEqual([1, 2, 3, 2]);
    expect(made.map((m) => m.n)).toEqual([1, 2, 3]);
    expect(made[0]!.closed).toBe(true);
    await pool.drain();
    expect(made.every((m) => m.closed)).toBe(true);
  });

  it('one whose recycling throws is removed and replaced, never handed to a trial', async () => {
    const pool = new ContainerPool();
    const closed: number[] = [];
    let n = 0;
    const make = async (): Promise<Pooled & { n: number }> => {
      const mine = ++n;
      return { n: mine, close: async () => void closed.push(mine), recycle: () => Promise.reject(new Error('engine gone')) };
    };
    expect(await scheduled(pool, make, 3)).toEqual([1, 2, 3]);
    await pool.drain();
    expect(closed.sort()).toEqual([1, 2, 3, 4]);
  });

  it('a container released while the pool drains is removed, never kept, and nothing is made in its place', async () => {
    const pool = new ContainerPool();
    const { made, make } = keeper([true]);
    pool.ahead('k', make);
    const container = await pool.take('k', make);
    const draining = pool.drain();
    await pool.retire(container, 'k');
    await draining;
    expect(made).toEqual([{ n: 1, closed: true, uses: 1 }]);
    expect(pool.size).toEqual({ waiting: 0, retiring: 0 });
  });

  it('at most 8 containers wait per kind: one released past them is removed, not kept', async () => {
    const pool = new ContainerPool();
    const { made, make } = keeper([true]);
    for (let i = 0; i < 9; i++) pool.ahead('k', make);
    expect(pool.size.waiting).toBe(8);
    const container = await pool.take('k', make);
    pool.ahead('k', make);
    expect(pool.size.waiting).toBe(8);
    await pool.retire(container, 'k');
    expect(made[0]).toEqual({ n: 1, closed: true, uses: 1 });
    expect(pool.size.waiting).toBe(8);
    await pool.drain();
    expect(made.every((m) => m.closed)).toBe(true);
  });

  it('without a scheduler a container is removed, never kept', async () => {
    const pool = new ContainerPool();
    const { made, make } = keeper([true]);
    await pool.retire(await pool.take('k', make), 'k');
    expect(made).toEqual([{ n: 1, closed: true, uses: 1 }]);
  });

  it('a trial run alone makes its own container and waits for its removal', async () => {
    const pool = new ContainerPool();
    const { made, make } = maker();
    const one = await pool.take('k', make);
    expect(one.n).toBe(1);
    await pool.retire(one);
    expect(made).toEqual([{ n: 1, closed: true }]);
    expect(pool.size).toEqual({ waiting: 0, retiring: 0 });
  });

  it('a scheduler that announces each trial before the one before it starts: every trial but the first takes a container made ahead', async () => {
    const pool = new ContainerPool();
    const { made, make } = maker();
    // The run announces its first trial, then each trial announces the next as it starts.
    pool.ahead('k', make);
    const taken: number[] = [];
    for (let trial = 0; trial < 3; trial++) {
      if (trial < 2) pool.ahead('k', make);
      const container = await pool.take('k', make);
      taken.push(container.n);
      // While this trial runs, the next one's container exists already.
      expect(pool.size.waiting).toBe(trial < 2 ? 1 : 0);
      await pool.retire(container);
    }
    expect(taken).toEqual([1, 2, 3]);
    expect(made).toHaveLength(3);
    await pool.drain();
    expect(made.map((m) => m.closed)).toEqual([true, true, true]);
    expect(pool.size).toEqual({ waiting: 0, retiring: 0 });
  });

  it('drain removes what no trial took; kinds do not share containers', async () => {
    const pool = new ContainerPool();
    const a = maker();
    const b = maker();
    pool.ahead('a', a.make);
    pool.ahead('b', b.make);
    expect((await pool.take('b', b.make)).n).toBe(1);
    expect(pool.size.waiting).toBe(1);
    await pool.drain();
    expect(a.made).toEqual([{ n: 1, closed: true }]);
    expect(b.made).toEqual([{ n: 1, closed: false }]);
  });

  it('a container that could not be made fails the trial that takes it, with its own error', async () => {
    const pool = new ContainerPool();
    pool.ahead('k', () => Promise.reject(new Error('no engine')));
    await expect(pool.take('k', () => Promise.reject(new Error('not this one')))).rejects.toThrow('no engine');
    await pool.drain();
  });
});
