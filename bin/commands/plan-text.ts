import type { PlannedTrial } from '../../ablations/runner/matrix.js';

/**
 * The real size of a matrix: its cells grouped by how many trials each gets
 * (a scenario's matrix.max_trials caps its cells below --trials), e.g.
 * "816 cells: 680 of 50 trials, 136 of 10 (13 scenarios cap matrix.max_trials at 10): 36,360 trials".
 */
export function planText(planned: readonly Pick<PlannedTrial, 'scenario' | 'subject' | 'proposer'>[], trials: number): string {
  const perCell = new Map<string, { n: number; scenario: string; cap: number | undefined }>();
  for (const p of planned) {
    const key = `${p.scenario.name}\u0000${p.subject.name}\u0000${p.proposer.id}`;
    const cell = perCell.get(key) ?? { n: 0, scenario: p.scenario.name, cap: p.scenario.matrix.max_trials };
    cell.n++;
    perCell.set(key, cell);
  }
  const bySize = new Map<number, { cells: number; scenarios: Set<string> }>();
  for (const cell of perCell.values()) {
    const group = bySize.get(cell.n) ?? { cells: 0, scenarios: new Set<string>() };
    group.cells++;
    group.scenarios.add(cell.scenario);
    bySize.set(cell.n, group);
  }
  const parts = [...bySize]
    .sort(([a], [b]) => b - a)
    .map(([n, g]) => `${g.cells} of ${n} trial${n === 1 ? '' : 's'}${n < trials ? ` (${g.scenarios.size} scenario${g.scenarios.size === 1 ? '' : 's'} cap matrix.max_trials at ${n})` : ''}`);
  return `${perCell.size} cells: ${parts.join(', ')}: ${planned.length.toLocaleString('en-US')} trials`;
}

