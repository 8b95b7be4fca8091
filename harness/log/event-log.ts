import { closeSync, existsSync, fsyncSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { z } from 'zod';
import { canonicalJson, sha256Hex } from '../digest.js';
import { HarnessBenchError } from '../errors.js';

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

/** One line of the log: a record with its sequence number and a hash chained to the previous line. */
export interface LogRecord {
  seq: number;
  prev: string;
  hash: string;
  record: Record<string, unknown>;
}

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

function chain(prev: string, record: Record<string, unknown>): string {
  return sha256Hex(`${prev}\n${canonicalJson(record)}`);
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
  const text = readFileSync(path, 'utf8');
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
    let parsed: LogRecord;
    try {
      parsed = JSON.parse(lines[i]!) as LogRecord;
    } catch {
      // A final line that is whole (newline-terminated) but unparsable is still corruption.
      throw new LogCorruptError(path, lineNo, 'line is not JSON');
    }
    if (parsed.seq !== records.length) throw new LogCorruptError(path, lineNo, `sequence ${parsed.seq}, expected ${records.length}`);
    if (parsed.prev !== prev) throw new LogCorruptError(path, lineNo, 'does not chain to the previous record');
    if (chain(prev, parsed.record) !== parsed.hash) throw new LogCorruptError(path, lineNo, 'hash does not match the record');
    records.push(parsed.record);
    prev = parsed.hash;
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
  #flushing: Promise<void> | null = null;
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
    const hash = chain(this.#prev, record);
    this.#pending.push(`${JSON.stringify({ seq, prev: this.#prev, hash, record })}\n`);
    this.#prev = hash;
    return seq;
  }

  /** Sequence number below which every record is on disk. */
  get durableSeq(): number {
    return this.#durableSeq;
  }

  /** Stage two: resolves when every record accepted so far is written and fsynced. */
  durable(): Promise<void> {
    if (this.#pending.length === 0 && this.#flushing === null) return Promise.resolve();
    if (this.#flushing === null) {
      this.#flushing = Promise.resolve().then(() => {
        this.#flushing = null;
        this.flushSync();
      });
      return this.#flushing;
    }
    // A flush is queued: everything accepted before it runs rides on it; anything later needs another.
    return this.#flushing.then(() => this.durable());
  }

  /** Writes and fsyncs everything accepted, now. */
  flushSync(): void {
    if (this.#pending.length === 0) return;
    const batch = this.#pending.join('');
    const upTo = this.#seq;
    this.#pending = [];
    writeSync(this.#fd, batch);
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
  }

  close(): void {
    if (this.closed) return;
    this.flushSync();
    closeSync(this.#fd);
    this.closed = true;
  }
}

export function logExists(path: string): boolean {
  return existsSync(path);
}
