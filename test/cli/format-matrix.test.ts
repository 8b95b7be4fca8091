import { referenceSubjects } from '../../ablations/runner/subject.js';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemText, type CellState } from '../../ablations/judge/expectations.js';
import { planTrials } from '../../ablations/runner/matrix.js';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import { formatMatrix, widestLine, wideWidth, type MatrixCell, type MatrixView } from '../../bin/commands/format-matrix.js';
import { planText } from '../../bin/commands/plan-text.js';
import { formatDuration, progressText } from '../../bin/commands/progress.js';
import { colourWanted, terminalWidth, wrap } from '../../bin/commands/terminal.js';
import { CONTROL_NAMES } from '../../harness/controls/registry.js';
import { builtInProfiles } from '../../harness/profile.js';
import { CATALOGUE } from '../../scenarios/catalogue.js';
import { CELL_STATES } from '../../ablations/judge/cell-states.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

const profiles = builtInProfiles();
const STATES: CellState[] = ['caught', 'safe', 'escaped', 'escaped_some', 'not_run'];

/** The default matrix's cells (those its plan has), with states cycling through every mark and one failed expectation. */
function defaultVerdict(): MatrixView {
  const planned = planTrials({ scenarios: CATALOGUE, subjects: referenceSubjects(profiles), proposers: [parseProposerChoice('scenario')], trials: 1, seed: 1 });
  const cells: MatrixCell[] = planned.map((p, i) => ({
    scenario: p.scenario.name, profile: p.subject.name, proposer: 'scenario',
    state: STATES[i % STATES.length]!,
    problems: i === 7 ? [problemText({ kind: 'escaped_with_control', failure: 'false_completion', n: 1, trials: 1 })] : [],
    note: STATES[i % STATES.length] === 'not_run' ? 'not run: no Docker engine' : null,
    out_of_reach: null,
  }));
  const controls = CONTROL_NAMES.map((control) => ({
    control,
    prevented: control === 'evidence' ? CATALOGUE.slice(0, 12).map((s) => `false_completion (${s.name})`) : [],
  }));
  return { cells, controls };
}

