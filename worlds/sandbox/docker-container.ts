/**
 * A docker sandbox: one hardened container per trial, tools run as execs
 * (docker-sandbox.ts makes them).
 *
 * The container runs `busybox sleep` under docker-init as nobody, with no
 * network, a read-only root, no capabilities, no-new-privileges, the default
 * seccomp profile, pids / memory / CPU / nofile / fsize limits, and tmpfs
 * /workspace and /tmp mounted noexec. Every requested HostConfig field is
 * checked against the inspected container before it is started.
 *
 * An exec cannot be killed on its own, so a timeout kills and removes the
 * whole container; so does an exit with 137 (after reading State.OOMKilled,
 * which the engine only sets once the container has stopped). The sandbox
 * is then dead and every further call returns a `sandbox_dead` result.
 *
 * Files move through `busybox tar` execs (the Engine's archive endpoints do
 * not see a HostConfig.Tmpfs mount in 20.10, and putArchive refuses a
 * read-only rootfs); tar streams are built and parsed on the trusted side.
 */
import { randomBytes } from 'node:crypto';
import { InfrastructureError } from '../../harness/errors.js';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import Docker from 'dockerode';
import { OBSERVE_SCRIPT, WRITABLE_ROOTS, parseObservation } from './writable-places.js';
import {
  SANDBOX_HOME,
  guardName,
  outsidePath,
  SandboxConfigError,
  SandboxHardeningError,
  fileFailure,
  checkExecRequest,
  notRun,
  type ExecOptions,
  type ExecResult,
  type ListResult,
  type Planted,
  type PlantedCheck,
  type ReadResult,
  type Sandbox,
  type SandboxCreateOptions,
  type SnapshotResult,
  type WriteResult,
} from './sandbox.js';
import { sandboxUser, WORKSPACE_MOUNT, buildHostConfig, verifyHardening } from './docker-hardening.js';
import {
  HOST_DIR_PREFIX,
  LABEL,
  LABEL_HOST_DIR,
  LABEL_OWNER,
  LABEL_RUN,
  LABEL_TRIAL,
  ownerLabel,
} from './docker-engine.js';
import { runDockerExec, type DockerExecEnd } from './docker-exec.js';
import { MainProcessLog } from './main-process-log.js';
import { archiveCaps, type ResolvedOptions } from './docker-sandbox-options.js';
import { HostMirror } from './host-mirror.js';
import { OutputCapture } from './output-capture.js';
import type { TrialOutputBudget } from './output-budget.js';
import { ownedTempDir } from './owned-temp.js';
import { allocateTrialOwner } from './trial-uid.js';
import { WARDEN_READY, WARDEN_SCRIPT, resetContainer, wardenStop, type InsideStop } from './container-processes.js';
import { plantBait, type PlantedBait } from './planted-bait.js';
import { BAIT_SOURCE, BAIT_USER, parseBaitLog, type BaitLog } from './loopback-bait.js';
import { decodeTar, type TarEntry } from './tar-archive.js';
import { checkWorkspacePath, pathPrefixes } from './workspace-path.js';
import { archiveOf, contentDigest, entryMap, readArchiveCap, readEntry, snapshotCap, snapshotOf, snapshotTooLarge } from './workspace-archive.js';

const BUSYBOX = '/bin/busybox';
/** How long a container's loopback bait may take to listen (node's start, on a loaded machine). */
const BAIT_START_MS = 20_000;
/** How long the engine may take to create and start one exec (a hang guard; a command's own limit counts from its start). */
const ENGINE_START_GRACE_MS = 60_000;
const CONTAINER_ENV = ['PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin', 'HOME=/tmp', 'LANG=C.UTF-8'];

type DeathCause = 'closed' | 'timeout' | 'oom_killed' | 'killed' | 'stopped' | 'engine_stalled';

/** Every live docker sandbox of this process (for closeAll on exit / SIGINT). */
const liveSandboxes = new Set<DockerSandbox>();

/** The docker sandboxes this process still has open. */
export function openSandboxes(): DockerSandbox[] {
  return [...liveSandboxes];
}

function statusCode(err: unknown): number | undefined {
  return (err as { statusCode?: number }).statusCode;
}

export class DockerSandbox implements Sandbox {
  readonly kind = 'docker' as const;
  private death: DeathCause | undefined;
  private terminating: Promise<{ oomKilled: boolean }> | undefined;
  private readonly container: Docker.Container;
  /** Saved output bytes this trial may still write (its cap, then the run's). */
  #outputBudget: TrialOutputBudget;

