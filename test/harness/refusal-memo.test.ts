import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refusal } from '../../harness/controls/refusal-memo.js';

const SEED = Number(process.env['HB_TEST_SEED'] ?? 20261130);

/** What the validation control promises: the schema's own first issue, path and message, asked afresh. */
function fresh(schema: z.ZodType, args: Record<string, unknown>): { message: string; path: string } | null {
  const parsed = schema.safeParse(args);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const path = ['args', ...issue.path.map(String)].join('.');
  return { message: `${path}: ${issue.message}`, path };
}

const schemas = [
  z.strictObject({ max_retries: z.number().int() }),
  z.strictObject({ operation_id: z.string().max(64) }),
  z.strictObject({ path: z.string(), content: z.string().optional() }),
];

/**
 * Arguments a proposer might repeat: plain JSON (memoised), with keys in any
 * order, and look-alikes whose JSON text hides what the schema sees (NaN and
 * infinities print as null, a hidden or inherited property, an accessor, a
 * class instance, a sparse array, a long text past the memo's size limit).
 */
const key = fc.constantFrom('max_retries', 'operation_id', 'path', 'content', 'x');
const plain = fc.dictionary(key, fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('two', '', null, true), fc.string({ maxLength: 70 }), fc.array(fc.integer(), { maxLength: 2 })), { maxKeys: 3 });
const lookalike = fc.tuple(plain, key, fc.constantFrom('nan', 'infinity', 'hidden', 'inherited', 'getter', 'instance', 'sparse', 'long')).map(([base, k, how]) => {
  const args: Record<string, unknown> = { ...base };
  switch (how) {
    case 'nan':
      args[k] = Number.NaN;
      return args;
    case 'infinity':
      args[k] = Number.POSITIVE_INFINITY;
      return args;
    case 'hidden':
      return Object.defineProperty(args, k, { value: 'two', enumerable: false });
    case 'inherited':
      return Object.assign(Object.create({ [k]: 1 }) as Record<string, unknown>, base);
    case 'getter':
      return Object.defineProperty(args, k, { get: () => 2, enumerable: true });
    case 'instance': {
      class Args {}
      return Object.assign(new Args() as Record<string, unknown>, base);
    }
    case 'sparse':
      args[k] = [1, , 3]; // eslint-disable-line no-sparse-arrays
      return args;
    case 'long':
      args[k] = 'x'.repeat(1_100);
      return args;
  }
});

describe('the refusal memo', () => {
  it('answers as the schema would when asked afresh, for any sequence of repeated and look-alike arguments', () => {
    console.log(`refusal memo: fast-check seed ${SEED}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat({ max: schemas.length - 1 }), fc.oneof(plain, lookalike)), { minLength: 1, maxLength: 30 }), (asks) => {
        // Each sequence asks every question twice, so the second answer can come from the memo.
        for (const [i, args] of [...asks, ...asks]) expect(refusal(schemas[i]!, args)).toEqual(fresh(schemas[i]!, args));
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('keeps answering as the schema does once it has seen more arguments than it keeps', () => {
    const schema = z.strictObject({ max_retries: z.number().int() });
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 1_500; n++) expect(refusal(schema, { max_retries: `v${n}` })).toEqual(fresh(schema, { max_retries: `v${n}` }));
    }
  });
});
