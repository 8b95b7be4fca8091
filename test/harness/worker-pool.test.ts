import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startThread, TaskPool, workerModule } from '../../harness/worker-pool.js';
import type { PoolTask } from '../support/workers/task-worker.js';

const TASKS = new URL('../support/workers/task-worker.ts', import.meta.url);
const PLAIN = new URL('../support/workers/plain-worker.ts', import.meta.url);
const BROKEN = new URL('../support/workers/broken-worker.ts', import.meta.url);

interface Started {
  execArgv: string[];
  workerData: unknown;
}

function firstMessage(module: URL, options: { selfContained?: boolean; workerData?: unknown } = {}) {
  let resolve!: (m: Started) => void;
  const message = new Promise<Started>((r) => (resolve = r));
  const thread = startThread<unknown, Started>(module, { ...options, onMessage: resolve });
  return { thread, message };
}

describe('worker pool', () => {
  it('names the worker module beside the caller with the caller’s extension', () => {
    expect(workerModule('file:///repo/ablations/matrix.ts', 'trial-worker').href).toBe('file:///repo/ablations/trial-worker.ts');
    expect(workerModule('file:///repo/dist/ablations/matrix.js', 'trial-worker').href).toBe('file:///repo/dist/ablations/trial-worker.js');
    // As tsx's tsImport (bin/harness-bench.js) names a module.
    expect(workerModule('file:///repo/ablations/matrix.ts?namespace=18507621-d454-40ac-8578-e3a2f8426939', 'trial-worker').href).toBe('file:///repo/ablations/trial-worker.ts');
  });

  it('runs a .ts module that imports project modules under the tsx loader, and a self-contained one without it', async () => {
    const loaded = firstMessage(PLAIN, { workerData: { n: 1 } });
    const started = await loaded.message;
    expect(started.execArgv).toEqual(['--import', expect.stringMatching(/^file:\/\/.*\/node_modules\/tsx\/.*$/)]);
    expect(started.workerData).toEqual({ n: 1 });
    loaded.thread.post('close');
    expect(await loaded.thread.exited).toBe(0);

    const plain = firstMessage(PLAIN, { selfContained: true });
    expect((await plain.message).execArgv).toEqual(process.features.typescript ? [] : ['--import', expect.stringContaining('tsx')]);
    await plain.thread.terminate();
  });

  it('runs a self-contained module installed under node_modules (where Node strips no types) under the tsx loader', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hb-worker-'));
    try {
      mkdirSync(join(dir, 'node_modules', 'harness-bench'), { recursive: true });
      const installed = join(dir, 'node_modules', 'harness-bench', 'plain-worker.ts');
      copyFileSync(PLAIN, installed);
      const loaded = firstMessage(pathToFileURL(installed), { selfContained: true, workerData: { n: 2 } });
      // A thread that fails to load rejects `exited` at once (Node: ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING).
      const started = await Promise.race([loaded.message, loaded.thread.exited.then((code) => Promise.reject(new Error(`exited ${code} before its first message`)))]);
      expect(started).toEqual({ execArgv: ['--import', expect.stringMatching(/^file:\/\/.*\/node_modules\/tsx\/.*$/)], workerData: { n: 2 } });
      loaded.thread.post('close');
      expect(await loaded.thread.exited).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes messages both ways in order, and ends with the exit code', async () => {
    const seen: unknown[] = [];
    const thread = startThread<unknown, unknown>(PLAIN, { selfContained: true, onMessage: (m) => seen.push(m) });
    for (const m of [1, 'two', { three: [3] }]) thread.post(m);
    thread.post('close');
    expect(await thread.exited).toBe(0);
    expect(seen.slice(1)).toEqual([1, 'two', { three: [3] }]);
  });

  it('rejects exited with what the thread threw, at load or later', async () => {
    await expect(startThread(BROKEN).exited).rejects.toThrow('broken at load');
    const thread = startThread<string, unknown>(PLAIN, { selfContained: true });
    thread.post('throw');
    await expect(thread.exited).rejects.toThrow('thrown on request');
  });

  it('terminates the thread when the signal aborts, and before it starts for a signal already aborted', async () => {
    const controller = new AbortController();
    let running!: () => void;
    const started = new Promise<void>((r) => (running = r));
    const cut = startThread<unknown, unknown>(PLAIN, { selfContained: true, signal: controller.signal, onMessage: () => running() });
    await started;
    controller.abort();
    // Node's exit code for a terminated thread that was running.
    expect(await cut.exited).toBe(1);
    const seen: unknown[] = [];
    const never = startThread<unknown, unknown>(PLAIN, { selfContained: true, signal: AbortSignal.abort(), onMessage: (m) => seen.push(m) });
    await never.exited;
    expect(seen).toEqual([]);
  });

  it('runs tasks on every thread, answers each with its own result, and keeps a thread whose task failed', async () => {
    const pool = new TaskPool<PoolTask, unknown>(TASKS, 2);
    try {
      const values = Array.from({ length: 12 }, (_, i) => i);
      expect(await Promise.all(values.map((value) => pool.run({ kind: 'echo', value })))).toEqual(values);
      const threads = new Set(await Promise.all(Array.from({ length: 8 }, () => pool.run({ kind: 'thread' }))));
      expect(threads.size).toBe(2);
      await expect(pool.run({ kind: 'fail', message: 'bad block 7' })).rejects.toThrow(/^task-worker\.ts failed: Error: bad block 7/);
      expect(await Promise.all([pool.run({ kind: 'echo', value: 'a' }), pool.run({ kind: 'echo', value: 'b' })])).toEqual(['a', 'b']);
    } finally {
      await pool.close();
    }
  });

  it('rejects a task whose thread exits, drops that thread, and fails waiting tasks once no thread is left', async () => {
    const pool = new TaskPool<PoolTask, unknown>(TASKS, 2);
    try {
      await expect(pool.run({ kind: 'exit', code: 3 })).rejects.toThrow('task-worker.ts exited (3) before answering its task');
      const one = await pool.run({ kind: 'thread' });
      expect(await pool.run({ kind: 'thread' })).toBe(one);
      const hung = pool.run({ kind: 'hang' });
      const waiting = pool.run({ kind: 'echo', value: 1 });
      await pool.close();
      await expect(hung).rejects.toThrow('task-worker.ts exited (1) before answering its task');
      await expect(waiting).rejects.toThrow('task-worker.ts ended before this task');
    } finally {
      await pool.close();
    }
  });
});
