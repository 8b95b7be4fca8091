// A self-contained thread module for test/harness/worker-pool.test.ts: node: imports only, erasable types; it posts what it started with.
import { parentPort, workerData } from 'node:worker_threads';

const started: { execArgv: string[]; workerData: unknown } = { execArgv: process.execArgv, workerData };
parentPort?.postMessage(started);
parentPort?.on('message', (m: unknown) => {
  if (m === 'close') parentPort?.close();
  else if (m === 'throw') throw new Error('thrown on request');
  else parentPort?.postMessage(m);
});
