import type { z } from 'zod';
import type { Event, EventBody } from './contracts/event.js';
import type { LimitsSchema } from './contracts/task-contract.js';
import type { Clock } from './clock.js';
import type { Executor } from './executor.js';
import type { ArtifactStore } from './log/artifact-store.js';
import type { Random } from './random.js';

/** A write whose outcome is unknown: it blocks further writes and completion until reconciled. */
export interface PendingOperation {
  call_id: string;
  tool: string;
  args: Record<string, unknown>;
}

export type ApprovalDecision = 'allow' | 'deny';

/** A human decision on one key; an allow authorises `remaining` calls (usually one). */
export interface ApprovalGrant {
  decision: ApprovalDecision;
  remaining: number;
}

/** What the task allows, independent of which controls enforce it. */
export interface Contract {
  task: string;
  /** Tools the task may use (enforced by the allowlist control). */
  tools: readonly string[];
  limits: Limits;
  /** Pre-granted decisions, keyed by digest(tool, args, revision). */
  approvals: ReadonlyMap<string, ApprovalGrant>;
}

/** The task's limits, as the contract schema parses them (defaults filled). */
export type Limits = z.infer<typeof LimitsSchema>;

/** Everything a run knows. Counters and evidence live here, never in the proposer. */
export interface RunState {
  readonly runId: string;
  proposals: number;
  calls: number;
  /** Revision of the last passing check, or null. */
  checked: string | null;
  pending: PendingOperation[];
  approvals: Map<string, ApprovalGrant>;
  readonly startedAt: number;
  readonly events: Event[];
  /** The controls' own per-run state, by slot (see StateSlot in controls/control.ts). */
  readonly slots: Map<object, unknown>;
}

/** What a control sees. It reads the world only through the executor's trusted revision. */
export interface RunContext {
  readonly state: RunState;
  readonly contract: Contract;
  readonly executor: Executor;
  readonly clock: Clock;
  readonly random: Random;
  /** Where outputs too large for an observation are kept; absent, they are only cut. */
  readonly artifacts?: ArtifactStore | undefined;
  emit(event: EventBody): void;
}

/** Records a write whose outcome is unknown: it blocks further writes and completion until reconciled. */
export function markPending(ctx: RunContext, call: { call_id: string; tool: string; args: Record<string, unknown> }): void {
  const op = { call_id: call.call_id, tool: call.tool, args: call.args };
  ctx.state.pending.push(op);
  ctx.emit({ type: 'effect_pending', ...op });
}

export function createState(runId: string, contract: Contract, clock: Clock): RunState {
  return {
    runId,
    proposals: 0,
    calls: 0,
    checked: null,
    pending: [],
    approvals: contract.approvals.size === 0 ? new Map() : new Map([...contract.approvals].map(([k, g]) => [k, { ...g }])),
    startedAt: clock.now(),
    events: [],
    slots: new Map(),
  };
}