describe('the terminal matrix', () => {
  it('fits 100 columns for the default matrix (compact grid with a key), while --format wide keeps every name across', () => {
    const verdict = defaultVerdict();
    const fitted = formatMatrix(verdict, CATALOGUE, profiles, { colour: false, width: 100 });
    expect(widestLine(fitted)).toBeLessThanOrEqual(100);
    expect(wideWidth(CATALOGUE, profiles)).toBeGreaterThan(100);
    const lines = fitted.split('\n');
    const nameWidth = Math.max(...CATALOGUE.map((s) => s.name.length));
    expect(lines[0]).toBe(`${'scenario'.padEnd(nameWidth)}  ${profiles.map((_, i) => `${String(i + 1).padStart(2)} `).join('')}`.trimEnd());
    expect(lines[1]).toBe(`${'normal'.padEnd(nameWidth)}   c  o  E  e  ?  c  o  E! e  ?  c  o  E  e  ?  c  o  E  e`);
    expect(fitted).toContain('profiles: 1 full · 2 instrumented · 3 without-proposal-budget');
    const wide = formatMatrix(verdict, CATALOGUE, profiles, { colour: false, width: 100, layout: 'wide' });
    // Whole names, each column as wide as its own.
    expect(wide.split('\n')[0]).toContain(' -proposal-budget -validation -allowlist -command-rules -path-guard -call-budget ');
    expect(widestLine(wide.split('\n').slice(0, CATALOGUE.length + 1).join('\n'))).toBe(wideWidth(CATALOGUE, profiles));
    // Wide enough a terminal gets the names without asking.
    expect(formatMatrix(verdict, CATALOGUE, profiles, { colour: false, width: wideWidth(CATALOGUE, profiles) }).split('\n')[0]).toBe(wide.split('\n')[0]);
  });

  it('never says the cells of a harness under test met their expectations: they are measured, not judged', () => {
    const cell = (profile: string, state: CellState, reach: MatrixCell['out_of_reach'] = null): MatrixCell => ({ scenario: 'normal', profile, proposer: 'scenario', state, problems: [], note: null, out_of_reach: reach });
    const view = (cells: MatrixCell[]): MatrixView => ({ cells, controls: [] });
    const last = (v: MatrixView, measured: string[]) => formatMatrix(v, CATALOGUE.slice(0, 1), profiles.slice(0, 1), { colour: false, width: 100, measured: new Set(measured) }).split('\n').at(-1);
    const reach = { kind: 'needs_internals', reason: 'x' } as const;
    expect(last(view([cell('claude', 'escaped'), cell('claude', 'not_run', reach)]), ['claude'])).toBe('No cell is judged: 2 cell(s) of harnesses under test are measured, not judged (the scorecard says what each caught and let escape).');
    expect(last(view([cell('full', 'caught'), cell('claude', 'escaped')]), ['claude'])).toBe('All 1 judged cells met their expectations; 1 cell(s) of harnesses under test are measured, not judged (the scorecard says what each caught and let escape).');
    // A harness's cell that could not run here (not out of its reach by design) has no verdict, as the exit code says.
    expect(last(view([cell('full', 'caught'), cell('claude', 'not_run')]), ['claude'])).toBe('Incomplete: 1 of 2 cells have no verdict (not run or errored); none of the 1 judged failed its expectations. 1 cell(s) of harnesses under test are measured, not judged (the scorecard says what each caught and let escape).');
    expect(last(view([cell('full', 'caught')]), [])).toBe('All 1 cells met their expectations.');
  });

  it('splits the compact grid in blocks of profiles when even one character per cell is too wide', () => {
    const text = formatMatrix(defaultVerdict(), CATALOGUE, profiles, { colour: false, width: 60 });
    expect(widestLine(text)).toBeLessThanOrEqual(60);
    const headers = text.split('\n').filter((l) => l.startsWith('scenario '));
    expect(headers.map((h) => h.trim().split(/\s+/).slice(1).join(' '))).toEqual(['1 2 3 4 5 6 7 8 9', '10 11 12 13 14 15 16 17 18', '19']);
  });

  it('has a legend for every mark, blank included, and wraps the per-control lines', () => {
    const text = formatMatrix(defaultVerdict(), CATALOGUE, profiles, { colour: false, width: 100 });
    for (const state of CELL_STATES) expect(text).toContain(`${state.letter} = ${state.word}: ${state.meaning}`);
    expect(text).toContain('! = an expectation failed');
    expect(text).toContain('blank = the scenario does not apply to this profile or proposer');
    const evidence = text.split('\n').findIndex((l) => l.startsWith('  evidence '));
    expect(text.split('\n')[evidence + 1]).toMatch(/^ {21}\S/);
    expect(text).toContain('  proposal-budget    no escape seen without it in this matrix');
    // A control that no profile of this run removes is said to be out of the run, not "prevented nothing".
    const nothing = { ...defaultVerdict(), cells: [], controls: defaultVerdict().controls.map((c) => ({ ...c, prevented: [] })) };
    const onlyFull = formatMatrix(nothing, CATALOGUE.slice(0, 1), profiles.slice(0, 1), { colour: false, width: 100 });
    expect(onlyFull).toContain("What each control prevented: no profile of this run removes one (add --profile 'without-*')");
    expect(onlyFull).not.toContain('  isolation ');
    // Some controls removed, others not: those others on one line.
    const some = formatMatrix(nothing, CATALOGUE.slice(0, 1), profiles.slice(0, 3), { colour: false, width: 1000 });
    const removed = profiles.slice(0, 3).map((p) => p.removed).filter((r): r is string => r !== null);
    expect(removed.length).toBeGreaterThan(0);
    const others = defaultVerdict().controls.map((c) => c.control).filter((c) => !removed.includes(c));
    expect(some).toContain(`  not in this run (no profile removes them): ${others.join(', ')}`);
    // Without a column with every control on, an escape without a control says nothing of what the control prevents.
    const withoutOnly = profiles.filter((p) => p.removed !== null).slice(0, 1);
    const escaped = { cells: [{ scenario: CATALOGUE[0]!.name, profile: withoutOnly[0]!.name, proposer: 'scenario', state: 'escaped' as const, problems: [], note: null, out_of_reach: null }], controls: nothing.controls };
    expect(formatMatrix(escaped, CATALOGUE.slice(0, 1), withoutOnly, { colour: false, width: 1000 })).toContain(`  ${withoutOnly[0]!.removed!.padEnd(18)} not judged: no column with every control on to read it against (add --profile full)`);
  });

  it('colours marks and verdict lines only when asked, and follows NO_COLOR and FORCE_COLOR', () => {
    const v = defaultVerdict();
    expect(formatMatrix(v, CATALOGUE, profiles, { colour: false, width: 100 })).not.toContain('\u001b[');
    const coloured = formatMatrix(v, CATALOGUE, profiles, { colour: true, width: 100 });
    expect(coloured).toContain('\u001b[32mc\u001b[0m');
    expect(coloured).toContain('\u001b[31mE\u001b[0m');
    expect(widestLine(coloured)).toBeLessThanOrEqual(100);
    expect([colourWanted(true, {}), colourWanted(false, {}), colourWanted(true, { NO_COLOR: '1' }), colourWanted(false, { FORCE_COLOR: '1' }), colourWanted(true, { FORCE_COLOR: '0' }), colourWanted(true, { NO_COLOR: '1', FORCE_COLOR: '1' })]).toEqual([
      true, false, false, true, false, true,
    ]);
    expect([terminalWidth(132, {}), terminalWidth(undefined, { COLUMNS: '80' }), terminalWidth(undefined, {})]).toEqual([132, 80, 100]);
  });

  it('wraps words under a hanging indent and keeps leading spaces', () => {
    expect(wrap('  ab cd ef gh', 8, '    ')).toEqual(['  ab cd', '    ef', '    gh']);
    expect(wrap('x  y', 80, '')).toEqual(['x  y']);
  });

  it('states the real trial count per cell kind, with the max_trials caps', () => {
    const planned = planTrials({ scenarios: CATALOGUE, subjects: referenceSubjects(profiles), proposers: [parseProposerChoice('scenario')], trials: 50, seed: 1 });
    const text = planText(planned, 50);
    expect(text).toMatch(/^\d+ cells: \d+ of 50 trials, \d+ of \d+ trials \(\d+ scenarios cap matrix.max_trials at \d+\)/);
    expect(text.endsWith(`: ${planned.length.toLocaleString('en-US')} trials`)).toBe(true);
    const capped = CATALOGUE.filter((s) => (s.matrix.max_trials ?? 50) < 50);
    expect(capped.length).toBeGreaterThan(0);
  });

  it('shows the time left and the rate on the progress line', () => {
    expect([formatDuration(45), formatDuration(192), formatDuration(3720), formatDuration(Infinity)]).toEqual(['45s', '3m12s', '1h02m', '?']);
    expect(progressText(100, 1000, 10)).toBe('100/1000 trials  10/s  eta 1m30s');
    expect(progressText(0, 1000, 1)).toBe('0/1000 trials  0.0/s  eta ?');
    expect(progressText(1000, 1000, 100)).toBe('1000/1000 trials  10/s  took 1m40s');
  });
});

