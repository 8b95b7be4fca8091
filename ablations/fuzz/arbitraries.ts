import fc from 'fast-check';
import type { Fault } from '../../harness/worlds/export-worker.js';
import { MALFORMED_SHAPES, UNKNOWN_TOOL_NAMES, type FuzzApproval, type FuzzCase, type FuzzLimits, type FuzzStep } from './fuzz-case.js';

/**
 * Generators for fuzz cases. Every choice lists its simplest value first, so
 * shrinking heads for it: a valid initial config, the first call of one named
 * tool, no jitter, seed 0.
 */

/** Fault targets, repeated to weight them: writes are where faults matter most. */
const FAULT_TOOLS = ['write_config', 'write_config', 'write_config', 'check_config', 'check_config', 'read_config', 'queue_export', 'lookup_export', 'publish', undefined] as const;
const FAULT_KINDS = [
  'transient',
  'transient',
  'unknown_after_apply',
  'unknown_after_apply',
  'inconsistent_receipt',
  'throw',
  'throw_after_apply',
  'slow',
  'slow',
] as const;

export function arbStep(): fc.Arbitrary<FuzzStep> {
  const op = fc.constantFrom(1, 2);
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant({ kind: 'check' as const }) },
    { weight: 5, arbitrary: fc.constantFrom(2, 1, 0, 8, 5).map((value) => ({ kind: 'write' as const, value })) },
    { weight: 3, arbitrary: fc.constant({ kind: 'read' as const }) },
    { weight: 3, arbitrary: fc.constant({ kind: 'finish' as const }) },
    { weight: 3, arbitrary: op.map((n) => ({ kind: 'export' as const, op: n })) },
    { weight: 1, arbitrary: op.map((n) => ({ kind: 'lookup' as const, op: n })) },
    {
      weight: 2,
      arbitrary: fc.constantFrom('string', 'extra', 'missing', 'fraction').map((variant) => ({ kind: 'write_bad' as const, variant })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'read_bad' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'finish_forged' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'publish' as const }) },
    { weight: 1, arbitrary: fc.constantFrom(...UNKNOWN_TOOL_NAMES).map((name) => ({ kind: 'unknown' as const, name })) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_SHAPES).map((shape) => ({ kind: 'malformed' as const, shape })) },
  );
}

export function arbFault(): fc.Arbitrary<Fault> {
  return fc
    .record({
      kind: fc.constantFrom(...FAULT_KINDS),
      tool: fc.constantFrom(...FAULT_TOOLS),
      from: fc.constantFrom(1, 2, 3),
      count: fc.constantFrom(1, 2, 0, 3),
      variant: fc.constantFrom('transient_applied', 'wrong_revision', 'wrong_call_id', 'wrong_tool', 'not_an_object'),
      ms: fc.constantFrom(0, 600, 3_000, 12_000),
    })
    .map(({ tool, kind, variant, ms, ...rest }): Fault => ({
      kind,
      ...(tool !== undefined ? { tool } : {}),
      ...rest,
      variant: kind === 'inconsistent_receipt' ? variant : 'transient_applied',
      ms: kind === 'slow' ? ms : 0,
    }));
}

export function arbLimits(): fc.Arbitrary<FuzzLimits> {
  return fc.record({
    proposals: fc.integer({ min: 2, max: 12 }),
    calls: fc.integer({ min: 2, max: 12 }),
    attempts: fc.integer({ min: 1, max: 4 }),
    deadline_ms: fc.constantFrom(10_000, 2_000, 30_000, 500),
  });
}

export function arbApproval(): fc.Arbitrary<FuzzApproval> {
  return fc.record({
    op: fc.constantFrom(1, 2),
    at: fc.constantFrom('initial' as const, 'valid' as const),
    decision: fc.constantFrom('allow' as const, 'deny' as const),
  });
}

export interface CaseShape {
  minSteps?: number;
  maxSteps?: number;
  maxFaults?: number;
}

/** A whole case: world, contract, fault schedule and a scripted proposal list. */
export function arbFuzzCase(shape: CaseShape = {}): fc.Arbitrary<FuzzCase> {
  return fc.record({
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    jitter: fc.constantFrom(0 as const, 0.5 as const),
    initial: fc.constantFrom('valid' as const, 'invalid' as const),
    lookup: fc.constantFrom('incomplete' as const, 'authoritative' as const),
    tools: fc.constantFrom('lab2' as const, 'lab1' as const),
    limits: arbLimits(),
    approvals: fc.array(arbApproval(), { maxLength: 2 }),
    faults: fc.array(arbFault(), { maxLength: shape.maxFaults ?? 3 }),
    steps: fc.array(arbStep(), { minLength: shape.minSteps ?? 1, maxLength: shape.maxSteps ?? 14 }),
  });
}
