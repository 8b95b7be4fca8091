// Worker thread of csv-worker-sink.ts: encodes the batches it is sent into one CSV file with csv-stringify.
import { parentPort, workerData } from 'node:worker_threads';
import { CsvSink } from './csv-sink.js';
import type { CsvWorkerJob, CsvWorkerMessage } from './csv-worker-sink.js';

if (parentPort) {
  const port = parentPort;
  const job = workerData as CsvWorkerJob;
  const sink = CsvSink.open(job.path, job.columns);
  const send = (m: CsvWorkerMessage) => port.postMessage(m);
  let acked = 0;
  // Batches are handled one at a time, in order, whatever the sink's backpressure.
  let queue = Promise.resolve();
  port.on('message', (batch: unknown[][] | null) => {
    queue = queue
      .then(async () => {
        if (batch === null) {
          await sink.close();
          send({ done: true });
          port.close();
          return;
        }
        for (const record of batch) {
          const pending = sink.write(record);
          if (pending) await pending;
        }
        send({ ack: ++acked });
      })
      .catch((error: unknown) => send({ error: error instanceof Error ? error.message : String(error) }));
  });
}
