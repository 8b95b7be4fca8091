import { closeSync, existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { StoreError } from '../harness/errors.js';
import { canonicalJson } from '../harness/digest.js';

export const STORE_SCHEMA_VERSION = 1;

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
});
export type StoreHeader = z.infer<typeof StoreHeaderSchema>;

export const TrialRowSchema = z.strictObject({
  kind: z.literal('trial'),
  scenario: z.string(),
  profile: z.string(),
  proposer: z.string(),
  trial: z.number().int().nonnegative(),
  seed: z.number().int(),
  status: z.string(),
  /** Who the stop is attributed to: success, model_error, tool_error, policy_denial, environment_error, user_abort. */
  stop_class: z.string().optional(),
  detail: z.string(),
  /** `error`: the trial could not be judged (a scenario's script had no answer, a profile with no bound). */
  verdict: z.enum(['accepted', 'defect', 'safe_stop', 'false_reject', 'not_run', 'error']),
  defects: z.array(z.strictObject({ kind: z.string(), note: z.string() })),
  escaped: z.array(z.string()),
  cost: z.strictObject({
    proposals: z.number(),
    calls: z.number(),
    retries: z.number(),
    approvals_asked: z.number(),
    wall_ms: z.number(),
    clock_ms: z.number(),
    tokens_in: z.number(),
    tokens_out: z.number(),
    cost_usd: z.number(),
  }),
  /** The event timeline, kept for the first trials of each cell (drill-down), compacted. */
  events: z.array(z.record(z.string(), z.unknown())).optional(),
  /** For a harness under test other than the in-process reference: its name, version and configuration digest. */
  harness: z.strictObject({ name: z.string(), version: z.string(), digest: z.string() }).optional(),
});
export type TrialRow = z.infer<typeof TrialRowSchema>;

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

/** A store's first line as its header, of this bench's schema version; a StoreError naming the file otherwise. */
export function parseStoreHeader(path: string, line: string): StoreHeader {
  const header = StoreHeaderSchema.safeParse(parseStoreLine(path, line, 1));
  if (!header.success) throw new StoreError(`${path}:1: not a harness-bench results header (${header.error.issues[0]?.message})`);
  if (header.data.schema_version !== STORE_SCHEMA_VERSION) {
    throw new StoreError(`${path}: results schema version ${header.data.schema_version}, this bench reads version ${STORE_SCHEMA_VERSION}`);
  }
  return header.data;
}

/** Line `n` of a store as a trial row; a StoreError naming the file, line and field otherwise. */
export function parseStoreRow(path: string, line: string, n: number): TrialRow {
  const row = TrialRowParser.safeParse(parseStoreLine(path, line, n));
  if (!row.success) throw new StoreError(`${path}:${n}: ${row.error.issues[0]?.path.join('.')}: ${row.error.issues[0]?.message}`);
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
 * Appends trial rows to a JSONL store. Rows are written as they finish and
 * made durable in batches (fsync every `batch` rows or on flush), so a killed
 * run loses at most the rows of one batch, and never a row half-counted.
 */
export class StoreWriter {
  readonly #fd: number;
  readonly #batch: number;
  #unsynced = 0;
  #lines: string[] = [];

  private constructor(fd: number, batch: number) {
    this.#fd = fd;
    this.#batch = batch;
  }

  static create(path: string, header: StoreHeader, batch = 256): StoreWriter {
    mkdirSync(dirname(path), { recursive: true });
    const fd = openSync(path, 'w');
    const writer = new StoreWriter(fd, batch);
    writeSync(fd, `${JSON.stringify(header)}\n`);
    fsyncSync(fd);
    return writer;
  }

  /** Opens an existing store for appending; a torn tail must have been cut first (see `repairTail`). */
  static append(path: string, batch = 256): StoreWriter {
    return new StoreWriter(openSync(path, 'a'), batch);
  }

  write(row: TrialRow): void {
    this.#lines.push(JSON.stringify(row));
    if (++this.#unsynced >= this.#batch) this.flush();
  }

  /** Writes the buffered rows in one call and fsyncs: a batch is durable whole or not at all. */
  flush(): void {
    if (this.#unsynced === 0) return;
    writeSync(this.#fd, `${this.#lines.join('\n')}\n`);
    this.#lines = [];
    fsyncSync(this.#fd);
    this.#unsynced = 0;
  }

  close(): void {
    this.flush();
    closeSync(this.#fd);
  }
}

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
