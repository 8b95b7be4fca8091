import { createHash } from 'node:crypto';

/**
 * Canonical JSON: object keys sorted, no whitespace. Two values that are equal
 * as data always give the same text, whatever order their keys were built in.
 *
 * Usually built as a copy with sorted keys and serialised by the native
 * JSON.stringify (this runs for every revision and approval key). A value
 * holding an object whose copy could not keep sorted order (an integer-like
 * key, which JavaScript always lists first, or a `__proto__` key) is written
 * out by hand instead; both give the same text.
 */
export function canonicalJson(value: unknown): string {
  const copy = sortedCopy(value);
  const text = copy === UNSORTABLE ? writeCanonical(value) : JSON.stringify(copy);
  return text === undefined ? 'null' : text;
}

const UNSORTABLE = Symbol('unsortable');

function sortedCopy(value: unknown): unknown {
  if (value === null) return null;
  if (typeof value !== 'object') return typeof value === 'function' || typeof value === 'symbol' ? null : value;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) if ((out[i] = sortedCopy(value[i])) === UNSORTABLE) return UNSORTABLE;
    return out;
  }
  const record = value as Record<string, unknown>;
  const keys = sortedKeys(record);
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (key === '__proto__' || isIndexLike(key)) return UNSORTABLE;
    const item = sortedCopy(record[key]);
    if (item === UNSORTABLE) return UNSORTABLE;
    out[key] = item;
  }
  return out;
}

/** The same text, written out piece by piece (no string is cut). */
function writeCanonical(value: unknown): string {
  return canonicalJsonCut(value, Number.POSITIVE_INFINITY);
}

/**
 * The canonical JSON of a copy of `value` whose every string value is cut to
 * its first `maxChars` code units (keys are kept whole), written in one pass
 * without the copy: a proposal's arguments as every proposal's event keeps them.
 */
export function canonicalJsonCut(value: unknown, maxChars: number): string {
  if (typeof value === 'string') return JSON.stringify(value.length > maxChars ? value.slice(0, maxChars) : value);
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(typeof value === 'function' || typeof value === 'symbol' ? null : value);
    return text === undefined ? 'null' : text;
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + canonicalJsonCut(value[i], maxChars);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  let out = '{';
  for (const key of sortedKeys(record)) {
    const item = record[key];
    if (item === undefined) continue;
    out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonicalJsonCut(item, maxChars)}`;
  }
  return `${out}}`;
}

/** Own enumerable keys in code-unit order; insertion sort, which beats Array#sort on the few keys a record has. */
function sortedKeys(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record);
  if (keys.length > 16) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    for (; j >= 0 && keys[j]! > key; j--) keys[j + 1] = keys[j]!;
    keys[j + 1] = key;
  }
  return keys;
}

/** Keys JavaScript may enumerate before all others (array indices); any key starting with a digit, to be safe. */
function isIndexLike(key: string): boolean {
  const c = key.charCodeAt(0);
  return c >= 48 && c <= 57;
}

export function sha256Hex(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex');
}

const cache = new Map<string, string>();
const CACHE_LIMIT = 4096;

/**
 * sha256 of canonical JSON: the revision of a world and the key of an
 * approval. Small texts are memoised (revisions repeat across trials), and a
 * flat record of a few primitive fields (a configuration) is memoised by its
 * values, without writing its text at all.
 */
export function digest(value: unknown): string {
  return (isFlatRecord(value) ? flatDigest(value) : undefined) ?? digestText(canonicalJson(value));
}

/**
 * Memo of flat records: a trie over their fields in sorted order, one level
 * per key and one per value (Map keys compare primitives as the canonical
 * text does, except that 0 and -0, or NaN and the infinities, share a text
 * anyway). A node holds the digest of the record whose fields end there.
 */
interface TrieNode {
  hex: string | undefined;
  readonly next: Map<string, Map<unknown, TrieNode>>;
}

let trie: TrieNode = { hex: undefined, next: new Map() };
let trieNodes = 0;

function isFlatRecord(value: unknown): value is Record<string, string | number | boolean | null> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  let n = 0;
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (++n > 8 || (item !== null && typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean')) return false;
    if (typeof item === 'string' && item.length > 64) return false;
  }
  return true;
}

/** The memoised digest of a flat record, or undefined when the memo is full (the caller hashes the text). */
function flatDigest(record: Record<string, string | number | boolean | null>): string | undefined {
  let node = trie;
  for (const key of sortedKeys(record)) {
    let byValue = node.next.get(key);
    if (byValue === undefined) node.next.set(key, (byValue = new Map()));
    const value = record[key];
    let child = byValue.get(value);
    if (child === undefined) {
      if (trieNodes >= CACHE_LIMIT) {
        trie = { hex: undefined, next: new Map() };
        trieNodes = 0;
        return undefined;
      }
      byValue.set(value, (child = { hex: undefined, next: new Map() }));
      trieNodes++;
    }
    node = child;
  }
  return (node.hex ??= digestText(canonicalJson(record)));
}

/** sha256 of a text that is already canonical JSON, memoised as `digest` is. */
function digestText(text: string): string {
  if (text.length > 1024) return sha256Hex(text);
  let hex = cache.get(text);
  if (hex === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    hex = sha256Hex(text);
    cache.set(text, hex);
  }
  return hex;
}

/** A deep copy of JSON-like data (plain objects, arrays, primitives); much cheaper than structuredClone for small values. */
export function cloneData<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneData) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const copy = cloneData((value as Record<string, unknown>)[key]);
    // An own `__proto__` key (JSON.parse makes one) stays a key: assigning it would set the copy's prototype.
    if (key === '__proto__') Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[key] = copy;
  }
  return out as T;
}
