/**
 * The log of a container's main process (the warden, or the loopback bait),
 * as the engine keeps it: read whole, or polled until a condition holds.
 */
import type Docker from 'dockerode';
import { ExecStreamDemuxer } from './docker-exec.js';

export class MainProcessLog {
  constructor(
    private readonly container: Docker.Container,
    /** False once the container is gone: polling stops. */
    private readonly alive: () => boolean,
  ) {}

  /** The main process's stdout as the engine logged it. */
  async text(): Promise<string> {
    const raw = (await this.container.logs({ stdout: true, stderr: false, follow: false })) as unknown as Buffer;
    const chunks: Buffer[] = [];
    new ExecStreamDemuxer((c) => chunks.push(c), () => undefined).push(raw);
    return Buffer.concat(chunks).toString('utf8');
  }

  /** Reads the log until `done` holds for its lines (true), or `until` (performance.now()) passes or the container ends (false). */
  async until(done: (lines: string[]) => boolean, until: number): Promise<boolean> {
    for (let pause = 5; performance.now() < until && this.alive(); pause = Math.min(pause * 1.5, 100)) {
      const log = await this.text().catch(() => '');
      if (done(log.split('\n'))) return true;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
    return false;
  }
}
