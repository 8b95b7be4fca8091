import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { alreadyScored, DATASET_SCHEMA_VERSION, entryFromRun, packageSlug, readDataset, writeEntry, type DatasetEntry, type NotScoredEntry } from '../ablations/results/dataset.js';
import { scoreCounts } from '../ablations/results/scorecard.js';
import { readStore } from '../ablations/results/store.js';
import { BENCH_VERSION } from '../ablations/runner/matrix.js';
import { digest } from '../harness/digest.js';
import type { HarnessConfiguration } from '../harnesses/configuration.js';
import { chooseVersions, parseVersions, registryVersions, type VersionRequest } from '../harnesses/releases.js';
import { buildChangelog } from '../reports/changelog.js';
import { writeReports } from '../reports/index.js';
import { COMMANDS } from './commands/cli-table.js';
import { asUsage, checkCount, MAX_JOBS, MAX_TRIALS, UsageError } from './commands/common.js';
import { DEFAULT_OUT_PARENT, selectScenarios } from './commands/selection.js';
import { runMatrix } from './run-matrix.js';

/*
 * Releases of one harness package scored into the dataset
 * (ablations/results/dataset.ts), as a function: `harness-bench track` parses
 * its flags into TrackOptions and prints what it hears. Per version: skip
 * what the dataset already holds for this bench, seed, trials and
 * scenarios; install the release into the cache; run the matrix over its
 * configurations (runMatrix with `harnessVersion`); fold each
 * configuration's rows into its entry. A version that is not on the
 * registry, does not install, or none of whose trials could be judged gets
 * a `not_scored` entry with the reason. Then each newly scored version is
 * compared with its neighbours (ablations/results/release-change.ts).
 */

const OPTIONS = COMMANDS.track.options;
export const DEFAULT_DATASET = join('results', 'changelog');

/** What to score: `track`'s flags as data; anything left out takes the flag's default. */
export interface TrackOptions {
  /** Harness kinds, configurations' names or files; their configurations must share one package (`--harness`). */
  harnesses: readonly string[];
  /** A list (`2.1.330,2.1.332`) or `last:N` (`--versions`). */
  versions: string;
  /** Built-in names, globs or files (`--scenario`); none: every built-in scenario. */
  scenarios?: readonly string[] | undefined;
  trials?: number | undefined;
  seed?: number | undefined;
  jobs?: number | undefined;
  /** The dataset folder (`--dataset`). */
  dataset?: string | undefined;
  /** Where each version's run folder goes (`--runs`). */
  runs?: string | undefined;
  /** Hears what track prints: each version's start, install, entries and the changes found. */
  onNote?: ((line: string) => void) | undefined;
  /** Told each version's trials done so far. */
  onProgress?: ((version: string, progress: { done: number; total: number }) => void) | undefined;
  /** Stops after the trials in flight; the versions done are in the dataset, and the same call continues the rest. */
  signal?: AbortSignal | undefined;
  /** The wall clock the trials' times are read on (runMatrix's `wallClock`). */
  wallClock?: (() => number) | undefined;
}

/** What a track call did: the versions it scored now, the entries it could not score, the regressions found, and whether the signal stopped it. */
export interface TrackResult {
  package: string;
  dataset: string;
  scored: string[];
  notScored: number;
  regressions: number;
  interrupted: boolean;
}

