import { closeSync, constants, existsSync, fsync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, readSync, statSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { StoreError } from '../../harness/errors.js';
import { canonicalJson } from '../../harness/digest.js';
import { StopClassSchema, StopReasonSchema } from '../../harness/contracts/stop.js';
import { FailureKindSchema } from '../../scenarios/schema.js';
import { StopSchema } from '../judge/evidence.js';
import { DefectSchema, VerdictSchema } from '../judge/oracle.js';
import { TrialCostSchema } from './trial-cost.js';
import { legacyOutOfReach, OutOfReachSchema } from '../judge/out-of-reach.js';
import { HarnessStderrSchema } from '../../harness/stderr-tail.js';

export const STORE_SCHEMA_VERSION = 1;

/** A cell the run planned, and how many of its trials this store's plan holds. */
export const PlannedCellSchema = z.strictObject({ scenario: z.string(), profile: z.string(), proposer: z.string(), trials: z.number().int().positive() });
export type PlannedCell = z.infer<typeof PlannedCellSchema>;

/** The planned cells of shards merged into one run: a cell split over shards holds the sum of their trials. */
export function mergePlannedCells(lists: readonly (readonly PlannedCell[])[]): PlannedCell[] {
  const cells = new Map<string, PlannedCell>();
  for (const list of lists) {
    for (const c of list) {
      const key = `${c.scenario}\u0000${c.profile}\u0000${c.proposer}`;
      const cell = cells.get(key);
      if (cell) cell.trials += c.trials;
      else cells.set(key, { ...c });
    }
  }
  return [...cells.values()];
}

export const StoreHeaderSchema = z.strictObject({
  kind: z.literal('header'),
  schema_version: z.number().int(),
  bench_version: z.string(),
  run_seed: z.number().int(),
  trials: z.number().int().positive(),
  /** Digest of each scenario and profile definition, so a merge refuses stores built from different ones. */
  scenarios: z.record(z.string(), z.string()),
  profiles: z.record(z.string(), z.string()),
  proposers: z.array(z.string()),
  /** tool name@version per world kind. */
  tool_versions: z.array(z.string()),
  /** Mistake rates of stochastic proposers, by scenario. */
  rates: z.record(z.string(), z.unknown()),
  shard: z.strictObject({ index: z.number().int().positive(), count: z.number().int().positive() }).nullable(),
  node: z.string(),
  /** Trials this store's plan holds (its shard's slice): a store with fewer rows is unfinished. Absent in stores written before it was recorded. */
  planned: z.number().int().nonnegative().optional(),
  /**
   * Every cell this store's plan holds, with its count of trials: a planned trial without a row is
   * `not run` in every report (an interrupted or killed run is never green). Absent in stores written before it.
   */
  planned_cells: z.array(PlannedCellSchema).optional(),
  /**
   * Set when the run was given --allow-host-harness: a harness configuration placed on the host could
   * run there, not contained (each configuration's placement is in `definitions.harnesses`).
   */
  allow_host_harness: z.literal(true).optional(),
  /** Where each harness under test ran, by its configuration's name: its placement (harnesses/launch/placements.ts: a container of its own, the trial's workspace container, the host, ...). */
  harness_placements: z.record(z.string(), z.string().min(1)).optional(),
  /** Each of those placements in words, and whether it is contained, as the run's bench described it (absent in stores written before). */
  placement_words: z.record(z.string(), z.strictObject({ words: z.string().min(1), contained: z.boolean() })).optional(),
  /**
   * The arguments the run was started with (after `run`, without `--out` and `--resume`), so that
   * `run --resume DIR` continues it from this folder alone. Absent in stores written before it and in merged stores.
   */
  argv: z.array(z.string()).optional(),
  /** Set by `merge --allow-partial`: the merged shards held fewer rows than planned. */
  partial: z.strictObject({ planned: z.number().int().nonnegative(), rows: z.number().int().nonnegative() }).optional(),
  /**
   * The full definitions the run used, by name (each one's digest is in `scenarios` / `profiles`):
   * `report`, `compare` and `merge` judge a store by them, never by today's catalogue. Harness
   * configurations are those of the harnesses under test. Absent in stores written before they were recorded.
   */
  definitions: z
    .strictObject({
      scenarios: z.record(z.string(), z.unknown()),
      profiles: z.record(z.string(), z.unknown()),
      harnesses: z.record(z.string(), z.unknown()),
      /** What the run required of its harnesses under test (ablations/results/harness-expectations.ts), when it was given any. */
      expectations: z.array(z.unknown()).optional(),
    })
    .optional(),
});
export type StoreHeader = z.infer<typeof StoreHeaderSchema>;

/** A row's status: the harness's stop reason, or what kept the trial from being judged. */
export const TrialStatusSchema = z.enum([...StopReasonSchema.options, 'not_run', 'error']);
export type TrialStatus = z.infer<typeof TrialStatusSchema>;

/** A row's verdict: the oracle's, or `not_run` (the world could not be built here) / `error` (the trial could not be judged). */
export const TrialVerdictSchema = z.enum([...VerdictSchema.options, 'not_run', 'error']);
export type TrialVerdict = z.infer<typeof TrialVerdictSchema>;

export const TrialRowSchema = z.strictObject({
  kind: z.literal('trial'),
  scenario: z.string(),
  profile: z.string(),
  proposer: z.string(),
  trial: z.number().int().nonnegative(),
  seed: z.number().int(),
  /**
   * The subject the trial ran: its kind, its configuration's (or profile's) name, version and digest, and where it ran.
   * Stores written before every row named its subject have it only on rows of external harnesses, without kind and placement.
   */
  harness: z
    .strictObject({
      kind: z.string().optional(),
      name: z.string(),
      version: z.string(),
      digest: z.string(),
      placement: z.string().min(1).optional(),
      /** The family of shell and file tools it ran as its own, when that is not its kind's (an ACP agent's `acp.tools_of`). */
      family: z.string().min(1).optional(),
    })
    .optional(),
  /** Why the run stopped, or `not_run` / `error` for a trial that was not judged. */
  status: TrialStatusSchema,
  /** Who the stop is attributed to (absent in rows that did not run). */
  stop_class: StopClassSchema.optional(),
  detail: z.string(),
  /** `error`: the trial could not be judged (a scenario's script had no answer, a profile with no bound). */
  verdict: TrialVerdictSchema,
  /** Every defect the oracle found, probed or not. */
  defects: z.array(DefectSchema),
  /** The scenario's probed failures that happened in this trial (a duplicate_effect the scenario does not probe is in `defects` only). */
  escaped: z.array(FailureKindSchema),
  /** The scenario's probed failures this trial attempted, caught or not (absent in stores written before it was recorded). */
  provoked: z.array(FailureKindSchema).optional(),
  /** The provoked failures a control was seen stopping, each with what stopped it (absent in stores written before evidence was recorded: their catches are inferred). */
  stopped: z.array(StopSchema).optional(),
  /** Whether the final world meets the scenario's success predicates (absent in older stores and in rows that did not run). */
  success: z.boolean().optional(),
  /** The final world's observable state, as the success predicates read it (absent in older stores and in rows that did not run). */
  state: z.record(z.string(), z.unknown()).optional(),
  /** For an `error` row: what failed (the model provider, the sandbox engine, the world, the scenario) and its message. */
  error: z.strictObject({ source: z.enum(['provider', 'sandbox', 'world', 'scenario']), message: z.string() }).optional(),
  cost: TrialCostSchema,
  /** The event timeline, kept for the first trials of each cell (drill-down), compacted. */
  events: z.array(z.record(z.string(), z.unknown())).optional(),
  /**
   * What a harness in another process wrote to its stderr, its last 16 KiB, kept for every trial it
   * wrote any in, judged or errored (`show --stderr` prints it, the drill-down shows it); absent when it wrote nothing.
   */
  harness_stderr: HarnessStderrSchema.optional(),
  /** A cell out of the harness's reach by design (not run): why, as data (the exit code, the scorecard and JUnit read it). */
  out_of_reach: OutOfReachSchema.optional(),
});
export type TrialRow = z.infer<typeof TrialRowSchema>;

/**
 * Whether a row is of a harness under test (measured) rather than of the
 * reference harness under a profile (held to the controls' expectations). A row
 * of a store written before every row named its subject is the reference's
 * when it names none.
 */
export function isUnderTest(row: Pick<TrialRow, 'harness'>): boolean {
  return row.harness !== undefined && row.harness.placement !== 'in-process';
}

/**
 * Creates a folder and its missing parents one at a time, so that a place
 * where folders cannot be made (a file on the way, a read-only or virtual file
 * system such as /proc) is a StoreError naming it, never a loop or a stack trace.
 */
export function makeFolders(dir: string): void {
  const missing: string[] = [];
  let at = resolve(dir);
  for (;;) {
    const stat = statSync(at, { throwIfNoEntry: false });
    if (stat !== undefined) {
      if (!stat.isDirectory()) throw new StoreError(`cannot create the folder ${dir}: ${at} is a file, not a folder`);
      break;
    }
    missing.unshift(at);
    const parent = dirname(at);
    if (parent === at) break;
    at = parent;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST' && statSync(folder, { throwIfNoEntry: false })?.isDirectory()) continue;
      throw new StoreError(`cannot create the folder ${folder} (${code ?? String(error)}${code === 'EROFS' ? ': a read-only file system' : code === 'EACCES' ? ': permission denied' : ''}); give a folder on a writable file system`);
    }
  }
}

