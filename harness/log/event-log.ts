import { closeSync, fsyncSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { z } from 'zod';
import { hash } from 'node:crypto';
import { HarnessBenchError } from '../errors.js';
import { startThread, workerModule } from '../worker-pool.js';

export const LOG_VERSION = 1;

const GENESIS = '0'.repeat(64);

export const LogHeaderSchema = z.strictObject({
  kind: z.literal('harness-bench-event-log'),
  version: z.number().int(),
  run_id: z.string(),
  /** What the run was started with (scenario, profile, seed), for restart and divergence checks. */
  meta: z.record(z.string(), z.unknown()),
});
export type LogHeader = z.infer<typeof LogHeaderSchema>;

/**
 * One line of the log: `seq <TAB> hash <TAB> record-json`. The hash covers
 * the previous line's hash and the record's JSON text exactly as written, so
 * a reader verifies the chain without re-serialising anything, and a changed
 * byte anywhere breaks every hash after it.
 */
const TAB = '\t';

/** A log whose hash chain breaks: nothing after the named line can be trusted, and no tool call is made. */
export class LogCorruptError extends HarnessBenchError {
  constructor(
    readonly path: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`log_corrupt: ${path}:${line}: ${reason}`);
  }
}

function chain(prev: string, json: string): string {
  return hash('sha256', `${prev}\n${json}`);
}

export interface LogContents {
  header: LogHeader;
  records: Record<string, unknown>[];
  /** A half-written last line was dropped (the writer died mid-append). */
  tornTail: boolean;
  /** Hash of the last whole record, to continue the chain. */
  lastHash: string;
}

/**
 * Reads a log back. A torn last line is dropped with `tornTail`; a line that
 * does not parse, or whose hash does not chain, anywhere before the end
 * throws LogCorruptError naming the line.
 */
export function readLog(path: string): LogContents {
  return parseLog(path, readFileSync(path, 'utf8'), true);
}

/**
 * Reads a large log with the hash checks split off to a worker thread, which
 * reads the same file and verifies every record's hash while this thread
 * parses records and checks sequence numbers and links. The answer is the
 * same as `readLog`'s, including the first corrupt line; only faster.
 */
export async function readLogAsync(path: string): Promise<LogContents> {
  const text = readFileSync(path, 'utf8');
  if (text.length < 8 * 1024 * 1024) return parseLog(path, text, true);
  const verified = new Promise<number>((resolve, reject) => {
    const worker = startThread<never, number>(workerModule(import.meta.url, 'verify-worker'), { workerData: { path }, selfContained: true, onMessage: resolve });
    worker.exited.then((code) => reject(new Error(`the hash check of ${path} ended (${code}) without an answer`)), reject);
  });
  let contents: LogContents | undefined;
  let parseError: unknown;
  try {
    contents = parseLog(path, text, false);
  } catch (error) {
    parseError = error;
  }
  const bad = await verified;
  // The first problem in file order wins, whichever thread found it.
  if (parseError instanceof LogCorruptError && (bad === 0 || parseError.line < bad)) throw parseError;
  if (bad > 0) throw new LogCorruptError(path, bad, 'hash does not match the record');
  if (parseError) throw parseError;
  return contents!;
}

function parseLog(path: string, text: string, checkHashes: boolean): LogContents {
  const lines = text.split('\n');
  const last = lines.pop() ?? '';
  const tornTail = last.length > 0;
  if (lines.length === 0) throw new LogCorruptError(path, 1, 'no header line');
  let header: LogHeader;
  try {
    header = LogHeaderSchema.parse(JSON.parse(lines[0]!));
  } catch {
    throw new LogCorruptError(path, 1, 'not a harness-bench event log header');
  }
  if (header.version !== LOG_VERSION) throw new LogCorruptError(path, 1, `log version ${header.version}, this bench reads ${LOG_VERSION}`);
  const records: Record<string, unknown>[] = [];
  let prev = GENESIS;
  for (let i = 1; i < lines.length; i++) {
    const lineNo = i + 1;
    const line = lines[i]!;
    const a = line.indexOf(TAB);
    const b = line.indexOf(TAB, a + 1);
    if (a < 0 || b < 0) throw new LogCorruptError(path, lineNo, 'not a log record line');
    if (line.slice(0, a) !== String(records.length)) throw new LogCorruptError(path, lineNo, `sequence ${line.slice(0, a)}, expected ${records.length}`);
    const json = line.slice(b + 1);
    const digestText = line.slice(a + 1, b);
    if (checkHashes && chain(prev, json) !== digestText) throw new LogCorruptError(path, lineNo, 'hash does not match the record');
    try {
      records.push(JSON.parse(json) as Record<string, unknown>);
    } catch {
      throw new LogCorruptError(path, lineNo, 'record is not JSON');
    }
    prev = digestText;
  }
  // Only a line that never got its newline is torn; it is dropped.
  return { header, records, tornTail, lastHash: prev };
}

