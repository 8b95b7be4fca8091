import { digest } from '../../harness/digest.js';
import { configValid } from '../../worlds/export-worker.js';
import type { LedgerEntry } from '../../harness/contracts/world.js';
import type { RunObservation } from './observation.js';

/**
 * Facts read from the world's own ledger, never from the harness. An
 * execution whose executor answer could not tell the harness what happened
 * (an unknown outcome, a throw, a receipt that lies) leaves a write
 * unsettled: the harness can never know it did not apply.
 */
export const UNSETTLING_FAULTS: ReadonlySet<string> = new Set(['unknown_after_apply', 'throw', 'throw_after_apply', 'inconsistent_receipt']);

/** Faults under which the tool's handler never ran. */
const NOT_RUN_FAULTS: ReadonlySet<string> = new Set(['transient', 'throw']);

export function isWriteTool(obs: RunObservation, tool: string): boolean {
  return obs.tools.resolve(tool)?.capability === 'write';
}

/** A write execution the harness could not have settled. */
export function unsettledWrite(obs: RunObservation, entry: LedgerEntry): boolean {
  return entry.fault !== null && UNSETTLING_FAULTS.has(entry.fault) && isWriteTool(obs, entry.tool);
}

/**
 * A well-formed transient receipt: the executor said "try again, nothing
 * happened". Honest for `transient`; for `transient_after_apply` the effect
 * did happen, a lie no receipt check can see (idempotency keys are the
 * defence).
 */
export function transientAnswer(entry: LedgerEntry): boolean {
  return entry.fault === 'transient' || entry.fault === 'transient_after_apply';
}

const configsOf = new WeakMap<RunObservation, ReadonlyMap<string, Record<string, unknown>>>();

/** The configuration behind every revision the ledger passed through (computed once per observation; do not change the result). */
export function configsByRevision(obs: RunObservation): ReadonlyMap<string, Record<string, unknown>> {
  const known = configsOf.get(obs);
  if (known) return known;
  const configs = new Map<string, Record<string, unknown>>();
  const initial = obs.scenario.world.config;
  configs.set(digest(initial), initial);
  for (const entry of obs.ledger) {
    if (entry.tool === 'write_config' && entry.effect === 'applied') configs.set(entry.revision_after, entry.args);
  }
  configsOf.set(obs, configs);
  return configs;
}

/** The last check the world actually ran that passed, before ledger position `before` (the whole ledger by default), or undefined. */
export function lastPassingCheck(obs: RunObservation, before: number = obs.ledger.length): LedgerEntry | undefined {
  const configs = configsByRevision(obs);
  const fields = obs.scenario.world.fields;
  for (let i = before - 1; i >= 0; i--) {
    const entry = obs.ledger[i]!;
    if (!obs.tools.resolve(entry.tool)?.check) continue;
    if (entry.fault !== null && NOT_RUN_FAULTS.has(entry.fault)) continue;
    const config = configs.get(entry.revision_after);
    if (config !== undefined && configValid(config, fields)) return entry;
  }
  return undefined;
}

const grouped = new WeakMap<readonly LedgerEntry[], Map<string, LedgerEntry[]>>();

/** Ledger entries grouped by call id, in execution order (computed once per ledger; do not change the result). */
export function attemptsByCall(ledger: readonly LedgerEntry[]): ReadonlyMap<string, readonly LedgerEntry[]> {
  const known = grouped.get(ledger);
  if (known) return known;
  const byCall = new Map<string, LedgerEntry[]>();
  for (const entry of ledger) {
    const list = byCall.get(entry.call_id);
    if (list) list.push(entry);
    else byCall.set(entry.call_id, [entry]);
  }
  grouped.set(ledger, byCall);
  return byCall;
}

export function describeEntry(entry: LedgerEntry): string {
  return `${entry.call_id}#${entry.attempt} ${entry.tool}${entry.fault ? ` [${entry.fault}]` : ''}`;
}
