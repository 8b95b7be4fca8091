import fc from 'fast-check';
import type { Fault } from '../../worlds/export-worker.js';
import { MALFORMED_SHAPES, UNKNOWN_TOOL_NAMES, type FuzzApproval, type FuzzCase, type FuzzLimits, type FuzzStep, type SingleStep } from './fuzz-case.js';

/**
 * Generators for fuzz cases. Every choice lists its simplest value first, so
 * shrinking heads for it: a valid initial config, the first call of one named
 * tool, no jitter, seed 0.
 */

/** Fault targets, repeated to weight them: writes are where faults matter most. */
const FAULT_TOOLS = [
  'write_config',
  'write_config',
  'write_config',
  'queue_export',
  'queue_export',
  'check_config',
  'check_config',
  'read_config',
  'lookup_export',
  'publish',
  undefined,
] as const;
const FAULT_KINDS = [
  'transient',
  'transient',
  'unknown_after_apply',
  'unknown_after_apply',
  'inconsistent_receipt',
  'throw',
  'throw_after_apply',
  'transient_after_apply',
  'transient_after_apply',
  'slow',
  'slow',
] as const;

type StepKind = FuzzStep['kind'];
type SingleKind = SingleStep['kind'];

/** Every single-proposal kind with its weight and generator. */
const SINGLE_ARBS: readonly { kind: SingleKind; weight: number; arbitrary: fc.Arbitrary<SingleStep> }[] = (() => {
  const op = fc.constantFrom(1, 2);
  return [
    { kind: 'check', weight: 5, arbitrary: fc.constant({ kind: 'check' as const }) },
    { kind: 'write', weight: 5, arbitrary: fc.constantFrom(2, 1, 0, 8, 5).map((value) => ({ kind: 'write' as const, value })) },
    { kind: 'read', weight: 3, arbitrary: fc.constant({ kind: 'read' as const }) },
    { kind: 'finish', weight: 3, arbitrary: fc.constant({ kind: 'finish' as const }) },
    { kind: 'export', weight: 3, arbitrary: op.map((n) => ({ kind: 'export' as const, op: n })) },
    { kind: 'lookup', weight: 1, arbitrary: op.map((n) => ({ kind: 'lookup' as const, op: n })) },
    {
      kind: 'write_bad',
      weight: 2,
      arbitrary: fc.constantFrom('string', 'extra', 'missing', 'fraction').map((variant) => ({ kind: 'write_bad' as const, variant })),
    },
    { kind: 'read_bad', weight: 1, arbitrary: fc.constant({ kind: 'read_bad' as const }) },
    { kind: 'finish_forged', weight: 1, arbitrary: fc.constant({ kind: 'finish_forged' as const }) },
    { kind: 'publish', weight: 1, arbitrary: fc.constant({ kind: 'publish' as const }) },
    { kind: 'unknown', weight: 1, arbitrary: fc.constantFrom(...UNKNOWN_TOOL_NAMES).map((name) => ({ kind: 'unknown' as const, name })) },
    { kind: 'malformed', weight: 1, arbitrary: fc.constantFrom(...MALFORMED_SHAPES).map((shape) => ({ kind: 'malformed' as const, shape })) },
  ];
})();

/** Every step kind: the single ones, `again`, and batches of two or three single proposals. */
export const STEP_KINDS: readonly StepKind[] = [...SINGLE_ARBS.map((a) => a.kind), 'again', 'batch'];

/** One proposal, of the given kinds only (all single kinds by default). */
export function arbSingleStep(kinds: readonly StepKind[] = STEP_KINDS): fc.Arbitrary<SingleStep> {
  const chosen = SINGLE_ARBS.filter((a) => kinds.includes(a.kind));
  return fc.oneof(...(chosen.length > 0 ? chosen : SINGLE_ARBS).map(({ weight, arbitrary }) => ({ weight, arbitrary })));
}

