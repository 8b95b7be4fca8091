import type { Executor } from '../executor.js';

/** One execution as the executor itself recorded it: the oracle's source of truth. */
export interface LedgerEntry {
  call_id: string;
  attempt: number;
  tool: string;
  args: Record<string, unknown>;
  t: number;
  effect: 'none' | 'applied';
  revision_before: string;
  revision_after: string;
  fault: string | null;
}

/** What the oracle reads after a trial: observable state for predicates, and the ledger. */
export interface Observation {
  /** Flat, JSON-able facts the scenario's success predicates test (e.g. config_valid, export_ids). */
  state: Record<string, unknown>;
  ledger: LedgerEntry[];
  /** Defects only the world can see (a sandbox escape, a tampered verifier), by kind with a note. */
  world_defects: { kind: string; note: string }[];
}

/** A world: an executor the harness drives, that the oracle can observe afterwards. */
export interface World extends Executor {
  observe(): Observation;
  /** The revision an approval was granted at, from the scenario's `at` field. */
  revisionAt(at: unknown): string;
  /**
   * An authoritative answer, from the world's own records, to "did this call
   * take effect?". Worlds without one omit it, or answer `unknown`.
   */
  lookupEffect?(call: { call_id: string; tool: string; args: Record<string, unknown>; idempotency_key?: string | undefined }): 'applied' | 'not_applied' | 'unknown';
  /**
   * Reads the world again, so that `revision()` is its state now: a harness's own tools change it
   * where the world does not see them (inside its container), and an approval is judged at the
   * revision the world is in when it is asked, not at the last one the world read. Worlds that see
   * every change omit it.
   */
  reread?(): Promise<void>;
  /** Stops every process of the trial and reads the world again: called once the run ends, before `observe` judges it. */
  settle?(): Promise<void>;
  close?(): Promise<void>;
}
