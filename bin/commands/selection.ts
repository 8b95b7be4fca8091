import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { globToRegExp, hasGlob } from '../../ablations/judge/glob.js';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { cellKey } from '../../ablations/results/store.js';
import { canonicalJson } from '../../harness/digest.js';
import { aggregateStore } from '../../reports/aggregate.js';
import { builtInProfiles, loadProfileFile, parseComposition, type Profile } from '../../harness/profile.js';
import { CATALOGUE } from '../../scenarios/catalogue.js';
import { loadScenarioFiles } from '../../scenarios/load.js';
import type { Scenario } from '../../scenarios/schema.js';
import { UsageError } from './common.js';

export { DEFAULT_OUT_PARENT, FUZZ_SAVE_DIR } from './out-dirs.js';


function byNames<T extends { name: string }>(items: readonly string[], all: readonly T[], what: string, extra: string): T[] {
  const picked: T[] = [];
  for (const item of items) {
    const matches = hasGlob(item) ? all.filter((x) => globToRegExp(item).test(x.name)) : all.filter((x) => x.name === item);
    if (matches.length === 0) {
      throw new UsageError(`${hasGlob(item) ? `no ${what} matches ${JSON.stringify(item)}` : `unknown ${what} ${JSON.stringify(item)}`}; ${what}s: ${all.map((x) => x.name).join(', ')}${extra}`);
    }
    for (const m of matches) if (!picked.includes(m)) picked.push(m);
  }
  return picked;
}

