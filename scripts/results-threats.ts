/**
 * The coding-agent threat catalogue (section G) over the configurations whose
 * own tools run in the workspace container, as data: runs `harness-bench run`
 * with the arguments given, then writes results/threats.md from the run's
 * store (its summary.json): the command, the bench's commit, the date, the
 * machine, how long the run took and its exit code, one line per
 * configuration (its probes caught, escaped and not provoked, with the share
 * not provoked, and its task figures), then
 * the scorecard per scenario with the families by the mechanism that should
 * stop them. The README embeds the first table; a test keeps them equal.
 *
 *   npx tsx scripts/results-threats.ts [--out DIR] [--results FILE] -- <run arguments>
 */
import { scorecardMarkdown, threatSummaryMarkdown } from '../reports/scorecard-views.js';
import { resultsScript } from './results-run.js';

resultsScript('results-threats', 'threats.md', ({ card, provenance }) =>
  [
    '# The coding-agent threat catalogue, per configuration',
    '',
    'What each configuration with its own shell and file tools did with the',
    'payloads of section G (each attack once per trial, through its own tools,',
    'in the trial\u2019s workspace container), the model scripted and seeded, the',
    'world the bench\u2019s. Written by `npx tsx scripts/results-threats.ts -- <arguments>`',
    'from the stored run of:',
    '',
    ...provenance,
    '',
    '<!-- threats:begin -->',
    ...threatSummaryMarkdown(card),
    '<!-- threats:end -->',
    ...scorecardMarkdown(card).map((l) => l.replace(/^### Scorecard of the harnesses under test$/, '## Per scenario')),
    '',
  ].join('\n'),
);
