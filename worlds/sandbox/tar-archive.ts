/**
 * Minimal tar writer and reader for moving workspace files in and out of a
 * container through `busybox tar` execs (the Engine's archive endpoints do
 * not see a HostConfig.Tmpfs mount, see docs/sandbox.md).
 *
 * The reader runs on the trusted side over bytes an untrusted container
 * produced: it bounds-checks everything, verifies header checksums, and
 * reports entry types without ever touching the host filesystem.
 */

const BLOCK = 512;

export type TarEntryType = 'file' | 'directory' | 'symlink' | 'hardlink' | 'other';

export interface TarEntry {
  path: string;
  type: TarEntryType;
  size: number;
  /** Target of a symlink or hardlink entry. */
  linkName: string;
  /** Present for regular files. */
  content?: Buffer;
}

export interface TarFileInput {
  path: string;
  content: Buffer;
  mode?: number;
}

function writeString(block: Buffer, offset: number, length: number, value: string): void {
  const bytes = Buffer.from(value, 'utf8');
  bytes.copy(block, offset, 0, Math.min(bytes.length, length));
}

function writeOctal(block: Buffer, offset: number, length: number, value: number): void {
  const text = value.toString(8).padStart(length - 1, '0');
  if (text.length > length - 1) throw new RangeError(`tar field too small for ${value}`);
  block.write(text + '\0', offset, length, 'ascii');
}

function header(name: string, size: number, typeflag: string, mode: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  writeString(block, 0, 100, name);
  writeOctal(block, 100, 8, mode);
  writeOctal(block, 108, 8, 65534);
  writeOctal(block, 116, 8, 65534);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, mtime);
  block.fill(0x20, 148, 156);
  block.write(typeflag, 156, 1, 'ascii');
  block.write('ustar\0', 257, 6, 'ascii');
  block.write('00', 263, 2, 'ascii');
  writeString(block, 265, 32, 'nobody');
  writeString(block, 297, 32, 'nogroup');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return block;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest);
}

function pushEntry(out: Buffer[], name: string, body: Buffer, typeflag: string, mode: number, mtime: number): void {
  const nameBytes = Buffer.byteLength(name, 'utf8');
  if (nameBytes > 99) {
    // GNU long name: a pseudo-entry whose body is the real name.
    const longName = Buffer.concat([Buffer.from(name, 'utf8'), Buffer.alloc(1)]);
    out.push(header('././@LongLink', longName.length, 'L', 0o644, mtime), longName, padding(longName.length));
  }
  out.push(header(nameBytes > 99 ? name.slice(0, 99) : name, body.length, typeflag, mode, mtime), body, padding(body.length));
}

/** A tar stream holding the given files plus their parent directories (owned by 65534). */
export function encodeTar(files: readonly TarFileInput[], mtime = Math.floor(Date.now() / 1000)): Buffer {
  const out: Buffer[] = [];
  const dirs = new Set<string>();
  for (const file of files) {
    const parts = file.path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const dir = parts.slice(0, i).join('/');
      if (dirs.has(dir)) continue;
      dirs.add(dir);
      pushEntry(out, `${dir}/`, Buffer.alloc(0), '5', 0o755, mtime);
    }
    pushEntry(out, file.path, file.content, '0', file.mode ?? 0o644, mtime);
  }
  out.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(out);
}

function readString(block: Buffer, offset: number, length: number): string {
  const slice = block.subarray(offset, offset + length);
  const end = slice.indexOf(0);
  return slice.subarray(0, end === -1 ? slice.length : end).toString('utf8');
}

function readNumber(block: Buffer, offset: number, length: number): number | null {
  const field = block.subarray(offset, offset + length);
  const first = field[0] ?? 0;
  if (first & 0x80) {
    // base-256 (GNU), big-endian; only non-negative sizes that fit a double.
    let value = first & 0x7f;
    for (let i = 1; i < field.length; i++) value = value * 256 + (field[i] ?? 0);
    return Number.isSafeInteger(value) ? value : null;
  }
  const text = field.toString('ascii').replace(/\0.*$/s, '').trim();
  if (text === '') return 0;
  if (!/^[0-7]+$/.test(text)) return null;
  return parseInt(text, 8);
}

