import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The product folders whose imports the layering rules cover. */
export const LAYER_FOLDERS = ['harness', 'worlds', 'models', 'harnesses', 'scenarios', 'profiles', 'ablations', 'reports', 'bin', 'perf', 'scripts'] as const;

/** Every static import and re-export specifier of a TypeScript source (type-only ones included: they are dependencies too). */
export function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of code.matchAll(pattern)) specifiers.push(m[1]!);
  // A module loaded when it is needed (`await import('./run.js')`, a command's module) is imported all the same.
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(m[1]!);
  return specifiers;
}

function tsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [join(dir, e.name)] : []));
}

/** File -> the project files it imports statically, all paths relative to root with `/` separators. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const folder of LAYER_FOLDERS) {
    for (const file of tsFiles(join(root, folder))) {
      const targets = staticImports(readFileSync(file, 'utf8'))
        .filter((s) => s.startsWith('.'))
        .map((s) => relative(root, resolve(dirname(file), s.replace(/\.js$/, '.ts'))).split('\\').join('/'));
      graph.set(relative(root, file).split('\\').join('/'), [...new Set(targets)]);
    }
  }
  return graph;
}

/** Every import cycle, each as its files from the alphabetically first, found once (Tarjan's strongly connected components). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let top: string;
      do {
        top = stack.pop()!;
        onStack.delete(top);
        component.push(top);
      } while (top !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * The module-level mutable state a source declares: top-level `let`s, and
 * top-level constants holding a mutable collection (`new Map`, `new Set`,
 * a typed array...) not typed read-only. Names, in source order.
 */
export function moduleState(source: string): string[] {
  const names: string[] = [];
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/`(?:\\[\s\S]|\$\{[^}]*\}|[^`\\])*`/g, '``');
  for (const m of code.matchAll(/^(?:export )?(?:let|var) (\w+)/gm)) names.push(m[1]!);
  for (const m of code.matchAll(/^(?:export )?const (\w+)(?:: ([^=]+))? = new (?:Map|Set|WeakMap|WeakSet|Int32Array|BigInt64Array|Array)\b/gm)) {
    if (!/^\s*Readonly/.test(m[2] ?? '')) names.push(m[1]!);
  }
  return names;
}

/** Every product file's module-level mutable state, `file: name`. */
export function moduleStateOf(root: string, graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph.keys()].flatMap((file) => moduleState(readFileSync(join(root, file), 'utf8')).map((name) => `${file}: ${name}`));
}
