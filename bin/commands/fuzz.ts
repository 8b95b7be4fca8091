import { formatAblationTerminal, formatFuzzReport, fuzzAblate, replayScenario, runFuzz } from '../../ablations/fuzz/index.js';
import { findProfile } from '../../harness/profile.js';
import { loadScenarioFile } from '../../scenarios/load.js';
import { probeControls, type Scenario } from '../../scenarios/schema.js';
import { asUsage, EXIT, intFlag, MAX_JOBS, UsageError, type Io } from './common.js';
import { parseCommand, showHelp } from './cli.js';
import { COMMANDS } from './cli-table.js';
import { FUZZ_SAVE_DIR } from './selection.js';

export async function fuzzCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parseCommand(argv, 'fuzz');
  if (values.help) return showHelp(io, 'fuzz');
  const defaults = COMMANDS.fuzz.options;
  const runs = intFlag('runs', values.runs, defaults.runs.default, 1);
  const seed = intFlag('seed', values.seed, defaults.seed.default);
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
    jobs: intFlag('jobs', values.jobs, defaults.jobs.default, 1, MAX_JOBS),
    ...(time !== undefined ? { timeSeconds: time } : {}),
    saveDir: values.save ?? FUZZ_SAVE_DIR,
    save: !values['no-save'],
  });
  io.out(formatFuzzReport(report));
  return report.violation ? EXIT.failed : EXIT.ok;
}

export async function replayCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(argv, 'replay');
  if (values.help) return showHelp(io, 'replay');
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
