import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readDataset, writeEntry } from '../../ablations/results/dataset.js';
import { parseCommand, showHelp } from './cli.js';
import { EXIT, MAX_JOBS, MAX_TRIALS, optionalInt, UsageError, type Io } from './common.js';
import { Interrupts } from './interrupts.js';
import { Progress } from './progress.js';
import { reapBenchLeftovers } from '../../worlds/sandbox/reap.js';
import { GRACE_MS } from './run-resume.js';
import { DEFAULT_DATASET, listVersions, trackReleases } from '../track-releases.js';

/*
 * harness-bench track: its flags as TrackOptions for trackReleases
 * (bin/track-releases.ts, which scores each release through runMatrix), what
 * it hears printed, and its exit code: 3 when an entry could not be scored,
 * 1 when a regression was found, 130 when interrupted. `--list` prints the
 * versions it would score and scores nothing; `--merge` joins datasets
 * scored apart.
 */

export { DEFAULT_DATASET };

export async function trackCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parseCommand(argv, 'track');
  if (values.help) return showHelp(io, 'track');
  if (values.merge !== undefined) {
    if (values.list) throw new UsageError('--list prints the versions of one --harness; it does not apply to --merge');
    const scoring = (['harness', 'versions', 'scenario', 'trials', 'seed', 'jobs', 'runs'] as const).filter((k) => values[k] !== undefined);
    if (scoring.length > 0) throw new UsageError(`--merge joins datasets without scoring; ${scoring.map((k) => `--${k}`).join(', ')} do not apply to it`);
    return mergeCommand(values.merge, values.dataset ?? DEFAULT_DATASET, io);
  }
  if (values.harness === undefined) throw new UsageError('--harness is required: a harness kind (claude-code), a configuration (claude) or a .yaml file');
  if (values.versions === undefined) throw new UsageError('--versions is required: a list (2.1.330,2.1.332) or last:N');
  if (values.list) {
    const scoring = (['dataset', 'scenario', 'trials', 'seed', 'jobs', 'runs'] as const).filter((k) => values[k] !== undefined);
    if (scoring.length > 0) throw new UsageError(`--list prints the versions without scoring; ${scoring.map((k) => `--${k}`).join(', ')} do not apply to it`);
    for (const version of await listVersions(values.harness, values.versions)) io.out(version);
    return EXIT.ok;
  }
  // The first interrupt stops after the trials in flight (the versions done stay in the dataset); later ones exit at once.
  const abort = new AbortController();
  const interrupts = new Interrupts(GRACE_MS, (stage, signal) => {
    if (stage === 'stop') io.err(`${signal}: no new trials; finishing the trials in flight (signal twice more to exit at once)`);
    if (stage === 'cancel') io.err(`still waiting for the trials in flight (each ends at its configuration's wall-clock cap at the latest); signal twice more to exit at once`);
    if (stage === 'again') io.err(`${signal}: still stopping; signal once more to exit at once`);
    if (stage === 'now') {
      io.err(`${signal}: exiting at once; the next run removes the containers left behind, and the same track command continues`);
      process.exit(EXIT.interrupted);
    }
    abort.abort();
  });
  // What dead runs left (containers, folders) goes before this one starts, as run's session does.
  const reaped = await reapBenchLeftovers('orphans');
  if (reaped.containers + reaped.folders > 0) io.err(`removed ${reaped.containers} container(s) and ${reaped.folders} folder(s) left by bench processes that no longer run`);
  const progress = new VersionProgress(io);
  try {
    const result = await trackReleases({
      harnesses: values.harness,
      versions: values.versions,
      scenarios: values.scenario,
      trials: optionalInt('trials', values.trials, 1, MAX_TRIALS),
      seed: optionalInt('seed', values.seed),
      jobs: optionalInt('jobs', values.jobs, 1, MAX_JOBS),
      dataset: values.dataset,
      runs: values.runs,
      onNote: (line) => io.err(line),
      onProgress: (version, p) => progress.of(version, p.total).update(p.done),
      signal: abort.signal,
    });
    if (result.interrupted) return EXIT.interrupted;
    if (result.notScored > 0) return EXIT.trialError;
    return result.regressions > 0 ? EXIT.failed : EXIT.ok;
  } finally {
    progress.finish();
    interrupts.settled();
    interrupts.finish();
  }
}

/** `--merge`: every entry of each source dataset into the target, in order. */
function mergeCommand(sources: readonly string[], target: string, io: Io): number {
  readDataset(target);
  for (const source of sources) {
    if (!existsSync(join(source, 'index.json'))) throw new UsageError(`--merge ${source}: not a dataset (it has no index.json; harness-bench track writes one)`);
    const entries = readDataset(source);
    for (const entry of entries) writeEntry(target, entry);
    io.err(`track: merged ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} of ${source} into ${target}`);
  }
  return EXIT.ok;
}

/** One progress line per version scored, each under its version's lines. */
class VersionProgress {
  readonly #io: Io;
  #current: { version: string; line: Progress } | null = null;

  constructor(io: Io) {
    this.#io = { ...io, err: (line) => io.err(`  ${line}`) };
  }

  of(version: string, total: number): Progress {
    if (this.#current?.version !== version) {
      this.finish();
      this.#current = { version, line: new Progress(this.#io, total) };
    }
    return this.#current.line;
  }

  finish(): void {
    this.#current?.line.finish();
    this.#current = null;
  }
}
