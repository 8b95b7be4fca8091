import { baselineCommand, BASELINE_HELP } from './commands/baseline.js';
import { checkCommand, CHECK_HELP } from './commands/check.js';
import { EXIT, isUserError, processIo, type Io } from './commands/common.js';
import { listCommand, LIST_HELP } from './commands/list.js';
import { mergeCommand, MERGE_HELP } from './commands/merge.js';
import { fuzzCommand, FUZZ_HELP, replayCommand, REPLAY_HELP } from './commands/fuzz.js';
import { compareCommand, COMPARE_HELP, reportCommand, REPORT_HELP } from './commands/report.js';
import { runCommand, RUN_HELP } from './commands/run.js';
import { showCommand, SHOW_HELP } from './commands/show.js';

const HELP = `harness-bench: which failure does each control of an agent harness prevent?

Runs scenarios against harness profiles that each remove one control, judges every trial
from the world's final state, and reports which defects escape.

Usage:
  harness-bench <command> [options]

Commands:
  run       run the ablation matrix (default) or a seed suite (--suite seed-lab-1)
  list      list suites, scenarios, profiles and controls
  check     validate scenario files and prove each is solvable
  merge     combine shard result stores into one
  report    rebuild CSV, JSON, HTML (and JUnit) reports from a results store
  compare   compare two runs or two profiles, with intervals; exit 1 on a regression
  baseline  make or refresh results/baseline (what CI compares against) from a run
  show      open (or serve) the latest report.html
  fuzz      property-test the harness invariants with generated proposals and faults
  replay    rerun a saved fuzz case

Run 'harness-bench <command> --help' for a command's options.

Examples:
  harness-bench run                                   the default matrix, 50 trials per cell
  harness-bench run --suite seed-lab-1 --format jsonl reproduce the seed's first lab table
  harness-bench run --profile full --profile without-evidence --trials 200 --seed 7
  harness-bench check my-scenario.yaml
  harness-bench report reports/out/nightly --reporter junit
  harness-bench compare reports/out/main reports/out/branch --format markdown
  harness-bench fuzz --profile without-pending --runs 5000 --seed 7`;

type Command = { run: (argv: string[], io: Io) => number | Promise<number>; help: string };

const COMMANDS: Record<string, Command> = {
  run: { run: runCommand, help: RUN_HELP },
  list: { run: listCommand, help: LIST_HELP },
  check: { run: checkCommand, help: CHECK_HELP },
  merge: { run: mergeCommand, help: MERGE_HELP },
  report: { run: reportCommand, help: REPORT_HELP },
  compare: { run: compareCommand, help: COMPARE_HELP },
  baseline: { run: baselineCommand, help: BASELINE_HELP },
  show: { run: showCommand, help: SHOW_HELP },
  fuzz: { run: fuzzCommand, help: FUZZ_HELP },
  replay: { run: replayCommand, help: REPLAY_HELP },
};

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [verb, ...rest] = argv;
  if (verb === undefined || verb === '--help' || verb === '-h' || verb === 'help') {
    if (verb === 'help' && rest[0] && Object.hasOwn(COMMANDS, rest[0])) io.out(COMMANDS[rest[0]]!.help);
    else io.out(HELP);
    return EXIT.ok;
  }
  if (!Object.hasOwn(COMMANDS, verb)) {
    io.err(`harness-bench: unknown command ${JSON.stringify(verb)}; commands: ${Object.keys(COMMANDS).join(', ')} (see harness-bench --help)`);
    return EXIT.usage;
  }
  try {
    return await COMMANDS[verb]!.run(rest, io);
  } catch (error) {
    if (isUserError(error)) {
      io.err(`harness-bench ${verb}: ${error.message}`);
      // A bad flag, name or file (the run does not start) is a usage error; so is an unreadable store.
      return error.name === 'UsageError' || error.name === 'StoreError' ? EXIT.usage : EXIT.failed;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
