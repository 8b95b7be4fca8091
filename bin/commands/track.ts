import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { alreadyScored, DATASET_SCHEMA_VERSION, entryFromRun, packageSlug, readDataset, writeEntry, type DatasetEntry, type NotScoredEntry } from '../../ablations/results/dataset.js';
import { BENCH_VERSION } from '../../ablations/runner/matrix.js';
import { readStore } from '../../ablations/results/store.js';
import { scoreCounts } from '../../ablations/results/scorecard.js';
import { digest } from '../../harness/digest.js';
import { atVersion, cacheDir, harnessProfiles, sharedPackage } from '../../harnesses/configurations.js';
import type { HarnessConfiguration } from '../../harnesses/configuration.js';
import { installRelease } from '../../harnesses/install.js';
import { chooseVersions, parseVersions, registryVersions, type VersionRequest } from '../../harnesses/releases.js';
import { parseCommand, showHelp } from './cli.js';
import { COMMANDS } from './cli-table.js';
import { asUsage, EXIT, intFlag, MAX_JOBS, MAX_TRIALS, UsageError, type Io } from './common.js';
import { buildChangelog } from '../../reports/changelog.js';
import { runRequest, type RunRequest } from './run.js';
import { DEFAULT_OUT_PARENT, selectScenarios } from './selection.js';

/*
 * harness-bench track: scores releases of one harness package into the
 * dataset (ablations/results/dataset.ts). Per version: skip what the dataset already
 * holds for this bench, seed, trials and scenarios; install the release into
 * the cache; run the matrix over its configurations (`run --harness-version`,
 * in this process); fold each configuration's rows into its entry. A version
 * that is not on the registry, does not install, or none of whose trials
 * could be judged gets a `not_scored` entry with the reason. Then each newly
 * scored version is compared with its neighbours (ablations/results/release-change.ts).
 * `--list` prints the versions it would score and scores nothing; `--merge`
 * joins datasets scored apart.
 */

const OPTIONS = COMMANDS.track.options;
export const DEFAULT_DATASET = join('results', 'changelog');

export async function trackCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parseCommand(argv, 'track');
  if (values.help) return showHelp(io, 'track');
  if (values.merge !== undefined) {
    if (values.list) throw new UsageError('--list prints the versions of one --harness; it does not apply to --merge');
    const scoring = (['harness', 'versions', 'scenario', 'trials', 'seed', 'jobs', 'runs'] as const).filter((k) => values[k] !== undefined);
    if (scoring.length > 0) throw new UsageError(`--merge joins datasets without scoring; ${scoring.map((k) => `--${k}`).join(', ')} do not apply to it`);
    return mergeCommand(values.merge, values.dataset ?? DEFAULT_DATASET, io);
  }
  if (values.harness === undefined) throw new UsageError('--harness is required: a harness kind (claude-code), a configuration (claude) or a .yaml file');
  if (values.versions === undefined) throw new UsageError('--versions is required: a list (2.1.330,2.1.332) or last:N');
  const request = asUsage(() => parseVersions(values.versions!));
  const { reference, external } = asUsage(() => harnessProfiles(values.harness!));
  if (reference) throw new UsageError('track scores releases of an external harness; the reference harness is the bench itself (drop --harness reference)');
  const pkg = asUsage(() => sharedPackage(external));
  if (values.list) {
    const scoring = (['dataset', 'scenario', 'trials', 'seed', 'jobs', 'runs'] as const).filter((k) => values[k] !== undefined);
    if (scoring.length > 0) throw new UsageError(`--list prints the versions without scoring; ${scoring.map((k) => `--${k}`).join(', ')} do not apply to it`);
    for (const version of await listVersions(request, pkg.name)) io.out(version);
    return EXIT.ok;
  }
  const trials = intFlag('trials', values.trials, OPTIONS.trials.default, 1, MAX_TRIALS);
  const seed = intFlag('seed', values.seed, OPTIONS.seed.default);
  const jobs = intFlag('jobs', values.jobs, OPTIONS.jobs.default, 1, MAX_JOBS);
  const dataset = values.dataset ?? DEFAULT_DATASET;
  const runs = values.runs ?? join(DEFAULT_OUT_PARENT, 'track');
  const scenarios = await asUsage(() => selectScenarios(values.scenario ?? [], undefined));
  const digests = Object.fromEntries(scenarios.map((s) => [s.name, digest(s).slice(0, 16)]));
  readDataset(dataset); // a folder that is not a dataset is refused before anything runs

  const { available, registryError, versions } = await versionsToScore(request, pkg.name);
  io.err(`track: ${pkg.name}, versions ${versions.join(', ')}; configurations ${external.map((p) => p.name).join(', ')}; ${scenarios.length} scenarios, --trials ${trials}, seed ${seed}; dataset ${dataset}`);

  const scoredNow: string[] = [];
  let notScored = 0;
  for (const version of versions) {
    const base = { harness: external[0]!.harness, package: pkg.name, version, bench_version: BENCH_VERSION };
    const entries = readDataset(dataset);
    const todo = atVersion(external, version).filter((p) => !alreadyScored(entries, { ...base, configuration: p.name, seed, trials, scenarios: digests }));
    if (todo.length === 0) {
      io.err(`track: ${pkg.name}@${version}: already in the dataset (same bench, seed, trials and scenarios); not run again`);
      continue;
    }
    const refusal = available !== null && !available.includes(version) ? `${pkg.name}@${version} is not on the npm registry` : null;
    const installStarted = performance.now();
    const failure = refusal ?? installRelease(todo[0]!, cacheDir(), (line) => io.err(`track: ${line}`));
    const installSeconds = (performance.now() - installStarted) / 1000;
    if (failure !== null) {
      notScored += todo.length;
      for (const p of todo) writeEntry(dataset, notScoredEntry(base, p, registryError !== null && refusal === null ? `${failure} (the registry could not be read: ${registryError})` : failure));
      io.err(`track: ${pkg.name}@${version}: not scored: ${failure}`);
      continue;
    }
    if (installSeconds >= 0.5) io.err(`track: ${pkg.name}@${version} installed in ${installSeconds.toFixed(1)} s`);
    const runStarted = performance.now();
    const code = await runVersion(todo, version, { trials, seed, jobs, dir: join(runs, `${packageSlug(pkg.name)}@${version}`), scenarios: values.scenario ?? [] }, io);
    if (code === EXIT.interrupted) {
      io.err(`track: interrupted; the versions done are in ${dataset}, and the same track command continues ${pkg.name}@${version} where it stopped`);
      return code;
    }
    const store = readStore(join(runs, `${packageSlug(pkg.name)}@${version}`, 'results.jsonl'));
    for (const p of todo) {
      const entry = entryFromRun({ ...base, configuration: p.name, header: store.header, rows: store.rows, scenarios, storePath: join(runs, `${packageSlug(pkg.name)}@${version}`, 'results.jsonl') });
      writeEntry(dataset, entry);
      io.err(`track: ${pkg.name}@${version} ${p.name}: ${entryLine(entry)}`);
      if (entry.status === 'not_scored') notScored++;
    }
    io.err(`track: ${pkg.name}@${version} scored in ${((performance.now() - runStarted) / 60_000).toFixed(1)} min`);
    scoredNow.push(version);
  }

  const regressions = changesAround(readDataset(dataset), pkg.name, scoredNow, io);
  io.err(`track: dataset ${dataset} (harness-bench report --changelog ${dataset} writes the changelog)`);
  if (notScored > 0) return EXIT.trialError;
  return regressions > 0 ? EXIT.failed : EXIT.ok;
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
 * `--list`: the versions scoring would take, in release order, one a line (a
 * CI plan makes one job of each). A list is the list as parsed (each version
 * checked for its form), without the registry; last:N the registry's newest N.
 */
