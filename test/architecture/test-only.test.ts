import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, staticImports } from './import-graph.js';

const ROOT = join(import.meta.dirname, '..', '..');

const toRoot = (from: string, specifier: string) => relative(ROOT, resolve(dirname(join(ROOT, from)), specifier.replace(/\.js$/, '.ts'))).split('\\').join('/');

/**
 * The modules the product starts from: the CLI, the package's API (index.ts), every benchmark, the
 * maintainer scripts, the README/doc generators run with `npx tsx`, the report page's script, the
 * threads started by `workerModule(import.meta.url, 'x')` (harness/worker-pool.ts), and the processes
 * a profile or the external harness starts by path.
 */
function entryPoints(graph: ReadonlyMap<string, readonly string[]>): string[] {
  // The report page's browser script is compiled into reports/client/report-page.js, which report.html inlines.
  const entries = ['bin/harness-bench.ts', 'bin/cli-reference.ts', 'scenarios/control-reference.ts', 'scenarios/tool-reference.ts', 'harnesses/configuration-reference.ts', 'reports/client/report-page.ts'];
  entries.push(...[...graph.keys()].filter((f) => f.startsWith('perf/') || f.startsWith('scripts/')));
  entries.push(...staticImports(readFileSync(join(ROOT, 'index.ts'), 'utf8')).filter((s) => s.startsWith('.')).map((s) => toRoot('index.ts', s)));
  for (const name of readdirSync(join(ROOT, 'scripts')).filter((n) => n.endsWith('.ts'))) {
    entries.push(...staticImports(readFileSync(join(ROOT, 'scripts', name), 'utf8')).filter((s) => s.startsWith('.')).map((s) => toRoot(`scripts/${name}`, s)));
  }
  for (const file of graph.keys()) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    for (const m of source.matchAll(/workerModule\(import\.meta\.url, '([\w-]+)'\)/g)) entries.push(toRoot(file, `./${m[1]!}.ts`));
    for (const m of source.matchAll(/new URL\((?:\s*\w+\s*\?)?\s*'(\.[^']+\.ts)'/g)) entries.push(toRoot(file, m[1]!));
    for (const m of source.matchAll(/'((?:harness|worlds|models|harnesses|ablations|reports)\/[\w/.-]+\.ts)'/g)) entries.push(m[1]!);
  }
  for (const name of readdirSync(join(ROOT, 'profiles'), { recursive: true, encoding: 'utf8' }).filter((n) => /\.ya?ml$/.test(n))) {
    for (const m of readFileSync(join(ROOT, 'profiles', name), 'utf8').matchAll(/\{repo\}\/([\w/.-]+\.ts)/g)) entries.push(m[1]!);
  }
  return entries;
}

describe('test-only code stays out of the product folders', () => {
  const graph = importGraph(ROOT);

  it('every product module is reached from an entry point (code only tests use belongs in test/support/)', () => {
    const entries = entryPoints(graph);
    expect(entries).toContain('ablations/runner/trial-worker.ts');
    expect(entries).toContain('harness/log/verify-worker.ts');
    expect(entries).toContain('worlds/mcp/mcp-stdio-shim.ts');
    expect(entries).toContain('harnesses/drivers/openai-agents-driver.ts');
    const reached = new Set<string>();
    const stack = [...entries];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      stack.push(...(graph.get(file) ?? []));
    }
    expect([...graph.keys()].filter((f) => !reached.has(f)).sort()).toEqual([]);
  });

  it('no product module imports test/support/', () => {
    const intoSupport = [...graph].flatMap(([file, targets]) => targets.filter((t) => t.startsWith('test/support/')).map((t) => `${file} -> ${t}`));
    expect(intoSupport).toEqual([]);
  });
});
