import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYER_FOLDERS } from './import-graph.js';

const ROOT = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/** docs/architecture.md's glossary names each thing once; every name it gives the code is exported there, from the file it says. */
describe("docs/architecture.md's glossary", () => {
  const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
  const glossary = /## Glossary\n([\s\S]*?)\n## /.exec(doc)?.[1] ?? '';
  const rows = glossary.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| word'));

  it('holds the words a reader meets', () => {
    expect(rows.map((r) => r.split('|')[1]!.trim())).toEqual(['scenario', 'profile', 'harness configuration', 'subject', 'column', 'proposer', 'cell', 'trial', 'verdict', 'cell state', 'row', 'store', 'scorecard']);
  });

  it('names code that exists: each identifier exported, from the file given beside it', () => {
    const code = new Map(LAYER_FOLDERS.flatMap((f) => sources(join(ROOT, f))).map((file) => [file.slice(ROOT.length + 1), readFileSync(file, 'utf8')]));
    const missing: string[] = [];
    for (const row of rows) {
      const cell = row.split('|')[3]!;
      const file = /\(`([\w/.-]+\.ts)`\)/.exec(cell)?.[1];
      const names = [...cell.matchAll(/`([A-Za-z]\w*)`/g)].map((m) => m[1]!);
      for (const name of names) {
        const exported = new RegExp(`export (?:declare )?(?:type|interface|const|function|async function|class) ${name}\\b`);
        const where = file === undefined ? [...code.values()] : [code.get(file) ?? ''];
        if (!where.some((text) => exported.test(text))) missing.push(`${name}${file === undefined ? '' : ` in ${file}`}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
