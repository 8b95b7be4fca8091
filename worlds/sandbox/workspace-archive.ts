/**
 * The workspace as tar archives, on the trusted side: reading a file's entry,
 * a whole workspace's snapshot from its archive, and files packed for
 * `tar -x`. Pure functions of the archive and the sandbox's caps; the docker
 * sandbox runs the execs that produce and consume the archives.
 */
import { createHash } from 'node:crypto';
import { fileFailure, type ReadResult, type SnapshotResult, type WriteResult } from './sandbox.js';
import { encodeTar, type TarEntry } from './tar-archive.js';
import { checkWorkspacePath } from './workspace-path.js';

/** The caps an archive is read and written under. */
export interface ArchiveCaps {
  /** Largest file a read (or a snapshot) takes. */
  readCapBytes: number;
  /** Most entries and bytes of files a snapshot takes. */
  snapshotMaxEntries: number;
  snapshotMaxBytes: number;
  /** The workspace's size limit. */
  workspaceBytes: number;
  /** The largest file the container may hold. */
  fsizeBytes: number;
}

/** A snapshot's regular files, by their path's parts joined with '/': what the host mirror is written from. */
export type SnapshotFiles = Map<string, { parts: string[]; content: Buffer }>;

/** A tar exec's entry map: path -> entry. */
export function entryMap(entries: TarEntry[]): Map<string, TarEntry> {
  const map = new Map<string, TarEntry>();
  for (const entry of entries) map.set(entry.path, entry);
  return map;
}

/** What an archive of one file (and its parents) may take: the read cap and room for headers. */
export function readArchiveCap(caps: Pick<ArchiveCaps, 'readCapBytes'>): number {
  return caps.readCapBytes + 64 * 1024;
}

/** One file's entry as a read: refused when missing, a symlink, not a regular file, or over the read cap. */
export function readEntry(entry: TarEntry | undefined, rel: string, caps: Pick<ArchiveCaps, 'readCapBytes'>): ReadResult {
  if (entry === undefined) return fileFailure('not_found', `no such file in the workspace: ${rel}`);
  if (entry.type === 'symlink') return fileFailure('symlink_refused', `${rel} is a symlink (to ${entry.linkName}); refused`);
  if (entry.type !== 'file') return fileFailure('not_regular_file', `${rel} is not a regular file (${entry.type})`);
  if (entry.content === undefined || entry.size > caps.readCapBytes) {
    return fileFailure('too_large', `${rel} is ${entry.size} bytes, over the ${caps.readCapBytes}-byte read cap`);
  }
  return { ok: true, content: entry.content.toString('utf8'), bytes: entry.size };
}

/** What a snapshot's archive may take: every file's bytes (the workspace's size at most) and a header or two per entry. */
export function snapshotCap(caps: ArchiveCaps): number {
  return Math.max(caps.workspaceBytes, caps.snapshotMaxBytes) + Math.min(caps.snapshotMaxEntries, 200_000) * 1024 + 4 * 1024 * 1024;
}

/** The snapshot's failure when the archive itself passed `cap`. */
export function snapshotTooLarge(caps: ArchiveCaps, cap: number): SnapshotResult {
  return fileFailure('too_large', `the workspace's archive is over ${cap} bytes: more than the snapshot caps allow (${caps.snapshotMaxEntries} entries, ${caps.snapshotMaxBytes} bytes of files)`);
}

/**
 * The workspace's regular files from its archive, and the same files for the
 * host mirror (null when the snapshot failed). Symlinks, folders, other
 * entries, invalid paths and files over the read cap are listed as skipped.
 */
export function snapshotOf(entries: Map<string, TarEntry>, caps: ArchiveCaps): { snapshot: SnapshotResult; files: SnapshotFiles | null } {
  const { snapshotMaxEntries: maxEntries, snapshotMaxBytes: maxBytes } = caps;
  if (entries.size > maxEntries) {
    return { snapshot: fileFailure('too_large', `the workspace holds ${entries.size} entries, over the snapshot cap of ${maxEntries} (snapshotMaxEntries)`), files: null };
  }
  let taken = 0;
  const files: Record<string, string> = {};
  const wanted: SnapshotFiles = new Map();
  const skipped: Array<{ path: string; type: 'symlink' | 'directory' | 'other' | 'too_large' }> = [];
  for (const entry of entries.values()) {
    if (entry.path === '' || entry.type === 'directory') continue;
    const check = checkWorkspacePath(entry.path);
    if (!check.ok) {
      skipped.push({ path: entry.path, type: 'other' });
      continue;
    }
    if (entry.type === 'symlink') {
      skipped.push({ path: entry.path, type: 'symlink' });
      continue;
    }
    if (entry.type !== 'file') {
      skipped.push({ path: entry.path, type: 'other' });
      continue;
    }
    if (entry.content === undefined || entry.size > caps.readCapBytes) {
      skipped.push({ path: entry.path, type: 'too_large' });
      continue;
    }
    taken += entry.size;
    if (taken > maxBytes) return { snapshot: fileFailure('too_large', `the workspace's files hold over ${maxBytes} bytes, over the snapshot cap (snapshotMaxBytes)`), files: null };
    files[entry.path] = entry.content.toString('utf8');
    wanted.set(check.parts.join('/'), { parts: check.parts, content: entry.content });
  }
  return { snapshot: { ok: true, files, skipped }, files: wanted };
}

/** Files as one tar archive for `tar -x`, or why they cannot be written. */
export function archiveOf(files: Record<string, string>, caps: Pick<ArchiveCaps, 'fsizeBytes'>): { ok: true; archive: Buffer; bytes: number } | Extract<WriteResult, { ok: false }> {
  const inputs: Array<{ path: string; content: Buffer }> = [];
  let bytes = 0;
  for (const [rel, content] of Object.entries(files)) {
    const check = checkWorkspacePath(rel);
    if (!check.ok) return fileFailure('invalid_path', check.message);
    const body = Buffer.from(content, 'utf8');
    if (body.length > caps.fsizeBytes) {
      return fileFailure('too_large', `${rel} is ${body.length} bytes, over the ${caps.fsizeBytes}-byte file size limit`);
    }
    bytes += body.length;
    inputs.push({ path: check.rel, content: body });
  }
  return { ok: true, archive: encodeTar(inputs), bytes };
}

/** A file's content as its digest (what an outside read compares). */
export function contentDigest(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}
