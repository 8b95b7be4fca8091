import { unresolvedExpectations } from '../../ablations/results/harness-expectations.js';
import { closestName } from './did-you-mean.js';
import { dirname } from 'node:path';
import type { MatrixSpec } from '../../ablations/runner/matrix.js';
import { parseProposerChoice, upstreamChoice, type ProposerChoice } from '../../ablations/runner/proposers.js';
import { upstreamRefusedText } from '../../ablations/runner/cell.js';
import { parseUpstreamModel, protocolRefusal } from '../../models/server/upstream.js';
import { RunBudget } from '../../ablations/runner/run-budget.js';
import { builtInProfiles, pairProfiles, type Profile } from '../../harness/profile.js';
import type { HarnessChoice } from '../../harnesses/configurations.js';
import { ProviderActivity } from '../../models/llm/activity.js';
import { isLlmProposerSpec, parseLlmProposerSpec } from '../../models/llm/llm-proposer-spec.js';
import { parseCommand, showHelp } from './cli.js';
import { COMMANDS, type RunValues } from './cli-table.js';
import { asUsage, choiceFlag, EXIT, intFlag, MAX_TRIALS, UsageError, type Io } from './common.js';
import { givenExpectations } from './expectation-checks.js';
import { llmOptions, numberFlag, type Format } from './run-flags.js';
import type { MatrixRun } from './run-plan.js';
import { flagsOf, lastFailedArguments, resumeArguments } from './run-resume.js';
import { runMatrix } from './run-session.js';
import { runSuiteCommand } from './run-suite.js';
import { DEFAULT_OUT_PARENT, lastFailed, loadRunConfig, selectProfiles, selectScenarios, withConfig } from './selection.js';
import { columnOf, isJudged, matrixSubjects } from '../../ablations/runner/subject.js';
import { CATALOGUE, DEFAULT_MATRIX } from '../../scenarios/catalogue.js';

/* The run command: its flags, then the set-up step of a matrix run (selection, limits, the matrix); run-session.ts runs it. */

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
  if (pairs && values.profile !== undefined) throw new UsageError('--ablate pairs chooses the profiles itself (full, every without-<control>, every pair); drop --profile');
  const junit = choiceFlag('reporter', values.reporter, ['junit', 'default'] as const, 'default') === 'junit';
  if (values.suite !== undefined) return runSuiteCommand(values.suite, intFlag('seed', values.seed, RUN_OPTIONS.seed.default), format, values.verbose ?? false, io);
  const run = await setUpRun(values, pairs, io);
  return run === null ? EXIT.ok : runMatrix({ ...run, argv, format, junit, pairs }, io);
}

/** A matrix run as another command asks for it (track): typed options, the same set-up and session as `run`. */
export interface RunRequest {
  /** Harness kinds, configuration names or files, as `--harness`. */
  harnesses: readonly string[];
  /** A release of their one package instead of the pinned one (`--harness-version`). */
  harnessVersion?: string;
  /** Built-in names, globs or files (`--scenario`); none: every built-in scenario. */
  scenarios?: readonly string[];
  trials: number;
  seed: number;
  jobs: number;
  /** The run's folder. */
  out: string;
  format: Format;
  /** Continue the run stored in `out` (a UsageError starting `--resume:` when it was made with other options). */
  resume?: boolean;
}

/** Runs a request as `run` runs its flags: its values are turned into the flags the store records, so that a later `run --resume` continues it. */
export function runRequest(request: RunRequest, io: Io): Promise<number> {
  const values: RunValues = {
    harness: [...request.harnesses],
    ...(request.harnessVersion === undefined ? {} : { 'harness-version': request.harnessVersion }),
    trials: String(request.trials),
    seed: String(request.seed),
    jobs: String(request.jobs),
    out: request.out,
    format: request.format,
    ...(request.scenarios === undefined || request.scenarios.length === 0 ? {} : { scenario: [...request.scenarios] }),
  };
  const argv = flagsOf(values);
  return runCommand(request.resume === true ? [...argv, '--resume', request.out] : argv, io);
}

/**
 * The set-up step: the config file's defaults under the flags; the
 * scenarios, profiles, proposers and harnesses, by name, glob or file, with
 * --grep and --last-failed; the run's limits and the matrix. Null when
 * --last-failed finds nothing to rerun.
 */
