/**
 * File operations on a host workspace directory that untrusted processes
 * also write to. Nothing here follows a symlink out of the workspace:
 * - trusted reads lstat every component and open the file O_NOFOLLOW
 * - tool reads follow symlinks only when the resolved target stays inside
 * - writes refuse a symlink anywhere on the path and open O_NOFOLLOW
 * A process racing these checks (swapping a directory for a symlink between
 * check and open) is out of scope: the host sandbox kills every process
 * group it started when an exec ends, so only a daemon that left its
 * process group could race, and that is an escape the ablation reports.
 */
import { constants } from 'node:fs';
import { chown, lstat, mkdir, open, readdir, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { fileFailure, type ListResult, type ReadResult, type WriteResult } from './sandbox.js';
import { checkWorkspacePath, pathPrefixes } from './workspace-path.js';

export interface Owner {
  uid: number;
  gid: number;
}

function code(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException).code;
}

async function readOpenFile(path: string, rel: string, capBytes: number, noFollow: boolean): Promise<ReadResult> {
  let handle;
  try {
    // O_NONBLOCK: opening a fifo must not hang the harness.
    const flags = constants.O_RDONLY | constants.O_NONBLOCK | (noFollow ? constants.O_NOFOLLOW : 0);
    handle = await open(path, flags);
  } catch (err) {
    if (code(err) === 'ENOENT') return fileFailure('not_found', `no such file in the workspace: ${rel}`);
    if (code(err) === 'ELOOP') return fileFailure('symlink_refused', `${rel} is a symlink; refused`);
    return fileFailure('engine_error', `open ${rel}: ${(err as Error).message}`);
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return fileFailure('not_regular_file', `${rel} is not a regular file`);
    if (stat.size > capBytes) return fileFailure('too_large', `${rel} is ${stat.size} bytes, over the ${capBytes}-byte read cap`);
    const buf = Buffer.alloc(stat.size);
    let off = 0;
    while (off < buf.length) {
      const { bytesRead } = await handle.read(buf, off, buf.length - off, off);
      if (bytesRead === 0) break;
      off += bytesRead;
    }
    return { ok: true, content: buf.subarray(0, off).toString('utf8'), bytes: off };
  } finally {
    await handle.close();
  }
}

/** Reads `rel` refusing a symlink as any component and any non-regular file. */
export async function trustedReadHost(workspace: string, rel: string, capBytes: number): Promise<ReadResult> {
  const check = checkWorkspacePath(rel);
  if (!check.ok) return fileFailure('invalid_path', check.message);
  const prefixes = pathPrefixes(check.parts);
  for (const prefix of prefixes.slice(0, -1)) {
    try {
      const stat = await lstat(join(workspace, prefix));
      if (stat.isSymbolicLink()) return fileFailure('symlink_refused', `${prefix} (parent of ${rel}) is a symlink; refused`);
      if (!stat.isDirectory()) return fileFailure('not_found', `${prefix} (parent of ${rel}) is not a directory`);
    } catch (err) {
      if (code(err) === 'ENOENT') return fileFailure('not_found', `no such file in the workspace: ${rel}`);
      return fileFailure('engine_error', `lstat ${prefix}: ${(err as Error).message}`);
    }
  }
  return readOpenFile(join(workspace, rel), rel, capBytes, true);
}

/** Reads `rel` the way a tool would, following symlinks only while they stay inside the workspace. */
export async function toolReadHost(workspace: string, rel: string, capBytes: number): Promise<ReadResult> {
  const check = checkWorkspacePath(rel);
  if (!check.ok) return fileFailure('invalid_path', check.message);
  let real: string;
  try {
    const root = await realpath(workspace);
    real = await realpath(join(workspace, rel));
    if (!real.startsWith(root + sep)) {
      return fileFailure('symlink_refused', `${rel} resolves outside the workspace; refused`);
    }
  } catch (err) {
    if (code(err) === 'ENOENT') return fileFailure('not_found', `no such file in the workspace: ${rel}`);
    return fileFailure('engine_error', `resolve ${rel}: ${(err as Error).message}`);
  }
  return readOpenFile(real, rel, capBytes, true);
}

/** Writes `rel`, creating parents; refuses a symlink anywhere on the path. */
export async function writeHost(
  workspace: string,
  rel: string,
  content: string,
  maxBytes: number,
  owner: Owner | undefined,
): Promise<WriteResult> {
  const check = checkWorkspacePath(rel);
  if (!check.ok) return fileFailure('invalid_path', check.message);
  const body = Buffer.from(content, 'utf8');
  if (body.length > maxBytes) return fileFailure('too_large', `${rel} is ${body.length} bytes, over the ${maxBytes}-byte limit`);
  const prefixes = pathPrefixes(check.parts);
  for (const prefix of prefixes.slice(0, -1)) {
    const dir = join(workspace, prefix);
    try {
      const stat = await lstat(dir);
      if (stat.isSymbolicLink()) return fileFailure('symlink_refused', `${prefix} (parent of ${rel}) is a symlink; refused`);
      if (!stat.isDirectory()) return fileFailure('write_failed', `${prefix} (parent of ${rel}) is not a directory`);
    } catch (err) {
      if (code(err) !== 'ENOENT') return fileFailure('write_failed', `lstat ${prefix}: ${(err as Error).message}`);
      await mkdir(dir);
      if (owner !== undefined) await chown(dir, owner.uid, owner.gid);
    }
  }
  const path = join(workspace, rel);
  let handle;
  try {
    handle = await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW | constants.O_NONBLOCK, 0o644);
  } catch (err) {
    if (code(err) === 'ELOOP') return fileFailure('symlink_refused', `${rel} is a symlink; refused`);
    return fileFailure('write_failed', `open ${rel}: ${(err as Error).message}`);
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return fileFailure('write_failed', `${rel} is not a regular file`);
    await handle.writeFile(body);
    if (owner !== undefined) await handle.chown(owner.uid, owner.gid);
    return { ok: true, bytes: body.length };
  } catch (err) {
    return fileFailure('write_failed', `write ${rel}: ${(err as Error).message}`);
  } finally {
    await handle.close();
  }
}

export interface WalkEntry {
  path: string;
  type: 'file' | 'symlink' | 'directory' | 'other';
}

/** Every entry under the workspace, without following symlinks. */
export async function walkHost(workspace: string): Promise<WalkEntry[]> {
  const out: WalkEntry[] = [];
  const visit = async (relDir: string): Promise<void> => {
    const dirents = await readdir(relDir === '' ? workspace : join(workspace, relDir), { withFileTypes: true });
    for (const d of dirents) {
      const rel = relDir === '' ? d.name : `${relDir}/${d.name}`;
      if (d.isSymbolicLink()) out.push({ path: rel, type: 'symlink' });
      else if (d.isDirectory()) {
        out.push({ path: rel, type: 'directory' });
        await visit(rel);
      } else if (d.isFile()) out.push({ path: rel, type: 'file' });
      else out.push({ path: rel, type: 'other' });
    }
  };
  await visit('');
  return out;
}

export async function listHost(workspace: string): Promise<ListResult> {
  try {
    const entries = await walkHost(workspace);
    return { ok: true, files: entries.filter((e) => e.type === 'file').map((e) => e.path).sort() };
  } catch (err) {
    return fileFailure('engine_error', `list: ${(err as Error).message}`);
  }
}
