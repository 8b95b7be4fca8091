import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { StoreError } from '../../harness/errors.js';
import type { Scenario } from '../../scenarios/schema.js';
import { compareVersions } from '../../harnesses/releases.js';
import { HarnessScoreSchema, scorecard } from './scorecard.js';
import { makeFolders, type StoreHeader, type TrialRow } from './store.js';
import { wilson } from '../judge/wilson.js';

export { compareVersions };

/**
 * The harness-safety dataset: one file per (harness package, version,
 * configuration), written by `harness-bench track` from the store of the run
 * that scored that version, and read by `report --changelog`. A scored entry
 * keeps what a comparison between releases needs (the bench's version, each
 * scenario's digest, the scorecard with k and n per probed failure) and what
 * a reader wants beside it (utility, cost, one line per trial); a version
 * that could not be scored keeps the reason. Layout:
 *
 *   DATASET/index.json                             every entry, in order
 *   DATASET/<package>/<version>/<configuration>.json
 *
 * (`<package>` as the cache names it: `anthropic-ai-claude-code`.)
 */

export const DATASET_SCHEMA_VERSION = 1;

const Rate = z.strictObject({ k: z.number().int().nonnegative(), n: z.number().int().nonnegative(), interval: z.strictObject({ low: z.number(), high: z.number() }).nullable() });

/** One trial, as the changelog page lists it under its cell. */
export const DatasetTrialSchema = z.strictObject({
  scenario: z.string(),
  trial: z.number().int().nonnegative(),
  verdict: z.string(),
  escaped: z.array(z.string()),
  provoked: z.array(z.string()),
  success: z.boolean().nullable(),
  detail: z.string(),
});
export type DatasetTrial = z.infer<typeof DatasetTrialSchema>;

const identity = {
  /** The harness kind (`claude-code`). */
  harness: z.string(),
  /** The npm package whose releases are tracked. */
  package: z.string(),
  version: z.string(),
  /** The configuration's name (`claude`, `claude+kn`). */
  configuration: z.string(),
  bench_version: z.string(),
};

export const ScoredEntrySchema = z.strictObject({
  schema_version: z.literal(DATASET_SCHEMA_VERSION),
  status: z.literal('scored'),
  ...identity,
  /** The digest of the configuration as run (its version included). */
  configuration_digest: z.string(),
  seed: z.number().int(),
  trials: z.number().int().positive(),
  /** The digest of each scenario's definition: two versions are compared only where these are equal. */
  scenarios: z.record(z.string(), z.string()),
  /** sha256 of the run's results.jsonl this entry was folded from. */
  store_digest: z.string(),
  /** The scorecard entry: per probed failure, its state, k escaped of n provoked and a 95% Wilson interval. */
  score: HarnessScoreSchema,
  /** Trials whose final world met the scenario's success predicates, of those judged. */
  utility: Rate,
  cost: z.strictObject({ trials: z.number().int().nonnegative(), model_requests: z.number(), tokens_in: z.number(), tokens_out: z.number(), cost_usd: z.number(), wall_ms: z.number() }),
  trial_rows: z.array(DatasetTrialSchema),
});
export type ScoredEntry = z.infer<typeof ScoredEntrySchema>;

export const NotScoredEntrySchema = z.strictObject({
  schema_version: z.literal(DATASET_SCHEMA_VERSION),
  status: z.literal('not_scored'),
  ...identity,
  /** Why: not on the registry, the install failed, or every trial errored (a flag or path it no longer has). */
  reason: z.string(),
});
export type NotScoredEntry = z.infer<typeof NotScoredEntrySchema>;

export const DatasetEntrySchema = z.discriminatedUnion('status', [ScoredEntrySchema, NotScoredEntrySchema]);
export type DatasetEntry = z.infer<typeof DatasetEntrySchema>;

export const DatasetIndexSchema = z.strictObject({
  schema_version: z.literal(DATASET_SCHEMA_VERSION),
  entries: z.array(z.strictObject({ harness: z.string(), package: z.string(), version: z.string(), configuration: z.string(), status: z.enum(['scored', 'not_scored']), file: z.string() })),
});
export type DatasetIndex = z.infer<typeof DatasetIndexSchema>;

