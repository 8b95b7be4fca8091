import { dirname, join } from 'node:path';
import { unresolvedExpectations } from '../ablations/results/harness-expectations.js';
import { cellKey } from '../ablations/results/store.js';
import { emptyPlanReason, plannedHeader, planTrials, shardOf, type MatrixSpec, type PlannedTrial } from '../ablations/runner/matrix.js';
import { parseProposerChoice, upstreamChoice, type ProposerChoice } from '../ablations/runner/proposers.js';
import { upstreamRefusedText } from '../ablations/runner/cell.js';
import { RunBudget } from '../ablations/runner/run-budget.js';
import { columnOf, isJudged, matrixSubjects, type Subject } from '../ablations/runner/subject.js';
import type { StoreHeader } from '../ablations/results/store.js';
import { builtInProfiles, pairProfiles, type Profile } from '../harness/profile.js';
import type { HarnessConfigurationInput } from '../harnesses/configuration.js';
import type { MatrixRequest } from './matrix-request.js';
import type { ExternalHarness } from '../harnesses/external-harness.js';
import { ProviderActivity } from '../models/llm/activity.js';
import { isLlmProposerSpec, parseLlmProposerSpec, type LlmSpecOptions } from '../models/llm/llm-proposer-spec.js';
import { parseUpstreamModel, protocolRefusal } from '../models/server/upstream.js';
import { CATALOGUE, DEFAULT_MATRIX } from '../scenarios/catalogue.js';
import { parseScenario } from '../scenarios/load.js';
import type { Scenario } from '../scenarios/schema.js';
import { RunEnvironment } from '../worlds/run-environment.js';
import { DEFAULT_RUN_OUTPUT_CAP_BYTES, DEFAULT_TRIAL_OUTPUT_CAP_BYTES } from '../worlds/sandbox/output-budget.js';
import { COMMANDS } from './commands/cli-table.js';
import { asUsage, assertFolderOrAbsent, autoJobs, checkCount, MAX_JOBS, MAX_TRIALS, trialFootprint, UsageError } from './commands/common.js';
import { closestName } from './commands/did-you-mean.js';
import { DEFAULT_OUT_PARENT, lastFailed, selectProfiles, selectScenarios, type LastFailed } from './commands/selection.js';

/*
 * A matrix run's set-up, the one place its rules are written. A request says
 * what `run`'s flags say, typed: `run` parses its flags into one, the
 * package's runMatrix takes one from code, and `track` asks for each
 * release's run with one. setUpMatrix turns it into the matrix (scenarios x
 * subjects x proposers) and the run's limits; planMatrix into the run's
 * folder, environment and trials. Each option is named after its flag, and so
 * are the errors (a UsageError: `run` exits 2).
 */

const DEFAULTS = COMMANDS.run.options;

/** The matrix a request asks for, and the run's limits. */
export interface MatrixSetUp {
  spec: MatrixSpec;
  /** The reference harness's profiles, judged against expectations (a harness under test is measured, not judged). */
  judgedProfiles: readonly Profile[];
  /** With lastFailed, the cells to rerun. */
  failed: LastFailed | null;
  /** What the LLM trials are waiting on, for a progress line. */
  activity: ProviderActivity;
  maxConcurrency: number;
  budget: RunBudget;
}

/** Where the run goes, what it shares with its trials, and which trials of the plan it runs. */
export interface MatrixPlan {
  /** The run's output caps, creation gate and sandbox factories, handed to every trial and worker thread. */
  environment: RunEnvironment;
  shard: { index: number; count: number } | null;
  jobs: number;
  outDir: string;
  storePath: string;
  /** This shard's trials (with lastFailed, those of the failed cells), done or not. */
  planned: PlannedTrial[];
  header: StoreHeader;
}

/**
 * The set-up step: scenarios, profiles, proposers and harnesses by name,
 * glob, file or object, with grep and lastFailed; the run's limits and the
 * matrix. `note` hears what the run should say before it starts (a price
 * not known, a widened container, the cells a rerun takes). Null when
 * lastFailed finds nothing to rerun.
 */
