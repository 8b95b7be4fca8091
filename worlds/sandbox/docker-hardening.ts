/**
 * The container hardening a docker sandbox requests, and the check that the
 * engine applied all of it.
 *
 * The Engine API silently ignores fields it does not know (a misspelt
 * `ReadOnlyRootfs` creates a writable container without complaint), so
 * after create the container is inspected and its whole HostConfig is
 * compared with the expected one before it is started: every requested
 * field must be as requested, and every other field must be unset, except
 * the few the engine fills in itself (ENGINE_FILLED). A value that lands in a
 * field nobody asked for (a misspelt key moved into `MaskedPaths: []`
 * unmasks /proc/keys) refuses the sandbox like a missing one.
 */
import type Docker from 'dockerode';
import { NESTED_SANDBOX_SECCOMP_JSON } from './nested-sandbox-seccomp.js';
import { SANDBOX_HOME } from './sandbox.js';

export interface DockerSandboxLimits {
  /** Memory limit; swap is disabled by MemorySwap = Memory. */
  memoryBytes: number;
  /** CPU quota in units of 1e-9 CPUs (1e9 = one CPU). */
  nanoCpus: number;
  /** Max processes+threads in the container. An idle node uses ~7; 32 hung with 4 concurrent node execs. */
  pidsLimit: number;
  /** RLIMIT_NOFILE (open files per process). */
  nofile: number;
  /** RLIMIT_FSIZE in bytes (largest file a process may write). */
  fsizeBytes: number;
  /** Size of the /workspace tmpfs. */
  workspaceBytes: number;
  /** Size of the /tmp tmpfs. */
  tmpBytes: number;
  /** json-file log max-size for the container's main process (a sleep prints nothing; a loopback bait keeps its lines well under it). */
  logMaxSize: string;
}

export const DEFAULT_DOCKER_LIMITS: Readonly<DockerSandboxLimits> = Object.freeze({
  memoryBytes: 256 * 1024 * 1024,
  nanoCpus: 1_000_000_000,
  pidsLimit: 128,
  nofile: 256,
  fsizeBytes: 16 * 1024 * 1024,
  workspaceBytes: 64 * 1024 * 1024,
  tmpBytes: 64 * 1024 * 1024,
  logMaxSize: '1m',
});

/** uid:gid of the processes in a container: a per-trial id (trial-uid.ts), never shared with another trial. */
export function sandboxUser(owner: { uid: number; gid: number }): string {
  return `${owner.uid}:${owner.gid}`;
}
export const WORKSPACE_MOUNT = '/workspace';

/** The paths the engine masks by default, requested explicitly so that the check compares them. */
export const MASKED_PATHS: readonly string[] = Object.freeze([
  '/proc/asound',
  '/proc/acpi',
  '/proc/interrupts',
  '/proc/kcore',
  '/proc/keys',
  '/proc/latency_stats',
  '/proc/timer_list',
  '/proc/timer_stats',
  '/proc/sched_debug',
  '/proc/scsi',
  '/sys/firmware',
  '/sys/devices/virtual/powercap',
]);

/** The paths the engine mounts read-only by default, requested explicitly likewise. */
export const READONLY_PATHS: readonly string[] = Object.freeze(['/proc/bus', '/proc/fs', '/proc/irq', '/proc/sys', '/proc/sysrq-trigger']);

/**
 * HostConfig fields the engine fills in when they are not requested, with
 * the values accepted: none of them widens what a process in the container
 * can reach (the cgroup namespace of a read-only, capability-less container,
 * the /dev/shm size of a container without IPC, the runtime's name, the tty size).
 */
const ENGINE_FILLED: Readonly<Record<string, (value: unknown) => boolean>> = {
  CgroupnsMode: (v) => v === 'private' || v === 'host' || v === '',
  ShmSize: (v) => typeof v === 'number',
  Runtime: (v) => typeof v === 'string',
  ConsoleSize: (v) => Array.isArray(v),
  Isolation: (v) => v === '' || v === 'default',
};

/** A host folder bind-mounted read-only (a harness's pinned package, the bench's socket folder). */
export interface ReadonlyMount {
  source: string;
  target: string;
}

/**
 * The container hardening variants. `standard`: every trial's. `nested-sandbox`: ONLY a harness whose
 * own sandbox is under test (profile `container_hardening: nested-sandbox`); the same configuration
 * except the seccomp profile (nested-sandbox-seccomp.ts), which lets the harness's bubblewrap make its
 * user namespace and mounts. Network none, no capability, read-only root, non-root user, limits,
 * masked and read-only /proc paths: unchanged. `nested-sandbox+proc`: also no masked or read-only
 * /proc paths (the engine's `systempaths=unconfined`), because the kernel lets a user namespace mount a
 * fresh /proc only where no part of the container's /proc is covered (Claude Code's bubblewrap mounts
 * one: "bwrap: Can't mount proc on /newroot/proc: Operation not permitted"); the process is still a
 * non-root uid without capabilities, so the root-only files there stay closed to it.
 */
export type ContainerHardening = 'standard' | 'nested-sandbox' | 'nested-sandbox+proc';

/** A nested-sandbox variant: the widened seccomp profile. */
function nestedSeccomp(hardening: ContainerHardening | undefined): boolean {
  return hardening === 'nested-sandbox' || hardening === 'nested-sandbox+proc';
}

/**
 * `harness`: a harness runs inside the container with its own tools (harnesses/container/): its
 * read-only mounts, and a writable /var/tmp (a tmpfs like /tmp) so that a write outside the
 * workspace lands inside the container unless the harness's own sandbox stops it.
 */
