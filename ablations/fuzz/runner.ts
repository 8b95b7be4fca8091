import { TaskPool, workerModule } from '../../harness/worker-pool.js';
import type { Profile } from '../../harness/profile.js';
import { minimalFault } from './case-scenario.js';
import { planBlocks, runBlock, type BlockResult, type BlockTask } from './fuzz-block.js';
import type { FuzzReport } from './fuzz-report.js';
import { findInvariant, INVARIANT_NAMES } from './invariants.js';
import { KNOWN_FINDINGS } from './known-findings.js';
import { minimizeCase } from './minimize.js';
import { agreeingProbes } from './oracle-agreement.js';
import { violationsOf } from './property.js';
import { describeStep, proposalsFor } from './proposal-for-step.js';
import { findReference } from './reference-search.js';
import { DEFAULT_REGRESSION_DIR, regressionScenario, saveRegression } from './regression-file.js';

export interface FuzzOptions {
  profile: Profile;
  /** Cases to generate at most. */
  runs: number;
  seed: number;
  /** Stop starting new blocks after this many seconds (the report says it was interrupted). */
  timeSeconds?: number;
  /** Worker threads; results do not depend on it. */
  jobs?: number;
  /** Where to save a counterexample as a scenario file (default scenarios/regressions/). */
  saveDir?: string;
  /** Save the counterexample (default true). */
  save?: boolean;
  /** Invariants to check (all by default). */
  invariants?: readonly string[];
  /** Count only cases a strict reference solves under `full` (default true: a saved case must be solvable). */
  requireSolvable?: boolean;
  /**
   * Look first for a case whose broken invariant the outcome oracle also sees
   * (default: when saving, for profiles that remove a control), falling back
   * to any broken invariant if none turns up in `runs`.
   */
  requireOracle?: boolean;
  /** Set aside violations that a known, already reported harness bug explains (default false: report them). */
  ignoreKnown?: boolean;
}

interface Pool {
  run(task: BlockTask): Promise<BlockResult>;
  close(): Promise<void>;
}

function inProcessPool(): Pool {
  return { run: runBlock, close: async () => {} };
}

/**
 * Runs blocks in order on the pool. Blocks are started in increasing order
 * and none after a failing one, so the lowest failing block, and every block
 * before it, is always complete: the same answer for any number of jobs.
 */
async function runBlocks(tasks: BlockTask[], jobs: number, stopAt: number | null): Promise<{ done: BlockResult[]; interrupted: boolean }> {
  const pool: Pool = jobs > 1 ? new TaskPool<BlockTask, BlockResult>(workerModule(import.meta.url, 'fuzz-worker'), Math.min(jobs, tasks.length)) : inProcessPool();
  const done: BlockResult[] = [];
  let next = 0;
  let lowestFailed = Infinity;
  let interrupted = false;
  try {
    const lane = async () => {
      for (;;) {
        if (next >= tasks.length || next > lowestFailed) return;
        if (stopAt !== null && performance.now() >= stopAt) {
          interrupted = true;
          return;
        }
        const task = tasks[next++]!;
        const result = await pool.run(task);
        done.push(result);
        if (result.failed) lowestFailed = Math.min(lowestFailed, result.block);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, tasks.length)) }, lane));
  } finally {
    await pool.close();
  }
  return { done: done.sort((a, b) => a.block - b.block), interrupted: interrupted && lowestFailed === Infinity };
}

/**
 * Fuzzes a profile: generated export-worker cases (proposals, faults,
 * approvals, limits) run under the profile and checked against the
 * invariants. On a violation it returns the shrunk case with fast-check's
 * seed and path, and saves it as a scenario file.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const jobs = Math.max(1, Math.floor(options.jobs ?? 1));
  const invariants = [...(options.invariants ?? INVARIANT_NAMES)];
  for (const name of invariants) findInvariant(name);
  const requireSolvable = options.requireSolvable ?? true;
  const wantOracle = (options.requireOracle ?? options.save ?? true) && options.profile.removed !== null;
  const stopAt = options.timeSeconds !== undefined ? started + options.timeSeconds * 1000 : null;
  const ignoreKnown = options.ignoreKnown ?? false;
  const known = ignoreKnown ? KNOWN_FINDINGS : [];
  const search = (requireOracle: boolean) =>
    runBlocks(
      planBlocks(options.runs).map(({ block, numRuns }) => ({
        profile: options.profile,
        seed: options.seed,
        block,
        numRuns,
        invariants,
        requireSolvable,
        requireOracle,
        ignoreKnown,
      })),
      jobs,
      stopAt,
    );
  let searched = await search(wantOracle);
  let oracleSearch = wantOracle;
  if (wantOracle && !searched.done.some((r) => r.failed)) {
    searched = await search(false);
    oracleSearch = false;
  }
  const { done, interrupted } = searched;
  const failed = done.find((r) => r.failed);
  const counted = failed ? done.filter((r) => r.block <= failed.block) : done;
  const report: FuzzReport = {
    profile: options.profile.name,
    removed: options.profile.removed,
    seed: options.seed,
    runs: options.runs,
    executed: counted.reduce((n, r) => n + r.executed, 0),
    jobs,
    interrupted,
    duration_ms: 0,
    invariants,
    violation: null,
  };
  if (failed?.counterexample) {
    const shrunk = failed.counterexample;
    const broken = new Set(failed.violations.map((v) => v.invariant));
    const c = await minimizeCase(shrunk, async (candidate) => {
      const violations = await violationsOf(candidate, options.profile, invariants, known);
      if (!violations.some((v) => broken.has(v.invariant))) return false;
      if (requireSolvable && (await findReference(candidate)) === null) return false;
      return !oracleSearch || (await agreeingProbes(candidate, options.profile, violations)).length > 0;
    });
    const violations = await violationsOf(c, options.profile, invariants, known);
    const reference = await findReference(c);
    const agreeing = await agreeingProbes(c, options.profile, violations);
    let savedTo: string | null = null;
    if ((options.save ?? true) && reference !== null && violations.length > 0) {
      const found = { profile: options.profile, fcSeed: failed.fcSeed, path: failed.path ?? '' };
      savedTo = saveRegression(options.saveDir ?? DEFAULT_REGRESSION_DIR, regressionScenario(c, violations, reference, found, agreeing));
    }
    report.violation = {
      violations,
      block: failed.block,
      fc_seed: failed.fcSeed,
      path: failed.path ?? '',
      property: { requireSolvable, requireOracle: oracleSearch },
      shrinks: failed.numShrinks,
      shrunk,
      case: c,
      steps: c.steps.map(describeStep),
      proposals: proposalsFor(c.steps),
      faults: c.faults.map(minimalFault),
      reference,
      oracle_agrees: agreeing.length > 0,
      saved_to: savedTo,
    };
  }
  report.duration_ms = performance.now() - started;
  return report;
}
