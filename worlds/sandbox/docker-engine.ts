/**
 * Engine-level helpers for the docker sandbox: is an engine reachable, which
 * image to use, and removal of containers a crashed run left behind.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Docker from 'dockerode';
import { processGone, processStartTime } from './owned-temp.js';
import { SandboxConfigError } from './sandbox.js';

export const LABEL = 'harness-bench';
export const LABEL_RUN = 'harness-bench.run';
export const LABEL_TRIAL = 'harness-bench.trial';
/** `<hostname>/<pid>/<process start time>` of the process that created the container. */
export const LABEL_OWNER = 'harness-bench.owner';
/** The sandbox's host-side temp dir (mirror + planted bait), removed with a reaped container. */
export const LABEL_HOST_DIR = 'harness-bench.host-dir';
export const HOST_DIR_PREFIX = 'hb-docker-';

export const IMAGE_ENV_VAR = 'HARNESS_BENCH_IMAGE';
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const IMAGE_TAG_FILE = join(REPO_ROOT, '.cache', 'sandbox-image');

export type DockerAvailability = { ok: true } | { ok: false; reason: string; fix: string };

function engineAddress(): string {
  return process.env['DOCKER_HOST'] ?? '/var/run/docker.sock';
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Pings the engine (2 s limit). */
export async function dockerAvailable(docker: Docker = new Docker()): Promise<DockerAvailability> {
  const address = engineAddress();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer within 2 s')), 2000);
    });
    await Promise.race([docker.ping(), timeout]);
    return { ok: true };
  } catch (err) {
    return {
      ok: false,
      reason: `not run: no Docker engine reachable at ${address} (${message(err)})`,
      fix: 'start dockerd (apt-get install -y docker.io; dockerd &) or set DOCKER_HOST',
    };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/**
 * The sandbox image tag: the explicit option, else $HARNESS_BENCH_IMAGE
 * (for users who pull from a registry), else the tag scripts/build-image.sh
 * wrote to .cache/sandbox-image.
 */
export function resolveSandboxImage(explicit?: string): string {
  if (explicit !== undefined && explicit !== '') return explicit;
  const fromEnv = process.env[IMAGE_ENV_VAR];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  try {
    const tag = readFileSync(IMAGE_TAG_FILE, 'utf8').trim();
    if (tag !== '') return tag;
  } catch {
    /* fall through */
  }
  throw new SandboxConfigError(
    `no sandbox image: ${IMAGE_TAG_FILE} is missing and ${IMAGE_ENV_VAR} is unset; run scripts/build-image.sh (or set ${IMAGE_ENV_VAR} to a pulled image)`,
  );
}

export async function assertImagePresent(docker: Docker, image: string): Promise<void> {
  try {
    await docker.getImage(image).inspect();
  } catch (err) {
    throw new SandboxConfigError(
      `sandbox image ${image} is not in the engine (${message(err)}); run scripts/build-image.sh or docker pull it`,
    );
  }
}

/** The owner label value for containers created by this process. */
export function ownerLabel(): string {
  return `${hostname()}/${process.pid}/${processStartTime(process.pid)}`;
}

/** True when the owner process of a container is known to be gone (same host only). */
function ownerIsGone(owner: string | undefined): boolean {
  if (owner === undefined) return true;
  const [host, pidText, start] = owner.split('/');
  if (host !== hostname()) return false;
  // Alive (or not ours to signal): the same process only if its start time matches.
  return processGone(Number(pidText), start ?? '?');
}

export interface ReapOptions {
  /**
   * 'orphans' (default): containers whose creating process on this host is
   * gone (a crashed or SIGKILLed run). 'all': every harness-bench container,
   * even those of a live run (use when nothing else is running). 'mine':
   * those this process created (an interrupted run cleaning up).
   */
  scope?: 'orphans' | 'all' | 'mine';
  /** Only containers of this run id. */
  runId?: string;
}

/** Removes a reaped sandbox's host dir: only a direct child of tmpdir() named hb-docker-*, on this host. */
async function removeHostDir(labels: Record<string, string>): Promise<void> {
  const dir = labels[LABEL_HOST_DIR];
  const owner = labels[LABEL_OWNER];
  if (dir === undefined || owner === undefined || owner.split('/')[0] !== hostname()) return;
  if (dirname(dir) !== tmpdir() || !/^hb-docker-(\d+_(\d+|\?)-)?[A-Za-z0-9]{6}$/.test(basename(dir))) return;
  await rm(dir, { recursive: true, force: true });
}

function statusOf(err: unknown): number | undefined {
  return (err as { statusCode?: number }).statusCode;
}

/** Force-removes leftover harness-bench containers (and their host dirs); returns the ids removed. */
export async function reapLeftovers(docker: Docker, opts: ReapOptions = {}): Promise<string[]> {
  const labels = [`${LABEL}=1`];
  if (opts.runId !== undefined) labels.push(`${LABEL_RUN}=${opts.runId}`);
  const containers = await docker.listContainers({ all: true, filters: { label: labels } });
  const scope = opts.scope ?? 'orphans';
  const me = ownerLabel();
  const doomed = containers.filter((c) => scope === 'all' || (scope === 'mine' ? c.Labels[LABEL_OWNER] === me : ownerIsGone(c.Labels[LABEL_OWNER])));
  const removed: string[] = [];
  await Promise.all(
    doomed.map(async (c) => {
      const container = docker.getContainer(c.Id);
      try {
        await container.remove({ force: true, v: true });
        removed.push(c.Id);
      } catch (err) {
        // 404: someone else removed it first; 409: another reaper's removal is
        // in progress, so wait for it: the caller is promised the container is gone.
        const status = statusOf(err);
        if (status === 409) await container.wait({ condition: 'removed' }).catch((e: unknown) => { if (statusOf(e) !== 404) throw e; });
        else if (status !== 404) throw err;
      }
      await removeHostDir(c.Labels);
    }),
  );
  return removed;
}

/** Ids of the harness-bench containers that exist (running or not), optionally for one run. */
export async function listSandboxContainers(docker: Docker, runId?: string): Promise<string[]> {
  const labels = [`${LABEL}=1`];
  if (runId !== undefined) labels.push(`${LABEL_RUN}=${runId}`);
  const containers = await docker.listContainers({ all: true, filters: { label: labels } });
  return containers.map((c) => c.Id);
}
