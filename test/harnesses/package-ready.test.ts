/**
 * What makes an installed package ready to run in a container: the app a single-executable program carries,
 * unpacked once (harnesses/sea-asset.ts, as the installer does for GitHub Copilot CLI), and the libraries its
 * native parts need, copied in beside it (ensureContainerExtras).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ensureContainerExtras } from '../../harnesses/container/in-container.js';
import { installHarnessPackage } from '../../harnesses/install.js';
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

  it('copies system libraries only: a library an addon finds elsewhere on this host stays out', () => {
    const pkg = tempDir('hb-extras-');
    mkdirSync(join(pkg, 'prebuilds'), { recursive: true });
    copyFileSync('/usr/bin/git', join(pkg, 'prebuilds', 'runtime.node'));
    // The addon's libpcre2 found in a folder of this host's own (as an rpath or LD_LIBRARY_PATH would name one).
    const elsewhere = tempDir('hb-libs-');
    const pcre = execFileSync('ldd', ['/usr/bin/git'], { encoding: 'utf8' }).match(/libpcre2-8\.so\.0 => (\S+)/)![1]!;
    copyFileSync(pcre, join(elsewhere, 'libpcre2-8.so.0'));
    const before = process.env['LD_LIBRARY_PATH'];
    process.env['LD_LIBRARY_PATH'] = elsewhere;
    try {
      expect(execFileSync('ldd', [join(pkg, 'prebuilds', 'runtime.node')], { encoding: 'utf8' })).toContain(`${elsewhere}/libpcre2-8.so.0`);
      ensureContainerExtras(pkg, process.execPath);
    } finally {
      if (before === undefined) delete process.env['LD_LIBRARY_PATH'];
      else process.env['LD_LIBRARY_PATH'] = before;
    }
    const libs = readdirSync(join(pkg, '.container', 'lib'));
    expect(libs).not.toContain('libpcre2-8.so.0');
    expect(libs).toContain('libc.so.6');
  });

  it('keeps a ready copy as it is', () => {
    const pkg = tempDir('hb-extras-');
    ensureContainerExtras(pkg, process.execPath);
    const ino = (path: string) => statSync(join(pkg, '.container', path)).ino;
    const before = [ino('.'), ino('bin/bash'), ino('lib')];
    ensureContainerExtras(pkg, process.execPath);
    expect([ino('.'), ino('bin/bash'), ino('lib')]).toEqual(before);
    expect(readdirSync(pkg).sort()).toEqual(['.container']);
  });
});

describe('installHarnessPackage on a package already in the cache', () => {
  /** A cache holding @github/copilot as npm would have installed it, its platform program carrying `program`. */
  function cacheWith(program: Buffer): { cache: string; dir: string } {
    const cache = tempDir('hb-cache-');
    const dir = join(cache, 'harnesses', 'github-copilot-1.0.0');
    mkdirSync(join(dir, 'node_modules', '@github', 'copilot'), { recursive: true });
    mkdirSync(join(dir, 'node_modules', '@github', 'copilot-linux-x64'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', '@github', 'copilot', 'package.json'), '{"name":"@github/copilot","version":"1.0.0"}\n');
    writeFileSync(join(dir, 'node_modules', '@github', 'copilot-linux-x64', 'copilot'), program);
    return { cache, dir };
  }
  const copilot = { package: { name: '@github/copilot', version: '1.0.0' } };

  it('makes it ready without npm: the app its program carries is unpacked once', () => {
    const src = tempDir('hb-src-');
    const { cache, dir } = cacheWith(programWith('copilot.tgz', tgz(src, { 'index.js': 'export {};\n' })));
    const said: string[] = [];
    expect(installHarnessPackage(copilot, cache, (line) => said.push(line))).toBe(dir);
    expect(readFileSync(join(dir, 'copilot-dist', 'index.js'), 'utf8')).toBe('export {};\n');
    expect(said).toEqual([]);
  });

  it('says what could not be made ready, and keeps what npm installed', () => {
    const { cache, dir } = cacheWith(Buffer.from('not a single-executable application'));
    const program = join(dir, 'node_modules', '@github', 'copilot-linux-x64', 'copilot');
    expect(() => installHarnessPackage(copilot, cache)).toThrow(
      `@github/copilot@1.0.0 installed, but could not be made ready to run: ${program} carries no asset copilot.tgz (not a single-executable application of this shape)`,
    );
    expect(existsSync(join(dir, 'node_modules', '@github', 'copilot', 'package.json'))).toBe(true);
    expect(existsSync(join(dir, 'copilot-dist'))).toBe(false);
  });
});
