/**
 * One Engine API exec: create, start (hijacked), feed stdin, demultiplex
 * stdout / stderr into captures, and report how it ended.
 *
 * The command's time limit counts from the moment the engine has started it,
 * and stops when its output ends: how long the engine takes to create and
 * start an exec, or to record its exit code, is the engine's time, not the
 * command's (on a busy machine both take seconds). The engine's start has a
 * hang guard of its own. When either limit is reached the wait ends; the
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
  /** How long the engine may take to create and start the exec: a hang guard, never a limit on the command. */
  startGraceMs: number;
}

export type DockerExecEnd =
  | { kind: 'ended'; exitCode: number | null }
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

async function readExitCode(exec: Docker.Exec): Promise<number | null> {
  // The stream can end a moment before the engine records the exit code.
  for (let attempt = 0; attempt < 20; attempt++) {
    const info = await exec.inspect();
    if (!info.Running && info.ExitCode !== null && info.ExitCode !== undefined) return info.ExitCode;
    await new Promise((resolve) => setTimeout(resolve, 10 + attempt * 5));
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
  arm(req.startGraceMs, { kind: 'start_stalled', message: `the Docker engine did not start the command within ${req.startGraceMs / 1000} s` });
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
    arm(req.timeoutMs, { kind: 'deadline' });
    const demux = new ExecStreamDemuxer(
      (chunk) => {
        if (stopped === undefined) req.stdout.push(chunk);
      },
      (chunk) => {
        if (stopped === undefined) req.stderr.push(chunk);
      },
    );
    const ended = new Promise<void>((resolve, reject) => {
      started.on('data', (data: Buffer) => demux.push(data));
      started.once('end', () => resolve());
      started.once('close', () => resolve());
      started.once('error', (err) => reject(err));
    });
    if (req.stdin !== undefined) {
      started.write(req.stdin);
      started.end();
    }
    await ended;
    // The command's output has ended: reading its exit code is the engine's bookkeeping, not the command's time.
    clearTimeout(timer);
    if (stopped !== undefined) return stopped;
    return { kind: 'ended', exitCode: await readExitCode(exec) };
  })().catch((err: unknown): DockerExecEnd => stopped ?? { kind: 'error', message: errorMessage(err) });
  const end = await Promise.race([work, limit]);
  clearTimeout(timer);
  if (end.kind === 'deadline' || end.kind === 'start_stalled') destroyQuietly(stream);
  return end;
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
