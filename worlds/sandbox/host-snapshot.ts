/**
 * The host sandbox's workspace snapshot, read like trustedRead (no symlink
 * followed, regular files only), bounded and incremental.
 *
 * - Bounded: more entries than `maxEntries`, or regular files holding more
 *   than `maxBytes`, and the snapshot fails as `too_large` saying which cap
 *   (before a byte is read past it).
 * - Incremental: a file whose (device, inode, size, mtime, ctime) are those
 *   of the last read is not read again; its content comes from the last
 *   snapshot. A write changes ctime, which no unprivileged process can set
 *   back, so an unchanged identity means unchanged bytes.
 * - Fast: stats and reads are synchronous, in slices that give the event
 *   loop a turn, so a workspace of 50,000 files costs about a second, not
 *   one thread-pool round trip per system call.
 *
 * Same trust as `host-workspace-files.ts`: the walk sees every component as
 * a directory without following links and the file is opened O_NOFOLLOW;
 * a process racing the walk is one the sandbox failed to kill, itself an
 * escape the ablation reports.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, type BigIntStats } from 'node:fs';
import { join } from 'node:path';
import { walkHost } from './host-workspace-files.js';
import { fileFailure, type SnapshotResult } from './sandbox.js';

type Skipped = { path: string; type: 'symlink' | 'directory' | 'other' | 'too_large' };

/** What the last snapshot saw on the host disk (the disk-use check reads it, whether or not the snapshot was within its caps). */
export interface HostUsage {
  entries: number;
  /** Bytes of every regular file, oversize ones included. */
  bytes: number;
  largestFile: number;
}

interface Cached {
  identity: string;
  content: string;
}

/** Files stat'ed or read, and bytes read, between two turns of the event loop (other trials' timers, samplers, signals). */
const SLICE = 2000;
const SLICE_BYTES = 1024 * 1024;

function identity(s: BigIntStats): string {
  return `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
}

function yieldTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export class HostSnapshotter {
  #cache = new Map<string, Cached>();
  #usage: HostUsage = { entries: 0, bytes: 0, largestFile: 0 };

  constructor(
    private readonly workspace: string,
    private readonly limits: { readCapBytes: number; maxEntries: number; maxBytes: number },
  ) {}

  get usage(): HostUsage {
    return this.#usage;
  }

  async snapshot(): Promise<SnapshotResult> {
    let entries;
    try {
      entries = await walkHost(this.workspace);
    } catch (err) {
      return fileFailure('engine_error', `walk: ${(err as Error).message}`);
    }
    // Sizes first: the disk-use figure and the caps, before anything is read.
    const stats = new Map<string, BigIntStats>();
    let bytes = 0;
    let largest = 0;
    let takeable = 0;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      if (entry.type !== 'file') continue;
      try {
        const s = lstatSync(join(this.workspace, entry.path), { bigint: true });
        stats.set(entry.path, s);
        if (s.isFile()) {
          bytes += Number(s.size);
          largest = Math.max(largest, Number(s.size));
          if (s.size <= BigInt(this.limits.readCapBytes)) takeable += Number(s.size);
        }
      } catch {
        /* gone since the walk: not in this snapshot */
      }
      if (i % SLICE === SLICE - 1) await yieldTurn();
    }
    this.#usage = { entries: entries.length, bytes, largestFile: largest };
    if (entries.length > this.limits.maxEntries) {
      return fileFailure('too_large', `the workspace holds ${entries.length} entries, over the snapshot cap of ${this.limits.maxEntries} (snapshotMaxEntries)`);
    }
    if (takeable > this.limits.maxBytes) {
      return fileFailure('too_large', `the workspace's files hold over ${this.limits.maxBytes} bytes, over the snapshot cap (snapshotMaxBytes)`);
    }
    const files: Record<string, string> = {};
    const skipped: Skipped[] = [];
    const next = new Map<string, Cached>();
    let taken = 0;
    let read = 0;
    let sinceTurn = 0;
    for (const entry of entries) {
      if (entry.type === 'directory') continue;
      if (entry.type !== 'file') {
        skipped.push({ path: entry.path, type: entry.type });
        continue;
      }
      const s = stats.get(entry.path);
      if (s === undefined) continue;
      if (!s.isFile()) {
        skipped.push({ path: entry.path, type: s.isSymbolicLink() ? 'symlink' : 'other' });
        continue;
      }
      if (s.size > BigInt(this.limits.readCapBytes)) {
        skipped.push({ path: entry.path, type: 'too_large' });
        continue;
      }
      // A file that grew since its stat is still bounded: the read stops at the read cap.
      taken += Number(s.size);
      if (taken > this.limits.maxBytes) {
        return fileFailure('too_large', `the workspace's files hold over ${this.limits.maxBytes} bytes, over the snapshot cap (snapshotMaxBytes)`);
      }
      const id = identity(s);
      const had = this.#cache.get(entry.path);
      if (had !== undefined && had.identity === id) {
        files[entry.path] = had.content;
        next.set(entry.path, had);
        continue;
      }
      const got = this.#read(entry.path);
      if (got.ok) {
        files[entry.path] = got.content;
        if (got.identity === id) next.set(entry.path, { identity: id, content: got.content });
      } else {
        skipped.push({ path: entry.path, type: got.type });
      }
      sinceTurn += Number(s.size);
      if (++read % SLICE === 0 || sinceTurn >= SLICE_BYTES) {
        sinceTurn = 0;
        await yieldTurn();
      }
    }
    this.#cache = next;
    return { ok: true, files, skipped };
  }

  /** One file, O_NOFOLLOW, non-blocking (a fifo never hangs the harness), regular only. */
  #read(rel: string): { ok: true; content: string; identity: string } | { ok: false; type: Skipped['type'] } {
    let fd: number;
    try {
      fd = openSync(join(this.workspace, rel), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    } catch (err) {
      return { ok: false, type: (err as NodeJS.ErrnoException).code === 'ELOOP' ? 'symlink' : 'other' };
    }
    try {
      const s = fstatSync(fd, { bigint: true });
      if (!s.isFile()) return { ok: false, type: 'other' };
      if (s.size > BigInt(this.limits.readCapBytes)) return { ok: false, type: 'too_large' };
      const buf = Buffer.alloc(Number(s.size));
      let off = 0;
      while (off < buf.length) {
        const n = readSync(fd, buf, off, buf.length - off, off);
        if (n === 0) break;
        off += n;
      }
      // Identity after the read: a file written meanwhile is read again next time.
      const after = fstatSync(fd, { bigint: true });
      return { ok: true, content: buf.subarray(0, off).toString('utf8'), identity: off === buf.length ? identity(after) : '' };
    } catch {
      return { ok: false, type: 'other' };
    } finally {
      closeSync(fd);
    }
  }
}