/** TrialRowSchema compiled ahead of time (zod's fast path, same verdicts and messages): every row of a store is read through it. */
const TrialRowParser = z.compile(TrialRowSchema);

/** The first of these header fields in which two stores differ, or null when they agree on all of them. */
export function differingField<K extends keyof StoreHeader>(a: StoreHeader, b: StoreHeader, fields: readonly K[]): K | null {
  return fields.find((field) => canonicalJson(a[field]) !== canonicalJson(b[field])) ?? null;
}

/** The cell a row belongs to: scenario, profile and proposer. */
export function cellKey(row: Pick<TrialRow, 'scenario' | 'profile' | 'proposer'>): string {
  return `${row.scenario}\u0000${row.profile}\u0000${row.proposer}`;
}

export function trialKey(row: Pick<TrialRow, 'scenario' | 'profile' | 'proposer' | 'trial'>): string {
  return `${cellKey(row)}\u0000${row.trial}`;
}

export interface StoreContents {
  header: StoreHeader;
  rows: TrialRow[];
  /** A half-written last line that was dropped. */
  tornTail: boolean;
}

/** Reads a results store; a torn last line (a crash mid-write) is dropped and reported. */
export function readStore(path: string): StoreContents {
  if (!existsSync(path)) throw new StoreError(`no results store at ${path}`);
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n');
  const last = lines.pop();
  const tornTail = last !== undefined && last.length > 0;
  if (lines.length === 0) throw new StoreError(`${path} is empty: no header line`);
  const header = parseStoreHeader(path, lines[0]!);
  const rows: TrialRow[] = [];
  for (let i = 1; i < lines.length; i++) if (lines[i] !== '') rows.push(parseStoreRow(path, lines[i]!, i + 1));
  return { header, rows, tornTail };
}