  private constructor(
    private readonly opts: ResolvedOptions,
    /** The HostConfig it was made with, verified again before each trial it is kept for. */
    private readonly expected: Docker.HostConfig,
    readonly id: string,
    readonly trialId: string,
    readonly runId: string,
    private readonly hostRoot: string,
    readonly workspaceDir: string,
    private readonly bait: PlantedBait,
    /** uid:gid of this container's processes: its trial's own. */
    readonly user: string,
    /** The port of the bait on the container's loopback (its main process), when it has one. */
    private readonly baitPort: number | undefined,
  ) {
    this.container = opts.docker.getContainer(id);
    this.#outputBudget = opts.outputBudget();
    this.#mirror = new HostMirror(workspaceDir);
    this.#log = new MainProcessLog(this.container, () => this.death === undefined);
  }

  /** The main process's log (the warden's, or the bait's). */
  readonly #log: MainProcessLog;

  /** The host's copy of the workspace, written on demand. */
  readonly #mirror: HostMirror;

  get outputBudget(): TrialOutputBudget {
    return this.#outputBudget;
  }

  get planted(): Planted {
    return this.bait.planted;
  }

  get alive(): boolean {
    return this.death === undefined;
  }

  /** Creates, verifies and starts a container; throws on misconfiguration. */
  static async create(opts: ResolvedOptions, create: SandboxCreateOptions): Promise<DockerSandbox> {
    const hostRoot = await ownedTempDir(HOST_DIR_PREFIX);
    const workspaceDir = join(hostRoot, 'workspace');
    let containerId: string | undefined;
    try {
      await mkdir(workspaceDir);
      const bait = await plantBait(hostRoot);
      const owner = allocateTrialOwner();
      const user = sandboxUser(owner);
      const limits = create.harness === undefined ? opts.limits : { ...opts.limits, memoryBytes: create.harness.memoryBytes, pidsLimit: create.harness.pidsLimit, ...(create.harness.nanoCpus === undefined ? {} : { nanoCpus: create.harness.nanoCpus }) };
      const expected = buildHostConfig(limits, owner, create.harness);
      const sent = structuredClone(expected) as unknown as Record<string, unknown>;
      opts.mutateHostConfig?.(sent);
      // Through the gate: an interrupted run's clean-up waits for this request before it reaps.
      const created = await opts.gate.through(() => opts.docker.createContainer({
        Image: opts.image,
        // Entrypoint set explicitly: a pulled image's own entrypoint never runs.
        // The main process: the warden (container-processes.ts), which waits on a stdin held open, or the loopback bait
        // (loopback-bait.ts), which lives as long as the container.
        ...(create.loopbackBait === undefined ? { Entrypoint: [BUSYBOX], Cmd: ['sh', '-c', WARDEN_SCRIPT, 'warden'] } : { Entrypoint: ['node'], Cmd: ['-e', BAIT_SOURCE, String(create.loopbackBait)] }),
        // The bait, when there is one, runs under its own uid: the trial's processes (each exec runs as `user`) cannot signal it.
        User: create.loopbackBait === undefined ? user : BAIT_USER,
        Env: create.homeFiles === undefined ? CONTAINER_ENV : CONTAINER_ENV.map((e) => (e.startsWith('HOME=') ? `HOME=${SANDBOX_HOME}` : e)),
        WorkingDir: WORKSPACE_MOUNT,
        // No network endpoint at all (beside network mode none): the engine makes no network sandbox and runs
        // no network hook for the container, which halves its cost of a container here; loopback still works.
        NetworkDisabled: true,
        Tty: false,
        OpenStdin: create.loopbackBait === undefined,
        AttachStdin: false,
        AttachStdout: false,
        AttachStderr: false,
        Labels: {
          [LABEL]: '1',
          [LABEL_RUN]: create.runId,
          [LABEL_TRIAL]: create.trialId,
          [LABEL_OWNER]: ownerLabel(),
          [LABEL_HOST_DIR]: hostRoot,
        },
        HostConfig: sent as Docker.HostConfig,
      }));
      containerId = created.id;
      const check = verifyHardening(expected, create.loopbackBait === undefined ? user : BAIT_USER, await created.inspect());
      if (!check.ok) {
        await created.remove({ force: true, v: true });
        containerId = undefined;
        throw new SandboxHardeningError(check.field, check.expected, check.actual);
      }
      await created.start();
      const sandbox = new DockerSandbox(opts, expected, created.id, create.trialId, create.runId, hostRoot, workspaceDir, bait, user, create.loopbackBait);
      liveSandboxes.add(sandbox);
      containerId = undefined;
      // Whatever stops the planting (a refusal below, an engine error) closes the sandbox it was planting.
      await sandbox.#plant(create).catch(async (err: unknown) => {
        await sandbox.close();
        throw err;
      });
      return sandbox;
    } catch (err) {
      if (containerId !== undefined) {
        await opts.docker
          .getContainer(containerId)
          .remove({ force: true, v: true })
          .catch(() => undefined);
      }
      await rm(hostRoot, { recursive: true, force: true });
      throw err;
    }
  }

  /** Waits for the loopback bait, then plants the home files and the workspace's; throws what stopped it. */
  async #plant(create: SandboxCreateOptions): Promise<void> {
    if (create.loopbackBait !== undefined) {
      const listening = await this.#baitListening().catch((err: unknown) => `its log could not be read: ${err instanceof Error ? err.message : String(err)}`);
      if (listening !== true) {
        throw new InfrastructureError('sandbox', `the loopback bait did not listen on 127.0.0.1:${create.loopbackBait} in the container${listening === false ? ` within ${BAIT_START_MS / 1000} s` : `: ${listening}`}`);
      }
    }
    for (const [path, content] of Object.entries(create.homeFiles ?? {})) {
      const r = await this.exec([BUSYBOX, 'sh', '-c', 'umask 077 && mkdir -p "${1%/*}" && cat > "$1"', 'plant', `${SANDBOX_HOME}/${path}`], { timeoutMs: this.opts.fileOpTimeoutMs, stdin: content });
      if (r.outcome !== 'exited' || r.exitCode !== 0) {
        throw new SandboxConfigError(`the home file ${path} could not be planted: ${r.outcome === 'not_run' ? r.message : `exit ${r.exitCode} ${r.stderr.trim()}`}`);
      }
    }
    // The workspace's files are the last plant: the places read at the start are read in their exec.
    if (create.files !== undefined && Object.keys(create.files).length > 0) {
      const { written, places } = create.observeAtStart === true ? await this.#writeFilesObserving(create.files) : { written: await this.writeFiles(create.files), places: null };
      this.placesAtStart = places ?? undefined;
      if (!written.ok) {
        throw new SandboxConfigError(`initial workspace files could not be written: ${written.message}`);
      }
    }
    if (create.observeAtStart === true && this.placesAtStart === undefined) this.placesAtStart = await this.observeWritable();
  }

  /** Stops so far asked of the warden (its `stopped <n>` lines count them). */
  #stops = 0;

  /**
   * Every process of the trial stopped by the container's main process, the warden, on a signal: no
   * process has to start for it, so it works when the trial's processes hold every process slot. The
   * processes it stopped, from its log; null when the main process is the bait, or the warden did
   * not say it was done within `timeoutMs` (by default as long as any file operation may take: a
   * warden stopping a fork bomb on a loaded machine needs seconds, and a container whose warden does
   * not answer is stopped, its workspace with it). (A trial's process, of the same uid, could write to the
   * warden's log; what it could forge is only this list, and the stop script runs after it.)
   */
  async stopFromInside(timeoutMs = this.opts.fileOpTimeoutMs): Promise<InsideStop | null> {
    if (this.baitPort !== undefined || this.death !== undefined) return null;
    const until = performance.now() + timeoutMs;
    // A signal before the warden set its trap would end it (and the container): it is sent once the warden says it is ready.
    if (!this.#wardenReady && !(await this.#log.until((lines) => lines.includes(WARDEN_READY), until))) return null;
    this.#wardenReady = true;
    const n = ++this.#stops;
    const sent = await this.container.kill({ signal: 'SIGUSR1' }).then(() => true, () => false);
    if (!sent) return null;
    let stop: InsideStop | null = null;
    await this.#log.until((lines) => (stop = wardenStop(lines, n)) !== null, until);
    return stop;
  }

  /** The warden said it is ready (its trap set). */
  #wardenReady = false;

  /** True once the bait's first line says it listens; false when it did not within BAIT_START_MS or its container ended. */
  async #baitListening(): Promise<boolean> {
    const until = performance.now() + BAIT_START_MS;
    while (performance.now() < until && this.death === undefined) {
      if (parseBaitLog(await this.#log.text()) !== null) return true;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return false;
  }

  /**
   * What was sent to the loopback bait; null without a bait, once the container is gone, or when its
   * log is not the bait's. `complete`: a marker sent last (busybox wget, as a payload would) came back
   * in the log, so every byte the bait received before it is there; false when the bait kept no more
   * (its budget spent) or the marker did not come back.
   */
  async baitReceived(): Promise<{ log: BaitLog; complete: boolean } | null> {
    if (this.baitPort === undefined || this.death !== undefined) return null;
    const marker = `hb-bait-flush-${randomBytes(8).toString('hex')}`;
    const sent = await this.run([BUSYBOX, 'wget', '-q', '-O', '/dev/null', `--post-data=${marker}`, `http://127.0.0.1:${this.baitPort}/`], { timeoutMs: this.opts.fileOpTimeoutMs, capBytes: 4096, artifacts: false });
    const delivered = sent.result.outcome === 'exited' && sent.result.exitCode === 0;
    for (let attempt = 0; ; attempt++) {
      const log = parseBaitLog(await this.#log.text().catch(() => ''));
      if (log === null) return null;
      const flushed = log.connections.some((c) => c.includes(marker));
      if (flushed || !delivered || log.overflow || attempt >= 200) return { log, complete: flushed && !log.overflow };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  private deadResult(): ExecResult {
    return notRun('sandbox_dead', `sandbox ${this.id.slice(0, 12)} is dead (${this.death ?? 'unknown'}); create a new one`);
  }

  /**
   * Kills the container, reads State.OOMKilled, removes it. Memoised: every
   * caller waits for the same removal.
   */
  private terminate(cause: DeathCause): Promise<{ oomKilled: boolean }> {
    this.death ??= cause;
    this.terminating ??= (async () => {
      let oomKilled = false;
      try {
        await this.container.kill({ signal: 'SIGKILL' }).catch((err: unknown) => {
          if (statusCode(err) !== 404 && statusCode(err) !== 409) throw err;
        });
        await this.container.wait({ condition: 'not-running' }).catch(() => undefined);
        const info = await this.container.inspect();
        oomKilled = info.State.OOMKilled;
      } catch {
        /* container already gone: nothing to read */
      }
      // A failed removal leaves a labelled container for the reaper; the
      // sandbox is dead either way.
      await this.container.remove({ force: true, v: true }).catch(() => undefined);
      liveSandboxes.delete(this);
      return { oomKilled };
    })();
    return this.terminating;
  }

  /** After an engine error: if the container itself has stopped (e.g. its init was OOM-killed), retire it. */
  private async retireIfStopped(): Promise<{ stopped: boolean; oomKilled: boolean }> {
    const running = await this.container
      .inspect()
      .then((info) => info.State.Running)
      .catch(() => false);
    if (running) return { stopped: false, oomKilled: false };
    const { oomKilled } = await this.terminate('stopped');
    if (oomKilled) this.death = 'oom_killed';
    return { stopped: true, oomKilled };
  }

  /** Runs one exec with captures; the heart of exec() and the file operations. */
  private async run(
    argv: string[],
    opts: { timeoutMs: number; stdin?: Buffer; cwd?: string; capBytes: number; artifacts: boolean },
  ): Promise<{ result: ExecResult; stdoutRaw: Buffer }> {
    const empty = Buffer.alloc(0);
    if (this.death !== undefined) return { result: this.deadResult(), stdoutRaw: empty };
    const started = performance.now();
    const artifactDir = this.opts.artifactDir;
    const artifactCap = opts.artifacts ? this.opts.artifactCapBytes : 0;
    const stdout = new OutputCapture(opts.capBytes, opts.artifacts ? artifactDir : null, artifactCap, this.outputBudget);
    const stderr = new OutputCapture(opts.capBytes, opts.artifacts ? artifactDir : null, artifactCap, this.outputBudget);
    const end = await runDockerExec(this.container, {
      argv,
      user: this.user,
      workingDir: opts.cwd === undefined ? WORKSPACE_MOUNT : `${WORKSPACE_MOUNT}/${opts.cwd}`,
      ...(opts.stdin === undefined ? {} : { stdin: opts.stdin }),
      stdout,
      stderr,
      timeoutMs: opts.timeoutMs,
      startGraceMs: ENGINE_START_GRACE_MS,
    });
    const ending = await this.#ending(end);
    if ('engineError' in ending) {
      stdout.discard();
      stderr.discard();
      return { result: notRun('engine_error', ending.engineError, performance.now() - started), stdoutRaw: empty };
    }
    const { outcome, exitCode } = ending;
    const out = stdout.finish();
    const err = stderr.finish();
    return {
      result: {
        outcome,
        exitCode,
        stdout: out.text,
        stderr: err.text,
        truncated: out.truncated || err.truncated,
        fullOutputBytes: out.bytes + err.bytes,
        durationMs: performance.now() - started,
        ...(out.artifact === undefined ? {} : { artifact: out.artifact }),
        ...(err.artifact === undefined ? {} : { stderrArtifact: err.artifact }),
      },
      stdoutRaw: out.raw,
    };
  }

  /** How an exec ended, as its result says it, with what that ending does to the container; or the engine's error. */
  async #ending(end: DockerExecEnd): Promise<{ outcome: 'exited' | 'timeout' | 'oom_killed' | 'aborted'; exitCode: number | null } | { engineError: string }> {
    const diedMeanwhile = this.death !== undefined;
    // The container went away under this exec (another call's timeout, close()).
    const gone = this.death === 'oom_killed' ? 'oom_killed' : 'aborted';
    if (end.kind === 'start_stalled') {
      // Whether the command ever ran is unknown: the container goes, so nothing it may have started outlives the call.
      // Not waited for: an engine that hangs would hang this call too (the sandbox is dead from now on; close() waits).
      if (!diedMeanwhile) void this.terminate('engine_stalled').catch(() => undefined);
      return { engineError: end.message };
    }
    if (end.kind === 'deadline') {
      if (diedMeanwhile) return { outcome: 'aborted', exitCode: null };
      await this.terminate('timeout');
      return { outcome: 'timeout', exitCode: null };
    }
    if (end.kind === 'error') {
      if (diedMeanwhile) return { outcome: gone, exitCode: null };
      const { stopped, oomKilled } = await this.retireIfStopped();
      if (!stopped) return { engineError: end.message };
      return { outcome: oomKilled ? 'oom_killed' : 'aborted', exitCode: null };
    }
    if (diedMeanwhile) return { outcome: gone, exitCode: end.exitCode };
    if (end.exitCode === 137) {
      // SIGKILL: maybe the OOM killer. The engine only records OOMKilled once
      // the container has stopped, so stop it and look.
      const { oomKilled } = await this.terminate('killed');
      if (oomKilled) this.death = 'oom_killed';
      return { outcome: oomKilled ? 'oom_killed' : 'exited', exitCode: 137 };
    }
    return { outcome: 'exited', exitCode: end.exitCode };
  }

  async exec(argv: string[], opts: ExecOptions): Promise<ExecResult> {
    const request = checkExecRequest(argv, opts);
    if (!request.ok) return request.refusal;
    const { result } = await this.run(argv, {
      timeoutMs: opts.timeoutMs,
      ...(opts.stdin === undefined ? {} : { stdin: Buffer.from(opts.stdin, 'utf8') }),
      ...(request.cwd === undefined ? {} : { cwd: request.cwd }),
      capBytes: this.opts.outputCapBytes,
      artifacts: true,
    });
    return result;
  }

  /** Runs `busybox tar -c` over the given workspace paths and parses the stream. */
  private async tarOut(
    args: string[],
    capBytes: number,
  ): Promise<{ ok: true; entries: Map<string, TarEntry>; exitCode: number | null; stderr: string } | { ok: false; error: 'sandbox_dead' | 'engine_error' | 'too_large'; message: string }> {
    const { result, stdoutRaw } = await this.run([BUSYBOX, 'tar', '-c', '-f', '-', '-C', WORKSPACE_MOUNT, ...args], {
      timeoutMs: this.opts.fileOpTimeoutMs,
      capBytes,
      artifacts: false,
    });
    if (result.outcome !== 'exited') return this.#unfinished(result, 'tar exec');
    if (result.truncated) return { ok: false, error: 'too_large', message: `archive larger than ${capBytes} bytes` };
    const decoded = decodeTar(stdoutRaw, capBytes);
    if (!decoded.ok) return { ok: false, error: 'engine_error', message: decoded.message };
    return { ok: true, entries: entryMap(decoded.entries), exitCode: result.exitCode, stderr: result.stderr };
  }

  private tarCap(): number {
    return readArchiveCap(this.opts);
  }

  async readFile(rel: string): Promise<ReadResult> {
    const check = checkWorkspacePath(rel);
    if (!check.ok) return fileFailure('invalid_path', check.message);
    // -h: read the file the way a tool would (symlinks followed, inside the container).
    const out = await this.tarOut(['-h', '--no-recursion', '--', check.rel], this.tarCap());
    if (!out.ok) return fileFailure(out.error, out.message);
    return readEntry(out.entries.get(check.rel), rel, this.opts);
  }

  /**
   * `readFile`, then the whole workspace read as `snapshot` reads it, in one
   * exec: two archives with a line between them holding a marker drawn for
   * this read. The snapshot is null when the exec gave no whole second archive
   * (the caller then reads the workspace apart).
   */
  async readFileThenSnapshot(rel: string): Promise<{ read: ReadResult; snapshot: SnapshotResult | null }> {
    const check = checkWorkspacePath(rel);
    if (!check.ok) return { read: fileFailure('invalid_path', check.message), snapshot: null };
    const marker = `hb-snapshot-${randomBytes(12).toString('hex')}`;
    const script = `cd ${WORKSPACE_MOUNT} || exit 1\n${BUSYBOX} tar -c -h --no-recursion -f - -- "$1" 2>/dev/null\nprintf '\\n%s\\n' "$2"\n${BUSYBOX} tar -c -f - . 2>/dev/null\nexit 0`;
    const readCap = this.tarCap();
    const cap = readCap + snapshotCap(archiveCaps(this.opts));
    const { result, stdoutRaw } = await this.run([BUSYBOX, 'sh', '-c', script, 'read', check.rel, marker], { timeoutMs: this.opts.fileOpTimeoutMs, capBytes: cap, artifacts: false });
    if (result.outcome !== 'exited' || result.exitCode !== 0 || result.truncated) return { read: await this.readFile(rel), snapshot: null };
    const first = decodeTar(stdoutRaw, readCap);
    const at = first.ok ? stdoutRaw.indexOf(`\n${marker}\n`, first.end) : -1;
    if (!first.ok || at < 0 || at > readCap) return { read: await this.readFile(rel), snapshot: null };
    const read = readEntry(entryMap(first.entries).get(check.rel), rel, this.opts);
    const second = decodeTar(stdoutRaw.subarray(at + marker.length + 2), cap);
    return { read, snapshot: second.ok && second.entries.length > 0 ? this.#snapshotOf(entryMap(second.entries)) : null };
  }

  async trustedRead(rel: string): Promise<ReadResult> {
    const check = checkWorkspacePath(rel);
    if (!check.ok) return fileFailure('invalid_path', check.message);
    // No -h: tar records symlinks as symlink entries; every parent is listed
    // too, so a symlinked directory anywhere on the path is seen and refused.
    const prefixes = pathPrefixes(check.parts);
    const out = await this.tarOut(['--no-recursion', '--', ...prefixes], this.tarCap());
    if (!out.ok) return fileFailure(out.error, out.message);
    for (const prefix of prefixes.slice(0, -1)) {
      const dir = out.entries.get(prefix);
      if (dir === undefined) return fileFailure('not_found', `no such file in the workspace: ${rel}`);
      if (dir.type === 'symlink') return fileFailure('symlink_refused', `${prefix} (parent of ${rel}) is a symlink; refused`);
      if (dir.type !== 'directory') return fileFailure('not_found', `${prefix} (parent of ${rel}) is not a directory`);
    }
    return readEntry(out.entries.get(check.rel), rel, this.opts);
  }

  /**
   * Reads the whole workspace (one tar exec). Nothing is written to the host:
   * `mirrorToHost` copies the result there on demand.
   */
  async snapshot(): Promise<SnapshotResult> {
    const cap = snapshotCap(archiveCaps(this.opts));
    const out = await this.tarOut(['.'], cap);
    if (!out.ok && out.error === 'too_large') return snapshotTooLarge(archiveCaps(this.opts), cap);
    if (!out.ok) return fileFailure(out.error, out.message);
    return this.#snapshotOf(out.entries);
  }

  /**
   * Writes a file, then reads the whole workspace as `snapshot` does, in one
   * exec. The snapshot is null when the write failed, or the exec gave no
   * whole archive (the caller then reads the workspace apart).
   */
  async writeFileThenSnapshot(rel: string, content: string): Promise<{ written: WriteResult; snapshot: SnapshotResult | null }> {
    const archive = archiveOf({ [rel]: content }, this.opts.limits);
    if (!archive.ok) return { written: archive, snapshot: null };
    const cap = snapshotCap(archiveCaps(this.opts));
    const script = `${BUSYBOX} tar -x -m -o -f - -C ${WORKSPACE_MOUNT} || exit $?\ncd ${WORKSPACE_MOUNT} || exit 0\n${BUSYBOX} tar -c -f - . 2>/dev/null\nexit 0`;
    const { result, stdoutRaw } = await this.run([BUSYBOX, 'sh', '-c', script, 'write'], { timeoutMs: this.opts.fileOpTimeoutMs, stdin: archive.archive, capBytes: cap, artifacts: false });
    const written = this.#written(result, archive.bytes);
    // Anything short of a whole archive (it always holds "./"), and the caller reads the workspace apart.
    const decoded = written.ok && !result.truncated ? decodeTar(stdoutRaw, cap) : undefined;
    return { written, snapshot: decoded?.ok === true && decoded.entries.length > 0 ? this.#snapshotOf(entryMap(decoded.entries)) : null };
  }

  /**
   * The workspace and every writable place outside it, read in one exec: the
   * archive, then a line with a marker drawn for this read, then the places'
   * listing. When that exec cannot give both (the container has no room for
   * another process yet, say), each is read on its own, as `snapshot` and
   * `observeWritable` read them.
   */
  async snapshotWithPlaces(): Promise<{ snapshot: SnapshotResult; places: Record<string, string> | null }> {
    const separately = async () => ({ snapshot: await this.snapshot(), places: await this.observeWritable() });
    if (this.death !== undefined) return separately();
    const marker = `hb-places-${randomBytes(12).toString('hex')}`;
    const script = `cd ${WORKSPACE_MOUNT} || exit 1\n${BUSYBOX} tar -c -f - . 2>/dev/null\nprintf '\\n%s\\n' "$1"\nshift\n${OBSERVE_SCRIPT}`;
    const cap = snapshotCap(archiveCaps(this.opts)) + this.tarCap();
    const { result, stdoutRaw } = await this.run([BUSYBOX, 'sh', '-c', script, 'snapshot', marker, ...WRITABLE_ROOTS], { timeoutMs: this.opts.fileOpTimeoutMs, capBytes: cap, artifacts: false });
    if (result.outcome !== 'exited' || result.exitCode !== 0 || result.truncated) return separately();
    const decoded = decodeTar(stdoutRaw, cap);
    const at = decoded.ok ? stdoutRaw.indexOf(`\n${marker}\n`, decoded.end) : -1;
    if (!decoded.ok || at < 0) return separately();
    const places = parseObservation(stdoutRaw.subarray(at + marker.length + 2).toString('utf8'), result.stderr);
    return { snapshot: this.#snapshotOf(entryMap(decoded.entries)), places };
  }

  /** The workspace's files from its archive; the host mirror is written from them on demand (`mirrorToHost`). */
  #snapshotOf(entries: Map<string, TarEntry>): SnapshotResult {
    const { snapshot, files } = snapshotOf(entries, archiveCaps(this.opts));
    if (files !== null) this.#mirror.latest = files;
    return snapshot;
  }

  /** Writes the last snapshot's regular files to `workspaceDir` (see HostMirror). */
  mirrorToHost(): Promise<void> {
    return this.#mirror.write();
  }

  /** What `observeWritable` read once every file was planted (see SandboxCreateOptions.observeAtStart). */
  placesAtStart: Record<string, string> | null | undefined;

  private async writeFiles(files: Record<string, string>): Promise<WriteResult> {
    const archive = archiveOf(files, this.opts.limits);
    if (!archive.ok) return archive;
    const { result } = await this.run([BUSYBOX, 'tar', '-x', '-m', '-o', '-f', '-', '-C', WORKSPACE_MOUNT], {
      timeoutMs: this.opts.fileOpTimeoutMs,
      stdin: archive.archive,
      capBytes: 16 * 1024,
      artifacts: false,
    });
    return this.#written(result, archive.bytes);
  }

  /** The write's result from its tar's exec. */
  #written(result: ExecResult, bytes: number): WriteResult {
    if (result.outcome !== 'exited') return this.#unfinished(result, 'write');
    // An exec the engine could not start exits 126 with its reason on stdout: the message carries it.
    if (result.exitCode !== 0) return fileFailure('write_failed', result.stderr.trim() || result.stdout.trim() || `tar exited ${String(result.exitCode)}`);
    return { ok: true, bytes };
  }

  /**
   * Writes files, then reads the writable places, in one exec (the trial's first files): the
   * places as `observeWritable` reads them, or null when the write failed or its exec gave no listing.
   */
  async #writeFilesObserving(files: Record<string, string>): Promise<{ written: WriteResult; places: Record<string, string> | null }> {
    const archive = archiveOf(files, this.opts.limits);
    if (!archive.ok) return { written: archive, places: null };
    const script = `${BUSYBOX} tar -x -m -o -f - -C ${WORKSPACE_MOUNT} || exit $?\n${OBSERVE_SCRIPT}`;
    const { result, stdoutRaw } = await this.run([BUSYBOX, 'sh', '-c', script, 'plant', ...WRITABLE_ROOTS], {
      timeoutMs: this.opts.fileOpTimeoutMs,
      stdin: archive.archive,
      capBytes: this.tarCap(),
      artifacts: false,
    });
    const written = this.#written(result, archive.bytes);
    const listed = written.ok && result.outcome === 'exited' && !result.truncated;
    return { written, places: listed ? parseObservation(stdoutRaw.toString('utf8'), result.stderr) : null };
  }

  writeFile(rel: string, content: string): Promise<WriteResult> {
    return this.writeFiles({ [rel]: content });
  }

  /** The file error for a file operation whose exec did not run, or did not exit (the sandbox died, or the engine failed). */
  #unfinished(result: ExecResult, what: string): { ok: false; error: 'engine_error' | 'sandbox_dead'; message: string } {
    if (result.outcome === 'not_run') return { ok: false, error: result.reason === 'sandbox_dead' ? 'sandbox_dead' : 'engine_error', message: result.message };
    return { ok: false, error: this.death === undefined ? 'engine_error' : 'sandbox_dead', message: `${what} ended: ${result.outcome}` };
  }

  async listFiles(): Promise<ListResult> {
    const { result, stdoutRaw } = await this.run([BUSYBOX, 'find', WORKSPACE_MOUNT, '-type', 'f', '-print0'], {
      timeoutMs: this.opts.fileOpTimeoutMs,
      capBytes: this.tarCap(),
      artifacts: false,
    });
    if (result.outcome !== 'exited') return this.#unfinished(result, 'find');
    if (result.truncated) return fileFailure('too_large', 'file list over the read cap');
    const prefix = `${WORKSPACE_MOUNT}/`;
    const files = stdoutRaw
      .toString('utf8')
      .split('\0')
      .filter((p) => p.startsWith(prefix))
      .map((p) => p.slice(prefix.length))
      .sort();
    return { ok: true, files };
  }

  checkPlanted(): Promise<PlantedCheck> {
    return this.bait.check();
  }

  async readOutside(paths: readonly string[]): Promise<Record<string, string> | null> {
    if (this.death !== undefined) return null;
    const real = paths.map((p) => outsidePath(p, SANDBOX_HOME));
    // Only the paths that exist are archived (a guard on a path not planted yet sees nothing until a write makes it).
    const script = 'cd / || exit 1; for p in "$@"; do if [ -e "$p" ] || [ -L "$p" ]; then set -- "$@" "${p#/}"; fi; shift; done; [ $# -eq 0 ] && exit 0; exec /bin/busybox tar -c -f - "$@"';
    const cap = this.tarCap();
    const { result, stdoutRaw } = await this.run([BUSYBOX, 'sh', '-c', script, 'read-outside', ...real], { timeoutMs: this.opts.fileOpTimeoutMs, capBytes: cap, artifacts: false });
    if (result.outcome !== 'exited') return null;
    const out: Record<string, string> = {};
    // What could not be read (a file the trial closed to itself): a change of its own kind.
    if (result.exitCode !== 0) out['!unreadable'] = result.stderr.trim().split('\n', 1)[0] ?? `exit ${result.exitCode}`;
    if (result.truncated) out['!too-large'] = `over ${cap} bytes`;
    if (stdoutRaw.length === 0) return out;
    const decoded = decodeTar(stdoutRaw, cap);
    if (!decoded.ok) return { ...out, '!undecodable': decoded.message };
    for (const entry of decoded.entries) {
      if (entry.type === 'directory') continue;
      const found = `/${entry.path.replace(/\/$/, '')}`;
      const i = real.findIndex((r) => found === r || found.startsWith(`${r}/`));
      if (i < 0) continue;
      const name = guardName(paths[i]!, real[i]!, found);
      out[name] = entry.type === 'symlink' ? `symlink:${entry.linkName}` : entry.type === 'file' ? contentDigest(entry.content ?? Buffer.alloc(0)) : entry.type;
    }
    return out;
  }

  /**
   * One listing exec; tried again twice (after 0.25 s, then 1 s) while the container lives, since
   * right after a trial's processes were stopped (a fork bomb's, say) the container may not yet
   * have room for another process.
   */
  async observeWritable(): Promise<Record<string, string> | null> {
    for (const pause of [0, 250, 1000]) {
      if (this.death !== undefined) return null;
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
      const { result, stdoutRaw } = await this.run([BUSYBOX, 'sh', '-c', OBSERVE_SCRIPT, 'observe', ...WRITABLE_ROOTS], { timeoutMs: this.opts.fileOpTimeoutMs, capBytes: this.tarCap(), artifacts: false });
      if (result.outcome === 'exited' && result.exitCode === 0 && result.truncated) return null;
      if (result.outcome === 'exited' && result.exitCode === 0) return parseObservation(stdoutRaw.toString('utf8'), result.stderr);
    }
    return null;
  }

  async reset(folders: readonly string[]): Promise<string | null> {
    if (this.death !== undefined) return `it is dead (${this.death})`;
    const left = await resetContainer(this, folders);
    if (left !== null) return left;
    const inspected = await this.container.inspect().catch((error: unknown) => error);
    if (inspected instanceof Error) return `it could not be inspected: ${inspected.message}`;
    const check = verifyHardening(this.expected, this.user, inspected as Docker.ContainerInspectInfo);
    if (!check.ok) return new SandboxHardeningError(check.field, check.expected, check.actual).message;
    this.#outputBudget = this.opts.outputBudget();
    this.placesAtStart = undefined;
    return null;
  }

  async close(): Promise<void> {
    if (this.death === undefined) this.death = 'closed';
    await this.terminate(this.death);
    await rm(this.hostRoot, { recursive: true, force: true });
  }
}
