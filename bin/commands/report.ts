import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDataset } from '../../ablations/results/dataset.js';
import { buildChangelog, compareProfiles, compareRuns, formatChangelogMarkdown, formatComparisonMarkdown, formatComparisonTable, renderChangelogHtml, writeJUnit, writeReports } from '../../reports/index.js';
import { matrixOutcome } from '../../ablations/judge/expectations.js';
import { cellsForExit, formatScorecard } from '../../ablations/results/scorecard.js';
import { choiceFlag, EXIT, intFlag, OUTCOME_EXIT, UsageError, type Io } from './common.js';
import { formatExpectationChecks, givenExpectations, withExpectations } from './expectation-checks.js';
import { parseCommand, showHelp } from './cli.js';
import { COMMANDS } from './cli-table.js';
import type { FlagValues } from './option-table.js';
import { notRunError, requireAll } from './require-all.js';

export async function reportCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(argv, 'report');
  if (values.help) return showHelp(io, 'report');
  if (values.changelog !== undefined) return changelogReport(values, positionals, io);
  for (const flag of ['out', 'format'] as const) if (values[flag] !== undefined) throw new UsageError(`--${flag} goes with --changelog DATASET`);
  if (positionals.length !== 1) throw new UsageError('report needs exactly one results folder (or --changelog DATASET)');
  const junit = choiceFlag('reporter', values.reporter, ['junit', 'default'] as const, 'default') === 'junit';
  const dir = positionals[0]!;
  if (!existsSync(join(dir, 'results.jsonl'))) throw new UsageError(`no results store at ${join(dir, 'results.jsonl')}`);
  const expectations = givenExpectations(values);
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

type ReportValues = FlagValues<(typeof COMMANDS)['report']['options']>;

/** report --changelog DATASET: the changelog's page and notes written into the dataset (or --out), or one format printed. */
function changelogReport(values: ReportValues, positionals: string[], io: Io): number {
  const dataset = values.changelog!;
  if (positionals.length > 0) throw new UsageError(`report --changelog DATASET takes no results folder; got ${positionals.join(' ')}`);
  const stray = (['reporter', 'require-all', 'expect', 'require', 'events-per-trial'] as const).filter((f) => values[f] !== undefined);
  if (stray.length > 0) throw new UsageError(`${stray.map((f) => `--${f}`).join(', ')} applies to a results folder, not to --changelog`);
  const format = values.format === undefined ? null : choiceFlag('format', values.format, ['html', 'markdown', 'json'] as const, 'html');
  if (format !== null && values.out !== undefined) throw new UsageError('--out DIR writes changelog.html and changelog.md; --format prints one of them on stdout: give one or the other');
  if (!existsSync(join(dataset, 'index.json'))) throw new UsageError(`${dataset} is not a dataset: it has no index.json (harness-bench track writes one)`);
  const log = buildChangelog(readDataset(dataset), { dataset });
  if (format === 'json') io.out(JSON.stringify(log, null, 2));
  else if (format === 'markdown') io.out(formatChangelogMarkdown(log));
  else if (format === 'html') io.out(renderChangelogHtml(log));
  else {
    const out = values.out ?? dataset;
    mkdirSync(out, { recursive: true });
    const files = [join(out, 'changelog.html'), join(out, 'changelog.md')];
    writeFileSync(files[0]!, renderChangelogHtml(log));
    writeFileSync(files[1]!, formatChangelogMarkdown(log));
    for (const file of files) io.err(file);
  }
  return EXIT.ok;
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
    comparison = await compareRuns(join(a, 'results.jsonl'), join(b, 'results.jsonl'), { threshold, allowChanged: values['allow-changed'] ?? false });
  }
  io.out(format === 'markdown' ? formatComparisonMarkdown(comparison) : formatComparisonTable(comparison));
  return comparison.regressed ? EXIT.failed : EXIT.ok;
}
