import type { Clock } from '../clock.js';
import type { Call } from '../contracts/call.js';
import type { Event } from '../contracts/event.js';
import type { Feedback } from '../contracts/feedback.js';
import type { Control } from '../controls/control.js';
import { recoveryOf, type Reconciliation } from '../controls/reconciliation.js';
import { canonicalJson } from '../digest.js';
import { AbortRun } from '../errors.js';
import type { DurableLog } from '../log/event-log.js';
import type { RunOptions } from '../loop.js';
import type { Proposer, Turn } from '../contracts/proposer.js';
import type { World } from '../contracts/world.js';
import { CrashSignal, type CrashPoint } from './crash-spec.js';
import type { LogRecord, Recording } from './log-records.js';
import type { ReconciledOutcome } from './log-records.js';

/** The replayed run made a decision the log does not record: a changed policy or tool version. */
export class ReplayDivergence extends AbortRun {
  constructor(
    readonly seq: number,
    readonly recorded: unknown,
    readonly replayed: unknown,
  ) {
    super(`replay_divergence at event ${seq}: the log records ${short(recorded)}, this harness decided ${short(replayed)}`);
  }
}

function short(value: unknown): string {
  const text = canonicalJson(value);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

/**
 * An event as compared across a replay: without its time, and without the
 * profile's name (its decisions are what count). Both sides are built by the
 * same code, so their keys come in the same order and plain JSON compares.
 */
function decision(event: Event): string {
  const skip = event.type === 'run_started' ? DROP_WITH_PROFILE : DROP;
  return JSON.stringify(event, (key, value: unknown) => (skip.has(key) ? undefined : value));
}
const DROP: ReadonlySet<string> = new Set(['t', 'run_id']);
const DROP_WITH_PROFILE: ReadonlySet<string> = new Set(['t', 'run_id', 'profile']);

/**
 * Wiring for one durable run: a proposer, executor and clock that first
 * replay what the log recorded (asking the live proposer too, so its state
 * catches up), then go live; an event hook that checks every replayed
 * decision against the log and appends everything new.
 */
export class DurableSession {
  readonly log: DurableLog;
  readonly recording: Recording | null;
  #emitted = 0;
  #turnsSeen = 0;
  readonly reconciled: { call_id: string; outcome: ReconciledOutcome }[] = [];
  private readonly options: { crashAt?: (point: CrashPoint) => boolean; world: World };
  readonly #recover: (world: World, call: Call) => Reconciliation;

  constructor(
    log: DurableLog,
    recording: Recording | null,
    options: { crashAt?: (point: CrashPoint) => boolean; controls: readonly Control[]; world: World },
  ) {
    this.log = log;
    this.recording = recording;
    this.options = options;
    // The controls decide what an interrupted write becomes (reconciliation's `recover`, or blind re-execution).
    this.#recover = recoveryOf(options.controls);
    // The world's revision is part of every decision; a replay must see it as it was, not as the crash left it.
    if (recording === null) this.#append({ type: 'start', revision: options.world.revision() });
    this.#replayRevision = recording?.initialRevision ?? options.world.revision();
  }

  /** The revision the world had at this point of the recorded run (while replaying). */
  #replayRevision: string;
  /** Events this session appended (what a crashed run leaves behind, for its trial row). */
  readonly appended: Event[] = [];
  /** Crash points passed so far (events appended and effects taken, live only). */
  points = 0;

  /** Every record goes to the log through here, typed: the replay reads them back through LogRecordSchema. */
  #append(record: LogRecord): void {
    this.log.append(record);
  }

  get replaying(): boolean {
    return this.recording !== null && this.#emitted < this.recording.events.length;
  }

  onEvent = (event: Event): void => {
    const index = this.#emitted;
    if (this.recording !== null && index < this.recording.events.length) {
      const recorded = this.recording.events[index]!;
      if (decision(recorded) !== decision(event)) throw new ReplayDivergence(index, recorded, event);
      this.#emitted++;
      return;
    }
    if (this.options.crashAt?.({ index: this.points++, event })) throw new CrashSignal(`crash injected before event ${index} (${event.type})`);
    this.#append({ type: 'event', event });
    this.appended.push(event);
    this.#emitted++;
  };

  /**
   * What a run of the harness takes from this session: the executor, proposer
   * and clock wrapped to log and replay, every event through the log (then
   * to `also`), and no write before its event is on disk.
   */
  wire(executor: World, proposer: Proposer, clock: Clock, also?: (event: Event) => void): Pick<RunOptions, 'executor' | 'proposer' | 'clock' | 'onEvent' | 'beforeWrite'> {
    return {
      executor: this.executor(executor),
      proposer: this.proposer(proposer),
      clock: this.clock(clock),
      onEvent: also ? (event) => (this.onEvent(event), also(event)) : this.onEvent,
      beforeWrite: () => this.log.durable(),
    };
  }

  proposer(live: Proposer): Proposer {
    return {
      name: live.name,
      next: async (feedback: Feedback): Promise<Turn> => {
        const turn = await live.next(feedback);
        const n = this.#turnsSeen++;
        if (this.recording !== null && n < this.recording.turns.length) {
          const recorded = this.recording.turns[n]!;
          if (canonicalJson(turn) !== canonicalJson(recorded)) throw new ReplayDivergence(this.#emitted, { turn: recorded }, { turn });
          return recorded;
        }
        this.#append({ type: 'turn', turn });
        return turn;
      },
      ...(live.usage ? { usage: () => live.usage!() } : {}),
    };
  }

  executor(world: World): World {
    const session = this;
    const run = async (call: Call, attempt: number): Promise<unknown> => {
      const key = `${call.call_id}#${attempt}`;
      const recorded = session.recording?.receipts.get(key);
      if (recorded) {
        session.#replayRevision = recorded.revision;
        if (recorded.thrown) throw new Error(String((recorded.raw as { message?: unknown })?.message ?? 'recorded error'));
        return recorded.raw;
      }
      const interrupted = session.recording !== null && session.#emitted === session.recording.events.length && session.#interrupted(call, attempt);
      if (interrupted) {
        const decided: Reconciliation = session.#recover(world, call);
        session.reconciled.push({ call_id: call.call_id, outcome: decided.type === 'execute' ? decided.outcome : decided.type });
        session.#append({ type: 'reconciled', call_id: call.call_id, attempt, outcome: decided.type === 'execute' ? decided.outcome : decided.type });
        if (decided.type === 'applied') return { call_id: call.call_id, tool: call.tool, status: 'ok', effect: 'applied', revision: world.revision(), data: { reconciled: true } };
        if (decided.type === 'unknown') return { call_id: call.call_id, tool: call.tool, status: 'unknown', effect: 'unknown', revision: world.revision(), data: {} };
      }
      let raw: unknown;
      try {
        raw = await world.execute(call, attempt);
      } catch (error) {
        if (session.options.crashAt?.({ index: session.points++, effect: call })) throw new CrashSignal(`crash injected after ${call.call_id} ran`);
        const message = error instanceof Error ? error.message : String(error);
        session.#append({ type: 'receipt', call_id: call.call_id, attempt, raw: { message }, thrown: true, revision: world.revision() });
        throw error;
      }
      if (session.options.crashAt?.({ index: session.points++, effect: call })) throw new CrashSignal(`crash injected after ${call.call_id} took effect`);
      session.#append({ type: 'receipt', call_id: call.call_id, attempt, raw: raw ?? null, thrown: false, revision: world.revision() });
      // A write's receipt is made durable before the harness acts on it, so a crash after it
      // does not turn a known outcome into an unknown one.
      if (world.tools.resolve(call.tool)?.capability === 'write') await session.log.durable();
      return raw;
    };
    return {
      tools: world.tools,
      execute: run,
      revision: () => (session.replaying ? session.#replayRevision : world.revision()),
      observe: () => world.observe(),
      revisionAt: (at: unknown) => world.revisionAt(at),
    };
  }

  /** The last recorded event is this call's start, with no receipt after it: the crash interrupted it. */
  #interrupted(call: Call, attempt: number): boolean {
    const last = this.recording!.events.at(-1);
    return last !== undefined && last.type === 'call_started' && last.call_id === call.call_id && last.attempt === attempt;
  }

  clock(live: Clock): Clock {
    return {
      now: () => {
        if (this.replaying) {
          const events = this.recording!.events;
          return events[Math.min(this.#emitted, events.length - 1)]!.t;
        }
        return live.now();
      },
      sleep: (ms) => (this.replaying ? Promise.resolve() : live.sleep(ms)),
    };
  }
}
