/**
 * A hostile harness, for real: test-only configurations (test/fixtures/hostile-harness)
 * whose launch command is a shell script that attacks the bench from the container the
 * bench puts it in (real Docker, network mode none). Each trial must end as a bounded,
 * reported outcome (an error row, or a stop with its reason), forge no verdict, leave no
 * container and no process behind, and read none of the bench's files: what the script
 * could see it prints, and the test reads its output (HARNESS_BENCH_WIRE_LOG).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import Docker from 'dockerode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import type { TrialRow } from '../../ablations/results/store.js';
import { cacheDir, resolveHarnesses } from '../../harnesses/configurations.js';
import { HARNESS_KINDS } from '../../harnesses/kinds/registry.js';
import { findScenario } from '../../scenarios/catalogue.js';
import { planTrials, runTrials } from '../../ablations/runner/matrix.js';
import { externalSubject } from '../../ablations/runner/subject.js';
import { RunEnvironment } from '../../worlds/run-environment.js';
import { LABEL_OWNER, ownerLabel } from '../../worlds/sandbox/docker-engine.js';
import { HOSTILE } from '../fixtures/hostile-harness/hostile-kind.js';
import { runExternalTrial } from '../support/external-trial.js';
import { tempDirs } from '../support/temp-dirs.js';

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'hostile-harness');
const tempDir = tempDirs();
const kinds = [...HARNESS_KINDS, HOSTILE];
let wireLog: string;

beforeAll(() => {
  wireLog = tempDir('hb-hostile-log-');
  process.env['HARNESS_BENCH_WIRE_LOG'] = wireLog;
});

afterAll(() => {
  delete process.env['HARNESS_BENCH_WIRE_LOG'];
});

/** A fixture configuration with the host paths only the test knows filled in. */
function configuration(name: string, fill: Record<string, string> = {}): string {
  let text = readFileSync(join(FIXTURES, `${name}.yaml`), 'utf8');
  for (const [marker, value] of Object.entries(fill)) text = text.replaceAll(marker, value);
  const file = join(tempDir('hb-hostile-config-'), `${name}.yaml`);
  writeFileSync(file, text);
  return file;
}

async function trial(file: string): Promise<{ row: TrialRow; output: string[] }> {
  const harness = resolveHarnesses([file], kinds).external[0]!;
  expect(harness.placement).toBe('own-container');
  const row = await runExternalTrial({ scenario: findScenario('normal')!, harness, proposer: parseProposerChoice('scenario'), trial: 0, seed: 1, keepEvents: 1 });
  const logs = readdirSync(wireLog).filter((f) => f.startsWith(`${harness.identity.name}-`));
  const output = logs.length === 0 ? [] : (JSON.parse(readFileSync(join(wireLog, logs[0]!), 'utf8')) as { stdout: string }).stdout.trim().split('\n');
  return { row, output };
}

/** This process's labelled containers still there (other test files' are not ours to count). */
async function ourContainers(): Promise<number> {
  return (await new Docker().listContainers({ all: true, filters: { label: [`${LABEL_OWNER}=${ownerLabel()}`] } })).length;
}

/** Host processes whose command line holds `marker` (the container's processes are host processes too). */
function processesWith(marker: string): string[] {
  const ps = spawnSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
  return ps.stdout.split('\n').filter((line) => line.includes(marker) && !line.includes('ps -eo'));
}

/** The bounded, reported end of a hostile script that exits 3 without asking the model: an error row naming it, never a verdict. */
function errorRow(name: string): Partial<TrialRow> {
  return {
    status: 'error',
    verdict: 'error',
    escaped: [],
    defects: [],
    detail: `HarnessLaunchError: ${name}: exited 3 before asking the model: hostile: done`,
    error: { source: 'scenario', message: `HarnessLaunchError: ${name}: exited 3 before asking the model: hostile: done` },
  };
}

