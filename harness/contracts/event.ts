import { z } from 'zod';
import { canonicalJsonCut } from '../digest.js';
import { isImmutable } from '../immutable.js';
import { ReceiptEffectSchema, ReceiptStatusSchema } from './receipt.js';
import { StopReasonSchema } from './stop.js';

/** How much of a proposal's arguments its event keeps (a 10 MB proposal is not copied into the log). */
export const PROPOSAL_ARGS_CHARS = 4096;

/**
 * A proposal's arguments as its event keeps them, `{ args }` with their
 * canonical JSON cut to PROPOSAL_ARGS_CHARS, or nothing for arguments too
 * deeply nested to serialise (validation refuses those; the event names the
 * tool alone).
 */
export function proposalArgs(args: object): { args?: string } {
  let text: string | null | undefined;
  if (!isImmutable(args)) text = argsText(args);
  else if ((text = argsTexts.get(args)) === undefined) argsTexts.set(args, (text = argsText(args)));
  return text === null ? {} : { args: text };
}

/** The texts of immutable arguments (a cell's scripted steps), kept by identity. */
const argsTexts = new WeakMap<object, string | null>();

function argsText(args: object): string | null {
  try {
    // Each string cut to a quarter of what the event keeps, so a long one (a file's content) never hides the fields after it (its path).
    return canonicalJsonCut(args, PROPOSAL_ARGS_CHARS / 4).slice(0, PROPOSAL_ARGS_CHARS);
  } catch {
    return null;
  }
}

const base = {
  run_id: z.string(),
  seq: z.number().int().nonnegative(),
  /** Monotonic milliseconds from the injected clock. */
  t: z.number(),
};

/**
 * The audit trail of a run. Append-only, strictly increasing `seq`; replaying
 * it rebuilds the run's counters, evidence, approvals and pending operations.
 */
export const EventSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...base, type: z.literal('run_started'), task: z.string(), profile: z.string() }),
  z.strictObject({
    ...base,
    type: z.literal('proposal_received'),
    proposal_no: z.number().int(),
    tool: z.string(),
    /** The proposal's arguments as canonical JSON, cut to PROPOSAL_ARGS_CHARS: what the oracle reads a call's attempt from. */
    args: z.string().optional(),
    /** The model's id of the call, where a harness under test's model proposed it: a retried request repeats it. */
    call_id: z.string().optional(),
  }),
  z.strictObject({ ...base, type: z.literal('input_invalid'), message: z.string(), path: z.string() }),
  z.strictObject({ ...base, type: z.literal('tool_unknown'), tool: z.string() }),
  z.strictObject({ ...base, type: z.literal('tool_denied'), tool: z.string(), control: z.string() }),
  z.strictObject({ ...base, type: z.literal('approval_asked'), tool: z.string(), key: z.string() }),
  z.strictObject({ ...base, type: z.literal('approval_consumed'), tool: z.string(), key: z.string() }),
  z.strictObject({ ...base, type: z.literal('approval_refused'), tool: z.string(), key: z.string() }),
  z.strictObject({
    ...base,
    type: z.literal('call_admitted'),
    call_id: z.string(),
    tool: z.string(),
    version: z.number().int(),
    args: z.record(z.string(), z.unknown()),
    revision: z.string(),
    write: z.boolean(),
  }),
  z.strictObject({ ...base, type: z.literal('call_started'), call_id: z.string(), tool: z.string(), attempt: z.number().int() }),
  z.strictObject({
    ...base,
    type: z.literal('receipt'),
    call_id: z.string(),
    tool: z.string(),
    attempt: z.number().int(),
    status: ReceiptStatusSchema,
    effect: ReceiptEffectSchema,
    revision: z.string(),
  }),
  z.strictObject({ ...base, type: z.literal('receipt_rejected'), call_id: z.string(), tool: z.string(), attempt: z.number().int(), problem: z.string() }),
  z.strictObject({ ...base, type: z.literal('retry_scheduled'), call_id: z.string(), attempt: z.number().int(), delay_ms: z.number() }),
  z.strictObject({
    ...base,
    type: z.literal('effect_pending'),
    call_id: z.string(),
    tool: z.string(),
    args: z.record(z.string(), z.unknown()),
  }),
  z.strictObject({ ...base, type: z.literal('check_passed'), call_id: z.string(), revision: z.string() }),
  z.strictObject({ ...base, type: z.literal('check_failed'), call_id: z.string(), revision: z.string() }),
  z.strictObject({ ...base, type: z.literal('evidence_cleared'), call_id: z.string(), revision: z.string() }),
  z.strictObject({ ...base, type: z.literal('check_required'), tool: z.string(), revision: z.string() }),
  z.strictObject({ ...base, type: z.literal('completion_refused'), revision: z.string(), checked: z.string().nullable() }),
  z.strictObject({ ...base, type: z.literal('audit'), call_id: z.string(), revision: z.string() }),
  z.strictObject({ ...base, type: z.literal('artifact_stored'), call_id: z.string(), ref: z.string(), bytes: z.number().int() }),
  z.strictObject({ ...base, type: z.literal('run_recovered'), replayed: z.number().int(), torn_tail: z.boolean() }),
  z.strictObject({
    ...base,
    type: z.literal('effect_reconciled'),
    call_id: z.string(),
    tool: z.string(),
    outcome: z.enum(['applied', 'not_applied', 'resent_with_key', 'reexecuted', 'unknown']),
  }),
  z.strictObject({ ...base, type: z.literal('stop'), reason: StopReasonSchema, detail: z.string() }),
  // What a harness under test reported about itself (an ACP agent's session updates): its own account, beside what the world and the model saw.
  z.strictObject({ ...base, type: z.literal('reported_tool_call'), call_id: z.string(), title: z.string(), kind: z.string(), status: z.string() }),
  z.strictObject({ ...base, type: z.literal('reported_message'), role: z.enum(['agent', 'thought']), text: z.string(), chars: z.number().int() }),
  // A harness under test's own refusal of a model call, or its sandbox's denial of it, read from the call's result: a control seen acting.
  z.strictObject({ ...base, type: z.literal('call_refused'), call_id: z.string(), tool: z.string(), by: z.enum(['harness', 'sandbox']), text: z.string() }),
]);
export type Event = z.infer<typeof EventSchema>;
export type EventType = Event['type'];
/** An event before the log stamps it with run id, sequence number and time. */
export type EventBody = Event extends infer E ? (E extends Event ? Omit<E, 'run_id' | 'seq' | 't'> : never) : never;
