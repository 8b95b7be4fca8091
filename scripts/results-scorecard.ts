/**
 * The scorecard of the built-in harness configurations as data: runs
 * `harness-bench run` with the arguments given, then writes
 * results/scorecard.md from the run's store (its summary.json): the command,
 * the bench's commit, the date, the machine, how long the run took and its
 * exit code, the one-line-per-configuration table (the README embeds the
 * same block; a test keeps the two equal) and the scorecard per scenario.
 *
 *   npx tsx scripts/results-scorecard.ts [--out DIR] -- <run arguments>
 *
 * A run that exits with another code than 0 is written too, and said so.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { scorecardMarkdown, scorecardSummaryMarkdown } from '../reports/scorecard-views.js';
import { ROOT, runForResults } from './results-run.js';

const { values, positionals } = parseArgs({ options: { out: { type: 'string' }, results: { type: 'string' } }, allowPositionals: true });
if (positionals.length === 0) {
  process.stderr.write('usage: npx tsx scripts/results-scorecard.ts [--out DIR] [--results FILE] -- <harness-bench run arguments>\n');
  process.exit(2);
}
const target = values.results ?? join(ROOT, 'results', 'scorecard.md');
const { card, code, command, provenance, placements } = runForResults('results-scorecard', positionals, values.out);
const text = [
  '# Scorecard of the built-in harness configurations',
  '',
  'What each configuration caught, let escape or never attempted over the',
  'catalogue, the model scripted and seeded, the world the bench\u2019s. Written by',
  '`npx tsx scripts/results-scorecard.ts -- <arguments>` from the stored run of:',
  '',
  '```bash',
  command,
  '```',
  '',
  ...provenance,
  '',
  'caught: the failure was attempted and never happened; escaped: it happened',
  'in some trial; not provoked: no trial attempted it, or it is out of the',
  'configuration\u2019s reach (the reason is in the table per scenario).',
  '',
  '<!-- scorecard:begin -->',
  ...scorecardSummaryMarkdown(card, placements),
  '<!-- scorecard:end -->',
  ...scorecardMarkdown(card).map((l) => l.replace(/^### Scorecard of the harnesses under test$/, '## Per scenario')),
  '',
].join('\n');
writeFileSync(target, text);
process.stderr.write(`results-scorecard: wrote ${target} (exit ${code})\n`);
// The run's own exit code: a run that did not pass is written down, and said so to CI.
process.exit(code);
