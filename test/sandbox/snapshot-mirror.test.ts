/**
 * The workspace snapshot against the REAL engine: the host mirror is written
 * on demand only (mirrorToHost), and then updated in place (only changed files written, vanished ones removed, a file that
 * became a folder handled), and a workspace over the entry or byte cap is
 * refused with a clear error instead of being copied.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import Docker from 'dockerode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DockerSandboxFactory, type DockerSandbox } from '../../worlds/sandbox/docker-sandbox.js';
import { ensureImage, requireDocker } from './ensure-image.js';

const docker = new Docker();
const dockerUp = await requireDocker(docker, 'the snapshot mirror');
const runId = `mirror-${randomUUID().slice(0, 8)}`;
const artifactDir = join(tmpdir(), `hb-mirror-artifacts-${process.pid}`);

/** Every regular file of a folder, relative path to content. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else out[relative(dir, join(d, e.name))] = readFileSync(join(d, e.name), 'utf8');
    }
  };
  walk(dir);
  return out;
}

describe.skipIf(!dockerUp)('workspace snapshot (real engine)', () => {
  let factory: DockerSandboxFactory;
  let sb: DockerSandbox;

  beforeAll(async () => {
    await ensureImage(docker);
    factory = await DockerSandboxFactory.start({ docker, artifactDir, reap: 'none', snapshotMaxEntries: 40, snapshotMaxBytes: 200_000 });
    sb = await factory.create({ trialId: 't', runId, files: { 'keep.txt': 'same\n', 'edit.txt': 'v1\n', 'gone.txt': 'bye\n', 'node': 'a file, later a folder\n' } });
  });

  afterAll(async () => {
    await factory?.closeAll();
  });

  it('writes only what changed, removes what vanished, and mirrors exactly what the snapshot returns', async () => {
    const first = await sb.snapshot();
    expect(first.ok).toBe(true);
    // Nothing is copied to the host until asked for.
    expect(tree(sb.workspaceDir)).toEqual({});
    await sb.mirrorToHost();
    const kept = statSync(join(sb.workspaceDir, 'keep.txt'));
    const run = await sb.exec(['/bin/sh', '-c', 'echo v2 > edit.txt; rm gone.txt; rm node; mkdir node; echo inner > node/x.txt; echo new > new.txt'], { timeoutMs: 10_000 });
    expect(run).toMatchObject({ outcome: 'exited', exitCode: 0 });
    const second = await sb.snapshot();
    expect(second).toEqual({ ok: true, skipped: [], files: { 'keep.txt': 'same\n', 'edit.txt': 'v2\n', 'node/x.txt': 'inner\n', 'new.txt': 'new\n' } });
    await sb.mirrorToHost();
    expect(tree(sb.workspaceDir)).toEqual({ 'keep.txt': 'same\n', 'edit.txt': 'v2\n', 'node/x.txt': 'inner\n', 'new.txt': 'new\n' });
    expect(statSync(join(sb.workspaceDir, 'keep.txt')).size).toBe(kept.size);
    // A snapshot after a call that changed nothing rewrites nothing: the mirror's files keep their inode and mtime.
    const before = statSync(join(sb.workspaceDir, 'keep.txt'));
    await new Promise((r) => setTimeout(r, 20));
    expect((await sb.snapshot()).ok).toBe(true);
    await sb.mirrorToHost();
    const after = statSync(join(sb.workspaceDir, 'keep.txt'));
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it('refuses a workspace whose files hold more bytes than the cap, saying so', async () => {
    const big = await sb.exec(['/bin/sh', '-c', 'head -c 120000 /dev/zero > a.bin; head -c 120000 /dev/zero > b.bin'], { timeoutMs: 10_000 });
    expect(big).toMatchObject({ outcome: 'exited', exitCode: 0 });
    expect(await sb.snapshot()).toEqual({ ok: false, error: 'too_large', message: "the workspace's files hold over 200000 bytes, over the snapshot cap (snapshotMaxBytes)" });
    expect(await sb.exec(['rm', 'a.bin', 'b.bin'], { timeoutMs: 10_000 })).toMatchObject({ outcome: 'exited', exitCode: 0 });
    expect((await sb.snapshot()).ok).toBe(true);
  });

  it('refuses a workspace of more entries than the cap, saying so', async () => {
    const run = await sb.exec(['/bin/sh', '-c', 'mkdir many; i=0; while [ $i -lt 50 ]; do : > many/f$i; i=$((i+1)); done'], { timeoutMs: 20_000 });
    expect(run).toMatchObject({ outcome: 'exited', exitCode: 0 });
    const snap = await sb.snapshot();
    expect(snap).toEqual({ ok: false, error: 'too_large', message: expect.stringMatching(/^the workspace holds \d+ entries, over the snapshot cap of 40 \(snapshotMaxEntries\)$/) });
  });
});
