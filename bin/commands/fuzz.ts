import { formatAblationTerminal, formatFuzzReport, fuzzAblate, replayScenario, runFuzz } from '../../ablations/fuzz/index.js';
import { findProfile } from '../../harness/profile.js';
import { loadScenarioFile } from '../../scenarios/load.js';
import { probeControls, type Scenario } from '../../scenarios/schema.js';
import { join } from 'node:path';
import { asUsage, EXIT, intFlag, parseFlags, UsageError, type Io } from './common.js';
import { DEFAULT_OUT_PARENT } from './selection.js';

/** Where counterexamples go unless --save says: beside the run results, never into the checkout's sources. */
export const FUZZ_SAVE_DIR = join(DEFAULT_OUT_PARENT, 'fuzz-regressions');

export const FUZZ_HELP = `harness-bench fuzz: generate proposal sequences and faults, check the harness invariants

Usage:
  harness-bench fuzz [--profile NAME] [--runs N] [--seed S] [--time SECONDS] [--jobs N] [--save DIR]
  harness-bench fuzz --ablate [--runs N] [--seed S]

fast-check generates interleavings of proposals (valid, invalid, unlisted, writes, checks,
exports, finish, batches) and executor faults, runs them through the harness under the
profile, and checks every invariant from the event log and the world's ledger. On a
violation it prints the shrunk sequence, the seed and path to replay it, saves it as a
scenario file, and exits 1.

Options:
  --profile NAME   profile to fuzz (default: full)
  --runs N         sequences to generate at most (default: 2000)
  --seed S         fast-check seed (default: 1; printed)
  --time SECONDS   stop starting new work after this long
  --jobs N         worker threads (results do not depend on N)
  --save DIR       where counterexamples are saved (default: ${FUZZ_SAVE_DIR}, beside the
                   run results; --save scenarios/regressions adds one to the bench's own regression suite)
  --no-save        do not save counterexamples
  --ablate         run every without-<control> profile and print which invariants break
  -h, --help       this help`;

export async function fuzzCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parseFlags(argv, {
    profile: { type: 'string' },
    runs: { type: 'string' },
    seed: { type: 'string' },
    time: { type: 'string' },
    jobs: { type: 'string' },
    save: { type: 'string' },
    'no-save': { type: 'boolean' },
    ablate: { type: 'boolean' },
  });
  if (values.help) {
    io.out(FUZZ_HELP);
    return EXIT.ok;
  }
  const runs = intFlag('runs', values.runs, 2000, 1);
  const seed = intFlag('seed', values.seed, 1);
  io.err(`harness-bench fuzz: seed ${seed}, ${runs} runs`);
  if (values.ablate) {
    const table = await fuzzAblate({ runs, seed });
    io.out(formatAblationTerminal(table));
    return EXIT.ok;
  }
  const profile = asUsage(() => findProfile(values.profile ?? 'full'));
  const time = values.time === undefined ? undefined : intFlag('time', values.time, 0, 1);
  const report = await runFuzz({
    profile,
    runs,
    seed,
    jobs: intFlag('jobs', values.jobs, 1, 1),
    ...(time !== undefined ? { timeSeconds: time } : {}),
    saveDir: values.save ?? FUZZ_SAVE_DIR,
    save: !values['no-save'],
  });
  io.out(formatFuzzReport(report));
  return report.violation ? EXIT.failed : EXIT.ok;
}

export const REPLAY_HELP = `harness-bench replay: rerun a saved fuzz case (or any scenario file) against the invariants

Usage:
  harness-bench replay FILE [--profile NAME]

Exit 1 while a probed invariant still breaks under the profile (default: the profile the
file was found under, i.e. without its control: the counterexample still reproduces),
0 when it holds.`;

export async function replayCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseFlags(argv, { profile: { type: 'string' } }, true);
  if (values.help) {
    io.out(REPLAY_HELP);
    return EXIT.ok;
  }
  if (positionals.length !== 1) throw new UsageError('replay needs exactly one scenario file');
  const file = positionals[0]!;
  const scenario = await loadScenarioFile(file);
  const profile = asUsage(() => findProfile(values.profile ?? defaultProfileFor(scenario)));
  const report = await replayScenario(scenario, file, profile);
  io.out(
    `${report.file}: scenario ${report.scenario} under ${report.profile}, seed ${report.seed}: status ${report.status}; ` +
      (report.stillBreaks ? `still breaks ${report.violations.map((v) => v.invariant).join(', ')}` : 'every probed invariant holds'),
  );
  for (const v of report.violations) io.out(`  ${v.invariant}: ${v.message}`);
  return report.stillBreaks ? EXIT.failed : EXIT.ok;
}

/** A saved case probes the control it was found without: replay under that profile unless told otherwise. */
function defaultProfileFor(scenario: Scenario): string {
  const probe = scenario.oracle.probes[0];
  return probe ? `without-${probeControls(probe)[0]!}` : 'full';
}
