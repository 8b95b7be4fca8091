import { parseArgs } from 'node:util';
import { externalSubject, prepareSubjectCell } from '../ablations/runner/subject.js';
import { parseProposerChoice } from '../ablations/runner/proposers.js';
import { runCellTrial } from '../ablations/runner/trial.js';
import type { ExternalHarness } from '../harnesses/external-harness.js';
import { resolveHarnesses } from '../harnesses/configurations.js';
import { findScenario } from '../scenarios/catalogue.js';
import type { RunEnvironment } from '../worlds/run-environment.js';

/**
 * Bench overhead of an external trial, and parallel scaling of external
 * trials. Entry: measureExternalOverhead(options), or
 *   npx tsx perf/external-overhead.ts [--harness agents] [--scenario normal] [--trials 6] [--jobs 2] [--json]
 * Overhead per trial = the bench's own time: starting and stopping the model
 * server and MCP world, the fresh HOME, and answering every model request
 * (replaying the proposer), beside the harness's own run time (its process
 * from launch to exit, less the bench's answering time). Scaling = the
 * wall time of the same trials at 1 job over that at `jobs` jobs, measured
 * side by side in one run (ideal: `jobs`).
 */

export interface OverheadOptions {
  harness: string;
  scenario: string;
  trials: number;
  jobs: number;
}

export interface OverheadFigures {
  harness: string;
  version: string;
  scenario: string;
  trials: number;
  overhead_ms: { median: number; max: number };
  harness_ms: { median: number; max: number };
  overhead_share: number;
  jobs: number;
  wall_ms_1_job: number;
  wall_ms_n_jobs: number;
  scaling: number;
  scaling_per_job: number;
  cores: number;
}

/**
 * One external trial of `scenarioName` on its own world; the bench's overhead and the harness's own time, in ms.
 * It must end `complete`, or, with `judged`, with any stop the oracle judges (a section F case may end otherwise; an error throws).
 */
export async function oneTrial(harness: ExternalHarness, scenarioName: string, seed: number, environment?: RunEnvironment, ahead = true, judged = false): Promise<{ overheadMs: number; harnessMs: number; status: string }> {
  const scenario = findScenario(scenarioName);
  if (scenario === undefined) throw new Error(`no scenario ${scenarioName}`);
  const cell = prepareSubjectCell(externalSubject(harness), scenario, parseProposerChoice('scenario'));
  // As a run schedules trials one after another: the next trial's container is made while this one runs.
  if (environment !== undefined && ahead) harness.prepareAhead({ runId: 'ahead', environment });
  const outcome = await runCellTrial(cell, { seed, runId: `perf-${seed}`, ...(environment ? { environment } : {}) });
  if (!judged && outcome.status !== 'complete') throw new Error(`perf trial of ${harness.identity.name} ended ${outcome.status}: ${outcome.detail}`);
  return { ...outcome.timing, status: outcome.status };
}

/**
 * `trials` trials of `scenario`, `jobs` at a time (seeds `firstSeed`, `firstSeed + 1`, ...): each trial's times and the
 * wall time of them all. With an environment, containers are made ahead as in a run, and `judged` times any judged end.
 */
export async function runJobs(harness: ExternalHarness, scenario: string, trials: number, jobs: number, options: { firstSeed?: number; environment?: RunEnvironment; judged?: boolean } = {}) {
  const results: { overheadMs: number; harnessMs: number }[] = [];
  const first = options.firstSeed ?? 1;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: jobs }, async () => {
      for (let i = next++; i < trials; i = next++) results.push(await oneTrial(harness, scenario, first + i, options.environment, true, options.judged ?? false));
    }),
  );
  return { results, wall: performance.now() - started };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const round = (x: number) => Math.round(x * 10) / 10;

/**
 * The external configuration the bench:perf figures time: the Agents SDK as
 * shipped when its package is installed (a plain Node process, the quicker to
 * start), else the reference harness over the wire (always here, offline).
 */
export function perfHarness(): ExternalHarness {
  for (const name of ['agents', 'ref-wire']) {
    const harness = resolveHarnesses([name]).external[0];
    if (harness?.installed()) return harness;
  }
  throw new Error('no external harness configuration is installed');
}

export async function measureExternalOverhead(options: OverheadOptions): Promise<OverheadFigures> {
  const harness = resolveHarnesses([options.harness]).external[0];
  if (harness === undefined) throw new Error(`${options.harness} is not an external harness configuration`);
  if (!harness.installed()) throw new Error(`${harness.identity.version} is not installed (HARNESS_BENCH_HARNESSES=${harness.profile.harness} scripts/env.sh true)`);
  await oneTrial(harness, options.scenario, 0); // warm the disk cache: the first launch reads the package from disk
  const one = await runJobs(harness, options.scenario, options.trials, 1);
  const many = await runJobs(harness, options.scenario, options.trials, options.jobs);
  const overhead = one.results.map((r) => r.overheadMs);
  const own = one.results.map((r) => r.harnessMs);
  const { availableParallelism } = await import('node:os');
  return {
    harness: harness.identity.name,
    version: harness.identity.version,
    scenario: options.scenario,
    trials: options.trials,
    overhead_ms: { median: round(median(overhead)), max: round(Math.max(...overhead)) },
    harness_ms: { median: round(median(own)), max: round(Math.max(...own)) },
    overhead_share: Number((median(overhead) / (median(overhead) + median(own))).toFixed(3)),
    jobs: options.jobs,
    wall_ms_1_job: round(one.wall),
    wall_ms_n_jobs: round(many.wall),
    scaling: round(one.wall / many.wall),
    scaling_per_job: Number((one.wall / many.wall / options.jobs).toFixed(2)),
    cores: availableParallelism(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { harness: { type: 'string' }, scenario: { type: 'string' }, trials: { type: 'string' }, jobs: { type: 'string' }, json: { type: 'boolean' } } });
  const figures = await measureExternalOverhead({
    harness: values.harness ?? 'agents',
    scenario: values.scenario ?? 'normal',
    trials: Number(values.trials ?? 6),
    jobs: Number(values.jobs ?? 2),
  });
  if (values.json) process.stdout.write(`${JSON.stringify(figures)}\n`);
  else
    process.stdout.write(
      `${figures.harness} (${figures.version}), ${figures.scenario}, ${figures.trials} trials: bench overhead median ${figures.overhead_ms.median} ms (max ${figures.overhead_ms.max}) beside the harness's own ${figures.harness_ms.median} ms; ` +
        `${figures.jobs} jobs: ${figures.wall_ms_1_job} ms -> ${figures.wall_ms_n_jobs} ms, scaling ${figures.scaling}x (${figures.scaling_per_job} per job) on ${figures.cores} cores\n`,
    );
}
