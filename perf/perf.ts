/**
 * npm run bench:perf -- [--json] [--only a,b] [--ab REF] ...
 *
 * Every figure of perf/registry.ts. A figure with a reference (the seed's
 * Python labs, the raw Docker engine) is a ratio measured in paired,
 * alternating rounds: the median of per-pair ratios with a bootstrap 95%
 * interval. Absolute figures are labelled absolute. With --ab REF, each
 * figure's subject is measured at REF (a temporary worktree) against the
 * working tree, in paired rounds.
 */
import { resolveSandboxImage } from '../worlds/sandbox/docker-engine.js';
import { parseArgs } from 'node:util';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addRefTree, remoteSide, resolveCommit, UsageError, type RefTree } from './ab.js';
import { Unavailable, type Figure } from './figure.js';
import { detectable, type Interval } from './interval.js';
import { combineForks, measurePaired, measureSingle, swapSides, type PairedOptions, type PairedResult, type Side } from './paired.js';
import { FIGURES } from './registry.js';
import { PROC } from './machine.js';
import { benchCommit, machineNow } from '../reports/provenance.js';
import { keepFigures } from './results.js';
import { BenchReportSchema, type AbFigure, type BenchReport, type FigureResult } from './report-schema.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const HELP = `npm run bench:perf -- [options]

Measures every figure of perf/registry.ts on this machine. A ratio (ours
against the seed's Python labs, ours against the raw Docker engine) comes from
paired rounds: the two sides run alternately in short rounds, each pair gives
one ratio, and the figure is the median ratio with a bootstrap 95% interval,
the number of pairs, and the steal time and load seen meanwhile. Pairs are
added until the interval is narrower than --max-width or the pairs run out.
Absolute figures (times, rates, memory) are labelled absolute. Every figure
takes a few minutes on a quiet machine, several times that under heavy load;
Docker figures need the engine and the sandbox image, Python figures python3
and the seed article (shared/seeds/).

  --json            one JSON object on stdout (progress goes to stderr)
  --only LIST       comma-separated figure names (default: all); see --list
  --list            print the figure names and what each measures, and exit
  --ab REF          measure each figure's subject at git REF (checked out in a
                    temporary worktree, removed afterwards) against the working
                    tree, in paired rounds spread over 3 process pairs: time
                    per unit after / before, with its interval and whether the
                    change is detectable
  --max-width PCT   the bound: a ratio whose 95% interval is wider than PCT % of
                    its median is flagged as not trusted (default 10)
  --pairs N         pairs before the interval is first checked (default 20)
  --max-pairs N     pairs at most (default 80)
  --seed N          seed of the bootstrap resampling (default 1; printed)
  --results         keep each figure measured as results/perf/<figure>.json
                    (with the command, commit, date and machine) and rewrite
                    the figures table of results/benchmarks.md from them
                    (not with --ab)
  --help            this text

Exit codes: 0 every figure measured and every interval within the bound;
3 a figure could not be measured here or its interval is wider than the bound
(the figures are still printed, flagged); 2 bad usage.`;

interface Cli {
  json: boolean;
  /** Keep the figures in results/ (perf/results.ts). */
  results: boolean;
  figures: Figure[];
  ab: string | null;
  base: Omit<PairedOptions, 'reader' | 'onPair'>;
}

function positiveInt(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${name} must be an integer of at least ${min}, got ${JSON.stringify(raw)}`);
  return n;
}

export function parseCli(argv: string[]): Cli | 'help' | 'list' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        json: { type: 'boolean' },
        only: { type: 'string' },
        list: { type: 'boolean' },
        ab: { type: 'string' },
        'max-width': { type: 'string' },
        pairs: { type: 'string' },
        'max-pairs': { type: 'string' },
        seed: { type: 'string' },
        results: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  if (values.list) return 'list';
  let figures = [...FIGURES];
  if (values.only !== undefined) {
    const names = values.only.split(',').map((s) => s.trim()).filter((s) => s !== '');
    const unknown = names.filter((n) => !FIGURES.some((f) => f.name === n));
    if (names.length === 0 || unknown.length > 0) {
      throw new UsageError(`--only: ${names.length === 0 ? 'no figure named' : `no figure named ${unknown.join(', ')}`}; figures: ${FIGURES.map((f) => f.name).join(', ')}`);
    }
    figures = FIGURES.filter((f) => names.includes(f.name));
  }
  const maxWidth = values['max-width'] === undefined ? 10 : Number(values['max-width']);
  if (!Number.isFinite(maxWidth) || maxWidth <= 0) throw new UsageError(`--max-width must be a positive percentage, got ${JSON.stringify(values['max-width'])}`);
  const minPairs = positiveInt('--pairs', values.pairs, 20, 2);
  const maxPairs = positiveInt('--max-pairs', values['max-pairs'], Math.max(80, minPairs), 2);
  if (maxPairs < minPairs) throw new UsageError(`--max-pairs (${maxPairs}) is below --pairs (${minPairs})`);
  const seed = positiveInt('--seed', values.seed, 1, 0);
  if (values.results === true && values.ab !== undefined) throw new UsageError('--results keeps measured figures; an --ab comparison is not one (drop one of the two)');
  return {
    json: values.json === true,
    results: values.results === true,
    figures,
    ab: values.ab ?? null,
    base: { seed, minPairs, maxPairs, maxWidthPct: maxWidth, roundMs: 25, warmupMs: 400, budgetMs: 8000 },
  };
}

