import { CELL_FLAGS, CELL_STATES, cellState, type CellState } from '../../ablations/judge/cell-states.js';
import { cellsForExit } from '../../ablations/results/scorecard.js';
import type { Profile } from '../../harness/profile.js';
import type { CellReport, ControlReport } from '../../reports/report-schema.js';
import type { Scenario } from '../../scenarios/schema.js';
import { paint, visibleLength, wrap, type Colour, type TerminalStyle } from './terminal.js';

/** The colour each state is drawn in; its mark, letter and meaning are ablations/judge/cell-states.ts's. */
const COLOUR: Record<CellState, Colour> = { safe: 'cyan', caught: 'green', escaped: 'red', escaped_some: 'yellow', defect: 'red', not_provoked: 'grey', attempt_failed: 'magenta', not_run: 'magenta', error: 'red' };
const PROBLEM_COLOUR: Colour = 'red';

export type MatrixLayout = 'auto' | 'wide';

export interface MatrixFormatOptions extends TerminalStyle {
  /** `wide`: scenarios down, every profile's name across, whatever the width; `auto`: that when it fits, else a compact grid with a key. */
  layout?: MatrixLayout;
  /** The columns of harnesses under test: measured, never held to expectations, so never said to have met them. */
  measured?: ReadonlySet<string>;
}

/** A profile's column heading: its whole name, `without-` written `-` (a composition keeps every control it removes: `-evidence+approval`). */
function short(profile: string): string {
  return profile.replace(/^without-/, '-').replace(/^instrumented$/, 'instr');
}

/**
 * What the terminal matrix reads: the run's aggregate (reports/aggregate.ts),
 * the same cells, problems and control findings as summary.md and
 * report.html, so the terminal never says what the files do not.
 */
export interface MatrixView {
  cells: readonly MatrixCell[];
  controls: readonly Pick<ControlReport, 'control' | 'prevented'>[];
}
export type MatrixCell = Pick<CellReport, 'scenario' | 'profile' | 'proposer' | 'state' | 'problems' | 'note' | 'out_of_reach'>;

type Grid = Map<string, MatrixCell[]>;

function worstOf(grid: Grid, scenario: string, profile: string): MatrixCell | null {
  const list = grid.get(`${scenario}\u0000${profile}`) ?? [];
  if (list.length === 0) return null;
  return list.find((c) => c.state === 'error') ?? list.find((c) => c.problems.length > 0) ?? list.find((c) => c.state === 'not_run') ?? list[0]!;
}

/** An errored cell has no verdict, so its problem is not shown as a failed expectation. */
function failed(cell: MatrixCell): boolean {
  return cell.problems.length > 0 && cell.state !== 'error';
}

/** A cell's mark right-aligned in `width` columns, coloured; in the wide layout a failed expectation adds its ! inside the column. */
function cellText(cell: MatrixCell | null, width: number, colour: boolean): string {
  if (cell === null) return ' '.repeat(width);
  const { mark } = cellState(cell.state);
  const flag = failed(cell) ? CELL_FLAGS.problem.mark : '';
  return `${' '.repeat(Math.max(0, width - mark.length - flag.length))}${paint(colour, COLOUR[cell.state], mark)}${paint(colour, PROBLEM_COLOUR, flag)}`;
}

/** A compact cell: its one-character mark right-aligned in `width`, then the ! of a failed expectation or a space. */
function compactCell(cell: MatrixCell | null, width: number, colour: boolean): string {
  if (cell === null) return ' '.repeat(width + 1);
  return `${' '.repeat(width - 1)}${paint(colour, COLOUR[cell.state], cellState(cell.state).letter)}${failed(cell) ? paint(colour, PROBLEM_COLOUR, CELL_FLAGS.problem.mark) : ' '}`;
}

/** Each column as wide as its heading (at least 5, for the widest mark and its !): whole names, never cut. */
function columnWidths(profiles: readonly Profile[]): number[] {
  return profiles.map((p) => Math.max(5, short(p.name).length));
}

