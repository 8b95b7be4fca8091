import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { Clock } from '../harness/clock.js';
import type { Call } from '../harness/contracts/call.js';
import type { Event } from '../harness/contracts/event.js';
import type { Feedback } from '../harness/contracts/feedback.js';
import { reconcile } from '../harness/controls/reconciliation.js';
import { canonicalJson } from '../harness/digest.js';
import { HarnessBenchError } from '../harness/errors.js';
import { DurableLog, LogCorruptError, readLogAsync, type LogContents } from '../harness/log/event-log.js';
import type { Proposer, Turn } from '../harness/proposers/proposer.js';
import type { World } from '../harness/worlds/world.js';
import type { Profile } from '../profiles/profile.js';

/** Where a scenario's harness process dies, and what the crash leaves behind in its log. */
export const CrashSpecSchema = z.strictObject({
  /** The event about to be appended when the process dies: an index, or the nth event of a type (and tool). */
  at: z.union([
    z.number().int().nonnegative(),
    /** Trial n crashes before event n (modulo `boundaries`): over the trials, every boundary in turn. */
    z.strictObject({ each_boundary: z.number().int().positive() }),
    z.strictObject({ event: z.string(), tool: z.string().optional(), nth: z.number().int().positive().default(1) }),
  ]),
  /** What the crash does to the log: nothing more, half a line at the end, or a flipped byte in the middle. */
  damage: z.enum(['none', 'torn_tail', 'corrupt_middle']).default('none'),
  /** Restart under this profile instead (a changed policy: the replay must diverge and stop). */
  restart_profile: z.string().optional(),
});
export type CrashSpec = z.infer<typeof CrashSpecSchema>;

/** Thrown from the event hook to stop the process at an event boundary (in-process crash simulation). */
export class CrashSignal extends HarnessBenchError {}

/** The replayed run made a decision the log does not record: a changed policy or tool version. */
export class ReplayDivergence extends HarnessBenchError {
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

export function crashMatcher(spec: CrashSpec, trial = 0): (index: number, event: Event) => boolean {
  if (typeof spec.at === 'number') {
    const at = spec.at;
    return (index) => index === at;
  }
  if ('each_boundary' in spec.at) {
    const at = trial % spec.at.each_boundary;
    return (index) => index === at;
  }
  const { event, tool, nth } = spec.at;
  let seen = 0;
  return (_index, e) => {
    if (e.type !== event) return false;
    if (tool !== undefined && (e as { tool?: string }).tool !== tool) return false;
    return ++seen === nth;
  };
}

/** Recorded facts of a log, in the shapes a replay needs. */
export interface Recording {
  events: Record<string, unknown>[];
  proposals: unknown[];
  receipts: Map<string, { raw: unknown; thrown: boolean }>;
  contents: LogContents;
}

export function recordingOf(contents: LogContents): Recording {
  const events: Record<string, unknown>[] = [];
  const proposals: unknown[] = [];
  const receipts = new Map<string, { raw: unknown; thrown: boolean }>();
  for (const r of contents.records) {
    if (r['type'] === 'event') events.push(r['event'] as Record<string, unknown>);
    else if (r['type'] === 'proposal') proposals.push(r['raw']);
    else if (r['type'] === 'receipt') receipts.set(`${String(r['call_id'])}#${String(r['attempt'])}`, { raw: r['raw'], thrown: r['thrown'] === true });
  }
  return { events, proposals, receipts, contents };
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
  #proposalsSeen = 0;
  readonly reconciled: { call_id: string; outcome: string }[] = [];

  constructor(
    log: DurableLog,
    recording: Recording | null,
    private readonly options: { crashAt?: (index: number, event: Event) => boolean; reconciliation: boolean; world: World },
  ) {
    this.log = log;
    this.recording = recording;
  }

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
    if (this.options.crashAt?.(index, event)) throw new CrashSignal(`crash injected before event ${index} (${event.type})`);
    this.log.append({ type: 'event', event });
    this.#emitted++;
  };

  proposer(live: Proposer): Proposer {
    return {
      name: live.name,
      next: async (feedback: Feedback): Promise<Turn> => {
        const turn = await live.next(feedback);
        const n = this.#proposalsSeen++;
        if (this.recording !== null && n < this.recording.proposals.length) {
          const recorded = this.recording.proposals[n];
          if (turn.type !== 'propose' || canonicalJson(turn.proposal) !== canonicalJson(recorded)) {
            throw new ReplayDivergence(this.#emitted, { proposal: recorded }, turn.type === 'propose' ? { proposal: turn.proposal } : { end: true });
          }
          return { type: 'propose', proposal: recorded };
        }
        if (turn.type === 'propose') this.log.append({ type: 'proposal', raw: turn.proposal ?? null });
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
        if (recorded.thrown) throw new Error(String((recorded.raw as { message?: unknown })?.message ?? 'recorded error'));
        return recorded.raw;
      }
      const interrupted = session.recording !== null && session.#emitted === session.recording.events.length && session.#interrupted(call, attempt);
      if (interrupted) {
        const decided = reconcile(world, call, session.options.reconciliation);
        session.reconciled.push({ call_id: call.call_id, outcome: decided.type === 'execute' ? decided.outcome : decided.type });
        session.log.append({ type: 'reconciled', call_id: call.call_id, attempt, outcome: decided.type === 'execute' ? decided.outcome : decided.type });
        if (decided.type === 'applied') return { call_id: call.call_id, tool: call.tool, status: 'ok', effect: 'applied', revision: world.revision(), data: { reconciled: true } };
        if (decided.type === 'unknown') return { call_id: call.call_id, tool: call.tool, status: 'unknown', effect: 'unknown', revision: world.revision(), data: {} };
      }
      let raw: unknown;
      try {
        raw = await world.execute(call, attempt);
      } catch (error) {
        session.log.append({ type: 'receipt', call_id: call.call_id, attempt, raw: { message: error instanceof Error ? error.message : String(error) }, thrown: true });
        throw error;
      }
      session.log.append({ type: 'receipt', call_id: call.call_id, attempt, raw: raw ?? null, thrown: false });
      return raw;
    };
    return {
      tools: world.tools,
      execute: run,
      revision: () => world.revision(),
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

export function hasControl(profile: Profile, name: string): boolean {
  return Object.hasOwn(profile.controls, name);
}

export { LogCorruptError };
