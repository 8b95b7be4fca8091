import { z } from 'zod';

/**
 * What a harness in another process wrote to its stderr, kept with its trial
 * for debugging a harness that fails: the last STDERR_TAIL_BYTES bytes of
 * it, decoded as UTF-8 (a character the cut fell inside is dropped whole),
 * and how many bytes before them were not kept.
 */
export const HarnessStderrSchema = z.strictObject({
  tail: z.string(),
  /** Bytes written before the tail and not kept (0: the tail is all it wrote). */
  cut_bytes: z.number().int().nonnegative(),
});
export type HarnessStderr = z.infer<typeof HarnessStderrSchema>;

/** How much of a harness's stderr a trial keeps: its last 16 KiB. */
export const STDERR_TAIL_BYTES = 16 * 1024;

/**
 * Where the last `bound` bytes of `bytes` start, moved past a UTF-8 character
 * the cut fell inside (its continuation bytes); `cut` says whether bytes
 * before `bytes` were dropped already, so a cut may fall at its very start.
 */
function tailStart(bytes: Uint8Array, bound: number, cut: boolean): number {
  let start = Math.max(0, bytes.length - bound);
  if (start === 0 && !cut) return 0;
  // A character is at most 4 bytes: past 3 continuation bytes the text is not UTF-8, and is cut where it is.
  for (let skipped = 0; skipped < 3 && start < bytes.length && (bytes[start]! & 0xc0) === 0x80; skipped++) start++;
  return start;
}

/**
 * A process's stderr as it arrives, chunk by chunk: the last `bound` bytes of
 * it (never more than twice that in memory) and how many it wrote in all.
 */
export class StderrTail {
  readonly #bound: number;
  #kept: Buffer = Buffer.alloc(0);
  #total = 0;

  constructor(bound = STDERR_TAIL_BYTES) {
    this.#bound = bound;
  }

  push(chunk: Buffer): void {
    this.#total += chunk.length;
    this.#kept = Buffer.concat([this.#kept, chunk]);
    if (this.#kept.length > 2 * this.#bound) this.#kept = this.#kept.subarray(this.#kept.length - this.#bound);
  }

  /** The tail as text (what the outcome readers read). */
  get text(): string {
    return this.kept()?.tail ?? '';
  }

  /** What is kept of it, or null when the process wrote nothing. */
  kept(): HarnessStderr | null {
    if (this.#total === 0) return null;
    const start = tailStart(this.#kept, this.#bound, this.#total > this.#kept.length);
    return { tail: this.#kept.subarray(start).toString('utf8'), cut_bytes: this.#total - (this.#kept.length - start) };
  }
}

/**
 * The stderr a process wrote, as a trial keeps it: the last `bound` bytes of `text` (null when it wrote
 * nothing). `written`: how many bytes the process wrote in all, when `text` is only part of them (its
 * head and tail, as a launcher in a container passes them on); the bytes cut are counted from it.
 */
export function keptStderr(text: string, bound = STDERR_TAIL_BYTES, written?: number): HarnessStderr | null {
  const tail = new StderrTail(bound);
  tail.push(Buffer.from(text, 'utf8'));
  const kept = tail.kept();
  if (kept === null || written === undefined) return kept;
  return { tail: kept.tail, cut_bytes: Math.max(0, written - Buffer.byteLength(kept.tail, 'utf8')) };
}

/** A kept stderr cut further, to its last `bound` bytes (the report page embeds less than the store keeps). */
export function shorterStderr(stderr: HarnessStderr, bound: number): HarnessStderr {
  const bytes = Buffer.from(stderr.tail, 'utf8');
  if (bytes.length <= bound) return stderr;
  const start = tailStart(bytes, bound, true);
  return { tail: bytes.subarray(start).toString('utf8'), cut_bytes: stderr.cut_bytes + start };
}
