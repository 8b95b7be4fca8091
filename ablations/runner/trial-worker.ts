import { parentPort, workerData } from 'node:worker_threads';
import { ArtifactStore } from '../../harness/log/artifact-store.js';
import { RunEnvironment } from '../../worlds/run-environment.js';
import { planTrials, runPlannedTrial } from './matrix.js';
import { parseProposerChoice } from './proposers.js';
import { referenceSubjects } from './subject.js';
import { ProviderActivity } from '../../models/llm/activity.js';
import { StoreWriter, type TrialRow } from '../results/store.js';
import type { WorkerMessage, WorkerSpec } from './trial-worker-protocol.js';

const POST_MS = 10;
/** How often a worker running LLM trials reports their waits for the progress line. */
const WAITS_MS = 250;

/** The parent sends lists of plan indexes, or null to end the worker. */
if (parentPort) {
  const spec = workerData as WorkerSpec;
  const environment = RunEnvironment.join(spec.environment);
  const port = parentPort;
  // LLM proposers are rebuilt from their options (the key comes from this thread's environment, never from a file).
  // (The SDKs are loaded only by workers that run LLM trials.)
  const activity = spec.llm ? new ProviderActivity() : undefined;
  const { parseLlmProposerSpec } = spec.llm ? await import('../../models/llm/llm-proposer-spec.js') : { parseLlmProposerSpec: null };
  const choose = (id: string) => {
    const llm = spec.llm?.[id];
    return llm && parseLlmProposerSpec ? parseLlmProposerSpec(id, { ...llm, activity }) : parseProposerChoice(id);
  };
  const planned = planTrials({ ...spec, subjects: referenceSubjects(spec.profiles), proposers: spec.proposers.map(choose) });
  let wasIdle = false;
  const waits = activity
    ? setInterval(() => {
        const snapshot = activity.snapshot();
        // Idle twice in a row: nothing new to show.
        const idle = snapshot.counts.request + snapshot.counts.retry + snapshot.counts.rate_limit === 0;
        if (idle && wasIdle) return;
        wasIdle = idle;
        port.postMessage({ kind: 'waits', snapshot } satisfies WorkerMessage);
      }, WAITS_MS)
    : undefined;
  // One chunk runs per lane; the worker ends when every lane is told there is no more.
  let lanes = spec.lanes ?? 1;
  const artifacts = spec.artifactDir ? new ArtifactStore(spec.artifactDir) : undefined;
  const store = spec.storePath ? StoreWriter.append(spec.storePath) : undefined;
  port.on('message', async (indexes: number[] | null) => {
    if (indexes === null) {
      if (--lanes > 0) return;
      clearInterval(waits);
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
      const row = await runPlannedTrial(planned[i]!, spec.seed, spec.keepEvents, artifacts, environment);
      // The run's clean-up began while this trial ran (it may have cut it): no row, --resume runs it again.
      if (environment.gate.closing()) break;
      store?.write(row);
      rows.push(row);
      if (performance.now() - posted >= POST_MS) post();
    }
    post();
    port.postMessage({ kind: 'chunk_done' } satisfies WorkerMessage);
  });
}