/** One turn, of the given kinds only (all by default); a batch draws its proposals from the single kinds given. */
export function arbStep(kinds: readonly StepKind[] = STEP_KINDS): fc.Arbitrary<FuzzStep> {
  const turns: { weight: number; arbitrary: fc.Arbitrary<FuzzStep> }[] = SINGLE_ARBS.filter((a) => kinds.includes(a.kind));
  if (kinds.includes('again')) turns.push({ weight: 3, arbitrary: fc.constant({ kind: 'again' as const }) });
  if (kinds.includes('batch')) {
    const anyBatch = fc.array(arbSingleStep(kinds), { minLength: 2, maxLength: 3 });
    // A check and a write proposed together: where concurrent dispatch can go wrong.
    const checkAndWrite = fc
      .tuple(fc.constantFrom(8, 5, 1, 0), fc.boolean())
      .map(([value, checkFirst]): SingleStep[] => (checkFirst ? [{ kind: 'check' }, { kind: 'write', value }] : [{ kind: 'write', value }, { kind: 'check' }]));
    const batch = fc.oneof(anyBatch, checkAndWrite).map((steps): FuzzStep => ({ kind: 'batch', steps }));
    turns.push({ weight: 2, arbitrary: batch });
  }
  return turns.length > 0 ? fc.oneof(...turns) : arbSingleStep();
}

/** The tools a list of steps calls (the targets a fault schedule can hit). */
export function toolsCalled(steps: readonly FuzzStep[]): string[] {
  const tools = new Set<string>();
  const name: Partial<Record<StepKind, string>> = {
    read: 'read_config',
    write: 'write_config',
    check: 'check_config',
    export: 'queue_export',
    lookup: 'lookup_export',
    publish: 'publish',
  };
  for (const step of steps.flatMap((s) => (s.kind === 'batch' ? s.steps : [s]))) {
    const tool = name[step.kind];
    if (tool !== undefined) tools.add(tool);
  }
  return [...new Set(FAULT_TOOLS)].filter((t): t is NonNullable<typeof t> => t !== undefined && tools.has(t));
}

/** The operations a list of steps exports. */
export function opsExported(steps: readonly FuzzStep[]): number[] {
  return [...new Set(steps.flatMap((s) => (s.kind === 'batch' ? s.steps : [s])).flatMap((s) => (s.kind === 'export' ? [s.op] : [])))];
}

/** A fault, aimed at one of `targets` (or every tool); any tool when no targets are given. */
export function arbFault(targets: readonly string[] = []): fc.Arbitrary<Fault> {
  const tools = targets.length > 0 ? [...targets, undefined] : [...FAULT_TOOLS];
  return fc
    .record({
      kind: fc.constantFrom(...FAULT_KINDS),
      tool: fc.constantFrom(...tools),
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

/** The seed, world and contract every generated case starts from (shared with the model-based setup). */
export function worldSetup() {
  return {
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    jitter: fc.constantFrom(0 as const, 0.5 as const),
    initial: fc.constantFrom('valid' as const, 'invalid' as const),
    lookup: fc.constantFrom('incomplete' as const, 'authoritative' as const),
    dedup: fc.boolean(),
    tools: fc.constantFrom('lab2' as const, 'lab1' as const),
    limits: arbLimits(),
  };
}

export function arbLimits(): fc.Arbitrary<FuzzLimits> {
  return fc.record({
    proposals: fc.integer({ min: 2, max: 12 }),
    calls: fc.integer({ min: 2, max: 12 }),
    attempts: fc.integer({ min: 1, max: 4 }),
    deadline_ms: fc.constantFrom(10_000, 2_000, 30_000, 500),
  });
}

/** An approval, for one of `ops` (the exports the steps ask for), granted first at `likelyAt`. */
export function arbApproval(ops: readonly number[] = [1, 2], likelyAt: 'initial' | 'valid' = 'initial'): fc.Arbitrary<FuzzApproval> {
  const other = likelyAt === 'initial' ? ('valid' as const) : ('initial' as const);
  return fc.record({
    op: fc.constantFrom(...(ops.length > 0 ? ops : [1])),
    at: fc.constantFrom(likelyAt, likelyAt, other),
    decision: fc.constantFrom('allow' as const, 'allow' as const, 'deny' as const),
    times: fc.constantFrom(2 as const, 1 as const),
  });
}

export interface CaseShape {
  minSteps?: number;
  maxSteps?: number;
}

/**
 * A whole case: world, contract, fault schedule and a scripted proposal
 * list. Swarm-style, each case first picks which step kinds it uses, so many
 * cases dwell on a few tools; faults are aimed at the tools the steps call
 * and approvals at the exports they ask for, at the revision they will
 * likely be asked at.
 */
export function arbFuzzCase(shape: CaseShape = {}): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      ...worldSetup(),
      kinds: fc.subarray([...STEP_KINDS], { minLength: 1 }),
      /** Half the cases start the way a careful agent does: fix the config if needed, then check. */
      careful: fc.boolean(),
    })
    .chain(({ kinds, careful, ...base }) =>
      fc.array(arbStep(kinds), { minLength: shape.minSteps ?? 1, maxLength: shape.maxSteps ?? 14 }).chain((body) => {
        const prefix: FuzzStep[] = !careful ? [] : base.initial === 'valid' ? [{ kind: 'check' }] : [{ kind: 'write', value: 2 }, { kind: 'check' }];
        const steps = [...prefix, ...body];
        const ops = opsExported(steps);
        // A batch with a check in it: often make checks slow (a slow read overlaps what runs beside it) and finish afterwards.
        const checkBatch = steps.some((s) => s.kind === 'batch' && s.steps.some((x) => x.kind === 'check'));
        return fc
          .record({
            approvals: fc.array(arbApproval(ops, base.initial === 'valid' ? 'initial' : 'valid'), { maxLength: 2 }),
            faults: fc.array(arbFault(toolsCalled(steps)), { maxLength: 3 }),
            slowChecks: checkBatch ? fc.boolean() : fc.constant(false),
            finishAfter: checkBatch ? fc.boolean() : fc.constant(false),
            // Exports asked for: often make the first one's answer hide or lose its effect.
            exportFault:
              ops.length > 0
                ? fc.option(fc.constantFrom('transient_after_apply' as const, 'unknown_after_apply' as const, 'throw_after_apply' as const), { nil: null })
                : fc.constant(null),
          })
          .map(({ slowChecks, finishAfter, exportFault, faults, ...rest }): FuzzCase => {
            const extra: Fault[] = [];
            if (slowChecks) extra.push({ kind: 'slow', tool: 'check_config', from: 1, count: 0, variant: 'transient_applied', ms: 0 });
            if (exportFault !== null) extra.push({ kind: exportFault, tool: 'queue_export', from: 1, count: 1, variant: 'transient_applied', ms: 0 });
            return { ...base, ...rest, faults: [...faults, ...extra], steps: finishAfter ? [...steps, { kind: 'finish' }] : steps };
          });
      }),
    );
}

