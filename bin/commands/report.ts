import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compareProfiles, compareRuns, formatComparisonMarkdown, formatComparisonTable, writeJUnit, writeReports } from '../../reports/index.js';
import { matrixOutcome } from '../../ablations/expectations.js';
import { cellsForExit, formatScorecard } from '../../ablations/scorecard.js';
import { asUsage, choiceFlag, EXIT, intFlag, OUTCOME_EXIT, UsageError, type Io } from './common.js';
import { loadHarnessExpectations } from '../../ablations/harness-expectations.js';
import { formatExpectationChecks, withExpectations } from './expectation-checks.js';
import { parseCommand, showHelp } from './cli.js';
import { COMMANDS } from './cli-table.js';
import { notRunError, requireAll } from './require-all.js';

export async function reportCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(argv, 'report');
  if (values.help) return showHelp(io, 'report');
  if (positionals.length !== 1) throw new UsageError('report needs exactly one results folder');
  const junit = choiceFlag('reporter', values.reporter, ['junit', 'default'] as const, 'default') === 'junit';
  const dir = positionals[0]!;
  if (!existsSync(join(dir, 'results.jsonl'))) throw new UsageError(`no results store at ${join(dir, 'results.jsonl')}`);
  const expectations = values.expect !== undefined ? asUsage(() => loadHarnessExpectations(values.expect!)) : undefined;
  const events = intFlag('events-per-trial', values['events-per-trial'], COMMANDS.report.options['events-per-trial'].default, 1);
  const summary = await writeReports(dir, { ...(expectations ? { expectations } : {}), sample: { events } });
  for (const file of summary.files) io.out(file);
  // Harnesses under test are measured, not judged against expectations (as in run): their scorecard, and only their unjudged cells set the exit.
  const card = summary.aggregate.scorecard;
  if (card) io.out(formatScorecard(card));
  const checks = formatExpectationChecks(summary.aggregate.harness_expectations);
  if (checks) io.out(checks.trimStart());
  const judged = cellsForExit(summary.aggregate.cells, new Set(card?.harnesses.map((h) => h.harness) ?? []));
  if (junit) io.out((await writeJUnit(dir, { aggregate: summary.aggregate, notRunIsError: requireAll(values['require-all']) })).path);
  for (const warning of summary.warnings) io.err(`warning: ${warning}`);
  for (const cell of judged) for (const problem of cell.problems) io.err(`expectation failed: ${cell.scenario} / ${cell.profile}: ${problem}`);
  const notRun = notRunError(judged, values['require-all']);
  if (notRun !== null) io.err(notRun);
  return withExpectations(OUTCOME_EXIT[matrixOutcome(judged.map((c) => ({ state: c.state, problems: c.issues })))], summary.aggregate.harness_expectations);
}

export async function compareCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(argv, 'compare');
  if (values.help) return showHelp(io, 'compare');
  const format = choiceFlag('format', values.format, ['table', 'markdown'] as const, 'table');
  const threshold = values.threshold === undefined ? COMMANDS.compare.options.threshold.default : Number(values.threshold);
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
