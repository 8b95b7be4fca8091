/**
 * Integration tests of the docker sandbox against the REAL engine (no mocks).
 *
 * No Docker engine: in CI (env CI set) this file fails; elsewhere it fails
 * too unless HB_ALLOW_NO_DOCKER=1, which skips it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Docker from 'dockerode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DockerSandboxFactory,
  closeAll,
  listSandboxContainers,
  type DockerSandbox,
} from '../../worlds/sandbox/docker-sandbox.js';
import { REPO_ROOT, reapLeftovers } from '../../worlds/sandbox/docker-engine.js';
import { TRIAL_UID_BASE } from '../../worlds/sandbox/trial-uid.js';
import { ensureImage, requireDocker } from './ensure-image.js';
import { EXEC_REFUSALS } from './exec-refusals.js';
import { SandboxConfigError, SandboxHardeningError, type ExecResult } from '../../worlds/sandbox/sandbox.js';
import { stopContainerProcesses } from '../../worlds/sandbox/container-processes.js';
import { MainProcessLog } from '../../worlds/sandbox/main-process-log.js';

const docker = new Docker();
const dockerUp = await requireDocker(docker, 'the sandbox tests');

/** A secret in the test process's env: it must never reach a container. */
const HOST_SECRET = `hb-host-secret-${randomBytes(8).toString('hex')}`;
process.env['HB_TEST_HOST_SECRET'] = HOST_SECRET;

const artifactDir = join(tmpdir(), `hb-test-artifacts-${process.pid}`);
const runPrefix = `test-${randomUUID().slice(0, 8)}`;
const runId = (name: string): string => `${runPrefix}-${name}`;

async function containerGone(id: string): Promise<boolean> {
  try {
    await docker.getContainer(id).inspect();
    return false;
  } catch (err) {
    return (err as { statusCode?: number }).statusCode === 404;
  }
}

function ran(result: ExecResult): asserts result is Extract<ExecResult, { outcome: 'exited' | 'timeout' | 'oom_killed' | 'aborted' }> {
  if (result.outcome === 'not_run') throw new Error(`exec did not run: ${result.reason}: ${result.message}`);
}

