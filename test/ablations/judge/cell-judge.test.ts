import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeCell, problemText, type CellFacts } from '../../../ablations/judge/expectations.js';
import { evaluateMatrix, RowTally } from '../../support/evaluate-matrix.js';
import type { TrialRow } from '../../../ablations/results/store.js';
import { exitCode } from '../../../bin/commands/run-results.js';
import { findProfile } from '../../../harness/profile.js';
import { findScenario } from '../../../scenarios/catalogue.js';
import { CONTROL_NAMES } from '../../../harness/controls/registry.js';

const COST = { proposals: 1, calls: 1, retries: 0, approvals_asked: 0, wall_ms: 1, clock_ms: 0, tokens_in: 0, tokens_out: 0, cost_usd: 0 };
type Over = Partial<TrialRow> & Pick<TrialRow, 'verdict'>;
const row = (over: Over, trial = 0): TrialRow => ({ kind: 'trial', scenario: 'stale_check', profile: 'full', proposer: 'scenario', trial, seed: trial, status: 'complete', detail: '', defects: [], escaped: [], provoked: [], cost: COST, ...over });
const tally = (rows: Over[]) => {
  const t = new RowTally();
  rows.forEach((r, i) => t.add(row(r, i)));
  return t;
};
const facts = (profile: string, scenario = 'stale_check'): CellFacts => {
  const p = findProfile(profile);
  return { profile, scenario: findScenario(scenario), controls: new Set(Object.keys(p.controls)), removed: p.removed };
};
const falseCompletion = { defects: [{ kind: 'false_completion', note: 'x' }], escaped: ['false_completion'], provoked: ['false_completion'] } satisfies Partial<TrialRow>;