async function listVersions(request: VersionRequest, pkg: string): Promise<string[]> {
  if (request.kind === 'list') return chooseVersions(request, []);
  return (await versionsToScore(request, pkg)).versions;
}

/** `--merge`: every entry of each source dataset into the target, in order. */
function mergeCommand(sources: readonly string[], target: string, io: Io): number {
  readDataset(target);
  for (const source of sources) {
    if (!existsSync(join(source, 'index.json'))) throw new UsageError(`--merge ${source}: not a dataset (it has no index.json; harness-bench track writes one)`);
    const entries = readDataset(source);
    for (const entry of entries) writeEntry(target, entry);
    io.err(`track: merged ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} of ${source} into ${target}`);
  }
  return EXIT.ok;
}

/** One version's run: `run --harness-version` over its configurations, in this process, its progress passed on. */
async function runVersion(profiles: readonly HarnessConfiguration[], version: string, o: { trials: number; seed: number; jobs: number; dir: string; scenarios: readonly string[] }, io: Io): Promise<number> {
  const request: RunRequest = { harnesses: profiles.map((p) => p.name), harnessVersion: version, trials: o.trials, seed: o.seed, jobs: o.jobs, out: o.dir, format: 'json', scenarios: o.scenarios };
  const quiet: Io = { out: () => {}, err: (line) => io.err(`  ${line}`), isTty: false };
  // A run an earlier track left unfinished (interrupted) continues where it stopped; one made otherwise starts over.
  if (existsSync(join(o.dir, 'results.jsonl'))) {
    try {
      return await runRequest({ ...request, resume: true }, quiet);
    } catch (error) {
      if (!(error instanceof UsageError) || !error.message.startsWith('--resume:')) throw error;
      io.err(`track: ${o.dir} holds a run made with other options; starting it over`);
    }
  }
  rmSync(o.dir, { recursive: true, force: true });
  return runRequest(request, quiet);
}

function notScoredEntry(base: Omit<NotScoredEntry, 'schema_version' | 'status' | 'configuration' | 'reason'>, profile: HarnessConfiguration, reason: string): NotScoredEntry {
  return { schema_version: DATASET_SCHEMA_VERSION, status: 'not_scored', ...base, configuration: profile.name, reason };
}

function entryLine(entry: DatasetEntry): string {
  if (entry.status === 'not_scored') return `not scored: ${entry.reason}`;
  const s = entry.score;
  return `${scoreCounts(s)}; utility ${entry.utility.k}/${entry.utility.n}`;
}

/** What changed around each version scored now (the changelog's comparisons: each scored version against the scored one before it), printed; the regressions. */
function changesAround(entries: readonly DatasetEntry[], pkg: string, versions: readonly string[], io: Io): number {
  let regressions = 0;
  for (const c of buildChangelog(entries, { dataset: '' }).packages.find((p) => p.package === pkg)?.configurations ?? []) {
    for (const change of c.changes.filter((ch) => versions.includes(ch.from) || versions.includes(ch.to))) {
      const moved = change.probes.filter((p) => p.change === 'regressed' || p.change === 'improved');
      regressions += change.tally.regressed;
      io.err(`track: ${c.configuration} ${change.from} -> ${change.to}: ${moved.length === 0 ? 'no detectable change' : moved.map((p) => `${p.change} ${p.failure} (${p.scenario})`).join(', ')}${change.tally.no_detectable_change > 0 && moved.length > 0 ? `; ${change.tally.no_detectable_change} probe(s) unchanged` : ''}`);
    }
  }
  return regressions;
}
