import { cellKey, type TrialRow } from '../../ablations/results/store.js';
import { hasControl, type Profile } from '../../harness/profile.js';
import type { Scenario } from '../../scenarios/schema.js';
import { judgeCell, type CellFacts, type CellJudgement, type CellTally } from '../../ablations/judge/expectations.js';

/*
 * The matrix judged from rows in memory, with the product's one judge
 * (judgeCell) over counts folded here: a cross-check for the report's
 * streaming aggregate (reports/aggregate.ts), which is what `run`, `report`
 * and every report file read, and a compact way for tests to judge rows.
 */

/**
 * What removing a control let through in one scenario: every probed failure
 * and every defect kind that happened in the cell without the control and in
 * no trial of the same cell with every control on (`withAll`, which must have
 * run). Without a baseline cell only the probed failures expected to escape
 * are named.
 */
export function letThrough(without: CellTally, mustEscape: readonly string[], withAll: CellTally | null): { failure: string; k: number; n: number }[] {
  const out = new Map<string, { failure: string; k: number; n: number }>();
  for (const failure of mustEscape) {
    const k = without.escapes.get(failure) ?? 0;
    if (k > 0 && (withAll === null || (withAll.ran > 0 && (withAll.escapes.get(failure) ?? 0) === 0))) out.set(failure, { failure, k, n: without.ran });
  }
  if (withAll !== null && withAll.ran > 0) {
    for (const [kind, k] of without.defectKinds) {
      if (k > 0 && (withAll.defectKinds.get(kind) ?? 0) === 0 && !out.has(kind)) out.set(kind, { failure: kind, k, n: without.ran });
    }
  }
  return [...out.values()];
}

/** Counts of one cell folded from its rows (the in-memory twin of the report's OutcomeCounts). */
export class RowTally implements CellTally {
  trials = 0;
  ran = 0;
  provocationUnknown = 0;
  readonly verdicts = new Map<string, number>();
  readonly defectKinds = new Map<string, number>();
  readonly escapes = new Map<string, number>();
  readonly provoked = new Map<string, number>();
  readonly stopped = new Map<string, number>();
  evidenceUnknown = 0;
  /** The detail of the last row that errored or did not run. */
  detail: string | null = null;

  add(row: TrialRow): void {
    this.trials++;
    inc(this.verdicts, row.verdict);
    if (row.verdict === 'not_run' || row.verdict === 'error') {
      this.detail = row.detail;
      return;
    }
    this.ran++;
    for (const kind of new Set(row.defects.map((d) => d.kind))) inc(this.defectKinds, kind);
    for (const failure of new Set(row.escaped)) inc(this.escapes, failure);
    if (row.provoked === undefined) this.provocationUnknown++;
    else for (const failure of new Set(row.provoked)) inc(this.provoked, failure);
    if (row.stopped === undefined) this.evidenceUnknown++;
    else for (const failure of new Set(row.stopped.map((s) => s.failure))) inc(this.stopped, failure);
  }
}

export interface CellSummary extends CellJudgement {
  scenario: string;
  profile: string;
  proposer: string;
  trials: number;
  verdicts: Record<string, number>;
  defects: Record<string, number>;
  escapes: Record<string, number>;
}

export interface ControlFinding {
  control: string;
  /** What removing this control let through: `failure (scenario)` pairs, probed failures and any other defect kind. */
  prevented: { failure: string; scenario: string; rate: number }[];
}

export interface MatrixVerdict {
  cells: CellSummary[];
  controls: ControlFinding[];
  /** No cell failed an expectation and every cell was judged. */
  ok: boolean;
  /** Cells whose trials could not run here (reported, never counted as passed). */
  notRun: number;
  /** Cells with a trial that errored (infrastructure, or a scenario the bench could not drive). */
  errored: number;
}

function inc(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

const record = (map: ReadonlyMap<string, number>) => Object.fromEntries(map);

/** Judges every cell of a set of rows with `judgeCell`, and names what each control let through when removed. */
export function evaluateMatrix(rows: readonly TrialRow[], scenarios: readonly Scenario[], profiles: readonly Profile[], controlNames: readonly string[]): MatrixVerdict {
  const byScenario = new Map(scenarios.map((s) => [s.name, s]));
  const byProfile = new Map(profiles.map((p) => [p.name, p]));
  const tallies = new Map<string, { scenario: string; profile: string; proposer: string; tally: RowTally }>();
  for (const row of rows) {
    const key = cellKey(row);
    let cell = tallies.get(key);
    if (!cell) tallies.set(key, (cell = { scenario: row.scenario, profile: row.profile, proposer: row.proposer, tally: new RowTally() }));
    cell.tally.add(row);
  }
  const factsOf = (scenario: string, profileName: string): CellFacts => {
    const profile = byProfile.get(profileName);
    return {
      profile: profileName,
      scenario: byScenario.get(scenario),
      // Stryker disable next-line MethodExpression: equivalent; Object.keys lists only own keys, and hasControl accepts exactly the own keys
      controls: profile ? new Set(Object.keys(profile.controls).filter((c) => hasControl(profile, c))) : null,
      // Stryker disable next-line Regex,LogicalOperator: equivalent; without a definition the profile's controls are null, and judgeCell reads `removed` only when they are known
      removed: profile ? profile.removed : (/^without-(.+)$/.exec(profileName)?.[1] ?? null),
    };
  };
  const cells: CellSummary[] = [...tallies.values()].map(({ scenario, profile, proposer, tally }) => ({
    scenario,
    profile,
    proposer,
    trials: tally.trials,
    verdicts: record(tally.verdicts),
    defects: record(tally.defectKinds),
    escapes: record(tally.escapes),
    ...judgeCell(tally, factsOf(scenario, profile), tally.detail),
  }));
  const baseline = profiles.find((p) => p.name === 'full')?.name ?? profiles.find((p) => p.removed === null)?.name ?? null;
  const controls: ControlFinding[] = controlNames.map((control) => ({
    control,
    prevented: cells
      .filter((c) => byProfile.get(c.profile)?.removed === control && c.state !== 'error' && c.state !== 'not_run')
      .flatMap((c) => {
        const without = tallies.get(cellKey(c))!.tally;
        const base = baseline === null ? null : (tallies.get(cellKey({ ...c, profile: baseline }))?.tally ?? null);
        const withAll = base !== null && base.ran > 0 && (base.verdicts.get('error') ?? 0) === 0 ? base : null;
        return letThrough(without, c.must_escape, withAll).map((x) => ({ failure: x.failure, scenario: c.scenario, rate: x.k / x.n }));
      }),
  }));
  return {
    cells,
    controls,
    ok: cells.every((c) => c.problems.length === 0 && c.state !== 'not_run'),
    notRun: cells.filter((c) => c.state === 'not_run').length,
    errored: cells.filter((c) => c.state === 'error').length,
  };
}