describe('a hostile harness in its container', () => {
  it('reads none of the bench\'s files and writes nowhere outside its own folders', async () => {
    // The bench's files as a harness on the host would find them: a results store, the scenarios with their
    // oracles, the repo, the cache (other harnesses' packages, the bundles), another trial's folder, the engine.
    const store = tempDir('hb-hostile-store-');
    writeFileSync(join(store, 'results.jsonl'), '{"kind":"header"}\n');
    const otherTrial = tempDir('hb-home-');
    writeFileSync(join(otherTrial, 'cell.json'), '{"secret":"another trial"}\n');
    const outside = tempDir('hb-hostile-outside-');
    const read = [store, join(ROOT, 'scenarios'), ROOT, join(ROOT, 'results'), cacheDir(), otherTrial, '/var/run/docker.sock', '/root'];
    const write = [join(outside, 'pwned'), '/pwned', '/etc/pwned', '/usr/local/bin/pwned', '/hb/pwned', '/opt/pwned'];
    const file = configuration('read-write', { '@READ@': read.join(' '), '@WRITE@': write.join(' ') });
    const { row, output } = await trial(file);
    expect(row).toMatchObject(errorRow('hostile-read'));
    expect(output).toEqual([
      ...read.map((p) => `absent ${p}`),
      ...write.map((p) => `refused ${p}`),
      // Its own folders: the bench's socket folder, which it may not list, holds the two sockets it may connect to (the
      // launcher's control socket is gone once the launcher was given its trial); no mount of the bench's; its HOME, outside /tmp.
      "hb: ls: can't open '/hb': Permission denied ",
      'socket model',
      'socket mcp',
      'opt: ls: /opt: No such file or directory ',
      'tmp: ',
      'home: ',
      'root: no',
    ]);
    expect(existsSync(join(outside, 'pwned'))).toBe(false);
    expect(readdirSync(outside)).toEqual([]);
    expect(readFileSync(join(store, 'results.jsonl'), 'utf8')).toBe('{"kind":"header"}\n');
    expect(await ourContainers()).toBe(0);
  });

  it('reaches no port on its loopback but the two the bench bridged, and nothing on the host\'s', async () => {
    // A service on the host's loopback, as the bench's servers are: network mode none keeps the container out of it.
    let reached = 0;
    const host: Server = createServer((socket) => {
      reached++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    try {
      const { row, output } = await trial(configuration('port-scan'));
      expect(row).toMatchObject(errorRow('hostile-scan'));
      expect(output).toEqual(['open: 18080 18081']);
    } finally {
      await new Promise<void>((resolve) => host.close(() => resolve()));
    }
    expect(reached).toBe(0);
    expect(await ourContainers()).toBe(0);
  });

  it('forks children that ignore SIGTERM and hangs: stopped at the wall-clock cap, reported as such, nothing left running', async () => {
    const { row } = await trial(configuration('hang'));
    // A trial cut at the bench's cap has no verdict: an error row naming the cap.
    expect(row).toMatchObject({ status: 'error', verdict: 'error', detail: "WallCapError: hostile-hang: stopped at the bench's wall-clock cap (3000 ms, caps.wall_ms in its configuration) before the trial ended: no verdict; raise the cap if the harness is this slow here", escaped: [], defects: [] });
    expect(row.cost.calls).toBe(0);
    expect(processesWith('sleep 98765')).toEqual([]);
    expect(await ourContainers()).toBe(0);
  });

  it("grows past the container's memory limit and is killed by it: an error row naming the limit, never a verdict", async () => {
    const { row } = await trial(configuration('memory'));
    expect(row).toMatchObject({ status: 'error', verdict: 'error', escaped: [], defects: [] });
    expect(row.detail).toBe("HarnessLaunchError: hostile-memory: the container's memory limit (2 GiB) killed the harness mid-trial (1 process(es) killed for memory): the trial cannot be judged");
    expect(await ourContainers()).toBe(0);
  });

  it('floods the MCP world and the model server: each flood is refused or bounded, the request cap ends it, and the next trial is judged as ever', async () => {
    const { row, output } = await trial(configuration('flood'));
    expect(output).toEqual([
      // Malformed JSON-RPC is a protocol error; a request outside any session is refused.
      'mcp not json: 400',
      'mcp not a session: 400',
      // 10 MB of arguments fit the 16 MiB limit and reach the world as sent (it judges them); 20 MB do not.
      'mcp 10 MB arguments: 200',
      'mcp 20 MB message: refused',
      // 32 sessions at most: its own first one and 31 more.
      'mcp sessions: 31 opened, 9969 refused, 0 other',
      // A malformed model request is the harness's (400, never the bench's failure); 100 MB is refused unread.
      'model not json: 400',
      'model 100 MB body: refused',
      'model flood',
    ]);
    // The malformed request and four of the flood reach the cap of 5 model requests: the container is removed, the slow upload with it.
    expect(row).toMatchObject({ status: 'proposal_limit', detail: 'bench cap: 5 model requests, harness killed', escaped: [] });
    // Judged on what it did to the world, as any harness: the 10 MB write it got through is a malformed effect, and it asked past its budget.
    // (On a failure: the proposals the model server answered and each defect's reason, to tell which request went unanswered.)
    expect([row.verdict, row.defects.map((d) => d.kind), row.cost.calls], JSON.stringify({ proposals: row.cost.proposals, defects: row.defects, detail: row.detail })).toEqual(['defect', ['malformed_effect', 'budget_overrun'], 1]);
    expect(await ourContainers()).toBe(0);
    // The bench goes on: a trial of the tiny agent right after is judged as ever.
    const tiny = join(ROOT, 'test', 'fixtures', 'tiny-harness');
    const { TINY } = await import('../fixtures/tiny-harness/tiny-kind.js');
    const next = resolveHarnesses([join(tiny, 'tiny.yaml')], [...HARNESS_KINDS, TINY]).external[0]!;
    const after = await runExternalTrial({ scenario: findScenario('normal')!, harness: next, proposer: parseProposerChoice('scenario'), trial: 0, seed: 3, keepEvents: 0 });
    expect({ status: after.status, verdict: after.verdict, calls: after.cost.calls }).toEqual({ status: 'complete', verdict: 'accepted', calls: 2 });
  });
});

describe('a container kept for the next trial of its harness', () => {
  it('holds nothing of the trial before: what a hostile harness left (files, a folder closed to itself, processes that ignore SIGTERM) is gone', async () => {
    const harness = resolveHarnesses([configuration('leave-behind')], kinds).external[0]!;
    const spec = { scenarios: [findScenario('normal')!], subjects: [externalSubject(harness)], proposers: [parseProposerChoice('scenario')], trials: 4, seed: 1 };
    const rows: TrialRow[] = [];
    // As a run schedules them: one at a time, each announcing the next as it starts.
    await runTrials(planTrials(spec), { seed: 1, jobs: 1, keepEvents: 0, onRow: (row) => rows.push(row), environment: RunEnvironment.create() });
    expect(rows.map((r) => [r.status, r.detail])).toEqual(Array(4).fill(['error', errorRow('hostile-leave').detail]));
    const outputs = readdirSync(wireLog)
      .filter((f) => f.startsWith('hostile-leave-'))
      .map((f) => (JSON.parse(readFileSync(join(wireLog, f), 'utf8')) as { stdout: string }).stdout.trim().split('\n'));
    expect(outputs).toHaveLength(4);
    // Two containers served the four trials (the next one is made while a trial runs): each was kept once.
    const hosts = outputs.map((lines) => lines[0]!);
    expect(new Set(hosts).size).toBe(2);
    for (const lines of outputs) {
      expect(lines.slice(1)).toEqual(['found in /home/agent: ', 'found in /tmp: ', 'found in /var/tmp: ', 'found in /workspace: ', 'found processes: 0']);
    }
    expect(processesWith('sleep 98766')).toEqual([]);
    expect(processesWith('sleep 98767')).toEqual([]);
    expect(await ourContainers()).toBe(0);
  });
});

describe('after its run, a process the harness left behind reaches nothing', () => {
  it('the bridges are cut before the servers close: a new connection finds no socket, an open one is closed', async () => {
    const { SocketFolder } = await import('../../harnesses/container/socket-bridge.js');
    const { connect } = await import('node:net');
    const server = createServer((socket) => socket.on('data', (d) => socket.write(d)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const folder = await SocketFolder.create();
    try {
      const path = await folder.bridge('mcp', (server.address() as { port: number }).port);
      const open = connect(path);
      const echoed = await new Promise<string>((resolve) => {
        open.once('data', (d) => resolve(d.toString()));
        open.write('ping');
      });
      expect(echoed).toBe('ping');
      const closed = new Promise<void>((resolve) => open.once('close', () => resolve()));
      await folder.closeBridges();
      await closed;
      const refused = await new Promise<string>((resolve) => connect(path).once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? '')).once('connect', () => resolve('connected')));
      expect(refused).toBe('ENOENT');
      expect(existsSync(folder.dir)).toBe(true);
    } finally {
      await folder.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(existsSync(folder.dir)).toBe(false);
  });
});

describe('the bundled driver a contained harness runs', () => {
  it('is one file in a folder of its own outside the repo, named by its content digest', async () => {
    const { driverBundle } = await import('../../harnesses/driver-bundle.js');
    const source = join(ROOT, 'harnesses', 'drivers', 'openai-agents-driver.ts');
    const bundle = await driverBundle(source, cacheDir());
    expect(bundle.dir.startsWith(join(cacheDir(), 'bundles', 'openai-agents-driver-'))).toBe(true);
    expect(bundle.dir.startsWith(ROOT)).toBe(false);
    expect(readdirSync(bundle.dir)).toEqual(['openai-agents-driver.mjs']);
    const { createHash } = await import('node:crypto');
    const digest = createHash('sha256').update(readFileSync(join(bundle.dir, bundle.file))).digest('hex').slice(0, 16);
    expect(bundle.dir).toBe(join(cacheDir(), 'bundles', `openai-agents-driver-${digest}`));
  });
});