export async function setUpMatrix(request: MatrixRequest, note: (line: string) => void = () => {}): Promise<MatrixSetUp | null> {
  checkLimits(request);
  if (request.resume === true && request.lastFailed !== undefined) throw new UsageError('--last-failed starts a new run of the failed cells; it cannot --resume one');
  const harnessItems = request.harnesses ?? ['reference'];
  if (harnessItems.length === 0) throw new UsageError('--harness: name at least one (reference, a harness kind, a configuration or a file)');
  const pairs = request.pairs === true;
  if (pairs && request.profiles !== undefined) throw new UsageError('--ablate pairs chooses the profiles itself (full, every without-<control>, every pair); drop --profile');
  const reference = harnessItems.includes('reference');
  if (!reference && request.profiles !== undefined) throw new UsageError('--profile chooses profiles of the reference harness; add --harness reference');
  const activity = new ProviderActivity();
  const maxConcurrency = checkCount('max-concurrency', request.maxConcurrency ?? DEFAULTS['max-concurrency'].default, 1);
  const llm = request.llm ?? { stream: true };
  if (llm.record !== undefined && llm.replay !== undefined) throw new UsageError('--record and --replay cannot be used together');
  let { scenarios, profiles } = await asUsage(async () => ({
    // None named: the default matrix for the reference profiles; every built-in for a harness under test or a rerun of failed cells.
    scenarios: await scenariosOf(request, request.harnesses === undefined && request.lastFailed === undefined ? DEFAULT_MATRIX : CATALOGUE),
    profiles: !reference ? [] : pairs ? [...builtInProfiles(), ...pairProfiles()] : selectProfiles(request.profiles ?? []),
  }));
  const proposers = await asUsage(async () => [
    ...(request.proposers ?? (request.model === undefined ? ['scenario'] : [])).map((text) => proposerOf(text, request.model !== undefined, { ...llm, activity })),
    ...(request.model === undefined ? [] : [modelChoice(request.model, llm, maxConcurrency)]),
  ]);
  const external = await harnessesOf(harnessItems, request, note);
  if (request.model !== undefined) refuseModelMismatch(request.model, reference, external, proposers);

  const failed = request.lastFailed === undefined ? null : await lastFailed(request.lastFailed, scenarios, profiles);
  if (failed !== null) {
    if (failed.cells.size === 0) {
      note(`--last-failed: every cell of ${failed.dir} met its expectation; nothing to rerun`);
      return null;
    }
    scenarios = scenarios.filter((s) => failed.scenarios.has(s.name));
    profiles = profiles.filter((p) => failed.profiles.has(p.name));
  }
  const seed = checkCount('seed', request.seed ?? failed?.run_seed ?? DEFAULTS.seed.default);
  const trials = checkCount('trials', request.trials ?? failed?.trials ?? DEFAULTS.trials.default, 1, MAX_TRIALS);
  if (failed !== null) {
    const failedCells = failed.cells.size - failed.baselines;
    const withBaselines = failed.baselines === 0 ? '' : `, with the ${failed.baselines} full cell(s) they are read against`;
    note(`--last-failed: rerunning the ${failedCells} cell(s) of ${failed.dir} that failed, errored or did not run${withBaselines} (seed ${seed}, --trials ${trials})`);
  }
  for (const p of proposers) {
    const known = p.upstream !== undefined ? p.upstream.priceKnown : 'priceKnown' in p ? p.priceKnown : true;
    if (!known) note(`warning: no price known for ${p.id}: its cost counts as 0 USD (pass --prices FILE with an entry for the model)`);
  }
  // A gate that names what the run does not hold is a typo: found before the first trial, not after the last.
  const unresolved = unresolvedExpectations(request.expectations ?? [], { harnesses: external.map((h) => h.identity.name), scenarios: scenarios.map((s) => s.name) }, closestName);
  if (unresolved.length > 0) throw new UsageError(unresolved.join('\n'));
  // The one slow step (a release fetched from the registry) comes after every refusal that costs nothing.
  if (request.harnessVersion !== undefined) await installReleases(external, note);
  const subjects = asUsage(() => matrixSubjects(reference ? profiles : null, external));
  const spec: MatrixSpec = {
    scenarios,
    subjects,
    proposers,
    trials,
    seed,
    keepEvents: checkCount('keep-events', request.keepEvents ?? DEFAULTS['keep-events'].default),
    ...(request.expectations !== undefined ? { expectations: [...request.expectations] } : {}),
    ...(request.allowHostHarness === true ? { allowHostHarness: true } : {}),
  };
  return {
    spec,
    judgedProfiles: subjects.filter(isJudged).map(columnOf),
    failed,
    activity,
    maxConcurrency,
    budget: new RunBudget({ tokens: request.runTokenLimit, usd: request.runCostLimit }),
  };
}

