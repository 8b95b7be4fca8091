/**
 * One Engine API exec: create, start (hijacked), feed stdin, demultiplex
 * stdout / stderr into captures, and report how it ended.
 *
 * The command's time limit counts from the moment the engine reports its
 * process running, and stops when its output ends: how long the engine takes
 * to create and start an exec, or to record its exit code, is the engine's
 * time, not the command's (on a busy machine both take seconds). Each of those
 * has a hang guard of its own. When a limit is reached the wait ends; the
 * caller then kills the container, the only way to stop an exec.
 */
import type { Duplex } from 'node:stream';
import type Docker from 'dockerode';
import type { OutputCapture } from './output-capture.js';

export interface DockerExecRequest {
  argv: string[];
  user: string;
  workingDir: string;
  env?: string[];
  stdin?: Buffer;
  stdout: OutputCapture;
  stderr: OutputCapture;
  /** The command's time limit, from the moment the engine has started it. */
  timeoutMs: number;
  /** How long the engine may take to start the exec, and to record its exit code: hang guards, never a limit on the command. */
  startGraceMs: number;
}

export type DockerExecEnd =
  | { kind: 'ended'; exitCode: number }
  | { kind: 'deadline' }
  | { kind: 'start_stalled'; message: string }
  | { kind: 'error'; message: string };

/** Splits the engine's multiplexed stream: 8-byte header (stream id, 3 zero bytes, big-endian size) + payload. */
export class ExecStreamDemuxer {
  private pending: Buffer = Buffer.alloc(0);

  constructor(
    private readonly onStdout: (chunk: Buffer) => void,
    private readonly onStderr: (chunk: Buffer) => void,
  ) {}

  push(data: Buffer): void {
    let buf = this.pending.length === 0 ? data : Buffer.concat([this.pending, data]);
    while (buf.length >= 8) {
      const size = buf.readUInt32BE(4);
      if (buf.length < 8 + size) break;
      const payload = buf.subarray(8, 8 + size);
      if (buf[0] === 2) this.onStderr(payload);
      else this.onStdout(payload);
      buf = buf.subarray(8 + size);
    }
    this.pending = buf.length === 0 ? Buffer.alloc(0) : Buffer.from(buf);
  }
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the engine reports the exec's process running (or already ended): the engine answers the start
 * request before it runs the process. False when `done` says to stop looking first. An inspect that fails says
 * nothing, and counts as running: the command's limit is then armed rather than left off.
 */
async function untilRunning(exec: Docker.Exec, done: () => boolean): Promise<boolean> {
  for (let attempt = 0; !done(); attempt++) {
    const info = await exec.inspect().catch(() => null);
    if (info === null || info.Running || (info.Pid ?? 0) > 0 || (info.ExitCode !== null && info.ExitCode !== undefined)) return !done();
    await sleep(Math.min(5 + attempt * 5, 50));
  }
  return false;
}

/** The exit code, once the engine has recorded it (the stream can end well before, on a busy machine); null when `done` says to stop. */
async function readExitCode(exec: Docker.Exec, done: () => boolean): Promise<number | null> {
  for (let attempt = 0; !done(); attempt++) {
    const info = await exec.inspect();
    if (!info.Running && info.ExitCode !== null && info.ExitCode !== undefined) return info.ExitCode;
    await sleep(Math.min(10 + attempt * 5, 100));
  }
  return null;
}

export async function runDockerExec(container: Docker.Container, req: DockerExecRequest): Promise<DockerExecEnd> {
  let stream: Duplex | undefined;
  // Set once a limit is reached: from then on nothing more is captured, and the work's own end is this one.
  let stopped: DockerExecEnd | undefined;
  let timer: NodeJS.Timeout | undefined;
  let reach: (end: DockerExecEnd) => void = () => undefined;
  const limit = new Promise<DockerExecEnd>((resolve) => (reach = resolve));
  const arm = (ms: number, end: DockerExecEnd) => {
    clearTimeout(timer);
    timer = setTimeout(() => reach((stopped = end)), ms);
  };
  const grace = `${req.startGraceMs / 1000} s`;
  arm(req.startGraceMs, { kind: 'start_stalled', message: `the Docker engine did not start the command within ${grace}` });
  const work = (async (): Promise<DockerExecEnd> => {
    const exec = await container.exec({
      Cmd: req.argv,
      AttachStdin: req.stdin !== undefined,
      AttachStdout: true,
      AttachStderr: true,
      Tty: false,
      Privileged: false,
      User: req.user,
      WorkingDir: req.workingDir,
      ...(req.env === undefined ? {} : { Env: req.env }),
    });
    if (stopped !== undefined) return stopped;
    const started = (await exec.start({ hijack: true, stdin: req.stdin !== undefined })) as unknown as Duplex;
    stream = started;
    if (stopped !== undefined) {
      destroyQuietly(started);
      return stopped;
    }
    let outputEnded = false;
    const ended = capture(started, req, () => stopped === undefined);
    // The command's limit from the moment the engine reports its process running (still under the start's guard till then).
    void untilRunning(exec, () => outputEnded || stopped !== undefined).then((running) => {
      if (running && !outputEnded && stopped === undefined) arm(req.timeoutMs, { kind: 'deadline' });
    });
    await ended;
    outputEnded = true;
    if (stopped !== undefined) return stopped;
    // The command's output has ended: reading its exit code is the engine's bookkeeping, under a guard of its own.
    arm(req.startGraceMs, { kind: 'error', message: `the Docker engine did not record the command's exit code within ${grace}` });
    const exitCode = await readExitCode(exec, () => stopped !== undefined);
    // No exit code only once a guard was reached (readExitCode gives up then).
    return stopped ?? (exitCode === null ? { kind: 'error', message: 'the Docker engine recorded no exit code' } : { kind: 'ended', exitCode });
  })().catch((err: unknown): DockerExecEnd => stopped ?? { kind: 'error', message: errorMessage(err) });
  const end = await Promise.race([work, limit]);
  clearTimeout(timer);
  if (end.kind !== 'ended') destroyQuietly(stream);
  return end;
}

/** Feeds stdin, demultiplexes the stream into the captures while `open` says so, and resolves when the output ends. */
function capture(stream: Duplex, req: DockerExecRequest, open: () => boolean): Promise<void> {
  const demux = new ExecStreamDemuxer(
    (chunk) => {
      if (open()) req.stdout.push(chunk);
    },
    (chunk) => {
      if (open()) req.stderr.push(chunk);
    },
  );
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('data', (data: Buffer) => demux.push(data));
    stream.once('end', () => resolve());
    stream.once('close', () => resolve());
    stream.once('error', (err) => reject(err));
  });
  if (req.stdin !== undefined) {
    stream.write(req.stdin);
    stream.end();
  }
  return ended;
}

/** Destroys a hijacked stream left open after a deadline (the container kill normally closes it). */
export function destroyQuietly(stream: Duplex | undefined): void {
  if (stream === undefined) return;
  try {
    stream.destroy();
  } catch {
    /* already gone */
  }
}
