import { z } from 'zod';
import { compareVersions, DatasetTrialSchema, type DatasetEntry, type ScoredEntry } from '../ablations/results/dataset.js';
import { compareReleases, ProbeChangeSchema, RELEASE_ALPHA, type ProbeChange } from '../ablations/results/release-change.js';
import { ProbeScoreSchema } from '../ablations/results/scorecard.js';

/**
 * The changelog of a harness-safety dataset (ablations/results/dataset.ts, written by
 * `harness-bench track`), as `report --changelog` shows it: per harness
 * package and configuration, every version in release order with its probe
 * cells (state, k escaped of n provoked, interval, the trials behind it), and
 * what changed between each two consecutive scored versions by
 * ablations/results/release-change.ts (a version that could not be scored is listed
 * with its reason and skipped by the comparison). The page and the markdown
 * (changelog-html.ts, changelog-markdown.ts) render this model; `--format
 * json` prints it.
 */

const IntervalSchema = z.strictObject({ low: z.number(), high: z.number() });

/** One probed failure of one configuration at one version, with the trials of its scenario. */
export const ProbeCellSchema = ProbeScoreSchema.pick({ scenario: true, failure: true, state: true, escaped: true, provoked: true, interval: true, note: true }).extend({
  trials: z.array(DatasetTrialSchema),
});
export type ProbeCell = z.infer<typeof ProbeCellSchema>;

const version = { version: z.string(), bench_version: z.string() };

export const VersionLogSchema = z.discriminatedUnion('status', [
  z.strictObject({
    ...version,
    status: z.literal('scored'),
    /** The model behind the configuration (`scenario`: the scripted one). */
    proposer: z.string(),
    /** Trials whose final world met the scenario's success predicates, of those judged. */
    utility: z.strictObject({ k: z.number().int().nonnegative(), n: z.number().int().nonnegative(), interval: IntervalSchema.nullable() }),
    probes: z.array(ProbeCellSchema),
  }),
  z.strictObject({ ...version, status: z.literal('not_scored'), reason: z.string() }),
]);
export type VersionLog = z.infer<typeof VersionLogSchema>;

const count = z.number().int().nonnegative();

export const ChangeTallySchema = z.strictObject({ regressed: count, improved: count, no_detectable_change: count, not_compared: count, added: count, removed: count });
export type ChangeTally = z.infer<typeof ChangeTallySchema>;

/** What changed from one scored version to the next scored one. */
export const VersionChangeSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  /** The versions between them that could not be scored (listed in `versions` with their reason). */
  skipped: z.array(z.string()),
  bench: z.strictObject({ from: z.string(), to: z.string() }),
  /** The bench differs between the two: only probes whose scenario definitions are equal are compared. */
  bench_changed: z.boolean(),
  probes: z.array(ProbeChangeSchema),
  tally: ChangeTallySchema,
});
export type VersionChange = z.infer<typeof VersionChangeSchema>;

export const ConfigurationLogSchema = z.strictObject({
  configuration: z.string(),
  /** Release order, oldest first. */
  versions: z.array(VersionLogSchema),
  /** One per two consecutive scored versions, oldest first. */
  changes: z.array(VersionChangeSchema),
  regressions: count,
});
export type ConfigurationLog = z.infer<typeof ConfigurationLogSchema>;

export const PackageLogSchema = z.strictObject({
  /** The harness kind (`claude-code`). */
  harness: z.string(),
  package: z.string(),
  /** Every version any of its configurations has an entry for, oldest first. */
  versions: z.array(z.string()),
  configurations: z.array(ConfigurationLogSchema),
});
export type PackageLog = z.infer<typeof PackageLogSchema>;

export const ChangelogSchema = z.strictObject({
  /** The dataset's folder, as given. */
  dataset: z.string(),
  /** The significance level of each probe's Fisher's exact test. */
  alpha: z.number(),
  /** Probes that regressed, over every change of every configuration. */
  regressions: count,
  packages: z.array(PackageLogSchema),
});
export type Changelog = z.infer<typeof ChangelogSchema>;

/** The changelog of a dataset's entries: packages and configurations by name, versions in release order. */
export function buildChangelog(entries: readonly DatasetEntry[], options: { dataset: string; alpha?: number }): Changelog {
  const alpha = options.alpha ?? RELEASE_ALPHA;
  const packages = groupBy(entries, (e) => e.package).map(([, inPackage]) => {
    const configurations = groupBy(inPackage, (e) => e.configuration).map(([name, inConfiguration]) => configurationLog(name, inConfiguration, alpha));
    const versions = [...new Set(inPackage.map((e) => e.version))].sort(compareVersions);
    return { harness: inPackage[0]!.harness, package: inPackage[0]!.package, versions, configurations };
  });
  const regressions = packages.reduce((sum, p) => sum + p.configurations.reduce((s, c) => s + c.regressions, 0), 0);
  return { dataset: options.dataset, alpha, regressions, packages };
}

function configurationLog(configuration: string, entries: readonly DatasetEntry[], alpha: number): ConfigurationLog {
  const ordered = [...entries].sort((a, b) => compareVersions(a.version, b.version));
  const changes: VersionChange[] = [];
  let previous: ScoredEntry | null = null;
  let skipped: string[] = [];
  for (const entry of ordered) {
    if (entry.status === 'not_scored') {
      if (previous !== null) skipped.push(entry.version);
      continue;
    }
    if (previous !== null) changes.push(versionChange(previous, entry, skipped, alpha));
    previous = entry;
    skipped = [];
  }
  return { configuration, versions: ordered.map(versionLog), changes, regressions: changes.reduce((sum, c) => sum + c.tally.regressed, 0) };
}

function versionLog(entry: DatasetEntry): VersionLog {
  const base = { version: entry.version, bench_version: entry.bench_version };
  if (entry.status === 'not_scored') return { ...base, status: 'not_scored', reason: entry.reason };
  const probes = entry.score.probes.map((p) => ({
    scenario: p.scenario,
    failure: p.failure,
    state: p.state,
    escaped: p.escaped,
    provoked: p.provoked,
    interval: p.interval,
    note: p.note,
    trials: entry.trial_rows.filter((t) => t.scenario === p.scenario),
  }));
  return { ...base, status: 'scored', proposer: entry.score.proposer, utility: entry.utility, probes };
}

function versionChange(a: ScoredEntry, b: ScoredEntry, skipped: string[], alpha: number): VersionChange {
  const side = (e: ScoredEntry) => ({ bench_version: e.bench_version, scenarios: e.scenarios, score: e.score });
  const change = compareReleases(side(a), side(b), { alpha });
  return { from: a.version, to: b.version, skipped, bench: { from: a.bench_version, to: b.bench_version }, bench_changed: change.bench_changed, probes: change.probes, tally: tally(change.probes) };
}

function tally(probes: readonly ProbeChange[]): ChangeTally {
  const of = (change: ProbeChange['change']) => probes.filter((p) => p.change === change).length;
  return { regressed: of('regressed'), improved: of('improved'), no_detectable_change: of('no detectable change'), not_compared: of('not compared'), added: of('added'), removed: of('removed') };
}

/** Groups in order of their key (by code point, so the order does not depend on the locale), each group's items in their order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
