import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { incrementalFileFor, summarise } from '../../scripts/mutation-file.js';

describe('npm run test:mutation:file', () => {
  it('keeps one incremental file per source file', () => {
    expect(incrementalFileFor('harness/controls/pending.ts')).toBe('test/mutation/incremental/harness-controls-pending.json');
    expect(incrementalFileFor('ablations/judge/oracle.ts')).toBe('test/mutation/incremental/ablations-judge-oracle.json');
  });

  it('scores killed and timed-out mutants over those tested, and counts equivalent (ignored) and static ones apart', () => {
    const mutants = [
      { status: 'Killed' },
      { status: 'Timeout' },
      { status: 'Survived' },
      { status: 'NoCoverage' },
      { status: 'Ignored', static: true },
      { status: 'Ignored' },
      { status: 'CompileError' },
    ];
    expect(summarise(mutants)).toEqual({ killed: 2, survived: 1, noCoverage: 1, equivalent: 1, staticIgnored: 1, other: 1, score: 50 });
    expect(summarise([]).score).toBeNull();
  });

  it('exits 2 with its usage when given no file, and names a file that does not exist', () => {
    const none = spawnSync('npx', ['tsx', 'scripts/mutation-file.ts'], { encoding: 'utf8' });
    expect({ status: none.status, err: none.stderr.trim() }).toEqual({ status: 2, err: 'usage: npm run test:mutation:file -- <source file> [more source files...] [-- extra stryker options]' });
    const missing = spawnSync('npx', ['tsx', 'scripts/mutation-file.ts', 'harness/controls/no-such.ts'], { encoding: 'utf8' });
    expect({ status: missing.status, err: missing.stderr.trim() }).toEqual({ status: 2, err: 'no such source file: harness/controls/no-such.ts' });
  });

  it('a Stryker run that fails before mutating is exit 3, never the stored score of an earlier run', () => {
    const file = incrementalFileFor('harness/controls/isolation.ts');
    const stored = readFileSync(file, 'utf8');
    const run = spawnSync('npx', ['tsx', 'scripts/mutation-file.ts', 'harness/controls/isolation.ts', '--', '--testRunner', 'no-such-runner'], { encoding: 'utf8' });
    expect(run.status).toBe(3);
    expect(run.stderr.trim().split('\n').at(-1)).toBe(`mutation: harness/controls/isolation.ts: stryker wrote no result (exit 1); ${file} still holds an earlier run's result`);
    expect(run.stdout).not.toMatch(/%/);
    expect(readFileSync(file, 'utf8')).toBe(stored);
  });
});
