import { z } from 'zod';
import { ReceiptSchema, type Receipt } from '../contracts/receipt.js';
import { stop, type Control, type ControlSpec } from './control.js';
import { markPending } from '../state.js';

export const ReceiptValidationParams = z.strictObject({});

function plainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A quick structural check that never accepts what ReceiptSchema rejects
 * (a property test holds the two together); when it says no, the schema
 * decides and explains. Receipts are checked on every call, so this path is hot.
 */
export function plainlyWellFormed(raw: unknown): raw is Receipt {
  if (!plainObject(raw)) return false;
  // Exactly the six fields, all own (Object.keys lists nothing inherited).
  const keys = Object.keys(raw);
  if (keys.length !== 6) return false;
  for (const key of keys) if (!isReceiptKey(key)) return false;
  const { call_id, tool, status, effect, revision, data } = raw;
  return (
    typeof call_id === 'string' &&
    typeof tool === 'string' &&
    typeof revision === 'string' &&
    (status === 'ok' || status === 'transient' || status === 'unknown') &&
    (effect === 'none' || effect === 'applied' || effect === 'unknown') &&
    plainObject(data) &&
    // An own `constructor` can make zod's record check refuse the object: the schema decides those.
    !Object.hasOwn(data, 'constructor') &&
    Object.getOwnPropertySymbols(data).length === 0
  );
}

function isReceiptKey(key: string): boolean {
  switch (key) {
    case 'call_id':
    case 'tool':
    case 'status':
    case 'effect':
    case 'revision':
    case 'data':
      return true;
    // Stryker disable next-line ConditionalExpression: equivalent: an unknown key among six leaves a field missing, which plainlyWellFormed's type checks refuse
    default:
      // Stryker disable next-line BooleanLiteral: equivalent, as above: the missing field's type check refuses the receipt
      return false;
  }
}

/** What is wrong with a receipt for this call, or null when it can be believed. */
export function receiptProblem(raw: unknown, thrown: boolean, callId: string, tool: string, revision: string): string | null {
  if (thrown) return 'executor threw instead of returning a receipt';
  let receipt: Receipt;
  if (plainlyWellFormed(raw)) receipt = raw;
  else {
    const parsed = ReceiptSchema.safeParse(raw);
    // Stryker disable next-line OptionalChaining: unreachable: a failed zod parse always has a first issue
    if (!parsed.success) return `malformed receipt: ${parsed.error.issues[0]?.message ?? 'invalid'}`;
    receipt = parsed.data;
  }
  if (receipt.call_id !== callId) return `receipt for ${receipt.call_id}, expected ${callId}`;
  if (receipt.tool !== tool) return `receipt for tool ${receipt.tool}, expected ${tool}`;
  if (receipt.revision !== revision) return 'receipt revision differs from the world';
  if (receipt.status === 'transient' && receipt.effect !== 'none') return `transient receipt with effect ${receipt.effect}`;
  return null;
}

/**
 * Believe a receipt only if it is well formed, names this call and tool,
 * reports the revision the trusted side reads, and is internally consistent.
 * Otherwise stop; a write with an unbelievable receipt is left pending.
 */
export const receiptValidation: ControlSpec<z.infer<typeof ReceiptValidationParams>> = {
  name: 'receipt-validation',
  prevents: 'a lying or broken receipt being believed (a retried write that had applied)',
  params: ReceiptValidationParams,
  stops: ['receipt_invalid'],
  state: { fields: [] },
  probes: [{ scenario: 'forged_receipt', failure: 'duplicate_effect', base: ['retry'], stops: 'receipt_invalid' }],
  fuzz: { breaks: ['complete-needs-current-check', 'no-write-while-pending', 'receipts-match-calls', 'retry-only-transient-none'] },
  create(): Control {
    return {
      name: 'receipt-validation',
      checkReceipt(ctx, call, tool, raw, thrown, attempt) {
        const problem = receiptProblem(raw, thrown, call.call_id, call.tool, ctx.executor.revision());
        if (problem === null) return raw as Receipt;
        ctx.emit({ type: 'receipt_rejected', call_id: call.call_id, tool: call.tool, attempt, problem });
        if (tool.capability === 'write') markPending(ctx, call);
        return stop('receipt_invalid', problem);
      },
    };
  },
};