export function buildHostConfig(limits: DockerSandboxLimits, owner: { uid: number; gid: number }, harness?: { mounts: readonly ReadonlyMount[]; hardening?: ContainerHardening | undefined }): Docker.HostConfig {
  const mounts = harness?.mounts ?? [];
  const tmpfsOptions = (bytes: number, extra: string): string =>
    `rw,noexec,nosuid,nodev,size=${bytes}${extra}`;
  return {
    NetworkMode: 'none',
    ReadonlyRootfs: true,
    CapDrop: ['ALL'],
    CapAdd: [],
    Privileged: false,
    SecurityOpt: nestedSeccomp(harness?.hardening) ? ['no-new-privileges', `seccomp=${NESTED_SANDBOX_SECCOMP_JSON}`] : ['no-new-privileges'],
    PidsLimit: limits.pidsLimit,
    Memory: limits.memoryBytes,
    MemorySwap: limits.memoryBytes,
    NanoCpus: limits.nanoCpus,
    OomKillDisable: false,
    Tmpfs: {
      [WORKSPACE_MOUNT]: tmpfsOptions(limits.workspaceBytes, `,uid=${owner.uid},gid=${owner.gid},mode=0755`),
      '/tmp': tmpfsOptions(limits.tmpBytes, ',mode=1777'),
      // HOME, outside /tmp (see SANDBOX_HOME): the trial's user's own, as on a developer's machine.
      [SANDBOX_HOME]: tmpfsOptions(limits.tmpBytes, `,uid=${owner.uid},gid=${owner.gid},mode=0700`),
      ...(harness === undefined ? {} : { '/var/tmp': tmpfsOptions(limits.tmpBytes, ',mode=1777') }),
    },
    Ulimits: [
      { Name: 'nofile', Soft: limits.nofile, Hard: limits.nofile },
      { Name: 'fsize', Soft: limits.fsizeBytes, Hard: limits.fsizeBytes },
    ],
    LogConfig: { Type: 'json-file', Config: { 'max-size': limits.logMaxSize, 'max-file': '1' } },
    Init: true,
    MaskedPaths: harness?.hardening === 'nested-sandbox+proc' ? [] : [...MASKED_PATHS],
    ReadonlyPaths: harness?.hardening === 'nested-sandbox+proc' ? [] : [...READONLY_PATHS],
    IpcMode: 'none',
    PidMode: '',
    UsernsMode: '',
    // Only read-only binds, and only those a harness run inside the container asks for (none for tools).
    Binds: mounts.map((m) => `${m.source}:${m.target}:ro`),
    Devices: [],
    PublishAllPorts: false,
    AutoRemove: false,
    RestartPolicy: { Name: 'no', MaximumRetryCount: 0 },
  };
}

/** Sorts object keys and maps null / [] / {} / '' to one "unset" value. */
function canonical(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(canonical);
  if (typeof value === 'object') {
    const keys = Object.keys(value as Record<string, unknown>).sort();
    if (keys.length === 0) return null;
    const out: Record<string, unknown> = {};
    for (const key of keys) out[key] = canonical((value as Record<string, unknown>)[key]);
    return out;
  }
  if (value === '') return null;
  return value;
}

function restartPolicyName(value: unknown): unknown {
  // The engine records an unset restart policy as "" and "no" as "no": both mean none.
  return value === 'no' ? null : canonical(value);
}

export type HardeningCheck = { ok: true } | { ok: false; field: string; expected: unknown; actual: unknown };

/** Unset, for a field nobody requested: absent, empty, zero or false. */
function unset(value: unknown): boolean {
  return canonical(value) === null || value === 0 || value === false;
}

/**
 * Compares the inspected HostConfig as a whole with `expected`, the
 * container user, and that the container has no network endpoint
 * (`Config.NetworkDisabled`): every field of `expected` as requested, every
 * other field unset or one the engine fills in (ENGINE_FILLED). Returns the
 * first field that differs.
 */
export function verifyHardening(
  expected: Docker.HostConfig,
  expectedUser: string,
  inspected: Docker.ContainerInspectInfo,
): HardeningCheck {
  const actual = inspected.HostConfig as unknown as Record<string, unknown>;
  for (const [field, want] of Object.entries(expected)) {
    const got = actual[field];
    if (field === 'RestartPolicy') {
      const w = want as { Name?: string; MaximumRetryCount?: number };
      const g = (got ?? {}) as { Name?: string; MaximumRetryCount?: number };
      if (restartPolicyName(w.Name) === restartPolicyName(g.Name) && (w.MaximumRetryCount ?? 0) === (g.MaximumRetryCount ?? 0)) continue;
      return { ok: false, field, expected: want, actual: got };
    }
    if (JSON.stringify(canonical(want)) !== JSON.stringify(canonical(got))) {
      return { ok: false, field, expected: want, actual: got };
    }
  }
  for (const [field, got] of Object.entries(actual)) {
    if (Object.hasOwn(expected, field) || unset(got)) continue;
    const filled = Object.hasOwn(ENGINE_FILLED, field) ? ENGINE_FILLED[field]! : undefined;
    if (filled?.(got)) continue;
    return { ok: false, field, expected: 'unset (not requested)', actual: got };
  }
  if (inspected.Config.User !== expectedUser) {
    return { ok: false, field: 'Config.User', expected: expectedUser, actual: inspected.Config.User };
  }
  // The engine reports it; dockerode's inspect type leaves it out.
  const networkDisabled = (inspected.Config as { NetworkDisabled?: boolean }).NetworkDisabled;
  if (networkDisabled !== true) return { ok: false, field: 'Config.NetworkDisabled', expected: true, actual: networkDisabled ?? null };
  return { ok: true };
}
