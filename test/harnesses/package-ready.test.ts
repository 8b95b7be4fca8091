/**
 * What makes an installed package ready to run in a container: the app a single-executable program carries,
 * unpacked once (harnesses/sea-asset.ts, as the installer does for GitHub Copilot CLI), and the libraries its
 * native parts need, copied in beside it (ensureContainerExtras).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ensureContainerExtras } from '../../harnesses/container/in-container.js';
import { unpackSeaAsset } from '../../harnesses/sea-asset.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

const u64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(n));
  return b;
};

/** A program's bytes with an asset in a SEA blob's layout: its name and its bytes, each after its length. */
function programWith(name: string, data: Buffer): Buffer {
  const key = Buffer.from(name);
  return Buffer.concat([Buffer.from('\x7fELF... a program ...'), u64(key.length), key, u64(data.length), data, Buffer.from('... the rest')]);
}

/** A .tgz holding `package/` with these files, as npm packs one. */
function tgz(dir: string, files: Record<string, string>): Buffer {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, 'package', path, '..'), { recursive: true });
    writeFileSync(join(dir, 'package', path), text);
  }
  return gzipSync(execFileSync('tar', ['-c', '-C', dir, 'package']));
}

describe('unpackSeaAsset', () => {
  it('unpacks the archive a program carries, its one top folder as the target, and leaves a target that exists as it is', () => {
    const dir = tempDir('hb-sea-');
    const program = join(dir, 'program');
    // The name also appears in the layout where it is not the asset (a string in the code that happens to follow its
    // length): only the one followed by a gzip stream is read.
    const decoy = Buffer.concat([u64(11), Buffer.from('copilot.tgz'), u64(5), Buffer.from('hello')]);
    writeFileSync(program, Buffer.concat([decoy, programWith('copilot.tgz', tgz(join(dir, 'src'), { 'index.js': 'export {};\n', 'prebuilds/a.node': 'addon' }))]));
    const into = join(dir, 'pkg', 'copilot-dist');
    mkdirSync(join(dir, 'pkg'));
    unpackSeaAsset(program, 'copilot.tgz', into);
    expect(readFileSync(join(into, 'index.js'), 'utf8')).toBe('export {};\n');
    expect(readFileSync(join(into, 'prebuilds', 'a.node'), 'utf8')).toBe('addon');
    // Nothing half-made is left beside it.
    expect(readdirSync(join(dir, 'pkg'))).toEqual(['copilot-dist']);
    writeFileSync(join(into, 'index.js'), 'changed');
    unpackSeaAsset(program, 'copilot.tgz', into);
    expect(readFileSync(join(into, 'index.js'), 'utf8')).toBe('changed');
  });

  it('refuses an archive with a link that leads out of it, and leaves nothing', () => {
    const dir = tempDir('hb-sea-');
    const src = join(dir, 'src');
    mkdirSync(join(src, 'package'), { recursive: true });
    symlinkSync('/etc/passwd', join(src, 'package', 'passwd'));
    const program = join(dir, 'program');
    writeFileSync(program, programWith('copilot.tgz', gzipSync(execFileSync('tar', ['-c', '-C', src, 'package']))));
    mkdirSync(join(dir, 'pkg'));
    expect(() => unpackSeaAsset(program, 'copilot.tgz', join(dir, 'pkg', 'copilot-dist'))).toThrow(`copilot.tgz holds links that lead out of it: ${join(dir, 'pkg')}`);
    expect(readdirSync(join(dir, 'pkg'))).toEqual([]);
  });

  it('names the program and the asset when the program carries no such archive', () => {
    const dir = tempDir('hb-sea-');
    const program = join(dir, 'program');
    writeFileSync(program, programWith('other.tgz', gzipSync(Buffer.from('x'))));
    expect(() => unpackSeaAsset(program, 'copilot.tgz', join(dir, 'out'))).toThrow(`${program} carries no asset copilot.tgz (not a single-executable application of this shape)`);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });
});

describe('ensureContainerExtras', () => {
  it('copies the libraries of the package’s native addons too, and rebuilds a copy made without them', () => {
    const pkg = tempDir('hb-extras-');
    mkdirSync(join(pkg, 'prebuilds', 'linux-x64'), { recursive: true });
    // A native part that needs a library neither node nor bash needs: this host's git needs libpcre2-8.
    copyFileSync('/usr/bin/git', join(pkg, 'prebuilds', 'linux-x64', 'runtime.node'));
    // A copy from before addons were read: bin as wanted, no marker.
    mkdirSync(join(pkg, '.container', 'bin'), { recursive: true });
    writeFileSync(join(pkg, '.container', 'bin', 'bash'), '');
    ensureContainerExtras(pkg, process.execPath);
    const libs = readdirSync(join(pkg, '.container', 'lib'));
    expect(libs).toContain('libpcre2-8.so.0');
    expect(readdirSync(join(pkg, '.container', 'bin'))).toEqual(['bash']);
    expect(readdirSync(join(pkg, '.container')).sort()).toEqual(['addons-read', 'bin', 'lib']);
  });
});
