import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, staticImports } from './import-graph.js';

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
    expect(graph.get('harness/worlds/index.ts')).toContain('harness/worlds/workspace-fixture.ts');
    // A benchmark may drive the project's own test servers (bench/llm-server.ts serves test/llm/fixtures).
    const allowed = (file: string, target: string) => file.startsWith('bench/') && target.startsWith('test/llm/fixtures/');
    const dangling = [...graph].flatMap(([file, targets]) => targets.filter((t) => !graph.has(t) && !allowed(file, t)).map((t) => `${file} -> ${t}`));
    expect(dangling).toEqual([]);
  });

  it('nothing under harness/ imports scenarios/, ablations/, reports/ or bin/', () => {
    const upward = [...graph].flatMap(([file, targets]) => (file.startsWith('harness/') ? targets.filter((t) => /^(scenarios|ablations|reports|bin)\//.test(t)).map((t) => `${file} -> ${t}`) : []));
    expect(upward).toEqual([]);
  });

  it('nothing under scenarios/ or profiles/ (data about tasks and controls) imports ablations/, reports/ or bin/', () => {
    const upward = [...graph].flatMap(([file, targets]) => (/^(scenarios|profiles)\//.test(file) ? targets.filter((t) => /^(ablations|reports|bin)\//.test(t)).map((t) => `${file} -> ${t}`) : []));
    expect(upward).toEqual([]);
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
