/**
 * The result folders' defaults, in a module of their own: the option table prints them, and
 * `harness-bench --help` loads nothing it does not print.
 */
import { join } from 'node:path';

/** Where run folders go when --out is not given (and where --last-failed and show look). */
export const DEFAULT_OUT_PARENT = join('reports', 'out');

/** Where fuzz counterexamples go unless --save says: beside the run results, never into the checkout's sources. */
export const FUZZ_SAVE_DIR = join(DEFAULT_OUT_PARENT, 'fuzz-regressions');
