import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, LAYER_FOLDERS, staticImports } from './import-graph.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('layers', () => {
  const graph = importGraph(ROOT);

  it('reads static imports, type-only and multi-line ones included, and not comments', () => {
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
    ].join('\n');
    expect(staticImports(source)).toEqual(['zod', './a.js', '../b.js', './d.js', './e.js', './f.js']);
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
