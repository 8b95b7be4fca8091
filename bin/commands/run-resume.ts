import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { differingField, readStoreHeader, type StoreHeader } from '../../ablations/results/store.js';
import { StoreError } from '../../harness/errors.js';
import { parseCommand } from './cli.js';
import { COMMANDS } from './cli-table.js';
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

/** The command that continues a run stored in `outDir`: its folder alone (the store's header holds the rest). */
export function resumeCommandFor(outDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${launcher(env)} ${['run', '--resume', outDir].map(shellWord).join(' ')}`;
}

/**
 * Flags that change how the rest of a run goes, not what it runs: a resumed
 * run may give them anew (a larger --jobs, a raised --run-cost-limit after
 * the cap stopped it). Any other flag given with --resume must agree with
 * the run's own.
 */
export const FREE_ON_RESUME: readonly string[] = ['jobs', 'format', 'reporter', 'require-all', 'max-concurrency', 'run-token-limit', 'run-cost-limit', 'keep-events', 'trial-output-cap', 'run-output-cap'];

/** The run's arguments to record in its store: as given, without the folder (`--out`) and `--resume`. */
export function storedArguments(argv: readonly string[]): string[] {
  return withoutFlags(argv, ['out', 'resume']);
}

/**
 * `argv` without the named flags of `run`, each with its value (`--out DIR`, `--out=DIR`); a flag of
 * `run` that takes a value is followed by it, except an old-style bare `--resume` (no value, or a flag next).
 */
export function withoutFlags(argv: readonly string[], names: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const name = a.startsWith('--') ? a.slice(2).split('=', 1)[0]! : '';
    if (!names.includes(name)) {
      out.push(a);
      continue;
    }
    const next = argv[i + 1];
    if (!a.includes('=') && next !== undefined && !next.startsWith('-')) i++;
  }
  return out;
}

/**
 * `run --resume DIR` (or the older `run --out DIR --resume`): the arguments
 * that continue the run stored in DIR. They are the ones its store's header
 * recorded, then the flags given now that may change on resume, then
 * `--out DIR --resume DIR`; a flag given now that changes what the run runs
 * is refused by name unless it agrees. A store written before arguments were
 * recorded continues with the flags as given (they must match its header).
 * Without --resume, `argv` unchanged.
 */
export function resumeArguments(argv: readonly string[]): string[] {
  const at = argv.findIndex((a) => a === '--resume' || a.startsWith('--resume='));
  if (at < 0) return [...argv];
  const token = argv[at]!;
  const next = argv[at + 1];
  const named = token.startsWith('--resume=') ? token.slice('--resume='.length) : next !== undefined && !next.startsWith('-') ? next : undefined;
  const rest = [...argv.slice(0, at), ...argv.slice(at + (named !== undefined && !token.startsWith('--resume=') ? 2 : 1))];
  const given = parseCommand(rest, 'run').values as Record<string, unknown>;
  const out = given['out'] as string | undefined;
  if (named !== undefined && out !== undefined && resolve(named) !== resolve(out)) {
    throw new UsageError(`--resume ${named} and --out ${out} name two folders; give the run's folder once: harness-bench run --resume DIR`);
  }
  const dir = named ?? out;
  if (dir === undefined) throw new UsageError("--resume needs the run's folder: harness-bench run --resume DIR (the folder the run printed after \"results in\")");
  const storePath = join(dir, 'results.jsonl');
  if (!existsSync(storePath)) throw new UsageError(`--resume: ${dir} holds no run (no ${storePath}); name the folder a run printed after "results in"`);
  let header: StoreHeader;
  try {
    header = readStoreHeader(storePath);
  } catch (error) {
    if (error instanceof StoreError) throw new UsageError(`--resume: ${(error as Error).message}`);
    throw error;
  }
  const withFolder = (args: readonly string[]) => [...storedArguments(args), '--out', dir, '--resume', dir];
  if (header.argv === undefined) return withFolder(rest);
  if (header.argv.some((a) => a === '--last-failed' || a.startsWith('--last-failed='))) {
    throw new UsageError(`--resume: ${dir} reran the failed cells of another run, and a rerun is not continued; rerun what it left with: ${launcher()} run --last-failed ${shellWord(dir)}`);
  }
  const stored = parseCommand([...header.argv], 'run').values as Record<string, unknown>;
  const again: string[] = [];
  for (const [name, value] of Object.entries(given)) {
    if (name === 'out' || name === 'resume') continue;
    if (FREE_ON_RESUME.includes(name)) {
      again.push(...flagTokens(name, value));
      continue;
    }
    if (JSON.stringify(value) !== JSON.stringify(stored[name])) {
      const was = stored[name] === undefined ? `without --${name}` : `with ${flagTokens(name, stored[name]).join(' ')}`;
      throw new UsageError(`--resume: the run in ${dir} was started ${was}; ${flagTokens(name, value).join(' ')} would change what it runs. Drop it to continue that run, or start a new one in another --out folder`);
    }
  }
  return withFolder([...header.argv, ...again]);
}

