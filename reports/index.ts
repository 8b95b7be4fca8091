/**
 * Reports from a results store: aggregation by streaming replay, the run
 * folder's files (summary.csv, trials.csv, summary.json, report.html,
 * summary.md), comparisons of two runs or two profiles, the changelog of a
 * harness-safety dataset (report --changelog), and JUnit XML.
 */
export { aggregateStore, aggregateStoreWithSamples, StoreAggregator, type AggregateOptions, type AggregateWithSamples } from './aggregate.js';
export { compareAggregates, compareProfiles, compareRuns, measureChange, resolveStore, type CompareOptions } from './compare.js';
export { COMPARISON_RULE, formatComparisonMarkdown, formatComparisonTable } from './compare-format.js';
export { ComparisonSchema, MeasureChangeSchema, RowChangeSchema, type ChangeVerdict, type Comparison, type MeasureChange, type RowChange } from './comparison-schema.js';
export { formatJUnit, writeJUnit, type JUnitOptions, type JUnitSummary } from './junit.js';
export { passAtK, passHatK } from './pass-at-k.js';
export { QuantileSketch } from './quantile-sketch.js';
export * from './report-schema.js';
export { formatSummaryMarkdown } from './summary-markdown.js';
export { writeSyntheticStore, type SyntheticStore, type SyntheticStoreOptions } from './synthetic-store.js';
export { newcombeDifference, wilson, Z95, type Interval } from '../ablations/judge/wilson.js';
export { fisherExact } from '../ablations/judge/fisher-exact.js';
export { buildChangelog, ChangelogSchema, type Changelog } from './changelog.js';
export { renderChangelogHtml } from './changelog-html.js';
export { formatChangelogMarkdown } from './changelog-markdown.js';
export { writeReports, type ReportSummary, type WriteReportsOptions } from './write-reports.js';
