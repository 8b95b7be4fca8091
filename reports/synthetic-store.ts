import { referenceSubjects } from '../ablations/runner/subject.js';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { headerFor, planTrials, runTrials, type MatrixSpec } from '../ablations/runner/matrix.js';
import { parseProposerChoice } from '../ablations/runner/proposers.js';
import { cellKey, StoreWriter, type TrialRow } from '../ablations/results/store.js';
import { Random } from '../harness/random.js';
import { builtInProfiles, type Profile } from '../harness/profile.js';
import { CATALOGUE } from '../scenarios/catalogue.js';
import type { Scenario } from '../scenarios/schema.js';

export interface SyntheticStoreOptions {
  rows: number;
  seed?: number;
  /** Real trials run per cell to draw rows from; 8 by default. */
  templates?: number;
  /** Timelines kept for the first trials of each cell, as `run --keep-events`; 3 by default. */
  keepEvents?: number;
  scenarios?: readonly Scenario[];
  profiles?: readonly Profile[];
}

export interface SyntheticStore {
  path: string;
  rows: number;
  cells: number;
  trialsPerCell: number;
}

/**
 * The catalogue's scenarios that run in process (the export-worker world):
 * milliseconds a trial, where the sandboxed workspace scenarios take seconds.
 * The default for the synthetic and test stores.
 */
export function inProcessScenarios(): Scenario[] {
  return CATALOGUE.filter((s) => s.world.kind === 'export-worker');
}

export interface MatrixStoreOptions {
  /** The in-process catalogue scenarios by default. */
  scenarios?: readonly Scenario[];
  profiles?: readonly Profile[];
  /** Proposer choices (`scenario`, `reference`, `stochastic:<preset>`); `scenario` by default. */
  proposers?: readonly string[];
  trials: number;
  seed?: number;
  keepEvents?: number;
}

/** Runs a (small) matrix for real, in this thread, and writes its store as `run` does; returns the header's spec. */
export async function writeMatrixStore(path: string, options: MatrixStoreOptions): Promise<MatrixSpec> {
  const seed = options.seed ?? 1;
  const spec: MatrixSpec = {
    scenarios: options.scenarios ?? inProcessScenarios(),
    subjects: referenceSubjects(options.profiles ?? builtInProfiles()),
    proposers: (options.proposers ?? ['scenario']).map(parseProposerChoice),
    trials: options.trials,
    seed,
    keepEvents: options.keepEvents ?? 3,
  };
  const writer = StoreWriter.create(path, headerFor(spec, null));
  try {
    await runTrials(planTrials(spec), { seed, jobs: 1, keepEvents: spec.keepEvents ?? 3, onRow: (row) => writer.write(row) });
  } finally {
    writer.close();
  }
  return spec;
}

/**
 * Writes a large, realistic results store without running every trial:
 * the default matrix is run for real with a few trials per cell, and the
 * store is filled by cycling each cell's real rows over trial numbers, with
 * fresh seeds and jittered wall time. Verdicts, defects, escapes, costs and
 * timelines are therefore the harness's own; rows are interleaved across
 * cells (as a sharded or concurrent run writes them) and written with
 * backpressure, so memory stays flat whatever the row count.
 */
export async function writeSyntheticStore(path: string, options: SyntheticStoreOptions): Promise<SyntheticStore> {
  const seed = options.seed ?? 1;
  const keepEvents = options.keepEvents ?? 3;
  const templatesPerCell = Math.max(1, options.templates ?? 8);
  const scenarios = options.scenarios ?? inProcessScenarios();
  const profiles = options.profiles ?? builtInProfiles();
  const proposers = [parseProposerChoice('scenario')];
  const small: MatrixSpec = { scenarios, subjects: referenceSubjects(profiles), proposers, trials: templatesPerCell, seed, keepEvents };
  const templates = new Map<string, TrialRow[]>();
  await runTrials(planTrials(small), {
    seed,
    jobs: 1,
    keepEvents,
    onRow: (row) => {
      const key = cellKey(row);
      const list = templates.get(key) ?? [];
      list[row.trial] = row;
      templates.set(key, list);
    },
  });
  const cells = [...templates.values()];
  const trialsPerCell = Math.ceil(options.rows / cells.length);
  const header = headerFor({ ...small, trials: trialsPerCell }, null);

  await mkdir(dirname(path), { recursive: true });
  const out = createWriteStream(path);
  const done = finished(out);
  const random = new Random(seed);
  let buffer = `${JSON.stringify(header)}\n`;
  let written = 0;
  const flush = async () => {
    if (!out.write(buffer)) await once(out, 'drain');
    buffer = '';
  };
  for (let trial = 0; trial < trialsPerCell && written < options.rows; trial++) {
    for (const list of cells) {
      if (written >= options.rows) break;
      const template = list[trial % list.length]!;
      const { events, ...rest } = template;
      const row: TrialRow = {
        ...rest,
        trial,
        seed: random.nextUint32(),
        cost: { ...template.cost, wall_ms: template.cost.wall_ms * (0.5 + random.next()) },
      };
      if (trial < keepEvents && events) row.events = events;
      buffer += `${JSON.stringify(row)}\n`;
      written++;
      if (buffer.length > 1 << 20) await flush();
    }
  }
  await flush();
  out.end();
  await done;
  return { path, rows: written, cells: cells.length, trialsPerCell };
}
