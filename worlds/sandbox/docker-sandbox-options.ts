/**
 * What a docker sandbox factory is asked for (image, limits, caps, clean-up),
 * and the same with every default filled in, as each sandbox reads it.
 */
import type Docker from 'dockerode';
import {
  DEFAULT_ARTIFACT_CAP_BYTES,
  DEFAULT_OUTPUT_CAP_BYTES,
  DEFAULT_READ_CAP_BYTES,
  DEFAULT_SNAPSHOT_MAX_BYTES,
  DEFAULT_SNAPSHOT_MAX_ENTRIES,
  SandboxConfigError,
} from './sandbox.js';
import { DEFAULT_DOCKER_LIMITS, type DockerSandboxLimits } from './docker-hardening.js';
import type { ReapOptions } from './docker-engine.js';
import { CreationGate } from './creation-gate.js';
import { defaultArtifactDir } from './output-capture.js';
import { factoryOutputBudget, type TrialOutputBudget } from './output-budget.js';
import type { ArchiveCaps } from './workspace-archive.js';

export interface DockerSandboxFactoryOptions {
  docker?: Docker;
  /** Image tag; default $HARNESS_BENCH_IMAGE, else .cache/sandbox-image. */
  image?: string;
  limits?: Partial<DockerSandboxLimits>;
  /** Per-stream cap on stdout / stderr returned in memory (default 64 KiB). */
  outputCapBytes?: number;
  /** Where full outputs past the cap are saved as `<sha256>` (default: a folder of this process's own, made with mkdtemp). */
  artifactDir?: string;
  artifactCapBytes?: number;
  /** Cap on readFile / trustedRead (default 8 MiB). */
  readCapBytes?: number;
  /** Time limit of the internal execs behind readFile / writeFile / listFiles (default 15 s). */
  fileOpTimeoutMs?: number;
  /** Most entries (files, folders, links) a workspace snapshot reads (default 100,000); past it the snapshot fails as too_large. */
  snapshotMaxEntries?: number;
  /** Most bytes of files a workspace snapshot takes (default 64 MiB); past it the snapshot fails as too_large. */
  snapshotMaxBytes?: number;
  /** Each sandbox's budget of saved output bytes (default: the default caps of output-budget.ts, counted for this factory alone). */
  outputBudget?: () => TrialOutputBudget;
  /** The run's count of container creations in flight (default: a gate of this factory's own). */
  gate?: CreationGate;
  /** Leftover containers removed when the factory starts (default 'orphans'; 'none' skips). */
  reap?: ReapOptions['scope'] | 'none';
  /**
   * TEST HOOK: mutates the HostConfig sent to the engine, not the one the
   * container is verified against (used to prove a misspelt field aborts).
   */
  mutateHostConfig?: (hostConfig: Record<string, unknown>) => void;
}

export interface ResolvedOptions {
  docker: Docker;
  image: string;
  limits: DockerSandboxLimits;
  outputCapBytes: number;
  artifactDir: string;
  artifactCapBytes: number;
  readCapBytes: number;
  fileOpTimeoutMs: number;
  snapshotMaxEntries: number;
  snapshotMaxBytes: number;
  outputBudget: () => TrialOutputBudget;
  gate: CreationGate;
  mutateHostConfig: ((hostConfig: Record<string, unknown>) => void) | undefined;
}

export function resolveOptions(opts: DockerSandboxFactoryOptions, docker: Docker, image: string): ResolvedOptions {
  const limits = { ...DEFAULT_DOCKER_LIMITS, ...opts.limits };
  for (const [key, value] of Object.entries(limits)) {
    if (typeof value === 'number' && (!Number.isSafeInteger(value) || value <= 0)) {
      throw new SandboxConfigError(`sandbox limit ${key} must be a positive integer, got ${value}`);
    }
  }
  return {
    docker,
    image,
    limits,
    outputCapBytes: opts.outputCapBytes ?? DEFAULT_OUTPUT_CAP_BYTES,
    artifactDir: opts.artifactDir ?? defaultArtifactDir(),
    artifactCapBytes: opts.artifactCapBytes ?? DEFAULT_ARTIFACT_CAP_BYTES,
    readCapBytes: opts.readCapBytes ?? DEFAULT_READ_CAP_BYTES,
    fileOpTimeoutMs: opts.fileOpTimeoutMs ?? 15_000,
    snapshotMaxEntries: opts.snapshotMaxEntries ?? DEFAULT_SNAPSHOT_MAX_ENTRIES,
    snapshotMaxBytes: opts.snapshotMaxBytes ?? DEFAULT_SNAPSHOT_MAX_BYTES,
    outputBudget: opts.outputBudget ?? factoryOutputBudget(),
    gate: opts.gate ?? new CreationGate(),
    mutateHostConfig: opts.mutateHostConfig,
  };
}

/** The caps a sandbox's archives are read and written under. */
export function archiveCaps(opts: ResolvedOptions): ArchiveCaps {
  return {
    readCapBytes: opts.readCapBytes,
    snapshotMaxEntries: opts.snapshotMaxEntries,
    snapshotMaxBytes: opts.snapshotMaxBytes,
    workspaceBytes: opts.limits.workspaceBytes,
    fsizeBytes: opts.limits.fsizeBytes,
  };
}
