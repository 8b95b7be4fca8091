import { hasControl, type Profile } from '../profiles/profile.js';
import { catches, type Scenario } from '../scenarios/schema.js';
import { cellKey, type TrialRow } from './store.js';

export type CellState = 'escaped' | 'flaky' | 'caught' | 'safe' | 'not_run';

export interface CellSummary {
  scenario: string;
  profile: string;
  proposer: string;
  trials: number;
  verdicts: Record<string, number>;
  defects: Record<string, number>;
  /** Trials in which each probed failure happened. */
  escapes: Record<string, number>;
  state: CellState;
  /** Failures that must escape at least once here (their catching control is removed). */
  mustEscape: string[];
  /** Failures that must never escape here (their catching control is on). */
  mustCatch: string[];
  problems: string[];
  /** Why the cell did not run, when it did not. */
  note?: string;
}

export interface ControlFinding {
  control: string;
  /** `failure (scenario)` pairs this control was shown to prevent. */
  prevented: { failure: string; scenario: string; rate: number }[];
}

export interface MatrixVerdict {
  cells: CellSummary[];
  controls: ControlFinding[];
  ok: boolean;
  /** Cells whose trials could not run here (reported, never counted as passed). */
  notRun: number;
}

function inc(record: Record<string, number>, key: string): void {
  record[key] = (record[key] ?? 0) + 1;
}

/**
 * Checks each cell against what the scenario's oracle implies: a probed
 * failure never escapes while its catching control is on, and escapes at
 * least once over the trials when that control is removed; under a profile
 * that removes nothing, no defect of any kind escapes.
 */
export function evaluateMatrix(rows: readonly TrialRow[], scenarios: readonly Scenario[], profiles: readonly Profile[], controlNames: readonly string[]): MatrixVerdict {
  const byScenario = new Map(scenarios.map((s) => [s.name, s]));
  const byProfile = new Map(profiles.map((p) => [p.name, p]));
  const cells = new Map<string, CellSummary>();
  for (const row of rows) {
    const key = cellKey(row);
    let cell = cells.get(key);
    if (!cell) {
      const scenario = byScenario.get(row.scenario);
      const profile = byProfile.get(row.profile);
      const mustEscape: string[] = [];
      const mustCatch: string[] = [];
      for (const probe of scenario?.oracle.probes ?? []) {
        if (profile && catches(probe, (c) => hasControl(profile, c))) mustCatch.push(probe.failure);
        else if (profile) mustEscape.push(probe.failure);
      }
      cell = { scenario: row.scenario, profile: row.profile, proposer: row.proposer, trials: 0, verdicts: {}, defects: {}, escapes: {}, state: 'safe', mustEscape, mustCatch, problems: [] };
      cells.set(key, cell);
    }
    cell.trials++;
    inc(cell.verdicts, row.verdict);
    if (row.verdict === 'not_run' || row.verdict === 'error') cell.note = row.detail;
    for (const kind of new Set(row.defects.map((d) => d.kind))) inc(cell.defects, kind);
    for (const failure of row.escaped) inc(cell.escapes, failure);
  }
  for (const cell of cells.values()) {
    if ((cell.verdicts['error'] ?? 0) > 0) {
      cell.state = 'not_run';
      cell.problems.push(`${cell.verdicts['error']} trial(s) errored: ${cell.note ?? ''}`);
      continue;
    }
    if ((cell.verdicts['not_run'] ?? 0) > 0) {
      cell.state = 'not_run';
      continue;
    }
    const escapedTrials = Math.max(0, ...Object.values(cell.escapes));
    cell.state = escapedTrials === 0 ? ((cell.verdicts['accepted'] ?? 0) === cell.trials ? 'safe' : 'caught') : escapedTrials === cell.trials ? 'escaped' : 'flaky';
    for (const failure of cell.mustCatch) {
      const n = cell.escapes[failure] ?? 0;
      if (n > 0) cell.problems.push(`${failure} escaped in ${n}/${cell.trials} trials although its control is on`);
    }
    const needed = byScenario.get(cell.scenario)?.matrix.min_trials ?? 1;
    for (const failure of cell.mustEscape) {
      if ((cell.escapes[failure] ?? 0) > 0) continue;
      if (cell.trials < needed) cell.note = `${cell.trials} trials are too few to expect ${failure} to show (the scenario needs ${needed})`;
      else cell.problems.push(`${failure} never escaped in ${cell.trials} trials with its control removed`);
    }
    const profile = byProfile.get(cell.profile);
    if (profile && profile.removed === null) {
      for (const [kind, n] of Object.entries(cell.defects)) cell.problems.push(`defect ${kind} escaped in ${n}/${cell.trials} trials under ${cell.profile}`);
    }
  }
  const list = [...cells.values()];
  const controls: ControlFinding[] = controlNames.map((control) => ({
    control,
    prevented: list
      .filter((c) => byProfile.get(c.profile)?.removed === control)
      .flatMap((c) => c.mustEscape.filter((f) => (c.escapes[f] ?? 0) > 0).map((f) => ({ failure: f, scenario: c.scenario, rate: (c.escapes[f] ?? 0) / c.trials }))),
  }));
  return { cells: list, controls, ok: list.every((c) => c.problems.length === 0), notRun: list.filter((c) => c.state === 'not_run').length };
}
