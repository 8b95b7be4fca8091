import { cloneData, digest } from '../../harness/digest.js';
import { BENCH_VERSION } from '../../harness/version.js';
import { ArtifactStore } from '../../harness/log/artifact-store.js';
import { ConfigError } from '../../harness/errors.js';
import { RunEnvironment } from '../../worlds/run-environment.js';
import { deriveSeed } from '../../harness/random.js';
import { worldTools } from '../../worlds/index.js';
import { toolId } from '../../harness/tools.js';
import type { Scenario } from '../../scenarios/schema.js';
import type { ProposerChoice } from './proposers.js';
import { STORE_SCHEMA_VERSION, type PlannedCell, type StoreHeader, type StoreWriter, type TrialRow } from '../results/store.js';
import type { RunBudget, Spent } from './run-budget.js';
import { prepareScenario, type Cell, type PreparedScenario } from './cell.js';
import { runPlannedTrial, type PlannedTrial } from './trial-row.js';
import type { HarnessExpectation } from '../results/harness-expectations.js';
import { assertDistinctColumns, columnOf, isJudged, prepareSubjectCell, runsOn, unplannedReason, workspaceOnlyText, type Subject } from './subject.js';
import { startThread, workerModule, type Thread } from '../../harness/worker-pool.js';
import type { WorkerMessage, WorkerSpec } from './trial-worker-protocol.js';
import type { ProviderActivity } from '../../models/llm/activity.js';
import type { LlmProposerChoice, LlmWorkerOptions } from '../../models/llm/llm-proposer-spec.js';
import { part, workerShare } from '../../models/llm/worker-share.js';

export { BENCH_VERSION };
export { runPlannedTrial, type PlannedTrial } from './trial-row.js';

export interface MatrixSpec {
  scenarios: readonly Scenario[];
  /** The systems under test, one column each: the reference harness under a profile, or an external harness's configuration. */
  subjects: readonly Subject[];
  proposers: readonly ProposerChoice[];
  trials: number;
  seed: number;
  /** Keep the event timeline of the first N trials of each cell. */
  keepEvents?: number;
  /** What the run requires of its harnesses under test (stored in the header, so a report checks the same). */
  expectations?: readonly HarnessExpectation[];
  /** The run was given --allow-host-harness (its header says so). */
  allowHostHarness?: boolean;
}


/**
 * Why a matrix plans no trial at all, in words a user can act on: the harnesses under test run only in the
 * workspace container and no chosen scenario has one, or no proposer applies to the chosen scenarios.
 */
export function emptyPlanReason(spec: MatrixSpec): string {
  const workspaceOnly = workspaceOnlyText(spec.subjects, spec.scenarios);
  const noWorkspace = spec.subjects.every((s) => spec.scenarios.every((scenario) => unplannedReason(s, scenario) === 'no_workspace'));
  return noWorkspace && workspaceOnly !== null
    ? `no trials to run: ${workspaceOnly}`
    : `no trials to run: the proposer(s) ${spec.proposers.map((p) => p.id).join(', ')} apply to none of these scenarios under these profiles (a stochastic proposer needs a scenario with a stochastic goal)`;
}

/** A cell prepared on first use: a scenario or profile that cannot be prepared fails each of its trials' rows, not the plan. */
function lazyCell(scenario: () => PreparedScenario, subject: Subject, proposer: ProposerChoice): () => Cell {
  let prepared: { cell: Cell } | { error: unknown } | undefined;
  return () => {
    if (prepared === undefined) {
      try {
        prepared = { cell: prepareSubjectCell(subject, scenario(), proposer) };
      } catch (error) {
        prepared = { error };
      }
    }
    if ('error' in prepared) throw prepared.error;
    return prepared.cell;
  };
}