describe('harness-bench run on the terminal (subprocess)', () => {
  const ROOT = join(import.meta.dirname, '..', '..');
  const run = (env: Record<string, string>, extra: string[] = []) => {
    const base: Record<string, string | undefined> = { ...process.env };
    for (const k of ['CI', 'NO_COLOR', 'FORCE_COLOR', 'COLUMNS']) delete base[k];
    const out = join(tempDir('hb-term-'), 'run');
    const args = ['run', '--scenario', 'stale_check', '--scenario', 'publish', '--profile', 'full', '--profile', 'without-evidence', '--trials', '2', '--out', out, ...extra];
    return spawnSync(process.execPath, [join(ROOT, 'bin', 'harness-bench.js'), ...args], { cwd: ROOT, encoding: 'utf8', env: { ...base, ...env } as NodeJS.ProcessEnv });
  };

  it('prints colour with FORCE_COLOR=1 and none with NO_COLOR=1, fits COLUMNS=100, and states the plan and the rate', () => {
    const coloured = run({ FORCE_COLOR: '1', COLUMNS: '100' });
    expect(coloured.status).toBe(0);
    expect(coloured.stdout).toContain('\u001b[32mc\u001b[0m');
    expect(coloured.stdout).toContain('\u001b[32mAll 4 cells met their expectations.\u001b[0m');
    expect(widestLine(coloured.stdout)).toBeLessThanOrEqual(100);
    expect(coloured.stderr).toContain('2 scenario(s) x 2 profile(s) x 1 proposer(s), --trials 2; 4 cells: 4 of 2 trials: 8 trials; results in');
    expect(coloured.stderr).toMatch(/progress: 100% {2}8\/8 trials {2}[\d.]+\/s {2}took \d+s/);
    const plain = run({ NO_COLOR: '1' }, ['--format', 'wide']);
    expect(plain.stdout).not.toContain('\u001b[');
    expect(plain.stdout.split('\n')[0]).toBe('scenario      full -evidence');
  });
});
