/**
 * LLM trial throughput against the project's test server (test/llm/fixtures,
 * run in its own process by perf/llm-server.ts), real HTTP and the real SDK
 * clients, streamed answers:
 *
 *   npx tsx perf/llm-perf.ts [--in-flight 64] [--jobs 1] [--thread-jobs CORES] [--latency-ms 250] [--trials 1280] [--storm-trials 320] [--json]
 *
 * (`npm run bench:perf -- --only llm` runs it as the `llm` figure, perf/figures/llm.ts.)
 *
 * Entry: `measureLlmThroughput(options)`, a flat object of figures:
 * - `llm_trials_per_s`: trials finished per second with `inFlight` in flight,
 *   the server answering every request after `latencyMs`, from the first
 *   trial's start (its row's wall_ms before the row) to the last row;
 * - `llm_thread_startup_ms`: what came before the first trial started (with
 *   `jobs` > 1, the worker threads loading the bench's modules, once per run),
 *   and `llm_trials_per_s_end_to_end` with it counted;
 *   `llm_trials_per_s_middle_half`: the pace between the rows a quarter and
 *   three quarters in (no ramp-up, no tail);
 * - `llm_threads_*`: the same pass side by side with `threadJobs` worker
 *   threads (`run --jobs`), each with its part of the trials in flight;
 * - `llm_bound_trials_per_s`: what that concurrency and latency allow at most,
 *   inFlight / (requests per trial x latency), and `llm_ratio` between them;
 * - `llm_cpu_ms_per_trial`: this process's CPU per trial; with `llm_load_average_1m`
 *   against `llm_cores` it tells a CPU-starved machine from a slow bench;
 * - `llm_heap_mb_quarter` / `llm_heap_mb_end`: the live heap after a full collection
 *   a quarter into the run and at its end: flat means no leak;
 * - `llm_rss_mb_quarter` / `llm_rss_mb_end` / `llm_rss_mb_peak`: resident memory a
 *   quarter into the run, at its end and at its peak (flat means no growth per trial);
 * - `llm_storm_*`: the same matrix against a server that declares a limit of
 *   `stormCapacity` requests at once and answers 429 (Retry-After) beyond it:
 *   trials, failed trials (must be 0), 429s served, throughput.
 */
import { referenceSubjects } from '../ablations/runner/subject.js';
import { fork } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { planTrials, runTrials, type MatrixSpec } from '../ablations/runner/matrix.js';
import type { TrialRow } from '../ablations/results/store.js';
import { parseLlmProposerSpec } from '../models/llm/llm-proposer-spec.js';
import { findProfile } from '../harness/profile.js';
import { findScenario } from '../scenarios/catalogue.js';

export interface LlmPerfOptions {
  inFlight?: number | undefined;
  latencyMs?: number | undefined;
  trials?: number | undefined;
  /** The storm server's declared limit: requests at once beyond it get a 429. */
  stormCapacity?: number | undefined;
  stormRetryAfterMs?: number | undefined;
  /** Trials of the storm pass (default a quarter of `trials`: at its lower bound it is the slow one). */
  stormTrials?: number | undefined;
  /** Worker threads (`--jobs`) of the headline passes (default 1, as `run`: every trial on the main thread). */
  jobs?: number | undefined;
  /** Worker threads of the side-by-side pass (`llm_threads_*`), each with its part of `inFlight` (default: the machine's cores; 1 skips it). */
  threadJobs?: number | undefined;
}

type Settings = { [K in keyof LlmPerfOptions]-?: number };

export const REQUESTS_PER_TRIAL = 3;
/** The goal: trials per second at least this share of the bound. */
export const GOAL_RATIO = 0.9;

interface Pass {
  seconds: number;
  /** CPU time of this process (user + system), ms. */
  cpuMs: number;
  rows: TrialRow[];
  rss: { quarter: number; end: number; peak: number };
  /** Live heap after a full collection, MiB; null if no collection could be asked for. */
  heap: { quarter: number | null; end: number | null };
  served: number;
  rateLimited: number;
  /** The server process's CPU over its whole life, ms. */
  serverCpuMs: number;
  /** Event-loop delay of this process during the pass: p50, p99, max, ms. */
  loopDelay: { p50: number; p99: number; max: number };
  /** Mean real ms of a trial, start to row. */
  trialMs: number;
  /** From the pass's start until its first trial began (worker threads loading the bench's modules), ms. */
  startupMs: number;
  /** From its first trial's start to its last row, s: the trials' own pace, without the threads' start-up. */
  runningSeconds: number;
  /** Rows per second between the row a quarter in and the row three quarters in (steady state: no ramp, no tail). */
  middleRate: number;
}

