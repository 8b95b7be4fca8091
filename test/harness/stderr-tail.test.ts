import { describe, expect, it } from 'vitest';
import { keptStderr, shorterStderr, StderrTail, STDERR_TAIL_BYTES } from '../../harness/stderr-tail.js';

/** `text` as the chunks a pipe might hand over: `size` bytes each, cutting characters anywhere. */
function chunks(text: string, size: number): Buffer[] {
  const bytes = Buffer.from(text, 'utf8');
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size));
  return out;
}

describe("a harness's stderr as its trial keeps it", () => {
  it('keeps nothing when nothing was written, and all of it under the bound, whatever chunks cut its characters', () => {
    expect(new StderrTail().kept()).toBeNull();
    expect(keptStderr('')).toBeNull();
    const tail = new StderrTail();
    for (const chunk of chunks('warn: é € 𝄞\n', 1)) tail.push(chunk);
    expect(tail.kept()).toEqual({ tail: 'warn: é € 𝄞\n', cut_bytes: 0 });
    expect(tail.text).toBe('warn: é € 𝄞\n');
  });

  it('keeps the last 16 KiB, starting at a whole character, and counts the bytes before them', () => {
    expect(STDERR_TAIL_BYTES).toBe(16_384);
    // 1 + 30,000 + 11 bytes: the last 16,384 start inside a €, so the tail starts at the next one.
    const text = `x${'€'.repeat(10_000)}\nlast line\n`;
    const expected = { tail: `${'€'.repeat(5_457)}\nlast line\n`, cut_bytes: 13_630 };
    for (const size of [1, 7, 4096, 65_536]) {
      const tail = new StderrTail();
      for (const chunk of chunks(text, size)) tail.push(chunk);
      expect([size, tail.kept()]).toEqual([size, expected]);
    }
    expect(keptStderr(text)).toEqual(expected);
  });

  it('cuts a kept stderr further for the report page, counting what it leaves out', () => {
    const kept = { tail: `${'€'.repeat(5_457)}\nlast line\n`, cut_bytes: 13_630 };
    expect(shorterStderr(kept, 4096)).toEqual({ tail: `${'€'.repeat(1_361)}\nlast line\n`, cut_bytes: 25_918 });
    expect(shorterStderr({ tail: 'short\n', cut_bytes: 0 }, 4096)).toEqual({ tail: 'short\n', cut_bytes: 0 });
  });
});