async function setUpRun(flags: RunValues, pairs: boolean, io: Io): Promise<Omit<MatrixRun, 'argv' | 'format' | 'junit' | 'pairs'> | null> {
  let values = flags;
  const config = loadRunConfig(values.config);
  if (config.path !== null) {
    values = withConfig(values, config.config);
    io.err(`config: ${config.path}`);
  }
  if (values['last-failed'] !== undefined && values.resume !== undefined) throw new UsageError('--last-failed starts a new run of the failed cells; it cannot --resume one');
  // What the harnesses under test must do, read before anything runs (a bad --expect or --require exits 2).
  const expectations = givenExpectations(values);
  const outParent = values.out !== undefined ? dirname(values.out) : (config.config.out_dir ?? DEFAULT_OUT_PARENT);
  const activity = new ProviderActivity();
  let { scenarios, profiles: referenceProfiles, proposers, harnesses } = await asUsage(async () => ({
    // None named: the default matrix for the reference profiles; every built-in for a harness under test or a rerun of failed cells.
    scenarios: await selectScenarios(values.scenario ?? [], values.grep, values.harness === undefined && values['last-failed'] === undefined ? DEFAULT_MATRIX : CATALOGUE),
    profiles: pairs ? [...builtInProfiles(), ...pairProfiles()] : selectProfiles(values.profile ?? []),
    proposers: values.model !== undefined ? [...(values.proposer ?? []).map(besideModel), modelChoice(values)] : (values.proposer ?? ['scenario']).map((text) => (isLlmProposerSpec(text) ? parseLlmProposerSpec(text, { ...llmOptions(values), activity }) : parseProposerChoice(text))),
    harnesses: await chooseHarnesses(values.harness ?? ['reference'], values['allow-host-harness'] === true, values['harness-version']),
  }));
  if (values.model !== undefined) refuseModelMismatch(values.model, harnesses, proposers);
  const failed = values['last-failed'] !== undefined ? await lastFailed(values['last-failed'] === '' ? { parent: outParent } : { dir: values['last-failed'] }, scenarios, referenceProfiles) : null;
  if (failed !== null) {
    if (failed.cells.size === 0) {
      io.err(`--last-failed: every cell of ${failed.dir} met its expectation; nothing to rerun`);
      return null;
    }
    scenarios = scenarios.filter((s) => failed.scenarios.has(s.name));
    referenceProfiles = referenceProfiles.filter((p) => failed.profiles.has(p.name));
    values = { ...values, seed: values.seed ?? String(failed.run_seed), trials: values.trials ?? String(failed.trials) };
    const failedCells = failed.cells.size - failed.baselines;
    const withBaselines = failed.baselines === 0 ? '' : `, with the ${failed.baselines} full cell(s) they are read against`;
    io.err(`--last-failed: rerunning the ${failedCells} cell(s) of ${failed.dir} that failed, errored or did not run${withBaselines} (seed ${values.seed}, --trials ${values.trials})`);
  }
  const seed = intFlag('seed', values.seed, RUN_OPTIONS.seed.default);
  const maxConcurrency = intFlag('max-concurrency', values['max-concurrency'], RUN_OPTIONS['max-concurrency'].default, 1);
  for (const p of proposers) if ('upstream' in p && p.upstream !== undefined && !p.upstream.priceKnown) io.err(`warning: no price known for ${p.id}: its cost counts as 0 USD (pass --prices FILE with an entry for the model)`);
  for (const p of proposers) if ('priceKnown' in p && !p.priceKnown) io.err(`warning: no price known for ${p.id}: its cost counts as 0 USD (pass --prices FILE with an entry for the model)`);
  // External harnesses run as extra columns; the reference harness's profiles only when it is chosen.
  if (!harnesses.reference && values.profile !== undefined) throw new UsageError('--profile chooses profiles of the reference harness; add --harness reference');
  if (values['harness-version'] !== undefined) await installReleases(harnesses, io);
  const subjects = asUsage(() => matrixSubjects(harnesses.reference ? referenceProfiles : null, harnesses.external));
  for (const h of harnesses.external) {
    if (h.profile.container_hardening !== 'standard') {
      io.err(`note: ${h.identity.name} runs in the widened container variant ${h.profile.container_hardening} (so that its own sandbox can start; what it widens: docs/sandbox.md)`);
    }
  }
  // A gate that names what the run does not hold is a typo: found before the first trial, not after the last.
  const unresolved = unresolvedExpectations(expectations ?? [], { harnesses: harnesses.external.map((h) => h.identity.name), scenarios: scenarios.map((s) => s.name) }, closestName);
  if (unresolved.length > 0) throw new UsageError(unresolved.join('\n'));
  const judgedProfiles = subjects.filter(isJudged).map(columnOf);
  const budget = new RunBudget({ tokens: numberFlag('run-token-limit', values['run-token-limit']), usd: numberFlag('run-cost-limit', values['run-cost-limit']) });
  const spec: MatrixSpec = {
    scenarios,
    subjects,
    proposers,
    trials: intFlag('trials', values.trials, RUN_OPTIONS.trials.default, 1, MAX_TRIALS),
    seed,
    keepEvents: intFlag('keep-events', values['keep-events'], RUN_OPTIONS['keep-events'].default),
    ...(expectations !== undefined ? { expectations } : {}),
    ...(values['allow-host-harness'] === true ? { allowHostHarness: true } : {}),
  };
  return { values, spec, judgedProfiles, failed, outParent, activity, maxConcurrency, budget };
}

