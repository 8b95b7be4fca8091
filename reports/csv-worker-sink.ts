import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What the main thread sends: a batch of records, or null to finish. What the worker answers: an ack per batch, then done. */
export type CsvWorkerMessage = { ack: number } | { done: true } | { error: string };

export interface CsvWorkerJob {
  path: string;
  columns: readonly string[];
}

/**
 * A CsvSink that encodes in a worker thread: records are posted in batches
 * (structured clone of plain arrays) and csv-stringify runs on another core,
 * so encoding a million-row trials.csv overlaps the aggregation instead of
 * following it. At most `inFlight` batches are unacknowledged; `write`
 * returns a promise when that limit is reached (backpressure), so memory
 * stays bounded.
 */
export class CsvWorkerSink {
  readonly #worker: Worker;
  readonly #batchSize: number;
  readonly #inFlight: number;
  #batch: unknown[][] = [];
  #sent = 0;
  #acked = 0;
  #waiter: (() => void) | null = null;
  #failure: Error | null = null;
  readonly #done: Promise<void>;

  private constructor(job: CsvWorkerJob, batchSize: number, inFlight: number) {
    this.#batchSize = batchSize;
    this.#inFlight = inFlight;
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    this.#worker = new Worker(new URL('./csv-worker.ts', import.meta.url), {
      workerData: job,
      execArgv: ['--import', tsx],
    });
    this.#done = new Promise<void>((resolve, reject) => {
      let finished = false;
      const fail = (error: Error) => {
        this.#failure ??= error;
        this.#wake();
        reject(this.#failure);
      };
      this.#worker.on('message', (m: CsvWorkerMessage) => {
        if ('ack' in m) {
          this.#acked = m.ack;
          this.#wake();
        } else if ('done' in m) {
          finished = true;
          resolve();
        } else fail(new Error(`csv worker: ${m.error}`));
      });
      this.#worker.on('error', fail);
      this.#worker.on('exit', (code) => {
        if (!finished) fail(new Error(`csv worker exited (${code}) before finishing ${job.path}`));
      });
    });
    this.#done.catch(() => undefined);
  }

  static open(path: string, columns: readonly string[], options: { batchSize?: number; inFlight?: number } = {}): CsvWorkerSink {
    return new CsvWorkerSink({ path, columns }, options.batchSize ?? 2000, options.inFlight ?? 8);
  }

  write(record: readonly unknown[]): Promise<void> | undefined {
    if (this.#failure) throw this.#failure;
    this.#batch.push(record as unknown[]);
    if (this.#batch.length < this.#batchSize) return undefined;
    this.#post();
    if (this.#sent - this.#acked < this.#inFlight) return undefined;
    return new Promise<void>((resolve) => (this.#waiter = resolve)).then(() => {
      if (this.#failure) throw this.#failure;
    });
  }

  async close(): Promise<void> {
    if (!this.#failure) {
      if (this.#batch.length > 0) this.#post();
      this.#worker.postMessage(null);
    }
    try {
      await this.#done;
    } finally {
      await this.#worker.terminate();
    }
  }

  /** Stops the worker without finishing the file (the report failed elsewhere). */
  async abort(): Promise<void> {
    this.#failure ??= new Error('aborted');
    await this.#worker.terminate();
  }

  #post(): void {
    this.#worker.postMessage(this.#batch);
    this.#batch = [];
    this.#sent++;
  }

  #wake(): void {
    const w = this.#waiter;
    if (w && (this.#failure || this.#sent - this.#acked < this.#inFlight)) {
      this.#waiter = null;
      w();
    }
  }
}
