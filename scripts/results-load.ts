/**
 * The whole test suite, run again and again under an artificial CPU load, with what each run
 * found: `npm test` under `scripts/load.sh N` (N busy processes beside it; 0: none), `--runs`
 * times, each run's passed and failed tests, its time and the machine's load (sampled every 5 s),
 * and the names of the tests that failed. Appends one line per run to results/load-runs.md, so
 * that a test that fails only under load is found before CI finds it. With `--file` (and
 * `--name`, vitest's -t), only those test files (and tests) run, each run a line in
 * results/load-loops.md: the loops that repeat the real-harness and engine tests under load.
 *
 *   npx tsx scripts/results-load.ts [--runs 3] [--load 8] [--seed 20261130]
 *   npx tsx scripts/results-load.ts --runs 10 --load 12 --file test/wire/reference-wire.test.ts --name '2 s deadline'
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = join(import.meta.dirname, '..');

interface VitestJson {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numTotalTestSuites: number;
  numFailedTestSuites: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

const loadNow = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/** One run of the suite under `load` busy processes: its exit code, seconds, load samples and what vitest reported. */
async function runOnce(load: number, seed: string, only: { files: readonly string[]; name: string | undefined }): Promise<{ code: number | null; seconds: number; loads: number[]; report: VitestJson | null }> {
  const out = join(mkdtempSync(join(tmpdir(), 'hb-load-run-')), 'vitest.json');
  const loads = [loadNow()];
  const sampler = setInterval(() => loads.push(loadNow()), 5_000);
  const started = performance.now();
  const command = [...(load > 0 ? ['scripts/load.sh', String(load)] : []), 'npm', 'test', '--', ...only.files, ...(only.name === undefined ? [] : ['-t', only.name]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { cwd: ROOT, stdio: 'inherit', env: { ...process.env, CI: '1', HB_TEST_SEED: seed } });
    child.on('exit', (c) => resolve(c));
  });
  clearInterval(sampler);
  loads.push(loadNow());
  const report = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as VitestJson) : null;
  return { code, seconds: (performance.now() - started) / 1000, loads, report };
}

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, load: { type: 'string', default: '8' }, seed: { type: 'string', default: '20261130' }, file: { type: 'string', multiple: true }, name: { type: 'string' } },
});
const only = { files: values.file ?? [], name: values.name };
if (only.name !== undefined && only.files.length === 0) throw new Error('--name picks tests within the --file(s) given; name at least one --file');
for (const f of only.files) if (!existsSync(join(ROOT, f))) throw new Error(`--file ${f}: no such test file`);
const whole = only.files.length === 0;
const RESULTS = join(ROOT, 'results', whole ? 'load-runs.md' : 'load-loops.md');
const runs = Number(values.runs);
const load = Number(values.load);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(load) || load < 0) throw new Error('--runs N (at least 1) and --load N (0 or more) take whole numbers');
if (!existsSync(RESULTS)) {
  const about = whole
    ? [
        '# The test suite under load',
        '',
        'Each line is one run of the whole suite (`CI=1 npm test`) beside N busy processes',
        '(`scripts/load.sh N`), written by `npx tsx scripts/results-load.ts --runs R --load N`:',
        'the tests passed and failed, the time, and the machine’s one-minute load average',
        'sampled every 5 s (min–max). A test that fails only under load is a defect.',
      ]
    : [
        '# Named tests, repeated under load',
        '',
        'Each line is one run of the named test files (and tests: vitest’s `-t`) beside N busy',
        'processes (`scripts/load.sh N`), written by',
        '`npx tsx scripts/results-load.ts --runs R --load N --file F [--name PATTERN]`: the tests',
        'passed and failed, the time, and the one-minute load average sampled every 5 s (min–max).',
      ];
  const columns = whole ? ['started (UTC)', 'commit', 'busy processes', 'tests passed', 'failed', 'files', 'time', 'load (min–max)', 'failed tests'] : ['started (UTC)', 'commit', 'busy processes', 'files', 'tests named', 'tests passed', 'failed', 'time', 'load (min–max)', 'failed tests'];
  writeFileSync(RESULTS, [...about, '', `| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`, ''].join('\n'));
}
const commit = await new Promise<string>((resolve) => {
  const git = spawn('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT });
  let text = '';
  git.stdout.on('data', (d: Buffer) => (text += d.toString()));
  git.on('exit', () => resolve(text.trim() || 'unknown'));
});
process.stderr.write(`results-load: ${runs} run(s) of ${whole ? 'the suite' : only.files.join(', ')}${only.name === undefined ? '' : ` (-t ${JSON.stringify(only.name)})`} beside ${load} busy process(es), ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; seed ${values.seed}\n`);
/** Runs the suite `runs` times, a line each in RESULTS; the count of runs that did not pass. */
async function runAll(): Promise<number> {
  let failedRuns = 0;
  for (let i = 0; i < runs; i++) {
    const startedAt = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const r = await runOnce(load, values.seed, only);
    const failed = r.report?.testResults.flatMap((f) => f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${f.name.replace(`${ROOT}/`, '')}: ${a.fullName}`)) ?? [];
    if (r.code !== 0) failedRuns++;
    const passed = r.report === null ? 'no report' : String(r.report.numPassedTests);
    // A run that exits non-zero with no failed test failed elsewhere (a file that could not load, an unhandled error): said so.
    const failures = r.report === null ? `exit ${String(r.code)}` : `${r.report.numFailedTests}${r.code !== 0 && r.report.numFailedTests === 0 ? ` (exit ${String(r.code)}: ${r.report.numFailedTestSuites} file(s) failed to run)` : ''}`;
    const time = `${Math.round(r.seconds)} s`;
    const loads = `${Math.min(...r.loads).toFixed(1)}–${Math.max(...r.loads).toFixed(1)}`;
    const names = failed.length === 0 ? '' : failed.join('; ');
    const cells = whole
      ? [startedAt, commit, String(load), passed, failures, r.report === null ? '' : String(r.report.testResults.length), time, loads, names]
      : [startedAt, commit, String(load), only.files.join(', '), only.name ?? 'all', passed, failures, time, loads, names];
    cells.forEach((c, i) => (cells[i] = c.replace(/\|/g, '\\|')));
    appendFileSync(RESULTS, `| ${cells.join(' | ')} |\n`);
    process.stderr.write(`results-load: run ${i + 1} of ${runs}: exit ${String(r.code)}, ${Math.round(r.seconds)} s, ${failed.length} failed\n`);
  }
  return failedRuns;
}
process.exitCode = (await runAll()) === 0 ? 0 : 1;
