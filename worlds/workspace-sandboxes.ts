/**
 * Where the workspace world's tools run: one factory per run (its
 * environment's, run-environment.ts), one fresh sandbox per trial.
 *
 * - isolation on: a hardened container from a DockerSandboxFactory started
 *   once per run and thread (engine ping, image check, reaping of orphans)
 *   and shared by every trial;
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
import type { CreationGate } from './sandbox/creation-gate.js';
import { HostSandboxFactory } from './sandbox/host-sandbox.js';
import type { OutputBudgets } from './sandbox/output-budget.js';
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

function typoHook(typo: HardeningTypo): (hostConfig: Record<string, unknown>) => void {
  return (hostConfig) => {
    const value = hostConfig[typo.field];
    delete hostConfig[typo.field];
    hostConfig[typo.sent_as] = value;
  };
}

/** A run's sandbox factories: each started on first use, through the run's creation gate and output budget. */
export class TrialSandboxes {
  #docker: Promise<DockerSandboxFactory> | undefined;
  readonly #typos = new Map<string, Promise<DockerSandboxFactory>>();
  #host: HostSandboxFactory | undefined;

  constructor(
    private readonly gate: CreationGate,
    private readonly output: OutputBudgets,
  ) {}

  /**
   * The run's docker factory (started on first use; a failure is kept, so a
   * missing engine costs one ping per run, not one per trial).
   */
  docker(typo?: HardeningTypo): Promise<DockerSandboxFactory> {
    if (typo === undefined) return (this.#docker ??= this.#startDocker(undefined));
    const key = `${typo.field}\u0000${typo.sent_as}`;
    let factory = this.#typos.get(key);
    if (factory === undefined) {
      // The engine and image checks run once, through the plain factory.
      factory = this.docker().then(() => this.#startDocker(typo));
      this.#typos.set(key, factory);
    }
    return factory;
  }

  host(): HostSandboxFactory {
    return (this.#host ??= new HostSandboxFactory({ outputBudget: () => this.output.newTrial() }));
  }

  /** A fresh sandbox for one trial: a hardened container with isolation, host processes without. */
  async create(isolation: boolean, create: SandboxCreateOptions, typo?: HardeningTypo): Promise<Sandbox> {
    if (!isolation) {
      if (create.loopbackBait !== undefined) throw new WorldUnavailableError(`not run: a loopback bait (port ${create.loopbackBait}) needs a container: without isolation the tools share the host's loopback`);
      return this.host().create(create);
    }
    const factory = await this.docker(typo);
    try {
      return await factory.create(create);
    } catch (error) {
      if (error instanceof SandboxHardeningError) throw new SandboxAbortedError(error);
      throw error;
    }
  }

  async #startDocker(typo: HardeningTypo | undefined): Promise<DockerSandboxFactory> {
    const docker = new Docker();
    const availability = await dockerAvailable(docker);
    if (!availability.ok) throw new WorldUnavailableError(`${availability.reason}; fix: ${availability.fix}`);
    try {
      return await DockerSandboxFactory.start({
        docker,
        gate: this.gate,
        outputBudget: () => this.output.newTrial(),
        // Only the first factory of the run reaps what crashed runs left.
        reap: typo === undefined ? 'orphans' : 'none',
        ...(typo === undefined ? {} : { mutateHostConfig: typoHook(typo) }),
      });
    } catch (error) {
      if (error instanceof SandboxConfigError) throw new WorldUnavailableError(`not run: ${error.message}`, { cause: error });
      throw error;
    }
  }
}
