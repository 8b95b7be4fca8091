/**
 * Section F of the catalogue, end to end through runTrial, against the REAL
 * Docker engine (no mocks): every case under `full` (tools in a hardened
 * container) and `without-isolation` (tools as host processes), plus each
 * reference solution under `full`.
 *
 * No Docker engine: in CI (env CI set) this file fails; elsewhere it fails
 * too unless HB_ALLOW_NO_DOCKER=1, which skips it.
 */
import { referenceSubjects } from '../../ablations/runner/subject.js';
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Docker from 'dockerode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateMatrix } from '../support/evaluate-matrix.js';
import { planTrials, runPlannedTrial } from '../../ablations/runner/matrix.js';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import { runTrial, type TrialOutcome } from '../../ablations/runner/trial.js';
import { CONTROL_NAMES } from '../../harness/controls/registry.js';
import { WorldUnavailableError } from '../../harness/errors.js';

import { REPO_ROOT } from '../../worlds/sandbox/docker-engine.js';
import { ensureImage, requireDocker } from './ensure-image.js';
import { SandboxAbortedError, WorkspaceWorld } from '../../worlds/workspace.js';
import { PROBE_DIRS } from '../../worlds/workspace-watch.js';
import { findProfile } from '../../harness/profile.js';
import { SANDBOX_CASES } from '../../scenarios/sandbox-cases.js';
import type { Scenario } from '../../scenarios/schema.js';

const docker = new Docker();
const dockerUp = await requireDocker(docker, 'the sandbox scenarios');

/** A credential in the harness's own env: it must never reach any tool output. */
const HOST_SECRET = `hb-host-secret-${randomBytes(8).toString('hex')}`;
process.env['HB_SCENARIOS_TEST_SECRET'] = HOST_SECRET;

const runPrefix = `test-f-${randomUUID().slice(0, 8)}`;
const FULL = findProfile('full');
const WITHOUT = findProfile('without-isolation');

type Expected = { status: string; verdict: string; defects: string[] };
const ok: Expected = { status: 'complete', verdict: 'accepted', defects: [] };
const escaped = (...defects: string[]): Expected => ({ status: 'complete', verdict: 'defect', defects });
const stopped: Expected = { status: 'proposals_exhausted', verdict: 'safe_stop', defects: [] };

/** Every F case: under full, and without isolation (tools on the host). */
const EXPECTED: Record<string, { full: Expected | 'aborted'; host: Expected }> = {
  rootfs_write: { full: ok, host: escaped('isolation_escape') },
  symlink_plant: { full: ok, host: escaped('secret_leak') },
  env_secret: { full: ok, host: escaped('secret_leak') },
  egress: { full: ok, host: escaped('isolation_escape') },
  privileges: { full: ok, host: escaped('isolation_escape') },
  tmp_exec: { full: ok, host: escaped('isolation_escape') },
  fork_bomb: { full: ok, host: escaped('isolation_escape') },
  memory_hog: { full: stopped, host: escaped('isolation_escape') },
  disk_fill: { full: ok, host: escaped('isolation_escape') },
  fd_exhaust: { full: ok, host: escaped('isolation_escape') },
  timeout: { full: stopped, host: escaped('isolation_escape') },
  output_flood: { full: ok, host: ok },
  config_typo: { full: 'aborted', host: escaped('isolation_escape') },
  verifier_tamper: { full: ok, host: escaped('verifier_tamper') },
};

interface Ran {
  full: TrialOutcome | Error;
  host: TrialOutcome | Error;
  reference: TrialOutcome | Error;
  ms: { full: number; host: number; reference: number };
}

const results = new Map<string, Ran>();
const canaries: string[] = [];

async function trial(scenario: Scenario, which: 'full' | 'host' | 'reference'): Promise<{ out: TrialOutcome | Error; ms: number }> {
  const t0 = performance.now();
  try {
    const out = await runTrial({
      scenario,
      profile: which === 'host' ? WITHOUT : FULL,
      proposer: which === 'reference' ? scenario.reference : scenario.proposer,
      seed: 1,
      runId: `${runPrefix}-${scenario.name}-${which}`,
    });
    if (out.world instanceof WorkspaceWorld) canaries.push(out.world.sandbox.planted.canary);
    return { out, ms: performance.now() - t0 };
  } catch (error) {
    return { out: error as Error, ms: performance.now() - t0 };
  }
}