function wideTable(grid: Grid, scenarios: readonly Scenario[], profiles: readonly Profile[], style: MatrixFormatOptions): string[] {
  const nameWidth = Math.max(8, ...scenarios.map((s) => s.name.length));
  const widths = columnWidths(profiles);
  const lines = [`${'scenario'.padEnd(nameWidth)}  ${profiles.map((p, i) => short(p.name).padStart(widths[i]!)).join(' ')}`];
  for (const s of scenarios) lines.push(`${s.name.padEnd(nameWidth)}  ${profiles.map((p, i) => cellText(worstOf(grid, s.name, p.name), widths[i]!, style.colour)).join(' ')}`.trimEnd());
  return lines;
}

export function wideWidth(scenarios: readonly Scenario[], profiles: readonly Profile[]): number {
  const nameWidth = Math.max(8, ...scenarios.map((s) => s.name.length));
  return nameWidth + 2 + columnWidths(profiles).reduce((n, w) => n + w + 1, 0) - 1;
}

/** One character per state plus the ! column, profiles numbered across with a key; split in blocks when even that is too wide. */
function compactTable(grid: Grid, scenarios: readonly Scenario[], profiles: readonly Profile[], style: MatrixFormatOptions): string[] {
  const nameWidth = Math.max(8, ...scenarios.map((s) => s.name.length));
  const digits = String(profiles.length).length;
  const perBlock = Math.max(1, Math.floor((style.width - nameWidth - 2) / (digits + 1)));
  const lines: string[] = [];
  for (let start = 0; start < profiles.length; start += perBlock) {
    const block = profiles.slice(start, start + perBlock);
    if (start > 0) lines.push('');
    lines.push(`${'scenario'.padEnd(nameWidth)}  ${block.map((_, i) => `${String(start + i + 1).padStart(digits)} `).join('')}`.trimEnd());
    for (const s of scenarios) lines.push(`${s.name.padEnd(nameWidth)}  ${block.map((p) => compactCell(worstOf(grid, s.name, p.name), digits, style.colour)).join('')}`.trimEnd());
  }
  lines.push('');
  lines.push(...pack(profiles.map((p, i) => `${i + 1} ${p.name}`), style.width, 'profiles: ', ' · '));
  return lines;
}

/** Entries packed into lines of at most `width` columns, split inside an entry only when it alone is wider. */
function pack(entries: readonly string[], width: number, first: string, separator: string): string[] {
  const lines: string[] = [];
  let line = first;
  for (const entry of entries) {
    const candidate = line === first ? `${line}${entry}` : `${line}${separator}${entry}`;
    if (line !== first && visibleLength(candidate) > width) {
      lines.push(line);
      line = `${' '.repeat(first.length)}${entry}`;
    } else line = candidate;
  }
  lines.push(line);
  // An entry longer than the whole width is wrapped on its own.
  return lines.flatMap((l) => (visibleLength(l) > width ? wrap(l, width, ' '.repeat(first.length + 2)) : [l]));
}

/** Every state's mark (by name) or letter (compact) with its word and meaning, then the ! and the blank cell. */
function legend(kind: 'wide' | 'compact', style: MatrixFormatOptions): string[] {
  const entries = CELL_STATES.map((s) => `${paint(style.colour, COLOUR[s.id], kind === 'wide' ? s.mark : s.letter)} = ${s.word}: ${s.meaning}`);
  entries.push(`${paint(style.colour, PROBLEM_COLOUR, CELL_FLAGS.problem.mark)} = ${CELL_FLAGS.problem.meaning}`, `${CELL_FLAGS.blank.mark} = ${CELL_FLAGS.blank.meaning}`);
  return pack(entries, style.width, '', '   ');
}

function controlLines(verdict: MatrixView, profiles: readonly Profile[], style: MatrixFormatOptions): string[] {
  const removersOf = (control: string) => new Set(profiles.filter((p) => p.removed === control).map((p) => p.name));
  const absent = verdict.controls.filter((c) => c.prevented.length === 0 && removersOf(c.control).size === 0).map((c) => c.control);
  // A run that removes no control (only full, or only harnesses under test) has nothing to say of them: one line, not one per control.
  if (absent.length === verdict.controls.length) {
    return wrap(`What each control prevented: ${paint(style.colour, 'grey', "no profile of this run removes one (add --profile 'without-*')")}`, style.width, '  ');
  }
  const lines = wrap('What each control prevented (a probed failure or any other defect that happened with it removed, never with every control on):', style.width, '  ');
  const indent = ' '.repeat(21);
  // What happened without a control is read against a column with every control on (full): without one, nothing can be said.
  const baseline = profiles.some((p) => p.removed === null);
  for (const c of verdict.controls) {
    if (absent.includes(c.control)) continue;
    const removers = removersOf(c.control);
    const cells = verdict.cells.filter((cell) => removers.has(cell.profile));
    const what =
      c.prevented.length > 0
        ? c.prevented.join(', ')
        : !baseline
          ? paint(style.colour, 'magenta', 'not judged: no column with every control on to read it against (add --profile full)')
          : cells.length > 0 && cells.every((cell) => cell.state === 'not_run')
            ? paint(style.colour, 'magenta', 'not judged: its cells did not run')
            : 'no escape seen without it in this matrix';
    lines.push(...wrap(`  ${c.control.padEnd(18)} ${what}`, style.width, indent));
  }
  if (absent.length > 0) lines.push(...wrap(`  ${paint(style.colour, 'grey', `not in this run (no profile removes them): ${absent.join(', ')}`)}`, style.width, '    '));
  return lines;
}

