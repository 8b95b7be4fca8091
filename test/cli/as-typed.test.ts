import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launcher, resumeCommandFor } from '../../bin/commands/run-resume.js';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'harness-bench.js');
const REGRESSIONS = join(ROOT, 'scenarios', 'regressions');

describe('the resume hint works as typed', () => {
  it('names the way the bench was started: npm run bench, npx, or the command on PATH', () => {
    expect(launcher({ npm_lifecycle_event: 'bench', npm_command: 'run' })).toBe('npm run bench --');
    expect(launcher({ npm_lifecycle_event: 'npx', npm_command: 'exec' })).toBe('npx harness-bench');
    // Started by a test run (npm test) or from a shell: the installed command.
    expect(launcher({ npm_lifecycle_event: 'test', npm_command: 'run' })).toBe('harness-bench');
    expect(launcher({})).toBe('harness-bench');
  });

  it('continues the run from its folder alone, quoted for the shell where it needs it', () => {
    expect(resumeCommandFor("/tmp/it's out", { npm_lifecycle_event: 'bench' })).toBe("npm run bench -- run --resume '/tmp/it'\\''s out'");
    expect(resumeCommandFor('x', {})).toBe('harness-bench run --resume x');
  });
});

describe('fuzz saves counterexamples beside the run results unless asked', () => {
  it('a counterexample found from another folder lands under its reports/out, and nothing in the checkout changes', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'hb-fuzz-save-'));
    try {
      const before = readdirSync(REGRESSIONS).sort();
      const r = spawnSync(process.execPath, [BIN, 'fuzz', '--profile', 'without-validation', '--runs', '300', '--seed', '1'], { cwd, encoding: 'utf8' });
      expect(r.status).toBe(1);
      const saved = /saved: +(\S+)/.exec(r.stdout)?.[1];
      expect(saved?.startsWith('reports/out/fuzz-regressions/fuzz-without-validation-valid-args-only-')).toBe(true);
      expect(readdirSync(join(cwd, 'reports', 'out', 'fuzz-regressions'))).toEqual([basename(saved!)]);
      expect(readdirSync(REGRESSIONS).sort()).toEqual(before);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
