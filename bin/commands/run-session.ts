import { workspaceOnlyText, type Subject } from '../../ablations/runner/subject.js';
import { cellKey } from '../../ablations/results/store.js';
import { describeWaits } from '../../models/llm/activity.js';
import { reapBenchLeftovers } from '../../worlds/sandbox/reap.js';
import { columnsText, EXIT, type Io } from './common.js';
import { Interrupts, type InterruptStage } from './interrupts.js';
import { planText } from './plan-text.js';
import { harnessPlacementText } from '../../reports/harness-placement.js';
import { Eta, Progress, trialKind } from './progress.js';
import { jsonlRow } from './run-output.js';
import type { MatrixRun, RunPlan } from './run-plan.js';
import { GRACE_MS, launcher, resumeCommandFor, shellWord } from './run-resume.js';
import { openMatrixStore, runMatrixTrials, type OpenMatrixStore } from '../matrix-steps.js';
import { planMatrix } from '../matrix-setup.js';
import { decideExit, reportRun } from './run-results.js';
import { RunTeardown } from './run-teardown.js';

/*
 * A matrix run as a session of steps, from what run.ts set up to the exit
 * code: plan, open or resume the store, reap what dead runs left, run the
 * trials, write the reports, decide the exit code. What a step takes (the
 * store, the progress line, the interrupt timer) goes into the run's
 * RunTeardown, which gives it back in one place.
 */

export async function runMatrix(run: MatrixRun, io: Io): Promise<number> {
  const plan = planMatrix(run, run.request);
  const teardown = new RunTeardown(io, plan.environment, plan.storePath, continueCommand(run, plan.outDir));
  try {
    // Listened for before the store is written: an interrupt at any moment after says how to continue
    // (a signal that came while the store was being opened is acted on once it is open).
    const abort = new AbortController();
    const leave = async (how: string, removeLeftovers: boolean): Promise<never> => {
      await teardown.interrupted(how, removeLeftovers);
      process.exit(EXIT.interrupted);
    };
    const interrupts = new Interrupts(GRACE_MS, interruptActions(io, abort, leave));
    teardown.add(() => interrupts.settled());
    const store = openStore(run, plan, teardown, io);
    await reapOrphans(io);
    const stopped = await runTheTrials(run, plan, store, { abort, interrupts }, teardown, io);
    if (stopped !== null) return stopped;
    return decideExit(run, plan, await reportRun(run, plan, io), io);
  } finally {
    teardown.close();
  }
}

/**
 * The command an interrupted run prints: `run --resume DIR`, its store's header holding the rest; a
 * --last-failed run (whose selection came from another store) is continued by --last-failed again.
 */
function continueCommand(run: MatrixRun, outDir: string): string {
  if (run.failed === null) return resumeCommandFor(outDir);
  return `${launcher()} run --last-failed ${shellWord(run.failed.dir)}${run.values.out === undefined ? '' : ` --out ${shellWord(`${outDir}-rest`)}`}`;
}

/** The run's store, new or resumed (run-matrix.ts openMatrixStore), given back at teardown; says what the run will do. */
function openStore(run: MatrixRun, plan: RunPlan, teardown: RunTeardown, io: Io): OpenMatrixStore {
  const { outDir, planned, shard } = plan;
  const store = openMatrixStore(plan, { resume: run.request.resume === true, argv: run.argv }, (line) => io.err(line));
  teardown.add(() => store.writer.close());
  const { spec } = run;
  io.err(
    `harness-bench: seed ${spec.seed}, ${spec.scenarios.length} scenario(s) x ${subjectsText(spec.subjects)} x ${spec.proposers.length} proposer(s), --trials ${spec.trials}` +
      `${shard ? `, shard ${shard.index}/${shard.count}` : ''}; ${planText(planned, spec.trials)}${store.done > 0 ? `, ${store.done} already done` : ''}; results in ${outDir}`,
  );
  const placement = harnessPlacementText(plan.header);
  if (placement !== null) io.err(placement);
  const workspaceOnly = workspaceOnlyText(spec.subjects, spec.scenarios);
  if (workspaceOnly !== null) io.err(workspaceOnly);
  return store;
}

