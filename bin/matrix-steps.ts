import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runTrials, type PlannedTrial, type RunProgress, type RunTrialsResult } from '../ablations/runner/matrix.js';
import { readStore, repairTail, StoreWriter, trialKey, type TrialRow } from '../ablations/results/store.js';
import type { Spent } from '../ablations/runner/run-budget.js';
import { COMMANDS } from './commands/cli-table.js';
import { UsageError } from './commands/common.js';
import { assertSameRun, flagsOf, storedArguments } from './commands/run-resume.js';
import type { MatrixRequest } from './matrix-request.js';
import type { MatrixPlan, MatrixSetUp } from './matrix-setup.js';

/* The steps of a matrix run after its set-up, shared by runMatrix and `run`'s session: open its store, run its trials, and the flags a request records. */

/** A run's store, open to append to, and the planned trials not yet in it. */
export interface OpenMatrixStore {
  writer: StoreWriter;
  todo: PlannedTrial[];
  /** Trials of the plan the store already held (a resumed run). */
  done: number;
}

/**
 * A new store, or with `resume` the same run's (a torn last line dropped, its
 * header checked against this plan's). A new store records `argv`, the run's
 * arguments as `run` flags, so that `run --resume DIR` continues it; a rerun
 * of failed cells records them with the `--last-failed=DIR` it was given (its
 * cells came from that store), so that a rerun of the rerun takes the same
 * selection.
 */
export function openMatrixStore(plan: MatrixPlan, how: { resume: boolean; argv: readonly string[] | null }, note: (line: string) => void): OpenMatrixStore {
  const { storePath, outDir, header, planned } = plan;
  let writer: StoreWriter;
  let skip = new Set<string>();
  if (how.resume) {
    if (!existsSync(storePath)) throw new UsageError(`--resume: no results in ${outDir} (expected ${storePath})`);
    if (repairTail(storePath)) note(`${storePath}: dropped a half-written last line (the run was killed mid-write)`);
    const existing = readStore(storePath);
    assertSameRun(existing.header, header, storePath);
    skip = new Set(existing.rows.map(trialKey));
    writer = StoreWriter.append(storePath);
  } else {
    if (existsSync(storePath)) throw new UsageError(`${outDir} already holds results; pass --resume to continue that run, or --out DIR for a new one`);
    writer = StoreWriter.create(storePath, { ...header, ...(how.argv === null ? {} : { argv: storedArguments(how.argv) }) });
  }
  const todo = planned.filter((p) => !skip.has(trialKey({ scenario: p.scenario.name, profile: p.subject.name, proposer: p.proposer.id, trial: p.trial })));
  return { writer, todo, done: planned.length - todo.length };
}

/** What a run's caller hears while its trials run, and the signal that stops it. */
export interface MatrixRunHooks {
  signal?: AbortSignal | undefined;
  onRow?: ((row: TrialRow) => void) | undefined;
  onProgress?: ((progress: RunProgress) => void) | undefined;
  onBudgetReached?: ((spent: Spent) => void) | undefined;
}

/** Runs the trials the store does not hold yet, each row stored as it ends, under the run's budget. */
export function runMatrixTrials(setUp: MatrixSetUp, plan: MatrixPlan, store: OpenMatrixStore, hooks: MatrixRunHooks): Promise<RunTrialsResult> {
  const { spec } = setUp;
  return runTrials(store.todo, {
    seed: spec.seed,
    jobs: plan.jobs,
    maxConcurrency: setUp.maxConcurrency,
    keepEvents: spec.keepEvents ?? COMMANDS.run.options['keep-events'].default,
    threads: { spec },
    environment: plan.environment,
    artifactDir: join(plan.outDir, 'artifacts'),
    store: store.writer,
    budget: setUp.budget,
    onRow: hooks.onRow ?? (() => {}),
    ...(hooks.signal === undefined ? {} : { signal: hooks.signal }),
    ...(hooks.onProgress === undefined ? {} : { onProgress: hooks.onProgress }),
    ...(hooks.onBudgetReached === undefined ? {} : { onBudgetReached: hooks.onBudgetReached }),
  });
}

/**
 * A request as the `run` flags that make the same run, for its store (so that `run --resume DIR` continues
 * a run made from code); null when some part of it has no flag's words (an object, a model's options, an expectation).
 */
export function requestArguments(r: MatrixRequest): string[] | null {
  const words = (items: readonly unknown[] | undefined) => (items === undefined || items.every((i) => typeof i === 'string') ? (items as string[] | undefined) : null);
  const [scenario, harness] = [words(r.scenarios), words(r.harnesses)];
  if (scenario === null || harness === null || r.model !== undefined || r.llm !== undefined || r.expectations !== undefined || r.lastFailed !== undefined) return null;
  const number = (n: number | 'auto' | undefined) => (n === undefined ? undefined : String(n));
  return flagsOf({
    scenario,
    grep: r.grep,
    profile: r.profiles,
    ablate: r.pairs === true ? 'pairs' : undefined,
    harness,
    'harness-version': r.harnessVersion,
    'allow-host-harness': r.allowHostHarness,
    proposer: r.proposers,
    trials: number(r.trials),
    seed: number(r.seed),
    jobs: number(r.jobs),
    'keep-events': number(r.keepEvents),
    'max-concurrency': number(r.maxConcurrency),
    'run-token-limit': number(r.runTokenLimit),
    'run-cost-limit': number(r.runCostLimit),
    shard: r.shard === undefined || r.shard === null ? undefined : `${r.shard.index}/${r.shard.count}`,
    'trial-output-cap': number(r.trialOutputCap),
    'run-output-cap': number(r.runOutputCap),
  });
}
