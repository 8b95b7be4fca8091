import { availableParallelism } from 'node:os';
import fc from 'fast-check';
import { FULL, type Profile } from '../harness/profile.js';
import { arbFuzzCase, arbLongCase } from '../ablations/fuzz/arbitraries.js';
import type { FuzzCase } from '../ablations/fuzz/fuzz-case.js';
import { checkInvariants, INVARIANT_NAMES } from '../ablations/fuzz/invariants.js';
import { KNOWN_FINDINGS, unexplained } from '../ablations/fuzz/known-findings.js';
import { observeCase } from '../ablations/fuzz/run-case.js';

export interface FuzzThroughput {
  /** Sequences of 10-16 proposals, every one handled, run and checked against every invariant (two runs each, for same-seed-same-trace), per second on one core. */
  fuzz_sequences_per_s: number;
  /** The same without the second run that same-seed-same-trace needs. */
  fuzz_sequences_per_s_single_run: number;
  /** The fuzzer's generator at 10-16 steps, without the long cases' guarantee that every step is handled (budgets, stops and faults end many early), all invariants. */
  mixed_sequences_per_s: number;
  /**
   * The three rates above per second of CPU time the process used (all its
   * threads, GC included): what one core gives when other processes share it.
   */
  fuzz_sequences_per_cpu_s: number;
  fuzz_sequences_per_cpu_s_single_run: number;
  mixed_sequences_per_cpu_s: number;
  /** Proposals and executions the harness handled per long sequence, on average. */
  mean_proposals_handled: number;
  mean_calls: number;
  /** Proposals handled per sequence of that mix, on average. */
  mixed_mean_proposals_handled: number;
  /** Time in the invariant checkers per long sequence. */
  invariant_check_us: number;
  sequences: number;
  seconds: number;
  cores: number;
  profile: string;
  node: string;
}

interface Sample {
  sequences: number;
  elapsed: number;
  cpu: number;
  proposals: number;
  calls: number;
  checkMs: number;
}

async function measure(arb: fc.Arbitrary<FuzzCase>, profile: Profile, seconds: number, seed: number, rerun: boolean): Promise<Sample> {
  const names = rerun ? INVARIANT_NAMES : INVARIANT_NAMES.filter((n) => n !== 'same-seed-same-trace');
  const sample: Sample = { sequences: 0, elapsed: 0, cpu: 0, proposals: 0, calls: 0, checkMs: 0 };
  const started = performance.now();
  const cpu = process.cpuUsage();
  const details = await fc.check(
    fc.asyncProperty(arb, async (c) => {
      const obs = await observeCase(c, profile, { rerun });
      const t0 = performance.now();
      const violations = unexplained(obs, checkInvariants(obs, names), KNOWN_FINDINGS);
      sample.checkMs += performance.now() - t0;
      sample.sequences += 1;
      sample.proposals += obs.state.proposals;
      sample.calls += obs.ledger.length;
      if (violations.length > 0 && profile.removed === null) throw new Error(`${violations[0]!.invariant}: ${violations[0]!.message}`);
    }),
    { seed, numRuns: Number.MAX_SAFE_INTEGER, interruptAfterTimeLimit: seconds * 1000, markInterruptAsFailure: false },
  );
  // A violation would stop the measurement early and count its shrinking as sequences: not a throughput.
  // (Interrupted by the time limit before a run finished, as on a loaded machine, is no violation.)
  if (details.failed && !(details.interrupted && details.errorInstance === null)) throw new Error(`fuzz throughput: an invariant broke under ${profile.name} (seed ${seed}): ${String(details.errorInstance)}`);
  sample.elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  sample.cpu = (used.user + used.system) / 1e6;
  return sample;
}

/**
 * The first `count` long sequences of `seed`, each run twice and checked
 * against every invariant: the same work every call, for timed rounds.
 */
