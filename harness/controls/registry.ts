import type { z } from 'zod';
import { allowlist, AllowlistParams } from './allowlist.js';
import { approval, ApprovalParams } from './approval.js';
import { attemptLimit, AttemptLimitParams } from './attempt-limit.js';
import { callBudget, CallBudgetParams } from './call-budget.js';
import type { Control, ControlSpec } from './control.js';
import { deadline, DeadlineParams } from './deadline.js';
import { dispatchLock, DispatchLockParams } from './dispatch-lock.js';
import { evidence, EvidenceParams } from './evidence.js';
import { idempotency, IdempotencyParams } from './idempotency.js';
import { isolation, IsolationParams } from './isolation.js';
import { reconciliation, ReconciliationParams } from './reconciliation.js';
import { pending, PendingParams } from './pending.js';
import { proposalBudget, ProposalBudgetParams } from './proposal-budget.js';
import { receiptValidation, ReceiptValidationParams } from './receipt-validation.js';
import { retry, RetryParams } from './retry.js';
import { validation, ValidationParams } from './validation.js';

interface Entry {
  spec: ControlSpec<never>;
  params: z.ZodType;
}

const entry = <P>(spec: ControlSpec<P>, params: z.ZodType<P>): Entry => ({ spec: spec as ControlSpec<never>, params });

/**
 * Every removable control, in the order their hooks run. The order matters
 * only where two controls answer the same hook: the proposal budget before the
 * deadline, the allowlist before pending, evidence and approval (approval last,
 * because admitting consumes it), pending before retry.
 */
const ENTRIES: readonly Entry[] = [
  entry(proposalBudget, ProposalBudgetParams),
  entry(validation, ValidationParams),
  entry(allowlist, AllowlistParams),
  entry(callBudget, CallBudgetParams),
  entry(attemptLimit, AttemptLimitParams),
  entry(pending, PendingParams),
  entry(deadline, DeadlineParams),
  entry(retry, RetryParams),
  entry(receiptValidation, ReceiptValidationParams),
  entry(evidence, EvidenceParams),
  entry(approval, ApprovalParams),
  entry(idempotency, IdempotencyParams),
  entry(reconciliation, ReconciliationParams),
  entry(dispatchLock, DispatchLockParams),
  entry(isolation, IsolationParams),
];

export const CONTROL_NAMES: readonly string[] = ENTRIES.map((e) => e.spec.name);

export function controlSpec(name: string): ControlSpec<unknown> | undefined {
  return ENTRIES.find((e) => e.spec.name === name)?.spec as ControlSpec<unknown> | undefined;
}

/** Validates a control's parameters without throwing: the issues, with paths inside the parameters. */
export function checkControlParams(name: string, params: unknown): z.core.$ZodIssue[] {
  const found = ENTRIES.find((e) => e.spec.name === name);
  if (!found) return [{ code: 'custom', path: [], message: `unknown control ${JSON.stringify(name)}; controls: ${CONTROL_NAMES.join(', ')}`, input: name } as z.core.$ZodIssue];
  const parsed = found.params.safeParse(params ?? {});
  return parsed.success ? [] : parsed.error.issues;
}

/** Parses a control's parameters from profile data; throws a ZodError naming the field. */
export function parseControlParams(name: string, params: unknown): unknown {
  const found = ENTRIES.find((e) => e.spec.name === name);
  if (!found) throw new Error(`unknown control ${name}`);
  return found.params.parse(params ?? {});
}

/** Builds the enabled controls in registry order from already parsed parameters. */
export function createControls(parsed: Readonly<Record<string, unknown>>): Control[] {
  const controls: Control[] = [];
  for (const { spec } of ENTRIES) {
    if (Object.hasOwn(parsed, spec.name)) controls.push((spec as ControlSpec<unknown>).create(parsed[spec.name]));
  }
  return controls;
}

export function describeControls(): { name: string; prevents: string }[] {
  return ENTRIES.map((e) => ({ name: e.spec.name, prevents: e.spec.prevents }));
}
