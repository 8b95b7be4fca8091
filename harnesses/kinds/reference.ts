import { fileURLToPath } from 'node:url';
import type { HarnessKind } from '../kind.js';
import { lastDriverLine } from '../outcome.js';

/**
 * The bench's own reference harness, run over the wire by its driver
 * (harnesses/drivers/reference-driver.ts, bundled): the same controls as in process,
 * judged the way every external harness is. Its driver reads its cell from a
 * file and reports the refusals its controls made inside it.
 */
export const REFERENCE: HarnessKind = {
  name: 'reference',
  description: 'the reference harness over the wire, under one of its profiles',
  packages: [],
  outcome: 'driver-json',
  driver: fileURLToPath(new URL('../drivers/reference-driver.ts', import.meta.url)),
  placementIssues: () => [],
  refusals: [],
  sandboxFailures: [],
  sandboxPrograms: [],
  stateFolders: [],
  trialFiles: ({ cell, reference }) => {
    const contract = cell.contract;
    return {
      'cell.json': JSON.stringify({ runId: cell.runId, seed: cell.seed ?? 1, task: contract.task, tools: contract.tools, limits: contract.limits, approvals: [...contract.approvals], world: cell.world ?? null, profile: reference, controlParams: cell.controlParams ?? {} }),
    };
  },
  ownEvents: (stdout) => lastDriverLine(stdout)?.events ?? [],
};
