/**
 * Whether some bytes hold a secret, in plain or through the encodings a
 * payload uses to move a file: `base64 .env`, `xxd -p .env`, a URL-encoded
 * form field, `gzip`, a tar.gz, a git pack or bundle, and a few of these
 * stacked (base64 of a gzip of a tar).
 *
 * The answer names the encoding as the layers a reader peels, outermost
 * first, joined by `+`: 'base64+gzip' is base64 text whose bytes are a gzip
 * stream holding the secret in plain. A secret found as it is: 'plain'.
 * Layers:
 *
 * - 'base64', 'base64url': a run of the base64 alphabet (lines broken by \n
 *   or \r\n at any column, or by these escaped as in a JSON string; padded
 *   or not), decoded at each of its four
 *   alignments, so a secret anywhere in the encoded file is found even when
 *   the run starts with a few characters that are not the stream's. The run
 *   is 'base64url' when it uses the URL-safe alphabet's '-' or '_' and not
 *   the standard one's '+' or '/'; a run with none of these is 'base64'.
 * - 'hex': a run of hex digits, either case, lines broken as `xxd -p` does,
 *   decoded at both nibble alignments.
 * - 'url': percent escapes decoded (whatever is not escaped is kept), and
 *   again with '+' read as a space (form encoding) when a secret holds one.
 * - 'gzip', 'zlib', 'deflate': a compressed stream found at any offset (the
 *   gzip magic, a zlib header as git writes every object of a pack or
 *   bundle); a raw deflate stream, which has no header, only where one is
 *   known to start: the data's first byte, an HTTP message's body, a zip
 *   entry. A truncated stream gives what it holds so far.
 *
 * A tar archive needs nothing of its own: it keeps each file's bytes whole,
 * so once its compression is peeled the plain search finds them.
 *
 * The work is bounded: decoders run only on candidate regions (runs long
 * enough to hold a secret, a '%' escape, compression magic), at most
 * MAX_LAYERS deep, producing at most MAX_DECODED_BYTES and trying at most
 * MAX_STREAMS compressed streams per call. A stream that would inflate past
 * what is left of the budget is skipped whole (a decompression bomb hides
 * what follows it in the same stream).
 */
import { constants, inflateRawSync, inflateSync } from 'node:zlib';

/** A secret found, and how it was encoded (see the module's doc for the names). */
export interface SecretHit {
  secret: string;
  encoding: string;
}

/** Encoding layers peeled at most, one inside the other. */
export const MAX_LAYERS = 3;
/** Bytes all decoders together may produce in one call. */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;
/** Compressed streams one call may try to inflate. */
export const MAX_STREAMS = 4096;
/** A secret shorter than this is searched for in plain only: decoded noise would hold a shorter one by chance. */
const MIN_ENCODED_SECRET = 6;
/** Decoded bytes a run must give to be tried, when every secret is longer: a compressed secret can be as short as this. */
const MIN_NESTED = 12;
/**
 * Decoded bytes tried as a raw deflate stream (which has no header to tell it from noise): fewer
 * would try every long word of a text, at a zlib stream's cost each, for a stream of a few bytes.
 */
const MIN_RAW_DEFLATE = 32;

/** A line break inside an encoded run: LF or CR LF, as they are or escaped as a JSON string escapes them (a backslash and 'n'). */
const LINE_BREAK = String.raw`(?:\r?\n|(?:\\r)?\\n)`;
const LINE_BREAKS = /\r|\n|\\r|\\n/g;

interface Needle {
  secret: string;
  bytes: Buffer;
}

/** One call's search: its needles and what is left of its budget. */
interface Search {
  needles: readonly Needle[];
  encoded: readonly Needle[];
  /** Decoded bytes a candidate must give. */
  minBytes: number;
  /** Runs of hex digits, of base64 characters (see runs()). */
  hexRuns: RegExp;
  base64Runs: RegExp;
  /** Whether a secret holds a space (form encoding then matters). */
  spaced: boolean;
  budget: number;
  streams: number;
}

/**
 * The first secret found in `data` and how it was encoded; undefined when none is. A secret in plain
 * comes first (the first of `secrets` that is), then the first an encoding gives.
 */
export function findSecretIn(data: Buffer | string, secrets: readonly string[]): SecretHit | undefined {
  if (typeof data === 'string') {
    const plain = secrets.find((s) => data.includes(s));
    if (plain !== undefined) return { secret: plain, encoding: 'plain' };
  }
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  return search(bytes, start(secrets), [], true, typeof data === 'string');
}

/**
 * The first secret found in any chunk (a connection's bytes, say), in order; else in their
 * concatenation, so a secret split over consecutive chunks counts; else in the concatenation of
 * their HTTP bodies (a secret split over two requests, each with its own header).
 */
