/**
 * The README's harness-safety changelog: reads a dataset written by
 * `harness-bench track` and rewrites the `changelog` block of the README
 * (per configuration, the newest scored release and what changed from the
 * one before it; reports/changelog-readme.ts). A test keeps the block equal
 * to what the committed dataset generates.
 *
 *   npx tsx scripts/results-changelog.ts [DATASET] [--readme FILE]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { readDataset } from '../ablations/results/dataset.js';
import { buildChangelog } from '../reports/changelog.js';
import { changelogReadmeBlock } from '../reports/changelog-readme.js';
import { withBlock } from '../reports/generated-block.js';

const ROOT = join(import.meta.dirname, '..');
const { values, positionals } = parseArgs({ options: { readme: { type: 'string' } }, allowPositionals: true });
if (positionals.length > 1) {
  process.stderr.write('usage: npx tsx scripts/results-changelog.ts [DATASET] [--readme FILE]\n');
  process.exit(2);
}
const dataset = positionals[0] ?? join(ROOT, 'results', 'changelog');
const readme = values.readme ?? join(ROOT, 'README.md');
const log = buildChangelog(readDataset(dataset), { dataset: relative(ROOT, dataset) || dataset });
writeFileSync(readme, withBlock(readFileSync(readme, 'utf8'), 'changelog', changelogReadmeBlock(log), readme));
process.stderr.write(`results-changelog: ${readme}: the changelog block of ${log.packages.length} package(s), ${log.regressions} regression(s)\n`);
