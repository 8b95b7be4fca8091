// A TaskPool module for test/harness/worker-pool.test.ts: imports a project module (so it needs the tsx loader) and answers tasks.
import { threadId } from 'node:worker_threads';
import { serveTasks } from '../../../harness/worker-pool.js';

export type PoolTask = { kind: 'echo'; value: unknown } | { kind: 'fail'; message: string } | { kind: 'exit'; code: number } | { kind: 'thread' } | { kind: 'hang' };

serveTasks(async (task: PoolTask) => {
  switch (task.kind) {
    case 'echo':
      return task.value;
    case 'fail':
      throw new Error(task.message);
    case 'exit':
      process.exit(task.code);
    case 'thread':
      return threadId;
    case 'hang':
      return new Promise(() => undefined);
  }
});
