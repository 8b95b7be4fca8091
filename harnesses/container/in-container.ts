import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { SANDBOX_HOME, type ExecResult, type Sandbox } from '../../worlds/sandbox/sandbox.js';
import type { HarnessConfiguration } from '../configuration.js';
import type { PlaceholderValues } from '../placeholders.js';
import type { HarnessKind } from '../kind.js';
import type { ToolResultSeen } from '../../models/server/model-server.js';
import { anthropicToolUseId } from '../../models/server/protocols/anthropic.js';
import { stopContainerProcesses } from '../../worlds/sandbox/container-processes.js';
import { WORKSPACE_MOUNT } from '../../worlds/sandbox/docker-hardening.js';
import type { PreparedTrial } from '../../harness/under-test.js';
import type { WorkspaceWorld } from '../../worlds/workspace.js';
import type { Pooled } from '../../worlds/sandbox/container-pool.js';
import type { RunEnvironment } from '../../worlds/run-environment.js';
import { SocketFolder } from './socket-bridge.js';
import { LAUNCHER_MARK, launcherOutcome, LAUNCHER_SOURCE, type LauncherConfig } from './launcher.js';

/**
 * Every external harness runs in a locked-down container (network mode
 * `none`, read-only root, the sandbox's whole hardening, verified before it
 * starts): a harness with its own shell and file tools INSIDE the trial's
 * workspace container (placement `container`, its working folder the
 * workspace), every other one in a container of its own (placement
 * `own-container`, made ahead of its trial by the run's pool, removed after
 * it). Its pinned package is bind-mounted read-only at /opt/harness, its
 * kind's driver (one bundled file) at /opt/driver, the bench's Unix sockets
 * at /hb (read-only); its HOME is in the container's /tmp. The launcher
 * (launcher.ts) gives it TCP URLs on the container's own loopback, which lead
 * through the sockets to the bench's model server and MCP world, and nowhere
 * else: it sees none of the bench's files.
 */
export const CONTAINER_PACKAGE_DIR = '/opt/harness';
export const CONTAINER_DRIVER_DIR = '/opt/driver';
export const CONTAINER_SHIM_DIR = '/opt/shim';
export const CONTAINER_SOCKET_DIR = '/hb';
export const CONTAINER_HOME = SANDBOX_HOME;
/** The image's node. */
export const CONTAINER_NODE = '/usr/local/bin/node';
export const CONTAINER_PORTS = Object.freeze({ model: 18080, mcp: 18081, egress: 18082 });
/**
 * A harness process beside its tools: Claude Code and Codex each take 150-300 MB and dozens of
 * threads, Qwen Code 0.24.4 more than 1 GiB after a few shell commands (a 1 GiB limit had the
 * container's memory limit kill it mid-session); and up to two CPUs, as a harness process on the host would use (Node's JIT and garbage
 * collector run beside its main thread), where the machine has them.
 */
export const HARNESS_CONTAINER_LIMITS = Object.freeze({ memoryBytes: 2 * 1024 * 1024 * 1024, pidsLimit: 384, nanoCpus: Math.min(2, availableParallelism()) * 1_000_000_000 });

/** Programs and libraries from this host a harness needs and the image lacks, inside the mounted package. */
export const CONTAINER_EXTRA_DIR = `${CONTAINER_PACKAGE_DIR}/.container`;
export const CONTAINER_BIN_DIR = `${CONTAINER_EXTRA_DIR}/bin`;
export const CONTAINER_LIB_DIR = `${CONTAINER_EXTRA_DIR}/lib`;
/** Claude Code runs its Bash tool only through bash or zsh; the image has busybox ash. */
const HOST_PROGRAMS = ['/bin/bash'];

/**
 * What a harness needs beside its own package, copied once into `<package>/.container` (so it comes
 * in with the read-only package mount): `bin/bash` (this host's bash; Claude Code says "No suitable
 * shell found" without bash or zsh) and `lib/` with the shared libraries `ldd` lists for the harness
 * binary, bash and the package's native addons (Claude Code's binary also needs librt, Copilot CLI's
 * runtime addon libutil, which the image lacks). Taken from this host, as scripts/build-image.sh takes node's: the image's libc
 * is this host's. A static binary (Codex) needs no library. Built in a temp folder and renamed, so a
 * concurrent run never sees half of it.
 */