/**
 * The plan step: the run's environment (its caps, and the wall clock its trials' times are read on) and
 * folder, and its trials; a plan with nothing to run is a usage error.
 */
export function planMatrix(setUp: MatrixSetUp, request: MatrixRequest, wallClock?: () => number): MatrixPlan {
  const { spec, failed } = setUp;
  const environment = RunEnvironment.create({ trialCapBytes: request.trialOutputCap ?? DEFAULT_TRIAL_OUTPUT_CAP_BYTES, runCapBytes: request.runOutputCap ?? DEFAULT_RUN_OUTPUT_CAP_BYTES, ...(wallClock === undefined ? {} : { wallClock }) });
  const shard = request.shard ?? null;
  const jobsGiven = request.jobs ?? DEFAULTS.jobs.default;
  const jobs = jobsGiven === 'auto' ? autoJobs(trialFootprint(spec)) : checkCount('jobs', jobsGiven, 1, MAX_JOBS);
  const outDir = request.out ?? join(request.outParent ?? DEFAULT_OUT_PARENT, `${new Date().toISOString().replace(/[:.]/g, '-')}-seed${spec.seed}${shard ? `-shard${shard.index}of${shard.count}` : ''}`);
  assertFolderOrAbsent('--out', outDir);
  const all = asUsage(() => planTrials(spec));
  const planned = shardOf(all, shard).filter((p) => failed === null || failed.cells.has(cellKey({ scenario: p.scenario.name, profile: p.subject.name, proposer: p.proposer.id })));
  if (planned.length === 0 && failed !== null) throw new UsageError(`--last-failed: the failed cells of ${failed.dir} are not in this selection (same scenarios, profiles and --proposer as that run?)`);
  if (all.length === 0) throw new UsageError(emptyPlanReason(spec));
  if (planned.length === 0) throw new UsageError(`no trials to run: shard ${shard!.index}/${shard!.count} is empty (the plan has ${all.length} trial(s); use at most ${all.length} shards)`);
  return { environment, shard, jobs, outDir, storePath: join(outDir, 'results.jsonl'), planned, header: plannedHeader(spec, shard, planned) };
}

/** Where a run folder is made when `out` names none: beside `out`'s folder, else the default parent. */
export function outParentOf(request: Pick<MatrixRequest, 'out' | 'outParent'>): string {
  return request.out !== undefined ? dirname(request.out) : (request.outParent ?? DEFAULT_OUT_PARENT);
}

/** Names and files selected as `--scenario` selects them; with objects among them (validated as scenario files are), each in the order given; names unique. */
async function scenariosOf(request: MatrixRequest, whenNone: readonly Scenario[]): Promise<Scenario[]> {
  const items = request.scenarios;
  if (items === undefined) return selectScenarios([], request.grep, whenNone);
  const texts = items.filter((i): i is string => typeof i === 'string');
  // Only names and files: selected together, as `--scenario` selects them (a grep over the whole selection).
  if (texts.length === items.length && texts.length > 0) return selectScenarios(texts, request.grep);
  const byName = new Map<string, Scenario>();
  for (const [i, item] of items.entries()) {
    for (const s of typeof item === 'string' ? await selectScenarios([item], request.grep) : [parseScenario(item, `scenarios[${i}]`)]) {
      const same = byName.get(s.name);
      if (same !== undefined && same !== s) throw new UsageError(`two different scenarios are named ${s.name}`);
      byName.set(s.name, s);
    }
  }
  if (byName.size === 0) throw new UsageError('--scenario: no scenarios; give scenario objects, names or files');
  return [...byName.values()];
}

/** A proposer named by `--proposer`: beside `--model` only scripted ones, each its own scorecard entry beside the real model's. */
function proposerOf(text: string, besideModel: boolean, llm: LlmSpecOptions): ProposerChoice {
  if (!isLlmProposerSpec(text)) return parseProposerChoice(text);
  if (besideModel) throw new UsageError(`--model is the model behind external harnesses; beside it --proposer takes scripted models only (scenario, stochastic:...), not ${text}`);
  return parseLlmProposerSpec(text, llm);
}