/** Parsed flags back as the words that give them, in the order given: what a run's store records, and what parses to the same values. */
export function flagsOf(values: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : flagTokens(name, value)));
}

/** A parsed flag back as the words that give it (`--jobs 4`, `--scenario a --scenario b`, `--require-all`). */
function flagTokens(name: string, value: unknown): string[] {
  const option = (COMMANDS.run.options as Record<string, { type: string }>)[name];
  if (option?.type === 'boolean') return value === true ? [`--${name}`] : [];
  return (Array.isArray(value) ? value : [value]).flatMap((v) => [`--${name}`, String(v)]);
}

/** How the bench was started, so that a printed command works as typed: `npm run bench --`, `npx harness-bench`, or `harness-bench` (on PATH). */
export function launcher(env: NodeJS.ProcessEnv = process.env): string {
  if (env['npm_lifecycle_event'] === 'bench') return 'npm run bench --';
  if (env['npm_command'] === 'exec') return 'npx harness-bench';
  return 'harness-bench';
}

export function shellWord(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

export function assertSameRun(existing: StoreHeader, wanted: StoreHeader, path: string): void {
  const field = differingField(existing, wanted, ['schema_version', 'run_seed', 'trials', 'scenarios', 'profiles', 'proposers', 'shard', 'allow_host_harness']);
  if (field !== null) throw new UsageError(`--resume: ${path} was made with a different ${field}; rerun with the same options as the first run`);
}

/** The flags that choose what a run runs, which `--last-failed DIR` takes from DIR's store when none is given anew. */
const SELECTION: readonly string[] = ['scenario', 'grep', 'profile', 'ablate', 'harness', 'harness-version', 'allow-host-harness', 'proposer', 'model', 'base-url'];

/**
 * `run --last-failed [DIR]`: the arguments of a run of the failed cells of the run stored in DIR
 * (bare: the newest run in --out's parent folder, found when the run is set up). With a DIR whose
 * store recorded its arguments, the scenarios, profiles, harnesses and proposers it chose (scenario
 * files included) are chosen again unless one of them is given anew, so that its failed cells are
 * in the selection; the DIR is given on as `--last-failed=DIR`. Bare (the parser gives it an empty
 * value), or without --last-failed, `argv` unchanged.
 */
export function lastFailedArguments(argv: readonly string[]): string[] {
  const at = argv.findIndex((a) => a === '--last-failed' || a.startsWith('--last-failed='));
  if (at < 0) return [...argv];
  const token = argv[at]!;
  const next = argv[at + 1];
  const named = token.startsWith('--last-failed=') ? token.slice('--last-failed='.length) : next !== undefined && !next.startsWith('-') ? next : '';
  const rest = [...argv.slice(0, at), ...argv.slice(at + (named !== '' && !token.startsWith('--last-failed=') ? 2 : 1))];
  // Bare, the parser takes it as it is (an empty value: the newest run).
  if (named === '') return [...argv];
  const flag = `--last-failed=${named}`;
  const storePath = join(named, 'results.jsonl');
  if (!existsSync(storePath)) throw new UsageError(`--last-failed: ${named} holds no run (no ${storePath}); name the folder a run printed after "results in"`);
  let header: StoreHeader;
  try {
    header = readStoreHeader(storePath);
  } catch (error) {
    if (error instanceof StoreError) throw new UsageError(`--last-failed: ${(error as Error).message}`);
    throw error;
  }
  const given = Object.keys(parseCommand(rest, 'run').values);
  if (header.argv === undefined || given.some((name) => SELECTION.includes(name))) return [...rest, flag];
  const stored = header.argv;
  const chosen = withoutFlags(stored, Object.keys(parseCommand([...stored], 'run').values).filter((name) => !SELECTION.includes(name)));
  return [...chosen, ...rest, flag];
}

