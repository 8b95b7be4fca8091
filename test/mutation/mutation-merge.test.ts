import { describe, expect, it } from 'vitest';
import { scoreTable } from '../../scripts/mutation-all.js';
import { mergeReports, relocate, type IncrementalReport } from '../../scripts/mutation-merge.js';

const OLD = ['describe(a, () => {', "  it('one', () => {", '    expect(1).toBe(1);', '  });', "  it('two', () => {", '    expect(2).toBe(2);', '  });', '});'].join('\n');
const test = (id: string, name: string, line: number) => ({ id, name, location: { start: { line, column: 3 } } });

describe('relocate: where a test of an earlier report is in the test file now', () => {
  it('keeps every test of an unchanged file where it was', () => {
    expect([...relocate(OLD, OLD, [test('0', 'a one', 2), test('1', 'a two', 5), { id: '2', name: 'anywhere' }])]).toEqual([['0', 2], ['1', 5], ['2', 0]]);
  });

  it('moves a test whose text is found once, unchanged, and drops one whose text changed or has no location', () => {
    const now = OLD.replace("describe(a, () => {", "import x from 'y';\n\ndescribe(a, () => {").replace('toBe(2)', 'toBe(3)');
    expect([...relocate(OLD, now, [test('0', 'a one', 2), test('1', 'a two', 5), { id: '2', name: 'anywhere' }])]).toEqual([['0', 4], ['1', null], ['2', null]]);
  });

  it('drops a test whose text now occurs twice (which one it is cannot be told)', () => {
    const lines = OLD.split('\n');
    const now = [...lines.slice(0, 4), ...lines.slice(1, 4), ...lines.slice(4)].join('\n');
    expect(relocate(OLD, now, [test('0', 'a one', 2), test('1', 'a two', 5)]).get('0')).toBeNull();
  });

  it('matches whole lines only', () => {
    // The old test's text still ends the new one's first line, but that line is not the same.
    const now = OLD.replace("  it('one', () => {", "  void 0;  it('one', () => {");
    expect(relocate(OLD, now, [test('0', 'a one', 2), test('1', 'a two', 5)]).get('0')).toBeNull();
  });
});

describe('mergeReports', () => {
  const report = (file: string, tests: ReturnType<typeof test>[], mutants: IncrementalReport['files'][string]['mutants'], source = OLD): IncrementalReport => ({
    schemaVersion: '1',
    files: { [file]: { source: 'code', mutants } },
    testFiles: { 't.test.ts': { source, tests } },
  });

  it('renames each report’s test ids to one set, and drops the tests that were not kept from killedBy and coveredBy', () => {
    const a = report('a.ts', [test('0', 'a one', 2), test('1', 'a two', 5)], [{ id: '0', status: 'Killed', killedBy: ['0'], coveredBy: ['0', '1'] }]);
    const changed = OLD.replace('toBe(1)', 'toBe(9)');
    const b = report('b.ts', [test('0', 'a two', 5), test('1', 'a one', 2)], [{ id: '0', status: 'Killed', killedBy: ['1'], coveredBy: ['0', '1'] }, { id: '1', status: 'Survived', coveredBy: ['0'] }], changed);
    const merged = mergeReports([a, b], () => changed);
    expect(merged.testFiles).toEqual({ 't.test.ts': { source: changed, tests: [{ id: '0', name: 'a two', location: { start: { line: 5, column: 3 } } }, { id: '1', name: 'a one', location: { start: { line: 2, column: 3 } } }] } });
    // a's "one" changed since a ran: its killer is gone, so Stryker re-tests that mutant.
    expect(merged.files['a.ts']!.mutants).toEqual([{ id: '0', status: 'Killed', killedBy: [], coveredBy: ['0'] }]);
    expect(merged.files['b.ts']!.mutants).toEqual([{ id: '0', status: 'Killed', killedBy: ['1'], coveredBy: ['0', '1'] }, { id: '1', status: 'Survived', killedBy: [], coveredBy: ['0'] }]);
    expect(merged['schemaVersion']).toBe('1');
  });

  it('takes a source file from the last report that has it, and forgets test files that no longer exist', () => {
    const first = report('a.ts', [test('0', 'a one', 2)], [{ id: '0', status: 'Survived', coveredBy: ['0'] }]);
    const second = report('a.ts', [test('0', 'a one', 2)], [{ id: '0', status: 'Killed', killedBy: ['0'], coveredBy: ['0'] }]);
    expect(mergeReports([first, second], () => OLD).files['a.ts']!.mutants[0]!.status).toBe('Killed');
    const gone = mergeReports([first], () => undefined);
    expect([gone.testFiles, gone.files['a.ts']!.mutants[0]!.coveredBy]).toEqual([{}, []]);
  });
});

describe('scoreTable: what the full run prints', () => {
  const m = (status: string, extra: Record<string, unknown> = {}) => ({ status, ...extra });

  it('scores each file and the total over the tested mutants, and lists each equivalent with its reason', () => {
    const { lines, ok } = scoreTable({
      files: {
        'b.ts': { mutants: [m('Killed'), m('Timeout'), m('Ignored', { static: true })] },
        'a.ts': { mutants: [...Array.from({ length: 9 }, () => m('Killed')), m('Survived'), m('Ignored', { static: false, mutatorName: 'StringLiteral', statusReason: 'never read', location: { start: { line: 7 } } })] },
      },
    });
    expect(lines).toEqual([
      'file    score  killed / scored  survived  no coverage  equivalent  static',
      'a.ts    90.0%           9 / 10         1            0           1       0',
      'b.ts   100.0%            2 / 2         0            0           0       1',
      'total   91.7%          11 / 12         1            0           1       1',
      'equivalent mutants excluded from the scores: 1, each marked in the source with its reason:',
      '  a.ts:7 StringLiteral: never read',
      'static mutants (code run once, at module load) not scored: 1',
    ]);
    expect(ok).toBe(true);
  });

  it('fails when one file is under 90%, even with the total above', () => {
    const files = { 'a.ts': { mutants: [m('Killed'), m('NoCoverage')] }, 'b.ts': { mutants: Array.from({ length: 30 }, () => m('Killed')) } };
    expect(scoreTable({ files }).ok).toBe(false);
  });
});