/** The provider stand-in in a child process (total 0: no end to its replies): its port, and how to stop it (what it served). */
export async function startServer(o: Pick<Settings, 'latencyMs' | 'stormRetryAfterMs'>, capacity: number | null, total: number) {
  const child = fork(fileURLToPath(new URL('./llm-server.ts', import.meta.url)), [String(o.latencyMs), String(capacity ?? 0), String(o.stormRetryAfterMs), String(total)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('message', (m: { port: string }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before listening`)));
  });
  const stop = () =>
    new Promise<{ served: number; rateLimited: number; cpuMs: number }>((resolve) => {
      child.once('message', (m: { served: number; rateLimited: number; cpuMs: number }) => resolve(m));
      child.send({ stop: true });
    });
  return { url: `http://127.0.0.1:${port}`, stop };
}

/** The bench's matrix: one scenario, the full profile, a streamed openai-compatible model at `url`, `trials` trials. */
export function llmMatrix(url: string, trials: number): MatrixSpec {
  const scenario = findScenario('correct_after_feedback')!;
  const proposer = parseLlmProposerSpec('openai-compatible:bench-model', { baseUrl: `${url}/v1`, env: {}, stream: true, timeoutMs: 30_000 });
  return { scenarios: [scenario], subjects: referenceSubjects([findProfile('full')]), proposers: [proposer], trials, seed: 1 };
}

async function pass(o: Settings, capacity: number | null, trials: number): Promise<Pass> {
  const server = await startServer(o, capacity, trials * REQUESTS_PER_TRIAL * (capacity === null ? 1 : 10));
  const spec = llmMatrix(server.url, trials);
  o = { ...o, trials };
  const rows: TrialRow[] = [];
  const mb = () => process.memoryUsage().rss / 2 ** 20;
  let peak = mb();
  let quarter = 0;
  let heapQuarter: number | null = null;
  const gc = fullCollection();
  const liveHeap = () => {
    if (gc === undefined) return null;
    gc();
    return process.memoryUsage().heapUsed / 2 ** 20;
  };
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const sampler = setInterval(() => (peak = Math.max(peak, mb())), 100);
  const started = performance.now();
  let firstStart = started;
  let quarterAt = 0;
  let threeQuartersAt = 0;
  const cpu = process.cpuUsage();
  try {
    await runTrials(planTrials(spec), {
      seed: 1,
      // Worker threads as `run --jobs` starts them: each runs its part of the trials in flight.
      jobs: o.jobs,
      threads: { spec },
      maxConcurrency: o.inFlight,
      keepEvents: 0,
      onRow: (row) => {
        rows.push(row);
        // The first row's trial began its wall_ms before it ended: trials were running from then on.
        if (rows.length === 1) firstStart = performance.now() - row.cost.wall_ms;
        if (rows.length === Math.floor(o.trials / 4)) quarterAt = performance.now();
        if (rows.length === Math.floor((3 * o.trials) / 4)) threeQuartersAt = performance.now();
        if (rows.length === Math.floor(o.trials / 4)) {
          quarter = mb();
          heapQuarter = liveHeap();
        }
      },
    });
  } finally {
    clearInterval(sampler);
    delay.disable();
  }
  const ended = performance.now();
  const seconds = (ended - started) / 1000;
  const used = process.cpuUsage(cpu);
  const end = mb();
  const heapEnd = liveHeap();
  const { served, rateLimited, cpuMs: serverCpuMs } = await server.stop();
  const loopDelay = { p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
  const trialMs = rows.reduce((a, r) => a + r.cost.wall_ms, 0) / Math.max(1, rows.length);
  return { seconds, cpuMs: (used.user + used.system) / 1000, rows, rss: { quarter, end, peak: Math.max(peak, end) }, heap: { quarter: heapQuarter, end: heapEnd }, served, rateLimited, serverCpuMs, loopDelay, trialMs, startupMs: Math.max(0, firstStart - started), runningSeconds: (ended - Math.max(started, firstStart)) / 1000, middleRate: (Math.floor((3 * o.trials) / 4) - Math.floor(o.trials / 4)) / ((threeQuartersAt - quarterAt) / 1000) };
}

/** A full collection, also without node --expose-gc (the flag can be set at run time; the function then lives in a new context). */
function fullCollection(): (() => void) | undefined {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed !== undefined) return exposed;
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  return typeof gc === 'function' ? gc : undefined;
}

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

export async function measureLlmThroughput(options: LlmPerfOptions = {}): Promise<Record<string, number | string>> {
  const o: Settings = {
    inFlight: options.inFlight ?? 64,
    latencyMs: options.latencyMs ?? 250,
    trials: options.trials ?? 1280,
    stormCapacity: options.stormCapacity ?? 24,
    stormRetryAfterMs: options.stormRetryAfterMs ?? 250,
    stormTrials: options.stormTrials ?? Math.max(1, Math.round((options.trials ?? 1280) / 4)),
    jobs: options.jobs ?? 1,
    threadJobs: options.threadJobs ?? availableParallelism(),
  };
  // A short warm-up pass (JIT, sockets), not counted.
  await pass(o, null, Math.min(o.trials, o.inFlight * 2));
  const calm = await pass(o, null, o.trials);
  // Side by side: the same trials spread over worker threads (`run --jobs`), each with its part of the trials in flight.
  const threads = o.threadJobs > 1 && o.threadJobs !== o.jobs ? await pass({ ...o, jobs: o.threadJobs }, null, o.trials) : null;
  const storm = await pass(o, o.stormCapacity, o.stormTrials);
  const bound = o.inFlight / (REQUESTS_PER_TRIAL * (o.latencyMs / 1000));
  // The trials' pace from the first trial's start: the worker threads' start-up (once per run) is reported apart.
  const rate = calm.rows.length / calm.runningSeconds;
  const failed = (rows: TrialRow[]) => rows.filter((r) => r.verdict === 'error' || r.verdict === 'not_run' || r.status === 'proposer_error').length;
  return {
    llm_in_flight: o.inFlight,
    llm_jobs: o.jobs,
    llm_latency_ms: o.latencyMs,
    llm_requests_per_trial: REQUESTS_PER_TRIAL,
    llm_trials: calm.rows.length,
    llm_failed_trials: failed(calm.rows),
    llm_trials_per_s: round(rate),
    llm_trials_per_s_end_to_end: round(calm.rows.length / calm.seconds),
    llm_thread_startup_ms: Math.round(calm.startupMs),
    // Steady state: the middle half of the rows, without ramp-up or tail.
    llm_trials_per_s_middle_half: round(calm.middleRate),
    llm_bound_trials_per_s: round(bound),
    llm_ratio: round(rate / bound, 3),
    llm_goal: rate / bound >= GOAL_RATIO ? `met: at least ${GOAL_RATIO} of the bound` : `not met: below ${GOAL_RATIO} of the bound (see llm_cpu_ms_per_trial, llm_loop_delay_ms_p99 and llm_load_average_1m)`,
    // The bench's own CPU per trial (harness, SDK, HTTP client): one free core runs at most 1000 / this trials per second.
    llm_cpu_ms_per_trial: round(calm.cpuMs / calm.rows.length),
    llm_cpu_bound_trials_per_s: round(1000 / (calm.cpuMs / calm.rows.length)),
    // The provider stand-in's CPU per trial (its own process; a real provider's is not on this machine).
    llm_server_cpu_ms_per_trial: round(calm.serverCpuMs / calm.rows.length),
    llm_trial_ms_mean: round(calm.trialMs, 1),
    llm_loop_delay_ms_p50: round(calm.loopDelay.p50),
    llm_loop_delay_ms_p99: round(calm.loopDelay.p99),
    llm_loop_delay_ms_max: round(calm.loopDelay.max),
    llm_load_average_1m: round(loadavg()[0]!),
    llm_cores: availableParallelism(),
    llm_rss_mb_quarter: round(calm.rss.quarter, 1),
    llm_rss_mb_end: round(calm.rss.end, 1),
    llm_rss_mb_peak: round(calm.rss.peak, 1),
    llm_heap_mb_quarter: calm.heap.quarter === null ? 'unavailable (no gc)' : round(calm.heap.quarter, 1),
    llm_heap_mb_end: calm.heap.end === null ? 'unavailable (no gc)' : round(calm.heap.end, 1),
    ...(threads === null
      ? {}
      : {
          llm_threads_jobs: o.threadJobs,
          llm_threads_trials_per_s: round(threads.rows.length / threads.runningSeconds),
          llm_threads_ratio: round(threads.rows.length / threads.runningSeconds / bound, 3),
          llm_threads_trials_per_s_middle_half: round(threads.middleRate),
          llm_threads_startup_ms: Math.round(threads.startupMs),
          llm_threads_failed_trials: failed(threads.rows),
          llm_threads_rss_mb_end: round(threads.rss.end, 1),
        }),
    llm_storm_capacity: o.stormCapacity,
    llm_storm_trials: storm.rows.length,
    llm_storm_failed_trials: failed(storm.rows),
    llm_storm_rate_limited: storm.rateLimited,
    llm_storm_requests: storm.served,
    llm_storm_trials_per_s: round(storm.rows.length / storm.runningSeconds),
    llm_storm_bound_trials_per_s: round(Math.min(o.inFlight, o.stormCapacity) / (REQUESTS_PER_TRIAL * (o.latencyMs / 1000))),
    llm_storm_outcome: failed(storm.rows) === 0 && storm.rows.length === o.stormTrials ? 'survived: 0 failed trials' : `FAILED: ${failed(storm.rows)} of ${storm.rows.length} trials failed`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { 'in-flight': { type: 'string' }, jobs: { type: 'string' }, 'thread-jobs': { type: 'string' }, 'latency-ms': { type: 'string' }, trials: { type: 'string' }, 'storm-trials': { type: 'string' }, json: { type: 'boolean' } },
  });
  const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  const result = await measureLlmThroughput({ inFlight: num(values['in-flight']), latencyMs: num(values['latency-ms']), trials: num(values.trials), stormTrials: num(values['storm-trials']), jobs: num(values.jobs), threadJobs: num(values['thread-jobs']) });
  if (values.json) console.log(JSON.stringify(result));
  else for (const [k, v] of Object.entries(result)) console.log(`${k.padEnd(32)} ${String(v)}`);
}