/** The folder name of a package (`@openai/codex` -> `openai-codex`), as the harness cache names it. */
export function packageSlug(name: string): string {
  return name.replace(/^@/, '').replace(/\//g, '-');
}

/** An entry's file, relative to the dataset's folder. */
export function entryFile(entry: Pick<DatasetEntry, 'package' | 'version' | 'configuration'>): string {
  return join(packageSlug(entry.package), entry.version, `${entry.configuration.replace(/[^\w.+-]/g, '_')}.json`);
}

/** What one scored entry is folded from: the run's header, its rows of one configuration, and the scenarios that ran. */
export interface EntrySource {
  harness: string;
  package: string;
  version: string;
  configuration: string;
  header: StoreHeader;
  rows: readonly TrialRow[];
  scenarios: readonly Scenario[];
  storePath: string;
}

/**
 * The entry of one configuration at one version, from its rows; a
 * configuration none of whose trials could be judged (each errored or did
 * not run) is `not_scored`, with the first reason.
 */
export function entryFromRun(source: EntrySource): DatasetEntry {
  const rows = source.rows.filter((r) => r.profile === source.configuration);
  const base = { schema_version: DATASET_SCHEMA_VERSION, harness: source.harness, package: source.package, version: source.version, configuration: source.configuration, bench_version: source.header.bench_version } as const;
  const judged = rows.filter((r) => r.verdict !== 'error' && r.verdict !== 'not_run');
  if (judged.length === 0) {
    const first = rows.find((r) => r.error !== undefined)?.error?.message ?? rows[0]?.detail ?? 'the run stored no trial of this configuration';
    return { ...base, status: 'not_scored', reason: rows.length === 0 ? first : `none of its ${rows.length} trial(s) could be judged: ${first}` };
  }
  const score = scorecard(rows, source.scenarios, [source.configuration]).harnesses.find((s) => s.harness === source.configuration);
  if (score === undefined) throw new StoreError(`${source.storePath}: no scorecard entry for ${source.configuration}`);
  const successes = judged.filter((r) => r.success === true).length;
  const sum = (pick: (r: TrialRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const scenarioDigests = Object.fromEntries(source.scenarios.filter((s) => Object.hasOwn(source.header.scenarios, s.name)).map((s) => [s.name, source.header.scenarios[s.name]!]));
  return {
    ...base,
    status: 'scored',
    configuration_digest: rows[0]?.harness?.digest ?? '',
    seed: source.header.run_seed,
    trials: source.header.trials,
    scenarios: scenarioDigests,
    store_digest: createHash('sha256').update(readFileSync(source.storePath)).digest('hex'),
    score,
    utility: { k: successes, n: judged.length, interval: wilson(successes, judged.length) },
    cost: {
      trials: rows.length,
      model_requests: sum((r) => r.cost.proposals),
      tokens_in: sum((r) => r.cost.tokens_in),
      tokens_out: sum((r) => r.cost.tokens_out),
      cost_usd: sum((r) => r.cost.cost_usd),
      wall_ms: Math.round(sum((r) => r.cost.wall_ms)),
    },
    trial_rows: rows.map((r) => ({ scenario: r.scenario, trial: r.trial, verdict: r.verdict, escaped: [...r.escaped], provoked: [...(r.provoked ?? [])], success: r.success ?? null, detail: r.detail.slice(0, 300) })),
  };
}

/** Reads every entry of a dataset (through its index); a missing folder is an empty dataset. */
export function readDataset(dir: string): DatasetEntry[] {
  const indexPath = join(dir, 'index.json');
  if (!existsSync(indexPath)) {
    if (existsSync(dir) && readdirSync(dir).length > 0) throw new StoreError(`${dir} is not a dataset: it has no index.json (harness-bench track writes one)`);
    return [];
  }
  const index = parseJson(indexPath, DatasetIndexSchema);
  return index.entries.map((e) => parseJson(join(dir, e.file), DatasetEntrySchema));
}

/** Writes (or replaces) an entry and rewrites the index, ordered by package, version (release order) and configuration. */
export function writeEntry(dir: string, entry: DatasetEntry): void {
  const entries = readDataset(dir).filter((e) => !(e.package === entry.package && e.version === entry.version && e.configuration === entry.configuration));
  entries.push(entry);
  entries.sort((a, b) => a.package.localeCompare(b.package) || compareVersions(a.version, b.version) || a.configuration.localeCompare(b.configuration));
  const file = entryFile(entry);
  makeFolders(join(dir, file, '..'));
  writeAtomically(join(dir, file), `${JSON.stringify(DatasetEntrySchema.parse(entry), null, 1)}\n`);
  const index: DatasetIndex = {
    schema_version: DATASET_SCHEMA_VERSION,
    entries: entries.map((e) => ({ harness: e.harness, package: e.package, version: e.version, configuration: e.configuration, status: e.status, file: entryFile(e) })),
  };
  writeAtomically(join(dir, 'index.json'), `${JSON.stringify(index, null, 1)}\n`);
}

/**
 * Whether a version's configuration is already scored as asked: a scored
 * entry by the same bench, with the same seed, trials and scenario digests.
 * A `not_scored` entry is always tried again.
 */
export function alreadyScored(entries: readonly DatasetEntry[], want: { package: string; version: string; configuration: string; bench_version: string; seed: number; trials: number; scenarios: Record<string, string> }): boolean {
  const found = entries.find((e) => e.package === want.package && e.version === want.version && e.configuration === want.configuration);
  if (found?.status !== 'scored') return false;
  const sameScenarios = JSON.stringify(Object.entries(found.scenarios).sort()) === JSON.stringify(Object.entries(want.scenarios).sort());
  return found.bench_version === want.bench_version && found.seed === want.seed && found.trials === want.trials && sameScenarios;
}

function parseJson<T>(path: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new StoreError(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new StoreError(`${path} is not a dataset file of this bench: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

function writeAtomically(path: string, text: string): void {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}
