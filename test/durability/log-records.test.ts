import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRecording, type LogRecord } from '../../harness/durability/log-records.js';
import { DurableLog, LogCorruptError } from '../../harness/log/event-log.js';

const dir = mkdtempSync(join(tmpdir(), 'hb-log-records-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

/** A log with an intact hash chain holding these records. */
function logOf(records: readonly unknown[]): string {
  const path = join(dir, `log-${++n}.jsonl`);
  const log = DurableLog.create(path, 'run-1', {});
  for (const r of records) log.append(r as Record<string, unknown>);
  log.close();
  return path;
}

const RECORDS: LogRecord[] = [
  { type: 'start', revision: 'r0' },
  { type: 'event', event: { run_id: 'run-1', seq: 0, t: 0, type: 'run_started', task: 't', profile: 'full' } },
  { type: 'turn', turn: { type: 'propose', proposal: { tool: 'write_config', args: { max_retries: 1 } } } },
  { type: 'receipt', call_id: 'call-1', attempt: 1, raw: { status: 'ok' }, thrown: false, revision: 'r1' },
  { type: 'reconciled', call_id: 'call-1', attempt: 1, outcome: 'applied' },
  { type: 'turn', turn: { type: 'end' } },
];

describe('the durable run log: typed records', () => {
  it('reads each kind of record back into the recording a replay uses', async () => {
    const recording = await readRecording(logOf(RECORDS));
    expect(recording.initialRevision).toBe('r0');
    expect(recording.events).toEqual([(RECORDS[1] as Extract<LogRecord, { type: 'event' }>).event]);
    expect(recording.turns).toEqual([{ type: 'propose', proposal: { tool: 'write_config', args: { max_retries: 1 } } }, { type: 'end' }]);
    expect([...recording.receipts]).toEqual([['call-1#1', { raw: { status: 'ok' }, thrown: false, revision: 'r1' }]]);
  });

  it('treats a record of no known shape as a corrupt log, naming its line and field, even with the chain intact', async () => {
    const path = logOf([RECORDS[0], { type: 'receipt', call_id: 'call-1', attempt: 1, raw: null, thrown: 'no', revision: 'r1' }]);
    await expect(readRecording(path)).rejects.toThrow(LogCorruptError);
    await expect(readRecording(path)).rejects.toThrow(`log_corrupt: ${path}:3: not a log record (thrown: Invalid input: expected boolean, received string)`);
    await expect(readRecording(logOf([{ type: 'checkpoint' }]))).rejects.toThrow(/:2: not a log record \(type: /);
    await expect(readRecording(logOf([{ type: 'event', event: { type: 'made_up', run_id: 'r', seq: 0, t: 0 } }]))).rejects.toThrow(/:2: not a log record \(event\.type: /);
  });
});
