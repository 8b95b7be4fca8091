import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** scripts/install-harnesses.ts (scripts/env.sh's step 6) as HARNESS_BENCH_HARNESSES reaches it: names split on spaces or commas. */
const ROOT = join(import.meta.dirname, '..', '..');
const install = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'install-harnesses.ts'), ...args], { cwd: ROOT, encoding: 'utf8' });

describe('install-harnesses', () => {
  it('names every unknown harness, comma-separated or not, lists the kinds, and exits 2 before installing anything', () => {
    const r = install('nope,also', 'neither');
    expect([r.status, r.stderr]).toEqual([2, "setup: no harness configuration for nope, also, neither (harness kinds: acp, claude-code, codex, openai-agents, reference; or a configuration's name, a configuration file, a package as name@version, or all)\n"]);
  });

  it('names a configuration file that is not there, and a tag where a release belongs, before installing anything', () => {
    const r = install('missing-agent.yaml', 'my-agent@latest');
    expect([r.status, r.stderr]).toEqual([2, "setup: no harness configuration for missing-agent.yaml (no such file), my-agent@latest (harness kinds: acp, claude-code, codex, openai-agents, reference; or a configuration's name, a configuration file, a package as name@version, or all)\n"]);
  });
});