/** Every trial of the matrix in canonical order; each trial's seed derives from the run seed and its coordinates. */
export function planTrials(spec: MatrixSpec): PlannedTrial[] {
  assertDistinctColumns(spec.subjects);
  const total = plannedCount(spec);
  if (total > MAX_PLANNED_TRIALS) {
    throw new ConfigError(`the plan holds ${total.toLocaleString('en-US')} trials, more than the ${MAX_PLANNED_TRIALS.toLocaleString('en-US')} one run may hold: use fewer --trials, scenarios or profiles`);
  }
  const planned: PlannedTrial[] = [];
  for (const scenario of spec.scenarios) {
    // What the scenario's cells share (world factory, tools, contract), prepared with the first of them.
    let shared: PreparedScenario | undefined;
    const prepared = () => (shared ??= prepareScenario(scenario));
    const trials = Math.min(spec.trials, scenario.matrix.max_trials ?? spec.trials);
    for (const subject of spec.subjects) {
      if (!runsOn(subject, scenario)) continue;
      for (const proposer of spec.proposers) {
        if (proposer.specFor(scenario) === null) continue;
        const cell = lazyCell(prepared, subject, proposer);
        for (let trial = 0; trial < trials; trial++) {
          planned.push({ index: planned.length, scenario, subject, proposer, trial, seed: deriveSeed(spec.seed, scenario.name, subject.name, proposer.id, trial), cell });
        }
      }
    }
  }
  return planned;
}

/** The most trials one plan may hold: each is an object in memory until it runs (about 1 GB at this size). */
export const MAX_PLANNED_TRIALS = 5_000_000;

/** How many trials the plan will hold, counted before any is made. */
function plannedCount(spec: MatrixSpec): number {
  let total = 0;
  for (const scenario of spec.scenarios) {
    const trials = Math.min(spec.trials, scenario.matrix.max_trials ?? spec.trials);
    for (const subject of spec.subjects) {
      if (!runsOn(subject, scenario)) continue;
      for (const proposer of spec.proposers) if (proposer.specFor(scenario) !== null) total += trials;
    }
  }
  return total;
}

/** The slice of a plan that shard k of n runs: every n-th trial, so shards stay balanced. */
export function shardOf<T>(planned: readonly T[], shard: { index: number; count: number } | null): T[] {
  if (shard === null) return [...planned];
  return planned.filter((_, i) => i % shard.count === shard.index - 1);
}

export function headerFor(spec: MatrixSpec, shard: { index: number; count: number } | null): StoreHeader {
  const rates: Record<string, unknown> = {};
  for (const s of spec.scenarios) if (s.proposer.kind === 'stochastic') rates[s.name] = { preset: s.proposer.preset, overrides: s.proposer.rates };
  const toolVersions = new Set<string>();
  for (const s of spec.scenarios) for (const t of worldTools(s.world).list()) toolVersions.add(toolId(t));
  return {
    kind: 'header',
    schema_version: STORE_SCHEMA_VERSION,
    bench_version: BENCH_VERSION,
    run_seed: spec.seed,
    trials: spec.trials,
    scenarios: Object.fromEntries(spec.scenarios.map((s) => [s.name, digest(s).slice(0, 16)])),
    profiles: Object.fromEntries(spec.subjects.map((s) => [s.name, digest(columnOf(s)).slice(0, 16)])),
    proposers: spec.proposers.map((p) => p.id),
    tool_versions: [...toolVersions].sort(),
    rates,
    shard,
    node: process.version,
    ...(spec.allowHostHarness === true ? { allow_host_harness: true as const } : {}),
    ...placementsOf(spec.subjects),
    definitions: {
      scenarios: Object.fromEntries(spec.scenarios.map((s) => [s.name, cloneData(s)])),
      profiles: Object.fromEntries(spec.subjects.filter(isJudged).map((s) => [s.name, cloneData(s.profile)])),
      harnesses: Object.fromEntries(spec.subjects.flatMap((s) => (s.kind === 'external' ? [[s.name, cloneData(s.harness.configuration)]] : []))),
      ...(spec.expectations && spec.expectations.length > 0 ? { expectations: cloneData([...spec.expectations]) } : {}),
    },
  };
}

/** The header of a store that will hold `planned`: the run's header with the count and the cells of its plan. */
export function plannedHeader(spec: MatrixSpec, shard: { index: number; count: number } | null, planned: readonly PlannedTrial[]): StoreHeader {
  return { ...headerFor(spec, shard), planned: planned.length, planned_cells: plannedCells(planned) };
}

/** The plan's cells, in plan order, each with its count of trials. */
export function plannedCells(planned: readonly PlannedTrial[]): PlannedCell[] {
  const cells = new Map<string, PlannedCell>();
  for (const p of planned) {
    const key = `${p.scenario.name}\u0000${p.subject.name}\u0000${p.proposer.id}`;
    const cell = cells.get(key);
    if (cell) cell.trials++;
    else cells.set(key, { scenario: p.scenario.name, profile: p.subject.name, proposer: p.proposer.id, trials: 1 });
  }
  return [...cells.values()];
}

