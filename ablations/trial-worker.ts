import { parentPort, workerData } from 'node:worker_threads';
import { ArtifactStore } from '../harness/log/artifact-store.js';
import type { Profile } from '../profiles/profile.js';
import type { Scenario } from '../scenarios/schema.js';
import { planTrials, runPlannedTrial } from './matrix.js';
import { parseProposerChoice } from './proposers.js';

/** Data a trial worker gets: the matrix as plain data, so it can plan the same trials. */
export interface WorkerSpec {
  scenarios: Scenario[];
  profiles: Profile[];
  proposers: string[];
  trials: number;
  seed: number;
  keepEvents: number;
  artifactDir?: string | undefined;
}

/** Messages: the parent sends lists of plan indexes; the worker answers with rows, then `done`. */
if (parentPort) {
  const spec = workerData as WorkerSpec;
  const planned = planTrials({ ...spec, proposers: spec.proposers.map(parseProposerChoice) });
  const port = parentPort;
  const artifacts = spec.artifactDir ? new ArtifactStore(spec.artifactDir) : undefined;
  port.on('message', async (indexes: number[] | null) => {
    if (indexes === null) {
      port.close();
      return;
    }
    const rows = [];
    for (const i of indexes) rows.push(await runPlannedTrial(planned[i]!, spec.seed, spec.keepEvents, artifacts));
    port.postMessage(rows);
  });
}
