/**
 * Docker sandboxes: one hardened container per trial (see DockerSandbox in
 * docker-container.ts), made by a factory that first checks the engine (the
 * image is there, seccomp applies) and reaps what crashed runs left; and the
 * process's clean-up of every container it still holds, on exit or a signal.
 */
import Docker from 'dockerode';
import { SandboxConfigError, SandboxCreateOptionsSchema, SandboxHardeningError, type SandboxCreateOptions, type SandboxFactory } from './sandbox.js';
import { assertImagePresent, reapLeftovers, resolveSandboxImage } from './docker-engine.js';
import { DockerSandbox, openSandboxes } from './docker-container.js';
import { resolveOptions, type DockerSandboxFactoryOptions, type ResolvedOptions } from './docker-sandbox-options.js';

export { DockerSandbox } from './docker-container.js';
export { dockerAvailable, listSandboxContainers } from './docker-engine.js';
export { DEFAULT_SNAPSHOT_MAX_ENTRIES } from './sandbox.js';
export type { DockerSandboxFactoryOptions } from './docker-sandbox-options.js';

export class DockerSandboxFactory implements SandboxFactory {
  readonly kind = 'docker' as const;
  private readonly mine = new Set<DockerSandbox>();

  private constructor(private readonly opts: ResolvedOptions) {}

  get image(): string {
    return this.opts.image;
  }

  get docker(): Docker {
    return this.opts.docker;
  }

  /**
   * Checks the image is present and the engine applies seccomp, and reaps
   * leftovers of crashed runs. Throws SandboxConfigError when the image is
   * missing, SandboxHardeningError when the engine runs without seccomp.
   */
  static async start(opts: DockerSandboxFactoryOptions = {}): Promise<DockerSandboxFactory> {
    const docker = opts.docker ?? new Docker();
    const image = resolveSandboxImage(opts.image);
    const resolved = resolveOptions(opts, docker, image);
    await assertImagePresent(docker, image);
    // Seccomp is the engine's to apply (HostConfig only asks for no-new-privileges): a daemon running
    // without it would start containers that pass the HostConfig check.
    const info = (await docker.info()) as { SecurityOptions?: string[] };
    if (!(info.SecurityOptions ?? []).some((o) => o.includes('name=seccomp') && !o.includes('profile=unconfined'))) {
      throw new SandboxHardeningError('engine SecurityOptions', 'name=seccomp (a confining profile)', info.SecurityOptions ?? []);
    }
    const reap = opts.reap ?? 'orphans';
    if (reap !== 'none') await reapLeftovers(docker, { scope: reap });
    return new DockerSandboxFactory(resolved);
  }

  async create(opts: SandboxCreateOptions): Promise<DockerSandbox> {
    const parsed = SandboxCreateOptionsSchema.safeParse(opts);
    if (!parsed.success) throw new SandboxConfigError(`bad sandbox create options: ${parsed.error.message}`);
    const sandbox = await DockerSandbox.create(this.opts, opts);
    // Forget closed sandboxes, so a long run does not hold every sandbox it ever made.
    for (const s of this.mine) if (!s.alive) this.mine.delete(s);
    this.mine.add(sandbox);
    return sandbox;
  }

  async closeAll(): Promise<void> {
    const all = [...this.mine];
    this.mine.clear();
    await Promise.allSettled(all.map((s) => s.close()));
  }
}

/** Closes every docker sandbox this process still has open (for process exit / SIGINT). */
export async function closeAll(): Promise<void> {
  const all = openSandboxes();
  await Promise.allSettled(all.map((s) => s.close()));
}

let signalHandlersInstalled = false;

/**
 * Opt-in: on SIGINT / SIGTERM, remove this process's containers, then exit
 * with 128 + signal number. (SIGKILL cannot be caught: the next factory
 * start reaps what it leaves.)
 */
export function installSandboxSignalHandlers(): void {
  if (signalHandlersInstalled) return;
  signalHandlersInstalled = true;
  const onSignal = (signalNumber: number): void => {
    void closeAll().finally(() => process.exit(128 + signalNumber));
  };
  process.once('SIGINT', () => onSignal(2));
  process.once('SIGTERM', () => onSignal(15));
}