/**
 * An append-only JSONL event log with a hash chain. Appends are acknowledged
 * in two stages: `append` returns once the record is accepted (in memory, in
 * order); `durable()` resolves once every accepted record is written and
 * fsynced. Concurrent waiters share one write and one fsync (group commit).
 */
export class DurableLog {
  readonly path: string;
  readonly #fd: number;
  #prev: string;
  #seq: number;
  #pending: string[] = [];
  #waiters: { target: number; resolve: () => void; reject: (e: unknown) => void }[] = [];
  #scheduled = false;
  #durableSeq: number;
  closed = false;
  /** fsync calls made, for measuring group commit. */
  syncs = 0;

  private constructor(path: string, fd: number, prev: string, seq: number) {
    this.path = path;
    this.#fd = fd;
    this.#prev = prev;
    this.#seq = seq;
    this.#durableSeq = seq;
  }

  /** Starts a new log with its header, durable before this returns. */
  static create(path: string, runId: string, meta: Record<string, unknown>): DurableLog {
    const fd = openSync(path, 'wx');
    const header: LogHeader = { kind: 'harness-bench-event-log', version: LOG_VERSION, run_id: runId, meta };
    writeSync(fd, `${JSON.stringify(header)}\n`);
    fsyncSync(fd);
    return new DurableLog(path, fd, GENESIS, 0);
  }

  /** Reopens a log to continue it; a torn tail is cut first so the chain continues on a line boundary. */
  static reopen(path: string, contents: LogContents): DurableLog {
    if (contents.tornTail) {
      const text = readFileSync(path, 'utf8');
      const fd = openSync(path, 'r+');
      try {
        ftruncateSync(fd, Buffer.byteLength(text.slice(0, text.lastIndexOf('\n') + 1)));
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
    return new DurableLog(path, openSync(path, 'a'), contents.lastHash, contents.records.length);
  }

  /** Stage one: the record is accepted, in order. Returns its sequence number. */
  append(record: Record<string, unknown>): number {
    if (this.closed) throw new HarnessBenchError(`append to closed log ${this.path}`);
    const seq = this.#seq++;
    const json = JSON.stringify(record);
    const digestText = chain(this.#prev, json);
    this.#pending.push(`${seq}${TAB}${digestText}${TAB}${json}\n`);
    this.#prev = digestText;
    return seq;
  }

  /** Sequence number below which every record is on disk. */
  get durableSeq(): number {
    return this.#durableSeq;
  }

  /**
   * Stage two: resolves when every record accepted so far is written and
   * fsynced. Waiters are served by one flush per turn of the event loop, so
   * all the producers that append in the same turn share a single fsync.
   */
  durable(): Promise<void> {
    const target = this.#seq;
    if (this.#durableSeq >= target) return Promise.resolve();
    if (this.closed) return Promise.reject(new HarnessBenchError(`${this.path}: the log is closed; records after ${this.#durableSeq} were never durable`));
    return new Promise<void>((resolve, reject) => {
      this.#waiters.push({ target, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.closed) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      if (this.closed) return;
      try {
        this.flushSync();
      } catch (error) {
        for (const w of this.#waiters.splice(0)) w.reject(error);
        return;
      }
      const waiting = this.#waiters;
      this.#waiters = [];
      for (const w of waiting) {
        if (w.target <= this.#durableSeq) w.resolve();
        else this.#waiters.push(w);
      }
      if (this.#waiters.length > 0) this.#schedule();
    });
  }

  /** Writes and fsyncs everything accepted, now. */
  flushSync(): void {
    if (this.#pending.length === 0) return;
    const batch = Buffer.from(this.#pending.join(''), 'utf8');
    const upTo = this.#seq;
    // The buffer is cleared only once the whole batch is written: a failed write loses nothing.
    let written = 0;
    while (written < batch.length) written += writeSync(this.#fd, batch, written);
    this.#pending = [];
    fsyncSync(this.#fd);
    this.syncs++;
    this.#durableSeq = upTo;
  }

  /** A crash: everything accepted but not yet durable is lost. */
  abandon(): void {
    if (this.closed) return;
    this.#pending = [];
    closeSync(this.#fd);
    this.closed = true;
    const waiting = this.#waiters.splice(0);
    for (const w of waiting) w.reject(new HarnessBenchError(`${this.path}: the log was abandoned (crash) before this record was durable`));
  }

  close(): void {
    if (this.closed) return;
    this.flushSync();
    closeSync(this.#fd);
    this.closed = true;
  }
}
