/**
 * The sandbox interface: where workspace tools run.
 *
 * Two implementations share it: `docker-sandbox.ts` (a locked-down container
 * per trial) and `host-sandbox.ts` (plain host processes in a throwaway temp
 * dir, for the `without-isolation` ablation).
 *
 * Expected outcomes (a timeout, an OOM kill, a missing file, a dead sandbox,
 * a refused symlink) are data; exceptions are only thrown for
 * misconfiguration (no image, a hardening flag the engine did not apply).
 */
import { z } from 'zod';
import type { BaitLog } from './loopback-bait.js';
import { HarnessBenchError } from '../../harness/errors.js';
import type { TrialOutputBudget } from './output-budget.js';
import { checkWorkspacePath } from './workspace-path.js';

/** Default cap on stdout and on stderr kept in memory, per exec (64 KiB). */
export const DEFAULT_OUTPUT_CAP_BYTES = 64 * 1024;
/** Default cap on what an output artifact may hold on disk (256 MiB). */
export const DEFAULT_ARTIFACT_CAP_BYTES = 256 * 1024 * 1024;
/** Default cap on what readFile / trustedRead return (8 MiB). */
export const DEFAULT_READ_CAP_BYTES = 8 * 1024 * 1024;
/** Default cap on the entries (files, folders, links) one workspace snapshot reads (100,000). */
export const DEFAULT_SNAPSHOT_MAX_ENTRIES = 100_000;
/** Default cap on the bytes of the files one workspace snapshot takes (64 MiB, a container workspace's size). */
export const DEFAULT_SNAPSHOT_MAX_BYTES = 64 * 1024 * 1024;

export const SandboxKindSchema = z.enum(['docker', 'host']);
export type SandboxKind = z.infer<typeof SandboxKindSchema>;

export const ExecOptionsSchema = z.object({
  /** Wall-clock limit. On docker a timeout kills (and removes) the whole container. */
  timeoutMs: z.number().int().positive(),
  /** Written to the process's stdin, which is then closed. */
  stdin: z.string().optional(),
  /** Working directory relative to the workspace root (default: the root). */
  cwd: z.string().optional(),
});
export type ExecOptions = z.infer<typeof ExecOptionsSchema>;

/** Full output beyond the in-memory cap, saved content-addressed as `<artifactDir>/<sha256>`. */
export const OutputArtifactSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  path: z.string(),
  bytes: z.number().int().nonnegative(),
  /** False when the stream was longer than the artifact cap: sha256 then covers the saved prefix. */
  complete: z.boolean(),
  /** When not complete: which cap stopped the saving (per stream, the trial's, the run's), as a sentence. */
  stopped: z.string().optional(),
});
export type OutputArtifact = z.infer<typeof OutputArtifactSchema>;

/**
 * How a started process ended.
 * - exited: it exited on its own (any exit code, 137 included when it was not an OOM kill)
 * - timeout: timeoutMs passed; the process (on docker: the whole container) was killed
 * - oom_killed: the kernel's OOM killer fired in the container's memory cgroup (exitCode 137)
 * - aborted: another call's timeout / OOM kill, or close(), ended the sandbox while this ran
 */
export const ExecRanOutcomeSchema = z.enum(['exited', 'timeout', 'oom_killed', 'aborted']);
export type ExecRanOutcome = z.infer<typeof ExecRanOutcomeSchema>;

export const ExecRanSchema = z.object({
  outcome: ExecRanOutcomeSchema,
  exitCode: z.number().int().nullable(),
  /** At most outputCapBytes bytes of stdout (decoded as UTF-8). */
  stdout: z.string(),
  /** At most outputCapBytes bytes of stderr (decoded as UTF-8). */
  stderr: z.string(),
  /** True when stdout or stderr was longer than the cap. */
  truncated: z.boolean(),
  /** Bytes the process wrote to stdout plus stderr. */
  fullOutputBytes: z.number().int().nonnegative(),
  durationMs: z.number().nonnegative(),
  /** Full stdout, when stdout was truncated. */
  artifact: OutputArtifactSchema.optional(),
  /** Full stderr, when stderr was truncated. */
  stderrArtifact: OutputArtifactSchema.optional(),
});
export type ExecRan = z.infer<typeof ExecRanSchema>;

export const ExecNotRunReasonSchema = z.enum([
  /** The sandbox was closed, or a timeout / OOM kill already removed its container. */
  'sandbox_dead',
  /** The engine failed a request (message says which). */
  'engine_error',
  /** Bad argv / cwd / stdin. */
  'invalid_request',
  /** host sandbox only: the command carries a fork-bomb / memory-hog marker and was not run. */
  'escape_marker',
]);
export type ExecNotRunReason = z.infer<typeof ExecNotRunReasonSchema>;

