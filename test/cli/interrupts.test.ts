/**
 * Kills and interrupts of a real `harness-bench run` (subprocesses): every
 * trial the run reported as finished is in the store, `--resume` completes
 * the run, and an interrupt leaves no container or folder behind.
 */
import { referenceSubjects } from '../../ablations/runner/subject.js';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { constants as osConstants, hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import Docker from 'dockerode';
import { describe, expect, it } from 'vitest';
import { planTrials } from '../../ablations/runner/matrix.js';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import { readStore, trialKey, type TrialRow } from '../../ablations/results/store.js';
import { LABEL, LABEL_OWNER } from '../../worlds/sandbox/docker-engine.js';
import { builtInProfiles, findProfile } from '../../harness/profile.js';
import { deriveSeed, Random } from '../../harness/random.js';
import { findScenario } from '../../scenarios/catalogue.js';
import { cli, ROOT, BIN } from '../support/cli.js';
import { tempDirs } from '../support/temp-dirs.js';

/** The rows a run printed (`--format jsonl`): each one the run reported finished. */
class PrintedRows {
  rows: Record<string, unknown>[] = [];
  #partial = '';
  constructor(child: ChildProcess) {
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      const lines = (this.#partial + chunk).split('\n');
      this.#partial = lines.pop()!;
      for (const line of lines) if (line.startsWith('{')) this.rows.push(JSON.parse(line) as Record<string, unknown>);
    });
  }
  async atLeast(n: number, timeoutMs: number): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (this.rows.length < n) {
      if (Date.now() > until) throw new Error(`only ${this.rows.length} rows printed in ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

/** A printed row as stored (the jsonl output leaves out `kind` and `events`). */
const asPrinted = (row: TrialRow) => {
  const { kind: _kind, events: _events, ...rest } = row;
  return rest;
};

/** A temp folder for one run's results, removed after the suite. */
const tempDir = tempDirs();
const tempOut = (prefix: string) => join(tempDir(prefix), 'run');

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('a killed run keeps every finished trial', () => {
  for (const jobs of [1, 2]) {
    it(`SIGKILL with --jobs ${jobs}: every printed row is in the store, and --resume completes the run`, async () => {
      const out = tempOut('hb-kill-');
      const names = ['stale_check', 'publish', 'sloppy_agent', 'runtime_retry', 'forged_receipt'];
      const args = ['run', ...names.flatMap((n) => ['--scenario', n]), '--trials', '100', '--seed', '5', '--jobs', String(jobs), '--out', out, '--format', 'jsonl'];
      const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
      const printed = new PrintedRows(child);
      const done = exited(child);
      await printed.atLeast(300, 60_000);
      child.kill('SIGKILL');
      await done;
      const seen = printed.rows.length;
      const store = join(out, 'results.jsonl');
      const partial = readStore(store);
      const stored = new Map(partial.rows.map((r) => [trialKey(r), asPrinted(r)]));
      const missing = printed.rows.slice(0, seen).filter((p) => JSON.stringify(stored.get(trialKey(p as TrialRow))) !== JSON.stringify(p));
      expect(missing).toEqual([]);
      const total = planTrials({ scenarios: names.map((n) => findScenario(n)!), subjects: referenceSubjects(builtInProfiles()), proposers: [parseProposerChoice('scenario')], trials: 100, seed: 5 }).length;
      expect(partial.rows.length).toBeLessThan(total);
      // The run's own --format jsonl would print every row again; the table is asked for anew (a flag that changes only how the rest runs).
      const resumed = cli([...args.filter((a) => a !== 'jsonl' && a !== '--format'), '--format', 'table', '--resume']);
      expect(resumed.code, resumed.err).toBe(0);
      const full = readStore(store);
      const keys = full.rows.map(trialKey);
      expect(new Set(keys).size).toBe(total);
      expect(keys).toHaveLength(total);
      expect(full.rows.slice(0, partial.rows.length)).toEqual(partial.rows);
    });
  }
});

describe('an interrupt at any moment once the store exists', () => {
  // Ten moments from the store's header (the first thing a run writes) on, spread over the reaping of dead
  // runs' leftovers, the first trials and the run's middle; each drawn from the printed seed.
  const seed = Number(process.env['HB_TEST_SEED'] ?? 20261130);
  const random = new Random(deriveSeed(seed, 'interrupt-moments'));
  const moments = Array.from({ length: 10 }, () => random.nextUint32() % 1500);

  it(`prints the line that continues the run, exits 130, and the store holds the arguments that continue it (seed ${seed}: moments ${moments.join(', ')} ms)`, async () => {
    for (const moment of moments) {
      const out = tempOut('hb-moment-');
      const store = join(out, 'results.jsonl');
      const args = ['run', '--scenario', 'stale_check', '--scenario', 'publish', '--profile', 'full', '--trials', '20000', '--seed', '5', '--out', out];
      const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, npm_command: undefined, npm_lifecycle_event: undefined } });
      let stderr = '';
      child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
      const done = exited(child);
      const started = Date.now();
      while (!(existsSync(store) && readFileSync(store, 'utf8').includes('\n'))) {
        if (Date.now() - started > 120_000) throw new Error(`no store header after 120 s: ${stderr}`);
        await new Promise((r) => setTimeout(r, 5));
      }
      await new Promise((r) => setTimeout(r, moment));
      child.kill('SIGINT');
      const code = await done;
      expect([moment, code], stderr).toEqual([moment, 130]);
      expect(stderr, `interrupted ${moment} ms after the header`).toContain(`the trials done so far are saved in ${store}; continue with: harness-bench run --resume ${out}\n`);
      expect(readStore(store).header.argv).toEqual(args.filter((a, i) => a !== '--out' && args[i - 1] !== '--out').slice(1));
    }
  }, 600_000);
});

async function dockerUp(): Promise<boolean> {
  try {
    await new Docker().ping();
    return true;
  } catch {
    return false;
  }
}

/** The node process running the bench under `npm run bench` (npm, sh, node share the process group). */
function benchPid(group: number): number | undefined {
  const ps = spawnSync('ps', ['-o', 'pid=,args=', '-g', String(group)], { encoding: 'utf8' }).stdout;
  const line = ps.split('\n').find((l) => l.includes('bin/harness-bench.ts') && !l.includes('npm') && !l.includes(' sh -c'));
  return line === undefined ? undefined : Number(line.trim().split(/\s+/)[0]);
}

/** `npm run bench` in its own process group, as a terminal gives it: signals to the group go to npm, sh and node alike. */
async function benchThroughNpm(out: string, trials: number) {
  const scenarios = ['rootfs_write', 'tmp_exec', 'env_secret', 'symlink_plant', 'privileges', 'egress'].flatMap((n) => ['--scenario', n]);
  const args = ['run', ...scenarios, '--profile', 'full', '--profile', 'without-isolation', '--trials', String(trials), '--jobs', '2', '--out', out, '--format', 'jsonl'];
  const child = spawn('npm', ['run', '--silent', 'bench', '--', ...args], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const stderr = { text: '' };
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (stderr.text += c));
  const printed = new PrintedRows(child);
  const done = exited(child);
  await printed.atLeast(3, 120_000);
  const pid = benchPid(child.pid!);
  expect(pid).toBeGreaterThan(0);
  const docker = new Docker();
  const mine = async () => (await docker.listContainers({ all: true, filters: { label: [`${LABEL}=1`] } })).filter((c) => c.Labels[LABEL_OWNER]?.startsWith(`${hostname()}/${pid}/`));
  // Interrupt while a container trial is in flight.
  for (let i = 0; i < 500 && (await mine()).length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  expect((await mine()).length).toBeGreaterThan(0);
  return { child, args, stderr, printed, done, pid: pid!, mine, docker };
}

/** Bits of the pending-signal masks of a process (/proc/PID/status SigPnd and ShdPnd); null once it is gone. */
function pendingSignals(pid: number): bigint | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  let mask = 0n;
  for (const line of status.split('\n')) if (line.startsWith('SigPnd:') || line.startsWith('ShdPnd:')) mask |= BigInt(`0x${line.split(/\s+/)[1]}`);
  return mask;
}

/** Sends one signal to one process and waits until the kernel has delivered it (or the process is gone). */
async function deliver(pid: number, signal: 'SIGINT' | 'SIGTERM'): Promise<void> {
  const bit = 1n << BigInt(osConstants.signals[signal] - 1);
  try {
    process.kill(pid, signal);
  } catch {
    return; // the process has exited
  }
  for (;;) {
    const pending = pendingSignals(pid);
    if (pending === null || (pending & bit) === 0n) return;
    await new Promise((r) => setImmediate(r));
  }
}

const folderPattern = (pid: number) => new RegExp(`^(hb-docker-|hb-host-|harness-bench-artifacts-)${pid}_`);

describe('an interrupted run through npm', () => {
  it('two SIGINTs to the process group: exit 130, the resume command, no container, folder or lost row left', async () => {
    expect(await dockerUp(), 'a Docker engine (scripts/env.sh starts one)').toBe(true);
    expect(findScenario('rootfs_write')).toBeDefined();
    expect(findProfile('without-isolation')).toBeDefined();
    const out = tempOut('hb-int-');
    const run = await benchThroughNpm(out, 20);
    // Each reaches node twice (the group's copy and npm's): four deliveries, two requests.
    process.kill(-run.child.pid!, 'SIGINT');
    process.kill(-run.child.pid!, 'SIGINT');
    const started = Date.now();
    const code = await run.done;
    // Trials in flight finish or are cancelled within 5 s; the clean-up and npm's exit come after.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(code).toBe(130);
    expect(run.stderr.text).not.toContain('exited at once');
    expect(run.stderr.text).toContain(`continue with: npm run bench -- run --resume ${out}\n`);
    expect(await run.mine()).toEqual([]);
    expect(readdirSync(tmpdir()).filter((name) => folderPattern(run.pid).test(name))).toEqual([]);
    const stored = new Map(readStore(join(out, 'results.jsonl')).rows.map((r) => [trialKey(r), asPrinted(r)]));
    expect(run.printed.rows.filter((p) => JSON.stringify(stored.get(trialKey(p as TrialRow))) !== JSON.stringify(p))).toEqual([]);
    expect(existsSync(join(out, 'results.jsonl'))).toBe(true);
  });

  it('three interrupt requests, each delivered as npm forwards it (twice): the third exits at once, and --resume completes the store', async () => {
    expect(await dockerUp(), 'a Docker engine (scripts/env.sh starts one)').toBe(true);
    const out = tempOut('hb-int-');
    const run = await benchThroughNpm(out, 2);
    try {
      // Deliveries counted exactly: each signal goes to the bench alone and the next is sent only once the
      // kernel has handed it over (it is no longer pending), so none merges with another. Under npm a
      // request reaches the bench twice (its group's copy and npm's, test/cli/interrupt-rule.test.ts), so
      // a request here is two deliveries of two kinds: three requests, six deliveries, whatever the load.
      for (let request = 0; request < 3; request++) {
        await deliver(run.pid, 'SIGINT');
        await deliver(run.pid, 'SIGTERM');
      }
      const code = await run.done;
      expect(code).toBe(130);
      expect(run.stderr.text).toContain(`exited at once: the trials done so far are saved in ${join(out, 'results.jsonl')}; continue with: npm run bench -- run --resume ${out}\n`);
      const partial = readStore(join(out, 'results.jsonl'));
      const stored = new Map(partial.rows.map((r) => [trialKey(r), asPrinted(r)]));
      expect(run.printed.rows.filter((p) => JSON.stringify(stored.get(trialKey(p as TrialRow))) !== JSON.stringify(p))).toEqual([]);
      // The next run, given the folder alone, removes what this one left (its process is gone) and completes the plan.
      const resumed = cli(['run', '--resume', out]);
      expect(resumed.code, resumed.err).toBe(0);
      const names = ['rootfs_write', 'tmp_exec', 'env_secret', 'symlink_plant', 'privileges', 'egress'];
      const total = planTrials({ scenarios: names.map((n) => findScenario(n)!), subjects: referenceSubjects(['full', 'without-isolation'].map((n) => findProfile(n)!)), proposers: [parseProposerChoice('scenario')], trials: 2, seed: 1 }).length;
      expect(partial.rows.length).toBeLessThan(total);
      const full = readStore(join(out, 'results.jsonl'));
      expect(new Set(full.rows.map(trialKey)).size).toBe(total);
      expect(full.rows).toHaveLength(total);
      expect(full.rows.slice(0, partial.rows.length)).toEqual(partial.rows);
      expect(await run.mine()).toEqual([]);
      expect(readdirSync(tmpdir()).filter((name) => folderPattern(run.pid).test(name))).toEqual([]);
    } finally {
      // Whatever the outcome, leave no container of the interrupted process behind.
      for (const c of await run.mine()) await run.docker.getContainer(c.Id).remove({ force: true }).catch(() => undefined);
    }
  });
});
