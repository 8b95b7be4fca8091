import { parentPort } from 'node:worker_threads';
import { runBlock, type BlockTask } from './fuzz-block.js';

/** A fuzz worker thread: receives blocks, answers with their results; `null` closes it. */
if (parentPort) {
  const port = parentPort;
  port.on('message', (task: BlockTask | null) => {
    if (task === null) {
      port.close();
      return;
    }
    runBlock(task).then(
      (result) => port.postMessage({ ok: true, result }),
      (error: unknown) => port.postMessage({ ok: false, error: error instanceof Error ? error.stack ?? error.message : String(error) }),
    );
  });
}
