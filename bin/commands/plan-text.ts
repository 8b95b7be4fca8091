import type { PlannedTrial } from '../../ablations/runner/matrix.js';
import { unplannedReason, type Subject } from '../../ablations/runner/subject.js';
import type { Scenario } from '../../scenarios/schema.js';

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

/**
 * The configurations the plan runs only on the workspace scenarios (they run
 * inside the trial's workspace container), said once for all of them, e.g.
 * "claude-box, claude-box+skip run only on the 14 workspace scenarios (they run
 * inside the workspace container; the other 57 are not planned for them)".
 * Read from the plan's own decision (unplannedReason); null when it leaves no
 * scenario out for that reason.
 */
export function workspaceOnlyText(subjects: readonly Subject[], scenarios: readonly Scenario[]): string | null {
  const names = subjects.filter((s) => scenarios.some((scenario) => unplannedReason(s, scenario) === 'no_workspace')).map((s) => s.name);
  if (names.length === 0) return null;
  const workspace = scenarios.filter((scenario) => scenario.world.kind === 'workspace').length;
  const others = scenarios.length - workspace;
  const one = names.length === 1;
  const who = `${names.join(', ')} ${one ? 'runs' : 'run'}`;
  const they = one ? 'it runs' : 'they run';
  if (workspace === 0) return `${who} on none of the chosen scenarios: ${they} inside the workspace container, and ${scenarios.length === 1 ? `${scenarios[0]!.name} has no workspace` : `none of the ${scenarios.length} has a workspace`}`;
  return `${who} only on the ${workspace} workspace scenario${workspace === 1 ? '' : 's'} (${they} inside the workspace container; the other ${others} ${others === 1 ? 'is' : 'are'} not planned for ${one ? 'it' : 'them'})`;
}
