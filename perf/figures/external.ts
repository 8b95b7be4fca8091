/**
 * External harnesses: what a trial of an external harness costs in a
 * locked-down container against the same trial with the harness on the host
 * (the figure's ratio and, paired round by round, the milliseconds it adds
 * per trial), beside the bench's own overhead per trial (model server + MCP
 * world + launch + answering every model request); and how trials of an
 * external harness scale when run side by side (`--jobs N`, each trial its
 * own ports and container). Each times whole real trials (wall clock) of the
 * configuration `perfHarness` picks, offline, on the scenario `normal`; the
 * contained side runs as a run does, each trial's successor's container made
 * while it runs.
 */
import { availableParallelism } from 'node:os';
import { oneTrial, perfHarness } from '../external-overhead.js';
import type { Figure } from '../figure.js';
import { bootstrapMedian } from '../interval.js';
import type { Side } from '../paired.js';
import { RunEnvironment } from '../../worlds/run-environment.js';
import { PROC } from '../machine.js';

const SCENARIO = 'normal';
/** Trials at once in the scaling figure: 2, or 1 on a one-core machine (the goal is 0.8 N up to the core count). */
export const EXTERNAL_JOBS = Math.max(1, Math.min(2, availableParallelism()));
const OVERHEAD_GOAL_MS = 100;
/** What a locked-down container may add to an external trial, over the same trial on the host. */
const CONTAINED_GOAL_MS = 150;

let seed = 0;
const nextSeed = () => ++seed;
/** Every contained trial the overhead figure ran: the bench's ms and the harness's own ms. */
const seen: { overheadMs: number; harnessMs: number }[] = [];
/** Each side's wall milliseconds per trial, round by round (the first round of each side is its warm-up). */
const walls: Record<'contained' | 'host', number[]> = { contained: [], host: [] };

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const round1 = (x: number) => Math.round(x * 10) / 10;

/** A side whose round is `iterations` whole trials, timed by the wall clock: the harness contained (its configuration's placement) or on the host. */
function trialSide(where: 'contained' | 'host'): () => Promise<Side> {
  return async () => {
    const configured = perfHarness();
    const harness = where === 'host' ? configured.onHost() : configured;
    const environment = RunEnvironment.create();
    // As a run starts: its first trial is announced before it starts (oneTrial announces each next one).
    harness.prepareAhead({ runId: 'ahead', environment });
    walls[where].length = 0;
    if (where === 'contained') seen.length = 0;
    return {
      unitsPerIteration: 1,
      clock: 'wall',
      round: async (iterations) => {
        const t0 = performance.now();
        for (let i = 0; i < iterations; i++) {
          const t = await oneTrial(harness, SCENARIO, nextSeed(), environment);
          if (where === 'contained') seen.push(t);
        }
        const ms = performance.now() - t0;
        walls[where].push(ms / iterations);
        return ms;
      },
      close: () => environment.harnessContainers.drain(),
    };
  };
}

/**
 * A side whose round runs `iterations` x `jobs` external trials, `jobs` at a time, timed by the wall clock, as a
 * run schedules them: each trial announces its successor, whose container is made (or kept from a trial before)
 * while it runs.
 */
function trialsSide(jobs: number): () => Promise<Side> {
  return async () => {
    const harness = perfHarness();
    const environment = RunEnvironment.create();
    // As a run starts: the trials that start at once are announced first.
    for (let i = 0; i < jobs; i++) harness.prepareAhead({ runId: 'ahead', environment });
    return {
      unitsPerIteration: EXTERNAL_JOBS,
      clock: 'wall',
      round: async (iterations) => {
        const t0 = performance.now();
        for (let i = 0; i < iterations; i++) {
          const seeds = Array.from({ length: EXTERNAL_JOBS }, nextSeed);
          if (jobs === 1) for (const s of seeds) await oneTrial(harness, SCENARIO, s, environment);
          else await Promise.all(seeds.map((s) => oneTrial(harness, SCENARIO, s, environment)));
        }
        return performance.now() - t0;
      },
      close: () => environment.harnessContainers.drain(),
    };
  };
}

/** Pairs of the critical-path measure (each a contained trial and a host trial). */
const CRITICAL_PATH_PAIRS = 6;

/**
 * What a container adds on a trial's own path alone: contained trials whose container was made ahead and
 * with no engine work under way while they run (the next container is made, and the last removed, before
 * each starts), each paired with the same trial on the host.
 */
async function criticalPath(configured: ReturnType<typeof perfHarness>, pairs: number): Promise<{ pairs: number; extra: ReturnType<typeof bootstrapMedian> }> {
  const host = configured.onHost();
  const environment = RunEnvironment.create();
  const diffs: number[] = [];
  try {
    for (let i = 0; i < pairs; i++) {
      configured.prepareAhead({ runId: 'ahead', environment });
      await environment.harnessContainers.settled();
      let t0 = performance.now();
      await oneTrial(configured, SCENARIO, nextSeed(), environment, false);
      const contained = performance.now() - t0;
      await environment.harnessContainers.settled();
      t0 = performance.now();
      await oneTrial(host, SCENARIO, nextSeed());
      diffs.push(contained - (performance.now() - t0));
    }
  } finally {
    await environment.harnessContainers.drain();
  }
  return { pairs: diffs.length, extra: bootstrapMedian(diffs, { seed: 1 }) };
}