/** The matrix's columns in words: the reference harness's profiles and the harness configurations under test, each named for what it is. */
function subjectsText(subjects: readonly Subject[]): string {
  const profiles = subjects.filter((s) => s.kind === 'reference').length;
  return columnsText(profiles, subjects.length - profiles);
}

/** Removes the containers and folders of bench processes that no longer run. */
async function reapOrphans(io: Io): Promise<void> {
  const reaped = await reapBenchLeftovers('orphans');
  if (reaped.containers + reaped.folders > 0) io.err(`removed ${reaped.containers} container(s) and ${reaped.folders} folder(s) left by bench processes that no longer run`);
}

/**
 * Runs the trials still to do under the run's interrupts and budget, each
 * row stored as it ends; when they end, the store is closed and the progress
 * line finished. The exit code when an interrupt or the budget stopped the
 * run early (the trials done are saved: --resume continues it), else null.
 */
async function runTheTrials(run: MatrixRun, plan: RunPlan, store: OpenMatrixStore, { abort, interrupts }: { abort: AbortController; interrupts: Interrupts }, teardown: RunTeardown, io: Io): Promise<number | null> {
  // The time left weighs each trial by its kind (in process, in a container, waiting on a provider): a cell's trials share one.
  const kindOf = new Map(store.todo.map((p) => [cellKey({ scenario: p.scenario.name, profile: p.subject.name, proposer: p.proposer.id }), trialKind(p)]));
  const eta = new Eta(store.todo.map(trialKind));
  const progress = new Progress(io, store.todo.length, () => describeWaits(run.activity.snapshot()), { eta });
  teardown.add(() => progress.finish());
  // Rows are in the store as each trial ends; what an interrupt adds is the fsync and the clean-up.
  let budgetReached: boolean;
  try {
    ({ budgetReached } = await runMatrixTrials(run, plan, store, {
      signal: abort.signal,
      onBudgetReached: (spent) => io.err(`run budget reached: ${spent.tokens} tokens, $${spent.usd.toFixed(4)}; stopping after the trials in flight`),
      onRow: (row) => {
        eta.done(kindOf.get(cellKey(row)) ?? 'unknown', row.cost.wall_ms);
        if (run.format === 'jsonl') io.out(JSON.stringify(jsonlRow(row)));
      },
      onProgress: (p) => progress.update(p.done),
    }));
  } finally {
    teardown.close();
  }
  const saved = plan.environment.output.run;
  if (saved.reached) io.err(`saved tool output reached the run's cap of ${saved.capBytes} bytes (--run-output-cap): later outputs were shown capped but not saved`);
  // From here on a signal neither stops nor cancels anything; a third request still exits at once.
  interrupts.finish();
  if (interrupts.interrupted) {
    await teardown.interrupted('interrupted', true);
    return EXIT.interrupted;
  }
  if (budgetReached) {
    io.err(`stopped by the run's token/cost cap; the trials done are in ${plan.storePath}; raise the cap and continue with: ${resumeCommandFor(plan.outDir)} --run-token-limit N --run-cost-limit USD`);
    return EXIT.failed;
  }
  return null;
}

/** What each interrupt request does to a running matrix (interrupts.ts says which request a signal is). */
function interruptActions(io: Io, abort: AbortController, leave: (how: string, removeLeftovers: boolean) => Promise<never>): (stage: InterruptStage, signal: NodeJS.Signals) => void {
  const actions: Record<InterruptStage, (signal: NodeJS.Signals) => void> = {
    stop: (signal) => {
      io.err(`${signal}: no new trials; waiting up to ${GRACE_MS / 1000} s for the trials in flight (signal twice more to exit at once)`);
      abort.abort();
    },
    cancel: () => void leave(`cancelled the trials still running after ${GRACE_MS / 1000} s`, true),
    again: (signal) => io.err(`${signal}: still stopping; signal once more to exit at once`),
    now: () => void leave('exited at once', false),
  };
  return (stage, signal) => actions[stage](signal);
}