/** Where each harness under test runs, for the header (the reference harness under a profile runs in process). */
function placementsOf(subjects: readonly Subject[]): Pick<StoreHeader, 'harness_placements' | 'placement_words'> {
  const placed = subjects.flatMap((s) => (s.kind === 'external' && s.identity.placement !== 'in-process' ? [s] : []));
  if (placed.length === 0) return {};
  const words = placed.flatMap((s) => (s.harness.placed === undefined ? [] : [[s.identity.placement, s.harness.placed] as const]));
  return { harness_placements: Object.fromEntries(placed.map((s) => [s.name, s.identity.placement])), ...(words.length === 0 ? {} : { placement_words: Object.fromEntries(words) }) };
}

/** The longest a run of in-process trials holds the event loop (a signal's listener waits that long). */
const YIELD_MS = 5;

export interface RunProgress {
  done: number;
  total: number;
}

export interface RunTrialsOptions {
  seed: number;
  jobs: number;
  /** Trials in flight at once when a proposer waits on a provider (LLM): I/O-bound, so many share this thread (default 16). */
  maxConcurrency?: number | undefined;
  keepEvents: number;
  /**
   * Where every finished row is appended before the next trial of its worker
   * starts (a worker thread appends to the same file itself). `onRow` sees a
   * row only once it is in the store.
   */
  store?: StoreWriter | undefined;
  onRow: (row: TrialRow) => void;
  onProgress?: (p: RunProgress) => void;
  signal?: AbortSignal;
  /** Where trials store tool outputs too large for an observation. */
  artifactDir?: string | undefined;
  /** With jobs > 1, run LLM trials in worker threads (see threadCount) instead of concurrently on this thread. */
  threads?: { spec: MatrixSpec } | undefined;
  /** The run's caps, creation gate and sandbox factories (default: the process's). */
  environment?: RunEnvironment | undefined;
  /** The run's token and money caps, charged with every row before `onRow` sees it; once one is reached no new trial starts. */
  budget?: RunBudget | undefined;
  /** Told once, with what was spent, when the budget stops a run that nothing had stopped yet. */
  onBudgetReached?: ((spent: Spent) => void) | undefined;
}

/** How runTrials ended: the rows it stored, whether the caller's signal stopped it, whether the budget did. */
export interface RunTrialsResult {
  completed: number;
  aborted: boolean;
  budgetReached: boolean;
}

/**
 * Runs planned trials with `jobs` concurrent workers; each row goes to
 * `onRow` as it finishes. Results do not depend on `jobs`: every trial's seed
 * comes from its coordinates, not from the order trials run in.
 */
export async function runTrials(planned: readonly PlannedTrial[], options: RunTrialsOptions): Promise<RunTrialsResult> {
  const completed = await runPlanned(planned, { ...options, ...withBudget(options) });
  return { completed, aborted: options.signal?.aborted ?? false, budgetReached: options.budget?.reached ?? false };
}

/** The options' signal and onRow with the budget in between: each row is charged before onRow sees it, and a reached cap aborts the run. */
function withBudget(options: RunTrialsOptions): Pick<RunTrialsOptions, 'signal' | 'onRow'> {
  const { budget } = options;
  if (budget === undefined) return options;
  const stop = new AbortController();
  const signal = options.signal === undefined ? stop.signal : AbortSignal.any([options.signal, stop.signal]);
  const onRow = (row: TrialRow) => {
    const decision = budget.charge(row.cost);
    if (decision.type === 'reached' && !signal.aborted) {
      options.onBudgetReached?.(decision.spent);
      stop.abort();
    }
    options.onRow(row);
  };
  return { signal, onRow };
}

/**
 * Runs the trials on this thread or in worker threads; the rows it stored. A
 * run of the reference harness that mixes in-process trials with trials that
 * wait (on a workspace container, on a provider) runs the two kinds at the
 * same time, each kind `jobs` at once.
 */
