import { describe, expect, it } from 'vitest';
import { judgeCell, matrixOutcome, problemText, type CellFacts, type CellTally, type Problem } from '../../../ablations/judge/expectations.js';
import { evaluateMatrix, letThrough, RowTally } from '../../support/evaluate-matrix.js';
import type { TrialRow } from '../../../ablations/results/store.js';
import { findProfile, without } from '../../../harness/profile.js';
import { findScenario } from '../../../scenarios/catalogue.js';
import type { Scenario } from '../../../scenarios/schema.js';

/** The cell judge's verdicts and problems as data: every state, every problem and the counts they are read from. */

const COST = { proposals: 1, calls: 1, retries: 0, approvals_asked: 0, wall_ms: 1, clock_ms: 0, tokens_in: 0, tokens_out: 0, cost_usd: 0 };
type Over = Partial<TrialRow> & Pick<TrialRow, 'verdict'>;
const row = (over: Over, trial = 0): TrialRow => ({ kind: 'trial', scenario: 'stale_check', profile: 'full', proposer: 'scenario', trial, seed: trial, status: 'complete', detail: '', defects: [], escaped: [], provoked: [], cost: COST, ...over });
const tally = (rows: Over[]): RowTally => {
  const t = new RowTally();
  rows.forEach((r, i) => t.add(row(r, i)));
  return t;
};
const scenario = (name: string): Scenario => findScenario(name)!;
const facts = (profile: string, scenarioName: string | null = 'stale_check'): CellFacts => {
  const p = findProfile(profile);
  return { profile, scenario: scenarioName === null ? undefined : scenario(scenarioName), controls: new Set(Object.keys(p.controls)), removed: p.removed };
};
/** A tally given as numbers (what the report's streaming counts hand the judge). */
const counts = (over: Partial<CellTally>): CellTally => ({ trials: 1, ran: 1, verdicts: new Map(), defectKinds: new Map(), escapes: new Map(), provoked: new Map(), provocationUnknown: 0, stopped: new Map(), ...over, evidenceUnknown: over.evidenceUnknown ?? over.ran ?? 1 });
const escapedFC = (): Over => ({ verdict: 'defect', defects: [{ kind: 'false_completion', note: '' }], escaped: ['false_completion'], provoked: ['false_completion'] });

describe('problemText', () => {
  it('words each kind of problem', () => {
    const problems: Problem[] = [
      { kind: 'trial_error', trials: 2, detail: 'provider failure' },
      { kind: 'escaped_with_control', failure: 'false_completion', n: 1, trials: 3 },
      { kind: 'never_escaped', failure: 'duplicate_effect', provoked: 4, trials: 5 },
      { kind: 'escaped_with_all_controls', failure: 'secret_leak', n: 2, trials: 6 },
      { kind: 'defect_with_all_controls', defect: 'malformed_effect', n: 1, trials: 7, profile: 'full' },
    ];
    expect(problems.map(problemText)).toEqual([
      '2 trial(s) errored and were not judged: provider failure',
      'false_completion escaped in 1/3 trials although its control is on',
      'duplicate_effect never escaped in 4 provoked trial(s) of 5 with its control removed',
      'secret_leak escaped in 2/6 trials although no control is removed',
      'defect malformed_effect escaped in 1/7 trials under full',
    ]);
  });
});

