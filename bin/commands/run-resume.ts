import { differingField, type StoreHeader } from '../../ablations/store.js';
import type { RunEnvironment } from '../../worlds/run-environment.js';
import { reapBenchLeftovers } from '../../worlds/sandbox/reap.js';
import { UsageError, type Io } from './common.js';

/* An interrupted run: how long it waits, what it removes, and the command that continues it (--resume). */

/** How long an interrupted run lets its trials in flight finish before cancelling them. */
export const GRACE_MS = 5000;

/** Removes this process's containers and folders after an interrupt (the trials are over or abandoned). */
export async function removeOwnLeftovers(io: Io, environment: RunEnvironment): Promise<void> {
  try {
    // Containers the engine is still creating (any thread) exist, labelled, once it answers: wait for them, then reap once.
    const unanswered = await environment.gate.close(CREATE_WAIT_MS);
    if (unanswered > 0) io.err(`${unanswered} container create request(s) still unanswered after ${CREATE_WAIT_MS / 1000} s; the next run removes what they make`);
    const reaped = await reapBenchLeftovers('mine');
    if (reaped.containers + reaped.folders > 0) io.err(`removed ${reaped.containers} container(s) and ${reaped.folders} folder(s) of this run`);
  } catch (error) {
    io.err(`could not remove this run's containers or folders (${error instanceof Error ? error.message : String(error)}); the next run removes them`);
  }
}

/** The longest an interrupted run waits for the engine to answer container creates in flight. */
const CREATE_WAIT_MS = 10_000;

/** The command that continues this run: the same arguments, with --out when it was chosen for the user, and --resume. */
export function resumeCommandFor(argv: readonly string[], defaultOut: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const args = ['run', ...argv.filter((a) => a !== '--resume'), ...(defaultOut === undefined ? [] : ['--out', defaultOut]), '--resume'];
  return `${launcher(env)} ${args.map(shellWord).join(' ')}`;
}

/** How the bench was started, so that a printed command works as typed: `npm run bench --`, `npx harness-bench`, or `harness-bench` (on PATH). */
export function launcher(env: NodeJS.ProcessEnv = process.env): string {
  if (env['npm_lifecycle_event'] === 'bench') return 'npm run bench --';
  if (env['npm_command'] === 'exec') return 'npx harness-bench';
  return 'harness-bench';
}

function shellWord(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

export function assertSameRun(existing: StoreHeader, wanted: StoreHeader, path: string): void {
  const field = differingField(existing, wanted, ['schema_version', 'run_seed', 'trials', 'scenarios', 'profiles', 'proposers', 'shard', 'allow_host_harness']);
  if (field !== null) throw new UsageError(`--resume: ${path} was made with a different ${field}; rerun with the same options as the first run`);
}