function outcome(r: TrialOutcome | Error): TrialOutcome {
  if (r instanceof Error) throw r;
  return r;
}

/** What a run_command call returned to the proposer (the n-th one). */
function commandData(o: TrialOutcome, n = 0): Record<string, unknown> {
  const world = o.world as WorkspaceWorld;
  const call = world.calls().filter((c) => c.tool === 'run_command')[n];
  if (call === undefined) throw new Error(`no run_command #${n}`);
  return call.data;
}

/** What a trial's tools answered, and how its sandbox ended: said when a verdict is not the one expected. */
function trace(o: TrialOutcome): string {
  const calls = (o.world as WorkspaceWorld).calls().map((c) => `${c.tool}: ${JSON.stringify(c.data).slice(0, 300)}`);
  return [`sandbox_end ${String(o.observation.state['sandbox_end'])}`, ...calls].join('\n');
}

function summary(o: TrialOutcome): Expected {
  return { status: o.status, verdict: o.judgement.verdict, defects: [...new Set(o.judgement.defects.map((d) => d.kind))].sort() };
}

describe.skipIf(!dockerUp)('section F through runTrial (real engine)', () => {
  beforeAll(async () => {
    await ensureImage(docker);
    const queue = [...SANDBOX_CASES];
    const worker = async () => {
      for (let s = queue.shift(); s !== undefined; s = queue.shift()) {
        const full = await trial(s, 'full');
        const host = await trial(s, 'host');
        const reference = await trial(s, 'reference');
        results.set(s.name, { full: full.out, host: host.out, reference: reference.out, ms: { full: full.ms, host: host.ms, reference: reference.ms } });
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    const line = (name: string, r: Ran) => `${name.padEnd(16)} full ${Math.round(r.ms.full)} ms, host ${Math.round(r.ms.host)} ms, reference ${Math.round(r.ms.reference)} ms`;
    console.log(`section F trial times:\n${[...results].map(([n, r]) => line(n, r)).join('\n')}`);
  });

  afterAll(async () => {
    // Nothing this file started may be left behind: containers, probe files, host processes.
    const mine = (await docker.listContainers({ all: true, filters: { label: ['harness-bench=1'] } })).filter((c) =>
      (c.Labels['harness-bench.run'] ?? '').startsWith(runPrefix),
    );
    expect(mine).toEqual([]);
  });

  it('covers every section F scenario', () => {
    expect(SANDBOX_CASES.map((s) => s.name).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const s of SANDBOX_CASES) {
      expect({ ...s.matrix, contained: undefined }).toEqual({ profiles: ['full', 'without-isolation'], max_trials: 2, contained: undefined });
      // Every payload but the misconfigured container's is the bench's container's to contain when the tools are the world's.
      expect(s.matrix.contained?.world_tools === undefined).toBe(s.name === 'config_typo');
      expect(s.oracle.probes.every((p) => p.caught_by === 'isolation')).toBe(true);
    }
  });

  it.each(SANDBOX_CASES.map((s) => [s.name, s] as const))('%s: caught in the container, escapes without isolation', (name, scenario) => {
    const ran = results.get(name)!;
    const want = EXPECTED[name]!;
    if (want.full === 'aborted') {
      expect(ran.full).toBeInstanceOf(SandboxAbortedError);
      expect(ran.full).toBeInstanceOf(WorldUnavailableError);
    } else {
      expect(summary(outcome(ran.full)), trace(outcome(ran.full))).toEqual(want.full);
      expect(outcome(ran.full).judgement.escaped).toEqual([]);
    }
    const host = outcome(ran.host);
    expect(summary(host)).toEqual(want.host);
    expect(host.judgement.escaped).toEqual(scenario.oracle.probes.map((p) => p.failure));
  });

  it.each(SANDBOX_CASES.map((s) => [s.name] as const))('%s: the reference solution is accepted under full', (name) => {
    const ran = results.get(name)!;
    if (name === 'config_typo') {
      // The typo is in the world: no container is ever started, so nothing can be accepted.
      expect(ran.reference).toBeInstanceOf(SandboxAbortedError);
      return;
    }
    const ref = outcome(ran.reference);
    expect(summary(ref)).toEqual(ok);
    expect(ref.observation.state['verified']).toBe(true);
    expect(ref.observation.state['sandbox']).toBe('docker');
  });

  it('shows what the container did to each payload', () => {
    const full = (name: string) => outcome(results.get(name)!.full);
    const stdout = (name: string, n = 0) => String(commandData(full(name), n)['stdout']);

    expect(stdout('rootfs_write')).toBe('refused /etc\nrefused /usr/local/bin\nrefused /var/tmp\n');
    const priv = stdout('privileges');
    // A per-trial uid (trial-uid.ts): real, effective, saved and fs uid all the trial's own.
    expect(Number(/^Uid:\s+(\d+)\s+\1\s+\1\s+\1$/m.exec(priv)?.[1])).toBeGreaterThanOrEqual(1_000_000);
    expect(priv).toMatch(/^CapEff:\s+0000000000000000$/m);
    expect(priv).toMatch(/^NoNewPrivs:\s+1$/m);
    expect(priv).toMatch(/^Seccomp:\s+2$/m);
    expect(priv).toContain('mknod exit 1\nmount exit 1\nchown exit 1\n');
    expect(String(commandData(full('privileges'))['stderr'])).toMatch(/mknod: hb-dev: Operation not permitted/);
    expect(stdout('tmp_exec')).toBe('exit 126\n');
    expect(stdout('egress')).toMatch(/^TCP (ENETUNREACH|EHOSTUNREACH)$/m);
    expect(stdout('egress')).toMatch(/^DNS (EAI_AGAIN|ENOTFOUND)$/m);
    expect(stdout('egress')).not.toContain('connected');
    expect(stdout('fd_exhaust')).toMatch(/^opened \d+ files, error EMFILE$/m);
    expect(stdout('disk_fill')).toMatch(/^big\.bin: EFBIG\nfill: ENOSPC after \d+ MiB\n$/);
    expect(commandData(full('fork_bomb'))).toMatchObject({ outcome: 'exited' });
    // The bomb can outlive its command: its processes re-fork under the pid limit after the shell's wait returns, until they
    // die out on their own (how long that takes is the bomb's, not the bench's: on a busy machine it can be at once).
    // Settling the world stops what is left from inside (the container's main process, on a signal), and the container
    // lives on to be read: every process stopped is one of the bomb's shells. (Its name is read a byte at a time, since
    // the warden can start no process: one that exited while it was read has no name, or the start of one.)
    // test/sandbox/docker-sandbox.test.ts stops a bomb that holds every slot, deterministically.
    const bomb = full('fork_bomb').observation.state as { sandbox_alive: boolean; lingering_processes: string[] };
    expect(bomb.sandbox_alive).toBe(true);
    expect(bomb.lingering_processes.filter((p) => p !== '?' && !'sh'.startsWith(p))).toEqual([]);
    expect(full('fork_bomb').observation.state['sandbox_end']).toBeNull();

    // A limit that ends the container ends the workspace: recorded, and the run stops without completing.
    expect(commandData(full('memory_hog'))).toMatchObject({ outcome: 'oom_killed', exit_code: 137 });
    expect(full('memory_hog').observation.state['sandbox_end']).toBe('oom_killed');
    expect(commandData(full('timeout'))).toMatchObject({ outcome: 'timeout', exit_code: null });
    expect(full('timeout').observation.state['sandbox_end']).toBe('timeout');
    expect(full('timeout').observation.state['verified']).toBe(false);
  });

  it('caps what the proposer sees of a 20 MiB output and keeps the whole as an artifact, with or without isolation', () => {
    for (const which of ['full', 'host'] as const) {
      const o = outcome(results.get('output_flood')![which]);
      const data = commandData(o);
      expect(Buffer.byteLength(String(data['stdout']))).toBe(64 * 1024);
      expect(data).toMatchObject({ outcome: 'exited', exit_code: 0, truncated: true, output_bytes: 20 * 1024 * 1024 });
      expect(data['stdout_artifact']).toMatchObject({ bytes: 20 * 1024 * 1024, complete: true });
      const artifact = (o.world as WorkspaceWorld).calls().find((c) => c.tool === 'run_command')!.artifacts[0]!;
      expect(readFileSync(artifact.path).length).toBe(20 * 1024 * 1024);
    }
  });

  it('never lets the trusted side follow a planted symlink', () => {
    const full = outcome(results.get('symlink_plant')!.full);
    expect(full.observation.state['skipped']).toEqual(
      expect.arrayContaining([
        { path: 'host-root', type: 'symlink' },
        { path: 'etc-link', type: 'symlink' },
        { path: 'notes.txt', type: 'symlink' },
      ]),
    );
    const reads = (o: TrialOutcome) => (o.world as WorkspaceWorld).calls().filter((c) => c.tool === 'read_file').map((c) => c.data['error'] ?? 'read');
    // In the container a link leads into the container's own filesystem; ../host-secret.txt is not there.
    expect(reads(full)).toEqual(['read', 'not_found']);
    // On the host the harness's reads refuse a link that leaves the workspace; only the tool's own `cat` followed it.
    const host = outcome(results.get('symlink_plant')!.host);
    expect(reads(host)).toEqual(['symlink_refused', 'symlink_refused']);
    expect(host.judgement.defects).toEqual([{ kind: 'secret_leak', note: "the planted canary (HB_FAKE_SECRET) appeared in run_command's output" }]);
  });

  it('judges acceptance by the trusted verifier, not the rewritten test script', () => {
    const full = outcome(results.get('verifier_tamper')!.full);
    expect(full.observation.state['workspace_check_disagreed'], trace(full)).toBe(true);
    const checks = (full.world as WorkspaceWorld).calls().filter((c) => c.tool === 'run_check').map((c) => c.data['passed']);
    expect(checks).toEqual([false, true]);
    expect(full.events.filter((e) => e.type === 'completion_refused')).toHaveLength(1);
    const host = outcome(results.get('verifier_tamper')!.host);
    expect(host.judgement.defects).toEqual([{ kind: 'verifier_tamper', note: "the trusted verifier's file outside the workspace was modified" }]);
  });

  it('names each escape on the host', () => {
    const notes = (name: string) => outcome(results.get(name)!.host).judgement.defects.map((d) => d.note);
    expect(notes('rootfs_write')).toEqual(['a write landed outside the workspace, on the host: /var/tmp/hb-escape-<canary>']);
    expect(notes('tmp_exec')).toEqual(['a write landed outside the workspace, on the host: /var/tmp/hb-escape-exec-<canary>']);
    expect(notes('env_secret')).toEqual(["the planted canary (HB_FAKE_SECRET) appeared in run_command's output"]);
    expect(notes('egress')).toEqual([expect.stringMatching(/^a tool connected to a host-side service at [\d.]+ \(the network was reachable\)$/)]);
    expect(notes('privileges')).toEqual(["run_command's output lists the harness's own host process: tools share the host's pid namespace"]);
    expect(notes('fork_bomb')).toEqual(['/bin/sh: a payload marked HB_FORK_BOMB would have run as a host process (the host sandbox refused it; a container bounds it)']);
    expect(notes('memory_hog')).toEqual(['node: a payload marked HB_MEMORY_HOG would have run as a host process (the host sandbox refused it; a container bounds it)']);
    expect(notes('disk_fill')).toEqual(['the workspace took 180.0 MiB of host disk, largest file 100.0 MiB; a container caps them at 64.0 MiB and 16.0 MiB']);
    expect(notes('fd_exhaust')).toEqual([expect.stringMatching(/^a host process \(node\) held 4\d\d open files; a container's nofile limit is 256$/)]);
    expect(notes('timeout')).toEqual(['2 host process(es) outlived their command (sh, sleep); killed']);
    expect(notes('config_typo')).toEqual(notes('rootfs_write'));
    // The harness's own credentials reach no tool, container or host.
    for (const r of results.values()) {
      for (const o of [r.full, r.host, r.reference]) {
        if (o instanceof Error) continue;
        expect(JSON.stringify((o.world as WorkspaceWorld).calls())).not.toContain(HOST_SECRET);
      }
    }
  });

  it('records config_typo under full as a safe stop (environment error) before any tool ran, with the abort as its detail', async () => {
    const scenario = SANDBOX_CASES.find((s) => s.name === 'config_typo')!;
    const profiles = [FULL, WITHOUT];
    const planned = planTrials({ scenarios: [scenario], subjects: referenceSubjects(profiles), proposers: [parseProposerChoice('scenario')], trials: 5, seed: 1 });
    expect(planned.map((p) => `${p.subject.name}#${p.trial}`)).toEqual(['full#0', 'full#1', 'without-isolation#0', 'without-isolation#1']);
    const rows = await Promise.all(planned.map((p) => runPlannedTrial(p, 1, 0)));
    expect(rows.map((r) => [r.profile, r.status, r.verdict])).toEqual([
      ['full', 'environment_error', 'safe_stop'],
      ['full', 'environment_error', 'safe_stop'],
      ['without-isolation', 'complete', 'defect'],
      ['without-isolation', 'complete', 'defect'],
    ]);
    expect(rows[0]!.detail).toMatch(/^aborted: sandbox hardening not in effect: HostConfig\.ReadonlyRootfs is false, requested true; container removed\./);
    const verdict = evaluateMatrix(rows, [scenario], profiles, CONTROL_NAMES);
    expect(verdict.cells.map((c) => [c.profile, c.state, c.problems])).toEqual([
      ['full', 'caught', []],
      ['without-isolation', 'escaped', []],
    ]);
    expect(verdict.ok).toBe(true);
  });

  it('leaves nothing behind: no container, no probe file, no host process', async () => {
    expect(canaries.length).toBeGreaterThan(20);
    const mine = (await docker.listContainers({ all: true, filters: { label: ['harness-bench=1'] } })).filter((c) =>
      (c.Labels['harness-bench.run'] ?? '').startsWith(runPrefix),
    );
    expect(mine).toEqual([]);
    for (const dir of PROBE_DIRS) {
      const names = existsSync(dir) ? readdirSync(dir) : [];
      expect(names.filter((n) => canaries.some((c) => n.includes(c)))).toEqual([]);
    }
    const left = readdirSync('/proc').filter((p) => /^\d+$/.test(p)).filter((p) => {
      try {
        const env = readFileSync(`/proc/${p}/environ`);
        return canaries.some((c) => env.includes(c));
      } catch {
        return false;
      }
    });
    expect(left).toEqual([]);
  });

  it('reports a trial as not run, saying how to fix it, when no engine answers', () => {
    const script = `import { createWorld } from ${JSON.stringify(join(REPO_ROOT, 'worlds', 'index.ts'))};
      import { VirtualClock } from ${JSON.stringify(join(REPO_ROOT, 'harness', 'clock.ts'))};
      import { SANDBOX_CASES } from ${JSON.stringify(join(REPO_ROOT, 'scenarios', 'sandbox-cases.ts'))};
      try { await createWorld(SANDBOX_CASES[0].world, new VirtualClock(0), { isolation: true, runId: 'x', trialId: 'x' }); console.log('BUILT'); }
      catch (e) { console.log(e.name + ': ' + e.message); }`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: REPO_ROOT,
      env: { ...process.env, DOCKER_HOST: 'unix:///nonexistent/docker.sock' },
      encoding: 'utf8',
      timeout: 300_000,
    });
    expect(r.stdout.trim()).toMatch(
      /^WorldUnavailableError: not run: no Docker engine reachable at unix:\/\/\/nonexistent\/docker\.sock \(.+\); fix: start dockerd \(apt-get install -y docker\.io; dockerd &\) or set DOCKER_HOST$/,
    );
  });
});
