import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Call } from '../contracts/call.js';
import type { Event } from '../contracts/event.js';
import type { Feedback } from '../contracts/feedback.js';
import { reconcile, type Reconciliation } from '../controls/reconciliation.js';
import { canonicalJson } from '../digest.js';
import { AbortRun } from '../errors.js';
import { DurableLog, LogCorruptError, readLogAsync, type LogContents } from '../log/event-log.js';
import type { RunOptions } from '../loop.js';
import type { Proposer, Turn } from '../proposers/proposer.js';
import type { World } from '../worlds/world.js';

/** Where a scenario's harness process dies, and what the crash leaves behind in its log. */
export const CrashSpecSchema = z.strictObject({
  /** The event about to be appended when the process dies: an index, or the nth event of a type (and tool). */
  at: z.union([
    /** The n-th crash point: before an event is appended, or after a call took effect and before its receipt is recorded. */
    z.number().int().nonnegative(),
    /** Trial n crashes at point n (modulo the number): over the trials, every point in turn. */
    z.strictObject({ each_boundary: z.number().int().positive() }),
    /** Before the nth event of this type (and tool) is appended. */
    z.strictObject({ event: z.string(), tool: z.string().optional(), nth: z.number().int().positive().default(1) }),
    /** After the nth call of this tool took effect in the world, before its receipt is recorded. */
    z.strictObject({ after_effect: z.string(), nth: z.number().int().positive().default(1) }),
  ]),
  /** What the crash does to the log: nothing more, half a line at the end, or a flipped byte in the middle. */
  damage: z.enum(['none', 'torn_tail', 'corrupt_middle']).default('none'),
  /** Restart under this profile instead (a changed policy: the replay must diverge and stop). */
  restart_profile: z.string().optional(),
});
export type CrashSpec = z.infer<typeof CrashSpecSchema>;

/** Thrown at a crash point to stop the run there (in-process crash simulation). */
export class CrashSignal extends AbortRun {}

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
function decision(event: Record<string, unknown>): string {
  const skip = event['type'] === 'run_started' ? DROP_WITH_PROFILE : DROP;
  return JSON.stringify(event, (key, value: unknown) => (skip.has(key) ? undefined : value));
}
const DROP = new Set(['t', 'run_id']);
const DROP_WITH_PROFILE = new Set(['t', 'run_id', 'profile']);

/** A place where a crash can be injected: before an event is appended, or right after a call took effect. */
export type CrashPoint = { index: number; event: Event; effect?: undefined } | { index: number; effect: Call; event?: undefined };

export function crashMatcher(spec: CrashSpec, trial = 0): (point: CrashPoint) => boolean {
  const at = spec.at;
  if (typeof at === 'number') return (p) => p.index === at;
  if ('each_boundary' in at) {
    const n = trial % at.each_boundary;
    return (p) => p.index === n;
  }
  let seen = 0;
  if ('after_effect' in at) return (p) => p.effect !== undefined && p.effect.tool === at.after_effect && ++seen === at.nth;
  return (p) => {
    const e = p.event;
    if (e === undefined || e.type !== at.event) return false;
    if (at.tool !== undefined && (e as { tool?: string }).tool !== at.tool) return false;
    return ++seen === at.nth;
  };
}

/** A receipt as the log keeps it: what the executor returned, and the world's revision after it. */
export interface RecordedReceipt {
  raw: unknown;
  thrown: boolean;
  revision: string;
}

/** Recorded facts of a log, in the shapes a replay needs. */
export interface Recording {
  events: Record<string, unknown>[];
  /** Every proposer turn (a proposal, a batch, or the end), in order. */
  turns: Turn[];
  receipts: Map<string, RecordedReceipt>;
  /** The world's revision when the run started. */
  initialRevision: string | null;
  contents: LogContents;
}