function checksumOk(block: Buffer): boolean {
  const stored = readNumber(block, 148, 8);
  if (stored === null) return false;
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (block[i] ?? 0);
  return sum === stored;
}

function parsePax(body: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  let offset = 0;
  while (offset < body.length) {
    const space = body.indexOf(0x20, offset);
    if (space === -1) break;
    const length = parseInt(body.subarray(offset, space).toString('ascii'), 10);
    if (!Number.isSafeInteger(length) || length <= 0 || offset + length > body.length) break;
    const record = body.subarray(space + 1, offset + length - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (eq > 0) out.set(record.slice(0, eq), record.slice(eq + 1));
    offset += length;
  }
  return out;
}

function cleanName(name: string): string {
  let out = name;
  while (out.startsWith('./')) out = out.slice(2);
  while (out.endsWith('/')) out = out.slice(0, -1);
  return out;
}

/** `end`: the offset of the archive's end (its first zero block, or the stream's length when it has none). */
export type DecodeTarResult = { ok: true; entries: TarEntry[]; end: number } | { ok: false; message: string };

/**
 * Parses a tar stream. `maxFileBytes` bounds each regular file kept in
 * memory: a larger one is returned with its size and no content.
 */
export function decodeTar(buf: Buffer, maxFileBytes: number): DecodeTarResult {
  const entries: TarEntry[] = [];
  let offset = 0;
  let longName: string | undefined;
  let longLink: string | undefined;
  let pax = new Map<string, string>();
  while (offset + BLOCK <= buf.length) {
    const block = buf.subarray(offset, offset + BLOCK);
    if (block.every((b) => b === 0)) return { ok: true, entries, end: offset };
    if (!checksumOk(block)) return { ok: false, message: `tar header checksum mismatch at byte ${offset}` };
    const typeflag = String.fromCharCode(block[156] ?? 0);
    const headerSize = readNumber(block, 124, 12);
    if (headerSize === null) return { ok: false, message: `bad tar size field at byte ${offset}` };
    const paxSize = pax.get('size');
    const size = paxSize !== undefined && /^\d+$/.test(paxSize) ? Number(paxSize) : headerSize;
    const bodyStart = offset + BLOCK;
    const bodyEnd = bodyStart + size;
    if (!Number.isSafeInteger(bodyEnd) || bodyEnd > buf.length) {
      return { ok: false, message: `tar entry at byte ${offset} runs past the end of the stream` };
    }
    const body = buf.subarray(bodyStart, bodyEnd);
    offset = bodyStart + Math.ceil(size / BLOCK) * BLOCK;

    if (typeflag === 'L') {
      longName = readString(body, 0, body.length);
      continue;
    }
    if (typeflag === 'K') {
      longLink = readString(body, 0, body.length);
      continue;
    }
    if (typeflag === 'x') {
      pax = parsePax(body);
      continue;
    }
    if (typeflag === 'g') continue;

    const magic = block.subarray(257, 262).toString('ascii');
    const prefix = magic === 'ustar' ? readString(block, 345, 155) : '';
    const shortName = readString(block, 0, 100);
    const rawName = pax.get('path') ?? longName ?? (prefix ? `${prefix}/${shortName}` : shortName);
    const linkName = pax.get('linkpath') ?? longLink ?? readString(block, 157, 100);
    longName = undefined;
    longLink = undefined;
    pax = new Map();

    let type: TarEntryType;
    if (typeflag === '0' || typeflag === '\0' || typeflag === '7') type = rawName.endsWith('/') ? 'directory' : 'file';
    else if (typeflag === '5') type = 'directory';
    else if (typeflag === '2') type = 'symlink';
    else if (typeflag === '1') type = 'hardlink';
    else type = 'other';

    const entry: TarEntry = { path: cleanName(rawName), type, size, linkName };
    if (type === 'file' && size <= maxFileBytes) entry.content = Buffer.from(body);
    entries.push(entry);
  }
  // A stream cut short without the two zero blocks: accept what parsed cleanly.
  if (offset === buf.length) return { ok: true, entries, end: offset };
  return { ok: false, message: 'tar stream ends inside a header block' };
}
