import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import type { Call } from '../contracts/call.js';
import type { Event } from '../contracts/event.js';
import { AbortRun } from '../errors.js';

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
