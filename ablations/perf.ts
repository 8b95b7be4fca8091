/**
 * npm run bench:perf -- --json
 *
 * Speed figures measured side by side in one run on this machine: the seed
 * labs in process (ours) and the seed's own Python labs (extracted from the
 * article at run time, never copied into this repository), the harness
 * overhead per tool call over the bare fixture, and matrix throughput.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { VirtualClock } from '../harness/clock.js';
import { runHarness } from '../harness/loop.js';
import { ScriptedProposer } from '../harness/proposers/scripted.js';
import { Random } from '../harness/random.js';
import { ExportWorker } from '../harness/worlds/export-worker.js';
import { builtInProfiles, FULL, instantiate, withParams } from '../profiles/profile.js';
import { createWorld } from '../harness/worlds/index.js';
import { buildProposer } from './proposers.js';
import { contractFor } from './trial.js';
import { CATALOGUE } from '../scenarios/catalogue.js';
import { planTrials, runTrials } from './matrix.js';
import { parseProposerChoice } from './proposers.js';
import { StoreWriter } from './store.js';
import { headerFor } from './matrix.js';
import { runSuite, SUITES } from './suites.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The first half of the rounds warms up (the JIT tiers the hot path up over
 * the first few thousand runs) and is not counted: the figures are the steady
 * state of a long run, as in a matrix of thousands of trials. The Python labs
 * are timed the same way.
 */
const steady = (samples: number[]) => median(samples.slice(Math.floor(samples.length / 2)));

/** Median microseconds per case of a whole suite run: world, harness, oracle and the printed row. */
async function timeSuite(name: string, rounds: number): Promise<number> {
  const suite = SUITES.find((s) => s.name === name)!;
  const cases = suite.cases().length;
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await runSuite(suite, 1, { compare: false });
    samples.push(((performance.now() - t0) * 1000) / cases);
  }
  return steady(samples);
}

/**
 * Median microseconds per case of what the seed's Python lab times: build the
 * world, the proposer and the run's state, and run it (no oracle, no row).
 * The built controls and the scenario's contract are reused across runs, as
 * a matrix reuses them; the Python lab rebuilds its small policy dicts per
 * call of `matrix`, and its rows, which `timeSuite` covers on our side.
 */
async function timeHarnessRuns(name: string, rounds: number): Promise<number> {
  const suite = SUITES.find((s) => s.name === name)!;
  const cases = suite.cases().map((c) => ({ scenario: c.scenario, profile: withParams(c.profile, c.scenario.harness) }));
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    for (const { scenario, profile } of cases) {
      const clock = new VirtualClock();
      const built = createWorld(scenario.world, clock, { isolation: false, runId: 'perf', trialId: 'perf' });
      const world = built instanceof Promise ? await built : built;
      const random = new Random(1);
      await runHarness({
        runId: 'perf',
        profileName: profile.name,
        contract: contractFor(scenario, world).contract,
        controls: instantiate(profile),
        executor: world,
        proposer: buildProposer(scenario.proposer, random, 'scripted'),
        clock,
        random,
        audit: profile.audit,
      });
    }
    samples.push(((performance.now() - t0) * 1000) / cases.length);
  }
  return steady(samples);
}

/** Microseconds per tool call: the same reads through the full harness, and straight into the fixture. */
async function callOverhead(calls: number, rounds: number): Promise<{ harness: number; bare: number }> {
  const steps = Array.from({ length: calls }, () => ({ tool: 'read_config', args: {} }));
  const harness: number[] = [];
  const bare: number[] = [];
  const limits = { proposals: calls + 1, calls: calls + 1, attempts: 2, deadline_ms: 1e9 };
  for (let r = 0; r < rounds; r++) {
    const clock = new VirtualClock();
    const world = new ExportWorker({ kind: 'export-worker', lookup: 'incomplete', faults: [] }, clock);
    let t0 = performance.now();
    await runHarness({
      runId: 'perf',
      profileName: 'full',
      contract: { task: 'perf', tools: ['read_config'], limits, approvals: new Map() },
      controls: instantiate(FULL),
      executor: world,
      proposer: new ScriptedProposer(steps),
      clock,
      random: new Random(1),
    });
    harness.push(((performance.now() - t0) * 1000) / calls);
    const plain = new ExportWorker({ kind: 'export-worker', lookup: 'incomplete', faults: [] }, clock);
    t0 = performance.now();
    for (let i = 0; i < calls; i++) await plain.execute({ call_id: `c${i}`, tool: 'read_config', version: 1, args: {}, revision: '' }, 1);
    bare.push(((performance.now() - t0) * 1000) / calls);
  }
  return { harness: median(harness.slice(2)), bare: median(bare.slice(2)) };
}

