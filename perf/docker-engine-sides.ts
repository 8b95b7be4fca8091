/**
 * Container sides for the docker figures: our sandbox (DockerSandboxFactory:
 * hardened create, verify, exec, close) and the same work in raw Engine API
 * calls on minimal containers (no hardening, no checks), the engine's floor.
 * Every container has network mode none and this run's labels; closing a
 * side removes whatever of its run is left.
 */
import type { Duplex } from 'node:stream';
import Docker from 'dockerode';
import { DockerSandboxFactory, type DockerSandbox } from '../worlds/sandbox/docker-sandbox.js';
import { dockerAvailable, LABEL, LABEL_OWNER, LABEL_RUN, ownerLabel, resolveSandboxImage } from '../worlds/sandbox/docker-engine.js';
import { Unavailable } from './figure.js';
import type { Side } from './paired.js';

/** Concurrent trials in the sustained figures. */
export const CONCURRENCY = 4;

interface Engine {
  docker: Docker;
  image: string;
  runId: string;
  minimal(): Promise<Docker.Container>;
  /** Removes every container of this run still present. */
  sweep(): Promise<void>;
}

let serial = 0;

async function engine(): Promise<Engine> {
  const docker = new Docker();
  const available = await dockerAvailable(docker);
  if (!available.ok) throw new Unavailable(`${available.reason}; ${available.fix}`);
  let image: string;
  try {
    image = resolveSandboxImage();
    await docker.getImage(image).inspect();
  } catch (error) {
    throw new Unavailable(`no sandbox image (${error instanceof Error ? error.message : String(error)}); run scripts/build-image.sh`);
  }
  const runId = `perf-${process.pid}-${Date.now()}-${serial++}`;
  const labels = { [LABEL]: '1', [LABEL_RUN]: runId, [LABEL_OWNER]: ownerLabel() };
  return {
    docker,
    image,
    runId,
    minimal: () => docker.createContainer({ Image: image, Cmd: ['/bin/busybox', 'sleep', '2147483647'], Labels: labels, HostConfig: { NetworkMode: 'none' } }),
    sweep: async () => {
      const left = await docker.listContainers({ all: true, filters: { label: [`${LABEL_RUN}=${runId}`] } });
      await Promise.all(left.map((c) => docker.getContainer(c.Id).remove({ force: true }).catch(() => undefined)));
    },
  };
}

/** One exec through the raw Engine API, its output drained: the floor our sandbox's exec is measured against. */
export async function rawExec(container: Docker.Container, argv: string[]): Promise<void> {
  const exec = await container.exec({ Cmd: argv, AttachStdout: true, AttachStderr: true });
  const stream = (await exec.start({ hijack: true, stdin: false })) as unknown as Duplex;
  await new Promise<void>((resolve, reject) => {
    stream.on('data', () => undefined);
    stream.once('end', resolve);
    stream.once('close', resolve);
    stream.once('error', reject);
  });
  await exec.inspect();
}

/** `iterations` trials of `work`, CONCURRENCY at a time; the milliseconds they took. */
async function sustained(iterations: number, work: (id: number) => Promise<void>): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, iterations) }, async () => {
      while (next < iterations) await work(next++);
    }),
  );
  return performance.now() - t0;
}

/** Raw trials: create, start, exec `node -e 0`, remove, on minimal containers. */
export async function rawTrialSide(): Promise<Side> {
  const e = await engine();
  return {
    unitsPerIteration: 1,
    clock: 'wall',
    round: (iterations) =>
      sustained(iterations, async () => {
        const c = await e.minimal();
        try {
          await c.start();
          await rawExec(c, ['node', '-e', '0']);
        } finally {
          await c.remove({ force: true });
        }
      }),
    close: () => e.sweep(),
  };
}

/** Our trials: a fresh sandbox (create, verify, start), exec `node -e 0`, close. */
export async function sandboxTrialSide(): Promise<Side> {
  const e = await engine();
  const factory = await DockerSandboxFactory.start({ docker: e.docker, image: e.image, reap: 'none' });
  let trial = 0;
  return {
    unitsPerIteration: 1,
    clock: 'wall',
    round: (iterations) =>
      sustained(iterations, async () => {
        const s = await factory.create({ trialId: `trial-${trial++}`, runId: e.runId });
        try {
          await s.exec(['node', '-e', '0'], { timeoutMs: 10_000 });
        } finally {
          await s.close();
        }
      }),
    close: async () => {
      await factory.closeAll();
      await e.sweep();
    },
  };
}

/** Raw exec of /bin/true in one running minimal container. */
export async function rawExecSide(): Promise<Side> {
  const e = await engine();
  const probe = await e.minimal();
  await probe.start();
  return {
    unitsPerIteration: 1,
    clock: 'wall',
    round: async (iterations) => {
      const t0 = performance.now();
      for (let i = 0; i < iterations; i++) await rawExec(probe, ['/bin/true']);
      return performance.now() - t0;
    },
    close: () => e.sweep(),
  };
}

/** Our exec of /bin/true in one sandbox. */
export async function sandboxExecSide(): Promise<Side> {
  const e = await engine();
  const factory = await DockerSandboxFactory.start({ docker: e.docker, image: e.image, reap: 'none' });
  let sandbox: DockerSandbox;
  try {
    sandbox = await factory.create({ trialId: 'exec', runId: e.runId });
  } catch (error) {
    await factory.closeAll();
    throw error;
  }
  return {
    unitsPerIteration: 1,
    clock: 'wall',
    round: async (iterations) => {
      const t0 = performance.now();
      for (let i = 0; i < iterations; i++) await sandbox.exec(['/bin/true'], { timeoutMs: 10_000 });
      return performance.now() - t0;
    },
    close: async () => {
      await factory.closeAll();
      await e.sweep();
    },
  };
}
