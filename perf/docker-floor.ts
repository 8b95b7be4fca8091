/**
 * The engine's floor against our sandbox's cost, for the benchmark:
 * - raw Engine API create+start+remove of a minimal container, and raw exec
 *   latency (no hardening, no verification);
 * - our per-trial create+verify+close and per-call exec;
 * - sustained trials/second at `concurrency` concurrent trials, each trial on
 *   a fresh container, with and without a pool of pre-created containers,
 *   and the same work done with raw Engine API calls, alternating with ours.
 * Latencies are medians in milliseconds, rates trials per second; prints nothing.
 * Absolute figures: the paired ratios of ours against the raw engine are the
 * docker-trial and docker-exec figures (perf/figures/docker.ts).
 */
import Docker from 'dockerode';
import { rawExec } from './docker-engine-sides.js';
import { median } from './interval.js';
import { DockerSandboxFactory, type DockerSandbox } from '../worlds/sandbox/docker-sandbox.js';
import { LABEL, LABEL_OWNER, LABEL_RUN, ownerLabel, resolveSandboxImage } from '../worlds/sandbox/docker-engine.js';

export interface DockerFloorOptions {
  docker?: Docker;
  image?: string;
  /** Samples per latency figure (default 10). */
  samples?: number;
  /** Trials per throughput figure (default 12). */
  trials?: number;
  /** Concurrent trials in the throughput figures (default 2). */
  concurrency?: number;
  /** Alternating rounds of raw and our sustained trials (default 3); each rate is the median of its rounds. */
  rounds?: number;
}

export interface DockerFloor {
  /** Raw create + start + remove(force) of a minimal container. */
  rawCreateStartRemoveMs: number;
  /** Raw exec of /bin/true (create, hijacked start, end, inspect). */
  rawExecMs: number;
  /** DockerSandboxFactory.create (create + inspect/verify + start) plus close (kill + inspect + remove), each timed, summed per sample. */
  sandboxCreateVerifyCloseMs: number;
  /** The create part alone. */
  sandboxCreateMs: number;
  /** The close part alone. */
  sandboxCloseMs: number;
  /** sandbox.exec(['/bin/true']). */
  sandboxExecMs: number;
  /** sandbox.exec(['node', '-e', '0']): what a node tool call costs at least. */
  sandboxNodeExecMs: number;
  /** Trials/s, each trial: fresh sandbox, one node exec, close (median of the rounds). */
  freshTrialsPerSecond: number;
  /** The same work in raw Engine API calls on minimal containers (create, start, exec of node, remove), at the same concurrency, in rounds alternating with ours (median of the rounds). */
  rawTrialsPerSecond: number;
  /** Trials/s when a pool keeps `concurrency` containers pre-created (each trial still gets a fresh one); the pool is warm before the clock starts. */
  pooledTrialsPerSecond: number;
  /** Median wait for a container at trial start, fresh vs pooled. */
  freshAcquireMs: number;
  pooledAcquireMs: number;
  concurrency: number;
  rounds: number;
  samples: number;
  trials: number;
}


async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