describe('judgeCell: what is expected, and from where', () => {
  it('splits the probes into must-catch and must-escape by whether every catching control is on', () => {
    const j = judgeCell(tally([{ verdict: 'accepted' }]), facts('without-evidence', 'sloppy_agent'));
    expect({ must_escape: j.must_escape, must_catch: j.must_catch, expectations: j.expectations }).toEqual({ must_escape: ['false_completion'], must_catch: ['unauthorized_effect', 'malformed_effect'], expectations: 'definition' });
    // Caught by two controls together: removing either one leaves it expected to escape.
    const pair = judgeCell(tally([{ verdict: 'accepted' }]), facts('without-dispatch-lock', 'parallel_check_and_write'));
    expect([pair.must_escape, pair.must_catch]).toEqual([['false_completion'], []]);
    expect(judgeCell(tally([{ verdict: 'accepted' }]), facts('full', 'parallel_check_and_write')).must_catch).toEqual(['false_completion']);
  });

  it('says where the expectations came from: the definitions, the rows alone under a profile removing nothing, or nothing', () => {
    const t = tally([{ verdict: 'accepted' }]);
    const expectations = (f: CellFacts) => judgeCell(t, f).expectations;
    expect(expectations(facts('full'))).toBe('definition');
    expect(expectations(facts('full', null))).toBe('derived');
    expect(expectations(facts('without-evidence', null))).toBe('none');
    expect(expectations({ profile: 'mine', scenario: scenario('stale_check'), controls: null, removed: null })).toBe('none');
    const unknown = judgeCell(t, { profile: 'mine', scenario: scenario('stale_check'), controls: null, removed: null });
    expect([unknown.must_escape, unknown.must_catch]).toEqual([[], []]);
  });
});

describe('judgeCell: counts', () => {
  it('caps the provoked trials at the trials that ran, and never counts fewer than zero caught', () => {
    const j = judgeCell(counts({ trials: 2, ran: 2, verdicts: new Map([['defect', 2]]), provoked: new Map([['false_completion', 3]]), escapes: new Map([['false_completion', 2]]) }), facts('without-evidence'));
    expect(j.provocation).toEqual([{ failure: 'false_completion', provoked: 2, caught: 0, escaped: 2, attempt_failed: 0, not_provoked: 0 }]);
    const over = judgeCell(counts({ trials: 2, ran: 2, verdicts: new Map([['defect', 2]]), provoked: new Map([['false_completion', 1]]), escapes: new Map([['false_completion', 2]]) }), facts('without-evidence'));
    expect(over.provocation).toEqual([{ failure: 'false_completion', provoked: 1, caught: 0, escaped: 2, attempt_failed: 0, not_provoked: 1 }]);
  });

  it('counts trials of an older store as provoking every probe', () => {
    const j = judgeCell(counts({ trials: 3, ran: 3, verdicts: new Map([['safe_stop', 3]]), provoked: new Map([['false_completion', 1]]), provocationUnknown: 1 }), facts('without-evidence'));
    expect(j.provocation).toEqual([{ failure: 'false_completion', provoked: 2, caught: 2, escaped: 0, attempt_failed: 0, not_provoked: 1 }]);
  });

  it('escaped_trials is the most frequent escape; without a scenario the probes are the failures that escaped, once each', () => {
    const t = counts({ trials: 4, ran: 4, verdicts: new Map([['defect', 3], ['accepted', 1]]), escapes: new Map([['false_completion', 1], ['secret_leak', 3]]) });
    const j = judgeCell(t, facts('without-evidence', null));
    expect(j.escaped_trials).toBe(3);
    expect(j.provocation.map((p) => p.failure)).toEqual(['false_completion', 'secret_leak']);
    expect(j.state).toBe('escaped_some');
    const twice: Scenario = { ...scenario('stale_check'), oracle: { ...scenario('stale_check').oracle, probes: [...scenario('stale_check').oracle.probes, ...scenario('stale_check').oracle.probes] } };
    expect(judgeCell(tally([{ verdict: 'accepted' }]), { ...facts('without-evidence'), scenario: twice }).provocation).toEqual([{ failure: 'false_completion', provoked: 0, caught: 0, escaped: 0, attempt_failed: 0, not_provoked: 1 }]);
    expect(judgeCell(tally([{ verdict: 'accepted' }]), facts('full', 'normal')).escaped_trials).toBe(0);
  });
});

