import { describe, expect, it } from 'vitest';
import type { Lease } from '../../harness/controls/control.js';
import { ReadWriteLock } from '../../harness/controls/dispatch-lock.js';
import { action } from '../../models/scripted.js';
import { without } from '../../harness/profile.js';
import { run } from './run-fixture.js';

/** The dispatch lock: who holds it when, read from the order leases are granted. */

function tracker(lock: ReadWriteLock) {
  const granted: string[] = [];
  const leases = new Map<string, Lease>();
  const take = (name: string, write: boolean) => {
    const got = lock.acquire(write);
    if (got instanceof Promise) void got.then((lease) => (granted.push(name), leases.set(name, lease)));
    else granted.push(name), leases.set(name, got);
    return got instanceof Promise ? 'waits' : 'now';
  };
  const release = async (name: string) => {
    leases.get(name)!.release();
    await new Promise((r) => setImmediate(r));
  };
  return { take, release, granted };
}

describe('readers-writer lock', () => {
  it('shares the lock among reads taken together', () => {
    const t = tracker(new ReadWriteLock());
    expect([t.take('r1', false), t.take('r2', false), t.take('r3', false)]).toEqual(['now', 'now', 'now']);
  });

  it('holds a write alone: a read or a write after it waits until it is released', async () => {
    const t = tracker(new ReadWriteLock());
    expect([t.take('w1', true), t.take('r1', false), t.take('w2', true)]).toEqual(['now', 'waits', 'waits']);
    await t.release('w1');
    // The read came first; the second write waits for the read.
    expect(t.granted).toEqual(['w1', 'r1']);
    await t.release('r1');
    expect(t.granted).toEqual(['w1', 'r1', 'w2']);
  });

  it('makes a write wait until every read holding the lock has released it', async () => {
    const t = tracker(new ReadWriteLock());
    t.take('r1', false);
    t.take('r2', false);
    expect(t.take('w', true)).toBe('waits');
    await t.release('r1');
    expect(t.granted).toEqual(['r1', 'r2']);
    await t.release('r2');
    expect(t.granted).toEqual(['r1', 'r2', 'w']);
  });

  it('holds a write granted from the queue alone too', async () => {
    const t = tracker(new ReadWriteLock());
    t.take('r1', false);
    t.take('w', true);
    await t.release('r1');
    expect(t.granted).toEqual(['r1', 'w']);
    expect(t.take('r2', false)).toBe('waits');
  });

  it('grants every read queued behind a write together once the write is released', async () => {
    const t = tracker(new ReadWriteLock());
    t.take('w', true);
    t.take('r1', false);
    t.take('r2', false);
    await t.release('w');
    expect(t.granted).toEqual(['w', 'r1', 'r2']);
    // Both reads hold it now: a new write waits, a new read waits behind that write.
    expect([t.take('w2', true), t.take('r3', false)]).toEqual(['waits', 'waits']);
  });

  it('is free again after every lease is released', async () => {
    const lock = new ReadWriteLock();
    const t = tracker(lock);
    t.take('w', true);
    await t.release('w');
    expect(t.take('w2', true)).toBe('now');
    await t.release('w2');
    t.take('r', false);
    await t.release('r');
    expect(t.take('w3', true)).toBe('now');
  });
});

describe('the dispatch lock in a run', () => {
  it('runs a batch of a write and a check in the order proposed, so the check sees the write', async () => {
    const r = await run([{ batch: [action('write_config', { max_retries: 2 }), action('check_config')] }, action('finish')]);
    expect(r.status).toBe('complete');
    const started = r.events.filter((e) => e.type === 'call_started' || e.type === 'receipt').map((e) => `${e.type}:${(e as { call_id: string }).call_id}`);
    expect(started).toEqual(['call_started:call-1', 'receipt:call-1', 'call_started:call-2', 'receipt:call-2']);
  });

  it('gives each run its own lock: two runs of one profile do not wait for each other', async () => {
    const slow = { faults: [{ kind: 'slow' as const, tool: 'write_config', ms: 50 }] };
    const [a, b] = await Promise.all([
      run([{ batch: [action('write_config', { max_retries: 2 }), action('read_config')] }], { world: slow as never }),
      run([{ batch: [action('write_config', { max_retries: 2 }), action('read_config')] }], { world: slow as never }),
    ]);
    expect([a.status, b.status]).toEqual(['proposals_exhausted', 'proposals_exhausted']);
  });

  it('without the lock, starts the calls of a batch together', async () => {
    const r = await run([{ batch: [action('write_config', { max_retries: 2 }), action('check_config')] }], { profile: without('dispatch-lock') });
    const order = r.events.filter((e) => e.type === 'call_started' || e.type === 'receipt').map((e) => e.type);
    expect(order.slice(0, 2)).toEqual(['call_started', 'call_started']);
  });
});
