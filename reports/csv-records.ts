import type { TrialRow } from '../ablations/results/store.js';
import { COST_FIELDS, type Aggregate, type CellReport, type GroupReport, type OutcomeStats, type Rate } from './report-schema.js';

/**
 * trials.csv: one line per stored trial, in store order. Events are left out
 * (they are in the store and the HTML); wall_ms is rounded to the microsecond
 * (the store keeps every digit), which also spares the float formatting of
 * a million 17-digit numbers.
 */
export const TRIAL_COLUMNS = [
  'scenario',
  'profile',
  'proposer',
  'trial',
  'seed',
  'verdict',
  'status',
  'detail',
  'defect_kinds',
  'defect_notes',
  /** Probed failures that happened. */
  'escaped',
  /** Probed failures attempted (empty for rows of stores that predate it). */
  'provoked',
  /** The final world meets the success predicates: true, false, or empty when not recorded. */
  'success',
  /** For an error row: provider, sandbox, world or scenario. */
  'error_source',
  ...COST_FIELDS,
  'events_kept',
] as const;

export function trialRecord(row: TrialRow): unknown[] {
  return [
    row.scenario,
    row.profile,
    row.proposer,
    row.trial,
    row.seed,
    row.verdict,
    row.status,
    row.detail,
    row.defects.map((d) => d.kind).join(';'),
    row.defects.map((d) => d.note).join(' | '),
    row.escaped.join(';'),
    (row.provoked ?? []).join(';'),
    row.success === undefined ? '' : String(row.success),
    row.error?.source ?? '',
    ...COST_FIELDS.map((f) => (f === 'wall_ms' ? Math.round(row.cost.wall_ms * 1000) / 1000 : row.cost[f])),
    row.events?.length ?? 0,
  ];
}

const RATES = ['accept', 'defect', 'safe_stop', 'false_reject', 'retried'] as const;

/** summary.csv columns for a run: fixed columns, then one triple per defect kind and probed failure seen, then pass@k. */
export function summaryColumns(aggregate: Aggregate): string[] {
  const { kinds, failures } = columnKeys(aggregate);
  return [
    'level',
    'scenario',
    'profile',
    'proposer',
    'removed',
    'state',
    'problems',
    'cells',
    'trials',
    'not_run',
    ...RATES.flatMap((r) => [`${r}_k`, `${r}_rate`, `${r}_low`, `${r}_high`]),
    ...kinds.flatMap((k) => [`defect_${k}_rate`, `defect_${k}_low`, `defect_${k}_high`]),
    ...failures.flatMap((f) => [`escape_${f}_rate`, `escape_${f}_low`, `escape_${f}_high`]),
    ...Array.from({ length: aggregate.k_max }, (_, i) => [`pass_at_${i + 1}`, `pass_hat_${i + 1}`]).flat(),
    ...COST_FIELDS.flatMap((f) => [`${f}_mean`, `${f}_median`, `${f}_p95`, `${f}_per_accepted`]),
  ];
}

const keysOf = new WeakMap<Aggregate, { kinds: string[]; failures: string[] }>();

/** The defect kinds and probed failures that get columns: found once per aggregate, not once per record. */
function columnKeys(aggregate: Aggregate): { kinds: string[]; failures: string[] } {
  let keys = keysOf.get(aggregate);
  if (keys === undefined) {
    keys = {
      kinds: [...new Set(aggregate.profiles.flatMap((p) => Object.keys(p.defect_kinds)))],
      failures: [...new Set(aggregate.cells.flatMap((c) => Object.keys(c.escapes)))].sort(),
    };
    keysOf.set(aggregate, keys);
  }
  return keys;
}

const triple = (r: Rate | undefined): unknown[] => (r ? [r.rate, r.low, r.high] : [null, null, null]);

function statsRecord(aggregate: Aggregate, stats: OutcomeStats): unknown[] {
  const { kinds, failures } = columnKeys(aggregate);
  const passK = Array.from({ length: aggregate.k_max }, (_, i) => {
    const p = stats.pass_k.accepted.find((x) => x.k === i + 1);
    return [p?.pass_at_k ?? null, p?.pass_hat_k ?? null];
  }).flat();
  return [
    stats.trials,
    stats.not_run,
    ...RATES.flatMap((r) => [stats[r].k, ...triple(stats[r])]),
    ...kinds.flatMap((k) => triple(stats.defect_kinds[k])),
    ...failures.flatMap((f) => triple(stats.escapes[f])),
    ...passK,
    ...COST_FIELDS.flatMap((f) => [stats.cost[f].mean, stats.cost[f].median, stats.cost[f].p95, stats.cost_per_accepted[f]]),
  ];
}

export function cellSummaryRecord(aggregate: Aggregate, cell: CellReport): unknown[] {
  return ['cell', cell.scenario, cell.profile, cell.proposer, cell.removed ?? '', cell.state, cell.problems.join(' | '), 1, ...statsRecord(aggregate, cell)];
}

export function groupSummaryRecord(aggregate: Aggregate, group: GroupReport): unknown[] {
  const profile = group.group === 'profile' ? group.name : '';
  const removed = group.group === 'removed' ? group.name : '';
  return [group.group, '', profile, '', removed, '', '', group.cells, ...statsRecord(aggregate, group)];
}