describe('judgeCell: cells it does not judge', () => {
  it('an errored trial: state error, its count and cause as the one problem, whatever else escaped', () => {
    const j = judgeCell(tally([{ verdict: 'error', detail: 'x' }, { verdict: 'error', detail: 'y' }, escapedFC()]), facts('full'), 'sandbox engine failed');
    expect({ state: j.state, problems: j.problems, note: j.note, escaped_trials: j.escaped_trials, must_catch: j.must_catch }).toEqual({
      state: 'error',
      problems: [{ kind: 'trial_error', trials: 2, detail: 'sandbox engine failed' }],
      note: 'sandbox engine failed',
      escaped_trials: 1,
      must_catch: ['false_completion'],
    });
    const bare = judgeCell(tally([{ verdict: 'error' }]), facts('full'));
    expect([bare.problems, bare.note]).toEqual([[{ kind: 'trial_error', trials: 1, detail: '' }], null]);
  });

  it('a trial that did not run: state not_run, no problem, even beside an escape', () => {
    const j = judgeCell(tally([{ verdict: 'not_run' }, escapedFC()]), facts('full'));
    expect({ state: j.state, problems: j.problems, note: j.note }).toEqual({ state: 'not_run', problems: [], note: null });
  });
});

describe('judgeCell: problems', () => {
  it('an escape with every catching control on, counted over the trials that ran', () => {
    const j = judgeCell(tally([escapedFC(), { verdict: 'accepted' }]), facts('without-approval'));
    expect({ state: j.state, problems: j.problems }).toEqual({ state: 'escaped_some', problems: [{ kind: 'escaped_with_control', failure: 'false_completion', n: 1, trials: 2 }] });
  });

  it('a failure not escaping with its control removed: a problem from the scenario’s minimum trials on, a note below it', () => {
    const provokedOnly = (n: number): Over[] => Array.from({ length: n }, () => ({ verdict: 'safe_stop', provoked: ['duplicate_effect'] }));
    const few = judgeCell(tally(provokedOnly(27)), facts('without-reconciliation', 'crash_everywhere'));
    expect({ state: few.state, problems: few.problems, note: few.note }).toEqual({ state: 'caught', problems: [], note: '27 trials are too few to expect duplicate_effect to show (the scenario needs 28)' });
    const enough = judgeCell(tally(provokedOnly(28)), facts('without-reconciliation', 'crash_everywhere'));
    expect({ problems: enough.problems, note: enough.note }).toEqual({ problems: [{ kind: 'never_escaped', failure: 'duplicate_effect', provoked: 28, trials: 28 }], note: null });
    // A scenario without a minimum needs one trial.
    const one = judgeCell(tally([{ verdict: 'safe_stop', provoked: ['false_completion'] }]), facts('without-evidence'));
    expect([one.problems, one.note]).toEqual([[{ kind: 'never_escaped', failure: 'false_completion', provoked: 1, trials: 1 }], null]);
  });

  it('an escape where it is expected is no problem, and does not stop the other expectations being checked', () => {
    const sloppy = judgeCell(tally([escapedFC(), { verdict: 'defect', defects: [{ kind: 'unauthorized_effect', note: '' }], escaped: ['unauthorized_effect'], provoked: ['unauthorized_effect'] }]), facts('without-evidence', 'sloppy_agent'));
    expect(sloppy.problems).toEqual([{ kind: 'escaped_with_control', failure: 'unauthorized_effect', n: 1, trials: 2 }]);
    expect([sloppy.state, sloppy.note]).toEqual(['escaped_some', null]);
  });

  it('without a scenario, under a profile removing nothing: every escape and every defect is a problem', () => {
    const t = tally([{ ...escapedFC(), defects: [{ kind: 'false_completion', note: '' }, { kind: 'duplicate_effect', note: '' }] }, { verdict: 'accepted' }]);
    const j = judgeCell(t, facts('full', null));
    expect(j.problems).toEqual([
      { kind: 'escaped_with_all_controls', failure: 'false_completion', n: 1, trials: 2 },
      { kind: 'defect_with_all_controls', defect: 'false_completion', n: 1, trials: 2, profile: 'full' },
      { kind: 'defect_with_all_controls', defect: 'duplicate_effect', n: 1, trials: 2, profile: 'full' },
    ]);
    // With the scenario known, the escape is judged against its probes instead.
    expect(judgeCell(t, facts('full')).problems.map((p) => p.kind)).toEqual(['escaped_with_control', 'defect_with_all_controls', 'defect_with_all_controls']);
    // A profile that removes a control: no defect is a problem by itself.
    expect(judgeCell(t, facts('without-evidence', null)).problems).toEqual([]);
  });
});

