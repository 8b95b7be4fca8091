import fc from 'fast-check';
import { deriveSeed } from '../../harness/random.js';
import type { Profile } from '../../harness/profile.js';
import type { FuzzCase } from './fuzz-case.js';
import type { Violation } from './invariants.js';
import { KNOWN_FINDINGS } from './known-findings.js';
import { invariantProperty, violationsOf } from './property.js';

/**
 * Fuzzing is split into fixed blocks of runs, each with its own seed derived
 * from the run seed and the block number. Which block runs where (one thread
 * or many) changes nothing: the result is the lowest failing block's.
 */
export const BLOCK_RUNS = 250;

export interface BlockTask {
  profile: Profile;
  seed: number;
  block: number;
  numRuns: number;
  invariants: string[];
  requireSolvable: boolean;
  requireOracle: boolean;
  /** Set aside violations a known, reported harness bug explains (see known-findings.ts). */
  ignoreKnown: boolean;
}

export interface BlockResult {
  block: number;
  /** fast-check's seed for this block. */
  fcSeed: number;
  executed: number;
  failed: boolean;
  counterexample: FuzzCase | null;
  path: string | null;
  numShrinks: number;
  violations: Violation[];
}

export function blockSeed(seed: number, block: number): number {
  return deriveSeed(seed, 'fuzz-block', block);
}

/** The blocks a run of `runs` cases is split into. */
export function planBlocks(runs: number): { block: number; numRuns: number }[] {
  const out: { block: number; numRuns: number }[] = [];
  for (let block = 0; block * BLOCK_RUNS < runs; block++) out.push({ block, numRuns: Math.min(BLOCK_RUNS, runs - block * BLOCK_RUNS) });
  return out;
}

/** Runs one block with fast-check (shrinking any counterexample) and reports it as plain data. */
export async function runBlock(task: BlockTask): Promise<BlockResult> {
  const fcSeed = blockSeed(task.seed, task.block);
  const known = task.ignoreKnown ? KNOWN_FINDINGS : [];
  const property = invariantProperty(task.profile, { invariants: task.invariants, requireSolvable: task.requireSolvable, requireOracle: task.requireOracle, known });
  const details = await fc.check(property, {
    seed: fcSeed,
    numRuns: task.numRuns,
  });
  const base = { block: task.block, fcSeed, executed: details.numRuns, numShrinks: details.numShrinks };
  if (!details.failed || details.counterexample === null) {
    return { ...base, failed: false, counterexample: null, path: null, violations: [] };
  }
  const [c] = details.counterexample;
  return {
    ...base,
    failed: true,
    counterexample: c,
    path: details.counterexamplePath,
    violations: await violationsOf(c, task.profile, task.invariants, known),
  };
}
