/**
 * The trusted read of a workspace of 50,000 empty files (500 folders of
 * 100), what every call of a workspace trial ends with. The subject is the
 * host sandbox's snapshot of an unchanged workspace (elapsed time: the cost
 * a trial pays per call); the absolute figures add the first snapshot and,
 * with a Docker engine, the container's first and later snapshots.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DockerSandboxFactory, dockerAvailable } from '../../worlds/sandbox/docker-sandbox.js';
import { HostSandboxFactory, type HostSandbox } from '../../worlds/sandbox/host-sandbox.js';
import type { Sandbox } from '../../worlds/sandbox/sandbox.js';
import type { Side } from '../paired.js';
import type { Figure } from '../figure.js';

const FOLDERS = 500;
const PER_FOLDER = 100;
const FILES = FOLDERS * PER_FOLDER;
/** Makes the files inside the sandbox, as a tool would. */
const MAKE = `mkdir d; cd d; i=0; while [ $i -lt ${FOLDERS} ]; do mkdir $i; j=0; while [ $j -lt ${PER_FOLDER} ]; do : > $i/f$j; j=$((j+1)); done; i=$((i+1)); done`;

async function snapshotMs(sandbox: Sandbox): Promise<number> {
  const t0 = performance.now();
  const snap = await sandbox.snapshot();
  if (!snap.ok) throw new Error(`snapshot failed: ${snap.message}`);
  if (Object.keys(snap.files).length !== FILES) throw new Error(`snapshot took ${Object.keys(snap.files).length} files, expected ${FILES}`);
  return performance.now() - t0;
}

/** A host sandbox holding the files (written by the harness: a shell loop of 50,000 steps would cost minutes under load). */
async function hostWorkspace(): Promise<{ factory: HostSandboxFactory; sandbox: HostSandbox }> {
  const factory = new HostSandboxFactory();
  const sandbox = await factory.create({ trialId: 'bench', runId: 'bench-workspace-snapshot' });
  for (let i = 0; i < FOLDERS; i++) {
    const dir = join(sandbox.workspaceDir, 'd', String(i));
    await mkdir(dir, { recursive: true });
    await Promise.all(Array.from({ length: PER_FOLDER }, (_, j) => writeFile(join(dir, `f${j}`), '')));
  }
  return { factory, sandbox };
}

async function hostSide(): Promise<Side> {
  const { factory, sandbox } = await hostWorkspace();
  await snapshotMs(sandbox);
  return {
    unitsPerIteration: 1,
    clock: 'wall',
    round: async (iterations) => {
      let ms = 0;
      for (let i = 0; i < iterations; i++) ms += await snapshotMs(sandbox);
      return ms;
    },
    close: () => factory.closeAll(),
  };
}

export const workspaceSnapshot: Figure = {
  name: 'workspace-snapshot',
  title: `the trusted read of an unchanged workspace of ${FILES.toLocaleString('en-US')} empty files (host sandbox), what each call of a trial ends with`,
  unit: 'snapshot',
  subject: hostSide,
  rounds: { iterations: 2, warmupMs: 0, minPairs: 3, maxPairs: 5, budgetMs: 60_000 },
  absolute: async () => {
    const out: Record<string, number | string> = {};
    const host = await hostWorkspace();
    try {
      out['host_first_snapshot_ms'] = Math.round(await snapshotMs(host.sandbox));
      out['host_unchanged_snapshot_ms'] = Math.round(await snapshotMs(host.sandbox));
    } finally {
      await host.factory.closeAll();
    }
    const availability = await dockerAvailable();
    if (!availability.ok) {
      out['docker'] = `not measured: ${availability.reason}`;
      return out;
    }
    const factory = await DockerSandboxFactory.start({ reap: 'none' });
    try {
      const sandbox = await factory.create({ trialId: 'bench', runId: 'bench-workspace-snapshot' });
      const made = await sandbox.exec(['/bin/sh', '-c', MAKE], { timeoutMs: 600_000 });
      if (made.outcome !== 'exited' || made.exitCode !== 0) throw new Error(`making the files in the container: ${made.outcome}`);
      out['docker_first_snapshot_ms'] = Math.round(await snapshotMs(sandbox));
      out['docker_unchanged_snapshot_ms'] = Math.round(await snapshotMs(sandbox));
    } finally {
      await factory.closeAll();
    }
    return out;
  },
};
