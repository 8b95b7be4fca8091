import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalJsonCut, digest, sha256Hex } from '../../harness/digest.js';

const SEED = Number(process.env['HB_TEST_SEED'] ?? 20261130);

/** The same data with every object's keys inserted in another order. */
function reordered(value: unknown, flip: boolean): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => reordered(v, !flip));
  const keys = Object.keys(value);
  const out: Record<string, unknown> = {};
  for (const key of flip ? keys.reverse() : keys.slice(1).concat(keys.slice(0, 1))) {
    Object.defineProperty(out, key, { value: reordered((value as Record<string, unknown>)[key], !flip), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

describe('canonical JSON', () => {
  it('sorts keys at every level by code unit and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 'é' }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"x":"é","y":2}]},"b":1}');
  });

  it('keeps code-unit order for integer-like keys, which JavaScript lists first', () => {
    expect(canonicalJson({ a: 3, '10': 1, '2': 2, '-x': 0 })).toBe('{"-x":0,"10":1,"2":2,"a":3}');
    expect(canonicalJson([{ '1': { b: 1, a: 2 } }])).toBe('[{"1":{"a":2,"b":1}}]');
  });

  it('writes an own __proto__ key as data', () => {
    expect(canonicalJson(JSON.parse('{"b":1,"__proto__":{"z":1,"a":2}}'))).toBe('{"__proto__":{"a":2,"z":1},"b":1}');
  });

  it('leaves undefined properties out and writes what JSON cannot hold as null', () => {
    expect(canonicalJson({ a: undefined, f: () => 1, s: Symbol('s'), n: Number.NaN, i: -Infinity, z: -0 })).toBe('{"f":null,"i":null,"n":null,"s":null,"z":0}');
    expect(canonicalJson([undefined, () => 1])).toBe('[null,null]');
    expect(canonicalJson(undefined)).toBe('null');
    expect(() => canonicalJson({ big: 1n })).toThrow(TypeError);
  });

  it('gives the same text whatever order keys were inserted in, and parses back to the same data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, flip) => {
        const text = canonicalJson(value);
        expect(canonicalJson(reordered(value, flip))).toBe(text);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { seed: SEED, numRuns: 2_000 },
    );
  });
});

/** The plain way: a copy with every string value cut, then its canonical JSON. */
function cutThenCanonical(value: unknown, maxChars: number): string {
  const cut = (v: unknown): unknown =>
    typeof v === 'string' ? v.slice(0, maxChars) : Array.isArray(v) ? v.map(cut) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cut(x)])) : v;
  return canonicalJson(cut(value));
}

/** A function's text, or the name of what it threw. */
function outcome(run: () => string): string {
  try {
    return run();
  } catch (error) {
    return `threw ${(error as Error).name}`;
  }
}

describe('canonical JSON with strings cut', () => {
  it('cuts string values, never keys, at every level', () => {
    expect(canonicalJsonCut({ path: 'a.txt', content: 'x'.repeat(10), list: ['abcdef', { long_key_name: 'abcdef' }] }, 3)).toBe(
      '{"content":"xxx","list":["abc",{"long_key_name":"abc"}],"path":"a.t"}',
    );
  });

  it('gives the text of the plain way (a cut copy, then canonical JSON) for any value', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true, withBoxedValues: true, withSparseArray: true, withTypedArray: true, withDate: true, withMap: true, withSet: true }), fc.integer({ min: 0, max: 12 }), (value, maxChars) => {
        expect(outcome(() => canonicalJsonCut(value, maxChars))).toBe(outcome(() => cutThenCanonical(value, maxChars)));
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('throws as the plain way does on what JSON cannot write', () => {
    expect(outcome(() => canonicalJsonCut({ big: 1n }, 4))).toBe('threw TypeError');
  });
});

describe('digest', () => {
  it('is the sha256 of the canonical JSON', () => {
    expect(digest({ max_retries: 2 })).toBe(sha256Hex('{"max_retries":2}'));
    expect(digest({ tool: 'queue_export', args: { operation_id: 'export-17' } })).toBe(sha256Hex('{"args":{"operation_id":"export-17"},"tool":"queue_export"}'));
  });

  it('gives the same answer from its memo of flat records as from the text, for any record and any order of calls', () => {
    const field = fc.oneof(
      fc.integer({ min: -2, max: 2 }),
      fc.constantFrom(0, -0, Number.NaN, Infinity, 1.5, true, false, null, '', '1', 'x'.repeat(70)),
      fc.string({ maxLength: 2 }),
    );
    const record = fc.dictionary(fc.constantFrom('a', 'b', '1', '__proto__', 'max_retries', 'timeout_ms'), field, { maxKeys: 5 });
    fc.assert(
      fc.property(fc.array(fc.oneof(record, fc.jsonValue()), { maxLength: 20 }), (values) => {
        for (const value of values) expect(digest(value)).toBe(sha256Hex(canonicalJson(value)));
      }),
      { seed: SEED, numRuns: 2_000 },
    );
  });
});
