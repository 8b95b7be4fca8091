import { startThread, workerModule, type Thread } from '../harness/worker-pool.js';

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
  readonly #worker: Thread<unknown[][] | null>;
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
    let finished = false;
    let resolveDone!: () => void;
    let rejectDone!: (error: Error) => void;
    this.#done = new Promise<void>((resolve, reject) => {
      resolveDone = resolve;
      rejectDone = reject;
    });
    const fail = (error: unknown) => {
      this.#failure ??= error instanceof Error ? error : new Error(String(error));
      this.#wake();
      rejectDone(this.#failure);
    };
    this.#worker = startThread<unknown[][] | null, CsvWorkerMessage>(workerModule(import.meta.url, 'csv-worker'), {
      workerData: job,
      onMessage: (m) => {
        if ('ack' in m) {
          this.#acked = m.ack;
          this.#wake();
        } else if ('done' in m) {
          finished = true;
          resolveDone();
        } else fail(new Error(`csv worker: ${m.error}`));
      },
    });
    this.#worker.exited.then((code) => {
      if (!finished) fail(new Error(`csv worker exited (${code}) before finishing ${job.path}`));
    }, fail);
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
      this.#worker.post(null);
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
    this.#worker.post(this.#batch);
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