export async function measureDockerFloor(opts: DockerFloorOptions = {}): Promise<DockerFloor> {
  const docker = opts.docker ?? new Docker();
  const image = resolveSandboxImage(opts.image);
  const samples = opts.samples ?? 10;
  const trials = opts.trials ?? 12;
  const concurrency = opts.concurrency ?? 2;
  const rounds = opts.rounds ?? 3;
  const runId = `perf-${process.pid}-${Date.now()}`;
  const labels = { [LABEL]: '1', [LABEL_RUN]: runId, [LABEL_OWNER]: ownerLabel() };

  const minimal = (): Promise<Docker.Container> =>
    docker.createContainer({
      Image: image,
      Cmd: ['/bin/busybox', 'sleep', '2147483647'],
      Labels: labels,
      HostConfig: { NetworkMode: 'none' },
    });

  // Raw floor: create + start + remove.
  const rawLifecycle: number[] = [];
  for (let i = 0; i < samples; i++) {
    rawLifecycle.push(
      await timed(async () => {
        const c = await minimal();
        await c.start();
        await c.remove({ force: true });
      }),
    );
  }

  // Raw exec floor.
  const rawExecs: number[] = [];
  const probe = await minimal();
  try {
    await probe.start();
    await rawExec(probe, ['/bin/true']); // warm-up
    for (let i = 0; i < samples; i++) rawExecs.push(await timed(() => rawExec(probe, ['/bin/true'])));
  } finally {
    await probe.remove({ force: true });
  }

  const factory = await DockerSandboxFactory.start({ docker, image, reap: 'none' });
  try {
    // Our lifecycle.
    const creates: number[] = [];
    const closes: number[] = [];
    for (let i = 0; i < samples; i++) {
      let sb: DockerSandbox | undefined;
      creates.push(await timed(async () => (sb = await factory.create({ trialId: `life-${i}`, runId }))));
      const created = sb as DockerSandbox;
      closes.push(await timed(() => created.close()));
    }

    // Our exec.
    const execs: number[] = [];
    const nodeExecs: number[] = [];
    const sb = await factory.create({ trialId: 'exec', runId });
    try {
      await sb.exec(['/bin/true'], { timeoutMs: 10_000 });
      for (let i = 0; i < samples; i++) execs.push(await timed(() => sb.exec(['/bin/true'], { timeoutMs: 10_000 })));
      for (let i = 0; i < samples; i++) nodeExecs.push(await timed(() => sb.exec(['node', '-e', '0'], { timeoutMs: 10_000 })));
    } finally {
      await sb.close();
    }

    const trialWork = async (s: DockerSandbox): Promise<void> => {
      await s.exec(['node', '-e', '0'], { timeoutMs: 10_000 });
      await s.close();
    };

    /** Trials per second of `work` on `concurrency` workers, `trials` trials in all. */
    const sustained = async (work: (id: number) => Promise<void>): Promise<number> => {
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < trials) await work(next++);
        }),
      );
      return trials / ((performance.now() - started) / 1000);
    };
    // The same work in raw Engine API calls, on minimal containers (no hardening, no checks).
    const rawTrial = async (): Promise<void> => {
      const c = await minimal();
      try {
        await c.start();
        await rawExec(c, ['node', '-e', '0']);
      } finally {
        await c.remove({ force: true });
      }
    };
    // Sustained, fresh container per trial; raw and ours alternate over `rounds` rounds, so a
    // drift in the engine's pace falls on both, and each figure is the median of its rounds.
    const freshAcquire: number[] = [];
    const freshTrial = async (id: number): Promise<void> => {
      let s: DockerSandbox | undefined;
      freshAcquire.push(await timed(async () => (s = await factory.create({ trialId: `fresh-${id}`, runId }))));
      await trialWork(s as DockerSandbox);
    };
    const rawRates: number[] = [];
    const freshRates: number[] = [];
    for (let round = 0; round < rounds; round++) {
      if (round % 2 === 0) {
        rawRates.push(await sustained(rawTrial));
        freshRates.push(await sustained(freshTrial));
      } else {
        freshRates.push(await sustained(freshTrial));
        rawRates.push(await sustained(rawTrial));
      }
    }

    // Sustained with a pool: `concurrency` containers are created ahead; a
    // trial takes one and immediately starts creating its replacement.
    const pool: Array<Promise<DockerSandbox>> = [];
    let poolSerial = 0;
    const refill = (): void => {
      pool.push(factory.create({ trialId: `pool-${poolSerial++}`, runId }));
    };
    for (let i = 0; i < concurrency; i++) refill();
    await Promise.all(pool); // pool warm before the clock starts
    const pooledAcquire: number[] = [];
    let next = 0;
    const pooledStart = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < trials) {
          next++;
          const ticket = pool.shift() as Promise<DockerSandbox>;
          if (poolSerial < trials + concurrency) refill();
          let s: DockerSandbox | undefined;
          pooledAcquire.push(await timed(async () => (s = await ticket)));
          await trialWork(s as DockerSandbox);
        }
      }),
    );
    const pooledSeconds = (performance.now() - pooledStart) / 1000;
    await Promise.all(pool.map(async (p) => (await p).close()));

    return {
      rawCreateStartRemoveMs: round(median(rawLifecycle)),
      rawExecMs: round(median(rawExecs)),
      sandboxCreateVerifyCloseMs: round(median(creates.map((c, i) => c + (closes[i] ?? 0)))),
      sandboxCreateMs: round(median(creates)),
      sandboxCloseMs: round(median(closes)),
      sandboxExecMs: round(median(execs)),
      sandboxNodeExecMs: round(median(nodeExecs)),
      freshTrialsPerSecond: round(median(freshRates)),
      rawTrialsPerSecond: round(median(rawRates)),
      pooledTrialsPerSecond: round(trials / pooledSeconds),
      freshAcquireMs: round(median(freshAcquire)),
      pooledAcquireMs: round(median(pooledAcquire)),
      concurrency,
      rounds,
      samples,
      trials,
    };
  } finally {
    await factory.closeAll();
    const leftovers = await docker.listContainers({ all: true, filters: { label: [`${LABEL_RUN}=${runId}`] } });
    await Promise.all(leftovers.map((c) => docker.getContainer(c.Id).remove({ force: true }).catch(() => undefined)));
  }
}
