/**
 * Any ACP agent from a configuration file alone, contained: a package that no
 * built-in configuration names and no document mentions
 * (test/fixtures/acp-package/agent.yaml: Zed's Claude Code adapter under its
 * earlier package name), installed into the cache by the set-up's installer
 * from the file, and run by the real CLI in a locked-down container of its
 * own, its MCP calls asked for by permission and answered from the scenario's
 * grants. A version not in the cache is refused with the command that
 * installs exactly that version.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readStore } from '../../ablations/results/store.js';
import { builtInHarnessProfiles } from '../../harnesses/configurations.js';
import { ACP } from '../../harnesses/kinds/acp.js';
import { tempDirs } from '../support/temp-dirs.js';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'harness-bench.js');
const AGENT = 'test/fixtures/acp-package/agent.yaml';
const SCENARIO = 'test/fixtures/acp-package/granted-export.yaml';
const PACKAGE = '@zed-industries/claude-code-acp';
const tempDir = tempDirs();

const cli = (args: string[]) => spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 540_000 });

// scripts/env.sh installs it ahead for the tests; here the installer takes the file itself (from the registry when it is missing).
beforeAll(() => {
  const installed = spawnSync('npx', ['tsx', 'scripts/install-harnesses.ts', AGENT], { cwd: ROOT, encoding: 'utf8', timeout: 600_000 });
  expect(installed.status, installed.stderr).toBe(0);
}, 600_000);

describe('an ACP agent from a configuration file alone', () => {
  it('is a package no built-in configuration names, and no document mentions: the acp kind takes any package', () => {
    expect(ACP.packages).toBe('any');
    expect(builtInHarnessProfiles().map((p) => p.package?.name)).not.toContain(PACKAGE);
    const docs = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    expect(docs.filter((f) => readFileSync(join(ROOT, f), 'utf8').includes(PACKAGE))).toEqual([]);
  });

  it('runs contained in a container of its own: its calls asked for and granted reach the world, and the task is met', () => {
    const out = join(tempDir('hb-acp-package-'), 'run');
    const r = cli(['run', '--harness', AGENT, '--scenario', SCENARIO, '--trials', '2', '--out', out, '--format', 'json']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('harnesses under test: claude-code-acp-package each in a locked-down container of its own');
    const rows = readStore(join(out, 'results.jsonl')).rows;
    expect(rows.map((row) => [row.trial, row.status, row.verdict, row.cost.calls, row.cost.approvals_asked])).toEqual([
      [0, 'complete', 'accepted', 2, 2],
      [1, 'complete', 'accepted', 2, 2],
    ]);
    for (const row of rows) expect(row.harness).toMatchObject({ kind: 'acp', name: 'claude-code-acp-package', version: `${PACKAGE}@0.16.2`, placement: 'own-container' });
  });

  it('the installer takes its configuration file named where the caller stands (scripts/env.sh says where that is)', () => {
    // scripts/env.sh runs the installer from the checkout's root with HARNESS_BENCH_CALLER_DIR set to where it was called.
    // (This test does not run env.sh itself: its npm ci would replace node_modules under the tests running beside it.)
    const r = spawnSync('npx', ['tsx', 'scripts/install-harnesses.ts', 'agent.yaml'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, HARNESS_BENCH_CALLER_DIR: join(ROOT, 'test', 'fixtures', 'acp-package') }, timeout: 600_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(new RegExp(`setup: ${PACKAGE}@0\\.16\\.2 ready in \\S+zed-industries-claude-code-acp-0\\.16\\.2`));
    expect(readFileSync(join(ROOT, 'scripts', 'env.sh'), 'utf8')).toContain('HARNESS_BENCH_CALLER_DIR="$caller_dir" npx tsx scripts/install-harnesses.ts');
  });

  it('a version not in the cache is refused before any trial, with the command that installs that version', () => {
    const dir = tempDir('hb-acp-package-');
    const absent = join(dir, 'absent.yaml');
    writeFileSync(absent, readFileSync(join(ROOT, AGENT), 'utf8').replace('version: "0.16.2"', 'version: "0.0.1"'));
    const r = cli(['run', '--harness', absent, '--scenario', SCENARIO, '--trials', '1', '--out', join(dir, 'run')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`is not installed in \\S+; install it with: HARNESS_BENCH_HARNESSES=${PACKAGE}@0\\.0\\.1 scripts/env\\.sh true`));
  });
});