describe.skipIf(!dockerUp)('docker sandbox (real engine)', () => {
  let factory: DockerSandboxFactory;
  let shared: DockerSandbox;

  beforeAll(async () => {
    await ensureImage(docker);
    factory = await DockerSandboxFactory.start({ docker, artifactDir });
    shared = await factory.create({ trialId: 'shared', runId: runId('shared'), files: { 'hello.txt': 'hello\n', 'src/a/b.txt': 'deep' } });
  });

  afterAll(async () => {
    await factory?.closeAll();
    await closeAll();
    rmSync(artifactDir, { recursive: true, force: true });
    // Nothing this file started may be left behind.
    const leftovers = (await docker.listContainers({ all: true, filters: { label: ['harness-bench=1'] } })).filter((c) =>
      (c.Labels['harness-bench.run'] ?? '').startsWith(runPrefix),
    );
    expect(leftovers).toEqual([]);
  });

  const sh = (sb: DockerSandbox, script: string, timeoutMs = 10_000): Promise<ExecResult> =>
    sb.exec(['/bin/sh', '-c', script], { timeoutMs });
  /** Why a stop found nothing to report: the container's state, its process count and its main process's last lines. */
  const stopDiagnosis = async (sb: DockerSandbox): Promise<string> => {
    const c = docker.getContainer(sb.id);
    const state = await c.inspect().then((i) => JSON.stringify(i.State), (e: Error) => e.message);
    const pids = await c.stats({ stream: false }).then((s) => JSON.stringify((s as { pids_stats?: unknown }).pids_stats), (e: Error) => e.message);
    const log = await new MainProcessLog(c, () => true).text().then((t) => t.split('\n').slice(-6).join(' | '), (e: Error) => e.message);
    // The engine lists the processes from the host (no process starts inside): a warden asleep in a child shows here.
    const top = await c.top({ ps_args: '-o pid,ppid,stat,args' }).then((t) => ((t.Processes ?? []) as string[][]).filter((p) => !/^sh -c f\(\)/.test(p.at(-1) ?? '')).slice(0, 8).map((p) => p.join(' ').slice(0, 100)).join(' | '), (e: Error) => e.message);
    return `alive ${sb.alive}; state ${state}; pids ${pids}; log: ${log}; processes other than the bomb's: ${top}`;
  };
  const node = (sb: DockerSandbox, code: string, timeoutMs = 15_000): Promise<ExecResult> =>
    sb.exec(['node', '-e', code], { timeoutMs });

  describe.concurrent('inside one hardened container', () => {
    it('has no capabilities, no_new_privs and seccomp filtering', async () => {
      const r = await shared.exec(['cat', '/proc/self/status'], { timeoutMs: 10_000 });
      ran(r);
      expect(r.exitCode).toBe(0);
      expect(r.stdout).toMatch(/^CapEff:\s+0000000000000000$/m);
      expect(r.stdout).toMatch(/^CapBnd:\s+0000000000000000$/m);
      expect(r.stdout).toMatch(/^NoNewPrivs:\s+1$/m);
      expect(r.stdout).toMatch(/^Seccomp:\s+2$/m);
      // The container's own per-trial uid, no other trial's (nor 65534, which host-mode tools used to share).
      const uid = Number(shared.user.split(':')[0]);
      expect(uid).toBeGreaterThanOrEqual(TRIAL_UID_BASE);
      expect(r.stdout).toMatch(new RegExp(`^Uid:\\s+${uid}\\s+${uid}\\s+${uid}\\s+${uid}$`, 'm'));
    });

    it('sees only the loopback interface', async () => {
      const r = await shared.exec(['ls', '/sys/class/net'], { timeoutMs: 10_000 });
      ran(r);
      expect(r.stdout.trim().split(/\s+/)).toEqual(['lo']);
      const dev = await shared.exec(['cat', '/proc/net/dev'], { timeoutMs: 10_000 });
      const ifaces = dev.stdout
        .split('\n')
        .slice(2)
        .map((l) => l.split(':')[0]?.trim())
        .filter((l) => l);
      expect(ifaces).toEqual(['lo']);
    });

    it('cannot write to the root filesystem', async () => {
      for (const target of ['/probe', '/etc/probe', '/usr/local/bin/node']) {
        const r = await sh(shared, `echo x > ${target}`);
        ran(r);
        expect(r.exitCode, target).not.toBe(0);
        expect(r.stderr).toMatch(/Read-only file system|Permission denied/);
      }
    });

    it('cannot execute a binary copied to /tmp or /workspace (noexec: exit 126)', async () => {
      for (const dir of ['/tmp', '/workspace']) {
        const r = await sh(shared, `cp /bin/busybox ${dir}/bb && chmod +x ${dir}/bb && ${dir}/bb true`);
        ran(r);
        expect(r.exitCode, dir).toBe(126);
      }
    });

    it('blocks a 100 MB file (fsize limit: EFBIG)', async () => {
      const r = await node(
        shared,
        `process.on('SIGXFSZ', () => {}); const fs = require('fs');
         try { fs.writeFileSync('/workspace/big.bin', Buffer.alloc(100 * 1024 * 1024, 1)); console.log('WROTE'); }
         catch (e) { console.log(e.code); }
         console.log(fs.statSync('/workspace/big.bin').size); fs.unlinkSync('/workspace/big.bin');`,
      );
      ran(r);
      expect(r.stdout).not.toContain('WROTE');
      expect(r.stdout).toMatch(/EFBIG|ENOSPC/);
      const size = Number(r.stdout.trim().split('\n').at(-1));
      expect(size).toBeLessThanOrEqual(16 * 1024 * 1024);
    });

    it('cannot open 400 files (nofile limit: EMFILE)', async () => {
      const r = await node(
        shared,
        `const fs = require('fs'); const fds = [];
         try { for (let i = 0; i < 400; i++) fds.push(fs.openSync('/proc/self/status', 'r')); console.log('OPENED', fds.length); }
         catch (e) { console.log(e.code, fds.length); }`,
      );
      ran(r);
      expect(r.stdout).toMatch(/^EMFILE \d+/);
      expect(Number(r.stdout.split(' ')[1])).toBeLessThan(256);
    });

    it('caps 20 MB of stdout and saves the full output as a content-addressed artifact', async () => {
      const total = 20 * 1024 * 1024;
      const r = await node(shared, `const b = Buffer.alloc(1 << 20, 'abcdefghij'); for (let i = 0; i < 20; i++) process.stdout.write(b);`, 30_000);
      ran(r);
      expect(r.outcome).toBe('exited');
      expect(r.exitCode).toBe(0);
      expect(r.truncated).toBe(true);
      expect(Buffer.byteLength(r.stdout)).toBe(64 * 1024);
      expect(r.fullOutputBytes).toBe(total);
      const expected = Buffer.alloc(1 << 20, 'abcdefghij');
      const hash = createHash('sha256');
      for (let i = 0; i < 20; i++) hash.update(expected);
      const sha = hash.digest('hex');
      expect(r.artifact?.sha256).toBe(sha);
      expect(r.artifact?.complete).toBe(true);
      expect(r.artifact?.path).toBe(join(artifactDir, sha));
      const saved = readFileSync(r.artifact?.path ?? '');
      expect(saved.length).toBe(total);
      expect(createHash('sha256').update(saved).digest('hex')).toBe(sha);
    });

    it('leaks no host secret into env or /proc/1/environ', async () => {
      const env = await shared.exec(['env'], { timeoutMs: 10_000 });
      const init = await shared.exec(['cat', '/proc/1/environ'], { timeoutMs: 10_000 });
      ran(env);
      ran(init);
      expect(env.exitCode).toBe(0);
      expect(init.exitCode).toBe(0);
      for (const out of [env.stdout, init.stdout]) {
        expect(out).not.toContain(HOST_SECRET);
        expect(out).not.toContain('HB_TEST_HOST_SECRET');
        expect(out).not.toContain(shared.planted.canary);
      }
      expect(init.stdout).toContain('PATH=');
    });

    it('has no egress: TCP connect and DNS lookup both fail', async () => {
      const r = await node(
        shared,
        `const net = require('net'); const dns = require('dns');
         const tcp = new Promise((res) => { const s = net.connect({ host: '10.0.0.1', port: 80, timeout: 3000 });
           s.on('connect', () => { s.destroy(); res('CONNECTED'); }); s.on('timeout', () => { s.destroy(); res('TIMEOUT'); });
           s.on('error', (e) => res('TCP ' + e.code)); });
         const lookup = new Promise((res) => dns.lookup('example.com', (e, a) => res(e ? 'DNS ' + e.code : 'RESOLVED ' + a)));
         Promise.all([tcp, lookup]).then((r) => console.log(r.join('\\n')));`,
      );
      ran(r);
      expect(r.stdout).not.toContain('CONNECTED');
      expect(r.stdout).not.toContain('RESOLVED');
      expect(r.stdout).toMatch(/^TCP (ENETUNREACH|EHOSTUNREACH|ECONNREFUSED)|^TIMEOUT/m);
      expect(r.stdout).toMatch(/^DNS (EAI_AGAIN|ENOTFOUND|ECONNREFUSED)/m);
    });

    it('runs 4 concurrent node execs within the pids limit', async () => {
      const results = await Promise.all([1, 2, 3, 4].map((i) => node(shared, `setTimeout(() => console.log(${i}), 200)`)));
      expect(results.map((r) => r.stdout.trim())).toEqual(['1', '2', '3', '4']);
    });

    it('refuses a malformed exec request before anything runs, naming the problem', async () => {
      for (const { argv, opts, message } of EXEC_REFUSALS) {
        expect(await shared.exec(argv as string[], opts), message).toMatchObject({ outcome: 'not_run', reason: 'invalid_request', message, escaped: false });
      }
    });

    it('moves files in and out (write, read, list, cwd, stdin, snapshot)', async () => {
      const text = '# hi\nünïcödé\n';
      const bytes = Buffer.byteLength(text);
      expect(await shared.writeFile('notes/today.md', text)).toEqual({ ok: true, bytes });
      expect(await shared.readFile('notes/today.md')).toEqual({ ok: true, content: text, bytes });
      expect(await shared.trustedRead('src/a/b.txt')).toEqual({ ok: true, content: 'deep', bytes: 4 });
      const cat = await shared.exec(['cat', 'b.txt'], { timeoutMs: 10_000, cwd: 'src/a' });
      expect(cat.stdout).toBe('deep');
      const stdin = await shared.exec(['wc', '-c'], { timeoutMs: 10_000, stdin: 'x'.repeat(5000) });
      expect(stdin.stdout.trim()).toBe('5000');
      const list = await shared.listFiles();
      expect(list.ok && list.files).toEqual(expect.arrayContaining(['hello.txt', 'notes/today.md', 'src/a/b.txt']));
      // Paths over tar's 100-byte name field go through GNU long-name entries both ways.
      const longPath = `${'deeply-nested-directory/'.repeat(6)}${'f'.repeat(80)}.txt`;
      expect(await shared.writeFile(longPath, 'long')).toEqual({ ok: true, bytes: 4 });
      expect(await shared.trustedRead(longPath)).toEqual({ ok: true, content: 'long', bytes: 4 });
      expect(await shared.readFile('../etc/passwd')).toMatchObject({ ok: false, error: 'invalid_path' });
      expect(await shared.readFile('/etc/passwd')).toMatchObject({ ok: false, error: 'invalid_path' });
      expect(await shared.readFile('missing.txt')).toMatchObject({ ok: false, error: 'not_found' });
      expect(await shared.readFile('src')).toMatchObject({ ok: false, error: 'not_regular_file' });
    });
  });

  describe.concurrent('symlinks planted by the container', () => {
    it('trustedRead refuses them and returns no host data', async () => {
      const sb = await factory.create({ trialId: 'symlink', runId: runId('symlink'), files: { 'real.txt': 'real' } });
      try {
        const plant = await sh(sb, 'ln -s / x && ln -s /etc/hostname y && ln -s real.txt z && mkdir d && ln -s /etc d/e && mkfifo p');
        expect(plant.exitCode).toBe(0);
        const hostHostname = readFileSync('/etc/hostname', 'utf8').trim();
        for (const rel of ['y', 'x/etc/hostname', 'x/etc/passwd', 'z', 'd/e/hostname']) {
          const r = await sb.trustedRead(rel);
          expect(r, rel).toMatchObject({ ok: false, error: 'symlink_refused' });
          expect(JSON.stringify(r)).not.toContain(hostHostname);
        }
        expect(await sb.trustedRead('p')).toMatchObject({ ok: false, error: 'not_regular_file' });
        expect(await sb.trustedRead('real.txt')).toEqual({ ok: true, content: 'real', bytes: 4 });
        const snap = await sb.snapshot();
        expect(snap.ok).toBe(true);
        if (snap.ok) {
          expect(snap.files).toEqual({ 'real.txt': 'real' });
          expect(snap.skipped).toEqual(
            expect.arrayContaining([
              { path: 'x', type: 'symlink' },
              { path: 'y', type: 'symlink' },
              { path: 'p', type: 'other' },
            ]),
          );
          // The host mirror holds regular files only.
          await sb.mirrorToHost();
          expect(readFileSync(join(sb.workspaceDir, 'real.txt'), 'utf8')).toBe('real');
          expect(existsSync(join(sb.workspaceDir, 'y'))).toBe(false);
        }
      } finally {
        await sb.close();
      }
    });
  });

  describe.concurrent('limits that end the container', () => {
    it('bounds a fork bomb with the pids limit; the host is unaffected', async () => {
      const sb = await factory.create({ trialId: 'forkbomb', runId: runId('forkbomb') });
      // cgroup v1 / cgroupfs layout, read from the host: the most processes the container held, and how many forks its
      // pids limit refused (pids.events "max N": the limit's own count, the evidence that it acted). Read while the bomb
      // runs, and once more after it: a bomb that runs into the timeout takes its container, and the counters, with it.
      const cgroup = `/sys/fs/cgroup/pids/docker/${sb.id}`;
      const seen = { pids: 0, refused: 0 };
      const sample = () => {
        try {
          seen.pids = Math.max(seen.pids, Number(readFileSync(`${cgroup}/pids.current`, 'utf8')));
          seen.refused = Math.max(seen.refused, Number(/^max (\d+)$/m.exec(readFileSync(`${cgroup}/pids.events`, 'utf8'))?.[1] ?? 0));
        } catch {
          /* not there (another layout), or gone with the container */
        }
      };
      const sampler = setInterval(sample, 20);
      const bomb = sh(sb, 'f(){ f | f & }; f', 3000);
      await new Promise((r) => setTimeout(r, 60));
      // The host still starts a process (a hang guard: spawnSync kills it after 2 s and reports no status).
      const probe = spawnSync('/bin/true', { timeout: 2000 });
      expect(probe.status).toBe(0);
      const r = await bomb;
      clearInterval(sampler);
      sample();
      // It either collapses on EAGAIN (fork fails at the limit) or runs into the timeout.
      expect(['exited', 'timeout']).toContain(r.outcome);
      if (existsSync('/sys/fs/cgroup/pids/docker')) expect(seen.refused).toBeGreaterThan(0);
      else if (r.outcome === 'exited') expect(r.stderr).toContain("can't fork");
      expect(seen.pids).toBeLessThanOrEqual(128);
      await sb.close();
      expect(await containerGone(sb.id)).toBe(true);
    });

    it('stops a fork bomb that holds every process slot from inside, then reads the container', async () => {
      const sb = await factory.create({ trialId: 'forkbomb-stop', runId: runId('forkbomb-stop') });
      // A bomb whose every process waits on its children: it fills the pids limit and holds every slot until it is stopped
      // (a churning bomb, whose processes fork and exit, can die out on its own first). In a session of its own, so that the
      // end of the command that started it leaves it running.
      const bomb = await sh(sb, 'setsid sh -c "f(){ f & f & wait; }; f" >/dev/null 2>&1 &', 5000);
      expect(bomb.outcome).toBe('exited');
      // Wait for the event, not for a time: the container's process count at its pids limit, as the engine reports them.
      const pids = async () => ((await docker.getContainer(sb.id).stats({ stream: false })) as { pids_stats: { current?: number; limit?: number } }).pids_stats;
      for (let p = await pids(); (p.current ?? 0) < (p.limit ?? Infinity); p = await pids()) await new Promise((r) => setTimeout(r, 50));
      const stopped = await stopContainerProcesses(sb);
      expect(stopped, stopped === null ? await stopDiagnosis(sb) : '').not.toBeNull();
      expect(stopped!.length).toBeGreaterThan(10);
      expect(stopped!.filter((p) => p.comm !== '?' && !'sh'.startsWith(p.comm))).toEqual([]); // (a shell that exited while its name was read has none, or its start)
      expect(sb.alive).toBe(true);
      // Every slot is free again: an exec starts, and the writable places can be listed.
      expect(await sh(sb, 'echo ok')).toMatchObject({ outcome: 'exited', exitCode: 0, stdout: 'ok\n' });
      expect(await sb.observeWritable()).toEqual({});
      await sb.close();
    });

    it('reads the workspace with the writable places, a file or a write in one exec as it reads them apart', async () => {
      const sb = await factory.create({ trialId: 'with-places', runId: runId('with-places'), files: { 'a.txt': 'a', 'src/b.txt': 'b' } });
      await sh(sb, 'echo t > /tmp/hb-places-0 && mkdir -p /home/agent/.cache && echo h > /home/agent/.cache/h && ln -s /etc /home/agent/etc-link && ln -s a.txt link.txt && printf "x\\nhb-places-1\\n" > src/c.txt');
      const apart = { snapshot: await sb.snapshot(), places: await sb.observeWritable() };
      const digestOf = (text: string) => createHash('sha256').update(text).digest('hex');
      expect(apart).toEqual({
        snapshot: { ok: true, files: { 'a.txt': 'a', 'src/b.txt': 'b', 'src/c.txt': 'x\nhb-places-1\n' }, skipped: [{ path: 'link.txt', type: 'symlink' }] },
        places: { '/tmp/hb-places-0': digestOf('t\n'), '~/.cache/h': digestOf('h\n'), '~/etc-link': 'symlink:/etc' },
      });
      expect(await sb.snapshotWithPlaces()).toEqual(apart);
      // A file read as the tools read it (links followed) and the whole workspace after it, in one exec.
      for (const path of ['a.txt', 'link.txt', 'src/c.txt', 'missing.txt', 'src']) {
        expect(await sb.readFileThenSnapshot(path)).toEqual({ read: await sb.readFile(path), snapshot: apart.snapshot });
      }
      expect(await sb.readFileThenSnapshot('../etc/passwd')).toMatchObject({ read: { ok: false, error: 'invalid_path' }, snapshot: null });
      // A file over the read cap: read apart, as readFile reads it, and the workspace left to the caller.
      await sh(sb, 'head -c 9000000 /dev/zero > /workspace/big.bin');
      expect(await sb.readFileThenSnapshot('big.bin')).toEqual({ read: await sb.readFile('big.bin'), snapshot: null });
      await sh(sb, 'rm /workspace/big.bin');
      // A write and the read after it, in one exec; a write that fails reads nothing.
      const wrote = await sb.writeFileThenSnapshot('src/d.txt', 'd');
      expect(wrote).toEqual({ written: { ok: true, bytes: 1 }, snapshot: await sb.snapshot() });
      expect(wrote.snapshot).toMatchObject({ ok: true, files: { 'src/d.txt': 'd' } });
      expect(await sb.writeFileThenSnapshot('a.txt/under-a-file', 'x')).toMatchObject({ written: { ok: false, error: 'write_failed' }, snapshot: null });
      expect(await sb.writeFileThenSnapshot('../escape', 'x')).toMatchObject({ written: { ok: false, error: 'invalid_path' }, snapshot: null });
      await sb.close();
    });

    it('reads the writable places at the start when asked, in the exec of the last plant: as observeWritable reads them', async () => {
      const withFiles = await factory.create({ trialId: 'at-start', runId: runId('at-start'), files: { 'a.txt': 'a' }, observeAtStart: true });
      const withHome = await factory.create({ trialId: 'at-start-home', runId: runId('at-start-home'), files: { 'a.txt': 'a' }, homeFiles: { '.aws/credentials': 'k' }, observeAtStart: true });
      const bare = await factory.create({ trialId: 'at-start-bare', runId: runId('at-start-bare'), observeAtStart: true });
      const unasked = await factory.create({ trialId: 'at-start-no', runId: runId('at-start-no'), files: { 'a.txt': 'a' } });
      try {
        expect(withFiles.placesAtStart).toEqual({});
        expect(withHome.placesAtStart).toEqual({ '~/.aws/credentials': createHash('sha256').update('k').digest('hex') });
        expect(bare.placesAtStart).toEqual({});
        expect(unasked.placesAtStart).toBeUndefined();
        for (const sb of [withFiles, withHome, bare]) expect(await sb.observeWritable()).toEqual(sb.placesAtStart);
      } finally {
        await Promise.all([withFiles, withHome, bare, unasked].map((sb) => sb.close()));
      }
    });

    it('names what a stop from inside killed, and leaves the container and its main process as they were', async () => {
      const sb = await factory.create({ trialId: 'stop-inside', runId: runId('stop-inside') });
      expect(await sb.stopFromInside()).toEqual({ stopped: [], clean: true });
      await sh(sb, 'sleep 1000 & sleep 1001 & exit 0');
      const stop = await sb.stopFromInside();
      expect([stop?.stopped.map((p) => p.comm), stop?.clean]).toEqual([['sleep', 'sleep'], true]);
      expect(await stopContainerProcesses(sb)).toEqual([]);
      // The next stop is counted apart from the earlier ones: its list holds only what it killed.
      await sh(sb, 'sleep 1002 & exit 0');
      expect((await sb.stopFromInside())?.stopped.map((p) => p.comm)).toEqual(['sleep']);
      expect(await sh(sb, 'echo ok')).toMatchObject({ outcome: 'exited', stdout: 'ok\n' });
      await sb.close();
    });

    it('reports a memory hog as oom_killed (exit 137)', async () => {
      const sb = await factory.create({ trialId: 'oom', runId: runId('oom') });
      const r = await node(sb, `const keep = []; for (;;) { const b = Buffer.alloc(16 << 20); b.fill(7); keep.push(b); }`, 20_000);
      expect(r.outcome).toBe('oom_killed');
      expect(r.exitCode).toBe(137);
      expect(sb.alive).toBe(false);
      expect(await containerGone(sb.id)).toBe(true);
      const after = await sb.exec(['true'], { timeoutMs: 1000 });
      expect(after).toMatchObject({ outcome: 'not_run', reason: 'sandbox_dead' });
      expect(await sb.readFile('x')).toMatchObject({ ok: false, error: 'sandbox_dead' });
      await sb.close();
    });

    it('treats a plain SIGKILL exit (137, no OOM) as exited and retires the container', async () => {
      const sb = await factory.create({ trialId: 'sigkill', runId: runId('sigkill') });
      const r = await sh(sb, 'kill -9 $$');
      expect(r).toMatchObject({ outcome: 'exited', exitCode: 137 });
      // OOMKilled is only readable once the container has stopped, so it was stopped to look.
      expect(sb.alive).toBe(false);
      expect(await containerGone(sb.id)).toBe(true);
      await sb.close();
    });

    it.each([
      ['sleep', ['sleep', '1000']],
      ['ignore-sigterm', ['/bin/sh', '-c', 'trap "" TERM INT HUP; sleep 1000']],
      ['orphan-child', ['/bin/sh', '-c', 'sleep 1000 & echo started']],
    ])('times out %s after timeoutMs and removes the container', async (name, argv) => {
      const sb = await factory.create({ trialId: `timeout-${name}`, runId: runId(`timeout-${name}`) });
      const t0 = performance.now();
      const r = await sb.exec(argv, { timeoutMs: 1000 });
      const took = performance.now() - t0;
      expect(r.outcome).toBe('timeout');
      expect(r.exitCode).toBeNull();
      expect(took).toBeGreaterThanOrEqual(1000);
      expect(await containerGone(sb.id)).toBe(true);
      expect(await listSandboxContainers(docker, runId(`timeout-${name}`))).toEqual([]);
      expect((await sb.exec(['true'], { timeoutMs: 1000 })).outcome).toBe('not_run');
      await sb.close();
    });
  });

  describe.concurrent('hardening verification and leaks', () => {
    it.each([
      ['ReadonlyRootfs', (hc: Record<string, unknown>) => {
        // The engine matches field names case-insensitively (ReadOnlyRootfs would
        // work), but ignores an unknown name silently.
        delete hc['ReadonlyRootfs'];
        hc['ReadOnlyRootFilesystem'] = true;
      }],
      ['PidsLimit', (hc: Record<string, unknown>) => {
        delete hc['PidsLimit'];
        hc['PidLimit'] = 128; // misspelt
      }],
      ['Tmpfs', (hc: Record<string, unknown>) => {
        hc['TmpfsMounts'] = hc['Tmpfs']; // unknown name: /workspace would be the read-only image dir
        delete hc['Tmpfs'];
      }],
    ])('aborts when %s is not in effect (misspelt / ignored field)', async (field, mutate) => {
      const id = runId(`misspelt-${field}`);
      const broken = await DockerSandboxFactory.start({ docker, artifactDir, reap: 'none', mutateHostConfig: mutate });
      const err = await broken.create({ trialId: 'misspelt', runId: id }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SandboxHardeningError);
      expect((err as SandboxHardeningError).field).toBe(field);
      expect(await listSandboxContainers(docker, id)).toEqual([]);
    });

    it('a plant that fails leaves no container: the home file that could not be written is named', async () => {
      const id = runId('plant-fails');
      // The first home file is a file where the second needs a folder.
      const err = await factory.create({ trialId: 'plant', runId: id, homeFiles: { '.aws': 'a file', '.aws/credentials': 'k' } }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SandboxConfigError);
      expect((err as Error).message).toMatch(/^the home file \.aws\/credentials could not be planted: exit 1 /);
      expect(await listSandboxContainers(docker, id)).toEqual([]);
    });

    it('leaves no container after a normal close or after a failed exec', async () => {
      const id = runId('leak-close');
      const a = await factory.create({ trialId: 'a', runId: id });
      const b = await factory.create({ trialId: 'b', runId: id });
      expect(await listSandboxContainers(docker, id)).toHaveLength(2);
      const missing = await b.exec(['/no/such/binary'], { timeoutMs: 5000 });
      expect(missing.outcome === 'not_run' || (missing.outcome === 'exited' && missing.exitCode !== 0)).toBe(true);
      const failing = await b.exec(['/bin/sh', '-c', 'exit 3'], { timeoutMs: 5000 });
      expect(failing).toMatchObject({ outcome: 'exited', exitCode: 3 });
      await a.close();
      await b.close();
      await b.close(); // idempotent
      expect(await listSandboxContainers(docker, id)).toEqual([]);
    });

    /** Starts a child process holding one sandbox; resolves with it and its container id. */
    async function childWithSandbox(id: string, withHandlers: boolean): Promise<{ child: ReturnType<typeof spawn>; containerId: string }> {
      const script = join(tmpdir(), `hb-sandbox-child-${process.pid}-${id}.mts`);
      const moduleUrl = pathToFileURL(join(REPO_ROOT, 'worlds', 'sandbox', 'docker-sandbox.ts')).href;
      writeFileSync(
        script,
        `import { DockerSandboxFactory, installSandboxSignalHandlers } from ${JSON.stringify(moduleUrl)};
         ${withHandlers ? 'installSandboxSignalHandlers();' : ''}
         const f = await DockerSandboxFactory.start({ reap: 'none' });
         const sb = await f.create({ trialId: 'child', runId: ${JSON.stringify(id)} });
         process.stdout.write('READY ' + sb.id + '\\n');
         setInterval(() => {}, 1000);`,
      );
      const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
      try {
        const containerId = await new Promise<string>((resolve, reject) => {
          let out = '';
          child.stdout?.on('data', (d: Buffer) => {
            out += d.toString();
            const m = /READY (\w+)/.exec(out);
            if (m?.[1]) resolve(m[1]);
          });
          child.once('exit', (code) => reject(new Error(`child exited ${code}: ${stderr}`)));
        });
        return { child, containerId };
      } finally {
        rmSync(script, { force: true });
      }
    }

    it('reaps the container of a SIGKILLed process at the next factory start', async () => {
      const id = runId('leak-sigkill');
      const { child, containerId } = await childWithSandbox(id, false);
      const hostDir = (await docker.getContainer(containerId).inspect()).Config.Labels['harness-bench.host-dir'] ?? '';
      expect(existsSync(hostDir)).toBe(true);
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      // (Another test file's run may reap the orphan first: what is asserted is that none is left after a start.)
      await DockerSandboxFactory.start({ docker, artifactDir }); // reaps orphans
      expect(await listSandboxContainers(docker, id)).toEqual([]);
      expect(existsSync(hostDir)).toBe(false);
    });

    it('two reapers at once each return only once the orphan and its host dir are gone', async () => {
      const id = runId('leak-two-reapers');
      const { child, containerId } = await childWithSandbox(id, false);
      const hostDir = (await docker.getContainer(containerId).inspect()).Config.Labels['harness-bench.host-dir'] ?? '';
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      const afterEach = await Promise.all(
        [0, 1].map(async () => {
          await reapLeftovers(docker, { runId: id });
          return { left: await listSandboxContainers(docker, id), dirLeft: existsSync(hostDir) };
        }),
      );
      expect(afterEach).toEqual([
        { left: [], dirLeft: false },
        { left: [], dirLeft: false },
      ]);
    });

    it('removes its containers itself on SIGINT when the signal handlers are installed', async () => {
      const id = runId('leak-sigint');
      const { child } = await childWithSandbox(id, true);
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill('SIGINT');
      expect(await exited).toBe(130);
      expect(await listSandboxContainers(docker, id)).toEqual([]);
    });
  });
  describe('reset for another trial (a harness\'s container, kept between its trials)', () => {
    it('kills what the trial left running and empties the folders given: ready; a HostConfig changed since the container was made: not kept, the field named', async () => {
      const sb = await factory.create({ trialId: 'reset', runId: runId('reset') });
      // What lists the trial's leftovers: its files and the processes whose command line holds the marker (a pattern that never matches its own).
      const count = `for p in /proc/[0-9]*; do tr '\\0' ' ' < "$p/cmdline" 2>/dev/null; echo; done | grep -c 'sleep 9876[8]1'`;
      const leftovers = `ls -A /tmp /workspace | tr '\\n' ' '; echo; ${count}`;
      try {
        // The background subshell becomes the sleep when it gets to run (later under load): waited for, not assumed.
        const started = `i=0; while [ "$(${count})" != 1 ] && [ $i -lt 5000 ]; do i=$((i+1)); done`;
        const left = await sb.exec(['/bin/busybox', 'sh', '-c', `n=98768; echo x > /tmp/left; mkdir -p /workspace/d/e && chmod 000 /workspace/d/e /workspace/d; (trap '' TERM; exec sleep "$n"1) >/dev/null 2>&1 & ${started}; ${leftovers}`], { timeoutMs: 10_000 });
        ran(left);
        expect(left.stdout.split('\n').slice(-3)).toEqual(['/tmp: left  /workspace: d ', '1', '']);
        expect(await sb.reset(['/tmp', '/workspace'])).toBeNull();
        const after = await sb.exec(['/bin/busybox', 'sh', '-c', leftovers], { timeoutMs: 10_000 });
        ran(after);
        expect(after.stdout).toBe('/tmp:  /workspace: \n0\n');
        const info = await docker.getContainer(sb.id).inspect();
        const memory = info.HostConfig.Memory! + 1024 * 1024;
        await docker.getContainer(sb.id).update({ Memory: memory, MemorySwap: memory });
        expect(await sb.reset(['/tmp'])).toBe(`sandbox hardening not in effect: HostConfig.Memory is ${memory}, requested ${info.HostConfig.Memory}; container removed`);
      } finally {
        await sb.close();
      }
    });
  });
});