async function runPlanned(planned: readonly PlannedTrial[], options: RunTrialsOptions): Promise<number> {
  // Worker threads rebuild the plan of the reference harness's profiles alone: a run with a harness under test keeps its trials here.
  if (options.threads && options.jobs > 1 && planned.every((p) => p.subject.kind === 'reference')) {
    const inProcess = planned.filter(runsInProcess);
    if (inProcess.length > 0 && inProcess.length < planned.length) {
      const waiting = planned.filter((p) => !runsInProcess(p));
      let done = 0;
      const onProgress = options.onProgress === undefined ? undefined : () => options.onProgress!({ done: ++done, total: planned.length });
      const each = { ...options, ...(onProgress === undefined ? {} : { onProgress }) };
      const [a, b] = await Promise.all([runKind(waiting, { ...each, threads: undefined }), runKind(inProcess, each)]);
      return a + b;
    }
  }
  return runKind(planned, options);
}

/** A trial whose proposer builds itself (an LLM): it waits on its provider. */
function asksModel(p: PlannedTrial): boolean {
  return p.proposer.create !== undefined;
}

/** A trial that runs in the bench's process and waits on nothing: the reference harness in a simulated world, a scripted or stochastic proposer. */
function runsInProcess(p: PlannedTrial): boolean {
  return p.scenario.world.kind !== 'workspace' && !asksModel(p);
}

/** Runs trials of one kind on this thread or in worker threads; the rows it stored. */
async function runKind(planned: readonly PlannedTrial[], options: RunTrialsOptions): Promise<number> {
  // Worker threads rebuild proposers from their ids, LLM proposers from their options (with a part of the provider's budgets each).
  if (options.threads && options.jobs > 1 && planned.every((p) => p.subject.kind === 'reference')) {
    const { spec } = options.threads;
    const workers = threadCount(planned, options);
    if (workers > 1 && spec.proposers.every((p) => p.create === undefined || llmShares(p, 0, workers) !== null)) return runInThreads(planned, { ...options, environment: options.environment ?? RunEnvironment.forProcess() }, spec, workers);
  }
  let next = 0;
  let done = 0;
  let yielded = performance.now();
  const artifacts = options.artifactDir ? new ArtifactStore(options.artifactDir) : undefined;
  const environment = options.environment ?? RunEnvironment.forProcess();
  // A proposer that builds itself (an LLM) spends its time waiting on the provider: width comes from maxConcurrency, not jobs.
  const ioBound = planned.some(asksModel);
  const width = ioBound ? (options.maxConcurrency ?? 16) : options.jobs;
  const workers = Math.max(1, Math.min(width, planned.length));
  const worker = async () => {
    for (;;) {
      if (options.signal?.aborted) return;
      const i = next++;
      if (i >= planned.length) return;
      // The trial that starts when one of the workers is free again.
      prepareAhead(planned[i + workers], environment);
      const row = await runPlannedTrial(planned[i]!, options.seed, options.keepEvents, artifacts, environment);
      // The run's clean-up began while this trial ran (it may have cut it): no row, --resume runs it again.
      if (environment.gate.closing()) return;
      options.store?.write(row);
      options.onRow(row);
      done++;
      options.onProgress?.({ done, total: planned.length });
      // In-process trials settle in microtasks: give signals and timers a turn every few milliseconds.
      if (performance.now() - yielded >= YIELD_MS) {
        await new Promise((r) => setImmediate(r));
        yielded = performance.now();
      }
    }
  };
  // The trials that start at once are announced now; each worker then announces the next trial as it starts one.
  for (let i = 0; i < workers; i++) prepareAhead(planned[i], environment);
  try {
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    // Containers made ahead for trials that did not run (an abort) are removed with the run.
    await environment.harnessContainers.drain();
  }
  return done;
}

/** The set-up of a trial to come starts now, while the trials before it run (an external harness's own container), unless no trial of its cell runs. */
function prepareAhead(p: PlannedTrial | undefined, environment: RunEnvironment): void {
  if (p === undefined || p.subject.kind !== 'external' || p.subject.harness.prepareAhead === undefined) return;
  let reachable: boolean;
  try {
    reachable = p.cell().outOfReach === null;
  } catch {
    return; // the trial reports its cell's error
  }
  if (reachable) p.subject.harness.prepareAhead({ runId: 'ahead', environment });
}

