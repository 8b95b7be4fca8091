/**
 * Temp folders that say which process made them. Every folder the bench
 * makes in tmpdir() (a container's host side, a host-mode sandbox, the
 * process's artifact folder) is named `<prefix><pid>_<start time>-XXXXXX`,
 * so a later run can tell the folders of a dead bench process (a SIGKILL, a
 * crash) from those of a live one, and remove only the former.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Prefixes of the folders the bench makes in tmpdir(). */
export const OWNED_PREFIXES = ['hb-docker-', 'hb-host-', 'harness-bench-artifacts-', 'hb-sock-'] as const;
export type OwnedPrefix = (typeof OWNED_PREFIXES)[number];

/** Field 22 of /proc/PID/stat (start time in clock ticks since boot), or '?' when unreadable. */
export function processStartTime(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return rest[19] ?? '?';
  } catch {
    return '?';
  }
}

/** True when the process `pid` started at `start` no longer exists (a reused pid is another process). */
export function processGone(pid: number, start: string): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  const now = processStartTime(pid);
  return start !== '?' && now !== '?' && now !== start;
}

let ownTag: string | undefined;
function tag(): string {
  return (ownTag ??= `${process.pid}_${processStartTime(process.pid)}`);
}

/** A new folder in tmpdir() named for this process (mkdtemp: a name no tool can predict). */
export function ownedTempDir(prefix: OwnedPrefix): Promise<string> {
  return mkdtemp(join(tmpdir(), `${prefix}${tag()}-`));
}

export function ownedTempDirSync(prefix: OwnedPrefix): string {
  return mkdtempSync(join(tmpdir(), `${prefix}${tag()}-`));
}

const OWNED_NAME = /^(hb-docker-|hb-host-|harness-bench-artifacts-)(\d+)_(\d+|\?)-[A-Za-z0-9]{6}$/;

/** Whether a folder name is one of ours, and of which process. */
export function ownerOfTempName(name: string): { pid: number; start: string } | null {
  const m = OWNED_NAME.exec(name);
  return m ? { pid: Number(m[2]), start: m[3]! } : null;
}

/**
 * Removes the bench's folders in tmpdir(): 'orphans' those of processes that
 * are gone, 'mine' this process's own (after its trials ended). Returns the
 * paths removed. Folders of other live processes are never touched.
 */
export function reapTempDirs(scope: 'orphans' | 'mine', dir = tmpdir()): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const owner = ownerOfTempName(name);
    if (owner === null) continue;
    const doomed = scope === 'mine' ? `${owner.pid}_${owner.start}` === tag() : processGone(owner.pid, owner.start);
    if (!doomed) continue;
    try {
      rmSync(join(dir, name), { recursive: true, force: true });
      removed.push(join(dir, name));
    } catch {
      /* a folder we cannot remove stays; the next run tries again */
    }
  }
  return removed;
}