/** `--model PROVIDER:MODEL`: a real model behind every external harness, the run's last proposer column. */
function modelChoice(values: RunValues): ProposerChoice {
  const { baseUrl, record, replay, prices, timeoutMs, tokenLimit, costLimit, rpm, tpm } = llmOptions(values);
  // The provider's pace over all the run's trials: --max-concurrency requests in flight at once (the trials themselves are --jobs).
  const maxInFlight = intFlag('max-concurrency', values['max-concurrency'], RUN_OPTIONS['max-concurrency'].default, 1);
  return upstreamChoice(parseUpstreamModel(values.model!, { baseUrl, record, replay, prices, timeoutMs, tokenLimit, costLimit, rpm, tpm, maxInFlight }));
}

/** A `--proposer` beside `--model`: a scripted model, whose trials are set beside the real model's (each its own scorecard entry). */
function besideModel(text: string): ProposerChoice {
  if (isLlmProposerSpec(text)) throw new UsageError(`--model is the model behind external harnesses; beside it --proposer takes scripted models only (scenario, stochastic:...), not ${text}`);
  return parseProposerChoice(text);
}

/** `--model` is refused for the reference harness, and for a configuration whose protocol the provider does not speak, before any trial. */
function refuseModelMismatch(text: string, harnesses: HarnessChoice, proposers: readonly ProposerChoice[]): void {
  if (harnesses.reference) throw new UsageError(upstreamRefusedText(text));
  const upstream = proposers.find((p) => p.upstream !== undefined)?.upstream;
  if (upstream === undefined) return;
  for (const h of harnesses.external) {
    const refusal = protocolRefusal(upstream, h.identity.name, h.profile.protocol);
    if (refusal !== null) throw new UsageError(refusal);
  }
}

/**
 * The harnesses under test. The wire modules (model server, MCP SDK) load
 * only when an external harness is asked for: a reference-only run starts as
 * fast as before.
 */
async function chooseHarnesses(items: readonly string[], allowHost: boolean, version: string | undefined): Promise<HarnessChoice> {
  if (items.every((i) => i === 'reference')) {
    if (version !== undefined) throw new UsageError('--harness-version chooses a release of an external harness; name one with --harness');
    return { reference: true, external: [] };
  }
  const { resolveHarnesses } = await import('../../harnesses/configurations.js');
  return resolveHarnesses(items, undefined, { allowHost, ...(version === undefined ? {} : { version }) });
}

/** `--harness-version`: the release is installed into the cache when it is not there yet. */
async function installReleases(harnesses: HarnessChoice, io: Io): Promise<void> {
  const { installRelease } = await import('../../harnesses/install.js');
  const { cacheDir } = await import('../../harnesses/configurations.js');
  for (const h of harnesses.external) {
    if (h.missingPackage() === null) continue;
    const failure = installRelease(h.profile, cacheDir(), (line) => io.err(line));
    if (failure !== null) throw new UsageError(failure);
  }
}

export type { Profile };