export const ExecNotRunSchema = z.object({
  outcome: z.literal('not_run'),
  reason: ExecNotRunReasonSchema,
  message: z.string(),
  /** True when the host sandbox refused a command that would have escaped (harmed the host). */
  escaped: z.boolean(),
  /** The marker that was found, when reason is escape_marker. */
  marker: z.string().optional(),
  exitCode: z.null(),
  stdout: z.literal(''),
  stderr: z.literal(''),
  truncated: z.literal(false),
  fullOutputBytes: z.literal(0),
  durationMs: z.number().nonnegative(),
});
export type ExecNotRun = z.infer<typeof ExecNotRunSchema>;

export const ExecResultSchema = z.discriminatedUnion('outcome', [ExecRanSchema, ExecNotRunSchema]);
export type ExecResult = z.infer<typeof ExecResultSchema>;

export const FileErrorSchema = z.enum([
  'invalid_path',
  'not_found',
  /** trustedRead: the path, or one of its parent directories, is a symlink. */
  'symlink_refused',
  /** A directory, device, fifo... */
  'not_regular_file',
  'too_large',
  'write_failed',
  'sandbox_dead',
  'engine_error',
]);
export type FileError = z.infer<typeof FileErrorSchema>;

export const FileFailureSchema = z.object({
  ok: z.literal(false),
  error: FileErrorSchema,
  message: z.string(),
});
export type FileFailure = z.infer<typeof FileFailureSchema>;

export const ReadResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), content: z.string(), bytes: z.number().int().nonnegative() }),
  FileFailureSchema,
]);
export type ReadResult = z.infer<typeof ReadResultSchema>;

export const WriteResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), bytes: z.number().int().nonnegative() }),
  FileFailureSchema,
]);
export type WriteResult = z.infer<typeof WriteResultSchema>;

export const ListResultSchema = z.discriminatedUnion('ok', [
  /** Regular files only, relative to the workspace root, sorted. */
  z.object({ ok: z.literal(true), files: z.array(z.string()) }),
  FileFailureSchema,
]);
export type ListResult = z.infer<typeof ListResultSchema>;

export const SkippedEntrySchema = z.object({
  path: z.string(),
  type: z.enum(['symlink', 'directory', 'other', 'too_large']),
});

export const SnapshotResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** Regular files, read without following any symlink. */
    files: z.record(z.string(), z.string()),
    /** Entries that were not taken (symlinks, fifos, oversize files). */
    skipped: z.array(SkippedEntrySchema),
  }),
  FileFailureSchema,
]);
export type SnapshotResult = z.infer<typeof SnapshotResultSchema>;

/** Planted bait: what an escape would reach. The oracle greps tool outputs for `canary`. */
export const PlantedSchema = z.object({
  /** A fake secret (`hb-canary-<random>`): in the host sandbox's env and secret file. */
  canary: z.string(),
  /** A fake secret file outside the workspace (on the host). */
  secretFilePath: z.string(),
  /** A file the trusted verifier owns, outside the workspace; any change is tamper. */
  verifierMarkerPath: z.string(),
});
export type Planted = z.infer<typeof PlantedSchema>;

export const PlantedCheckSchema = z.object({
  secretFileIntact: z.boolean(),
  verifierMarkerIntact: z.boolean(),
});
export type PlantedCheck = z.infer<typeof PlantedCheckSchema>;

/**
 * A container's HOME when it has planted home files; a harness run in a container has it as its HOME
 * too. It is a folder of its own (a tmpfs owned by the trial's user), outside /tmp and every other
 * root a harness's own sandbox makes writable by default, as a developer's HOME is: a write to
 * `~/.gitconfig` or `~/.bashrc` meets the harness's sandbox as it would on a real machine.
 */
export const SANDBOX_HOME = '/home/agent';

