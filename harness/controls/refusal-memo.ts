import type { z } from 'zod';

/**
 * The validation control's speed trick, sealed here: the first issue a tool's
 * argument schema finds, memoised for short plain-JSON arguments. Nothing in
 * this module decides what is valid (the schema does); a change here can only
 * make validation slower or, if wrong, disagree with the schema, which
 * test/harness/gateway.test.ts (key order, NaN versus null, hidden properties)
 * and the refusal property test compare against a fresh safeParse.
 */
type Refusal = { message: string; path: string };

/** Refusals by schema and the arguments' JSON text (a proposer that repeats a mistake repeats it exactly). */
const refusals = new WeakMap<z.ZodType, Map<string, Refusal>>();

/**
 * Why a schema refuses these arguments (its first issue), or null when it
 * accepts them. Building a zod error costs microseconds, so the answer for
 * short plain-JSON arguments is memoised; anything else (a function, NaN, a
 * class instance, a hidden or computed property) is asked afresh, as its JSON
 * text would not tell it apart.
 */
export function refusal(schema: z.ZodType, args: Record<string, unknown>): Refusal | null {
  // Key order matters (zod lists unrecognised keys as they come), so the text is JSON's own, not canonical.
  const text = isPlainJson(args, 0) ? JSON.stringify(args) : undefined;
  const key = text !== undefined && text.length <= 1024 ? text : undefined;
  let known = refusals.get(schema);
  const memo = key === undefined ? undefined : known?.get(key);
  if (memo !== undefined) return memo;
  const parsed = schema.safeParse(args);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const path = ['args', ...(issue?.path ?? []).map(String)].join('.');
  const found = { message: `${path}: ${issue?.message ?? 'invalid'}`, path };
  if (key !== undefined) {
    if (known === undefined) refusals.set(schema, (known = new Map()));
    if (known.size >= 1024) known.clear();
    known.set(key, found);
  }
  return found;
}

/**
 * Data that JSON writes exactly and that zod reads the same way: plain
 * objects and dense arrays of own, enumerable data properties, strings,
 * finite numbers, booleans and null (depth is already capped). Only refused
 * arguments are looked at, so the thoroughness costs nothing on the way in.
 */
function isPlainJson(value: unknown, depth: number): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (value === null) return true;
      if (depth > 64) return false;
      const isArray = Array.isArray(value);
      if (!isArray) {
        const proto = Object.getPrototypeOf(value) as unknown;
        if (proto !== Object.prototype && proto !== null) return false;
      }
      // Every own property, hidden or symbol-keyed ones included, must be an enumerable data property JSON writes.
      const keys = Reflect.ownKeys(value);
      for (const key of keys) {
        if (isArray && key === 'length') continue;
        const property = Object.getOwnPropertyDescriptor(value, key)!;
        if (typeof key !== 'string' || !property.enumerable || !('value' in property) || !isPlainJson(property.value, depth + 1)) return false;
      }
      // A dense array: an own element at every index, nothing else.
      return !isArray || keys.length === (value as unknown[]).length + 1;
    }
    default:
      return false;
  }
}
