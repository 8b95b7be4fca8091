import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReceiptSchema } from '../../harness/contracts/receipt.js';
import { plainlyWellFormed } from '../../harness/controls/receipt-validation.js';

const SEED = Number(process.env['HB_TEST_SEED'] ?? 20261130);

const validReceipt = fc.record({
  call_id: fc.string(),
  tool: fc.string(),
  status: fc.constantFrom('ok', 'transient', 'unknown'),
  effect: fc.constantFrom('none', 'applied', 'unknown'),
  revision: fc.string(),
  data: fc.oneof(
    fc.dictionary(fc.string(), fc.jsonValue()),
    // an own constructor key, which zod's record check looks at
    fc.record({ constructor: fc.constantFrom<unknown>(Date, Object, () => 1, function named() {}, 1, null), x: fc.jsonValue() }),
  ),
});

const KEYS = ['call_id', 'tool', 'status', 'effect', 'revision', 'data', '__proto__', 'extra', 'constructor'] as const;

/** Receipts, and receipts with one field changed to anything, removed, or added. */
const nearReceipt = fc.oneof(
  validReceipt,
  fc.tuple(validReceipt, fc.constantFrom(...KEYS), fc.anything(), fc.boolean()).map(([r, key, value, remove]) => {
    const copy: Record<string, unknown> = { ...r };
    if (remove) delete copy[key];
    else Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
    return copy;
  }),
);

describe('receipt validation fast path', () => {
  it('never accepts what the schema rejects (the schema stays the source of truth)', () => {
    console.log(`receipt fast path: fast-check seed ${SEED}`);
    fc.assert(
      fc.property(fc.oneof(nearReceipt, fc.anything()), (raw) => !plainlyWellFormed(raw) || ReceiptSchema.safeParse(raw).success),
      { seed: SEED, numRuns: 5_000 },
    );
    // The generator does reach receipts the fast path accepts, so the property is not vacuous.
    const accepted = fc.sample(nearReceipt, { seed: SEED, numRuns: 5_000 }).filter((raw) => plainlyWellFormed(raw));
    expect(accepted.length).toBeGreaterThan(1_000);
  });

  it('accepts an ordinary receipt, so the fast path is the one taken', () => {
    expect(plainlyWellFormed({ call_id: 'call-1', tool: 't', status: 'ok', effect: 'none', revision: 'r', data: { a: 1 } })).toBe(true);
    expect(plainlyWellFormed({ call_id: 'call-1', tool: 't', status: 'ok', effect: 'none', revision: 'r', data: {}, x: 1 })).toBe(false);
  });
});