/** The run's options with a figure's round sizes over them; pair counts given on the command line win. */
function optionsFor(cli: Cli, figure: Figure, explicitPairs: boolean): PairedOptions {
  const r = figure.rounds ?? {};
  const o: PairedOptions = { ...cli.base, ...r, ...(explicitPairs ? { minPairs: cli.base.minPairs, maxPairs: cli.base.maxPairs } : {}) };
  if (o.maxPairs < o.minPairs) o.maxPairs = o.minPairs;
  return o;
}

const message = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

async function withSides<T>(open: Array<() => Promise<Side>>, use: (sides: Side[]) => Promise<T>): Promise<T> {
  const sides: Side[] = [];
  try {
    for (const o of open) sides.push(await o());
    return await use(sides);
  } finally {
    for (const s of sides) await s.close().catch(() => undefined);
  }
}

function ratioOf(result: PairedResult, label: string) {
  return {
    of: label,
    clock: result.clock,
    median: result.ratio.median,
    low: result.ratio.low,
    high: result.ratio.high,
    width_pct: result.width_pct,
    pairs: result.pairs,
    steal_pct: result.noise.steal_pct,
    busy_pct: result.noise.busy_pct,
    load_mean: result.noise.load_mean,
    load_max: result.noise.load_max,
    trusted: result.trusted,
  };
}

async function measureFigure(cli: Cli, figure: Figure, explicitPairs: boolean, progress: (s: string) => void): Promise<FigureResult> {
  const options = { ...optionsFor(cli, figure, explicitPairs), onPair: (n: number) => progress(`${figure.name}: ${n} pairs`) };
  const result: FigureResult = { name: figure.name, title: figure.title, unit: figure.unit, status: 'ok', problem: null, ratio: null, clock: null, absolute: {} };
  const problems: string[] = [];
  try {
    if (figure.reference !== undefined) {
      const ref = figure.reference;
      const subjectFirst = ref.ratio === 'reference/subject';
      const paired = await measureAcrossProcesses(figure, options, progress);
      const label = subjectFirst ? `${ref.label} time / ours` : `our time / ${ref.label}`;
      result.ratio = { ...ratioOf(paired, label), goal: ref.goal ?? null };
      const ours = subjectFirst ? paired.a : paired.b;
      const theirs = subjectFirst ? paired.b : paired.a;
      result.clock = paired.clock;
      result.absolute[`us_per_${figure.unit}`] = ours.us_per_unit;
      result.absolute[`reference_us_per_${figure.unit}`] = theirs.us_per_unit;
      if (!paired.trusted) {
        result.status = 'too-wide';
        problems.push(paired.problem!);
      }
    } else {
      const single = await withSides([figure.subject], ([s]) => measureSingle(s!, options));
      result.clock = single.clock;
      result.absolute[`us_per_${figure.unit}`] = single.us_per_unit;
    }
    if (figure.absolute !== undefined) {
      progress(`${figure.name}: absolute figures`);
      Object.assign(result.absolute, await figure.absolute());
    }
  } catch (error) {
    result.status = error instanceof Unavailable ? 'unavailable' : 'failed';
    problems.push(message(error));
  }
  result.problem = problems.length > 0 ? problems.join('; ') : null;
  return result;
}

/**
 * Process pairs per figure with a reference: each pair is a fresh process serving our side
 * (perf/side-server.ts) and a fresh reference side, so that the ratio samples how processes differ
 * (JIT decisions, memory layout, a Python lab's own start), not only how rounds of one pair do.
 */
export const REFERENCE_FORKS = 5;

/**
 * A figure's ratio over REFERENCE_FORKS process pairs, the pairs spread over them and the interval
 * a two-level bootstrap (processes, then pairs): process pairs that disagree widen it past the bound,
 * and the figure is flagged. Which side starts and goes first alternates between pairs. The result
 * reads as `measurePaired(subject, reference)` when the ratio is reference/subject, else the other way.
 */