function grepRegExp(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'i');
  } catch (error) {
    throw new UsageError(`--grep ${JSON.stringify(pattern)} is not a regular expression (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * Built-in scenarios by name or glob, scenario files by path; then kept when their name or description matches --grep.
 * None named: `whenNone` (every built-in unless told), or, with --grep, every built-in that matches.
 */
export async function selectScenarios(items: readonly string[], grep: string | undefined, whenNone: readonly Scenario[] = CATALOGUE): Promise<Scenario[]> {
  const files = items.filter((i) => /\.(json|ya?ml|ts|mts|js|mjs)$/i.test(i));
  const names = items.filter((i) => !files.includes(i));
  const chosen = items.length === 0 ? [...(grep === undefined ? whenNone : CATALOGUE)] : [...byNames(names, CATALOGUE, 'scenario', ' (or give a .json/.yaml/.ts file)'), ...(await loadScenarioFiles(files))];
  if (grep === undefined) return chosen;
  const re = grepRegExp(grep);
  const kept = chosen.filter((s) => re.test(s.name) || re.test(s.description));
  if (kept.length === 0) throw new UsageError(`--grep ${JSON.stringify(grep)} matches no scenario's name or description among the ${chosen.length} selected`);
  return kept;
}

/**
 * Profiles by built-in name or glob (`without-*`), profile file (.yaml, .yml,
 * .json) or composition (`without:evidence+approval`), in the order given; all
 * built-ins when none is given. Two different profiles may not share a name.
 */
export function selectProfiles(items: readonly string[]): Profile[] {
  if (items.length === 0) return builtInProfiles();
  const picked: Profile[] = [];
  for (const item of items) {
    const found = /\.(json|ya?ml)$/i.test(item) ? [ownProfile(item)] : item.startsWith('without:') ? [parseComposition(item)] : byNames([item], builtInProfiles(), 'profile', ' (or give a .yaml/.json profile file, or without:CONTROL+CONTROL)');
    for (const profile of found) {
      const same = picked.find((p) => p.name === profile.name);
      if (same === undefined) picked.push(profile);
      else if (canonicalJson(same) !== canonicalJson(profile)) throw new UsageError(`two different profiles are named ${JSON.stringify(profile.name)} (${item}); rename one`);
    }
  }
  return picked;
}

/** A profile file's profile; one that takes a built-in profile's name with another definition is refused (a column named `full` means the bench's own `full`). */
function ownProfile(path: string): Profile {
  const profile = loadProfileFile(path);
  const builtIn = builtInProfiles().find((p) => p.name === profile.name);
  const behaviour = (p: Profile) => canonicalJson({ controls: p.controls, audit: p.audit });
  if (builtIn !== undefined && behaviour(builtIn) !== behaviour(profile)) {
    throw new UsageError(`${path} names its profile ${JSON.stringify(profile.name)}, a built-in profile's name, with other controls; built-in names mean the bench's own control sets in every report and comparison: give it a name of its own`);
  }
  return profile;
}

export interface LastFailed {
  dir: string;
  /** cellKey of every cell that failed its expectation, errored, or did not run, and of the baselines they are read against. */
  cells: Set<string>;
  /** How many of `cells` are there as the baseline (`full`) of a failed cell without a control, not as failed ones. */
  baselines: number;
  scenarios: Set<string>;
  profiles: Set<string>;
  run_seed: number;
  trials: number;
}

/** The newest run folder under `parent` (by its store's modification time), or null. */
export function latestRunDir(parent: string, file = 'results.jsonl'): string | null {
  if (!existsSync(parent)) return null;
  let best: { dir: string; mtime: number } | null = null;
  for (const entry of readdirSync(parent, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(parent, entry.name, file);
    if (!existsSync(path)) continue;
    const mtime = statSync(path).mtimeMs;
    if (best === null || mtime > best.mtime) best = { dir: join(parent, entry.name), mtime };
  }
  return best?.dir ?? null;
}

/**
 * The cells of the run stored in `dir`, or of the latest run under `parent`, that failed their
 * expectation (or errored, or did not run), judged with these definitions.
 */
/** The profile a cell without a control is read against (reports/aggregate.ts takes `full` when the run has it). */
const BASELINE = 'full';

export async function lastFailed(where: { dir: string } | { parent: string }, scenarios: readonly Scenario[], profiles: readonly Profile[]): Promise<LastFailed> {
  const dir = 'dir' in where ? where.dir : latestRunDir(where.parent);
  if (dir === null) throw new UsageError(`--last-failed: no run folder with a results.jsonl under ${'parent' in where ? where.parent : ''}`);
  const aggregate = await aggregateStore(join(dir, 'results.jsonl'), { scenarios, profiles });
  const failed = aggregate.cells.filter((c) => c.problems.length > 0 || c.state === 'not_run');
  // A failed cell without a control is read against its scenario's cell with every control on: that one runs again too.
  const removing = new Set(profiles.filter((p) => p.removed !== null).map((p) => p.name));
  const baseline = profiles.some((p) => p.name === BASELINE) ? BASELINE : null;
  const cells = new Set(failed.map(cellKey));
  const baselines = baseline === null ? [] : failed.filter((c) => removing.has(c.profile)).map((c) => cellKey({ ...c, profile: baseline })).filter((k) => !cells.has(k));
  return {
    dir,
    cells: new Set([...cells, ...baselines]),
    baselines: new Set(baselines).size,
    scenarios: new Set(failed.map((c) => c.scenario)),
    profiles: new Set([...failed.map((c) => c.profile), ...(baselines.length > 0 && baseline !== null ? [baseline] : [])]),
    run_seed: aggregate.header.run_seed,
    trials: aggregate.header.trials,
  };
}

/** harness-bench.config.yaml (or .json): defaults for run, each overridden by its flag. */
export const RunConfigSchema = z.strictObject({
  scenarios: z.array(z.string()).min(1).optional(),
  profiles: z.array(z.string()).min(1).optional(),
  proposers: z.array(z.string()).min(1).optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  jobs: z.union([z.number().int().positive(), z.literal('auto')]).optional(),
  keep_events: z.number().int().nonnegative().optional(),
  /** The folder new run folders are made in (default reports/out). */
  out_dir: z.string().min(1).optional(),
});
export type RunConfig = z.infer<typeof RunConfigSchema>;

export const CONFIG_FILES = ['harness-bench.config.yaml', 'harness-bench.config.yml', 'harness-bench.config.json'];

/** The config file given, or the first of CONFIG_FILES in the working folder; {} when there is none. */
export function loadRunConfig(path: string | undefined, cwd = process.cwd()): { path: string | null; config: RunConfig } {
  const file = path ?? CONFIG_FILES.map((f) => join(cwd, f)).find((f) => existsSync(f));
  if (file === undefined) return { path: null, config: {} };
  if (!existsSync(file)) throw new UsageError(`--config ${file}: no such file`);
  let data: unknown;
  try {
    const text = readFileSync(file, 'utf8');
    data = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new UsageError(`${file}: not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'} (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = RunConfigSchema.safeParse(data ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`${file}: ${issue.path.join('.') || '(top level)'}: ${issue.message}; keys: ${Object.keys(RunConfigSchema.shape).join(', ')}`);
  }
  return { path: file, config: parsed.data };
}

/** Flag values with the config's defaults filled in where the flag was not given. */
export function withConfig<V extends Record<string, unknown>>(values: V, config: RunConfig): V {
  const filled: Record<string, unknown> = { ...values };
  const fill = (flag: string, value: unknown) => {
    if (filled[flag] === undefined && value !== undefined) filled[flag] = value;
  };
  fill('scenario', config.scenarios);
  fill('profile', config.profiles);
  fill('proposer', config.proposers);
  fill('trials', config.trials === undefined ? undefined : String(config.trials));
  fill('seed', config.seed === undefined ? undefined : String(config.seed));
  fill('jobs', config.jobs === undefined ? undefined : String(config.jobs));
  fill('keep-events', config.keep_events === undefined ? undefined : String(config.keep_events));
  return filled as V;
}
