import type { Event } from './contracts/event.js';
import type { ControlSet } from './controls/control-set.js';
import type { DurableSession } from './durability/durable-session.js';
import { runHarness, type RunResult } from './loop.js';
import { Random } from './random.js';
import type { HarnessIdentity, HarnessRunInput, HarnessRunResult, HarnessUnderTest } from './under-test.js';

/**
 * The bench's own harness as a harness under test: the loop under one
 * profile's controls, in process, on the trial's clock, reaching the world
 * through the world's own tools. The matrix, the fuzzer and `check` run the
 * reference through this seam like any other harness; what only an
 * in-process harness can offer (a durable session, its pending operation and
 * final state) comes with the input and the result as extra fields.
 */
export interface ReferenceConfig {
  /** The profile's name: the run's events carry it. */
  name: string;
  /** The profile as data. */
  profile: unknown;
  /** Asked once, when the identity is first read (a fuzzer prepares a cell per case and never reads it). */
  identity: () => HarnessIdentity;
  /** The profile's controls and their gateway, prepared once for every trial of a cell. */
  controls: ControlSet;
  /** Instrumentation: an audit event with the revision after every receipt. */
  audit: boolean;
}

export interface ReferenceRunInput extends HarnessRunInput {
  /** A durable run: its session wires the world, the proposer and the clock through its log (harness/durability/crash-recovery.ts). */
  session?: DurableSession | undefined;
}

/** The interface's result, plus what an in-process run also knows. */
export type ReferenceRunResult = HarnessRunResult & Pick<RunResult, 'pending' | 'state'>;

export class ReferenceHarness implements HarnessUnderTest {
  readonly clock = 'virtual';
  readonly tools = 'world';

  private described: HarnessIdentity | undefined;

  constructor(private readonly config: ReferenceConfig) {}

  get configuration(): unknown {
    return this.config.profile;
  }

  get identity(): HarnessIdentity {
    return (this.described ??= this.config.identity());
  }

  async run(input: ReferenceRunInput): Promise<ReferenceRunResult> {
    const { cell, world, clock } = input;
    const { controls } = this.config;
    const began = performance.now();
    const startedAt = clock.now();
    // The proposer and the loop's retry jitter draw from one sequence on the trial's seed.
    const random = new Random(cell.seed ?? 0);
    const proposer = input.makeProposer(random);
    const wiring = input.session
      ? input.session.wire(world, proposer, clock, input.onEvent)
      : { executor: world, proposer, clock, ...(input.onEvent ? { onEvent: input.onEvent } : {}) };
    const result = await runHarness({
      runId: cell.runId,
      profileName: this.config.name,
      contract: cell.contract,
      controls: controls.controls,
      gateway: controls.gateway,
      random,
      audit: this.config.audit,
      artifacts: input.artifacts,
      ...wiring,
    });
    return {
      ...result,
      retries: result.calls - distinctCalls(result.events),
      approvalsAsked: countApprovalsAsked(result.events),
      startedAt,
      overheadMs: 0,
      harnessMs: performance.now() - began,
    };
  }
}

/** Calls that were started, each counted once whatever its attempts. */
export function distinctCalls(events: readonly Event[]): number {
  const ids = new Set<string>();
  for (const e of events) if (e.type === 'call_started') ids.add(e.call_id);
  return ids.size;
}

function countApprovalsAsked(events: readonly Event[]): number {
  let asked = 0;
  for (const e of events) if (e.type === 'approval_asked') asked++;
  return asked;
}
