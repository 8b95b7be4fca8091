import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Unpacks an archive (`.tgz`) a Node single-executable application carries as an asset into `into`, as the
 * program would on its first start (GitHub Copilot CLI's unpacks its app into HOME). The SEA blob holds each
 * asset as its name and its bytes, each after its length (8 bytes, little-endian): the name found, the bytes
 * are read after it and must be a gzip stream. An archive with one folder at its root (npm's `package/`)
 * is unpacked as that folder's contents; GNU tar keeps every member inside the folder, and a tree with a
 * link that leads out of it is refused. Built in a temp folder beside `into` and renamed, so a concurrent
 * install never sees half of it; `into` is left as it is when it exists. The program is read whole, once
 * per install (Copilot CLI's is 190 MB).
 */
export function unpackSeaAsset(binary: string, asset: string, into: string): void {
  if (existsSync(into)) return;
  const bytes = readFileSync(binary);
  const data = assetBytes(bytes, asset);
  if (data === null) throw new Error(`${binary} carries no asset ${asset} (not a single-executable application of this shape)`);
  const temp = mkdtempSync(join(dirname(into), '.unpack-'));
  try {
    const archive = join(temp, 'asset.tgz');
    writeFileSync(archive, data);
    const tree = join(temp, 'tree');
    mkdirSync(tree);
    execFileSync('tar', ['-xzf', archive, '-C', tree, '--no-same-owner', '--no-same-permissions'], { stdio: ['ignore', 'ignore', 'pipe'] });
    const top = readdirSync(tree, { withFileTypes: true });
    const root = top.length === 1 && top[0]!.isDirectory() ? join(tree, top[0]!.name) : tree;
    const outside = linksOutside(root);
    if (outside.length > 0) throw new Error(`${asset} holds links that lead out of it: ${outside.slice(0, 3).join(', ')}`);
    try {
      renameSync(root, into);
    } catch (error) {
      // Another install unpacked it first.
      if (!existsSync(into)) throw error;
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** The symbolic links under `root` whose target lies outside it (the unpacked tree is mounted into every trial). */
function linksOutside(root: string): string[] {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isSymbolicLink());
  return entries.map((e) => join(e.parentPath, e.name)).filter((link) => {
    const target = resolve(dirname(link), readlinkSync(link));
    return target !== root && !target.startsWith(`${root}/`);
  });
}

/** The bytes of the asset named `name` in a SEA blob inside `bytes`, or null. */
function assetBytes(bytes: Buffer, name: string): Buffer | null {
  const key = Buffer.from(name, 'utf8');
  const needle = Buffer.concat([u64(key.length), key]);
  for (let at = bytes.indexOf(needle); at >= 0; at = bytes.indexOf(needle, at + 1)) {
    const sizeAt = at + needle.length;
    if (sizeAt + 8 > bytes.length) break;
    const size = Number(bytes.readBigUInt64LE(sizeAt));
    const start = sizeAt + 8;
    if (start + size <= bytes.length && bytes[start] === 0x1f && bytes[start + 1] === 0x8b) return bytes.subarray(start, start + size);
  }
  return null;
}

function u64(n: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(n));
  return b;
}
