import type { MatrixPlan, MatrixRequest, MatrixSetUp } from '../matrix-setup.js';
import type { RunValues } from './cli-table.js';
import type { Format } from './run-flags.js';

/** What run's set-up step (run.ts) chose: the request its flags made, the matrix and limits it set up, and how to print it. */
export interface MatrixRun extends MatrixSetUp {
  /** The arguments as typed: the command that continues the run repeats them. */
  argv: readonly string[];
  /** The flags, with the config file's defaults. */
  values: RunValues;
  /** The flags as a run request. */
  request: MatrixRequest;
  format: Format;
  junit: boolean;
  /** --ablate pairs: the overlaps are printed instead of the matrix. */
  pairs: boolean;
}

/** Where the run goes, what it shares with its trials, and which trials of the plan it runs (matrix-setup.ts planMatrix). */
export type RunPlan = MatrixPlan;
