import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compareProfiles, compareRuns, formatComparisonMarkdown, formatComparisonTable, writeJUnit, writeReports } from '../../reports/index.js';
import { matrixOutcome } from '../../ablations/expectations.js';
import { cellsForExit, formatScorecard } from '../../ablations/scorecard.js';
import { choiceFlag, EXIT, OUTCOME_EXIT, parseFlags, UsageError, type Io } from './common.js';
import { notRunError, requireAll } from './require-all.js';

export const REPORT_HELP = `harness-bench report: rebuild every report file from a results store

Usage:
  harness-bench report DIR [--reporter junit] [--require-all]

Reads DIR/results.jsonl (a run, a shard or a merged store) and writes, in DIR:
summary.csv, trials.csv, summary.json, summary.md and report.html (one self-contained page:
open it offline), and with --reporter junit also junit.xml (each matrix cell a test case).
A run with harnesses under test (run --harness) also gets scorecard.json, and the scorecard
that run printed is printed again: per configuration, each probed failure escaped, caught or
not provoked, with rates and 95% intervals, and the controls each behaves as if it has beside
the reference harness's. Their cells are measured, not judged: only a trial that errored or a
cell that could not run here sets the exit code (a scenario out of a harness's reach does not).
With --require-all (on by default when CI is set) a cell that did not run is a JUnit error
instead of a skip, and the error says how to set up what it needed.
Exit 3 when some cell has no verdict (a trial errored or did not run), 1 when a cell broke
its expectation, 0 otherwise.`;

export async function reportCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseFlags(argv, { reporter: { type: 'string' }, 'require-all': { type: 'boolean' } }, true);
  if (values.help) {
    io.out(REPORT_HELP);
    return EXIT.ok;
  }
  if (positionals.length !== 1) throw new UsageError('report needs exactly one results folder');
  const junit = choiceFlag('reporter', values.reporter, ['junit', 'default'] as const, 'default') === 'junit';
  const dir = positionals[0]!;
  if (!existsSync(join(dir, 'results.jsonl'))) throw new UsageError(`no results store at ${join(dir, 'results.jsonl')}`);
  const summary = await writeReports(dir);
  for (const file of summary.files) io.out(file);
  // Harnesses under test are measured, not judged against expectations (as in run): their scorecard, and only their unjudged cells set the exit.
  const card = summary.aggregate.scorecard;
  if (card) io.out(formatScorecard(card));
  const judged = cellsForExit(summary.aggregate.cells, new Set(card?.harnesses.map((h) => h.harness) ?? []));
  if (junit) io.out((await writeJUnit(dir, { aggregate: summary.aggregate, notRunIsError: requireAll(values['require-all']) })).path);
  for (const warning of summary.warnings) io.err(`warning: ${warning}`);
  for (const cell of judged) for (const problem of cell.problems) io.err(`expectation failed: ${cell.scenario} / ${cell.profile}: ${problem}`);
  const notRun = notRunError(judged, values['require-all']);
  if (notRun !== null) io.err(notRun);
  return OUTCOME_EXIT[matrixOutcome(judged.map((c) => ({ state: c.state, problems: c.issues })))];
}

export const COMPARE_HELP = `harness-bench compare: compare two runs, or two profiles of one run

Usage:
  harness-bench compare DIR_A DIR_B [--threshold T] [--format table|markdown] [--include-changed]
  harness-bench compare DIR --profiles A B [--threshold T] [--format table|markdown]

Per cell (never pooled across scenarios) and per control: the change in accept and defect
rates, with 95% intervals, and a plain verdict (better / worse / no detectable change). A
change counts when the interval of B - A lies wholly beyond the threshold (default 0).
A scenario or profile whose definition changed between the runs is named first and its
cells are not compared; --include-changed compares them (they then gate only under the
baseline profile, full). Cells only in one run are listed by name. The by-control figures
are each run's own, as its summary shows them (from its summary.json when it is current).
Markdown output is meant for a pull-request comment.
Exit 1 when B is detectably worse than A on a defect rate of a cell whose definitions did
not change, or of any cell under full; 0 otherwise.`;

export async function compareCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseFlags(argv, { threshold: { type: 'string' }, format: { type: 'string' }, profiles: { type: 'boolean' }, 'include-changed': { type: 'boolean' } }, true);
  if (values.help) {
    io.out(COMPARE_HELP);
    return EXIT.ok;
  }
  const format = choiceFlag('format', values.format, ['table', 'markdown'] as const, 'table');
  const threshold = values.threshold === undefined ? 0 : Number(values.threshold);
  if (!Number.isFinite(threshold) || threshold < 0 || threshold >= 1) throw new UsageError(`--threshold must be a number in [0, 1), got ${JSON.stringify(values.threshold)}`);
  let comparison;
  if (values.profiles) {
    if (positionals.length !== 3) throw new UsageError('compare DIR --profiles A B needs one folder and two profile names');
    const [dir, a, b] = positionals as [string, string, string];
    comparison = await compareProfiles(join(dir, 'results.jsonl'), a, b, { threshold });
  } else {
    if (positionals.length !== 2) throw new UsageError('compare needs two results folders (or one folder and --profiles A B)');
    const [a, b] = positionals as [string, string];
    comparison = await compareRuns(join(a, 'results.jsonl'), join(b, 'results.jsonl'), { threshold, includeChanged: values['include-changed'] ?? false });
  }
  io.out(format === 'markdown' ? formatComparisonMarkdown(comparison) : formatComparisonTable(comparison));
  return comparison.regressed ? EXIT.failed : EXIT.ok;
}
