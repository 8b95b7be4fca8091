import type { z } from 'zod';
import { allowlist } from './allowlist.js';
import { approval } from './approval.js';
import { attemptLimit } from './attempt-limit.js';
import { callBudget } from './call-budget.js';
import { commandRules } from './command-rules.js';
import type { Control, ControlSpec } from './control.js';
import { deadline } from './deadline.js';
import { dispatchLock } from './dispatch-lock.js';
import { evidence } from './evidence.js';
import { idempotency } from './idempotency.js';
import { isolation } from './isolation.js';
import { reconciliation } from './reconciliation.js';
import { pathGuard } from './path-guard.js';
import { pending } from './pending.js';
import { proposalBudget } from './proposal-budget.js';
import { receiptValidation } from './receipt-validation.js';
import { retry } from './retry.js';
import { validation } from './validation.js';

interface Entry {
  spec: ControlSpec<never>;
  params: z.ZodType;
}

const entry = <P>(spec: ControlSpec<P>): Entry => ({ spec: spec as ControlSpec<never>, params: spec.params });

/**
 * Every removable control, in the order their hooks run. The order matters
 * only where two controls answer the same hook: the proposal budget before the
 * deadline, the allowlist before pending, evidence and approval (approval last,
 * because admitting consumes it), pending before retry.
 */
const ENTRIES: readonly Entry[] = [
  entry(proposalBudget),
  entry(validation),
  entry(allowlist),
  entry(commandRules),
  entry(pathGuard),
  entry(callBudget),
  entry(attemptLimit),
  entry(pending),
  entry(deadline),
  entry(retry),
  entry(receiptValidation),
  entry(evidence),
  entry(approval),
  entry(idempotency),
  entry(reconciliation),
  entry(dispatchLock),
  entry(isolation),
];

export const CONTROL_NAMES: readonly string[] = ENTRIES.map((e) => e.spec.name);

/** A control's default parameters: its parameter schema's parse of `{}` (a fresh object each call). */
export function controlDefaults(name: string): Record<string, unknown> {
  return parseControlParams(name, {}) as Record<string, unknown>;
}

/**
 * A control's parameters in words, for an error about them: their names and an
 * example from their defaults, e.g. `its parameters (on_stale), e.g. {on_stale: feedback}`,
 * or `its parameters (it has none: {})`.
 */
export function paramsHint(name: string): string {
  const defaults = Object.entries(controlDefaults(name));
  if (defaults.length === 0) return 'its parameters (it has none: {})';
  const [key, value] = defaults[0]!;
  return `its parameters (${defaults.map(([k]) => k).join(', ')}), e.g. {${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}}`;
}

/** A value as an error quotes it: JSON, cut at 60 characters. */
export function quoted(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

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

/** Every control's declaration, in registry order: what `list`, the README's tables and the tests read. */
export function controlSpecs(): readonly ControlSpec<unknown>[] {
  return ENTRIES.map((e) => e.spec as ControlSpec<unknown>);
}

/** One line per control for `list`: what it prevents, how it stops, what it keeps per run, what shows it. */
export function describeControls(): { name: string; prevents: string; stops: string; state: string; shown_by: string; fuzzer: string }[] {
  return controlSpecs().map((spec) => ({
    name: spec.name,
    prevents: spec.prevents,
    stops: spec.stops.length > 0 ? `stops: ${spec.stops.join(', ')}` : 'stops: none',
    state: `run state: ${[...spec.state.fields.map((f) => `state.${f}`), ...(spec.state.slot ? [`slot ${spec.state.slot.name}`] : [])].join(', ') || 'none'}`,
    shown_by: `shown by: ${spec.probes.map((p) => `${p.scenario} (${p.failure})`).join(', ')}`,
    fuzzer: `fuzzer: ${'breaks' in spec.fuzz ? `breaks ${spec.fuzz.breaks.join(', ')}` : `out of reach: ${spec.fuzz.outOfReach}`}`,
  }));
}
