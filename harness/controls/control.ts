import type { z } from 'zod';
import type { Call } from '../contracts/call.js';
import type { Feedback } from '../contracts/feedback.js';
import type { Receipt } from '../contracts/receipt.js';
import type { StopReason } from '../contracts/stop.js';
import type { FailureKind } from '../contracts/failure.js';
import type { RunContext, RunState } from '../state.js';
import type { ToolDef } from '../tools.js';
import type { World } from '../contracts/world.js';

export type Pass = { type: 'pass' };
export type Stop = { type: 'stop'; reason: StopReason; detail: string };

/** A control's decision. Expected outcomes are data; controls never throw for them. */
export type Step =
  | Pass
  | Stop
  /** Refuse this proposal and tell the proposer why; the run goes on. */
  | { type: 'refuse'; feedback: Feedback };

/** The decision of a hook that can only let the run go on or stop it (there is no proposal to refuse). */
export type Gate = Pass | Stop;

/** After a receipt: go on, stop, end this call with feedback, or retry the same call. */
export type ReceiptStep = Step | { type: 'end'; feedback: Feedback } | { type: 'retry'; delayMs: number };

export const PASS: Pass = Object.freeze({ type: 'pass' });

export function stop(reason: StopReason, detail: string): Stop {
  return { type: 'stop', reason, detail };
}

/** What a granted lock hands back: release it once the call is done. */
export interface Lease {
  release(): void;
}

/** A proposal that parsed into a tool name and an argument object. */
export interface ParsedProposal {
  tool: string;
  args: Record<string, unknown>;
  /** The proposal as received, for controls that check its whole shape. */
  raw: unknown;
}

/**
 * One control of the harness. Controls are stateless: everything a run
 * changes lives in the RunContext's state, so one built control serves
 * every run of a profile. Every hook is optional; the gateway and loop
 * call the hooks of the enabled controls in registry order and stop at the
 * first decision that is not `pass`. A profile removes a control by leaving
 * its module out, never by a flag inside the loop. Hooks are called as plain
 * functions, not as methods: a hook never reads `this` (a control keeps what
 * it needs in the closure `create` made).
 */
export interface Control {
  readonly name: string;
  readonly beforeProposal?: (ctx: RunContext) => Gate;
  readonly afterProposal?: (ctx: RunContext) => Gate;
  readonly validate?: (ctx: RunContext, proposal: ParsedProposal, tool: ToolDef | undefined) => Step;
  readonly authorise?: (ctx: RunContext, tool: ToolDef, args: Record<string, unknown>) => Step;
  /** Taken before a call is dispatched and released after it, so calls proposed together can run concurrently. */
  readonly acquire?: (ctx: RunContext, tool: ToolDef) => Lease | Promise<Lease>;
  /** Adjust an admitted call before it is recorded and run (the idempotency control adds its key). */
  readonly prepareCall?: (ctx: RunContext, tool: ToolDef, call: Call) => Call;
  readonly beforeAttempt?: (ctx: RunContext, call: Call, attempt: number) => Gate;
  /** Return a Receipt when the raw value is acceptable, or a Step to stop. */
  readonly checkReceipt?: (ctx: RunContext, call: Call, tool: ToolDef, raw: unknown, thrown: boolean, attempt: number) => Stop | Receipt;
  readonly onReceipt?: (ctx: RunContext, call: Call, tool: ToolDef, receipt: Receipt, attempt: number) => ReceiptStep;
  readonly beforeRetry?: (ctx: RunContext, call: Call, attempt: number, delayMs: number) => Gate;
  readonly onFinish?: (ctx: RunContext) => Step;
  /** The proposer has nothing more to propose. */
  readonly onEnd?: (ctx: RunContext) => Gate;
  /**
   * Asked before the world is built, not during a run: a control that sets it
   * has the world's tools run in a hardened container (the isolation control).
   */
  readonly isolates?: true;
  /**
   * Asked while a run recovers from a crash, not during a live run: what to do
   * with a write that started before the crash and has no receipt (the
   * reconciliation control). Without one, recovery re-executes it blindly.
   */
  readonly recover?: (world: World, call: Call) => Reconciliation;
}

/** What recovery does with a write that started before a crash and has no receipt. */
export type Reconciliation =
  | { type: 'applied' }
  | { type: 'execute'; outcome: 'not_applied' | 'resent_with_key' | 'reexecuted' }
  | { type: 'unknown' };

/**
 * A control's own per-run state: each run gets a fresh value from `init`
 * the first time the control asks for it (`slotOf`), kept in the run's
 * state, so the control itself stays stateless and shared by every run.
 */
export interface StateSlot<S> {
  readonly name: string;
  readonly init: () => S;
}

export const stateSlot = <S>(name: string, init: () => S): StateSlot<S> => Object.freeze({ name, init });

/** This run's value of a control's slot, made on first use. */
export function slotOf<S>(ctx: RunContext, slot: StateSlot<S>): S {
  if (ctx.state.slots.has(slot)) return ctx.state.slots.get(slot) as S;
  const value = slot.init();
  ctx.state.slots.set(slot, value);
  return value;
}

/** What a control keeps per run: the shared RunState fields it reads or writes, and its own slot, if any. */
export interface ControlState {
  readonly fields: readonly (keyof RunState)[];
  readonly slot?: StateSlot<unknown>;
}

/**
 * A built-in scenario that shows the control by itself: with only the `base`
 * controls the probed `failure` escapes; with this control added the run
 * ends with `stops` and nothing escapes; the scenario's reference solution
 * still goes through. A probe of a container scenario runs on the real engine.
 */
export interface ControlProbe {
  readonly scenario: string;
  readonly failure: FailureKind;
  /** Controls the failure needs around it to show at all, and bounds that keep a run without this control finite. */
  readonly base: readonly string[];
  readonly stops: StopReason;
}

/** What the in-process fuzzer must find broken without the control (invariant names), or why it cannot see the control at all. */
export type FuzzReach = { readonly breaks: readonly [string, ...string[]] } | { readonly outOfReach: string };

/** A control kind: its name, what it prevents, and how to build it from profile parameters. */
export interface ControlSpec<P = Record<string, unknown>> {
  readonly name: string;
  /** The failure this control prevents, in one line. */
  readonly prevents: string;
  /** Its parameters as a profile sets them; their defaults are what this schema parses `{}` to. */
  readonly params: z.ZodType<P>;
  /** The stop reasons its hooks can return (none for a control that refuses, retries or only orders calls). */
  readonly stops: readonly StopReason[];
  readonly state: ControlState;
  /** At least one scenario that shows it alone (test/harness/controls.test.ts runs each). */
  readonly probes: readonly [ControlProbe, ...ControlProbe[]];
  readonly fuzz: FuzzReach;
  create(params: P): Control;
}
