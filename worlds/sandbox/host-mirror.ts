/**
 * The host's copy of a sandbox's workspace: written on demand from the last
 * snapshot (copying a large workspace to the host after every call would cost
 * minutes, and the trusted side reads the snapshot, not the mirror). Only
 * validated relative paths and regular files are written, never a symlink;
 * the container cannot reach the folder.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SnapshotFiles } from './workspace-archive.js';

export class HostMirror {
  /** The regular files of the last snapshot, not yet written. */
  #latest: SnapshotFiles | undefined;
  /** What the folder holds: relative path to content. */
  #written = new Map<string, Buffer>();

  constructor(readonly dir: string) {}

  /** The last snapshot's files: what the next `write` puts in the folder. */
  set latest(files: SnapshotFiles) {
    this.#latest = files;
  }

  /** Writes the last snapshot's files in place: only files whose content changed are written, only vanished ones removed. */
  async write(): Promise<void> {
    const wanted = this.#latest;
    if (wanted === undefined) return;
    try {
      await this.#update(wanted);
    } catch {
      // A file that became a folder (or the reverse): rebuild the mirror from scratch.
      this.#written = new Map();
      await rm(this.dir, { recursive: true, force: true });
      await mkdir(this.dir);
      await this.#update(wanted);
    }
  }

  async #update(wanted: SnapshotFiles): Promise<void> {
    for (const [key] of this.#written) {
      if (wanted.has(key)) continue;
      await rm(join(this.dir, ...key.split('/')), { force: true });
      this.#written.delete(key);
    }
    for (const [key, { parts, content }] of wanted) {
      const had = this.#written.get(key);
      if (had !== undefined && had.equals(content)) continue;
      const dest = join(this.dir, ...parts);
      await mkdir(dirname(dest), { recursive: true });
      await writeFile(dest, content);
      this.#written.set(key, Buffer.from(content));
    }
  }
}
