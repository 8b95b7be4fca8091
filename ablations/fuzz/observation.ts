import type { Event } from '../../harness/contracts/event.js';
import type { StopReason } from '../../harness/contracts/stop.js';
import type { RetryParams } from '../../harness/controls/retry.js';
import type { ApprovalGrant, RunState } from '../../harness/state.js';
import type { ToolRegistry } from '../../harness/tools.js';
import type { ExportWorkerSnapshot } from '../../worlds/export-worker.js';
import type { LedgerEntry } from '../../harness/contracts/world.js';
import type { FuzzScenario } from './case-scenario.js';

/**
 * Everything the invariants may look at after one run. They judge from the
 * event log, the world's own ledger and final state, and what the proposer
 * actually handed over; `status` and `state` are the harness's claims, used
 * only to compare a replay of the log against.
 */
export interface RunObservation {
  scenario: FuzzScenario;
  profile: string;
  seed: number;
  tools: ToolRegistry;
  /** Approvals the contract granted before the run, by key. */
  contractApprovals: ReadonlyMap<string, ApprovalGrant>;
  /** Allow grants by key: how many calls each may authorise. */
  grants: ReadonlyMap<string, number>;
  /** The run's clock when it started (the deadline counts from here). */
  startedAt: number;
  /** The retry policy in force (or the scenario's, when the profile has no retry control). */
  retry: RetryParams;
  status: StopReason;
  events: readonly Event[];
  /** Shallow copies of the events taken as each was appended, for the append-only check. */
  emitted: readonly Event[];
  ledger: readonly LedgerEntry[];
  world: ExportWorkerSnapshot;
  state: RunState;
  /** How many proposals the proposer handed over, counted on the proposer's side. */
  delivered: number;
  /** A second run with the same seed, when one was made. */
  rerun?: { events: readonly Event[]; ledger: readonly LedgerEntry[]; world: ExportWorkerSnapshot };
}
