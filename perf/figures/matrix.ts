/**
 * The default matrix in process (the container scenarios are left to the
 * docker figures): every built-in profile over the in-process catalogue, rows
 * written to a results store. Rounds run a few trials per cell on this
 * thread; the absolute figure is the full 100 trials per cell at --jobs 1 and
 * --jobs 2, as `run` does it (both on the main thread: only LLM trials go to worker threads).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headerFor, planTrials, runTrials, type MatrixSpec } from '../../ablations/runner/matrix.js';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import { StoreWriter } from '../../ablations/results/store.js';
import { builtInProfiles } from '../../harness/profile.js';
import { CATALOGUE } from '../../scenarios/catalogue.js';
import { clockMs, type Figure } from '../figure.js';

async function specFor(trials: number): Promise<MatrixSpec> {
  const scenarios = CATALOGUE.filter((s) => s.world.kind !== 'workspace');
  return { scenarios, ...(await columns()), proposers: [parseProposerChoice('scenario')], trials, seed: 1, keepEvents: 3 };
}

/**
 * The matrix's columns as this tree's planner takes them: subjects, or, in a
 * tree from before the matrix had subjects (--ab REF runs this file over the
 * ref's code), the profiles themselves.
 */
async function columns(): Promise<Pick<MatrixSpec, 'subjects'>> {
  const profiles = builtInProfiles();
  const subjects = await import('../../ablations/runner/subject.js').catch(() => null);
  return subjects ? { subjects: subjects.referenceSubjects(profiles) } : ({ profiles } as unknown as Pick<MatrixSpec, 'subjects'>);
}

/** Runs the matrix of `spec` with `jobs` and writes its store into `dir`; returns the trials run. */
async function runMatrix(spec: MatrixSpec, jobs: number, dir: string): Promise<number> {
  const planned = planTrials(spec);
  const writer = StoreWriter.create(join(dir, 'results.jsonl'), headerFor(spec, null));
  try {
    // A tree from before rows were durable per trial (--ab REF) has no store option: there `run` wrote each row from onRow, so this does too.
    const legacy = (writer as { path?: unknown }).path === undefined;
    await runTrials(planned, { seed: 1, jobs, keepEvents: 3, store: writer, onRow: legacy ? (row) => writer.write(row) : () => {}, threads: { spec } });
  } finally {
    writer.close();
  }
  return planned.length;
}

export const matrix: Figure = {
  name: 'matrix',
  title: 'a trial of the default in-process matrix, store written (4 trials per cell per round iteration)',
  unit: 'trial',
  subject: async () => {
    const spec = await specFor(4);
    const trials = planTrials(spec).length;
    const dir = mkdtempSync(join(tmpdir(), 'hb-perf-matrix-'));
    return {
      unitsPerIteration: trials,
      clock: 'cpu',
      round: async (iterations) => {
        const t0 = clockMs('cpu');
        for (let i = 0; i < iterations; i++) await runMatrix(spec, 1, dir);
        return clockMs('cpu') - t0;
      },
      close: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  rounds: { roundMs: 150, warmupMs: 600, minPairs: 8, maxPairs: 24, budgetMs: 20_000 },
  absolute: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hb-perf-matrix-'));
    try {
      const spec = await specFor(100);
      const rate = async (jobs: number) => {
        const t0 = performance.now();
        const trials = await runMatrix(spec, jobs, dir);
        return { trials, per_s: trials / ((performance.now() - t0) / 1000) };
      };
      const one = await rate(1);
      const two = await rate(2);
      return {
        matrix_trials: one.trials,
        matrix_trials_per_s: Math.round(Math.max(one.per_s, two.per_s)),
        matrix_trials_per_s_jobs_1: Math.round(one.per_s),
        matrix_trials_per_s_jobs_2: Math.round(two.per_s),
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
