import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../worlds/sandbox/docker-engine.js';
import { importGraph } from './import-graph.js';

/** "About 500": a file may pass it by a tenth before it must be listed. */
const LIMIT = 550;

/** The files docs/architecture.md names under "Files longer than about 500 lines". */
function listedFiles(): string[] {
  const doc = readFileSync(join(REPO_ROOT, 'docs', 'architecture.md'), 'utf8');
  const section = doc.split('## Files longer than about 500 lines, and why')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^- (\S+\.ts) \(about (\d+) lines\)/gm)].map((m) => m[1]!);
}

describe('file sizes', () => {
  it('lists in docs/architecture.md, with the reason, every product file over about 500 lines, and only those', () => {
    const long = [...importGraph(REPO_ROOT).keys()].filter((file) => readFileSync(join(REPO_ROOT, file), 'utf8').split('\n').length > LIMIT);
    expect(listedFiles().sort()).toEqual(long.sort());
  });
});