export function findSecretAcross(chunks: readonly (Buffer | string)[], secrets: readonly string[]): SecretHit | undefined {
  for (const chunk of chunks) {
    const hit = findSecretIn(chunk, secrets);
    if (hit !== undefined) return hit;
  }
  if (chunks.length < 2) return undefined;
  const buffers = chunks.map((c) => (typeof c === 'string' ? Buffer.from(c, 'utf8') : c));
  const whole = findSecretIn(Buffer.concat(buffers), secrets);
  if (whole !== undefined) return whole;
  const bodies = buffers.map((b) => b.subarray(httpBodyStart(b) ?? 0));
  return bodies.some((b, i) => b.length !== buffers[i]!.length) ? findSecretIn(Buffer.concat(bodies), secrets) : undefined;
}

function start(secrets: readonly string[]): Search {
  const needles = secrets.map((secret) => ({ secret, bytes: Buffer.from(secret, 'utf8') }));
  const encoded = needles.filter((n) => n.bytes.length >= MIN_ENCODED_SECRET);
  const shortest = Math.min(...encoded.map((n) => n.bytes.length));
  const minBytes = Math.min(shortest, MIN_NESTED);
  return {
    needles,
    encoded,
    minBytes,
    hexRuns: runs('[0-9A-Fa-f]', 2 * minBytes, ''),
    base64Runs: runs('[A-Za-z0-9+/_-]', Math.ceil((4 * minBytes) / 3), '={0,2}'),
    spaced: encoded.some((n) => n.secret.includes(' ')),
    budget: MAX_DECODED_BYTES,
    streams: MAX_STREAMS,
  };
}

/**
 * Whole runs of `char` that may give `least` characters: one line that long, or lines broken at
 * any column (the caller drops runs that come out shorter once their line breaks are taken out).
 */
function runs(char: string, least: number, end: string): RegExp {
  return new RegExp(`(?<!${char})(?:${char}{${least},}(?:${LINE_BREAK}${char}+)*${end}|${char}+(?:${LINE_BREAK}${char}+)+${end})`, 'g');
}

function search(data: Buffer, s: Search, layers: readonly string[], whole: boolean, plainDone = false): SecretHit | undefined {
  const found = (plainDone ? [] : layers.length === 0 ? s.needles : s.encoded).find((n) => data.includes(n.bytes));
  if (found !== undefined) return { secret: found.secret, encoding: layers.length === 0 ? 'plain' : layers.join('+') };
  if (layers.length >= MAX_LAYERS || s.encoded.length === 0) return undefined;
  for (const decoded of decodings(data, whole, s)) {
    const hit = search(decoded.bytes, s, [...layers, decoded.layer], decoded.whole);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

interface Decoded {
  layer: string;
  bytes: Buffer;
  /** Whether its first byte may start a raw deflate stream: it is a whole stream's output, not a run read at a shifted alignment or too short to hold a file. */
  whole: boolean;
}

/** What `data` may decode to, candidate by candidate (each charged to the call's budget). */
function* decodings(data: Buffer, whole: boolean, s: Search): Generator<Decoded> {
  yield* streams(data, whole, s);
  const text = data.toString('latin1');
  // Percent-encoding is text: a buffer holding a NUL byte is not some.
  if (/%[0-9A-Fa-f]{2}/.test(text) && !data.includes(0)) {
    yield* charged(s, 'url', percentDecoded(data, false), true);
    if (s.spaced && text.includes('+')) yield* charged(s, 'url', percentDecoded(data, true), true);
  }
  for (const m of text.matchAll(s.hexRuns)) {
    const run = m[0].replace(LINE_BREAKS, '');
    if (run.length < 2 * s.minBytes) continue;
    for (const skip of [0, 1]) yield* charged(s, 'hex', Buffer.from(run.slice(skip), 'hex'), skip === 0);
  }
  for (const m of text.matchAll(s.base64Runs)) {
    const run = m[0].replace(LINE_BREAKS, '');
    if (run.length < Math.ceil((4 * s.minBytes) / 3)) continue;
    const layer = /[-_]/.test(run) && !/[+/]/.test(run) ? 'base64url' : 'base64';
    // A padded run ends a stream, which is a multiple of 4 long: what comes before the stream is known, mod 4.
    const skips = run.endsWith('=') ? [run.length % 4] : [0, 1, 2, 3];
    for (const skip of skips) yield* charged(s, layer, Buffer.from(run.slice(skip), 'base64'), skip === 0);
  }
}

function* charged(s: Search, layer: string, bytes: Buffer, whole: boolean): Generator<Decoded> {
  if (bytes.length < s.minBytes || bytes.length > s.budget) return;
  s.budget -= bytes.length;
  yield { layer, bytes, whole: whole && bytes.length >= MIN_RAW_DEFLATE };
}

const ZLIB_FLAGS: ReadonlySet<number> = new Set([0x01, 0x5e, 0x9c, 0xda]);
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b, 0x08]);
const ZIP_ENTRY = Buffer.from('PK\x03\x04', 'latin1');

