import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: the bin's own JavaScript module, without declarations.
import { cliEntry } from '../../bin/cli-entry.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A package root with one source file and a build of it, recorded as build-cli.ts records it; a checkout when `git`. */
function packageRoot(git: boolean): { root: string; source: string } {
  const root = mkdtempSync(join(tmpdir(), 'hb-cli-entry-'));
  roots.push(root);
  const source = join(root, 'bin', 'harness-bench.ts');
  mkdirSync(join(root, 'bin'));
  mkdirSync(join(root, 'dist', 'cli'), { recursive: true });
  writeFileSync(source, 'export {};\n');
  writeFileSync(join(root, 'dist', 'cli', 'harness-bench.js'), 'export {};\n');
  const stat = statSync(source);
  writeFileSync(join(root, 'dist', 'cli', 'sources.json'), JSON.stringify({ 'bin/harness-bench.ts': [stat.size, Math.round(stat.mtimeMs)] }));
  if (git) mkdirSync(join(root, '.git'));
  return { root, source };
}

describe('the entry the bin starts from', () => {
  it('is the build in a checkout while every source it was built from is as it was', () => {
    const { root, source } = packageRoot(true);
    expect(cliEntry(root)).toBe('build');
    utimesSync(source, new Date(), new Date(Date.now() + 5_000));
    expect(cliEntry(root)).toBe('sources');
  });

  it('is the sources in a checkout once a source changed size or is gone', () => {
    const { root, source } = packageRoot(true);
    writeFileSync(source, 'export const x = 1;\n');
    expect(cliEntry(root)).toBe('sources');
    rmSync(source);
    expect(cliEntry(root)).toBe('sources');
  });

  it('is the build of an installed package (no .git), whatever the times of its sources', () => {
    const { root, source } = packageRoot(false);
    utimesSync(source, new Date(0), new Date(0));
    expect(cliEntry(root)).toBe('build');
  });

  it('is the sources when there is no build', () => {
    const { root } = packageRoot(true);
    rmSync(join(root, 'dist'), { recursive: true });
    expect(cliEntry(root)).toBe('sources');
  });
});