/** The seed's Python labs, extracted from the article into a temp folder and timed per case by our own driver. */
function pythonLabs(rounds: number): { lab1_us: number; lab2_us: number } | { skipped: string } {
  const article = resolve('..', 'shared', 'seeds', '000_a369ab9943c0906c.txt');
  if (!existsSync(article)) return { skipped: `seed article not found at ${article}` };
  const blocks = [...readFileSync(article, 'utf8').matchAll(/```(\w*)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1], body: m[2]! }));
  const find = (lang: string, start: string) => blocks.find((b) => b.lang === lang && b.body.startsWith(start))?.body;
  const lab = find('py', '"""A deterministic tool-control lab');
  const runtime = find('py', '"""Deterministic harness contracts');
  const policy = find('json', '{\n  "allowed_tools"');
  if (!lab || !runtime || !policy) return { skipped: 'could not find the lab sources in the article' };
  const dir = mkdtempSync(join(tmpdir(), 'hb-seed-'));
  writeFileSync(join(dir, 'lab.py'), lab);
  writeFileSync(join(dir, 'runtime.py'), runtime);
  writeFileSync(join(dir, 'policy.json'), policy);
  // Our driver: times lab 1's matrix (8 cases) and lab 2's five scenarios, retry sleep replaced by a no-op.
  const driver = `
import json, time, statistics, sys
sys.path.insert(0, ${JSON.stringify(dir)})
import lab, runtime
from runtime import Harness, Worker, action, scripted
base = json.load(open(${JSON.stringify(join(dir, 'policy.json'))}))
def lab2():
    def corrected(fb):
        if fb["event"] == "start": return action("write_config", max_retries="two")
        if fb["event"] == "invalid_input": return action("write_config", max_retries=2)
        if fb.get("tool") == "write_config": return action("check_config")
        return action("finish")
    nosleep = lambda s: None
    Harness(Worker(), sleep=nosleep).run(corrected)
    Harness(Worker(transient=1), sleep=nosleep).run(scripted([action("write_config", max_retries=2), action("check_config"), action("finish")]))
    Harness(Worker(), sleep=nosleep).run(scripted([action("write_config", max_retries=2), action("check_config"), action("write_config", max_retries=1), action("finish")]))
    w = Worker(uncertain=True); w.config = {"max_retries": 2}; h = Harness(w, sleep=nosleep)
    h.approvals[h.approval_key("queue_export", {"operation_id": "export-17"})] = True
    h.run(scripted([action("check_config"), action("queue_export", operation_id="export-17"), action("lookup_export", operation_id="export-17"), action("queue_export", operation_id="export-17")]))
    w = Worker(); w.config = {"max_retries": 2}
    Harness(w, sleep=nosleep).run(scripted([action("check_config"), action("queue_export", operation_id="export-17")]))
def per_case(fn, cases, rounds):
    samples = []
    for _ in range(rounds):
        t0 = time.perf_counter(); fn(); samples.append((time.perf_counter() - t0) * 1e6 / cases)
    return statistics.median(samples[rounds // 2:])
print(json.dumps({"lab1_us": per_case(lambda: lab.matrix(base), 8, ${rounds}), "lab2_us": per_case(lab2, 5, ${rounds})}))
`;
  try {
    return JSON.parse(execFileSync('python3', ['-c', driver], { encoding: 'utf8' })) as { lab1_us: number; lab2_us: number };
  } catch (error) {
    return { skipped: `python3 failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function matrixThroughput(trials: number, jobs: number): Promise<{ trials: number; per_s: number }> {
  const profiles = builtInProfiles();
  // In process: the container scenarios are measured by the sandbox figures instead.
  const scenarios = CATALOGUE.filter((s) => s.world.kind !== 'workspace');
  const spec = { scenarios, profiles, proposers: [parseProposerChoice('scenario')], trials, seed: 1, keepEvents: 3 };
  const planned = planTrials(spec);
  const dir = mkdtempSync(join(tmpdir(), 'hb-perf-'));
  const writer = StoreWriter.create(join(dir, 'results.jsonl'), headerFor(spec, null));
  const t0 = performance.now();
  await runTrials(planned, { seed: 1, jobs, keepEvents: 3, store: writer, onRow: () => {}, threads: { spec } });
  writer.close();
  const seconds = (performance.now() - t0) / 1000;
  rmSync(dir, { recursive: true, force: true });
  return { trials: planned.length, per_s: planned.length / seconds };
}

const HELP = `npm run bench:perf -- [--json] [--rounds N]

Measures, side by side in one run on this machine: the seed labs per case
next to the seed's own Python labs (python3 and ../shared/seeds needed; the
Python figures are left out otherwise), the harness overhead per tool call,
matrix trials per second, container costs next to the raw Engine API floor
(needs Docker and the sandbox image), fuzz throughput, the 1,000,000-row
report, and the durable log. Takes about a minute.

  --json       one JSON object on stdout (default: one figure per line)
  --rounds N   rounds of each seed lab, the first half a warm-up (default 10000, at least 10)
  --help       this text`;

async function main(): Promise<void> {
  let values: { json?: boolean; rounds?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { json: { type: 'boolean' }, rounds: { type: 'string' }, help: { type: 'boolean' } } }));
  } catch (error) {
    console.error(`bench:perf: ${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(HELP);
    return;
  }
  const rounds = Number(values.rounds ?? 10_000);
  if (!Number.isInteger(rounds) || rounds < 10) {
    console.error(`bench:perf: --rounds must be an integer of at least 10, got ${JSON.stringify(values.rounds)}`);
    process.exit(2);
  }
  const lab1 = await timeHarnessRuns('seed-lab-1', rounds);
  const lab2 = await timeHarnessRuns('seed-lab-2', rounds);
  const lab1Judged = await timeSuite('seed-lab-1', rounds);
  const lab2Judged = await timeSuite('seed-lab-2', rounds);
  const overhead = await callOverhead(1000, 12);
  const python = pythonLabs(rounds);
  const matrix1 = await matrixThroughput(100, 1);
  const matrix2 = await matrixThroughput(100, 2);
  const result: Record<string, unknown> = {
    seed_lab_1_us_per_case: round(lab1),
    seed_lab_2_us_per_scenario: round(lab2),
    seed_lab_1_us_per_case_with_oracle: round(lab1Judged),
    seed_lab_2_us_per_scenario_with_oracle: round(lab2Judged),
    harness_us_per_call: round(overhead.harness),
    bare_fixture_us_per_call: round(overhead.bare),
    harness_overhead_us_per_call: round(overhead.harness - overhead.bare),
    python_seed_lab_1_us_per_case: 'lab1_us' in python ? round(python.lab1_us) : null,
    python_seed_lab_2_us_per_scenario: 'lab2_us' in python ? round(python.lab2_us) : null,
    speedup_vs_python_lab_1: 'lab1_us' in python ? round(python.lab1_us / lab1) : null,
    speedup_vs_python_lab_2: 'lab2_us' in python ? round(python.lab2_us / lab2) : null,
    matrix_trials: matrix2.trials,
    // The better of --jobs 1 and --jobs 2 (both are printed); jobs 2 includes starting its worker threads.
    matrix_trials_per_s: Math.round(Math.max(matrix1.per_s, matrix2.per_s)),
    matrix_trials_per_s_jobs_1: Math.round(matrix1.per_s),
    matrix_trials_per_s_jobs_2: Math.round(matrix2.per_s),
    python_skipped: 'skipped' in python ? python.skipped : null,
    node: process.version,
    rounds,
  };
  await extend(result);
  if (values.json) console.log(JSON.stringify(result));
  else for (const [k, v] of Object.entries(result)) console.log(`${k.padEnd(36)} ${String(v)}`);
}

/** Figures from other parts (containers, fuzzing, reports, durable log), when present. */
async function extend(result: Record<string, unknown>): Promise<void> {
  // The container figures need the sandbox image; building is a no-op when it is present.
  try {
    execFileSync('bash', ['scripts/build-image.sh'], { stdio: ['ignore', 'ignore', 'ignore'] });
  } catch {
    result['sandbox_image_error'] = 'scripts/build-image.sh failed (no Docker engine?): container figures will be missing';
  }
  const parts: [string, string, unknown][] = [
    ['../ablations/fuzz/perf.js', 'measureFuzzThroughput', { seconds: 5 }],
    ['../reports/perf.js', 'measureReport1M', undefined],
    ['../harness/sandbox/docker-perf.js', 'measureDockerFloor', { concurrency: 4, trials: 16, rounds: 3 }],
    ['../harness/log/perf.js', 'measureDurableLog', undefined],
  ];
  for (const [path, fn, options] of parts) {
    try {
      const mod = (await import(new URL(path, import.meta.url).href)) as Record<string, (o?: unknown) => Promise<Record<string, unknown>>>;
      if (typeof mod[fn] === 'function') Object.assign(result, flatten(await mod[fn]!(options)));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'ERR_MODULE_NOT_FOUND') result[`${fn}_error`] = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
  }
}

const round = (x: number) => Math.round(x * 100) / 100;

/** One level of nesting flattened into `parent_child` keys, so the output stays one flat JSON object. */
function flatten(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) for (const [k2, v2] of Object.entries(v)) out[`${k}_${k2}`] = v2;
    else out[k] = v;
  }
  return out;
}

await main();
