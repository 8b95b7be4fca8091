import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { differingField, mergePlannedCells, readStore, sortRows, StoreWriter, trialKey, type StoreHeader } from '../../ablations/results/store.js';
import { assertFolderOrAbsent, EXIT, UsageError, type Io } from './common.js';
import { parseCommand, showHelp } from './cli.js';
import { withoutFlags } from './run-resume.js';

/** Stores holding fewer rows than their header planned (a store without the count is taken as whole). */
function shortStores(stores: readonly { dir: string; header: StoreHeader; rows: readonly unknown[] }[]) {
  return stores.filter((s) => s.header.planned !== undefined && s.rows.length < s.header.planned).map((s) => ({ dir: s.dir, rows: s.rows.length, planned: s.header.planned! }));
}

export async function mergeCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(argv, 'merge');
  if (values.help) return showHelp(io, 'merge');
  if (positionals.length === 0) throw new UsageError('merge needs at least one results folder');
  if (!values.out) throw new UsageError('merge needs --out DIR');
  assertFolderOrAbsent('--out', values.out);
  if (existsSync(join(values.out, 'results.jsonl')) && !values.force) throw new UsageError(`${values.out} already holds results; pass --force to replace them, or --out DIR for a new folder`);
  const stores = positionals.map((dir) => ({ dir, ...readStore(join(dir, 'results.jsonl')) }));
  const first = stores[0]!;
  for (const s of stores.slice(1)) {
    const field = differingField(s.header, first.header, ['schema_version', 'bench_version', 'run_seed', 'trials', 'scenarios', 'profiles', 'proposers']);
    if (field !== null) throw new UsageError(`cannot merge ${s.dir} with ${first.dir}: different ${field}`);
  }
  // Shards must be one whole split: the same count, every index once.
  const shards = stores.map((s) => s.header.shard);
  if (shards.some((s) => s !== null)) {
    const count = shards[0]?.count;
    if (shards.some((s) => s === null || s.count !== count)) throw new UsageError('cannot merge: the stores are not shards of one split (their shard counts differ, or some are unsharded)');
    const indexes = new Set(shards.map((s) => s!.index));
    const missing = Array.from({ length: count! }, (_, i) => i + 1).filter((i) => !indexes.has(i));
    if (missing.length > 0) throw new UsageError(`cannot merge: shard(s) ${missing.map((i) => `${i}/${count}`).join(', ')} missing`);
    if (indexes.size !== shards.length) throw new UsageError('cannot merge: a shard is given twice');
  }
  const seen = new Map<string, string>();
  const rows = [];
  for (const s of stores) {
    if (s.tornTail) io.err(`${s.dir}: dropped a half-written last line`);
    for (const row of s.rows) {
      const key = trialKey(row);
      if (seen.has(key)) throw new UsageError(`trial ${key.replaceAll('\u0000', '/')} is in both ${seen.get(key)} and ${s.dir}`);
      seen.set(key, s.dir);
      rows.push(row);
    }
  }
  const short = shortStores(stores);
  if (short.length > 0 && !values['allow-partial']) {
    throw new UsageError(`cannot merge: ${short.map((s) => `${s.dir} holds ${s.rows} of its ${s.planned} planned trials`).join('; ')} (finish it with 'run ... --resume', or pass --allow-partial)`);
  }
  const { planned: _planned, partial: _partial, planned_cells: _cells, argv: _argv, ...rest } = first.header;
  const unsharded = unshardedArguments(stores.map((s) => s.header));
  const cellsAll = stores.every((s) => s.header.planned_cells !== undefined) ? mergePlannedCells(stores.map((s) => s.header.planned_cells!)) : undefined;
  const plannedAll = stores.every((s) => s.header.planned !== undefined) ? stores.reduce((n, s) => n + s.header.planned!, 0) : undefined;
  const header: StoreHeader = {
    ...rest,
    // A shard that let a harness run on the host makes the whole run one that did.
    ...(stores.some((s) => s.header.allow_host_harness === true) ? { allow_host_harness: true as const } : {}),
    shard: null,
    ...(unsharded === undefined ? {} : { argv: unsharded }),
    ...(plannedAll === undefined ? {} : { planned: plannedAll }),
    ...(cellsAll === undefined ? {} : { planned_cells: cellsAll }),
    ...(short.length > 0 && plannedAll !== undefined ? { partial: { planned: plannedAll, rows: rows.length } } : {}),
  };
  if (short.length > 0) io.err(`--allow-partial: merging ${rows.length} of ${plannedAll} planned trials; the merged header and reports say the run is partial`);
  const writer = StoreWriter.create(join(values.out, 'results.jsonl'), header);
  writer.writeAll(sortRows(rows, header));
  writer.close();
  io.err(`merged ${rows.length} trials from ${stores.length} store(s) into ${join(values.out, 'results.jsonl')}`);
  return EXIT.ok;
}

/** The arguments of the unsharded run the shards make up: each shard's without its --shard, when they all agree; else none. */
function unshardedArguments(headers: readonly StoreHeader[]): string[] | undefined {
  const unsharded = headers.map((h) => (h.argv === undefined ? undefined : withoutFlags(h.argv, ['shard'])));
  const first = unsharded[0];
  return first !== undefined && unsharded.every((a) => a !== undefined && JSON.stringify(a) === JSON.stringify(first)) ? first : undefined;
}
