/**
 * External harnesses (issue 15, deliverable 8): the bench's own overhead per
 * external trial (model server + MCP world + fresh HOME + launch + answering
 * every model request), beside the harness's own run time; and how trials of
 * an external harness scale when run side by side (`--jobs N`, each trial its
 * own ports and HOME). Both time whole real trials (wall clock) of the
 * configuration `perfHarness` picks, offline, on the scenario `normal`.
 */
import { availableParallelism } from 'node:os';
import { oneTrial, perfHarness } from '../external-overhead.js';
import type { Figure } from '../figure.js';
import type { Side } from '../paired.js';

const SCENARIO = 'normal';
/** Trials at once in the scaling figure: 2, or 1 on a one-core machine (the goal is 0.8 N up to the core count). */
export const EXTERNAL_JOBS = Math.max(1, Math.min(2, availableParallelism()));
const OVERHEAD_GOAL_MS = 100;

let seed = 0;
const nextSeed = () => ++seed;
/** Every trial the overhead figure ran: the bench's ms and the harness's own ms. */
const seen: { overheadMs: number; harnessMs: number }[] = [];

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const round1 = (x: number) => Math.round(x * 10) / 10;

/** A side whose round is the bench's own time over `iterations` external trials (the harness's time left out). */
async function overheadSide(): Promise<Side> {
  const harness = perfHarness();
  seen.length = 0;
  return {
    unitsPerIteration: 1,
    clock: 'wall',
    round: async (iterations) => {
      let ms = 0;
      for (let i = 0; i < iterations; i++) {
        const t = await oneTrial(harness, SCENARIO, nextSeed());
        seen.push(t);
        ms += t.overheadMs;
      }
      return ms;
    },
    close: async () => undefined,
  };
}

/** A side whose round runs `iterations` x `jobs` external trials, `jobs` at a time, timed by the wall clock. */
function trialsSide(jobs: number): () => Promise<Side> {
  return async () => {
    const harness = perfHarness();
    return {
      unitsPerIteration: EXTERNAL_JOBS,
      clock: 'wall',
      round: async (iterations) => {
        const t0 = performance.now();
        for (let i = 0; i < iterations; i++) {
          const seeds = Array.from({ length: EXTERNAL_JOBS }, nextSeed);
          if (jobs === 1) for (const s of seeds) await oneTrial(harness, SCENARIO, s);
          else await Promise.all(seeds.map((s) => oneTrial(harness, SCENARIO, s)));
        }
        return performance.now() - t0;
      },
      close: async () => undefined,
    };
  };
}

export const externalOverhead: Figure = {
  name: 'external-overhead',
  title: `the bench's own time per external-harness trial (model server, MCP world, HOME, launch, answering the model), scenario ${SCENARIO}`,
  unit: 'trial',
  subject: overheadSide,
  rounds: { iterations: 1, warmupMs: 0, minPairs: 5, maxPairs: 8, budgetMs: 20_000 },
  absolute: async () => {
    const harness = perfHarness();
    const overhead = median(seen.map((t) => t.overheadMs));
    const own = median(seen.map((t) => t.harnessMs));
    return {
      harness: `${harness.identity.name} (${harness.identity.version})`,
      trials: seen.length,
      overhead_ms_median: round1(overhead),
      overhead_ms_max: round1(Math.max(...seen.map((t) => t.overheadMs))),
      harness_own_ms_median: round1(own),
      overhead_share_pct: round1((100 * overhead) / (overhead + own)),
      goal: `overhead <= ${OVERHEAD_GOAL_MS} ms per trial: ${Math.max(...seen.map((t) => t.overheadMs)) <= OVERHEAD_GOAL_MS ? 'met by every trial' : overhead <= OVERHEAD_GOAL_MS ? 'met by the median' : 'missed'}`,
    };
  },
};

export const externalJobs: Figure = {
  name: 'external-jobs',
  title: `external-harness trials ${EXTERNAL_JOBS} at a time (own ports and HOMEs) against one at a time, scenario ${SCENARIO}`,
  unit: 'trial',
  subject: trialsSide(EXTERNAL_JOBS),
  reference: { label: 'the same trials one at a time', ratio: 'reference/subject', side: trialsSide(1), goal: `>= ${0.8 * EXTERNAL_JOBS}x (0.8 per job, ${EXTERNAL_JOBS} jobs)` },
  rounds: { iterations: 1, warmupMs: 0, minPairs: 4, maxPairs: 8, budgetMs: 90_000 },
};