/** `--model PROVIDER:MODEL`: a real model behind every external harness, the run's last proposer column, `maxInFlight` requests at once over all the run's trials. */
function modelChoice(model: string, llm: LlmSpecOptions, maxInFlight: number): ProposerChoice {
  const { baseUrl, record, replay, prices, timeoutMs, tokenLimit, costLimit, rpm, tpm } = llm;
  return upstreamChoice(parseUpstreamModel(model, { baseUrl, record, replay, prices, timeoutMs, tokenLimit, costLimit, rpm, tpm, maxInFlight }));
}

/** `--model` is refused for the reference harness, and for a configuration whose protocol the provider does not speak, before any trial. */
function refuseModelMismatch(text: string, reference: boolean, external: readonly ExternalHarness[], proposers: readonly ProposerChoice[]): void {
  if (reference) throw new UsageError(upstreamRefusedText(text));
  const upstream = proposers.find((p) => p.upstream !== undefined)?.upstream;
  if (upstream === undefined) return;
  for (const h of external) {
    const refusal = protocolRefusal(upstream, h.identity.name, h.profile.protocol);
    if (refusal !== null) throw new UsageError(refusal);
  }
}

/**
 * The harnesses under test, each configured for its placement (at
 * `harnessVersion` when one is named; installReleases fetches it). The wire
 * modules (model server, MCP SDK) load only when one is asked for: a
 * reference-only run starts as fast as before.
 */
async function harnessesOf(items: readonly (string | HarnessConfigurationInput)[], request: MatrixRequest, note: (line: string) => void): Promise<ExternalHarness[]> {
  const version = request.harnessVersion;
  if (items.every((i) => i === 'reference')) {
    if (version !== undefined) throw new UsageError('--harness-version chooses a release of an external harness; name one with --harness');
    return [];
  }
  const { atVersion, configureHarnesses, harnessProfiles } = await import('../harnesses/configurations.js');
  const { defineHarness } = await import('../harnesses/define.js');
  const external = asUsage(() => {
    const named = harnessProfiles(items.filter((i): i is string => typeof i === 'string' && i !== 'reference')).external;
    const chosen = [...named, ...items.filter((i): i is HarnessConfigurationInput => typeof i !== 'string').map(defineHarness)];
    return configureHarnesses(version === undefined ? chosen : atVersion(chosen, version), undefined, { allowHost: request.allowHostHarness === true });
  });
  for (const h of external) {
    if (h.profile.container_hardening !== 'standard') {
      note(`note: ${h.identity.name} runs in the widened container variant ${h.profile.container_hardening} (so that its own sandbox can start; what it widens: docs/sandbox.md)`);
    }
  }
  return external;
}

/** `--harness-version`: the release is installed into the cache when it is not there yet. */
async function installReleases(external: readonly ExternalHarness[], note: (line: string) => void): Promise<void> {
  const { installRelease } = await import('../harnesses/install.js');
  const { cacheDir } = await import('../harnesses/configurations.js');
  for (const h of external) {
    if (h.missingPackage() === null) continue;
    const failure = installRelease(h.profile, cacheDir(), note);
    if (failure !== null) throw new UsageError(failure);
  }
}

/** The request's limits that no flag parse has checked when it comes from code: a shard within its count, caps and budgets that can be met. */
function checkLimits(request: MatrixRequest): void {
  const { shard } = request;
  if (shard !== undefined && shard !== null && (!Number.isInteger(shard.index) || !Number.isInteger(shard.count) || shard.count < 1 || shard.index < 1 || shard.index > shard.count)) {
    throw new UsageError(`--shard ${shard.index}/${shard.count}: K must be between 1 and N`);
  }
  if (request.trialOutputCap !== undefined) checkCount('trial-output-cap', request.trialOutputCap);
  if (request.runOutputCap !== undefined) checkCount('run-output-cap', request.runOutputCap);
  for (const [name, n] of [['run-token-limit', request.runTokenLimit], ['run-cost-limit', request.runCostLimit]] as const) {
    if (n !== undefined && !(Number.isFinite(n) && n >= 0)) throw new UsageError(`--${name} must be a non-negative number, got ${n}`);
  }
}

export type { MatrixRequest, Subject };
