import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, LAYER_FOLDERS, moduleState, moduleStateOf, staticImports } from './import-graph.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('layers', () => {
  const graph = importGraph(ROOT);

  it('reads static imports, type-only and multi-line ones included, and imports of a named module when needed, not comments', () => {
    const source = [
      "import { z } from 'zod';",
      "import type { A } from './a.js';",
      'import {',
      '  b,',
      '  type C,',
      "} from '../b.js';",
      "export { d } from './d.js';",
      "export * from './e.js';",
      "import './f.js';",
      "/* import { g } from './g.js'; */",
      "const h = await import('./h.js');",
      "/* const i = await import('./i.js'); */",
      'const j = await import(name);',
    ].join('\n');
    expect(staticImports(source)).toEqual(['zod', './a.js', '../b.js', './d.js', './e.js', './f.js', './h.js']);
  });

  it('sees every product file, and every relative import lands on one', () => {
    expect(graph.get('worlds/index.ts')).toContain('worlds/workspace-fixture.ts');
    // A benchmark may drive the project's own test servers (perf/llm-server.ts serves test/llm/fixtures).
    const allowed = (file: string, target: string) => file.startsWith('perf/') && target.startsWith('test/llm/fixtures/');
    const dangling = [...graph].flatMap(([file, targets]) => targets.filter((t) => !graph.has(t) && !allowed(file, t)).map((t) => `${file} -> ${t}`));
    expect(dangling).toEqual([]);
  });

  /**
   * Each folder and the folders it may import, from the bottom up: the
   * reference harness imports nothing of the bench; the worlds, the models and
   * the external harness kinds are the bench's environment around it; the
   * runner (ablations/) judges; reports/ reads what the runner wrote; bin/ and
   * perf/ drive everything. profiles/ is data.
   */
  const ALLOWED: Record<(typeof LAYER_FOLDERS)[number], readonly string[]> = {
    harness: [],
    worlds: ['harness'],
    models: ['harness', 'worlds'],
    harnesses: ['harness', 'worlds', 'models'],
    scenarios: ['harness', 'worlds', 'models'],
    profiles: [],
    ablations: ['harness', 'worlds', 'models', 'harnesses', 'scenarios'],
    reports: ['harness', 'worlds', 'models', 'harnesses', 'scenarios', 'ablations'],
    bin: ['harness', 'worlds', 'models', 'harnesses', 'scenarios', 'ablations', 'reports'],
    perf: ['harness', 'worlds', 'models', 'harnesses', 'scenarios', 'ablations', 'reports', 'bin'],
    scripts: ['harness', 'worlds', 'models', 'harnesses', 'scenarios', 'ablations', 'reports'],
  };

  /** The imports that break ALLOWED, as `file -> target`. */
  function againstLayers(g: ReadonlyMap<string, readonly string[]>): string[] {
    return [...g].flatMap(([file, targets]) => {
      const from = file.split('/')[0] as keyof typeof ALLOWED;
      return targets.filter((t) => {
        const to = t.split('/')[0]!;
        return to !== from && !ALLOWED[from].includes(to) && !(from === 'perf' && t.startsWith('test/llm/fixtures/'));
      }).map((t) => `${file} -> ${t}`);
    });
  }

  /**
   * ablations/ from the bottom up: the judge (a trial's verdict, a cell's state, the statistics)
   * imports none of the others; the results (the store's rows and what a run's rows say: the
   * scorecard, overlaps, release changes, what a user requires) build on the judge; the runner
   * (planning, scheduling, the workers) writes results; the fuzzer drives the runner.
   */
  const ABLATIONS: Record<string, readonly string[]> = {
    judge: [],
    results: ['judge'],
    runner: ['judge', 'results'],
    fuzz: ['judge', 'results', 'runner'],
  };

  it('ablations/ holds only its judge, results, runner and fuzzer, each importing only the ones below it', () => {
    const inAblations = [...graph.keys()].filter((f) => f.startsWith('ablations/'));
    expect(inAblations.filter((f) => !(f.split('/')[1]! in ABLATIONS))).toEqual([]);
    const against = inAblations.flatMap((file) => {
      const from = file.split('/')[1]!;
      return graph
        .get(file)!
        .filter((t) => t.startsWith('ablations/'))
        .filter((t) => t.split('/')[1] !== from && !ABLATIONS[from]!.includes(t.split('/')[1]!))
        .map((t) => `${file} -> ${t}`);
    });
    expect(against).toEqual([]);
  });

  it('every import follows the allowed directions between folders', () => {
    expect(againstLayers(graph)).toEqual([]);
  });

  it('catches an import against the directions', () => {
    const g = new Map([
      ['harness/loop.ts', ['worlds/workspace.ts']],
      ['worlds/workspace.ts', ['harness/loop.ts']],
      ['models/scripted.ts', ['harness/loop.ts']],
    ]);
    expect(againstLayers(g)).toEqual(['harness/loop.ts -> worlds/workspace.ts']);
  });

  it('profiles/ holds data only: configurations and profiles, no code', () => {
    expect([...graph.keys()].filter((f) => f.startsWith('profiles/'))).toEqual([]);
  });

  /**
   * The only module-level mutable state, each with why it may be there. A
   * run's own state (output caps, the container creation gate, sandbox
   * factories) lives in its RunEnvironment (worlds/run-environment.ts), made
   * by the run and carried by the cell and the worker spec, never here.
   */
  const MODULE_STATE: Record<string, string> = {
    // Sealed memos: the same answer for the same question, whoever asks.
    'harness/digest.ts: trie': 'memo of digests by value',
    'harness/digest.ts: trieNodes': 'memo of digests by value (its size bound)',
    'harness/digest.ts: cache': 'memo of digests by value',
    'harness/immutable.ts: immutable': 'the values known never to change (weakly held)',
    'harness/contracts/event.ts: argsTexts': "memo of immutable proposals' argument texts (weakly held)",
    'harness/controls/refusal-memo.ts: refusals': 'memo of refusal texts by schema',
    'harness/controls/control-set.ts: sets': 'memo of control sets by parameters',
    'harness/worker-pool.ts: tsxLoader': 'memo of where the tsx loader is',
    'harnesses/driver-bundle.ts: bundles': 'memo of bundled drivers by source',
    'worlds/export-worker.ts: registries': 'memo of tool registries by fixture',
    'worlds/workspace-watch.ts: signature': "memo of this host's process-table signature",
    'worlds/sandbox/owned-temp.ts: ownTag': "memo of this process's temp-folder tag",
    'worlds/run-environment.ts: processDefault': 'memo of the environment of a process that made none',
    'ablations/fuzz/case-scenario.ts: template': 'memo of the fuzz scenario template',
    'ablations/fuzz/ledger-facts.ts: configsOf': 'memo by observation',
    'ablations/fuzz/ledger-facts.ts: grouped': 'memo by ledger',
    'ablations/runner/suite-run.ts: caseCache': 'memo of suite cases',
    'reports/csv-records.ts: keysOf': 'memo by aggregate',
    'reports/html-report.ts: chartBundle': 'memo of the chart.js bundle read from disk',
    'reports/html-report.ts: pageScript': "memo of the report page's script read from disk",
    // What the process owns, released when it exits.
    'harness/durability/temp-log-dir.ts: processLogDir': "the process's folder of durable logs",
    'harness/durability/temp-log-dir.ts: logCounter': "the process's folder of durable logs (its file counter)",
    'worlds/sandbox/output-capture.ts: processArtifactDir': "the process's folder of saved outputs",
    'worlds/sandbox/trial-uid.ts: next': 'uids handed out by this process',
    'worlds/sandbox/docker-container.ts: liveSandboxes': "the process's open containers, closed on SIGINT",
    'worlds/sandbox/docker-sandbox.ts: signalHandlersInstalled': "the process's signal handlers",
    'bin/commands/common.ts: stdoutClosed': "the CLI process's stdout",
    // The main module of a process or thread of its own.
    'harness/log/verify-worker.ts: bad': 'the hash-check thread',
    'harness/log/verify-worker.ts: prev': 'the hash-check thread',
    'reports/client/report-page.ts: selectedButton': "the report page's script, in the browser",
    'reports/client/report-page.ts: selectedTrial': "the report page's script, in the browser",
    'perf/ab.ts: live': 'the bench:perf process',
    'perf/ab.ts: children': 'the bench:perf process',
    'perf/ab.ts: handlersInstalled': 'the bench:perf process',
    'perf/docker-engine-sides.ts: serial': 'the bench:perf process',
    'perf/figures/external.ts: seed': 'the bench:perf process',
    'perf/figures/external-kinds.ts: seed': 'the bench:perf process',
    'perf/figures/external-kinds.ts: measured': "the figure's trials, from its rounds to its absolute figures",
    'perf/llm-server.ts: server': "the benchmark's model server process",
    'perf/llm-server.ts: rateLimited': "the benchmark's model server process",
    'scripts/install-harnesses.ts: done': 'the set-up script',
  };

  it('holds no module-level mutable state but the named memos, process resources and entry modules', () => {
    expect(moduleStateOf(ROOT, graph).sort()).toEqual(Object.keys(MODULE_STATE).sort());
  });

  it('finds a top-level let and a mutable collection, and not a read-only one or one inside a function or template', () => {
    const source = [
      'let counter = 0;',
      'export let shared: string | undefined;',
      'const cache = new Map<string, string>();',
      "const KINDS: ReadonlySet<string> = new Set(['a']);",
      'function f() {',
      '  let local = 1;',
      '  const inner = new Map();',
      '}',
      'const SOURCE = `',
      'let inTemplate = 0;',
      '`;',
    ].join('\n');
    expect(moduleState(source)).toEqual(['counter', 'shared', 'cache']);
  });

  it('has no import cycle', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a cycle through several files, and a file importing itself', () => {
    const g = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCycles(g)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });
});