/** Scores the releases `options` names into the dataset, each through runMatrix. */
export async function trackReleases(options: TrackOptions): Promise<TrackResult> {
  // The harness modules (the model server, the MCP SDK) load when a track runs, not with the package.
  const { atVersion, cacheDir, harnessProfiles, sharedPackage } = await import('../harnesses/configurations.js');
  const { installRelease } = await import('../harnesses/install.js');
  const note = options.onNote ?? (() => {});
  const request = asUsage(() => parseVersions(options.versions));
  const { reference, external } = asUsage(() => harnessProfiles(options.harnesses));
  if (reference) throw new UsageError('track scores releases of an external harness; the reference harness is the bench itself (drop --harness reference)');
  const pkg = asUsage(() => sharedPackage(external));
  const trials = checkCount('trials', options.trials ?? OPTIONS.trials.default, 1, MAX_TRIALS);
  const seed = checkCount('seed', options.seed ?? OPTIONS.seed.default);
  const jobs = checkCount('jobs', options.jobs ?? OPTIONS.jobs.default, 1, MAX_JOBS);
  const dataset = options.dataset ?? DEFAULT_DATASET;
  const runs = options.runs ?? join(DEFAULT_OUT_PARENT, 'track');
  const scenarios = await asUsage(() => selectScenarios(options.scenarios ?? [], undefined));
  const digests = Object.fromEntries(scenarios.map((s) => [s.name, digest(s).slice(0, 16)]));
  readDataset(dataset); // a folder that is not a dataset is refused before anything runs

  const { available, registryError, versions } = await versionsToScore(request, pkg.name);
  note(`track: ${pkg.name}, versions ${versions.join(', ')}; configurations ${external.map((p) => p.name).join(', ')}; ${scenarios.length} scenarios, --trials ${trials}, seed ${seed}; dataset ${dataset}`);

  const result: TrackResult = { package: pkg.name, dataset, scored: [], notScored: 0, regressions: 0, interrupted: false };
  const stopped = () => options.signal?.aborted === true;
  const interrupted = (version: string): TrackResult => {
    note(`track: interrupted; the versions done are in ${dataset}, and the same track command continues ${pkg.name}@${version} where it stopped`);
    return { ...result, interrupted: true };
  };
  for (const version of versions) {
    if (stopped()) return interrupted(version);
    const base = { harness: external[0]!.harness, package: pkg.name, version, bench_version: BENCH_VERSION };
    const entries = readDataset(dataset);
    const todo = atVersion(external, version).filter((p) => !alreadyScored(entries, { ...base, configuration: p.name, seed, trials, scenarios: digests }));
    if (todo.length === 0) {
      note(`track: ${pkg.name}@${version}: already in the dataset (same bench, seed, trials and scenarios); not run again`);
      continue;
    }
    const refusal = available !== null && !available.includes(version) ? `${pkg.name}@${version} is not on the npm registry` : null;
    const installStarted = performance.now();
    const failure = refusal ?? installRelease(todo[0]!, cacheDir(), (line) => note(`track: ${line}`));
    const installSeconds = (performance.now() - installStarted) / 1000;
    // An install the interrupt cut short is no fact about the release.
    if (stopped()) return interrupted(version);
    if (failure !== null) {
      result.notScored += todo.length;
      for (const p of todo) writeEntry(dataset, notScoredEntry(base, p, registryError !== null && refusal === null ? `${failure} (the registry could not be read: ${registryError})` : failure));
      note(`track: ${pkg.name}@${version}: not scored: ${failure}`);
      continue;
    }
    if (installSeconds >= 0.5) note(`track: ${pkg.name}@${version} installed in ${installSeconds.toFixed(1)} s`);
    const runStarted = performance.now();
    const dir = join(runs, `${packageSlug(pkg.name)}@${version}`);
    const aborted = await runVersion(todo, version, { trials, seed, jobs, dir, scenarios: options.scenarios ?? [] }, options, note);
    if (aborted) return interrupted(version);
    // The version's reports beside its store, as `run` writes them (the dataset keeps the score; these keep the trials).
    try {
      note(`track: ${pkg.name}@${version} reports: ${(await writeReports(dir, { scenarios, profiles: [] })).files.join(', ')}`);
    } catch (error) {
      note(`track: ${pkg.name}@${version}: reports not written (${error instanceof Error ? error.message : String(error)}); its store is ${join(dir, 'results.jsonl')}`);
    }
    const store = readStore(join(dir, 'results.jsonl'));
    for (const p of todo) {
      const entry = entryFromRun({ ...base, configuration: p.name, header: store.header, rows: store.rows, scenarios, storePath: join(dir, 'results.jsonl') });
      writeEntry(dataset, entry);
      note(`track: ${pkg.name}@${version} ${p.name}: ${entryLine(entry)}`);
      if (entry.status === 'not_scored') result.notScored++;
    }
    note(`track: ${pkg.name}@${version} scored in ${((performance.now() - runStarted) / 60_000).toFixed(1)} min`);
    result.scored.push(version);
  }
  result.regressions = changesAround(readDataset(dataset), pkg.name, result.scored, note);
  note(`track: dataset ${dataset} (harness-bench report --changelog ${dataset} writes the changelog)`);
  return result;
}

/**
 * The versions to score, in release order, with the registry's list (null when it could not be read, and why):
 * named versions are scored without the list (each is checked against it when there is one); last:N needs it.
 */
