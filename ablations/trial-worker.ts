import { parentPort, workerData } from 'node:worker_threads';
import { ArtifactStore } from '../harness/log/artifact-store.js';
import { configureOutputBudget } from '../harness/sandbox/output-budget.js';
import { closing, joinCreationGate } from '../harness/sandbox/creation-gate.js';
import { planTrials, runPlannedTrial } from './matrix.js';
import { parseProposerChoice } from './proposers.js';
import { StoreWriter, type TrialRow } from './store.js';
import type { WorkerMessage, WorkerSpec } from './trial-worker-protocol.js';

const POST_MS = 10;

/** The parent sends lists of plan indexes, or null to end the worker. */
if (parentPort) {
  const spec = workerData as WorkerSpec;
  if (spec.outputBudget) configureOutputBudget(spec.outputBudget);
  if (spec.creationGate) joinCreationGate(spec.creationGate);
  const planned = planTrials({ ...spec, proposers: spec.proposers.map(parseProposerChoice) });
  const port = parentPort;
  const artifacts = spec.artifactDir ? new ArtifactStore(spec.artifactDir) : undefined;
  const store = spec.storePath ? StoreWriter.append(spec.storePath) : undefined;
  port.on('message', async (indexes: number[] | null) => {
    if (indexes === null) {
      store?.close();
      port.close();
      return;
    }
    let rows: TrialRow[] = [];
    let posted = performance.now();
    const post = () => {
      if (rows.length > 0) port.postMessage({ kind: 'rows', rows } satisfies WorkerMessage);
      rows = [];
      posted = performance.now();
    };
    for (const i of indexes) {
      if (Atomics.load(spec.stop, 0) !== 0) break;
      const row = await runPlannedTrial(planned[i]!, spec.seed, spec.keepEvents, artifacts);
      // The run's clean-up began while this trial ran (it may have cut it): no row, --resume runs it again.
      if (closing()) break;
      store?.write(row);
      rows.push(row);
      if (performance.now() - posted >= POST_MS) post();
    }
    post();
    port.postMessage({ kind: 'chunk_done' } satisfies WorkerMessage);
  });
}
