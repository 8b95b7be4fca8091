import { join } from 'node:path';
import type { TrialRow } from '../ablations/results/store.js';
import type { MatrixRequest } from './matrix-request.js';
import { planMatrix, setUpMatrix } from './matrix-setup.js';
import { openMatrixStore, requestArguments, runMatrixTrials } from './matrix-steps.js';

/*
 * The matrix run as a function: the package's front door (index.ts). A run
 * is set up from a request (matrix-setup.ts: the same rules for flags and
 * for code), its store is opened (new, or the same run resumed), and its
 * trials run into it (matrix-steps.ts). runMatrix takes those steps without
 * printing anything; `run` (commands/run-session.ts) takes the same ones
 * with a progress line, interrupts, reports and an exit code, and `track`
 * calls runMatrix.
 */

/** A matrix: scenarios x (the reference harness's profiles and the harnesses under test) x proposers, each cell run `trials` times. */
export interface RunMatrixOptions extends MatrixRequest {
  /** The run's folder: `results.jsonl` is written there. */
  out: string;
  /** Stops the run after the trials in flight; the rows done are in the store (resume continues it). */
  signal?: AbortSignal | undefined;
  /** Sees each row once it is in the store. */
  onRow?: ((row: TrialRow) => void) | undefined;
  /** Told the trials done so far, as each one ends. */
  onProgress?: ((progress: { done: number; total: number }) => void) | undefined;
  /** Hears what `run` would print before it starts (a widened container, a price not known, a release installed). */
  onNote?: ((line: string) => void) | undefined;
  /**
   * The wall clock a trial's `cost.wall_ms` is read on, in milliseconds (default `performance.now`). It applies
   * to the trials run on this thread: every trial of a harness under test, or the reference harness's with `jobs: 1`.
   */
  wallClock?: (() => number) | undefined;
}

/** Where a matrix run's rows are (read them with readStore) and how many of its planned trials ran. */
export interface MatrixRunResult {
  storePath: string;
  planned: number;
  /** Trials run now. */
  completed: number;
  /** Trials a resumed run's store already held. */
  alreadyDone: number;
  /** The signal stopped the run before every planned trial ran (`resume` continues it). */
  aborted: boolean;
  /** The run's token or money cap stopped it. */
  budgetReached: boolean;
}

/** Runs a matrix as `harness-bench run` does and stores its rows in `<out>/results.jsonl`. */
export async function runMatrix(options: RunMatrixOptions): Promise<MatrixRunResult> {
  const note = options.onNote ?? (() => {});
  const setUp = await setUpMatrix(options, note);
  const storePath = join(options.out, 'results.jsonl');
  if (setUp === null) return { storePath, planned: 0, completed: 0, alreadyDone: 0, aborted: false, budgetReached: false };
  const plan = planMatrix(setUp, options, options.wallClock);
  const store = openMatrixStore(plan, { resume: options.resume === true, argv: requestArguments(options) }, note);
  try {
    const result = await runMatrixTrials(setUp, plan, store, options);
    // Stopped, not merely signalled: a signal that came once every trial had run leaves nothing to continue.
    const aborted = result.aborted && result.completed < store.todo.length;
    return { storePath, planned: plan.planned.length, completed: result.completed, alreadyDone: store.done, aborted, budgetReached: result.budgetReached };
  } finally {
    store.writer.close();
  }
}