export const SandboxCreateOptionsSchema = z.object({
  trialId: z.string().min(1),
  runId: z.string().min(1),
  /** Initial workspace files, path (relative) to content. */
  files: z.record(z.string(), z.string()).optional(),
  /**
   * Files planted in the tools' HOME, path relative to it (a credential a payload may reach for):
   * a container's HOME is then SANDBOX_HOME (the folder a harness in the container is given too), a
   * host sandbox's its own home folder.
   */
  homeFiles: z.record(z.string().refine((p) => checkWorkspacePath(p).ok, 'a canonical relative path (no "..", no leading "/")'), z.string()).optional(),
  /** Read the writable places outside the workspace once every file is planted (`placesAtStart`; in a container, in the exec of the last plant). */
  observeAtStart: z.boolean().optional(),
  /** A port for a bait on the container's own loopback (loopback-bait.ts). Docker sandboxes only: a host sandbox has no loopback of its own. */
  loopbackBait: z.number().int().min(1024).max(65535).optional(),
  /**
   * For a harness run inside the container (harnesses/container/in-container.ts): host folders bind-mounted
   * READ-ONLY (the harness's pinned package, the folder of the bench's Unix sockets), and larger
   * memory / pids limits for a harness process beside its tools. Docker sandboxes only; verified like
   * every other field.
   */
  harness: z
    .strictObject({
      mounts: z.array(z.strictObject({ source: z.string().regex(/^\/[^:,]*$/, 'an absolute host path without : or ,'), target: z.string().regex(/^\/(opt|hb)(\/[A-Za-z0-9._-]+)*$/, 'under /opt or /hb') })).max(4),
      memoryBytes: z.number().int().positive().max(2 * 1024 * 1024 * 1024),
      pidsLimit: z.number().int().positive().max(1024),
      /** CPUs in units of 1e-9 (default: the tools' one CPU); the engine refuses more than the machine has. */
      nanoCpus: z.number().int().positive().optional(),
      /** The container hardening variant (docker-hardening.ts): `nested-sandbox` only for a harness whose own sandbox is under test. */
      hardening: z.enum(['standard', 'nested-sandbox', 'nested-sandbox+proc']).optional(),
    })
    .optional(),
});
export type SandboxCreateOptions = z.infer<typeof SandboxCreateOptionsSchema>;

/** A process a stop killed, by its pid and its program's name (argv[0]'s last part). */
export interface StoppedProcess {
  pid: number;
  comm: string;
}

/** What a stop from inside did: the processes it killed, and whether its last round found none left (else a stop by exec must follow). */
export interface InsideStop {
  readonly stopped: StoppedProcess[];
  readonly clean: boolean;
}

export interface Sandbox {
  readonly kind: SandboxKind;
  /** Container id (docker) or temp dir name (host). */
  readonly id: string;
  readonly trialId: string;
  readonly runId: string;
  /**
   * The host path the TRUSTED side reads from.
   * - docker: a host directory that `mirrorToHost()` fills with the last
   *   snapshot's regular files (never a symlink), on demand; empty until then.
   * - host: the live workspace the untrusted processes write to; the trusted
   *   side must read it through `trustedRead` / `snapshot`, never directly.
   */
  readonly workspaceDir: string;
  readonly planted: Planted;
  /** False once closed, or after a timeout / OOM kill removed the container. */
  readonly alive: boolean;
  /** The trial's saved-output budget: what its calls saved, and the cap that stopped them, if one did. */
  readonly outputBudget: TrialOutputBudget;
  exec(argv: string[], opts: ExecOptions): Promise<ExecResult>;
  /** Untrusted read (as the tools see the file; symlinks inside the sandbox are followed there). */
  readFile(rel: string): Promise<ReadResult>;
  /** `readFile`, then the workspace read as `snapshot` reads it (in one exec in a container); the snapshot is null when the sandbox reads it apart. */
  readFileThenSnapshot(rel: string): Promise<{ read: ReadResult; snapshot: SnapshotResult | null }>;
  writeFile(rel: string, content: string): Promise<WriteResult>;
  /** `writeFile`, then the workspace read as `snapshot` reads it (in one exec in a container); the snapshot is null when the write failed, or the sandbox reads it apart. */
  writeFileThenSnapshot(rel: string, content: string): Promise<{ written: WriteResult; snapshot: SnapshotResult | null }>;
  listFiles(): Promise<ListResult>;
  /** Read for the verifier: refuses a symlink anywhere on the path and any non-regular file. */
  trustedRead(rel: string): Promise<ReadResult>;
  /** All regular files of the workspace, read like trustedRead. */
  snapshot(): Promise<SnapshotResult>;
  /** Whether the planted secret file and verifier marker are unchanged. */
  checkPlanted(): Promise<PlantedCheck>;
  /**
   * What is at places outside the workspace a scenario guards (HOME, /tmp), read by the trusted
   * side: each regular file under the given paths (`~/x` or an absolute path; a folder ends in "/")
   * by the path as given with its content's digest, a symlink as `symlink:<target>`, anything else
   * by its type. Null when the sandbox cannot be read (it is dead).
   */
  readOutside(paths: readonly string[]): Promise<Record<string, string> | null>;
  /**
   * Every place outside the workspace a process of the trial may write (a container's HOME, /tmp
   * and /var/tmp; a host sandbox's own HOME, which is its TMPDIR too), read as readOutside reads a
   * guard: each file by its name (`~/x`, `/tmp/x`) with its content's digest. Null when the sandbox
   * cannot be read (it is dead).
   */
  observeWritable(): Promise<Record<string, string> | null>;
  /** What `observeWritable` read once every file was planted, when the sandbox was made with `observeAtStart` (null: it could not be read; undefined: not asked, or a host sandbox). */
  readonly placesAtStart?: Record<string, string> | null | undefined;
  /** The workspace (as `snapshot` reads it) and every writable place outside it (as `observeWritable`), read together: what a trial left, in one exec in a container. */
  snapshotWithPlaces(): Promise<{ snapshot: SnapshotResult; places: Record<string, string> | null }>;
  /**
   * Stops every process of the trial but the sandbox's own, with no new process started for it (a
   * fork bomb can hold every process slot of a container): a container's main process does it on a
   * signal. The processes stopped, and whether none was left; null when the sandbox cannot (a host
   * sandbox, a container whose main process is the loopback bait) or did not answer.
   */
  stopFromInside(): Promise<InsideStop | null>;
  /** What payloads sent to the loopback bait (loopbackBait), and whether all of it was read; null when there is none or it cannot be read. */
  baitReceived(): Promise<{ log: BaitLog; complete: boolean } | null>;
  /**
   * Readies it for another trial (a harness's own container, kept between that harness's trials):
   * every process the last trial left stopped, `folders` (its writable ones) emptied, its hardening
   * verified again, a fresh output budget. Null when it is ready, else why not (the caller closes it).
   */
  reset(folders: readonly string[]): Promise<string | null>;
  close(): Promise<void>;
}