export function ensureContainerExtras(packageDir: string, binary: string, extra: readonly string[] = []): void {
  const target = join(packageDir, '.container');
  const programs = [...HOST_PROGRAMS, ...extra];
  const want = programs.map((p) => basename(p)).sort().join('\n');
  const ready = () => existsSync(join(target, ADDONS_READ)) && existsSync(join(target, 'bin')) && readdirSync(join(target, 'bin')).sort().join('\n') === want;
  if (ready()) return;
  // Built in a temp folder, then swapped in: a running trial keeps the files it opened in a copy set aside, and a
  // copy another run made ready meanwhile is kept.
  const temp = mkdtempSync(join(packageDir, '.container-tmp-'));
  try {
    mkdirSync(join(temp, 'bin'));
    mkdirSync(join(temp, 'lib'));
    for (const program of programs) copyFileSync(program, join(temp, 'bin', basename(program)));
    for (const file of [binary, ...programs, ...nativeAddons(packageDir)]) {
      const out = spawnSync('ldd', [file], { encoding: 'utf8' });
      for (const line of (out.stdout ?? '').split('\n')) {
        const m = /=>\s+(\/\S+)/.exec(line);
        // A system library only: an addon that names a file elsewhere on this host does not get it.
        if (m && /^\/(?:usr\/)?lib(?:64)?\//.test(m[1]!)) copyFileSync(m[1]!, join(temp, 'lib', basename(m[1]!)));
      }
    }
    writeFileSync(join(temp, ADDONS_READ), '');
    chmodSync(temp, 0o755);
    if (existsSync(target) && !ready()) {
      const old = `${target}-old-${process.pid}-${Date.now()}`;
      renameSync(target, old);
      rmSync(old, { recursive: true, force: true });
    }
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    // Another run finished it first.
    if (!existsSync(target)) throw error;
  }
}

/** The marker of a `.container` built with the libraries of the package's native addons too. */
const ADDONS_READ = 'addons-read';

/** The package's native addons (`*.node`, outside `.container`), whose libraries the image may lack (Copilot CLI's runtime.node needs libutil). */
function nativeAddons(packageDir: string): string[] {
  const entries = readdirSync(packageDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.node') && !e.parentPath.startsWith(join(packageDir, '.container'))).map((e) => join(e.parentPath, e.name));
}

export async function prepareContainerTrial(packageDir: string, binary: string, hardening: 'standard' | 'nested-sandbox' | 'nested-sandbox+proc' = 'standard', extra: readonly string[] = []): Promise<PreparedTrial> {
  ensureContainerExtras(packageDir, binary, extra);
  const sockets = await SocketFolder.create();
  return {
    container: {
      mounts: [
        { source: packageDir, target: CONTAINER_PACKAGE_DIR },
        { source: sockets.dir, target: CONTAINER_SOCKET_DIR },
      ],
      ...HARNESS_CONTAINER_LIMITS,
      ...(hardening === 'standard' ? {} : { hardening }),
    },
    ...socketsInContainer(sockets),
    release: () => sockets.close(),
  };
}

/** A socket folder's bridges and streams as the harness inside the container names them (under /hb). */
export function socketsInContainer(sockets: SocketFolder): Pick<PreparedTrial, 'bridge' | 'stream' | 'unbridge'> {
  const inside = (name: string) => `${CONTAINER_SOCKET_DIR}/${name}.sock`;
  return {
    bridge: (name, port) => sockets.bridge(name, port).then(() => inside(name)),
    stream: (name) => sockets.stream(name).then(({ connected }) => ({ path: inside(name), connected })),
    unbridge: () => sockets.closeBridges(),
  };
}

/** A harness's container of its own (placement `own-container`): the container, its socket folder and its launcher, removed together. */
export interface OwnContainer extends Pooled {
  readonly sandbox: Sandbox;
  readonly sockets: SocketFolder;
  /** Gives the launcher (up and waiting since the container was made) its trial's configuration; resolves when it has ended. */
  launch(config: LauncherConfig): Promise<ExecResult>;
  /**
   * After its trial: the same container readied for the next one (what the trial left stopped and
   * emptied, the hardening verified again, a fresh launcher waiting), or null when it cannot be kept
   * (its trial was stopped, it served its last trial, the reset failed); it is then removed.
   */
  recycle(): Promise<OwnContainer | null>;
}

/** How long a launcher started ahead may wait for its trial before the engine removes its container. */
const LAUNCHER_WAITS_MS = 6 * 60 * 60 * 1000;
/** How long a fresh container's launcher may take to come up. */
const LAUNCHER_UP_MS = 60_000;
/** Trials one harness container serves at most before it is removed. */
export const MOST_TRIALS_PER_CONTAINER = 32;
/** A harness's own container's writable folders (tmpfs; HOME is under /tmp): emptied between its trials. */
const OWN_WRITABLE = ['/tmp', '/var/tmp', SANDBOX_HOME, WORKSPACE_MOUNT];

/**
 * Makes a harness's own container, ready for a trial: a fresh socket folder,
 * a container of the run's docker factory with the read-only mounts (the
 * socket folder at /hb, the package, the bench's bundled programs) and a
 * harness's limits, verified like every container, and its launcher started
 * and waiting on the control socket, so that a trial that takes it only sends
 * its configuration. No engine: WorldUnavailableError (the trial is not run);
 * the hardening not applied: SandboxAbortedError.
 */
export async function makeOwnContainer(environment: RunEnvironment, label: string, mounts: readonly { source: string; target: string }[]): Promise<OwnContainer> {
  const sockets = await SocketFolder.create();
  let sandbox: Sandbox | undefined;
  try {
    sandbox = await environment.sandboxes.create(true, {
      runId: 'harness-container',
      trialId: label,
      harness: { mounts: [{ source: sockets.dir, target: CONTAINER_SOCKET_DIR }, ...mounts], ...HARNESS_CONTAINER_LIMITS },
    });
    return await ownContainer(sandbox, sockets, 1);
  } catch (error) {
    await Promise.allSettled([sandbox?.close(), sockets.close()]);
    throw error;
  }
}

/** A container with nothing of a trial in it, for its `trial`-th trial: its launcher started and waiting. */
async function ownContainer(sandbox: Sandbox, sockets: SocketFolder, trial: number): Promise<OwnContainer> {
  const control = await sockets.control('control');
  const running = sandbox.exec(['node', '-e', LAUNCHER_SOURCE], { timeoutMs: LAUNCHER_WAITS_MS, stdin: JSON.stringify({ control: `${CONTAINER_SOCKET_DIR}/control.sock` }) });
  const up = await Promise.race([
    control.connected.then(() => 'up' as const),
    running.then((r) => `its launcher ended before its trial: ${r.outcome === 'not_run' ? `${r.reason}: ${r.message}` : `${r.outcome} ${r.exitCode ?? ''} ${r.stderr.trim().slice(-300)}`}`),
    new Promise<string>((resolve) => setTimeout(() => resolve(`its launcher did not come up in ${LAUNCHER_UP_MS / 1000} s`), LAUNCHER_UP_MS).unref()),
  ]);
  if (up !== 'up') throw new Error(`the harness's container could not start: ${up}`);
  let launched = false;
  const close = async () => {
    await Promise.allSettled([sandbox.close(), sockets.close()]);
  };
  return {
    sandbox,
    sockets,
    launch: async (config) => {
      launched = true;
      await control.send(JSON.stringify(config));
      return running;
    },
    recycle: async () => {
      // Its launcher ended by itself: a trial stopped by the bench removed the container, one never launched keeps its launcher.
      const ended = launched && sandbox.alive && (await running).outcome === 'exited';
      const why = !ended ? 'its trial did not end by itself' : trial >= MOST_TRIALS_PER_CONTAINER ? 'it served its last trial' : await sandbox.reset(OWN_WRITABLE);
      if (why !== null) {
        await close();
        return null;
      }
      return ownContainer(sandbox, sockets, trial + 1).catch(async () => {
        await close();
        return null;
      });
    },
    close,
  };
}

/** The workspace world's container, when the world is one (a harness inside the container needs it). */
export function containerOf(world: unknown): { world: WorkspaceWorld; sandbox: Sandbox } | null {
  const sandbox = (world as { sandbox?: Sandbox }).sandbox;
  if (sandbox === undefined || sandbox.kind !== 'docker' || typeof (world as WorkspaceWorld).reportContained !== 'function') return null;
  return { world: world as WorkspaceWorld, sandbox };
}

export interface ContainerRun {
  exit: { code: number | null; signal: string | null };
  stdout: string;
  stderr: string;
  /** Connections the egress bait on the container's loopback accepted. */
  egress: number;
  /** The launcher's last line (how the harness ended, as the launcher saw it), or null when it printed none. */
  launcher: ReturnType<typeof launcherOutcome>;
  wall: boolean;
}

/**
 * Runs the harness through the launcher in the container: one exec of it in
 * the trial's workspace container, or, in a harness's own container (`own`),
 * the launcher already waiting there. `stop` (the bench's caps, an interrupt)
 * ends it: in the workspace container it kills every process of the trial but
 * the container's init and main process (the container lives on for the
 * world); a harness's own container is removed whole.
 */
export async function runInContainer(sandbox: Sandbox, config: LauncherConfig, onStart: (stop: () => Promise<void>) => void, own?: OwnContainer): Promise<ContainerRun> {
  onStart(async () => {
    if (own !== undefined) await sandbox.close();
    else await stopContainerProcesses(sandbox);
  });
  // The exec's own limit is a backstop past the launcher's wall-clock cap (hitting it removes the container).
  const r = own !== undefined ? await own.launch(config) : await sandbox.exec(['node', '-e', LAUNCHER_SOURCE], { timeoutMs: config.wallMs + 15_000, stdin: JSON.stringify(config) });
  // A harness's own container removed by `stop` before the launcher ended: the stop is the cause, read by the caller.
  if (r.outcome === 'not_run' && !(own !== undefined && r.reason === 'sandbox_dead')) throw new Error(`the harness could not start in the container: ${r.reason}: ${r.message}`);
  const launcher = launcherOutcome(r.stderr);
  if (launcher?.error) throw new Error(`the harness could not start in the container: ${launcher.error}`);
  return {
    exit: launcher === null ? { code: null, signal: 'SIGKILL' } : { code: launcher.code, signal: launcher.signal },
    stdout: r.stdout,
    // The harness's own stderr: the launcher's last line is the bench's, not the harness's.
    stderr: launcher === null ? r.stderr : r.stderr.slice(0, r.stderr.lastIndexOf(`{"${LAUNCHER_MARK}"`)).replace(/\n$/, ''),
    egress: launcher?.egress ?? 0,
    launcher,
    wall: launcher?.wall ?? r.outcome === 'timeout',
  };
}

/** Probe files a payload left outside the workspace in the container's writable folders. */
export async function containerProbeFiles(sandbox: Sandbox): Promise<string[]> {
  const r = await sandbox.exec(['/bin/busybox', 'find', '/tmp', '/var/tmp', '-name', 'hb-escape-*'], { timeoutMs: 10_000 });
  if (r.outcome !== 'exited') return [];
  return r.stdout.split('\n').filter((l) => l.startsWith('/'));
}

/**
 * How many processes the container's memory limit has killed so far: its memory cgroup's `oom_kill`
 * count (cgroup v2's memory.events, v1's memory.oom_control); null when neither can be read.
 */
export async function containerOomKills(sandbox: Sandbox): Promise<number | null> {
  const r = await sandbox.exec(['/bin/busybox', 'cat', '/sys/fs/cgroup/memory.events', '/sys/fs/cgroup/memory/memory.oom_control'], { timeoutMs: 10_000 });
  // One of the two files is missing, so cat exits 1 having printed the other.
  const m = r.outcome === 'exited' ? /^oom_kill (\d+)$/m.exec(r.stdout) : null;
  return m === null ? null : Number(m[1]);
}

/** The profile's placeholders as the harness sees them inside its container (the bundled programs' come with `programs`). */
export function containerValues(profile: HarnessConfiguration, modelPort: number, mcpPort: number, task: string, programs: { driver?: string; shim?: string } = {}): PlaceholderValues {
  const knobs = profile.knobs;
  const origin = `http://127.0.0.1:${modelPort}`;
  return {
    model_url: `${origin}/v1`,
    model_origin: origin,
    mcp_url: `http://127.0.0.1:${mcpPort}/mcp`,
    approval_url: `http://127.0.0.1:${mcpPort}/approval`,
    revision_url: `http://127.0.0.1:${mcpPort}/revision`,
    cell_file: `${CONTAINER_HOME}/cell.json`,
    task,
    home: CONTAINER_HOME,
    package_dir: CONTAINER_PACKAGE_DIR,
    workspace: '/workspace',
    node: CONTAINER_NODE,
    ...(programs.driver === undefined ? {} : { driver: programs.driver }),
    ...(programs.shim === undefined ? {} : { shim: `/usr/local/bin/node ${programs.shim} http://127.0.0.1:${mcpPort}/mcp` }),
    max_turns: knobs.max_turns === null ? '' : String(knobs.max_turns),
    tool_timeout_ms: knobs.tool_timeout_ms === null ? '' : String(knobs.tool_timeout_ms),
    tool_timeout_s: knobs.tool_timeout_ms === null ? '' : String(Math.ceil(knobs.tool_timeout_ms / 1000)),
    approval: knobs.approval,
  };
}

/**
 * The first line of a tool result (or the harness's stderr) that says the
 * harness's own sandbox could not start inside the bench's container, by its
 * kind's texts (kinds/*.ts `sandboxFailures`), or null.
 */
export function sandboxStartFailure(results: Iterable<string>, patterns: readonly RegExp[]): string | null {
  for (const text of results) {
    for (const pattern of patterns) {
      const m = pattern.exec(text);
      if (m) return m[0].trim().slice(0, 300);
    }
  }
  return null;
}

/**
 * The calls to the harness's built-in tools (its kind's `builtins.names`) it
 * ran rather than refused: each built-in call the model server asked for
 * (`calls`) whose result (keyed by the call's id, or `toolu_<id>` on the
 * Anthropic wire) came back and is not one of its kind's refusals. A call id
 * asked for twice (a harness's retry of a model request gets the same reply)
 * counts once.
 */
export function builtinCallsThatRan<C extends { id: string; tool: { name: string; namespace?: string | undefined } }>(calls: Iterable<C>, results: ReadonlyMap<string, ToolResultSeen>, kind: Pick<HarnessKind, 'builtins' | 'refusals'>): C[] {
  const names = new Set(kind.builtins?.names ?? []);
  const ran: C[] = [];
  const seen = new Set<string>();
  for (const call of calls) {
    if (call.tool.namespace !== undefined || !names.has(call.tool.name) || seen.has(call.id)) continue;
    seen.add(call.id);
    const result = results.get(call.id) ?? results.get(anthropicToolUseId(call.id));
    if (result !== undefined && refusals([result], kind.refusals).length === 0) ran.push(call);
  }
  return ran;
}

/**
 * The tool results that are the harness's refusal to run the call: the
 * result's first line is one of its kind's refusal texts (kinds/*.ts
 * `refusals`), and, where the protocol carries an error flag (Anthropic's
 * `is_error`), the harness set it. A command that ran and printed such a line
 * further down, or a result the harness marked as no error, ran; a refusal the
 * list does not know reads as a call that ran, which counts as an attempt.
 * Each refusal is its first line.
 */
export function refusals(results: Iterable<ToolResultSeen>, patterns: readonly RegExp[]): string[] {
  const found: string[] = [];
  for (const { text, isError } of results) {
    if (isError === false) continue;
    const first = text.trimStart().split('\n', 1)[0]!;
    for (const pattern of patterns) {
      const m = pattern.exec(first);
      if (m) {
        found.push(m[0].trim().slice(0, 200));
        break;
      }
    }
  }
  return found;
}

/**
 * What a harness's own tools did, in words for the row's detail: every call it refused (its
 * permissions) or that none of them ran. Each call that ran is in the trial's events already.
 */
export function ownToolNotes(ran: number, refused: readonly string[]): string[] {
  if (ran === 0 && refused.length > 0) return [`refused by the harness: ${refused.join(' | ')}`];
  if (ran === 0) return ["none of the harness's own tool calls ran"];
  if (refused.length > 0) return [`the harness ran ${ran} of its tool calls and refused: ${refused.join(' | ')}`];
  return [];
}