export async function checkLongSequences(count: number, seed: number, profile: Profile = FULL): Promise<void> {
  const details = await fc.check(
    fc.asyncProperty(arbLongCase(), async (c) => {
      const obs = await observeCase(c, profile, { rerun: true });
      const violations = unexplained(obs, checkInvariants(obs, INVARIANT_NAMES), KNOWN_FINDINGS);
      if (violations.length > 0) throw new Error(`${violations[0]!.invariant}: ${violations[0]!.message}`);
    }),
    { seed, numRuns: count },
  );
  if (details.failed) throw new Error(`fuzz rounds: an invariant broke under ${profile.name} (seed ${seed}): ${String(details.errorInstance)}`);
}

const per = (n: number, d: number, digits = 2) => (d > 0 ? Number((n / d).toFixed(digits)) : 0);

/**
 * Fuzz throughput on one core, generation included: long sequences (every
 * proposal handled) checked against every invariant, the same without the
 * determinism rerun, and the fuzzer's own mix. A short warm-up comes first.
 */
export async function measureFuzzThroughput(options: { seconds: number; profile?: Profile; seed?: number }): Promise<FuzzThroughput> {
  const profile = options.profile ?? FULL;
  const seed = options.seed ?? 1;
  const slice = options.seconds / 3;
  await measure(arbLongCase(), profile, Math.min(0.5, slice / 2), seed + 99, true);
  const all = await measure(arbLongCase(), profile, slice, seed, true);
  const single = await measure(arbLongCase(), profile, slice, seed + 1, false);
  const mixed = await measure(arbFuzzCase({ minSteps: 10, maxSteps: 16 }), profile, slice, seed + 2, true);
  return {
    fuzz_sequences_per_s: Math.round(per(all.sequences, all.elapsed)),
    fuzz_sequences_per_s_single_run: Math.round(per(single.sequences, single.elapsed)),
    mixed_sequences_per_s: Math.round(per(mixed.sequences, mixed.elapsed)),
    fuzz_sequences_per_cpu_s: Math.round(per(all.sequences, all.cpu)),
    fuzz_sequences_per_cpu_s_single_run: Math.round(per(single.sequences, single.cpu)),
    mixed_sequences_per_cpu_s: Math.round(per(mixed.sequences, mixed.cpu)),
    mean_proposals_handled: per(all.proposals, all.sequences),
    mean_calls: per(all.calls, all.sequences),
    mixed_mean_proposals_handled: per(mixed.proposals, mixed.sequences),
    invariant_check_us: per(all.checkMs * 1000, all.sequences, 1),
    sequences: all.sequences + single.sequences + mixed.sequences,
    seconds: per(all.elapsed + single.elapsed + mixed.elapsed, 1),
    cores: availableParallelism(),
    profile: profile.name,
    node: process.version,
  };
}

/** A few lines for the bench:perf script. */
export function formatThroughput(t: FuzzThroughput): string {
  return [
    `fuzz throughput (${t.profile}, one core of ${t.cores}, node ${t.node}, ${t.seconds} s, ${t.sequences} sequences):`,
    `  ${t.fuzz_sequences_per_s} sequences/s (${t.fuzz_sequences_per_cpu_s} per CPU-second) of 10-16 proposals (${t.mean_proposals_handled} handled, ${t.mean_calls} calls each), all ${INVARIANT_NAMES.length} invariants, two runs each`,
    `  ${t.fuzz_sequences_per_s_single_run} sequences/s (${t.fuzz_sequences_per_cpu_s_single_run} per CPU-second) without the determinism rerun`,
    `  ${t.mixed_sequences_per_s} sequences/s (${t.mixed_sequences_per_cpu_s} per CPU-second) of the generator's own mix at 10-16 steps (${t.mixed_mean_proposals_handled} proposals handled each), all invariants`,
    `  invariants: ${t.invariant_check_us} µs per long sequence`,
  ].join('\n');
}
