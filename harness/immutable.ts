/**
 * Proposals that can never change. A scripted proposer proposes the same
 * step objects in every trial of a cell; when they are plain data, the cell
 * keeps a deeply frozen copy, and what the harness derives from a proposal
 * alone (whether it passes the size caps, the text its event keeps) can then
 * be kept by the proposal's identity instead of recomputed per trial. A value
 * is known immutable only when this module made it so.
 */

/** Every object of every copy `immutableCopy` made (and only those). */
const immutable = new WeakSet<object>();

/** Deeper than this, a value is left as it is (the size caps refuse such proposals anyway). */
const MAX_DEPTH = 64;

/**
 * A deeply frozen copy of `value` when it is plain data: primitives, and
 * arrays and objects (plain prototype, own enumerable string-keyed data
 * properties only, no `__proto__` key, an array's being its elements) nested
 * at most 64 deep. Anything
 * else is returned as it is, and stays mutable and unmemoised.
 */
export function immutableCopy<T>(value: T): T {
  if (!plainData(value, 0)) return value;
  return copy(value) as T;
}

/** Whether `value` is an object `immutableCopy` made (so it, and all it holds, can never change). */
export function isImmutable(value: unknown): value is object {
  return value !== null && typeof value === 'object' && immutable.has(value);
}

function plainData(value: unknown, depth: number): boolean {
  if (value === null) return true;
  const type = typeof value;
  if (type !== 'object') return type === 'string' || type === 'number' || type === 'boolean';
  if (depth >= MAX_DEPTH) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  const array = Array.isArray(value);
  if (array ? proto !== Array.prototype : proto !== Object.prototype && proto !== null) return false;
  const descriptors = Object.getOwnPropertyDescriptors(value);
  for (const key of Reflect.ownKeys(descriptors)) {
    if (array && key === 'length') continue;
    const d = descriptors[key as string]!;
    if (typeof key !== 'string' || key === '__proto__' || !d.enumerable || !('value' in d)) return false;
    // An array's copy keeps its elements only: one with a named property is left as it is.
    if (array && !/^(?:0|[1-9]\d*)$/.test(key)) return false;
    if (!plainData(d.value, depth + 1)) return false;
  }
  return true;
}

function copy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  let out: object;
  if (Array.isArray(value)) out = value.map(copy);
  else {
    const record: Record<string, unknown> = {};
    for (const key of Object.keys(value)) record[key] = copy((value as Record<string, unknown>)[key]);
    out = record;
  }
  immutable.add(Object.freeze(out));
  return out;
}