async function measureAcrossProcesses(figure: Figure, base: PairedOptions, progress: (s: string) => void): Promise<PairedResult> {
  const ref = figure.reference!;
  // N pairs in all, at least two in each process pair (fewer than 2F pairs use fewer process pairs), spread as evenly as they
  // go: the first N mod F process pairs take one more.
  const count = Math.max(1, Math.min(REFERENCE_FORKS, Math.floor(base.minPairs / 2)));
  const share = (n: number, f: number) => Math.floor(n / count) + (f < n % count ? 1 : 0);
  const ours = () => remoteSide(ROOT, figure.name, process.env);
  const forks: PairedResult[] = [];
  for (let f = 0; f < count; f++) {
    const options: PairedOptions = {
      ...base,
      minPairs: share(base.minPairs, f),
      maxPairs: Math.max(share(base.minPairs, f), share(base.maxPairs, f)),
      budgetMs: base.budgetMs / count,
      seed: base.seed + f,
      onPair: (n: number) => progress(`${figure.name}: process pair ${f + 1}/${count}, ${n} pairs`),
    };
    const subjectFirst = (ref.ratio === 'reference/subject') === (f % 2 === 0);
    const pair = await withSides(subjectFirst ? [ours, ref.side] : [ref.side, ours], ([a, b]) => measurePaired(a!, b!, options));
    // Every fork is read with our side as `a` when the ratio is reference/subject, as the reference when it is subject/reference.
    forks.push(f % 2 === 0 ? pair : swapSides(pair));
  }
  return combineForks(forks, base);
}

/**
 * Process pairs per figure in the A/B mode: two processes running the same
 * code can differ by several percent (JIT decisions, memory layout), so the
 * pairs are spread over fresh processes and the interval spans them.
 */
export const AB_FORKS = 3;

async function measureAb(cli: Cli, tree: RefTree, figure: Figure, explicitPairs: boolean, env: NodeJS.ProcessEnv, progress: (s: string) => void): Promise<AbFigure> {
  const base = optionsFor(cli, figure, explicitPairs);
  const perFork = (n: number) => Math.max(2, Math.ceil(n / AB_FORKS));
  const forks: PairedResult[] = [];
  try {
    for (let f = 0; f < AB_FORKS; f++) {
      const options: PairedOptions = {
        ...base,
        sameIterations: true,
        minPairs: perFork(base.minPairs),
        maxPairs: Math.max(perFork(base.minPairs), perFork(base.maxPairs)),
        budgetMs: base.budgetMs / AB_FORKS,
        onPair: (n: number) => progress(`${figure.name}: process ${f + 1}/${AB_FORKS}, ${n} pairs`),
      };
      // Roles alternate between forks: which tree's process starts, calibrates and goes first in
      // even pairs (an A/A run showed the side in that role up to 30% slower under heavy load).
      const open = [() => remoteSide(tree.dir, figure.name, env), () => remoteSide(ROOT, figure.name, env)];
      if (f % 2 === 0) forks.push(await withSides(open, ([before, after]) => measurePaired(before!, after!, options)));
      else forks.push(swapSides(await withSides([...open].reverse(), ([after, before]) => measurePaired(after!, before!, options))));
    }
    const paired = combineForks(forks, base);
    return {
      name: figure.name,
      unit: figure.unit,
      status: paired.trusted ? 'ok' : 'too-wide',
      problem: paired.problem,
      ratio: ratioOf(paired, 'time per unit, working tree / ref'),
      processes: paired.processes,
      // No verdict over an interval wider than the bound: the figure is flagged instead.
      change: paired.trusted ? detectable(paired.ratio) : null,
      before_us_per_unit: paired.a.us_per_unit,
      after_us_per_unit: paired.b.us_per_unit,
    };
  } catch (error) {
    return { name: figure.name, unit: figure.unit, status: 'failed', problem: message(error), ratio: null, processes: forks.length, change: null, before_us_per_unit: null, after_us_per_unit: null };
  }
}

const fmt = (x: number) => (Math.abs(x) >= 100 ? Math.round(x).toLocaleString('en') : String(x));
const interval = (i: Interval) => `${fmt(i.median)} [${fmt(i.low)}, ${fmt(i.high)}]`;
const noiseText = (r: { pairs: number; width_pct: number; steal_pct: number | null; load_mean: number | null; load_max: number | null }) =>
  `${r.pairs} pairs, interval ${r.width_pct}% wide; steal ${r.steal_pct ?? '?'}%, load ${r.load_mean ?? '?'} (max ${r.load_max ?? '?'})`;

function printFigure(r: FigureResult): void {
  console.log(`${r.name}: ${r.title}`);
  if (r.ratio !== null) console.log(`  ratio     ${r.ratio.of} (${r.ratio.clock} time): ${interval(r.ratio)}x (95%, ${noiseText(r.ratio)})${r.ratio.goal ? `; goal ${r.ratio.goal}` : ''}`);
  for (const [k, v] of Object.entries(r.absolute)) console.log(`  absolute  ${k}: ${typeof v === 'object' ? `${interval(v)} (${r.clock} time, median of rounds, 95%)` : String(v)}`);
  if (r.status !== 'ok') console.log(`  ${r.status.toUpperCase()}: ${r.problem}`);
}

