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

/** An engine whose exec takes `createMs` to create (never, when Infinity), runs `runMs` once started, and records its exit code `inspectMs` after that. */
function engine(t: { createMs: number; runMs: number; inspectMs: number }): Docker.Container {
  const exec = {
    start: async () => {
      const stream = new PassThrough();
      setTimeout(() => stream.end(frame('done\n')), t.runMs);
      return stream;
    },
    inspect: async () => {
      await sleep(t.inspectMs);
      return { Running: false, ExitCode: 0 };
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

  it('a 1 s command under a 2 s limit ends, though the engine took 5 s to start it and 5 s to record its exit', async () => {
    const ran = await run(engine({ createMs: 5_000, runMs: 1_000, inspectMs: 5_000 }), 2_000, 60_000, 12_000);
    expect(ran).toEqual({ end: { kind: 'ended', exitCode: 0 }, stdout: 'done\n' });
  });

  it('a 3 s command under a 2 s limit reaches it, and nothing after the limit is captured', async () => {
    const ran = await run(engine({ createMs: 5_000, runMs: 3_000, inspectMs: 0 }), 2_000, 60_000, 9_000);
    expect(ran).toEqual({ end: { kind: 'deadline' }, stdout: '' });
  });

  it('an engine that never starts the command is a stalled engine, not a timed-out command', async () => {
    const ran = await run(engine({ createMs: Infinity, runMs: 0, inspectMs: 0 }), 2_000, 60_000, 61_000);
    expect(ran).toEqual({ end: { kind: 'start_stalled', message: 'the Docker engine did not start the command within 60 s' }, stdout: '' });
  });
});
