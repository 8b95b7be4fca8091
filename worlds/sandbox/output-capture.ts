/**
 * Capped capture of one output stream (stdout or stderr) of an exec.
 *
 * The first `capBytes` bytes are kept in memory. Once the stream grows past
 * the cap, everything (from byte 0) is also written to a temp file in
 * `artifactDir` and hashed; on finish the file is renamed to its sha256, so
 * equal outputs share one artifact. At most `artifactCapBytes` are written.
 */
import { createHash, randomBytes, type Hash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { outputStop, type OutputStop, type TrialOutputBudget } from './output-budget.js';
import { ownedTempDirSync } from './owned-temp.js';
import type { OutputArtifact } from './sandbox.js';

export interface CapturedOutput {
  text: string;
  /** The kept bytes (at most the cap), undecoded. */
  raw: Buffer;
  bytes: number;
  truncated: boolean;
  artifact?: OutputArtifact;
}

export class OutputCapture {
  private readonly head: Buffer[] = [];
  private headBytes = 0;
  private total = 0;
  private spill: { fd: number; tmpPath: string; hash: Hash; written: number } | undefined;
  private spillFailed = false;
  private stop: OutputStop | undefined;

  constructor(
    private readonly capBytes: number,
    /** null: nothing is saved past the cap. */
    private readonly artifactDir: string | null,
    private readonly artifactCapBytes: number,
    /** The trial's (and run's) budget for saved bytes; none: only the per-stream cap applies. */
    private readonly budget?: TrialOutputBudget,
  ) {}

  get bytes(): number {
    return this.total;
  }

  push(chunk: Buffer): void {
    if (chunk.length === 0) return;
    const start = this.total;
    this.total += chunk.length;
    if (this.headBytes < this.capBytes) {
      const take = chunk.subarray(0, this.capBytes - this.headBytes);
      this.head.push(take);
      this.headBytes += take.length;
    }
    if (this.total <= this.capBytes || this.spillFailed || this.artifactDir === null) return;
    if (this.spill === undefined) {
      // First time past the cap: start <= capBytes, so the head holds all of
      // the stream before this chunk.
      this.openSpill();
      this.writeSpillRaw(Buffer.concat(this.head).subarray(0, start));
    }
    this.writeSpillRaw(chunk);
  }

  private openSpill(): void {
    if (this.artifactDir === null) return;
    try {
      mkdirSync(this.artifactDir, { recursive: true });
      const tmpPath = join(this.artifactDir, `.tmp-${process.pid}-${randomBytes(6).toString('hex')}`);
      const fd = openSync(tmpPath, 'wx', 0o600);
      this.spill = { fd, tmpPath, hash: createHash('sha256'), written: 0 };
    } catch {
      this.spillFailed = true;
      this.spill = undefined;
    }
  }

  private writeSpillRaw(data: Buffer): void {
    const spill = this.spill;
    if (spill === undefined || data.length === 0) return;
    const room = this.artifactCapBytes - spill.written;
    let part = data.length > room ? data.subarray(0, Math.max(0, room)) : data;
    if (part.length < data.length) this.stop ??= outputStop('call', this.artifactCapBytes);
    if (part.length > 0 && this.budget !== undefined) {
      const take = this.budget.take(part.length);
      if (take.stop !== undefined) this.stop ??= take.stop;
      part = part.subarray(0, take.granted);
    }
    if (part.length === 0) return;
    try {
      let off = 0;
      while (off < part.length) off += writeSync(spill.fd, part, off, part.length - off);
      spill.hash.update(part);
      spill.written += part.length;
    } catch {
      this.abandonSpill();
    }
  }

  private abandonSpill(): void {
    if (this.spill === undefined) return;
    try {
      closeSync(this.spill.fd);
    } catch {
      /* already closed */
    }
    rmSync(this.spill.tmpPath, { force: true });
    this.spill = undefined;
    this.spillFailed = true;
  }

  finish(): CapturedOutput {
    const raw = Buffer.concat(this.head);
    const text = raw.toString('utf8');
    const truncated = this.total > this.capBytes;
    const spill = this.spill;
    if (spill === undefined || this.artifactDir === null) return { text, raw, bytes: this.total, truncated };
    this.spill = undefined;
    closeSync(spill.fd);
    const sha256 = spill.hash.digest('hex');
    const path = join(this.artifactDir, sha256);
    if (existsSync(path)) rmSync(spill.tmpPath, { force: true });
    else renameSync(spill.tmpPath, path);
    return {
      text,
      raw,
      bytes: this.total,
      truncated,
      artifact: {
        sha256,
        path,
        bytes: spill.written,
        complete: spill.written === this.total,
        ...(spill.written < this.total && this.stop !== undefined ? { stopped: this.stop.message } : {}),
      },
    };
  }

  /** Drops a half-written spill file (when the exec failed before finish). */
  discard(): void {
    this.abandonSpill();
  }
}

let processArtifactDir: string | undefined;

/**
 * This process's own folder for full outputs, made with mkdtemp (a name no
 * tool can predict and plant a link at), created once and removed when the
 * process exits: the trial reads them (the secret scan) while it runs, and a
 * caller that wants to keep them passes its own `artifactDir`.
 */
export function defaultArtifactDir(): string {
  if (processArtifactDir === undefined) {
    const dir = ownedTempDirSync('harness-bench-artifacts-');
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    processArtifactDir = dir;
  }
  return processArtifactDir;
}
