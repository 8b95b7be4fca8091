/**
 * LLM trials against the project's test server in its own process (real HTTP,
 * the real openai SDK, streamed answers). Rounds: this process's CPU per trial
 * with 16 in flight and a server that answers at once (what the A/B mode
 * compares). Absolute: perf/llm-perf.ts, trials per second at 64 in flight
 * with 250 ms replies against the bound that concurrency and latency allow,
 * resident memory, and a storm of 429s (a failed trial in it fails the figure).
 */
import { runTrials, planTrials } from '../../ablations/runner/matrix.js';
import { clockMs, type Figure } from '../figure.js';
import { llmMatrix, measureLlmThroughput, startServer } from '../llm-perf.js';

const TRIALS_PER_ROUND = 16;

export const llm: Figure = {
  name: 'llm',
  title: `an LLM trial (3 streamed requests, openai SDK, real HTTP), ${TRIALS_PER_ROUND} in flight; absolute: trials/s at 64 in flight against the bound, RSS, a 429 storm`,
  unit: 'trial',
  subject: async () => {
    const server = await startServer({ latencyMs: 0, stormRetryAfterMs: 0 }, null, 0);
    const planned = planTrials(llmMatrix(server.url, TRIALS_PER_ROUND));
    return {
      unitsPerIteration: TRIALS_PER_ROUND,
      clock: 'cpu',
      round: async (iterations) => {
        const t0 = clockMs('cpu');
        for (let i = 0; i < iterations; i++) {
          let failed = 0;
          await runTrials(planned, { seed: 1, jobs: 1, maxConcurrency: TRIALS_PER_ROUND, keepEvents: 0, onRow: (row) => (failed += row.verdict === 'error' ? 1 : 0) });
          if (failed > 0) throw new Error(`${failed} of ${TRIALS_PER_ROUND} LLM trials failed against the bench server`);
        }
        return clockMs('cpu') - t0;
      },
      close: async () => void (await server.stop()),
    };
  },
  rounds: { roundMs: 150, warmupMs: 1000, minPairs: 8, maxPairs: 24, budgetMs: 20_000 },
  absolute: async () => {
    const figures = await measureLlmThroughput({ inFlight: 64, latencyMs: 250, trials: 1280, stormTrials: 320 });
    const threads = figures.llm_threads_failed_trials ?? 0;
    if (figures.llm_storm_failed_trials !== 0 || figures.llm_failed_trials !== 0 || threads !== 0) {
      throw new Error(`LLM trials failed: ${figures.llm_failed_trials} at 64 in flight, ${threads} in worker threads, ${figures.llm_storm_failed_trials} in the 429 storm (${String(figures.llm_storm_outcome)})`);
    }
    return figures;
  },
};
