import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { emptyPlanReason, plannedHeader, planTrials, runTrials, type MatrixSpec } from '../ablations/runner/matrix.js';
import { parseProposerChoice } from '../ablations/runner/proposers.js';
import { StoreWriter, type TrialRow } from '../ablations/results/store.js';
import { matrixSubjects, type Subject } from '../ablations/runner/subject.js';
import { ConfigError } from '../harness/errors.js';
import { parseScenario } from '../scenarios/load.js';
import type { Scenario, ScenarioInput } from '../scenarios/schema.js';
import type { HarnessConfigurationInput } from '../harnesses/configuration.js';
import { RunEnvironment } from '../worlds/run-environment.js';
import { COMMANDS } from './commands/cli-table.js';
import { assertFolderOrAbsent, autoJobs, coresPerTrial } from './commands/common.js';
import { selectProfiles, selectScenarios } from './commands/selection.js';

/*
 * The matrix run as a function, for the package's API (index.ts): the same
 * selection as `harness-bench run` (scenarios, the reference harness's
 * profiles, harnesses under test, proposers), the same plan, store header and
 * trial runner, without the CLI's terminal output, reports, interrupts or exit code.
 */

const DEFAULTS = COMMANDS.run.options;

/** A matrix: scenarios x (the reference harness's profiles and the harnesses under test) x proposers, each cell run `trials` times. */
export interface RunMatrixOptions {
  /** Scenario objects (defineScenario), built-in names or globs (`normal`, `inject*`), or files (.yaml, .yml, .json, .ts). */
  scenarios: readonly (Scenario | ScenarioInput | string)[];
  /** The reference harness's profiles: names or globs (`full`, `without-*`), compositions (`without:evidence+approval`) or profile files; every built-in profile when absent. */
  profiles?: readonly string[];
  /**
   * The harnesses, as `run --harness`: `reference` (its profiles), a harness kind (`claude-code`, `acp`: every built-in
   * configuration of it), a configuration's name (`agents+kn`) or file, or a configuration object (defineHarness).
   * Default `['reference']`. Each external one must be installed (`scripts/env.sh`), and runs in its own locked-down container.
   */
  harnesses?: readonly (string | HarnessConfigurationInput)[];
  /** Let a configuration placed on the host (`placement: host`) run there, not contained (as `--allow-host-harness`). */
  allowHostHarness?: boolean;
  /** Who proposes the actions: each scenario's own proposer (the default), its reference solution, or the seeded stochastic policy. */
  proposers?: readonly ('scenario' | 'reference' | `stochastic:${'careful' | 'sloppy' | 'adversarial'}`)[];
  /** Trials per cell (default 50, as `run --trials`). */
  trials?: number;
  /** The run seed every trial's seed derives from (default 1). */
  seed?: number;
  /** The run's folder: `results.jsonl` is written there, and must not be there yet. */
  out: string;
  /** Trials at once, as `run --jobs` (default: one per core, as `--jobs auto`); the rows do not depend on it. */
  jobs?: number;
  /** Keep the event timeline of the first N trials of each cell (default 3). */
  keepEvents?: number;
  /** Stops the run after the trials in flight; the rows done are in the store. */
  signal?: AbortSignal;
  /** Sees each row once it is in the store. */
  onRow?: (row: TrialRow) => void;
}

/** Where a matrix run's rows are (read them with readStore) and how many of its planned trials ran. */
export interface MatrixRunResult {
  storePath: string;
  planned: number;
  completed: number;
  /** The signal stopped the run before every planned trial ran. */
  aborted: boolean;
}

/** Runs a matrix as `harness-bench run` does and stores its rows in `<out>/results.jsonl`. */
export async function runMatrix(options: RunMatrixOptions): Promise<MatrixRunResult> {
  const scenarios = await scenariosOf(options.scenarios);

  const keepEvents = count('keepEvents', options.keepEvents ?? DEFAULTS['keep-events'].default, 0);
  const spec: MatrixSpec = {
    scenarios,
    subjects: await subjectsOf(options),
    proposers: (options.proposers ?? ['scenario']).map(parseProposerChoice),
    trials: count('trials', options.trials ?? DEFAULTS.trials.default, 1),
    seed: count('seed', options.seed ?? DEFAULTS.seed.default, 0),
    keepEvents,
    ...(options.allowHostHarness === true ? { allowHostHarness: true } : {}),
  };
  const jobs = options.jobs === undefined ? autoJobs(coresPerTrial(spec)) : count('jobs', options.jobs, 1);
  const planned = planTrials(spec);
  if (planned.length === 0) throw new ConfigError(emptyPlanReason(spec));
  assertFolderOrAbsent('out', options.out);
  const storePath = join(options.out, 'results.jsonl');
  if (existsSync(storePath)) throw new ConfigError(`${options.out} already holds results (${storePath}); give a new folder`);
  const store = StoreWriter.create(storePath, plannedHeader(spec, null, planned));
  try {
    const { completed, aborted } = await runTrials(planned, {
      seed: spec.seed,
      jobs,
      keepEvents,
      store,
      threads: { spec },
      environment: RunEnvironment.create(),
      artifactDir: join(options.out, 'artifacts'),
      onRow: options.onRow ?? (() => {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return { storePath, planned: planned.length, completed, aborted };
  } finally {
    store.close();
  }
}

/** The reference harness's profiles when it is chosen, then each harness under test: `run`'s columns, by `run`'s rules (matrixSubjects). */
async function subjectsOf(options: RunMatrixOptions): Promise<Subject[]> {
  const items = options.harnesses ?? ['reference'];
  if (items.length === 0) throw new ConfigError('harnesses: name at least one (reference, a harness kind, a configuration or a file)');
  const names = items.filter((i): i is string => typeof i === 'string');
  const reference = names.includes('reference');
  if (!reference && options.profiles !== undefined) throw new ConfigError("profiles choose the reference harness's profiles; add 'reference' to harnesses");
  const profiles = reference ? selectProfiles(options.profiles ?? []) : null;
  const others = names.filter((n) => n !== 'reference');
  const objects = items.filter((i): i is HarnessConfigurationInput => typeof i !== 'string');
  if (others.length === 0 && objects.length === 0) return matrixSubjects(profiles, []);
  // The wire modules (model server, MCP SDK) load only when a harness under test is asked for, as in `run`.
  const { configureHarnesses, harnessProfiles } = await import('../harnesses/configurations.js');
  const { defineHarness } = await import('../harnesses/define.js');
  const external = [...harnessProfiles(others).external, ...objects.map(defineHarness)];
  return matrixSubjects(profiles, configureHarnesses(external, undefined, { allowHost: options.allowHostHarness === true }));
}

/** Objects validated as scenario files are, names and files selected as `run --scenario` selects them, in the order given; names unique. */
async function scenariosOf(items: RunMatrixOptions['scenarios']): Promise<Scenario[]> {
  const byName = new Map<string, Scenario>();
  for (const [i, item] of items.entries()) {
    for (const s of typeof item === 'string' ? await selectScenarios([item], undefined) : [parseScenario(item, `scenarios[${i}]`)]) {
      const same = byName.get(s.name);
      if (same !== undefined && same !== s) throw new ConfigError(`two different scenarios are named ${s.name}`);
      byName.set(s.name, s);
    }
  }
  if (byName.size === 0) throw new ConfigError('no scenarios: give scenario objects, names or files');
  return [...byName.values()];
}

function count(what: string, n: number, min: 0 | 1): number {
  if (!Number.isSafeInteger(n) || n < min) throw new ConfigError(`${what}: an integer >= ${min}, not ${n}`);
  return n;
}
