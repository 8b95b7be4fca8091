import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCli } from '../../scripts/build-cli.js';

const OUT = join(import.meta.dirname, '..', '..', 'dist', 'cli');
const files = () => Object.fromEntries(readdirSync(OUT).sort().map((name) => [name, readFileSync(join(OUT, name), 'utf8')]));

/**
 * The build is rebuilt while a CLI may be running from it (`npm pack` runs the build): a rebuild of
 * the same sources replaces each file whole, under the same names, so a command's chunk loaded late
 * is always there.
 */
describe('npm run build', () => {
  it('rebuilds the same sources in place: the same files under the same names, and what is no longer built removed', async () => {
    await buildCli();
    const first = files();
    expect(Object.keys(first)).toContain('harness-bench.js');
    writeFileSync(join(OUT, 'chunk-NO-LONGER-BUILT.js'), 'export {};\n');
    const { files: sources } = await buildCli();
    expect(sources).toBeGreaterThan(100);
    expect(existsSync(join(OUT, 'chunk-NO-LONGER-BUILT.js'))).toBe(false);
    const second = files();
    expect(Object.keys(second)).toEqual(Object.keys(first));
    for (const [name, text] of Object.entries(first)) if (name !== 'sources.json') expect(second[name], name).toBe(text);
    expect(readdirSync(OUT).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  }, 120_000);
});
