import { parseCommand, showHelp } from './cli.js';
import { COMMANDS, type RunValues } from './cli-table.js';
import { choiceFlag, EXIT, intFlag, jobsValue, MAX_TRIALS, optionalInt, UsageError, type Io } from './common.js';
import { givenExpectations } from './expectation-checks.js';
import { bytesFlag, llmOptions, numberFlag, parseShard, type Format } from './run-flags.js';
import type { MatrixRun } from './run-plan.js';
import { lastFailedArguments, resumeArguments } from './run-resume.js';
import { runMatrix } from './run-session.js';
import { runSuiteCommand } from './run-suite.js';
import { loadRunConfig, withConfig } from './selection.js';
import { outParentOf, setUpMatrix, type MatrixRequest } from '../matrix-setup.js';
import type { Profile } from '../../harness/profile.js';

/* The run command: its flags, parsed into a run request (matrix-setup.ts sets it up); run-session.ts runs it. */

const RUN_OPTIONS = COMMANDS.run.options;

export async function runCommand(given: string[], io: Io): Promise<number> {
  // `--resume DIR` continues the run stored there with the arguments its header recorded; `--last-failed DIR` takes its selection.
  const argv = given.includes('--help') || given.includes('-h') ? given : lastFailedArguments(resumeArguments(given));
  const { values } = parseCommand(argv, 'run');
  if (values.help) return showHelp(io, 'run');
  const format = choiceFlag<Format>('format', values.format, ['table', 'wide', 'jsonl', 'json'], 'table');
  if (values.suite !== undefined) {
    const matrixOnly = ['scenario', 'profile', 'harness', 'harness-version', 'proposer', 'model', 'trials', 'jobs', 'out', 'resume', 'shard', 'keep-events', 'reporter', 'base-url', 'record', 'replay', 'grep', 'last-failed', 'config', 'max-concurrency', 'ablate', 'expect', 'require'] as const;
    const given = matrixOnly.filter((k) => values[k] !== undefined);
    if (given.length > 0) throw new UsageError(`--suite runs the seed lab's fixed cases; ${given.map((k) => `--${k}`).join(', ')} do not apply to it`);
  } else if (values.verbose) {
    throw new UsageError('--verbose applies to --suite only (a matrix keeps event timelines in its store: see --keep-events)');
  }
  const pairs = values.ablate !== undefined && choiceFlag('ablate', values.ablate, ['pairs'] as const, 'pairs') === 'pairs';
  const junit = choiceFlag('reporter', values.reporter, ['junit', 'default'] as const, 'default') === 'junit';
  if (values.suite !== undefined) return runSuiteCommand(values.suite, intFlag('seed', values.seed, RUN_OPTIONS.seed.default), format, values.verbose ?? false, io);
  const run = await setUpRun(values, pairs, io);
  return run === null ? EXIT.ok : runMatrix({ ...run, argv, format, junit, pairs }, io);
}

/**
 * The flags as a run request (matrix-setup.ts holds every rule of what it
 * means): each value parsed for its form, the config file's defaults under
 * the flags; null when --last-failed finds nothing to rerun.
 */
async function setUpRun(flags: RunValues, pairs: boolean, io: Io): Promise<Omit<MatrixRun, 'argv' | 'format' | 'junit' | 'pairs'> | null> {
  let values = flags;
  const config = loadRunConfig(values.config);
  if (config.path !== null) {
    // --ablate pairs chooses the profiles itself: a config file's profiles give way to it (a --profile typed with it is refused).
    values = withConfig(values, pairs ? { ...config.config, profiles: undefined } : config.config);
    io.err(`config: ${config.path}`);
  }
  const request = requestOf(values, pairs, config.config.out_dir);
  const setUp = await setUpMatrix(request, (line) => io.err(line));
  return setUp === null ? null : { ...setUp, values, request };
}

/** `run`'s flags as the request they make: each value parsed for its form; what it means is the set-up's. */
export function requestOf(values: RunValues, pairs: boolean, outDir?: string): MatrixRequest {
  const outParent = outParentOf({ out: values.out, outParent: outDir });
  const lastFailed = values['last-failed'];
  const bytes = (name: 'trial-output-cap' | 'run-output-cap') => (values[name] === undefined ? undefined : bytesFlag(name, values[name], 0));
  return {
    // What the harnesses under test must do, read first (a bad --expect or --require exits 2 before anything is selected).
    expectations: givenExpectations(values),
    scenarios: values.scenario,
    grep: values.grep,
    profiles: values.profile,
    pairs,
    harnesses: values.harness,
    harnessVersion: values['harness-version'],
    allowHostHarness: values['allow-host-harness'] === true,
    proposers: values.proposer,
    model: values.model,
    llm: llmOptions(values),
    trials: optionalInt('trials', values.trials, 1, MAX_TRIALS),
    seed: optionalInt('seed', values.seed),
    jobs: jobsValue(values.jobs),
    keepEvents: optionalInt('keep-events', values['keep-events']),
    maxConcurrency: optionalInt('max-concurrency', values['max-concurrency'], 1),
    runTokenLimit: numberFlag('run-token-limit', values['run-token-limit']),
    runCostLimit: numberFlag('run-cost-limit', values['run-cost-limit']),
    lastFailed: lastFailed === undefined ? undefined : lastFailed === '' ? { parent: outParent } : { dir: lastFailed },
    shard: parseShard(values.shard),
    trialOutputCap: bytes('trial-output-cap'),
    runOutputCap: bytes('run-output-cap'),
    resume: values.resume !== undefined,
    out: values.out,
    outParent,
  };
}

export type { Profile };