function printAb(r: AbFigure): void {
  if (r.ratio === null) {
    console.log(`${r.name}: ${r.status.toUpperCase()}: ${r.problem}`);
    return;
  }
  console.log(`${r.name}: after / before ${interval(r.ratio)}x ${r.ratio.clock} time per ${r.unit} (95%, ${noiseText(r.ratio)}): ${r.change ?? `no verdict, ${r.status.toUpperCase()}: ${r.problem}`}`);
}

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseCli>;
  try {
    parsed = parseCli(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`bench:perf: ${error.message}\n(see npm run bench:perf -- --help)`);
      return 2;
    }
    throw error;
  }
  if (parsed === 'help') {
    console.log(HELP);
    return 0;
  }
  if (parsed === 'list') {
    for (const f of FIGURES) console.log(`${f.name.padEnd(18)} ${f.reference ? 'ratio    ' : 'absolute '} ${f.title}`);
    return 0;
  }
  const cli = parsed;
  const explicitPairs = argv.some((a) => a === '--pairs' || a.startsWith('--pairs=') || a === '--max-pairs' || a.startsWith('--max-pairs='));
  const progress = (s: string) => {
    if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${s}`);
  };
  const step = (s: string) => process.stderr.write(`${process.stderr.isTTY ? '\r\x1b[K' : ''}${s}\n`);
  const started = performance.now();
  const startedAt = new Date();
  const loadStart = PROC.load();
  const report: BenchReport = {
    version: 2,
    mode: cli.ab === null ? 'figures' : 'ab',
    seed: cli.base.seed,
    max_width_pct: cli.base.maxWidthPct,
    node: process.version,
    ab: null,
    figures: [],
    ab_figures: [],
    seconds: 0,
    ok: true,
  };
  step(`bench:perf: ${cli.figures.length} figure(s), bootstrap seed ${cli.base.seed}, bound ${cli.base.maxWidthPct}%`);
  if (cli.ab !== null) {
    let commit: string;
    try {
      commit = resolveCommit(ROOT, cli.ab);
    } catch (error) {
      console.error(`bench:perf: ${message(error)}`);
      return 2;
    }
    const env = { ...process.env };
    try {
      env['HARNESS_BENCH_IMAGE'] = resolveSandboxImage();
    } catch {
      /* no image: the docker figures say so */
    }
    step(`bench:perf: checking out ${cli.ab} (${commit.slice(0, 12)}) in a temporary worktree`);
    const tree = addRefTree(ROOT, commit, step);
    try {
      report.ab = { ref: cli.ab, commit, node_modules: tree.modules };
      for (const [i, figure] of cli.figures.entries()) {
        step(`[${i + 1}/${cli.figures.length}] ${figure.name}: ${cli.ab} against the working tree`);
        const r = await measureAb(cli, tree, figure, explicitPairs, env, progress);
        report.ab_figures.push(r);
        if (!cli.json) printAb(r);
      }
    } finally {
      tree.remove();
    }
  } else {
    for (const [i, figure] of cli.figures.entries()) {
      step(`[${i + 1}/${cli.figures.length}] ${figure.name}`);
      const r = await measureFigure(cli, figure, explicitPairs, progress);
      report.figures.push(r);
      if (!cli.json) printFigure(r);
    }
  }
  progress('');
  report.seconds = Math.round((performance.now() - started) / 100) / 10;
  const statuses = [...report.figures, ...report.ab_figures].map((f) => f.status);
  report.ok = statuses.every((s) => s === 'ok');
  const checked = BenchReportSchema.parse(report);
  if (cli.results) {
    const meta = { command: ['npm run bench:perf --', ...argv].join(' '), commit: benchCommit(), date: startedAt.toISOString().slice(0, 16).replace('T', ' '), machine: machineNow(loadStart, PROC.load()) };
    const written = keepFigures(checked.figures, meta);
    step(`bench:perf: kept ${written.length} figure(s) in results/perf/ and rewrote the table of results/benchmarks.md`);
  }
  if (cli.json) console.log(JSON.stringify(checked));
  else {
    const count = (s: string) => statuses.filter((x) => x === s).length;
    console.log(`${statuses.length} figure(s) in ${report.seconds} s: ${count('ok')} ok, ${count('too-wide')} too wide, ${count('unavailable')} unavailable, ${count('failed')} failed (bootstrap seed ${cli.base.seed}, bound ${cli.base.maxWidthPct}%)`);
  }
  return report.ok ? 0 : 3;
}

process.exitCode = await main(process.argv.slice(2));
