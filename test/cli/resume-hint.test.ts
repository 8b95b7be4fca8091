import { describe, expect, it } from 'vitest';
import { launcher, resumeCommandFor } from '../../bin/commands/run-resume.js';

describe('the resume hint works as typed', () => {
  it('names the way the bench was started: npm run bench, npx, or the command on PATH', () => {
    expect(launcher({ npm_lifecycle_event: 'bench', npm_command: 'run' })).toBe('npm run bench --');
    expect(launcher({ npm_lifecycle_event: 'npx', npm_command: 'exec' })).toBe('npx harness-bench');
    // Started by a test run (npm test) or from a shell: the installed command.
    expect(launcher({ npm_lifecycle_event: 'test', npm_command: 'run' })).toBe('harness-bench');
    expect(launcher({})).toBe('harness-bench');
  });

  it('repeats the run with its folder and --resume, each word quoted for the shell where it needs it', () => {
    const argv = ['--scenario', 'stale_check', '--grep', "it's", '--resume'];
    expect(resumeCommandFor(argv, '/tmp/out dir', { npm_lifecycle_event: 'bench' })).toBe("npm run bench -- run --scenario stale_check --grep 'it'\\''s' --out '/tmp/out dir' --resume");
    expect(resumeCommandFor(['--trials', '3', '--out', 'x'], undefined, {})).toBe('harness-bench run --trials 3 --out x --resume');
  });
});
