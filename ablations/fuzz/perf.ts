import { availableParallelism } from 'node:os';
import fc from 'fast-check';
import { FULL, type Profile } from '../../profiles/profile.js';
import { arbFuzzCase } from './arbitraries.js';
import { checkInvariants, INVARIANT_NAMES } from './invariants.js';
import { observeCase } from './run-case.js';

export interface FuzzThroughput {
  /** Generated sequences (>= 10 proposals each) run and checked against every invariant, per second, on one core. */
  fuzz_sequences_per_s: number;
  /** The same without the second run that same-seed-same-trace needs. */
  fuzz_sequences_per_s_single_run: number;
  /** Harness runs per second in the first measurement (two per sequence). */
  harness_runs_per_s: number;
  /** Proposals the harness handled per sequence, on average (budgets and stops end some early). */
  mean_proposals_handled: number;
  /** Executions per sequence, on average. */
  mean_calls: number;
  /** Time spent in the invariant checkers, per sequence. */
  invariant_check_us: number;
  sequences: number;
  seconds: number;
  cores: number;
  profile: string;
  node: string;
}

async function measure(profile: Profile, seconds: number, seed: number, rerun: boolean) {
  const names = rerun ? INVARIANT_NAMES : INVARIANT_NAMES.filter((n) => n !== 'same-seed-same-trace');
  let sequences = 0;
  let proposals = 0;
  let calls = 0;
  let checkMs = 0;
  const started = performance.now();
  await fc.check(
    fc.asyncProperty(arbFuzzCase({ minSteps: 10, maxSteps: 16 }), async (c) => {
      const obs = await observeCase(c, profile, { rerun });
      const t0 = performance.now();
      const violations = checkInvariants(obs, names);
      checkMs += performance.now() - t0;
      sequences += 1;
      proposals += obs.state.proposals;
      calls += obs.ledger.length;
      if (violations.length > 0 && profile.removed === null) throw new Error(`${violations[0]!.invariant}: ${violations[0]!.message}`);
    }),
    { seed, numRuns: Number.MAX_SAFE_INTEGER, interruptAfterTimeLimit: seconds * 1000, markInterruptAsFailure: false },
  );
  const elapsed = (performance.now() - started) / 1000;
  return { sequences, elapsed, proposals, calls, checkMs };
}

/**
 * Fuzz throughput on one core: sequences of at least ten proposals, run
 * under a profile (full by default) and checked against every invariant,
 * generation and shrinking machinery included. Half the time is spent with
 * the determinism rerun, half without.
 */
export async function measureFuzzThroughput(options: { seconds: number; profile?: Profile; seed?: number }): Promise<FuzzThroughput> {
  const profile = options.profile ?? FULL;
  const seed = options.seed ?? 1;
  const half = options.seconds / 2;
  const all = await measure(profile, half, seed, true);
  const single = await measure(profile, half, seed + 1, false);
  return {
    fuzz_sequences_per_s: Math.round(all.sequences / all.elapsed),
    fuzz_sequences_per_s_single_run: Math.round(single.sequences / single.elapsed),
    harness_runs_per_s: Math.round((2 * all.sequences) / all.elapsed),
    mean_proposals_handled: all.sequences > 0 ? Number((all.proposals / all.sequences).toFixed(2)) : 0,
    mean_calls: all.sequences > 0 ? Number((all.calls / all.sequences).toFixed(2)) : 0,
    invariant_check_us: all.sequences > 0 ? Number(((all.checkMs * 1000) / all.sequences).toFixed(1)) : 0,
    sequences: all.sequences + single.sequences,
    seconds: Number((all.elapsed + single.elapsed).toFixed(2)),
    cores: availableParallelism(),
    profile: profile.name,
    node: process.version,
  };
}

/** One line per figure, for the bench:perf script. */
export function formatThroughput(t: FuzzThroughput): string {
  return [
    `fuzz throughput (${t.profile}, one core of ${t.cores}, node ${t.node}, ${t.seconds} s, ${t.sequences} sequences of >= 10 proposals):`,
    `  ${t.fuzz_sequences_per_s} sequences/s checked against all ${INVARIANT_NAMES.length} invariants (two runs each, for same-seed-same-trace)`,
    `  ${t.fuzz_sequences_per_s_single_run} sequences/s without the determinism rerun`,
    `  ${t.harness_runs_per_s} harness runs/s; ${t.mean_proposals_handled} proposals and ${t.mean_calls} calls per sequence; invariants ${t.invariant_check_us} µs per sequence`,
  ].join('\n');
}
