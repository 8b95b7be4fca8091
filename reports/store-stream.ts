import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parseStoreHeader, parseStoreRow, type StoreHeader, type TrialRow } from '../ablations/results/store.js';
import { StoreError } from '../harness/errors.js';

export interface StoreScan {
  header: StoreHeader;
  /** Trial rows handed to the callback. */
  rows: number;
  /** A half-written last line that was dropped (as `readStore` drops it). */
  tornTail: boolean;
}

/** Whether the file's last byte is a newline; a last line without one was torn by a crash mid-write. */
async function endsWithNewline(path: string): Promise<{ size: number; newline: boolean }> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch {
    throw new StoreError(`no results store at ${path}`);
  }
  try {
    const { size } = await handle.stat();
    if (size === 0) return { size, newline: false };
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    return { size, newline: last[0] === 0x0a };
  } finally {
    await handle.close();
  }
}

/**
 * Replays a results store line by line, validating the header and every row
 * against the store's schemas, with memory independent of the file's size.
 * Rows are handed over in file order; `onRow` may return a promise (a
 * writer's backpressure), which is awaited before the next line is read.
 */
export async function scanStore(
  path: string,
  onRow: (row: TrialRow, line: number) => void | Promise<void>,
  onHeader?: (header: StoreHeader) => void,
): Promise<StoreScan> {
  const { size, newline } = await endsWithNewline(path);
  if (size === 0) throw new StoreError(`${path} is empty: no header line`);
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 }), crlfDelay: Infinity });
  let header: StoreHeader | null = null;
  let rows = 0;
  let n = 0;
  // Each line is handled when the next one arrives, so the last one can be judged torn.
  let held: string | null = null;
  const handle = async (line: string, lineNo: number): Promise<void> => {
    if (header === null) {
      header = parseStoreHeader(path, line);
      onHeader?.(header);
      return;
    }
    if (line === '') return;
    const row = parseStoreRow(path, line, lineNo);
    rows++;
    const pending = onRow(row, lineNo);
    if (pending) await pending;
  };
  try {
    for await (const line of lines) {
      n++;
      if (held !== null) await handle(held, n - 1);
      held = line;
    }
  } finally {
    lines.close();
  }
  let tornTail = false;
  if (held !== null) {
    if (newline || n === 1) await handle(held, n);
    else tornTail = true;
  }
  if (header === null) throw new StoreError(`${path} is empty: no header line`);
  return { header, rows, tornTail };
}