/** A store's header alone, read from its first line without reading the rows. */
export function readStoreHeader(path: string): StoreHeader {
  if (!existsSync(path)) throw new StoreError(`no results store at ${path}`);
  const fd = openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    const chunk = Buffer.alloc(64 * 1024);
    for (let at = 0; ; ) {
      const n = readSync(fd, chunk, 0, chunk.length, at);
      const end = chunk.subarray(0, n).indexOf(0x0a);
      chunks.push(Buffer.from(chunk.subarray(0, end < 0 ? n : end)));
      if (end >= 0 || n === 0) break;
      at += n;
    }
    const line = Buffer.concat(chunks).toString('utf8');
    if (line === '') throw new StoreError(`${path} is empty: no header line`);
    return parseStoreHeader(path, line);
  } finally {
    closeSync(fd);
  }
}

/** A store's first line as its header, of this bench's schema version; a StoreError naming the file otherwise. */
export function parseStoreHeader(path: string, line: string): StoreHeader {
  const header = StoreHeaderSchema.safeParse(parseStoreLine(path, line, 1));
  if (!header.success) throw new StoreError(`${path}:1: not a harness-bench results header (${header.error.issues[0]?.message})`);
  if (header.data.schema_version !== STORE_SCHEMA_VERSION) {
    const how =
      header.data.schema_version > STORE_SCHEMA_VERSION
        ? `it was written by a newer bench (${header.data.bench_version}): read it with that version or later`
        : `rerun its scenarios with this bench (harness-bench run --seed ${header.data.run_seed} --trials ${header.data.trials}) to write a version ${STORE_SCHEMA_VERSION} store`;
    throw new StoreError(`${path}: results schema version ${header.data.schema_version}, this bench reads version ${STORE_SCHEMA_VERSION}; ${how}`);
  }
  return header.data;
}