/**
 * The matrix for a terminal: scenarios down, profiles across (by name when
 * that fits the width, else one character per cell with numbered profiles and
 * a key), the legend, what each control prevented, and the verdict, which
 * never says every cell met its expectations when some did not run.
 */
export function formatMatrix(verdict: MatrixView, scenarios: readonly Scenario[], profiles: readonly Profile[], style: MatrixFormatOptions = { colour: false, width: Infinity }): string {
  const grid: Grid = new Map();
  for (const c of verdict.cells) {
    const key = `${c.scenario}\u0000${c.profile}`;
    grid.set(key, [...(grid.get(key) ?? []), c]);
  }
  const kind = style.layout === 'wide' || wideWidth(scenarios, profiles) <= style.width ? 'wide' : 'compact';
  const lines = kind === 'wide' ? wideTable(grid, scenarios, profiles, style) : compactTable(grid, scenarios, profiles, style);
  lines.push('', ...legend(kind, style), '', ...controlLines(verdict, profiles, style));
  const problems = verdict.cells.filter(failed);
  lines.push('');
  for (const [state, label] of [['error', 'ERRORED (not judged)'], ['not_run', 'NOT RUN']] as const) {
    const list = verdict.cells.filter((c) => c.state === state);
    if (list.length === 0) continue;
    lines.push(...wrap(paint(style.colour, COLOUR[state], `${list.length} cell(s) ${label}: ${[...new Set(list.map((c) => c.scenario))].join(', ')}`), style.width, '  '));
    for (const note of new Set(list.map((c) => c.note ?? ''))) lines.push(...wrap(`  ${note}`, style.width, '    '));
  }
  // The cells that decide the verdict (and the exit code): a harness under test's are only its unjudged ones.
  const measured = style.measured ?? new Set<string>();
  const counted = cellsForExit(verdict.cells, measured);
  const judged = counted.filter((c) => !measured.has(c.profile));
  const measuredCells = verdict.cells.length - judged.length;
  const unjudged = counted.filter((c) => !cellState(c.state).judged).length;
  const measuredNote = measuredCells > 0 ? `${measuredCells} cell(s) of harnesses under test are measured, not judged (the scorecard says what each caught and let escape)` : '';
  if (problems.length === 0 && unjudged > 0) {
    lines.push(paint(style.colour, 'yellow', `Incomplete: ${unjudged} of ${counted.length} cells have no verdict (not run or errored); none of the ${counted.length - unjudged} judged failed its expectations.${measuredNote ? ` ${measuredNote}.` : ''}`));
  } else if (problems.length === 0 && judged.length === 0) {
    lines.push(`No cell is judged: ${measuredNote}.`);
  } else if (problems.length === 0) {
    lines.push(paint(style.colour, 'green', measuredNote ? `All ${judged.length} judged cells met their expectations; ${measuredNote}.` : `All ${verdict.cells.length} cells met their expectations.`));
  } else {
    lines.push(paint(style.colour, 'red', `${problems.length} cell(s) failed their expectations:`));
    for (const c of problems) lines.push(...wrap(`  ${c.scenario} / ${c.profile} / ${c.proposer}: ${c.problems.join('; ')}`, style.width, '    '));
  }
  return lines.join('\n');
}

/** The widest line of a formatted matrix, without colour codes. */
export function widestLine(text: string): number {
  return Math.max(0, ...text.split('\n').map(visibleLength));
}