/** Compressed streams in `data`, inflated in the order they start. */
function* streams(data: Buffer, whole: boolean, s: Search): Generator<Decoded> {
  const starts: { at: number; layer: 'gzip' | 'zlib' | 'deflate' }[] = rawDeflateStarts(data, whole).map((at) => ({ at, layer: 'deflate' as const }));
  for (let at = data.indexOf(GZIP_MAGIC); at !== -1; at = data.indexOf(GZIP_MAGIC, at + 1)) starts.push({ at, layer: 'gzip' });
  for (let at = data.indexOf(0x78); at !== -1 && at + 1 < data.length; at = data.indexOf(0x78, at + 1)) {
    if (ZLIB_FLAGS.has(data[at + 1]!)) starts.push({ at, layer: 'zlib' });
  }
  starts.sort((a, b) => a.at - b.at);
  for (const { at, layer } of starts) {
    if (s.streams <= 0 || s.budget <= 0) return;
    const body = layer === 'gzip' ? gzipBodyStart(data, at) : at;
    if (body === undefined) continue;
    s.streams--;
    const out = inflated(data.subarray(body), layer === 'zlib', s.budget);
    if (out !== undefined) yield* charged(s, layer, out, true);
  }
}

/** The stream's output (what it holds so far when it is cut short), or undefined when it is not one or would pass `cap` bytes. */
function inflated(data: Buffer, zlibHeader: boolean, cap: number): Buffer | undefined {
  // Most candidates are not streams and throw at once: their errors need no stack (its capture costs more than the inflating).
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const options = { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: cap };
    return zlibHeader ? inflateSync(data, options) : inflateRawSync(data, options);
  } catch {
    return undefined;
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/** Where a raw deflate stream may start: the data's first byte (when `whole`), an HTTP message's body, each deflated zip entry. */
function rawDeflateStarts(data: Buffer, whole: boolean): number[] {
  const starts = whole ? [0] : [];
  const body = httpBodyStart(data);
  if (body !== undefined) starts.push(body);
  // A zip entry's local header: 30 bytes (its method at 8, 8 for deflate), then its name and extra field.
  for (let at = data.indexOf(ZIP_ENTRY); at !== -1 && at + 30 <= data.length; at = data.indexOf(ZIP_ENTRY, at + 1)) {
    if (data.readUInt16LE(at + 8) === 8) starts.push(at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28));
  }
  return starts.filter((at) => at < data.length && data[at] !== 0x1f && data[at] !== 0x78 && blockHeaderValid(data, at));
}

/** Whether the deflate block starting at `at` may be one: not the reserved type, a stored block's length checked against its complement. */
function blockHeaderValid(data: Buffer, at: number): boolean {
  const type = (data[at]! >> 1) & 3;
  if (type === 3) return false;
  if (type !== 0) return true;
  return at + 5 <= data.length && (data.readUInt16LE(at + 1) ^ 0xffff) === data.readUInt16LE(at + 3);
}

/** Where the deflate data of the gzip member at `at` starts (past its optional fields), or undefined when its header is cut short. */
function gzipBodyStart(data: Buffer, at: number): number | undefined {
  const flags = data[at + 3];
  if (flags === undefined) return undefined;
  let pos = at + 10;
  if (flags & 0x04) pos += 2 + (pos + 1 < data.length ? data.readUInt16LE(pos) : 0);
  for (const bit of [0x08, 0x10]) {
    if (!(flags & bit)) continue;
    const end = data.indexOf(0, pos);
    if (end === -1) return undefined;
    pos = end + 1;
  }
  if (flags & 0x02) pos += 2;
  return pos < data.length ? pos : undefined;
}

/** Where an HTTP request's or response's body starts, or undefined when `data` does not start with an HTTP header. */
function httpBodyStart(data: Buffer): number | undefined {
  const lineEnd = data.indexOf(0x0a);
  if (lineEnd === -1 || lineEnd > 16_384) return undefined;
  if (!/^(?:[A-Z]+ \S+ HTTP\/\d(?:\.\d)?\r?|HTTP\/\d(?:\.\d)? \d{3}.*)$/.test(data.toString('latin1', 0, lineEnd))) return undefined;
  const crlf = data.indexOf('\r\n\r\n');
  if (crlf !== -1) return crlf + 4;
  const lf = data.indexOf('\n\n');
  return lf === -1 ? undefined : lf + 2;
}

/** `data` with each %XX escape made the byte it stands for (and each '+' a space, when `plus`). */
function percentDecoded(data: Buffer, plus: boolean): Buffer {
  const out = Buffer.allocUnsafe(data.length);
  let n = 0;
  for (let i = 0; i < data.length; i++) {
    const b = data[i]!;
    const high = b === 0x25 && i + 2 < data.length ? nibble(data[i + 1]!) : -1;
    const low = high === -1 ? -1 : nibble(data[i + 2]!);
    if (low !== -1) {
      out[n++] = (high << 4) | low;
      i += 2;
    } else out[n++] = plus && b === 0x2b ? 0x20 : b;
  }
  return out.subarray(0, n);
}

/** The value of a hex digit's byte, or -1 when it is none. */
function nibble(b: number): number {
  if (b >= 0x30 && b <= 0x39) return b - 0x30;
  if (b >= 0x41 && b <= 0x46) return b - 0x37;
  if (b >= 0x61 && b <= 0x66) return b - 0x57;
  return -1;
}
