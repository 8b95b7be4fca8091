/**
 * docs/scenarios.md's YAML and JSON blocks are example files of
 * scenarios/examples/, which `check` proves solvable: each block has a marker
 * on the line above it, `<!-- the file PATH -->` (the block is the file's
 * whole text) or `<!-- part of PATH -->` (the block is whole lines of the
 * file, as they are there). Its TypeScript block is tied to its file by
 * test/package/api.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const DOC = 'docs/scenarios.md';

interface Block {
  /** The line of its opening fence, from 1. */
  line: number;
  lang: string;
  text: string;
  /** The marker above it, or null. */
  marker: { whole: boolean; path: string } | null;
}

/** The fenced YAML and JSON blocks of a markdown text, each with the marker on the line above its fence. */
function dataBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const m of markdown.matchAll(/^```(yaml|yml|json)\n([\s\S]*?)^```$/gm)) {
    const before = markdown.slice(0, m.index).split('\n');
    const above = before[before.length - 2] ?? '';
    const marker = /^<!-- (the file|part of) (scenarios\/examples\/[\w.-]+) -->$/.exec(above);
    blocks.push({ line: before.length, lang: m[1]!, text: m[2]!, marker: marker === null ? null : { whole: marker[1] === 'the file', path: marker[2]! } });
  }
  return blocks;
}

/** What is wrong with each block of `markdown` against the files it names (`read`: a file's text, or null when there is none). */
function mismatches(markdown: string, read: (path: string) => string | null): string[] {
  return dataBlocks(markdown).flatMap((block) => {
    const where = `line ${block.line}`;
    if (block.marker === null) return [`${where}: a ${block.lang} block with no marker (<!-- the file PATH --> or <!-- part of PATH -->) above it`];
    const file = read(block.marker.path);
    if (file === null) return [`${where}: ${block.marker.path} does not exist`];
    if (block.marker.whole) return block.text === file ? [] : [`${where}: not the text of ${block.marker.path}`];
    // Whole lines of the file: the part starts at a line's start and ends with a line's end.
    return block.text !== '' && `\n${file}`.includes(`\n${block.text}`) ? [] : [`${where}: not whole lines of ${block.marker.path}`];
  });
}

const readExample = (path: string) => (existsSync(join(ROOT, path)) ? readFileSync(join(ROOT, path), 'utf8') : null);

describe("docs/scenarios.md's example blocks", () => {
  const doc = readFileSync(join(ROOT, DOC), 'utf8');

  it('are each the text of the example file it names, or whole lines of it', () => {
    expect(mismatches(doc, readExample)).toEqual([]);
  });

  it('name each example file, one of them whole in YAML and one in JSON', () => {
    const blocks = dataBlocks(doc);
    expect(blocks.map((b) => `${b.marker?.whole === true ? 'the file' : 'part of'} ${b.marker?.path}`)).toEqual([
      'the file scenarios/examples/stale-check.yaml',
      'part of scenarios/examples/feedback-rules.yaml',
      'the file scenarios/examples/faults-and-approvals.json',
      'part of scenarios/examples/stochastic-agent.yaml',
      'part of scenarios/examples/crash-restart.yaml',
      'part of scenarios/examples/crash-restart.yaml',
    ]);
  });

  it('a block that differs from its file, is not whole lines of it, names no file, or names one that does not exist, is reported', () => {
    const file = 'name: x\nproposer:\n  kind: scripted   # a comment\nmatrix: {max_trials: 3}\n';
    const read = (path: string) => (path === 'scenarios/examples/x.yaml' ? file : null);
    const fence = (marker: string, text: string) => `${marker}\n\`\`\`yaml\n${text}\`\`\`\n`;
    expect(mismatches(fence('<!-- the file scenarios/examples/x.yaml -->', file), read)).toEqual([]);
    expect(mismatches(fence('<!-- part of scenarios/examples/x.yaml -->', 'proposer:\n  kind: scripted   # a comment\n'), read)).toEqual([]);
    expect(mismatches(`text\n\n${fence('<!-- the file scenarios/examples/x.yaml -->', file.replace('# a comment', '# another'))}`, read)).toEqual(['line 4: not the text of scenarios/examples/x.yaml']);
    // A shortened copy: a line's comment cut.
    expect(mismatches(fence('<!-- part of scenarios/examples/x.yaml -->', 'proposer:\n  kind: scripted\n'), read)).toEqual(['line 2: not whole lines of scenarios/examples/x.yaml']);
    // Part of a line is not whole lines.
    expect(mismatches(fence('<!-- part of scenarios/examples/x.yaml -->', 'kind: scripted   # a comment\n'), read)).toEqual(['line 2: not whole lines of scenarios/examples/x.yaml']);
    expect(mismatches('```yaml\nname: x\n```\n', read)).toEqual(['line 1: a yaml block with no marker (<!-- the file PATH --> or <!-- part of PATH -->) above it']);
    expect(mismatches(fence('<!-- the file scenarios/examples/y.yaml -->', file), read)).toEqual(['line 2: scenarios/examples/y.yaml does not exist']);
    // A marker not directly above the fence does not count.
    expect(mismatches(`<!-- the file scenarios/examples/x.yaml -->\n\n\`\`\`json\n{}\n\`\`\`\n`, read)).toEqual(['line 3: a json block with no marker (<!-- the file PATH --> or <!-- part of PATH -->) above it']);
  });
});
