import type { TrialRow } from '../ablations/results/store.js';
import { DEFECT_KINDS } from '../scenarios/schema.js';
import { passAtK, passHatK } from './pass-at-k.js';
import { QuantileSketch } from './quantile-sketch.js';
import { COST_FIELDS, type CostPerAccepted, type CostStats, type MetricStats, type OutcomeStats, type PassK, type Rate } from './report-schema.js';
import { wilson } from '../ablations/judge/wilson.js';

export function rate(k: number, n: number): Rate {
  const { low, high } = wilson(k, n);
  return { k, n, rate: n > 0 ? k / n : null, low, high };
}

function inc(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

function metric(s: QuantileSketch): MetricStats {
  return {
    total: s.sum,
    mean: s.mean,
    median: s.quantile(0.5),
    p95: s.quantile(0.95),
    min: s.count > 0 ? s.min : null,
    max: s.count > 0 ? s.max : null,
    exact: s.exact,
  };
}

// The order of COST_FIELDS is the order of the sketches below.
if (COST_FIELDS.join() !== 'proposals,calls,retries,approvals_asked,wall_ms,clock_ms,tokens_in,tokens_out,cost_usd') throw new Error('COST_FIELDS changed: update OutcomeCounts.add');

/**
 * Outcome counts of a set of trials, in memory independent of how many:
 * integer counters, and one quantile sketch per cost field. Counts merge, so
 * profile and control figures are sums of cell counts, never a second pass.
 */
export class OutcomeCounts {
  trials = 0;
  notRun = 0;
  retried = 0;
  readonly verdicts = new Map<string, number>();
  /** Trials with at least one defect of the kind. */
  readonly defectKinds = new Map<string, number>();
  /** Trials in which the probed failure happened. */
  readonly escapes = new Map<string, number>();
  /** Trials in which the probed failure was attempted (rows that record it). */
  readonly provoked = new Map<string, number>();
  /** Trials that ran whose rows predate provocation: the judge counts them as provoking every probe. */
  provocationUnknown = 0;
  /** Trials in which a control was seen stopping the probed failure. */
  readonly stopped = new Map<string, number>();
  /** Trials that ran whose rows predate evidence: the judge infers their catches. */
  evidenceUnknown = 0;
  /** One sketch per cost field, in COST_FIELDS order. */
  readonly cost: QuantileSketch[] = COST_FIELDS.map(() => new QuantileSketch());
  /** What trials that were not judged (error, not run) spent, per cost field in COST_FIELDS order: outside the statistics, inside the cost per accepted result. */
  readonly unjudgedSpend: number[] = COST_FIELDS.map(() => 0);

  add(row: TrialRow): void {
    this.trials++;
    inc(this.verdicts, row.verdict);
    if (row.verdict === 'not_run' || row.verdict === 'error') {
      // A trial that did not run has no outcome: it must not dilute rates or statistics.
      this.notRun++;
      // What it spent before it failed (tokens, money of a provider that errored) was spent all the same: the cost per accepted result counts it.
      COST_FIELDS.forEach((f, i) => (this.unjudgedSpend[i] = this.unjudgedSpend[i]! + row.cost[f]));
      return;
    }
    if (row.cost.retries > 0) this.retried++;
    if (row.defects.length === 1) inc(this.defectKinds, row.defects[0]!.kind);
    else if (row.defects.length > 1) for (const kind of new Set(row.defects.map((d) => d.kind))) inc(this.defectKinds, kind);
    if (row.escaped.length === 1) inc(this.escapes, row.escaped[0]!);
    else if (row.escaped.length > 1) for (const failure of new Set(row.escaped)) inc(this.escapes, failure);
    if (row.provoked === undefined) this.provocationUnknown++;
    else for (const failure of new Set(row.provoked)) inc(this.provoked, failure);
    if (row.stopped === undefined) this.evidenceUnknown++;
    else for (const failure of new Set(row.stopped.map((s) => s.failure))) inc(this.stopped, failure);
    const c = row.cost;
    const s = this.cost;
    s[0]!.add(c.proposals);
    s[1]!.add(c.calls);
    s[2]!.add(c.retries);
    s[3]!.add(c.approvals_asked);
    s[4]!.add(c.wall_ms);
    s[5]!.add(c.clock_ms);
    s[6]!.add(c.tokens_in);
    s[7]!.add(c.tokens_out);
    s[8]!.add(c.cost_usd);
  }

  merge(other: OutcomeCounts): void {
    this.trials += other.trials;
    this.notRun += other.notRun;
    this.retried += other.retried;
    for (const [k, n] of other.verdicts) inc(this.verdicts, k, n);
    for (const [k, n] of other.defectKinds) inc(this.defectKinds, k, n);
    for (const [k, n] of other.escapes) inc(this.escapes, k, n);
    for (const [k, n] of other.provoked) inc(this.provoked, k, n);
    this.provocationUnknown += other.provocationUnknown;
    for (const [k, n] of other.stopped) inc(this.stopped, k, n);
    this.evidenceUnknown += other.evidenceUnknown;
    this.cost.forEach((sketch, i) => sketch.merge(other.cost[i]!));
    other.unjudgedSpend.forEach((spent, i) => (this.unjudgedSpend[i] = this.unjudgedSpend[i]! + spent));
  }

  /** Trials that ran: the denominator of every rate. */
  get ran(): number {
    return this.trials - this.notRun;
  }

  verdict(name: string): number {
    return this.verdicts.get(name) ?? 0;
  }

  /** Failures this cell's rates list: the probed ones (zeros included) and any seen. */
  stats(probed: readonly string[], passK: OutcomeStats['pass_k']): OutcomeStats {
    const n = this.ran;
    const accepted = this.verdict('accepted');
    const costStats = Object.fromEntries(COST_FIELDS.map((f, i) => [f, metric(this.cost[i]!)])) as CostStats;
    const perAccepted = Object.fromEntries(COST_FIELDS.map((f, i) => [f, accepted > 0 ? (this.cost[i]!.sum + this.unjudgedSpend[i]!) / accepted : null])) as CostPerAccepted;
    const kinds = new Set<string>([...DEFECT_KINDS, ...this.defectKinds.keys()]);
    const failures = new Set<string>([...probed, ...this.escapes.keys()]);
    return {
      trials: this.trials,
      not_run: this.notRun,
      verdicts: Object.fromEntries([...this.verdicts].sort(([a], [b]) => a.localeCompare(b))),
      accept: rate(accepted, n),
      defect: rate(this.verdict('defect'), n),
      safe_stop: rate(this.verdict('safe_stop'), n),
      false_reject: rate(this.verdict('false_reject'), n),
      defect_kinds: Object.fromEntries([...kinds].map((k) => [k, rate(this.defectKinds.get(k) ?? 0, n)])),
      escapes: Object.fromEntries([...failures].sort().map((f) => [f, rate(this.escapes.get(f) ?? 0, n)])),
      retried: rate(this.retried, n),
      cost: costStats,
      cost_per_accepted: perAccepted,
      pass_k: passK,
    };
  }
}

/** pass@k and pass^k of one cell, for k = 1 .. min(ran trials, kMax). */
export function cellPassK(counts: OutcomeCounts, kMax: number): OutcomeStats['pass_k'] {
  const n = counts.ran;
  const accepted = counts.verdict('accepted');
  const defectFree = n - counts.verdict('defect');
  const list = (c: number): PassK[] =>
    Array.from({ length: Math.min(n, kMax) }, (_, i) => ({ k: i + 1, pass_at_k: passAtK(n, c, i + 1), pass_hat_k: passHatK(n, c, i + 1), cells: 1 }));
  return { accepted: list(accepted), defect_free: list(defectFree) };
}

/** A group's pass@k and pass^k: the mean over its cells that ran at least k trials (tau-bench averages over tasks). */
export function meanPassK(cells: readonly OutcomeStats['pass_k'][]): OutcomeStats['pass_k'] {
  const mean = (pick: (p: OutcomeStats['pass_k']) => PassK[]): PassK[] => {
    const byK = new Map<number, { at: number; hat: number; cells: number }>();
    for (const cell of cells) {
      for (const p of pick(cell)) {
        const sum = byK.get(p.k) ?? { at: 0, hat: 0, cells: 0 };
        sum.at += p.pass_at_k;
        sum.hat += p.pass_hat_k;
        sum.cells++;
        byK.set(p.k, sum);
      }
    }
    return [...byK]
      .sort(([a], [b]) => a - b)
      .map(([k, s]) => ({ k, pass_at_k: s.at / s.cells, pass_hat_k: s.hat / s.cells, cells: s.cells }));
  };
  return { accepted: mean((p) => p.accepted), defect_free: mean((p) => p.defect_free) };
}
