/**
 * Per-trial uids stay apart across the worker threads of one run: each
 * thread counts its own sandboxes, so two threads of one process once handed
 * their first trials the same uid (and a host-mode trial took the other's
 * processes for its own leftovers).
 */
import { describe, expect, it } from 'vitest';
import { startThread } from '../../harness/worker-pool.js';
import { allocateTrialOwner, isTrialUid } from '../../worlds/sandbox/trial-uid.js';

async function uidsOnAThread(): Promise<number[]> {
  let uids: number[] = [];
  const thread = startThread<never, number[]>(new URL('./fixtures/trial-uid-thread.ts', import.meta.url), { onMessage: (m) => (uids = m) });
  expect(await thread.exited).toBe(0);
  return uids;
}

describe('per-trial uids', () => {
  it('differ across this thread and two worker threads of the same process, and are all trial uids', async () => {
    const here = [allocateTrialOwner().uid, allocateTrialOwner().uid, allocateTrialOwner().uid];
    const [a, b] = await Promise.all([uidsOnAThread(), uidsOnAThread()]);
    const all = [...here, ...a, ...b];
    expect(all).toHaveLength(9);
    expect(new Set(all).size).toBe(9);
    expect(all.every(isTrialUid)).toBe(true);
    expect(all.every((uid) => uid < 2 ** 31)).toBe(true);
  });
});
