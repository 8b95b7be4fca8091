import { accessSync, constants, statSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, HarnessBenchError, StoreError } from '../../harness/errors.js';
import { didYouMean } from './did-you-mean.js';

/** A usage error: bad flag, bad value, unknown name. Exit code 2. */
export class UsageError extends HarnessBenchError {}

export const EXIT = { ok: 0, failed: 1, usage: 2, trialError: 3, interrupted: 130 } as const;

/** The exit code of each matrix outcome (ablations/judge/expectations.ts matrixOutcome). */
export const OUTCOME_EXIT = { ok: EXIT.ok, failed: EXIT.failed, unjudged: EXIT.trialError } as const;

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  isTty: boolean;
}

/**
 * Whether stdout's reader has gone (`harness-bench list | head`). A closed pipe
 * is not an error of the command: output stops, the command finishes its work
 * (a run still stores its rows and removes its containers) and exits as it would.
 */
let stdoutClosed = false;
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  stdoutClosed = true;
});

export const processIo: Io = {
  out: (text) => {
    if (!stdoutClosed) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  },
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  isTty: Boolean(process.stderr.isTTY),
};

/** parseArgs with strict checking; unknown flags and missing values become UsageErrors. The options come from the option table (cli.ts parseCommand). */
export function parseFlags<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T, allowPositionals = false) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // An unknown flag: name the closest known one.
    const unknown = /^Unknown option '--([^']+)'/.exec(message)?.[1];
    const hint = unknown === undefined ? '' : didYouMean(unknown, Object.keys(options)).replace(/did you mean (\S+)\?/, 'did you mean --$1?');
    throw new UsageError(`${message}${hint}`);
  }
}

export function intFlag(name: string, value: string | undefined, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value.trim())) throw new UsageError(`--${name} must be an integer, got ${JSON.stringify(value)}`);
  return checkCount(name, Number(value), min, max, value);
}