/** Line `n` of a store as a trial row; a StoreError naming the file, line and field otherwise. */
export function parseStoreRow(path: string, line: string, n: number): TrialRow {
  const row = TrialRowParser.safeParse(parseStoreLine(path, line, n));
  if (!row.success) throw new StoreError(`${path}:${n}: ${row.error.issues[0]?.path.join('.')}: ${row.error.issues[0]?.message}`);
  // Rows written before out-of-reach was recorded as data said so in their detail alone.
  if (row.data.out_of_reach === undefined) {
    const legacy = legacyOutOfReach(row.data.verdict, row.data.detail);
    if (legacy !== undefined) return { ...row.data, out_of_reach: legacy };
  }
  return row.data;
}

function parseStoreLine(path: string, line: string, n: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new StoreError(`${path}:${n}: not JSON`);
  }
}

/**
 * Appends trial rows to a JSONL store. Each row is written with one append
 * as soon as it is handed over, so it survives the process being killed the
 * moment `write` returns; fsyncs are group-committed (one every `syncMs` at
 * most, on libuv's thread pool so a trial never waits for the disk, and one
 * in line on flush/close), so a machine that loses power loses at most the
 * rows of the last `syncMs` or so. Several writers (worker threads) may
 * append to one store: every row is a single O_APPEND write of a whole line.
 */
export class StoreWriter {
  readonly path: string;
  readonly #fd: number;
  readonly #syncMs: number;
  #unsynced = 0;
  #lastSync = performance.now();
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  /** A background fsync is running: the fd is closed by its callback if `close` comes first. */
  #syncing = false;
  #closeAfterSync = false;
  /** fsync calls made, for measuring the group commit. */
  syncs = 0;

  private constructor(path: string, fd: number, syncMs: number) {
    this.path = path;
    this.#fd = fd;
    this.#syncMs = syncMs;
  }

