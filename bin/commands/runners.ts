import { baselineCommand } from './baseline.js';
import { checkCommand } from './check.js';
import type { CommandName } from './cli-table.js';
import type { Io } from './common.js';
import { fuzzCommand, replayCommand } from './fuzz.js';
import { listCommand } from './list.js';
import { mergeCommand } from './merge.js';
import { compareCommand, reportCommand } from './report.js';
import { runCommand } from './run.js';
import { showCommand } from './show.js';
import { trackCommand } from './track.js';

export type Runner = (argv: string[], io: Io) => number | Promise<number>;

/** Each command of the option table (cli-table.ts) and the function that runs it. */
export const RUNNERS: Readonly<Record<CommandName, Runner>> = {
  run: runCommand,
  list: listCommand,
  check: checkCommand,
  merge: mergeCommand,
  report: reportCommand,
  compare: compareCommand,
  baseline: baselineCommand,
  show: showCommand,
  fuzz: fuzzCommand,
  track: trackCommand,
  replay: replayCommand,
};