/** Steps the full harness answers without ending the run (no finish, no export, no unlisted tool). */
export function arbQuietStep(): fc.Arbitrary<FuzzStep> {
  return arbSingleStep(['check', 'write', 'read', 'lookup', 'write_bad', 'read_bad', 'finish_forged', 'unknown', 'malformed']);
}

/**
 * Long cases for throughput: 10 to 16 quiet steps, budgets and a deadline
 * that let every one be handled, and faults the full harness absorbs
 * (transient answers, short slowness, unknown outcomes of reads).
 */
export function arbLongCase(): fc.Arbitrary<FuzzCase> {
  const fault = fc.oneof(
    fc.record({ tool: fc.constantFrom('write_config', 'check_config', 'read_config'), from: fc.constantFrom(1, 2, 3) }).map(
      ({ tool, from }): Fault => ({ kind: 'transient', tool, from, count: 1, variant: 'transient_applied', ms: 0 }),
    ),
    fc.record({ from: fc.constantFrom(1, 2, 3), ms: fc.constantFrom(5, 50) }).map(
      ({ from, ms }): Fault => ({ kind: 'slow', from, count: 2, variant: 'transient_applied', ms }),
    ),
    fc.constantFrom('read_config', 'check_config', 'lookup_export').map(
      (tool): Fault => ({ kind: 'unknown_after_apply', tool, from: 1, count: 1, variant: 'transient_applied', ms: 0 }),
    ),
  );
  return fc.record({
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    jitter: fc.constantFrom(0 as const, 0.5 as const),
    initial: fc.constantFrom('valid' as const, 'invalid' as const),
    lookup: fc.constantFrom('incomplete' as const, 'authoritative' as const),
    dedup: fc.boolean(),
    tools: fc.constant('lab2' as const),
    limits: fc.constant({ proposals: 16, calls: 40, attempts: 3, deadline_ms: 600_000 }),
    approvals: fc.constant([]),
    faults: fc.array(fault, { maxLength: 3 }),
    steps: fc.array(arbQuietStep(), { minLength: 10, maxLength: 16 }),
  });
}
