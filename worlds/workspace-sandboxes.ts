/**
 * Where the workspace world's tools run: one factory per process, one fresh
 * sandbox per trial.
 *
 * - isolation on: a hardened container from a DockerSandboxFactory started
 *   once per process (engine ping, image check, reaping of orphans) and
 *   shared by every trial;
 * - isolation off: a HostSandbox (plain host processes in a temp dir).
 *
 * No engine or no image: WorldUnavailableError (the matrix reports the trial
 * as not run). A hardening field the engine did not apply:
 * SandboxAbortedError, also a WorldUnavailableError: the trial is never run
 * in an unverified container.
 */
import Docker from 'dockerode';
import { WorldUnavailableError } from '../harness/errors.js';
import { DockerSandboxFactory, dockerAvailable } from './sandbox/docker-sandbox.js';
import { HostSandboxFactory } from './sandbox/host-sandbox.js';
import { SandboxConfigError, SandboxHardeningError, type Sandbox, type SandboxCreateOptions } from './sandbox/sandbox.js';

/** A container whose hardening the engine did not apply: the trial is aborted before any tool runs. */
export class SandboxAbortedError extends WorldUnavailableError {
  constructor(readonly hardening: SandboxHardeningError) {
    super(
      `aborted: ${hardening.message}. The engine ignores a misspelt HostConfig field, so the container was refused before any tool ran; fix the field name (worlds/sandbox/docker-hardening.ts, or the scenario's hardening_typo test hook)`,
      { cause: hardening },
    );
  }
}

export interface HardeningTypo {
  field: string;
  sent_as: string;
}

let dockerFactory: Promise<DockerSandboxFactory> | undefined;
const typoFactories = new Map<string, Promise<DockerSandboxFactory>>();
let hostFactory: HostSandboxFactory | undefined;

function typoHook(typo: HardeningTypo): (hostConfig: Record<string, unknown>) => void {
  return (hostConfig) => {
    const value = hostConfig[typo.field];
    delete hostConfig[typo.field];
    hostConfig[typo.sent_as] = value;
  };
}

async function startDocker(typo: HardeningTypo | undefined): Promise<DockerSandboxFactory> {
  const docker = new Docker();
  const availability = await dockerAvailable(docker);
  if (!availability.ok) throw new WorldUnavailableError(`${availability.reason}; fix: ${availability.fix}`);
  try {
    return await DockerSandboxFactory.start({
      docker,
      // Only the first factory of the process reaps what crashed runs left.
      reap: typo === undefined ? 'orphans' : 'none',
      ...(typo === undefined ? {} : { mutateHostConfig: typoHook(typo) }),
    });
  } catch (error) {
    if (error instanceof SandboxConfigError) throw new WorldUnavailableError(`not run: ${error.message}`, { cause: error });
    throw error;
  }
}

/**
 * The process's docker factory (started on first use; a failure is kept, so
 * a missing engine costs one ping per process, not one per trial).
 */
export function sharedDockerFactory(typo?: HardeningTypo): Promise<DockerSandboxFactory> {
  if (typo === undefined) return (dockerFactory ??= startDocker(undefined));
  const key = `${typo.field}\u0000${typo.sent_as}`;
  let factory = typoFactories.get(key);
  if (factory === undefined) {
    // The engine and image checks run once, through the plain factory.
    factory = sharedDockerFactory().then(() => startDocker(typo));
    typoFactories.set(key, factory);
  }
  return factory;
}

export function sharedHostFactory(): HostSandboxFactory {
  return (hostFactory ??= new HostSandboxFactory());
}

/** A fresh sandbox for one trial: a hardened container with isolation, host processes without. */
export async function createTrialSandbox(isolation: boolean, create: SandboxCreateOptions, typo?: HardeningTypo): Promise<Sandbox> {
  if (!isolation) return sharedHostFactory().create(create);
  const factory = await sharedDockerFactory(typo);
  try {
    return await factory.create(create);
  } catch (error) {
    if (error instanceof SandboxHardeningError) throw new SandboxAbortedError(error);
    throw error;
  }
}
