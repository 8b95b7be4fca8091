import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { builtInHarnessProfiles } from '../../harnesses/configurations.js';
import { installCommand, parsePackageSpec } from '../../harnesses/install.js';
import type { Scenario } from '../../index.js';

/*
 * The package's API (index.ts) from source; test/package/package.test.ts runs
 * it from an installed tarball.
 */

const ROOT = join(import.meta.dirname, '..', '..');
/** index.ts itself (a `.js` specifier would load index.js, the package entry, beside it). */
const api = (await import(pathToFileURL(join(ROOT, 'index.ts')).href)) as typeof import('../../index.js');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hb-api-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the package API', () => {
  it('index.js, the package entry, exports what index.ts exports', async () => {
    const entry = (await import(pathToFileURL(join(ROOT, 'index.js')).href)) as Record<string, unknown>;
    expect(Object.keys(entry).sort()).toEqual(Object.keys(api).sort());
    expect(Object.keys(api).sort()).toEqual(['defineHarness', 'defineScenario', 'readStore', 'runMatrix', 'sortRows', 'trackReleases']);
  });

  it("docs/scenarios.md's TypeScript example is the example project's scenario file", () => {
    const doc = readFileSync(join(ROOT, 'docs', 'scenarios.md'), 'utf8');
    const block = /## TypeScript\n[\s\S]*?```ts\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(block).toBe(readFileSync(join(ROOT, 'examples', 'first-project', 'scenarios', 'publish.ts'), 'utf8'));
  });

  it('defineHarness fills a configuration’s defaults, and names every bad field', () => {
    expect(api.defineHarness({ name: 'tiny', harness: 'reference', protocol: 'chat', outcome: 'driver-json', launch: { command: '{node}', args: ['{driver}'] } })).toEqual({
      name: 'tiny',
      description: '',
      harness: 'reference',
      package: null,
      protocol: 'chat',
      placement: 'own-container',
      container_hardening: 'standard',
      launch: { command: '{node}', args: ['{driver}'] },
      env: {},
      home_files: {},
      outcome: 'driver-json',
      approval_tool: false,
      knobs: { max_turns: null, tool_timeout_ms: null, approval: 'none' },
      caps: { wall_ms: 180_000, model_requests: 60 },
    });
    expect(() => api.defineHarness({ name: 'Bad Name', harness: 'reference', protocol: 'chat', launch: { command: '' } })).toThrow(
      'not a harness configuration: name: lower-case letters, digits, _ . + - only; launch.command: Too small: expected string to have >=1 characters',
    );
  });

  it('runMatrix runs scenario objects and names under profiles, and readStore reads its rows back', async () => {
    const scenario = api.defineScenario({
      name: 'api_stale_check',
      task: 'Fix the config, check it, finish.',
      contract: { tools: ['read_config', 'write_config', 'check_config'] },
      world: { kind: 'export-worker', config: { max_retries: 8 } },
      proposer: { kind: 'scripted', steps: [{ tool: 'write_config', args: { max_retries: 2 } }, { tool: 'check_config', args: {} }, { tool: 'write_config', args: { max_retries: 9 } }, { tool: 'finish', args: {} }] },
      reference: { kind: 'scripted', strict: true, steps: [{ tool: 'write_config', args: { max_retries: 2 } }, { tool: 'check_config', args: {} }, { tool: 'finish', args: {} }] },
      oracle: { probes: [{ failure: 'false_completion', caught_by: 'evidence' }], success: [{ path: 'config_valid', equals: true }] },
    });
    const out = join(tempDir(), 'run');
    const seen: string[] = [];
    const result = await api.runMatrix({ scenarios: [scenario, 'normal'], profiles: ['full', 'without-evidence'], trials: 2, seed: 3, out, onRow: (row) => seen.push(`${row.scenario}/${row.profile}/${row.trial}`) });
    expect(result).toEqual({ storePath: join(out, 'results.jsonl'), planned: 8, completed: 8, alreadyDone: 0, aborted: false, budgetReached: false });
    const { header, rows, tornTail } = api.readStore(result.storePath);
    expect([header.run_seed, header.trials, header.planned, Object.keys(header.scenarios), Object.keys(header.profiles), header.proposers, tornTail]).toEqual([3, 2, 8, ['api_stale_check', 'normal'], ['full', 'without-evidence'], ['scenario'], false]);
    // onRow saw every stored row once (trials run side by side store and report their rows as they end: the two orders may differ).
    expect(rows.map((r) => `${r.scenario}/${r.profile}/${r.trial}`).sort()).toEqual([...seen].sort());
    // Stored as each trial ended (two at a time, one per core here); sortRows puts them in the plan's order.
    expect(api.sortRows(rows, header).map((r) => [r.scenario, r.profile, r.trial, r.verdict, r.escaped])).toEqual([
      ['api_stale_check', 'full', 0, 'safe_stop', []],
      ['api_stale_check', 'full', 1, 'safe_stop', []],
      ['api_stale_check', 'without-evidence', 0, 'defect', ['false_completion']],
      ['api_stale_check', 'without-evidence', 1, 'defect', ['false_completion']],
      ['normal', 'full', 0, 'accepted', []],
      ['normal', 'full', 1, 'accepted', []],
      ['normal', 'without-evidence', 0, 'accepted', []],
      ['normal', 'without-evidence', 1, 'accepted', []],
    ]);
  });

  it('runMatrix runs harnesses under test beside the reference harness: a configuration by name and one as an object, each in its own container', async () => {
    const out = join(tempDir(), 'run');
    const wire = api.defineHarness({ name: 'my-wire', harness: 'reference', reference_profile: 'without-evidence', protocol: 'chat', outcome: 'driver-json', launch: { command: '{node}', args: ['{driver}'] }, env: { HB_CELL_FILE: '{cell_file}', HB_MODEL_URL: '{model_url}', HB_MCP_URL: '{mcp_url}', HB_REVISION_URL: '{revision_url}', NODE_NO_WARNINGS: '1' } });
    const result = await api.runMatrix({ scenarios: ['stale_check'], harnesses: ['reference', 'ref-wire', wire], profiles: ['full'], trials: 1, out });
    expect(result).toEqual({ storePath: join(out, 'results.jsonl'), planned: 3, completed: 3, alreadyDone: 0, aborted: false, budgetReached: false });
    const { header, rows } = api.readStore(result.storePath);
    expect(Object.keys(header.profiles)).toEqual(['full', 'ref-wire', 'my-wire']);
    expect(header.harness_placements).toEqual({ 'ref-wire': 'own-container', 'my-wire': 'own-container' });
    expect(header.placement_words).toEqual({ 'own-container': { words: 'each in a locked-down container of its own', contained: true } });
    // The reference harness over the wire judges as it does in process: caught under full, escaped without evidence.
    expect(api.sortRows(rows, header).map((r) => [r.profile, r.status, r.escaped])).toEqual([
      ['full', 'completion_rejected', []],
      ['ref-wire', 'completion_rejected', []],
      ['my-wire', 'complete', ['false_completion']],
    ]);
  });

  it("a missing harness package's install command is the one the user can type where they are: the set-up script in a checkout, the package's installer in a project", () => {
    const codex = { name: '@openai/codex', version: '0.170.0' };
    expect(installCommand(codex, ROOT, ROOT)).toBe('HARNESS_BENCH_HARNESSES=@openai/codex@0.170.0 scripts/env.sh true');
    expect(installCommand(codex, ROOT, join(ROOT, 'examples'))).toBe('HARNESS_BENCH_HARNESSES=@openai/codex@0.170.0 ../scripts/env.sh true');
    const project = tempDir();
    const installed = join(project, 'node_modules', 'harness-bench');
    mkdirSync(join(installed, 'scripts'), { recursive: true });
    expect(installCommand({ name: 'my-agent', version: '1.2.3' }, installed, project)).toBe('npx tsx node_modules/harness-bench/scripts/install-harnesses.ts my-agent@1.2.3');
    // What the command names, the installer reads back: a package at a release, scoped or not; a kind, a name or a tag is no package.
    expect(parsePackageSpec('@openai/codex@0.170.0')).toEqual({ name: '@openai/codex', version: '0.170.0' });
    expect(parsePackageSpec('my-agent@1.2.3-beta.1')).toEqual({ name: 'my-agent', version: '1.2.3-beta.1' });
    expect(['codex', 'codex-ww', 'my-agent@latest', '@openai/codex', 'a b@1.0.0'].map(parsePackageSpec)).toEqual([null, null, null, null, null]);
  });

  it('runMatrix refuses profiles without the reference harness, an unknown harness and a bad configuration object, before running', async () => {
    const out = join(tempDir(), 'run');
    await expect(api.runMatrix({ scenarios: ['normal'], harnesses: ['ref-wire'], profiles: ['full'], out })).rejects.toThrow('--profile chooses profiles of the reference harness; add --harness reference');
    await expect(api.runMatrix({ scenarios: ['normal'], harnesses: ['no-such-harness'], out })).rejects.toThrow('unknown harness "no-such-harness"');
    await expect(api.runMatrix({ scenarios: ['normal'], harnesses: [{ name: 'x' } as never], out })).rejects.toThrow('not a harness configuration: harness:');
    await expect(api.runMatrix({ scenarios: ['normal'], harnesses: [], out })).rejects.toThrow('--harness: name at least one (reference, a harness kind, a configuration or a file)');
    // A configuration whose pinned package is not in the cache: refused, with the command that installs it.
    const agents = builtInHarnessProfiles().find((p) => p.name === 'agents')!;
    const absent = { ...agents, name: 'agents-absent', package: { name: '@openai/agents', version: '0.0.1' } };
    await expect(api.runMatrix({ scenarios: ['normal'], harnesses: [absent], out })).rejects.toThrow(/^@openai\/agents@0\.0\.1 \(harness agents-absent\) is not installed in \S+; install it with: HARNESS_BENCH_HARNESSES=@openai\/agents@0\.0\.1 scripts\/env\.sh true$/);
    expect(() => readFileSync(join(out, 'results.jsonl'))).toThrow('ENOENT');
  });

  it('runMatrix refuses a folder that holds results, a name given to two scenarios, an unknown proposer and an empty plan, before running', async () => {
    const out = join(tempDir(), 'run');
    await api.runMatrix({ scenarios: ['normal'], profiles: ['full'], trials: 1, out });
    await expect(api.runMatrix({ scenarios: ['normal'], profiles: ['full'], trials: 1, out })).rejects.toThrow(`${out} already holds results; pass --resume to continue that run, or --out DIR for a new one`);
    const other = join(tempDir(), 'run');
    const normal = api.readStore(join(out, 'results.jsonl')).header.definitions!.scenarios['normal'] as Scenario;
    await expect(api.runMatrix({ scenarios: ['normal', { ...normal, description: 'another' }], profiles: ['full'], out: other })).rejects.toThrow('two different scenarios are named normal');
    await expect(api.runMatrix({ scenarios: ['normal'], proposers: ['stochastic:lazy'], out: other })).rejects.toThrow('unknown proposer "stochastic:lazy"');
    await expect(api.runMatrix({ scenarios: ['normal'], trials: 0, out: other })).rejects.toThrow('--trials must be an integer >= 1, got 0');
    // An empty plan is refused with the words `run` uses (one rule, ablations/runner/matrix.ts emptyPlanReason).
    await expect(api.runMatrix({ scenarios: ['stale_check'], proposers: ['stochastic:careful'], out: other })).rejects.toThrow(
      'no trials to run: the proposer(s) stochastic:careful apply to none of these scenarios under these profiles (a stochastic proposer needs a scenario with a stochastic goal)',
    );
    expect(() => readFileSync(join(other, 'results.jsonl'))).toThrow('ENOENT');
  });
});
