/**
 * Deep equality of JSON-like data (plain objects, arrays, primitives), the
 * way two traces are compared: same keys, same values, NaN equal to itself,
 * 0 and -0 different (Object.is). Cheaper than comparing canonical JSON texts.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameItem(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra);
  if (keys.length !== Object.keys(rb).length) return false;
  for (const key of keys) if (!Object.hasOwn(rb, key) || !sameItem(ra[key], rb[key])) return false;
  return true;
}

/** Equal strings, booleans and the same object are settled here, without a call per leaf (most of a trace). */
function sameItem(x: unknown, y: unknown): boolean {
  return (x === y && typeof x !== 'number') || sameData(x, y);
}
