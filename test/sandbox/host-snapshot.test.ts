/**
 * The host sandbox's workspace snapshot: bounded in entries and bytes with
 * a clear stop, incremental (an unchanged file is not read again, a changed
 * one always is, even when a tool restores its size and mtime), and still
 * refusing links and special files. Real host processes, real files.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HostSandboxFactory } from '../../worlds/sandbox/host-sandbox.js';

const artifactDir = join(tmpdir(), `hb-host-snapshot-artifacts-${process.pid}`);
const factories: HostSandboxFactory[] = [];

afterAll(async () => {
  await Promise.all(factories.map((f) => f.closeAll()));
  rmSync(artifactDir, { recursive: true, force: true });
});

async function sandboxWith(options: ConstructorParameters<typeof HostSandboxFactory>[0], files: Record<string, string>) {
  const factory = new HostSandboxFactory({ artifactDir, ...options });
  factories.push(factory);
  return factory.create({ trialId: `t${factories.length}`, runId: 'host-snapshot-test', files });
}

const sh = async (sb: Awaited<ReturnType<typeof sandboxWith>>, script: string) => {
  const r = await sb.exec(['/bin/sh', '-c', script], { timeoutMs: 20_000 });
  expect(r).toMatchObject({ outcome: 'exited', exitCode: 0 });
};

describe('host workspace snapshot', () => {
  it('re-reads what changed (even with its size and mtime restored), keeps what did not, skips links and fifos', async () => {
    const sb = await sandboxWith({}, { 'a.txt': 'one\n', 'b.txt': 'two\n' });
    expect(await sb.snapshot()).toEqual({ ok: true, files: { 'a.txt': 'one\n', 'b.txt': 'two\n' }, skipped: [] });
    // Same size, mtime set back: only ctime (which no tool can set) tells the write happened.
    await sh(sb, 'm=$(stat -c %y a.txt); printf "ONE\\n" > a.txt; touch -d "$m" a.txt; ln -s /etc/hostname link; mkfifo pipe; mkdir -p sub; echo x > sub/c.txt');
    const snap = await sb.snapshot();
    if (!snap.ok) throw new Error(snap.message);
    expect(snap.files).toEqual({ 'a.txt': 'ONE\n', 'b.txt': 'two\n', 'sub/c.txt': 'x\n' });
    expect([...snap.skipped].sort((x, y) => x.path.localeCompare(y.path))).toEqual([
      { path: 'link', type: 'symlink' },
      { path: 'pipe', type: 'other' },
    ]);
    expect(sb.usage).toEqual({ entries: 6, bytes: 10, largestFile: 4 });
  });

  it('stops at the entry cap, saying so', async () => {
    const sb = await sandboxWith({ snapshotMaxEntries: 40 }, {});
    await sh(sb, 'mkdir many; i=0; while [ $i -lt 50 ]; do : > many/f$i; i=$((i+1)); done');
    expect(await sb.snapshot()).toEqual({ ok: false, error: 'too_large', message: 'the workspace holds 51 entries, over the snapshot cap of 40 (snapshotMaxEntries)' });
  });

  it('stops at the byte cap before reading past it, saying so, and still reports the disk use', async () => {
    const sb = await sandboxWith({ snapshotMaxBytes: 100_000 }, {});
    await sh(sb, 'head -c 60000 /dev/zero > a.bin; head -c 60000 /dev/zero > b.bin');
    expect(await sb.snapshot()).toEqual({ ok: false, error: 'too_large', message: "the workspace's files hold over 100000 bytes, over the snapshot cap (snapshotMaxBytes)" });
    expect(sb.usage).toEqual({ entries: 2, bytes: 120_000, largestFile: 60_000 });
    await sh(sb, 'rm b.bin');
    const snap = await sb.snapshot();
    expect(snap.ok && Object.keys(snap.files)).toEqual(['a.bin']);
  });
});
