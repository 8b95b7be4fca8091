// The event log's hash check on another thread (readLogAsync in event-log.ts). Self-contained: node: imports
// only and erasable types, so it starts without the tsx loader. Answers the first line whose
// hash(previous hash + "\n" + record json) is not the hash written on it, or 0 when every whole line chains.
import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

const { path } = workerData as { path: string };
const lines = readFileSync(path, 'utf8').split('\n');
lines.pop();
let bad = 0;
let prev = '0'.repeat(64);
for (let i = 1; i < lines.length; i++) {
  const line = lines[i]!;
  const a = line.indexOf('\t');
  const b = line.indexOf('\t', a + 1);
  if (a < 0 || b < 0) continue;
  const h = line.slice(a + 1, b);
  if (hash('sha256', `${prev}\n${line.slice(b + 1)}`) !== h) {
    bad = i + 1;
    break;
  }
  prev = h;
}
parentPort?.postMessage(bad);
