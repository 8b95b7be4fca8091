import type { WaitSnapshot } from '../../models/llm/activity.js';
import type { LlmWorkerOptions } from '../../models/llm/llm-proposer-spec.js';
import type { RunEnvironmentShare } from '../../worlds/run-environment.js';
import type { Profile } from '../../harness/profile.js';
import type { Scenario } from '../../scenarios/schema.js';
import type { TrialRow } from '../results/store.js';

/*
 * What the matrix (ablations/runner/matrix.ts) and its trial workers
 * (ablations/runner/trial-worker.ts) send each other. It has a module of its own so
 * that the worker can import the planner from the matrix without the matrix
 * importing the worker back.
 */

/** Data a trial worker gets: the matrix as plain data, so it can plan the same trials. */
export interface WorkerSpec {
  scenarios: Scenario[];
  /** The reference harness's profiles (only in-process subjects run in worker threads). */
  profiles: Profile[];
  proposers: string[];
  /** LLM proposers by id: the options this worker rebuilds each with, its part of the provider budgets included. */
  llm?: Record<string, LlmWorkerOptions> | undefined;
  /** Chunks this worker runs at once (LLM trials wait on the provider: several in flight per worker); default 1. */
  lanes?: number | undefined;
  trials: number;
  seed: number;
  keepEvents: number;
  artifactDir?: string | undefined;
  /** The store the worker appends each finished row to, before its next trial. */
  storePath?: string | undefined;
  /** Set to 1 by the parent to stop: read before every trial. */
  stop: Int32Array;
  /** The run's environment: its saved-output caps and shared counter (every thread draws on one run total), its count of container creations in flight (which an interrupted run's clean-up waits for). */
  environment: RunEnvironmentShare;
}

/**
 * What a worker posts: rows already in the store, at most `POST_MS` (trial-worker.ts) after
 * their trial ended (one message per trial would cost more than a trial),
 * then `chunk_done` when it wants more (one per lane), and, running LLM
 * trials, what they wait on (`waits`) a few times a second.
 */
export type WorkerMessage = { kind: 'rows'; rows: TrialRow[] } | { kind: 'chunk_done' } | { kind: 'waits'; snapshot: WaitSnapshot };
