import type { CommandName } from './cli-table.js';
import type { Io } from './common.js';

export type Runner = (argv: string[], io: Io) => number | Promise<number>;

/**
 * Each command of the option table (cli-table.ts) and the function that runs it. A command's
 * module is loaded when the command runs, so `--help`, `--version` and a typo load none of them.
 */
export const RUNNERS: Readonly<Record<CommandName, Runner>> = {
  run: async (argv, io) => (await import('./run.js')).runCommand(argv, io),
  list: async (argv, io) => (await import('./list.js')).listCommand(argv, io),
  check: async (argv, io) => (await import('./check.js')).checkCommand(argv, io),
  merge: async (argv, io) => (await import('./merge.js')).mergeCommand(argv, io),
  report: async (argv, io) => (await import('./report.js')).reportCommand(argv, io),
  compare: async (argv, io) => (await import('./report.js')).compareCommand(argv, io),
  baseline: async (argv, io) => (await import('./baseline.js')).baselineCommand(argv, io),
  show: async (argv, io) => (await import('./show.js')).showCommand(argv, io),
  fuzz: async (argv, io) => (await import('./fuzz.js')).fuzzCommand(argv, io),
  track: async (argv, io) => (await import('./track.js')).trackCommand(argv, io),
  replay: async (argv, io) => (await import('./fuzz.js')).replayCommand(argv, io),
};