/** A flag's integer, given as text or as a number (a run request): an integer from `min` to `max`, else a UsageError naming the flag. */
export function checkCount(name: string, n: number, min = 0, max = Number.MAX_SAFE_INTEGER, given = String(n)): number {
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be an integer >= ${min}, got ${given}`);
  if (n > max || !Number.isSafeInteger(n)) throw new UsageError(`--${name} must be at most ${max.toLocaleString('en-US')}, got ${given}`);
  return n;
}

/** An integer flag as given, or undefined when it is absent (its default is the run request's). */
export function optionalInt(name: string, value: string | undefined, min = 0, max = Number.MAX_SAFE_INTEGER): number | undefined {
  return value === undefined ? undefined : intFlag(name, value, 0, min, max);
}

/** The most trials per cell a run takes (--trials): beyond it, one cell's rows alone outgrow a store that reports can read in minutes. */
export const MAX_TRIALS = 1_000_000;
/** The most trials at once (--jobs). */
export const MAX_JOBS = 256;

/** What one trial of a run holds at once: the cores it keeps busy and the memory it may use. */
export interface TrialFootprint {
  cores: number;
  memoryBytes: number;
}

/** A trial of the reference harness: at most one core, and about a GiB of heap at most (an LLM trial's worker thread). */
export const REFERENCE_TRIAL: TrialFootprint = { cores: 1, memoryBytes: 2 ** 30 };

/**
 * A trial of a harness under test: its own process, its container and the
 * engine's work keep about one and a half cores busy (measured,
 * docs/benchmarks.md), and its container may hold its memory cap, 2 GiB
 * (HARNESS_CONTAINER_LIMITS, harnesses/container/in-container.ts; a test
 * keeps the two equal, so that the CLI's start loads no container code).
 */
export const HARNESS_TRIAL: TrialFootprint = { cores: 2, memoryBytes: 2 * 2 ** 30 };

/**
 * `--jobs auto`: as many trials at once as the cores hold and the memory
 * holds, each trial taking its footprint; at least one, at most MAX_JOBS.
 */
export function autoJobs(perTrial: TrialFootprint = REFERENCE_TRIAL, { cores = availableParallelism(), memoryBytes = totalmem() }: { cores?: number; memoryBytes?: number } = {}): number {
  return Math.max(1, Math.min(Math.floor(cores / perTrial.cores), Math.floor(memoryBytes / perTrial.memoryBytes), MAX_JOBS));
}

/** What a trial of this run holds, for `--jobs auto`: more when a harness under test runs. */
export function trialFootprint(spec: { subjects: readonly { kind: string }[] }): TrialFootprint {
  return spec.subjects.some((s) => s.kind !== 'reference') ? HARNESS_TRIAL : REFERENCE_TRIAL;
}

/** --jobs: a count from 1 to MAX_JOBS, or `auto` (autoJobs, each trial taking `perTrial`). */
export function jobsFlag(value: string | undefined, fallback: number | 'auto', perTrial: TrialFootprint = REFERENCE_TRIAL): number {
  const jobs = jobsValue(value ?? String(fallback));
  return jobs === 'auto' ? autoJobs(perTrial) : jobs!;
}

/** --jobs as given: a count from 1 to MAX_JOBS, `auto`, or undefined when absent. */
export function jobsValue(value: string | undefined): number | 'auto' | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (text === 'auto') return 'auto';
  if (!/^-?\d+$/.test(text)) throw new UsageError(`--jobs must be an integer or auto, got ${JSON.stringify(value)}`);
  return intFlag('jobs', text, 1, 1, MAX_JOBS);
}

export function choiceFlag<T extends string>(name: string, value: string | undefined, choices: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!(choices as readonly string[]).includes(value)) throw new UsageError(`--${name} must be one of ${choices.join(', ')}; got ${JSON.stringify(value)}`);
  return value as T;
}

/** A bad name or file given on the command line (a ConfigError) is a usage error, exit 2: the command does not start. */
export function asUsage<T>(make: () => T): T {
  try {
    const made = make();
    return made instanceof Promise ? (made.catch(rethrowAsUsage) as T) : made;
  } catch (error) {
    return rethrowAsUsage(error);
  }
}

function rethrowAsUsage(error: unknown): never {
  if (error instanceof ConfigError) throw new UsageError(error.message);
  throw error;
}

export function isUserError(error: unknown): error is Error {
  return error instanceof UsageError || error instanceof ConfigError || error instanceof StoreError;
}

/** A results folder flag must name a folder (or nothing yet): a file there is a usage error, not a stack trace. */
export function assertFolderOrAbsent(flag: string, path: string): void {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat !== undefined && !stat.isDirectory()) throw new UsageError(`${flag} ${path}: is a file, not a folder; give a folder for the results`);
  if (stat !== undefined) return;
  // The folder is made when the run starts: say now, before any work, when it cannot be.
  let at = dirname(resolve(path));
  for (let above = statSync(at, { throwIfNoEntry: false }); above === undefined && dirname(at) !== at; above = statSync(at, { throwIfNoEntry: false })) at = dirname(at);
  if (!statSync(at).isDirectory()) throw new UsageError(`${flag} ${path}: ${at} is a file, not a folder; give a folder for the results`);
  try {
    accessSync(at, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`${flag} ${path}: cannot create it in ${at} (${code === 'EROFS' ? 'a read-only file system' : code === 'EACCES' ? 'permission denied' : code}); give a folder on a writable file system`);
  }
}

/** A matrix's columns in words, each kind by its own name: `3 profile(s) + 2 harness configuration(s)`. */
export function columnsText(profiles: number, configurations: number): string {
  return [profiles > 0 ? `${profiles} profile(s)` : '', configurations > 0 ? `${configurations} harness configuration(s)` : ''].filter((t) => t !== '').join(' + ') || '0 columns';
}