/**
 * Worker threads for a run's trials in the bench's process: with LLM trials, --jobs, no more than its trials nor than the
 * trials in flight; without, none (1: this thread runs them). A trial without a model takes about 90 µs of CPU here, a
 * thread about 1.3 s to start (its own copy of the bench's modules), and the rows it sends back are handled on this thread
 * all the same: side by side on 2 cores, two threads took 1.29x the wall time of this thread alone over 40,000 trials and
 * 1.12x over 200,000, at 1.5x and 1.4x the CPU (results/benchmarks.md).
 */
function threadCount(planned: readonly PlannedTrial[], options: RunTrialsOptions): number {
  if (!planned.some(asksModel)) return 1;
  return Math.min(options.jobs, Math.max(1, planned.length), options.maxConcurrency ?? 16);
}

/** An LLM choice's options for worker `index` of `count`; null if the choice cannot be rebuilt in a worker or its budgets not split. */
function llmShares(choice: ProposerChoice, index: number, count: number): LlmWorkerOptions | null {
  const rebuild = (choice as Partial<LlmProposerChoice>).rebuild;
  return rebuild === undefined ? null : workerShare(rebuild.call(choice), index, count);
}

/**
 * Worker threads for LLM trials: each thread rebuilds the same plan
 * from plain data and runs the indexes it is sent, in chunks (LLM trials: one chunk per lane, several lanes at once). Every row is
 * appended to the store by the worker itself before its next trial starts,
 * and posted back within a few milliseconds; a shared stop flag is read before each trial, so an abort stops
 * every worker after the trial it is running.
 */
async function runInThreads(planned: readonly PlannedTrial[], options: RunTrialsOptions, spec: MatrixSpec, workers: number): Promise<number> {
  // LLM trials wait on the provider: --max-concurrency of them in flight, split between the workers (lanes), which split its budgets too.
  const llm = spec.proposers.filter((p) => p.create !== undefined);
  const maxConcurrency = options.maxConcurrency ?? 16;
  // Only runs with LLM trials come here (threadCount): every worker has lanes and its share of each LLM choice.
  const lanesOf = (k: number) => part(maxConcurrency, k, workers);
  const llmOf = (k: number) => Object.fromEntries(llm.map((p) => [p.id, llmShares(p, k, workers)!]));
  const activities = new Set(llm.map((p) => (p as Partial<LlmProposerChoice>).activity).filter((a): a is ProviderActivity => a !== undefined));
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const data: WorkerSpec = {
    scenarios: [...spec.scenarios],
    profiles: spec.subjects.filter(isJudged).map((s) => s.profile),
    proposers: spec.proposers.map((p) => p.id),
    trials: spec.trials,
    seed: spec.seed,
    keepEvents: options.keepEvents,
    artifactDir: options.artifactDir,
    storePath: options.store?.path,
    stop,
    environment: options.environment!.share(),
  };
  const onAbort = () => Atomics.store(stop, 0, 1);
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  // Chunks small enough that every job gets work, large enough to keep messages to the workers few.
  const chunk = Math.max(1, Math.min(500, Math.ceil(planned.length / (workers * lanesOf(0) * 4))));
  let next = 0;
  let done = 0;
  const take = (): number[] | null => {
    if (options.signal?.aborted || next >= planned.length) return null;
    const slice = planned.slice(next, next + chunk).map((p) => p.index);
    next += chunk;
    return slice;
  };
  const one = async (k: number) => {
    const lanes = lanesOf(k);
    const workerData: WorkerSpec = { ...data, lanes, llm: llmOf(k) };
    const worker: Thread<number[] | null> = startThread<number[] | null, WorkerMessage>(workerModule(import.meta.url, 'trial-worker'), {
      workerData,
      onMessage: (message) => {
        if (message.kind === 'rows') {
          for (const row of message.rows) {
            options.onRow(row);
            done++;
            options.onProgress?.({ done, total: planned.length });
          }
        } else if (message.kind === 'waits') {
          for (const a of activities) a.report(k, message.snapshot);
        } else {
          worker.post(take());
        }
      },
    });
    for (let lane = 0; lane < lanes; lane++) worker.post(take());
    try {
      await worker.exited;
    } finally {
      for (const a of activities) a.forget(k);
    }
  };
  try {
    await Promise.all(Array.from({ length: workers }, (_, k) => one(k)));
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
  return done;
}