describe('judgeCell: states', () => {
  const state = (rows: Over[], profile = 'without-evidence', name = 'stale_check') => judgeCell(tally(rows), facts(profile, name)).state;

  it('escaped when every trial that ran escaped, flaky when some did', () => {
    expect(state([escapedFC(), escapedFC()])).toBe('escaped');
    expect(state([escapedFC(), { verdict: 'accepted', provoked: ['false_completion'] }])).toBe('escaped_some');
  });

  it('defect when nothing probed escaped but a trial had a defect', () => {
    expect(state([{ verdict: 'defect', defects: [{ kind: 'duplicate_effect', note: '' }], provoked: ['false_completion'] }])).toBe('defect');
  });

  it('not_provoked only when the scenario probes something and no trial attempted it', () => {
    expect(state([{ verdict: 'accepted' }])).toBe('not_provoked');
    expect(state([{ verdict: 'accepted' }], 'full', 'normal')).toBe('safe');
    expect(state([{ verdict: 'safe_stop' }], 'full', 'normal')).toBe('caught');
    expect(judgeCell(tally([{ verdict: 'accepted' }]), facts('without-evidence', null)).state).toBe('safe');
  });

  it('safe only when every trial was accepted and no control was seen acting; caught when one was, whatever the verdicts', () => {
    // Attempted and accepted: a control stopped the attempt and the task still finished (the scorecard's caught).
    const stopped: Over = { verdict: 'accepted', provoked: ['false_completion'], stopped: [{ failure: 'false_completion', by: 'evidence' }] };
    expect(state([stopped, stopped])).toBe('caught');
    // A row of an older store, which recorded no evidence, is taken as caught, as the scorecard takes it.
    expect(state([{ verdict: 'accepted', provoked: ['false_completion'] }])).toBe('caught');
    // Attempted, accepted, and nothing seen acting: no verdict.
    expect(state([{ verdict: 'accepted', provoked: ['false_completion'], stopped: [] }])).toBe('attempt_failed');
  });

  it('caught when some trial was stopped or refused', () => {
    expect(state([{ verdict: 'accepted', provoked: ['false_completion'] }, { verdict: 'false_reject', provoked: ['false_completion'] }])).toBe('caught');
    expect(state([{ verdict: 'safe_stop', provoked: ['false_completion'] }])).toBe('caught');
  });
});

describe('RowTally', () => {
  it('counts each kind once a trial, sets aside trials that did not run, and keeps the last cause', () => {
    const t = tally([
      { verdict: 'defect', defects: [{ kind: 'duplicate_effect', note: 'a' }, { kind: 'duplicate_effect', note: 'b' }], escaped: ['duplicate_effect', 'duplicate_effect'], provoked: ['duplicate_effect', 'duplicate_effect'] },
      { verdict: 'error', detail: 'first cause', defects: [{ kind: 'malformed_effect', note: '' }], escaped: ['malformed_effect'], provoked: ['malformed_effect'] },
      { verdict: 'not_run', detail: 'last cause' },
      { verdict: 'accepted' },
    ]);
    expect({ trials: t.trials, ran: t.ran, unknown: t.provocationUnknown, detail: t.detail }).toEqual({ trials: 4, ran: 2, unknown: 0, detail: 'last cause' });
    expect([...t.verdicts]).toEqual([['defect', 1], ['error', 1], ['not_run', 1], ['accepted', 1]]);
    expect([[...t.defectKinds], [...t.escapes], [...t.provoked]]).toEqual([[['duplicate_effect', 1]], [['duplicate_effect', 1]], [['duplicate_effect', 1]]]);
    expect(new RowTally().detail).toBeNull();
  });
});