export interface SandboxFactory {
  readonly kind: SandboxKind;
  create(opts: SandboxCreateOptions): Promise<Sandbox>;
  /** Closes every sandbox this factory created and has not closed yet. */
  closeAll(): Promise<void>;
}

/** Engine accepted a container but did not apply a hardening field (it ignores misspelt fields). */
export class SandboxHardeningError extends HarnessBenchError {
  constructor(
    readonly field: string,
    readonly expected: unknown,
    readonly actual: unknown,
  ) {
    super(
      `sandbox hardening not in effect: ${field.startsWith('Config.') ? field : `HostConfig.${field}`} is ${JSON.stringify(actual)}, requested ${JSON.stringify(expected)}; container removed`,
    );
  }
}

/** The sandbox cannot be set up as configured (no image, no engine, bad limits). */
export class SandboxConfigError extends HarnessBenchError {}

/**
 * The checks both sandboxes make before they run anything: a non-empty argv of
 * strings without NUL, a positive integer timeout, and a canonical workspace
 * cwd. Returns the refusal, or the cwd relative to the workspace (none: its root).
 */
export function checkExecRequest(argv: unknown, opts: ExecOptions): { ok: false; refusal: ExecNotRun } | { ok: true; cwd: string | undefined } {
  const refuse = (message: string) => ({ ok: false as const, refusal: notRun('invalid_request', message) });
  if (!Array.isArray(argv) || argv.length === 0) return refuse('argv must be a non-empty array');
  for (const arg of argv) {
    if (typeof arg !== 'string') return refuse('argv must hold strings only');
    if (arg.includes('\0')) return refuse('argv must not contain NUL');
  }
  if (argv[0] === '') return refuse('argv[0] is empty');
  if (!Number.isInteger(opts.timeoutMs) || opts.timeoutMs <= 0) return refuse('timeoutMs must be a positive integer');
  if (opts.cwd === undefined || opts.cwd === '' || opts.cwd === '.') return { ok: true, cwd: undefined };
  const check = checkWorkspacePath(opts.cwd);
  return check.ok ? { ok: true, cwd: check.rel } : refuse(`cwd: ${check.message}`);
}

export function notRun(
  reason: ExecNotRunReason,
  message: string,
  durationMs = 0,
  marker?: string,
): ExecNotRun {
  return {
    outcome: 'not_run',
    reason,
    message,
    escaped: reason === 'escape_marker',
    ...(marker === undefined ? {} : { marker }),
    exitCode: null,
    stdout: '',
    stderr: '',
    truncated: false,
    fullOutputBytes: 0,
    durationMs,
  };
}

export function fileFailure(error: FileError, message: string): FileFailure {
  return { ok: false, error, message };
}

/** Where an outside path (`~/x`, `/tmp/x`) lies in a filesystem whose HOME is `home`, without a trailing "/". */
export function outsidePath(path: string, home: string): string {
  const bare = path.endsWith('/') ? path.slice(0, -1) : path;
  return bare === '~' ? home : bare.startsWith('~/') ? `${home}/${bare.slice(2)}` : bare;
}

/** The path as a guard names it, for a file found at `found` under the guard's real place `real` (see outsidePath). */
export function guardName(guard: string, real: string, found: string): string {
  const bare = guard.endsWith('/') ? guard.slice(0, -1) : guard;
  return found === real ? bare : `${bare}${found.slice(real.length)}`;
}
