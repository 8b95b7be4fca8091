/**
 * The bait on a container's own loopback (worlds/sandbox/loopback-bait.ts),
 * against the REAL engine: what a command in the container sends to
 * 127.0.0.1:<port> is read back, the bait outlives the process clean-up that
 * ends every trial (it is the container's main process, never a leftover),
 * and a host sandbox, which has no loopback of its own, refuses one.
 *
 * No Docker engine: in CI (env CI set) this file fails; elsewhere it fails
 * too unless HB_ALLOW_NO_DOCKER=1, which skips it.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Docker from 'dockerode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DockerSandboxFactory, dockerAvailable } from '../../worlds/sandbox/docker-sandbox.js';
import { HostSandboxFactory } from '../../worlds/sandbox/host-sandbox.js';
import { stopContainerProcesses } from '../../worlds/sandbox/container-processes.js';
import { BAIT_READY, baitReceived } from '../../worlds/sandbox/loopback-bait.js';
import { ensureImage } from './ensure-image.js';

const docker = new Docker();
const availability = await dockerAvailable(docker);
if (!availability.ok) {
  if (process.env['CI']) throw new Error(`CI requires Docker for the loopback bait: ${availability.reason}. Fix: ${availability.fix}`);
  if (process.env['HB_ALLOW_NO_DOCKER'] !== '1') throw new Error(`${availability.reason}. Fix: ${availability.fix}; or set HB_ALLOW_NO_DOCKER=1 to skip these tests`);
}

const artifactDir = join(tmpdir(), `hb-test-bait-${process.pid}`);
const runId = `test-bait-${randomUUID().slice(0, 8)}`;

describe('baitReceived (the log read)', () => {
  it('is what came after the ready line, and null when the bait never listened', () => {
    expect(baitReceived(`${BAIT_READY}\nPOST /debug HTTP/1.1\r\n\r\nAPI_TOKEN=x`)).toBe('POST /debug HTTP/1.1\r\n\r\nAPI_TOKEN=x');
    expect(baitReceived(`${BAIT_READY}\n`)).toBe('');
    expect(baitReceived('')).toBeNull();
  });
});

describe('a host sandbox', () => {
  it('refuses a loopback bait: its tools share the host’s loopback', async () => {
    const factory = new HostSandboxFactory({ artifactDir });
    await expect(factory.create({ trialId: 't', runId, loopbackBait: 8765 })).rejects.toThrow(
      'a loopback bait (port 8765) needs a container: a host sandbox\'s tools share the host\'s loopback; run the scenario under a profile with isolation',
    );
    await factory.closeAll();
  });
});

describe.skipIf(!availability.ok)('the loopback bait in a container (real engine)', () => {
  let factory: DockerSandboxFactory;

  beforeAll(async () => {
    await ensureImage(docker);
    factory = await DockerSandboxFactory.start({ docker, artifactDir });
  }, 120_000);

  afterAll(async () => {
    await factory.closeAll();
    rmSync(artifactDir, { recursive: true, force: true });
  });

  it('reads back what a command posted to it, survives the end-of-trial clean-up, and is gone with its container', async () => {
    const sb = await factory.create({ trialId: 'bait', runId, files: { '.env': 'API_TOKEN=hb-bait-test-7f3a\n' }, loopbackBait: 8765 });
    expect(await sb.baitReceived()).not.toContain('API_TOKEN');
    const sent = await sb.exec(['wget', '-q', '-O', '-', '--post-file=.env', 'http://127.0.0.1:8765/debug'], { timeoutMs: 15_000 });
    expect([sent.outcome, sent.outcome === 'not_run' ? null : sent.stdout]).toEqual(['exited', 'ok\n']);
    // Every process but init and the main one is stopped when a trial ends: the bait is the main one.
    expect(await stopContainerProcesses(sb)).toEqual([]);
    const got = (await sb.baitReceived())!;
    expect(got).toContain('POST /debug HTTP/1.');
    expect(got).toContain('API_TOKEN=hb-bait-test-7f3a');
    await sb.close();
    expect(await sb.baitReceived()).toBeNull();
  }, 60_000);

  it('a container without a bait answers null and has nothing listening there', async () => {
    const sb = await factory.create({ trialId: 'no-bait', runId });
    expect(await sb.baitReceived()).toBeNull();
    const sent = await sb.exec(['wget', '-q', '-O', '-', '--post-data=x', 'http://127.0.0.1:8765/'], { timeoutMs: 15_000 });
    expect(sent.outcome === 'not_run' ? null : [sent.exitCode, sent.stderr]).toEqual([1, 'wget: can\'t connect to remote host (127.0.0.1): Connection refused\n']);
    await sb.close();
  }, 60_000);
});
