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
    return `[${value.map(canonicalJson).join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  const parts: string[] = [];
  for (const key of keys) {
    if (record[key] === undefined) continue;
    parts.push(`${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  }
  return `{${parts.join(',')}}`;
}

export function sha256Hex(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex');
}

/** sha256 of canonical JSON: the revision of a world and the key of an approval. */
export function digest(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}