export const externalOverhead: Figure = {
  name: 'external-overhead',
  title: `an external-harness trial in its locked-down container against the same trial on the host, and the bench's own time per trial, scenario ${SCENARIO}`,
  unit: 'trial',
  subject: trialSide('contained'),
  reference: { label: 'the same trial with the harness on the host', ratio: 'subject/reference', side: trialSide('host'), goal: `at most ${CONTAINED_GOAL_MS} ms more per trial (extra_ms_per_trial)` },
  rounds: { iterations: 1, warmupMs: 0, minPairs: 10, maxPairs: 15, budgetMs: 90_000 },
  absolute: async () => {
    const harness = perfHarness();
    // Paired round by round, warm-ups left out: what the container adds to one trial, the engine's work for the
    // trials before and after it (making the next container, removing the last) included.
    const contained = walls.contained.slice(1);
    const host = walls.host.slice(1);
    const n = Math.min(contained.length, host.length);
    const extra = bootstrapMedian(contained.slice(0, n).map((c, i) => c - host[i]!), { seed: 1 });
    const path = await criticalPath(harness, CRITICAL_PATH_PAIRS);
    const overhead = median(seen.map((t) => t.overheadMs));
    const own = median(seen.map((t) => t.harnessMs));
    return {
      harness: `${harness.identity.name} (${harness.identity.version})`,
      pairs: n,
      contained_ms_median: round1(median(contained)),
      host_ms_median: round1(median(host)),
      extra_ms_per_trial: round1(extra.median),
      extra_ms_per_trial_low: round1(extra.low),
      extra_ms_per_trial_high: round1(extra.high),
      contained_goal: `at most ${CONTAINED_GOAL_MS} ms more per trial: ${extra.high <= CONTAINED_GOAL_MS ? 'met (the whole interval)' : extra.median <= CONTAINED_GOAL_MS ? 'met by the median' : 'missed'}`,
      critical_path_pairs: path.pairs,
      critical_path_extra_ms: round1(path.extra.median),
      critical_path_extra_ms_low: round1(path.extra.low),
      critical_path_extra_ms_high: round1(path.extra.high),
      overhead_ms_median: round1(overhead),
      overhead_ms_max: round1(Math.max(...seen.map((t) => t.overheadMs))),
      harness_own_ms_median: round1(own),
      overhead_share_pct: round1((100 * overhead) / (overhead + own)),
      goal: `bench overhead <= ${OVERHEAD_GOAL_MS} ms per trial: ${Math.max(...seen.map((t) => t.overheadMs)) <= OVERHEAD_GOAL_MS ? 'met by every trial' : overhead <= OVERHEAD_GOAL_MS ? 'met by the median' : 'missed'}`,
    };
  },
};

/** Trials one at a time over which the CPU the machine spends on them is read (after two that warm up). */
const CEILING_TRIALS = 8;

/**
 * Why two at a time cannot reach twice one at a time here: one at a time, as a run schedules them, how many of the
 * machine's cores the trials keep busy, split between the bench's own process and the rest (the harness in its
 * container, the engine). At the same CPU per trial, N at a time on C cores would be about min(N, C) / busy as fast:
 * an estimate (a process that shares its cores may leave some background work undone), not a bound.
 */
async function cpuPerTrial(): Promise<Record<string, number | string>> {
  const cores = availableParallelism();
  const harness = perfHarness();
  const environment = RunEnvironment.create();
  harness.prepareAhead({ runId: 'ahead', environment });
  try {
    for (let i = 0; i < 2; i++) await oneTrial(harness, SCENARIO, nextSeed(), environment);
    const before = PROC.cpu();
    const ours = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < CEILING_TRIALS; i++) await oneTrial(harness, SCENARIO, nextSeed(), environment);
    const wallMs = performance.now() - t0;
    const after = PROC.cpu();
    const own = process.cpuUsage(ours);
    if (before === null || after === null) return { same_cpu_estimate: 'unknown off Linux (no /proc/stat)' };
    const jiffyMs = (wallMs * cores) / (after.total - before.total);
    const busyMs = (after.total - after.idle - (before.total - before.idle)) * jiffyMs;
    const benchMs = (own.user + own.system) / 1000;
    const busyCores = busyMs / wallMs;
    const within = Math.min(cores, EXTERNAL_JOBS);
    const estimate = within / Math.max(busyCores, 1);
    return {
      one_at_a_time_ms_per_trial: round1(wallMs / CEILING_TRIALS),
      cores_busy_one_at_a_time: Math.round(busyCores * 100) / 100,
      cpu_ms_per_trial_bench: round1(benchMs / CEILING_TRIALS),
      cpu_ms_per_trial_harness_and_engine: round1((busyMs - benchMs) / CEILING_TRIALS),
      same_cpu_estimate_x: Math.round(estimate * 100) / 100,
      same_cpu_estimate: `an estimate, not a bound: at the same CPU per trial, ${EXTERNAL_JOBS} at a time would be ${within} / ${Math.max(busyCores, 1).toFixed(2)} cores busy one at a time = ${estimate.toFixed(2)}x as fast on ${cores} cores`,
    };
  } finally {
    await environment.harnessContainers.drain();
  }
}

export const externalJobs: Figure = {
  name: 'external-jobs',
  title: `external-harness trials ${EXTERNAL_JOBS} at a time (own ports and HOMEs) against one at a time, each side scheduled as a run does (containers made ahead, kept between trials), scenario ${SCENARIO}`,
  unit: 'trial',
  subject: trialsSide(EXTERNAL_JOBS),
  reference: { label: 'the same trials one at a time', ratio: 'reference/subject', side: trialsSide(1), goal: `>= ${0.8 * EXTERNAL_JOBS}x (0.8 per job, ${EXTERNAL_JOBS} jobs)` },
  absolute: cpuPerTrial,
  rounds: { iterations: 1, warmupMs: 0, minPairs: 10, maxPairs: 10, budgetMs: 90_000 },
};
