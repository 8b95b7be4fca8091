import type { Control } from '../controls/control.js';
import type { Event } from '../contracts/event.js';
import { DurableLog, LogCorruptError } from '../log/event-log.js';
import { distinctCalls, type ReferenceHarness, type ReferenceRunInput, type ReferenceRunResult } from '../reference-harness.js';
import type { HarnessIdentity, HarnessUnderTest } from '../under-test.js';
import { CrashSignal, crashMatcher, damageLog, type CrashSpec } from './crash-spec.js';
import { DurableSession, ReplayDivergence } from './durable-session.js';
import { readRecording } from './log-records.js';
import { tempLogDir } from './temp-log-dir.js';

/** A reference harness and the controls its durable session asks what an interrupted write becomes. */
export interface RecoverableRun {
  readonly harness: ReferenceHarness;
  readonly controls: readonly Control[];
}

/**
 * The durability cases as a harness under test: the reference harness runs on
 * a durable log until the scenario's crash, the log is damaged as the scenario
 * says, and the harness restarts from the log (under the restart profile's
 * controls, if the scenario names one). The world, being external, survives
 * the crash. Wraps the reference harness and is one itself: the trial runner
 * runs it like any other.
 */
export class CrashRecovery implements HarnessUnderTest {
  readonly clock = 'virtual';
  readonly tools = 'world';

  constructor(
    private readonly spec: CrashSpec,
    private readonly first: RecoverableRun,
    private readonly restart: RecoverableRun,
    /** Names the durable log's header. */
    private readonly names: { scenario: string; profile: string },
  ) {}

  get identity(): HarnessIdentity {
    return this.first.harness.identity;
  }

  get configuration(): unknown {
    return this.first.harness.configuration;
  }

  async run(input: ReferenceRunInput): Promise<ReferenceRunResult> {
    const files = tempLogDir();
    try {
      const startedAt = input.clock.now();
      const began = performance.now();
      const done = (result: Omit<ReferenceRunResult, 'startedAt' | 'harnessMs' | 'overheadMs'>): ReferenceRunResult => ({ ...result, startedAt, overheadMs: 0, harnessMs: performance.now() - began });
      // The sessions ask the controls what an interrupted write becomes (the reconciliation control, or blind re-execution).
      const first = new DurableSession(DurableLog.create(files.path, 'trial', this.names), null, {
        crashAt: crashMatcher(this.spec, input.cell.trial ?? 0),
        controls: this.first.controls,
        world: input.world,
      });
      let before: ReturnType<typeof stoppedResult>;
      try {
        return done(await runOn(first, this.first.harness, input));
      } catch (error) {
        if (!(error instanceof CrashSignal)) throw error;
        // What the crashed run did stays in the trial's row if the restart cannot go on.
        before = stoppedResult('user_abort', error.message, first.appended);
      }
      damageLog(files.path, this.spec.damage);
      let recording;
      try {
        recording = await readRecording(files.path);
      } catch (error) {
        if (error instanceof LogCorruptError) return done({ ...before, status: 'log_corrupt', detail: error.message });
        throw error;
      }
      const second = new DurableSession(DurableLog.reopen(files.path, recording.contents), recording, { controls: this.restart.controls, world: input.world });
      try {
        return done(withReconciled(await runOn(second, this.restart.harness, input), second.reconciled));
      } catch (error) {
        if (error instanceof ReplayDivergence) return done({ ...before, status: 'replay_divergence', detail: error.message });
        throw error;
      }
    } finally {
      files.remove();
    }
  }
}

/**
 * The restarted run's events with what recovery did to each write the crash
 * interrupted (`effect_reconciled`, after the events it replayed): the act of
 * the control that decided it, which the oracle reads as evidence.
 */
function withReconciled(result: ReferenceRunResult, reconciled: DurableSession['reconciled']): ReferenceRunResult {
  if (reconciled.length === 0) return result;
  const last = result.events.at(-1);
  const stop = last?.type === 'stop' ? last : undefined;
  const body = stop === undefined ? result.events : result.events.slice(0, -1);
  const runId = last?.run_id ?? 'trial';
  const t = last?.t ?? 0;
  const toolOf = (id: string) => {
    const admitted = result.events.find((e) => e.type === 'call_admitted' && e.call_id === id);
    return admitted?.type === 'call_admitted' ? admitted.tool : '';
  };
  const added: Event[] = reconciled.map((r) => ({ type: 'effect_reconciled', call_id: r.call_id, tool: toolOf(r.call_id), outcome: r.outcome, run_id: runId, seq: 0, t }));
  const events = [...body, ...added, ...(stop === undefined ? [] : [stop])].map((e, seq) => ({ ...e, seq }));
  return { ...result, events };
}

/** One run on a durable session: its log is closed when the run returns, abandoned (left as a crash leaves it) when it throws. */
async function runOn(session: DurableSession, harness: ReferenceHarness, input: ReferenceRunInput): Promise<ReferenceRunResult> {
  try {
    const done = await harness.run({ ...input, session });
    session.log.close();
    return done;
  } catch (error) {
    session.log.abandon();
    throw error;
  }
}

/** A result for a run that ended outside the loop (a crash, then a refused restart), counted from the events it logged. */
function stoppedResult(status: ReferenceRunResult['status'], detail: string, events: Event[]): Omit<ReferenceRunResult, 'startedAt' | 'harnessMs' | 'overheadMs'> {
  const proposals = events.filter((e) => e.type === 'proposal_received').length;
  const calls = events.filter((e) => e.type === 'call_started').length;
  const state = { runId: 'trial', proposals, calls, checked: null, pending: [], approvals: new Map(), startedAt: 0, events, slots: new Map() };
  const approvalsAsked = events.filter((e) => e.type === 'approval_asked').length;
  return { status, detail, proposals, calls, retries: calls - distinctCalls(events), approvalsAsked, pending: null, state, events };
}
