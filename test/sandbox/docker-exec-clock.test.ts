/**
 * Whose time a command's limit counts. An engine under load takes seconds to
 * create and start an exec and to record its exit code; none of that is the
 * command's, so none of it may turn into a timeout (and a killed container).
 * The engine here is a stand-in with a fake clock: its delays are exact.
 */
import { PassThrough } from 'node:stream';
import type Docker from 'dockerode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runDockerExec, type DockerExecEnd } from '../../worlds/sandbox/docker-exec.js';
import { OutputCapture } from '../../worlds/sandbox/output-capture.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One stdout frame of the engine's multiplexed stream. */
function frame(text: string): Buffer {
  const payload = Buffer.from(text);
  const header = Buffer.alloc(8);
  header[0] = 1;
  header.writeUInt32BE(payload.length, 4);
  return Buffer.concat([header, payload]);
}

interface Timing {
  /** Creating the exec (never, when Infinity). */
  createMs: number;
  /** From the engine's answer to start until it runs the process. */
  runsAfterMs: number;
  /** How long the process runs. */
  runMs: number;
  /** From the end of its output until the engine records its exit code (never, when Infinity). */
  exitRecordedMs: number;
  /** Output the process writes after `runMs` without ending (a process that keeps writing past its limit). */
  lateOutput?: boolean;
}

/** An engine stand-in with Docker's order of events: it answers start, then runs the process, then records its exit. */
function engine(t: Timing): Docker.Container {
  let running = false;
  let exitedAt: number | undefined;
  const exec = {
    start: async () => {
      const stream = new PassThrough();
      setTimeout(() => {
        running = true;
        setTimeout(() => {
          if (t.lateOutput === true) return stream.write(frame('late\n'));
          stream.end(frame('done\n'));
          running = false;
          exitedAt = Date.now();
        }, t.runMs);
      }, t.runsAfterMs);
      return stream;
    },
    inspect: async () => {
      const recorded = exitedAt !== undefined && Date.now() - exitedAt >= t.exitRecordedMs;
      if (exitedAt !== undefined && !recorded) return { Running: true, Pid: 42, ExitCode: null };
      return { Running: running, Pid: running || recorded ? 42 : 0, ExitCode: recorded ? 0 : null };
    },
  };
  const create = () => (t.createMs === Infinity ? new Promise<never>(() => undefined) : sleep(t.createMs).then(() => exec));
  return { exec: create } as unknown as Docker.Container;
}

async function run(container: Docker.Container, timeoutMs: number, startGraceMs: number, advanceMs: number): Promise<{ end: DockerExecEnd; stdout: string }> {
  const stdout = new OutputCapture(1024, null, 0);
  const stderr = new OutputCapture(1024, null, 0);
  const running = runDockerExec(container, { argv: ['true'], user: '1000', workingDir: '/workspace', stdout, stderr, timeoutMs, startGraceMs });
  await vi.advanceTimersByTimeAsync(advanceMs);
  return { end: await running, stdout: stdout.finish().text };
}

describe('runDockerExec: the command limit counts from its start', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a 1 s command under a 2 s limit ends, though the engine took 5 s to create it, 4 s to run it and 5 s to record its exit', async () => {
    const ran = await run(engine({ createMs: 5_000, runsAfterMs: 4_000, runMs: 1_000, exitRecordedMs: 5_000 }), 2_000, 60_000, 20_000);
    expect(ran).toEqual({ end: { kind: 'ended', exitCode: 0 }, stdout: 'done\n' });
  });

  it('a 3 s command under a 2 s limit reaches it', async () => {
    const ran = await run(engine({ createMs: 5_000, runsAfterMs: 4_000, runMs: 3_000, exitRecordedMs: 0 }), 2_000, 60_000, 15_000);
    expect(ran).toEqual({ end: { kind: 'deadline' }, stdout: '' });
  });

  it('captures nothing a command writes after its limit', async () => {
    const ran = await run(engine({ createMs: 0, runsAfterMs: 0, runMs: 3_000, exitRecordedMs: 0, lateOutput: true }), 2_000, 60_000, 5_000);
    expect(ran).toEqual({ end: { kind: 'deadline' }, stdout: '' });
  });

  it('an engine that never starts the command is a stalled engine, not a timed-out command', async () => {
    const ran = await run(engine({ createMs: Infinity, runsAfterMs: 0, runMs: 0, exitRecordedMs: 0 }), 2_000, 60_000, 61_000);
    expect(ran).toEqual({ end: { kind: 'start_stalled', message: 'the Docker engine did not start the command within 60 s' }, stdout: '' });
  });

  it('an engine that never records the exit code is an engine error after its guard, not a timed-out command', async () => {
    const ran = await run(engine({ createMs: 0, runsAfterMs: 0, runMs: 1_000, exitRecordedMs: Infinity }), 2_000, 60_000, 62_000);
    expect(ran).toEqual({ end: { kind: 'error', message: "the Docker engine did not record the command's exit code within 60 s" }, stdout: 'done\n' });
  });
});
