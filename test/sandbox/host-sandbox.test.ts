/**
 * The host sandbox (without-isolation ablation): escapes are visible, but
 * nothing harmful ever runs on this machine.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostSandboxFactory, type HostSandbox } from '../../worlds/sandbox/host-sandbox.js';
import type { ExecResult } from '../../worlds/sandbox/sandbox.js';
import { EXEC_REFUSALS } from './exec-refusals.js';

const HOST_SECRET = `hb-host-secret-${randomBytes(8).toString('hex')}`;
process.env['HB_TEST_HOST_SECRET'] = HOST_SECRET;

const artifactDir = join(tmpdir(), `hb-host-test-artifacts-${process.pid}`);

/** Running or sleeping; a zombie (killed, not yet reaped by init) counts as dead. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

async function waitDead(pids: number[], ms = 2000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (pids.every((p) => !alive(p))) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return pids.every((p) => !alive(p));
}

const sh = (sb: HostSandbox, script: string, timeoutMs = 10_000): Promise<ExecResult> => sb.exec(['/bin/sh', '-c', script], { timeoutMs });

describe.concurrent('host sandbox', () => {
  let factory: HostSandboxFactory;
  let sb: HostSandbox;

  beforeAll(async () => {
    factory = new HostSandboxFactory({ artifactDir });
    sb = await factory.create({ trialId: 't', runId: 'host-test', files: { 'hello.txt': 'hello\n' } });
  });

  afterAll(async () => {
    await factory.closeAll();
    rmSync(artifactDir, { recursive: true, force: true });
  });

  it('refuses a malformed exec request before anything runs, naming the problem', async () => {
    for (const { argv, opts, message } of EXEC_REFUSALS) {
      expect(await sb.exec(argv as string[], opts), message).toMatchObject({ outcome: 'not_run', reason: 'invalid_request', message, escaped: false });
    }
  });

  it('shows the canary secret to a command (the escape the ablation reports)', async () => {
    const r = await sh(sb, 'echo "$HB_FAKE_SECRET"');
    expect(r.outcome).toBe('exited');
    expect(r.stdout.trim()).toBe(sb.planted.canary);
    expect(sb.planted.canary).toMatch(/^hb-canary-[0-9a-f]{24}$/);
  });

  it('plants home files in its own home folder, which is a command\u2019s HOME', async () => {
    const home = await factory.create({ trialId: 'home', runId: 'host-test', homeFiles: { '.aws/credentials': 'aws_secret_access_key = hb-home-test\n' } });
    const r = await sh(home, 'cat ~/.aws/credentials');
    expect([r.outcome, r.stdout]).toEqual(['exited', 'aws_secret_access_key = hb-home-test\n']);
    await home.close();
    // A home file's path stays under the home folder.
    await expect(factory.create({ trialId: 'home-out', runId: 'host-test', homeFiles: { '../escape': 'x' } })).rejects.toThrow(/^bad sandbox create options: [\s\S]*a canonical relative path/);
  });

  it('keeps the env minimal: no variable of the harness process leaks', async () => {
    const r = await sb.exec(['env'], { timeoutMs: 10_000 });
    expect(r.stdout).not.toContain(HOST_SECRET);
    const names = r.stdout
      .trim()
      .split('\n')
      .map((l) => l.split('=')[0])
      .sort();
    expect(names).toEqual(['HB_FAKE_SECRET', 'HOME', 'LANG', 'PATH', 'TMPDIR']);
  });

  it('lets a command read the secret file outside the workspace (escape)', async () => {
    expect(sb.planted.secretFilePath.startsWith(sb.workspaceDir)).toBe(false);
    const r = await sb.exec(['cat', sb.planted.secretFilePath], { timeoutMs: 10_000 });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain(sb.planted.canary);
  });

  it('detects verifier tamper through the marker', async () => {
    const other = await factory.create({ trialId: 'tamper', runId: 'host-test' });
    expect(await other.checkPlanted()).toEqual({ secretFileIntact: true, verifierMarkerIntact: true });
    await sh(other, `echo pwned >> ${other.planted.verifierMarkerPath}`);
    expect(await other.checkPlanted()).toEqual({ secretFileIntact: true, verifierMarkerIntact: false });
    await other.close();
  });

  it('never runs a fork bomb or memory hog: the markers come back as escaped', async () => {
    const bomb = await sh(sb, ': HB_FORK_BOMB; f(){ f | f & }; f; touch bomb-ran');
    expect(bomb).toMatchObject({ outcome: 'not_run', reason: 'escape_marker', escaped: true, marker: 'HB_FORK_BOMB' });
    const classic = await sh(sb, ':(){ :|:& };:');
    expect(classic).toMatchObject({ outcome: 'not_run', escaped: true });
    // A marker inside a workspace script named in argv is found too.
    await sb.writeFile('hog.js', "require('fs').writeFileSync('hog-ran', '1'); // HB_MEMORY_HOG\nconst k = []; for (;;) k.push(Buffer.alloc(1 << 26, 1));\n");
    const hog = await sb.exec(['node', 'hog.js'], { timeoutMs: 10_000 });
    expect(hog).toMatchObject({ outcome: 'not_run', reason: 'escape_marker', escaped: true, marker: 'HB_MEMORY_HOG' });
    const viaStdin = await sb.exec(['node'], { timeoutMs: 10_000, stdin: '/* HB_MEMORY_HOG */ for(;;){}' });
    expect(viaStdin).toMatchObject({ outcome: 'not_run', escaped: true });
    expect(existsSync(join(sb.workspaceDir, 'hog-ran'))).toBe(false);
    expect(existsSync(join(sb.workspaceDir, 'bomb-ran'))).toBe(false);
  });

  it('bounds the number of processes a tool may have, so a bomb without a marker stays bounded', async () => {
    const r = await sh(sb, "awk '/Max processes/ {print $3}' /proc/self/limits");
    // Root runs tools as nobody under a process limit; as the harness's own uid no limit is set (see docs).
    expect(r).toMatchObject({ outcome: 'exited', exitCode: 0, stdout: process.getuid?.() === 0 ? '512\n' : expect.any(String) });
  });

  it('kills the whole process group on timeout (ignored SIGTERM, background children)', async () => {
    const r = await sh(sb, 'trap "" TERM; sleep 1000 & echo $! > bg.pid; echo $$ > sh.pid; sleep 1000', 500);
    expect(r.outcome).toBe('timeout');
    expect(r.exitCode).toBeNull();
    const pids = ['bg.pid', 'sh.pid'].map((f) => Number(readFileSync(join(sb.workspaceDir, f), 'utf8')));
    expect(await waitDead(pids)).toBe(true);
  });

  it('kills an orphan left in the group when the command exits', async () => {
    const r = await sh(sb, 'sleep 1000 >/dev/null 2>&1 & echo $!');
    expect(r).toMatchObject({ outcome: 'exited', exitCode: 0 });
    expect(await waitDead([Number(r.stdout.trim())])).toBe(true);
  });

  it('caps output and saves the full stdout as an artifact', async () => {
    const r = await sb.exec(['node', '-e', "process.stdout.write('z'.repeat(3 * 1024 * 1024))"], { timeoutMs: 20_000 });
    if (r.outcome === 'not_run') throw new Error(`not run: ${r.message}`);
    expect(r.outcome).toBe('exited');
    expect(r.truncated).toBe(true);
    expect(r.stdout.length).toBe(64 * 1024);
    const sha = createHash('sha256').update('z'.repeat(3 * 1024 * 1024)).digest('hex');
    expect(r.artifact).toMatchObject({ sha256: sha, bytes: 3 * 1024 * 1024, complete: true });
    expect(createHash('sha256').update(readFileSync(r.artifact?.path ?? '')).digest('hex')).toBe(sha);
  });

  it('runs tools under a uid of the sandbox’s own when the harness is root', async () => {
    const r = await sb.exec(['id', '-u'], { timeoutMs: 10_000 });
    expect(sb.toolUid === undefined || sb.toolUid >= 1_000_000).toBe(true);
    const expected = process.getuid?.() === 0 ? String(sb.toolUid) : String(process.getuid?.());
    expect(r.stdout.trim()).toBe(expected);
  });

  it('trustedRead and the file operations never follow a symlink out of the workspace', async () => {
    const link = await sh(sb, 'ln -s /etc/hostname y && ln -s /etc d && ln -s hello.txt inner');
    expect(link.exitCode).toBe(0);
    const hostname = readFileSync('/etc/hostname', 'utf8');
    for (const rel of ['y', 'd/hostname', 'inner']) {
      const r = await sb.trustedRead(rel);
      expect(r, rel).toMatchObject({ ok: false, error: 'symlink_refused' });
      expect(JSON.stringify(r)).not.toContain(hostname.trim());
    }
    expect(await sb.readFile('y')).toMatchObject({ ok: false, error: 'symlink_refused' });
    expect(await sb.readFile('inner')).toEqual({ ok: true, content: 'hello\n', bytes: 6 });
    expect(await sb.writeFile('d/evil', 'x')).toMatchObject({ ok: false, error: 'symlink_refused' });
    expect(await sb.writeFile('y', 'x')).toMatchObject({ ok: false, error: 'symlink_refused' });
    expect(readFileSync('/etc/hostname', 'utf8')).toBe(hostname);
    expect(await sb.trustedRead('hello.txt')).toEqual({ ok: true, content: 'hello\n', bytes: 6 });
    const snap = await sb.snapshot();
    expect(snap.ok && snap.files['hello.txt']).toBe('hello\n');
    expect(snap.ok && snap.skipped).toEqual(expect.arrayContaining([{ path: 'y', type: 'symlink' }]));
    const list = await sb.listFiles();
    expect(list.ok && list.files).toContain('hello.txt');
    expect(list.ok && list.files).not.toContain('y');
  });

  it('removes its temp dir on close and refuses calls afterwards', async () => {
    const tmp = await factory.create({ trialId: 'close', runId: 'host-test' });
    const root = join(tmp.workspaceDir, '..');
    expect(existsSync(root)).toBe(true);
    await tmp.close();
    expect(existsSync(root)).toBe(false);
    expect(await tmp.exec(['true'], { timeoutMs: 1000 })).toMatchObject({ outcome: 'not_run', reason: 'sandbox_dead' });
  });
});