export function recordingOf(contents: LogContents): Recording {
  const events: Record<string, unknown>[] = [];
  const turns: Turn[] = [];
  const receipts = new Map<string, RecordedReceipt>();
  let initialRevision: string | null = null;
  for (const r of contents.records) {
    if (r['type'] === 'event') events.push(r['event'] as Record<string, unknown>);
    else if (r['type'] === 'turn') turns.push(r['turn'] as Turn);
    else if (r['type'] === 'start') initialRevision = String(r['revision']);
    else if (r['type'] === 'receipt') {
      receipts.set(`${String(r['call_id'])}#${String(r['attempt'])}`, { raw: r['raw'], thrown: r['thrown'] === true, revision: String(r['revision']) });
    }
  }
  return { events, turns, receipts, initialRevision, contents };
}

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
  readonly reconciled: { call_id: string; outcome: string }[] = [];

  constructor(
    log: DurableLog,
    recording: Recording | null,
    private readonly options: { crashAt?: (point: CrashPoint) => boolean; reconciliation: boolean; world: World },
  ) {
    this.log = log;
    this.recording = recording;
    // The world's revision is part of every decision; a replay must see it as it was, not as the crash left it.
    if (recording === null) log.append({ type: 'start', revision: options.world.revision() });
    this.#replayRevision = recording?.initialRevision ?? options.world.revision();
  }

  /** The revision the world had at this point of the recorded run (while replaying). */
  #replayRevision: string;
  /** Events this session appended (what a crashed run leaves behind, for its trial row). */
  readonly appended: Event[] = [];
  /** Crash points passed so far (events appended and effects taken, live only). */
  points = 0;

  get replaying(): boolean {
    return this.recording !== null && this.#emitted < this.recording.events.length;
  }

  onEvent = (event: Event): void => {
    const index = this.#emitted;
    if (this.recording !== null && index < this.recording.events.length) {
      const recorded = this.recording.events[index]!;
      if (decision(recorded) !== decision(event as unknown as Record<string, unknown>)) throw new ReplayDivergence(index, recorded, event);
      this.#emitted++;
      return;
    }
    if (this.options.crashAt?.({ index: this.points++, event })) throw new CrashSignal(`crash injected before event ${index} (${event.type})`);
    this.log.append({ type: 'event', event });
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
        this.log.append({ type: 'turn', turn });
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
        const decided: Reconciliation = session.options.reconciliation ? reconcile(world, call) : { type: 'execute', outcome: 'reexecuted' };
        session.reconciled.push({ call_id: call.call_id, outcome: decided.type === 'execute' ? decided.outcome : decided.type });
        session.log.append({ type: 'reconciled', call_id: call.call_id, attempt, outcome: decided.type === 'execute' ? decided.outcome : decided.type });
        if (decided.type === 'applied') return { call_id: call.call_id, tool: call.tool, status: 'ok', effect: 'applied', revision: world.revision(), data: { reconciled: true } };
        if (decided.type === 'unknown') return { call_id: call.call_id, tool: call.tool, status: 'unknown', effect: 'unknown', revision: world.revision(), data: {} };
      }
      let raw: unknown;
      try {
        raw = await world.execute(call, attempt);
      } catch (error) {
        if (session.options.crashAt?.({ index: session.points++, effect: call })) throw new CrashSignal(`crash injected after ${call.call_id} ran`);
        const message = error instanceof Error ? error.message : String(error);
        session.log.append({ type: 'receipt', call_id: call.call_id, attempt, raw: { message }, thrown: true, revision: world.revision() });
        throw error;
      }
      if (session.options.crashAt?.({ index: session.points++, effect: call })) throw new CrashSignal(`crash injected after ${call.call_id} took effect`);
      session.log.append({ type: 'receipt', call_id: call.call_id, attempt, raw: raw ?? null, thrown: false, revision: world.revision() });
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
    return last !== undefined && last['type'] === 'call_started' && last['call_id'] === call.call_id && last['attempt'] === attempt;
  }

  clock(live: Clock): Clock {
    return {
      now: () => {
        if (this.replaying) {
          const events = this.recording!.events;
          return Number(events[Math.min(this.#emitted, events.length - 1)]!['t']);
        }
        return live.now();
      },
      sleep: (ms) => (this.replaying ? Promise.resolve() : live.sleep(ms)),
    };
  }
}

/** What a crash leaves on disk: the durable prefix, plus the damage the scenario asks for. */
export function damageLog(path: string, damage: CrashSpec['damage']): void {
  if (damage === 'torn_tail') {
    writeFileSync(path, `${readFileSync(path, 'utf8')}{"seq":`, { flag: 'w' });
  } else if (damage === 'corrupt_middle') {
    const lines = readFileSync(path, 'utf8').split('\n');
    const middle = Math.max(1, Math.floor((lines.length - 1) / 2));
    const line = lines[middle]!;
    // Flip one character inside the record's JSON (after the second tab).
    let at = -1;
    for (let tabs = 0; tabs < 2; tabs++) at = line.indexOf('\t', at + 1);
    at += 3;
    if (at > 3 && at < line.length) lines[middle] = `${line.slice(0, at)}${line[at] === 'x' ? 'y' : 'x'}${line.slice(at + 1)}`;
    writeFileSync(path, lines.join('\n'));
  }
}

export async function readRecording(path: string): Promise<Recording> {
  return recordingOf(await readLogAsync(path));
}

/**
 * A crash trial's log folder. The crash is simulated in process (the log's
 * unsynced tail is dropped), so the log goes to memory-backed /dev/shm when
 * there is one: what a trial measures is the crash semantics, not the disk.
 * The real-process crash test and the durable-log benchmark use real files.
 */
export function tempLogDir(): { dir: string; path: string; remove: () => void } {
  processLogDir ??= createProcessLogDir();
  const dir = processLogDir;
  const path = join(dir, `trial-${++logCounter}.jsonl`);
  return { dir, path, remove: () => rmSync(path, { force: true }) };
}

/**
 * One folder per process for crash trials' logs, named with the pid: each
 * trial's file is removed when it ends, the folder at exit, and folders left
 * by processes that died without exiting are removed by the next one.
 */
function createProcessLogDir(): string {
  const base = process.env['HB_LOG_TMPDIR'] ?? (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());
  for (const name of readdirSync(base)) {
    const pid = /^hb-log-(\d+)-/.exec(name)?.[1];
    if (pid !== undefined && !alive(Number(pid))) rmSync(join(base, name), { recursive: true, force: true });
  }
  return mkdtempSync(join(base, `hb-log-${process.pid}-`));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let processLogDir: string | undefined;
let logCounter = 0;
process.once('exit', () => {
  if (processLogDir) rmSync(processLogDir, { recursive: true, force: true });
});

export { LogCorruptError };