  static create(path: string, header: StoreHeader, syncMs = DEFAULT_SYNC_MS): StoreWriter {
    makeFolders(dirname(path));
    let fd: number;
    try {
      // Appending (O_APPEND), as every other writer of the store (worker threads) does: each row lands whole after the last.
      fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_APPEND, 0o666);
    } catch (error) {
      throw new StoreError(`cannot write ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)}); give a folder on a writable file system`);
    }
    writeSync(fd, `${JSON.stringify(header)}\n`);
    fsyncSync(fd);
    return new StoreWriter(path, fd, syncMs);
  }

  /** Opens an existing store for appending; a torn tail must have been cut first (see `repairTail`). */
  static append(path: string, syncMs = DEFAULT_SYNC_MS): StoreWriter {
    return new StoreWriter(path, openSync(path, 'a'), syncMs);
  }

  /** Appends one row now (one write of the whole line); the fsync follows within `syncMs`. */
  write(row: TrialRow): void {
    this.#append(`${JSON.stringify(row)}\n`);
    this.#unsynced++;
    this.#syncSoon();
  }

  /** Appends many rows (a merge): written in large pieces, then fsynced once. */
  writeAll(rows: Iterable<TrialRow>): void {
    let piece: string[] = [];
    let size = 0;
    for (const row of rows) {
      const line = JSON.stringify(row);
      piece.push(line);
      size += line.length;
      if (size >= 1 << 20) {
        this.#append(`${piece.join('\n')}\n`);
        piece = [];
        size = 0;
      }
    }
    if (piece.length > 0) this.#append(`${piece.join('\n')}\n`);
    this.#unsynced++;
    this.flush();
  }

  #append(text: string): void {
    if (this.#closed) throw new StoreError(`${this.path}: write after close`);
    // The string goes to the kernel as it is (no Buffer built per row); a regular file takes the whole line in one write.
    const written = writeSync(this.#fd, text);
    if (written === Buffer.byteLength(text, 'utf8')) return;
    // A short write (disk full) is finished, never dropped.
    const bytes = Buffer.from(text, 'utf8');
    for (let at = written; at < bytes.length; ) at += writeSync(this.#fd, bytes, at);
  }

  #syncSoon(): void {
    const since = performance.now() - this.#lastSync;
    if (since >= this.#syncMs) {
      this.#syncInBackground();
      return;
    }
    if (this.#timer === undefined) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        if (!this.#closed) this.#syncInBackground();
      }, this.#syncMs - since);
      this.#timer.unref();
    }
  }

  /** One fsync at a time on the thread pool; rows written meanwhile wait for the next. */
  #syncInBackground(): void {
    if (this.#syncing || this.#unsynced === 0) return;
    this.#syncing = true;
    this.#unsynced = 0;
    this.#lastSync = performance.now();
    fsync(this.#fd, () => {
      this.#syncing = false;
      this.syncs++;
      if (this.#closeAfterSync) closeSync(this.#fd);
    });
  }

  /** fsyncs every row written so far. */
  flush(): void {
    // A background fsync still running may not cover what it was started for yet: sync in line then too.
    if ((this.#unsynced === 0 && !this.#syncing) || this.#closed) return;
    fsyncSync(this.#fd);
    this.syncs++;
    this.#unsynced = 0;
    this.#lastSync = performance.now();
  }

  close(): void {
    if (this.#closed) return;
    this.flush();
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#closed = true;
    if (this.#syncing) this.#closeAfterSync = true;
    else closeSync(this.#fd);
  }
}

/** The longest a written row waits for its fsync. */
export const DEFAULT_SYNC_MS = 50;

/** Rewrites a store without its torn last line, so appends start on a line boundary. */
export function repairTail(path: string): boolean {
  const text = readFileSync(path, 'utf8');
  const cut = text.lastIndexOf('\n');
  if (cut === text.length - 1) return false;
  const fd = openSync(path, 'r+');
  try {
    ftruncateSync(fd, cut + 1);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Canonical order of rows: by scenario, profile, proposer, trial, in the orders the header lists them. */
export function sortRows(rows: TrialRow[], header: StoreHeader): TrialRow[] {
  const s = new Map(Object.keys(header.scenarios).map((k, i) => [k, i]));
  const p = new Map(Object.keys(header.profiles).map((k, i) => [k, i]));
  const q = new Map(header.proposers.map((k, i) => [k, i]));
  return [...rows].sort(
    (a, b) =>
      (s.get(a.scenario) ?? 0) - (s.get(b.scenario) ?? 0) ||
      (p.get(a.profile) ?? 0) - (p.get(b.profile) ?? 0) ||
      (q.get(a.proposer) ?? 0) - (q.get(b.proposer) ?? 0) ||
      a.trial - b.trial,
  );
}