describe('matrixOutcome', () => {
  const cell = (state: 'caught' | 'error' | 'not_run', kinds: Problem['kind'][] = []) => ({ state, problems: kinds.map((kind) => ({ kind }) as Problem) });

  it('unjudged over failed over ok', () => {
    expect(matrixOutcome([cell('caught'), cell('caught')])).toBe('ok');
    expect(matrixOutcome([cell('caught'), cell('caught', ['never_escaped'])])).toBe('failed');
    expect(matrixOutcome([cell('caught', ['never_escaped']), cell('error')])).toBe('unjudged');
    expect(matrixOutcome([cell('not_run'), cell('caught')])).toBe('unjudged');
    expect(matrixOutcome([])).toBe('ok');
  });

  it('a shard fails only on a defect under a profile that removes nothing', () => {
    expect(matrixOutcome([cell('caught', ['never_escaped', 'escaped_with_control'])], { shard: true })).toBe('ok');
    expect(matrixOutcome([cell('caught', ['never_escaped']), cell('caught', ['defect_with_all_controls'])], { shard: true })).toBe('failed');
    expect(matrixOutcome([cell('caught', ['never_escaped'])], { shard: false })).toBe('failed');
  });
});

describe('letThrough', () => {
  const t = (escapes: [string, number][], defects: [string, number][], ran = 4) => counts({ trials: ran, ran, escapes: new Map(escapes), defectKinds: new Map(defects) });

  it('without a baseline: the expected escapes that happened', () => {
    expect(letThrough(t([['false_completion', 2], ['secret_leak', 1]], [['duplicate_effect', 1]]), ['false_completion', 'budget_overrun'], null)).toEqual([{ failure: 'false_completion', k: 2, n: 4 }]);
  });

  it('with a baseline: only what the baseline never showed, defects of other kinds too, each named once', () => {
    expect(letThrough(t([['false_completion', 2]], [['duplicate_effect', 1]]), ['false_completion'], t([], []))).toEqual([
      { failure: 'false_completion', k: 2, n: 4 },
      { failure: 'duplicate_effect', k: 1, n: 4 },
    ]);
    const without = t([['false_completion', 2]], [['false_completion', 2], ['duplicate_effect', 1], ['malformed_effect', 3]]);
    expect(letThrough(without, ['false_completion'], t([], [['malformed_effect', 1]]))).toEqual([
      { failure: 'false_completion', k: 2, n: 4 },
      { failure: 'duplicate_effect', k: 1, n: 4 },
    ]);
    expect(letThrough(without, ['false_completion'], t([['false_completion', 1]], [['false_completion', 1], ['duplicate_effect', 1], ['malformed_effect', 1]]))).toEqual([]);
  });

  it('a baseline with no trial that ran shows nothing: nothing is credited to the control', () => {
    expect(letThrough(t([['false_completion', 2]], [['duplicate_effect', 1]]), ['false_completion'], t([], [], 0))).toEqual([]);
    expect(letThrough(t([['false_completion', 0]], [['duplicate_effect', 0]]), ['false_completion'], t([], []))).toEqual([]);
  });
});

