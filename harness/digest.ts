import { createHash } from 'node:crypto';

/**
 * Canonical JSON: object keys sorted, no whitespace. Two values that are equal
 * as data always give the same text, whatever order their keys were built in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    return text === undefined ? 'null' : text;
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length > 1) keys.sort();
  let out = '{';
  let first = true;
  for (const key of keys) {
    const item = record[key];
    if (item === undefined) continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:${canonicalJson(item)}`;
    first = false;
  }
  return `${out}}`;
}

export function sha256Hex(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex');
}

const cache = new Map<string, string>();
const CACHE_LIMIT = 4096;

/**
 * sha256 of canonical JSON: the revision of a world and the key of an
 * approval. Small texts are memoised (revisions repeat across trials).
 */
export function digest(value: unknown): string {
  const text = canonicalJson(value);
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
  for (const key of Object.keys(value)) out[key] = cloneData((value as Record<string, unknown>)[key]);
  return out as T;
}
