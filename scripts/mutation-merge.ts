// Merges StrykerJS incremental reports into one (`npm run test:mutation:merge`), so that
// the full run (`npm run test:mutation`) reuses what the per-file runs measured.
//
// Test ids are numbers local to each report, and each report holds the test files as they were
// when it ran. The merge puts every test file at its current text and keeps a test only where
// its text (from its first line to the next test's) is found once, unchanged, in the current
// file; its mutants' killedBy and coveredBy are renamed to the merged ids and lose the tests
// that were not kept. Stryker then re-tests a killed mutant whose killing test is gone and a
// surviving one that a test now covers which did not before, as it does for its own file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const USAGE = 'usage: npm run test:mutation:merge -- <output report> <input report> [more input reports...] (later inputs win for a source file)';

interface Position {
  line: number;
  column: number;
}
/** The incremental file of the full run (stryker.config.mjs `incrementalFile`), which each per-file run updates with its file's results. */
export const MAIN_INCREMENTAL = 'test/mutation/stryker-incremental.json';

export interface ReportTest {
  id: string;
  name: string;
  location?: { start: Position; end?: Position };
}
export interface ReportMutant {
  id: string;
  status: string;
  coveredBy?: string[];
  killedBy?: string[];
  [field: string]: unknown;
}
export interface IncrementalReport {
  files: Record<string, { source: string; mutants: ReportMutant[]; [field: string]: unknown }>;
  testFiles?: Record<string, { source?: string; tests: ReportTest[] }>;
  [field: string]: unknown;
}

/**
 * Where each test of a test file starts in the file's current text (its line, 1-based), or
 * null when its text changed, moved ambiguously or is gone. A test without a location is
 * kept only when the file did not change.
 */
export function relocate(oldSource: string, currentSource: string, tests: readonly ReportTest[]): Map<string, number | null> {
  const out = new Map<string, number | null>();
  const same = oldSource === currentSource;
  const oldLines = oldSource.split('\n');
  const starts = [...new Set(tests.flatMap((t) => (t.location ? [t.location.start.line] : [])))].sort((a, b) => a - b);
  const found = new Map<number, number | null>();
  starts.forEach((start, i) => {
    if (same) return found.set(start, start);
    const region = oldLines.slice(start - 1, i + 1 < starts.length ? starts[i + 1]! - 1 : oldLines.length).join('\n');
    found.set(start, lineOfOnlyMatch(currentSource, region));
  });
  for (const t of tests) out.set(t.id, t.location ? found.get(t.location.start.line)! : same ? 0 : null);
  return out;
}

/** The 1-based line at which `region` (whole lines) occurs in `text`, if it occurs exactly once. */
function lineOfOnlyMatch(text: string, region: string): number | null {
  let match: number | null = null;
  for (let at = text.indexOf(region); at !== -1; at = text.indexOf(region, at + 1)) {
    const end = at + region.length;
    if ((at > 0 && text[at - 1] !== '\n') || (end < text.length && text[end] !== '\n')) continue;
    if (match !== null) return null;
    match = at;
  }
  return match === null ? null : text.slice(0, match).split('\n').length;
}

/** One report from several: each source file from the last input that has it, every test file at its current text. */
export function mergeReports(reports: readonly IncrementalReport[], currentText: (path: string) => string | undefined): IncrementalReport {
  const files: IncrementalReport['files'] = {};
  const testFiles: NonNullable<IncrementalReport['testFiles']> = {};
  const idByKey = new Map<string, string>();
  for (const report of reports) {
    const renamed = new Map<string, string>();
    for (const [path, file] of Object.entries(report.testFiles ?? {})) {
      const current = currentText(path);
      if (current === undefined) continue;
      const target = (testFiles[path] ??= { source: current, tests: [] });
      const lines = relocate(file.source ?? '', current, file.tests);
      for (const test of file.tests) {
        const line = lines.get(test.id);
        if (line === null || line === undefined) continue;
        const start = test.location ? { line, column: test.location.start.column } : undefined;
        const key = `${path}@${start ? `${start.line}:${start.column}` : '-'}\n${test.name}`;
        let id = idByKey.get(key);
        if (id === undefined) {
          idByKey.set(key, (id = String(idByKey.size)));
          target.tests.push(start ? { id, name: test.name, location: { start } } : { id, name: test.name });
        }
        renamed.set(test.id, id);
      }
    }
    const rename = (ids: readonly string[] | undefined) => (ids ?? []).flatMap((id) => (renamed.has(id) ? [renamed.get(id)!] : []));
    for (const [path, file] of Object.entries(report.files)) {
      files[path] = { ...file, mutants: file.mutants.map((m) => ({ ...m, coveredBy: rename(m.coveredBy), killedBy: rename(m.killedBy) })) };
    }
  }
  const last = reports.at(-1);
  return { ...last, files, testFiles };
}

/** Merges reports (mergeReports, each test file at its text on disk now) and writes the result to `output`. */
export function mergeInto(output: string, reports: readonly IncrementalReport[]): IncrementalReport {
  const merged = mergeReports(reports, (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined));
  writeFileSync(output, JSON.stringify(merged));
  return merged;
}

function main(argv: string[]): number {
  if (argv.length < 2 || argv.some((a) => a.startsWith('-'))) {
    console.error(USAGE);
    return 2;
  }
  const [output, ...inputs] = argv as [string, ...string[]];
  const missing = inputs.find((i) => !existsSync(i));
  if (missing !== undefined) {
    console.error(`no such report: ${missing}`);
    return 2;
  }
  const reports = inputs.map((i) => JSON.parse(readFileSync(i, 'utf8')) as IncrementalReport);
  const merged = mergeInto(output, reports);
  const mutants = Object.values(merged.files).reduce((n, f) => n + f.mutants.length, 0);
  const tests = Object.values(merged.testFiles ?? {}).reduce((n, f) => n + f.tests.length, 0);
  console.log(`mutation: merged ${inputs.length} report(s) into ${output}: ${Object.keys(merged.files).length} source files, ${mutants} mutants, ${tests} tests kept`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