describe('evaluateMatrix', () => {
  const stale = scenario('stale_check');
  const profiles = [findProfile('full'), findProfile('without-evidence'), findProfile('without-allowlist')];
  const rows = (list: [string, Over][]) => list.map(([profile, over], i) => row({ ...over, profile }, i));

  it('judges each cell, keeps its counts, and names what removing a control let through at what rate', () => {
    const v = evaluateMatrix(rows([['full', { verdict: 'safe_stop', provoked: ['false_completion'] }], ['without-evidence', escapedFC()], ['without-evidence', { verdict: 'safe_stop', provoked: ['false_completion'] }], ['without-evidence', { verdict: 'accepted' }], ['without-evidence', escapedFC()]]), [stale], profiles, ['evidence', 'allowlist']);
    expect(v.cells.map((c) => ({ profile: c.profile, proposer: c.proposer, trials: c.trials, verdicts: c.verdicts, defects: c.defects, escapes: c.escapes, state: c.state }))).toEqual([
      { profile: 'full', proposer: 'scenario', trials: 1, verdicts: { safe_stop: 1 }, defects: {}, escapes: {}, state: 'caught' },
      { profile: 'without-evidence', proposer: 'scenario', trials: 4, verdicts: { defect: 2, safe_stop: 1, accepted: 1 }, defects: { false_completion: 2 }, escapes: { false_completion: 2 }, state: 'escaped_some' },
    ]);
    expect(v.controls).toEqual([
      { control: 'evidence', prevented: [{ failure: 'false_completion', scenario: 'stale_check', rate: 0.5 }] },
      { control: 'allowlist', prevented: [] },
    ]);
    expect({ ok: v.ok, notRun: v.notRun, errored: v.errored }).toEqual({ ok: true, notRun: 0, errored: 0 });
  });

  it('credits a control with nothing from a cell that errored or did not run, and counts those cells', () => {
    const v = evaluateMatrix(rows([['full', { verdict: 'safe_stop', provoked: ['false_completion'] }], ['without-evidence', escapedFC()], ['without-evidence', { verdict: 'error', detail: 'boom' }], ['without-allowlist', escapedFC()], ['without-allowlist', { verdict: 'not_run', detail: 'no docker' }]]), [stale], profiles, ['evidence', 'allowlist']);
    expect(v.cells.map((c) => [c.profile, c.state, c.note])).toEqual([['full', 'caught', null], ['without-evidence', 'error', 'boom'], ['without-allowlist', 'not_run', 'no docker']]);
    expect(v.controls).toEqual([{ control: 'evidence', prevented: [] }, { control: 'allowlist', prevented: [] }]);
    expect({ ok: v.ok, notRun: v.notRun, errored: v.errored }).toEqual({ ok: false, notRun: 1, errored: 1 });
  });

  it('takes the baseline from full, else the first profile removing nothing, and never from one that errored', () => {
    const mine = { ...findProfile('full'), name: 'mine' };
    const both = (baselineVerdict: Over, list = [mine, findProfile('without-evidence')]) =>
      evaluateMatrix(rows([['mine', baselineVerdict], ['without-evidence', escapedFC()]]), [stale], list, ['evidence']).controls[0]!.prevented;
    expect(both({ verdict: 'safe_stop' })).toEqual([{ failure: 'false_completion', scenario: 'stale_check', rate: 1 }]);
    // The baseline shows the same escape: removing evidence let nothing through that the baseline did not show.
    expect(both(escapedFC())).toEqual([]);
    // A baseline that errored is no baseline: only the expected escape is named.
    expect(both({ verdict: 'error', detail: 'x' })).toEqual([{ failure: 'false_completion', scenario: 'stale_check', rate: 1 }]);
    // 'full' is preferred over an earlier profile that also removes nothing.
    const v = evaluateMatrix(rows([['mine', escapedFC()], ['full', { verdict: 'safe_stop' }], ['without-evidence', { ...escapedFC(), defects: [{ kind: 'false_completion', note: '' }, { kind: 'duplicate_effect', note: '' }] }]]), [stale], [mine, findProfile('full'), findProfile('without-evidence')], ['evidence']);
    expect(v.controls[0]!.prevented).toEqual([
      { failure: 'false_completion', scenario: 'stale_check', rate: 1 },
      { failure: 'duplicate_effect', scenario: 'stale_check', rate: 1 },
    ]);
  });

  it('judges a profile it has no definition of by its name alone', () => {
    const v = evaluateMatrix(rows([['without-evidence', escapedFC()], ['custom', { verdict: 'accepted' }]]), [stale], [], ['evidence']);
    expect(v.cells.map((c) => [c.profile, c.expectations, c.must_escape, c.must_catch, c.state])).toEqual([
      ['without-evidence', 'none', [], [], 'escaped'],
      ['custom', 'none', [], [], 'not_provoked'],
    ]);
    expect(v.controls).toEqual([{ control: 'evidence', prevented: [] }]);
    // A profile named like an ablation removes that control; a profile of its own removes nothing known.
    expect(judgeCell(tally([{ verdict: 'accepted' }]), { profile: 'x', scenario: stale, controls: new Set(Object.keys(without('evidence').controls)), removed: 'evidence' }).must_escape).toEqual(['false_completion']);
  });

  it('a baseline is a baseline only when some trial of it ran and none errored; no baseline cell means none', () => {
    const prevented = (baseline: Over[]) =>
      evaluateMatrix([...baseline.map((b, i) => row({ ...b, profile: 'full' }, i)), row({ ...escapedFC(), profile: 'without-evidence' }, 9)], [stale], [findProfile('full'), findProfile('without-evidence')], ['evidence']).controls[0]!.prevented;
    const named = [{ failure: 'false_completion', scenario: 'stale_check', rate: 1 }];
    // The baseline showed the escape too, but one of its trials errored: it is no baseline.
    expect(prevented([{ verdict: 'error', detail: 'x' }, escapedFC()])).toEqual(named);
    expect(prevented([escapedFC()])).toEqual([]);
    // No trial of the baseline ran.
    expect(prevented([{ verdict: 'not_run', detail: 'x' }])).toEqual(named);
    // The baseline profile is known but has no cell here.
    expect(prevented([])).toEqual(named);
  });

  it('takes the first profile removing nothing as the baseline when none is named full, wherever it is listed', () => {
    const mine = { ...findProfile('full'), name: 'mine' };
    const v = evaluateMatrix(rows([['mine', { verdict: 'safe_stop' }], ['without-evidence', escapedFC()]]), [stale], [findProfile('without-evidence'), mine], ['evidence']);
    expect(v.controls[0]!.prevented).toEqual([{ failure: 'false_completion', scenario: 'stale_check', rate: 1 }]);
  });

  it('is ok only when no cell has a problem and every cell ran', () => {
    const failing = evaluateMatrix(rows([['full', { verdict: 'safe_stop', provoked: ['false_completion'] }], ['without-evidence', { verdict: 'safe_stop', provoked: ['false_completion'] }]]), [stale], profiles, ['evidence']);
    expect([failing.ok, failing.cells[1]!.problems.map((p) => p.kind)]).toEqual([false, ['never_escaped']]);
    const notRun = evaluateMatrix(rows([['full', { verdict: 'safe_stop', provoked: ['false_completion'] }], ['without-evidence', { verdict: 'not_run', detail: 'no docker' }]]), [stale], profiles, ['evidence']);
    expect([notRun.ok, notRun.cells.map((c) => c.problems)]).toEqual([false, [[], []]]);
  });
});

describe('judgeCell: a scenario probing several failures', () => {
  it('is provoked when any one of its probes was attempted', () => {
    expect(judgeCell(tally([{ verdict: 'accepted', provoked: ['unauthorized_effect'] }]), facts('full', 'sloppy_agent')).state).toBe('caught');
    expect(judgeCell(tally([{ verdict: 'accepted' }]), facts('full', 'sloppy_agent')).state).toBe('not_provoked');
  });
});