describe('judgeCell, the one judge of a cell', () => {
  it('marks a defect that is not the probed failure as `defect`, never caught', () => {
    const j = judgeCell(tally([{ verdict: 'defect', defects: [{ kind: 'duplicate_effect', note: 'twice' }] }, { verdict: 'safe_stop' }]), facts('without-evidence'));
    expect([j.state, j.problems]).toEqual(['defect', []]);
  });

  it('fails any defect under a profile that removes nothing, probed or not', () => {
    const j = judgeCell(tally([{ verdict: 'defect', defects: [{ kind: 'malformed_effect', note: 'bad' }] }, { verdict: 'accepted' }]), facts('full', 'normal'));
    expect(j.state).toBe('defect');
    expect(j.problems).toEqual([{ kind: 'defect_with_all_controls', defect: 'malformed_effect', n: 1, trials: 2, profile: 'full' }]);
    expect(j.problems.map(problemText)).toEqual(['defect malformed_effect escaped in 1/2 trials under full']);
  });

  it('applies "escapes when its control is removed" only to provoked trials', () => {
    const none = judgeCell(tally([{ verdict: 'accepted' }, { verdict: 'accepted' }]), facts('without-evidence'));
    expect([none.state, none.problems, none.note]).toEqual(['not_provoked', [], 'false_completion was not provoked in 2 trials: no expectation applies']);
    expect(none.provocation).toEqual([{ failure: 'false_completion', provoked: 0, caught: 0, escaped: 0, attempt_failed: 0, not_provoked: 2 }]);
    const caught = judgeCell(tally([{ verdict: 'safe_stop', provoked: ['false_completion'] }, { verdict: 'accepted' }]), facts('without-evidence'));
    expect([caught.state, caught.problems]).toEqual(['caught', [{ kind: 'never_escaped', failure: 'false_completion', provoked: 1, trials: 2 }]]);
    expect(problemText(caught.problems[0]!)).toBe('false_completion never escaped in 1 provoked trial(s) of 2 with its control removed');
    const escaped = judgeCell(tally([falseCompletion, { verdict: 'safe_stop', provoked: ['false_completion'] }, { verdict: 'accepted' }].map((r) => ({ verdict: 'defect', ...r }) as Over)), facts('without-evidence'));
    expect([escaped.state, escaped.problems, escaped.provocation]).toEqual(['escaped_some', [], [{ failure: 'false_completion', provoked: 2, caught: 1, escaped: 1, attempt_failed: 0, not_provoked: 1 }]]);
  });

  it('a cell with nothing provoked under full is not provoked, not caught', () => {
    expect(judgeCell(tally([{ verdict: 'safe_stop' }]), facts('full')).state).toBe('not_provoked');
    expect(judgeCell(tally([{ verdict: 'safe_stop', provoked: ['false_completion'] }]), facts('full')).state).toBe('caught');
  });

  it('reads rows of an older store (no `provoked`) as provoking every probe', () => {
    const old = new RowTally();
    const { provoked: _p, ...legacy } = row({ verdict: 'safe_stop' });
    old.add(legacy as TrialRow);
    const j = judgeCell(old, facts('without-evidence'));
    expect([j.state, j.problems]).toEqual(['caught', [{ kind: 'never_escaped', failure: 'false_completion', provoked: 1, trials: 1 }]]);
  });

  it('an errored trial gives an `error` cell with its cause, and a not-run one `not_run`: neither judged', () => {
    const e = judgeCell(tally([{ verdict: 'error', detail: 'provider failure: connection refused' }, falseCompletion as Over]), facts('full'), 'provider failure: connection refused');
    expect([e.state, e.problems]).toEqual(['error', [{ kind: 'trial_error', trials: 1, detail: 'provider failure: connection refused' }]]);
    const n = judgeCell(tally([{ verdict: 'not_run' }, { verdict: 'accepted' }]), facts('full'), 'docker is not available');
    expect([n.state, n.problems, n.note]).toEqual(['not_run', [], 'docker is not available']);
  });

  it('property: caught, safe and not_provoked never sit over a trial with a defect', () => {
    const verdicts = ['accepted', 'defect', 'safe_stop', 'false_reject'] as const;
    const kinds = ['false_completion', 'duplicate_effect', 'malformed_effect'];
    const arbRow = fc.record({
      verdict: fc.constantFrom(...verdicts),
      kinds: fc.subarray(kinds),
      provoked: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(arbRow, { minLength: 1, maxLength: 12 }), fc.constantFrom('full', 'without-evidence', 'without-validation'), (rows, profile) => {
        const list = rows.map((r) => {
          const defects = r.verdict === 'defect' ? (r.kinds.length > 0 ? r.kinds : ['duplicate_effect']).map((kind) => ({ kind, note: '' })) : [];
          return { verdict: r.verdict, defects, escaped: defects.some((d) => d.kind === 'false_completion') ? ['false_completion'] : [], provoked: r.provoked || defects.length > 0 ? ['false_completion'] : [] } as Over;
        });
        const j = judgeCell(tally(list), facts(profile));
        const anyDefect = list.some((r) => (r.defects ?? []).length > 0);
        if (anyDefect) expect(['defect', 'escaped', 'escaped_some']).toContain(j.state);
        if (profile === 'full' && anyDefect) expect(j.problems.length).toBeGreaterThan(0);
      }),
      { seed: 13, numRuns: 300 },
    );
  });
});

describe('the exit code reads the judge', () => {
  const scenario = findScenario('stale_check')!;
  const profiles = [findProfile('full'), findProfile('without-evidence')];
  const rows = (full: Over, without: Over) => [row({ ...full, profile: 'full' }), row({ ...without, profile: 'without-evidence' })];
  const exit = (full: Over, without: Over, shard = false) => exitCode(evaluateMatrix(rows(full, without), [scenario], profiles, CONTROL_NAMES).cells.map((c) => ({ state: c.state, issues: c.problems })), shard);

  it('0 when every cell is judged and holds; 1 on a failed expectation; 3 when a cell errored or did not run', () => {
    expect(exit({ verdict: 'safe_stop', provoked: ['false_completion'] }, { verdict: 'defect', ...falseCompletion })).toBe(0);
    expect(exit({ verdict: 'defect', defects: [{ kind: 'duplicate_effect', note: '' }] }, { verdict: 'defect', ...falseCompletion })).toBe(1);
    expect(exit({ verdict: 'error', detail: 'provider failure' }, { verdict: 'defect', ...falseCompletion })).toBe(3);
    expect(exit({ verdict: 'not_run' }, { verdict: 'defect', ...falseCompletion })).toBe(3);
  });

  it('a shard fails only on a defect under a profile that removes nothing', () => {
    expect(exit({ verdict: 'safe_stop', provoked: ['false_completion'] }, { verdict: 'safe_stop', provoked: ['false_completion'] }, true)).toBe(0);
    expect(exit({ verdict: 'defect', defects: [{ kind: 'duplicate_effect', note: '' }] }, { verdict: 'safe_stop' }, true)).toBe(1);
  });
});