async function versionsToScore(request: VersionRequest, pkg: string): Promise<{ available: string[] | null; registryError: string | null; versions: string[] }> {
  let available: string[] | null = null;
  let registryError: string | null = null;
  try {
    available = await registryVersions(pkg);
  } catch (error) {
    registryError = error instanceof Error ? error.message : String(error);
    if (request.kind === 'last') throw new UsageError(`${registryError} (last:N needs the registry's list; name the versions instead)`);
  }
  const versions = chooseVersions(request, available ?? []);
  if (versions.length === 0) throw new UsageError(`the npm registry lists no release of ${pkg}`);
  return { available, registryError, versions };
}

/**
 * The versions scoring would take, in release order (a CI plan makes one job of each). A list is the list as
 * parsed (each version checked for its form), without the registry; last:N the registry's newest N.
 */
export async function listVersions(harnesses: readonly string[], versions: string): Promise<string[]> {
  const { harnessProfiles, sharedPackage } = await import('../harnesses/configurations.js');
  const request = asUsage(() => parseVersions(versions));
  const { reference, external } = asUsage(() => harnessProfiles(harnesses));
  if (reference) throw new UsageError('track scores releases of an external harness; the reference harness is the bench itself (drop --harness reference)');
  const pkg = asUsage(() => sharedPackage(external));
  if (request.kind === 'list') return chooseVersions(request, []);
  return (await versionsToScore(request, pkg.name)).versions;
}

/**
 * One version's run: runMatrix over its configurations at that release. A run an earlier track left
 * unfinished (interrupted) continues where it stopped; one made otherwise starts over. True when the signal stopped it.
 */
async function runVersion(profiles: readonly HarnessConfiguration[], version: string, o: { trials: number; seed: number; jobs: number; dir: string; scenarios: readonly string[] }, options: TrackOptions, note: (line: string) => void): Promise<boolean> {
  const request = {
    harnesses: profiles.map((p) => p.name),
    harnessVersion: version,
    trials: o.trials,
    seed: o.seed,
    jobs: o.jobs,
    out: o.dir,
    ...(o.scenarios.length === 0 ? {} : { scenarios: o.scenarios }),
    onNote: (line: string) => note(`  ${line}`),
    ...(options.onProgress === undefined ? {} : { onProgress: (p: { done: number; total: number }) => options.onProgress!(version, p) }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.wallClock === undefined ? {} : { wallClock: options.wallClock }),
  };
  if (existsSync(join(o.dir, 'results.jsonl'))) {
    try {
      const resumed = await runMatrix({ ...request, resume: true });
      note(`track: continued the run in ${o.dir}: ${resumed.alreadyDone} of ${resumed.planned} trial(s) were already done`);
      return resumed.aborted;
    } catch (error) {
      if (!(error instanceof UsageError) || !error.message.startsWith('--resume:')) throw error;
      note(`track: ${o.dir} holds a run made with other options; starting it over`);
    }
  }
  rmSync(o.dir, { recursive: true, force: true });
  return (await runMatrix(request)).aborted;
}

function notScoredEntry(base: Omit<NotScoredEntry, 'schema_version' | 'status' | 'configuration' | 'reason'>, profile: HarnessConfiguration, reason: string): NotScoredEntry {
  return { schema_version: DATASET_SCHEMA_VERSION, status: 'not_scored', ...base, configuration: profile.name, reason };
}

function entryLine(entry: DatasetEntry): string {
  if (entry.status === 'not_scored') return `not scored: ${entry.reason}`;
  const s = entry.score;
  return `${scoreCounts(s)}; utility ${entry.utility.k}/${entry.utility.n}`;
}

/** What changed around each version scored now (the changelog's comparisons: each scored version against the scored one before it), told; the regressions. */
function changesAround(entries: readonly DatasetEntry[], pkg: string, versions: readonly string[], note: (line: string) => void): number {
  let regressions = 0;
  for (const c of buildChangelog(entries, { dataset: '' }).packages.find((p) => p.package === pkg)?.configurations ?? []) {
    for (const change of c.changes.filter((ch) => versions.includes(ch.from) || versions.includes(ch.to))) {
      const moved = change.probes.filter((p) => p.change === 'regressed' || p.change === 'improved');
      regressions += change.tally.regressed;
      note(`track: ${c.configuration} ${change.from} -> ${change.to}: ${moved.length === 0 ? 'no detectable change' : moved.map((p) => `${p.change} ${p.failure} (${p.scenario})`).join(', ')}${change.tally.no_detectable_change > 0 && moved.length > 0 ? `; ${change.tally.no_detectable_change} probe(s) unchanged` : ''}`);
    }
  }
  return regressions;
}
