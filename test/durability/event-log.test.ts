import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DurableLog, LogCorruptError, readLog, readLogAsync } from '../../harness/log/event-log.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();
const fresh = () => join(tempDir('hb-log-'), 'events.jsonl');
const records = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'event', i }));

function write(path: string, n: number): void {
  const log = DurableLog.create(path, 'run-1', { scenario: 'x' });
  for (const r of records(n)) log.append(r);
  log.close();
}

describe('durable event log', () => {
  it('reads back every record, header and chain intact', () => {
    const path = fresh();
    write(path, 5);
    const contents = readLog(path);
    expect(contents.header).toEqual({ kind: 'harness-bench-event-log', version: 1, run_id: 'run-1', meta: { scenario: 'x' } });
    expect(contents.records).toEqual(records(5));
    expect(contents.tornTail).toBe(false);
  });

  it('acknowledges in two stages and shares one fsync among concurrent waiters', async () => {
    const log = DurableLog.create(fresh(), 'run-1', {});
    const seqs = [log.append({ a: 1 }), log.append({ a: 2 }), log.append({ a: 3 })];
    expect(seqs).toEqual([0, 1, 2]);
    expect(log.durableSeq).toBe(0);
    await Promise.all([log.durable(), log.durable(), log.durable()]);
    expect(log.durableSeq).toBe(3);
    expect(log.syncs).toBe(1);
    await log.durable();
    expect(log.syncs).toBe(1);
    log.close();
  });

  it('loses only what was not durable when the process dies (abandon)', async () => {
    const path = fresh();
    const log = DurableLog.create(path, 'run-1', {});
    log.append({ kept: true });
    await log.durable();
    log.append({ lost: true });
    log.abandon();
    expect(readLog(path).records).toEqual([{ kept: true }]);
  });

  it('rejects anyone still waiting for durability when the log is abandoned, and stops flushing', async () => {
    const path = fresh();
    const log = DurableLog.create(path, 'run-1', {});
    log.append({ waiting: true });
    const waiting = log.durable();
    log.abandon();
    await expect(waiting).rejects.toThrow('the log was abandoned (crash) before this record was durable');
    await expect(log.durable()).rejects.toThrow('the log is closed; records after 0 were never durable');
    expect(() => log.append({ late: true })).toThrow('append to closed log');
    expect(readLog(path).records).toEqual([]);
  });

  it('drops a torn last line and says so, then continues the chain on reopen', () => {
    const path = fresh();
    write(path, 3);
    appendFileSync(path, '3\tdeadbeef\t{"type":"ev');
    const contents = readLog(path);
    expect(contents.tornTail).toBe(true);
    expect(contents.records).toEqual(records(3));
    const log = DurableLog.reopen(path, contents);
    log.append({ type: 'event', i: 3 });
    log.close();
    expect(readLog(path)).toMatchObject({ tornTail: false, records: records(4) });
  });

  it('names the line of a flipped byte and refuses the whole log', () => {
    const path = fresh();
    write(path, 6);
    const lines = readFileSync(path, 'utf8').split('\n');
    lines[3] = lines[3]!.replace('"i":2', '"i":7');
    writeFileSync(path, lines.join('\n'));
    expect(() => readLog(path)).toThrow(LogCorruptError);
    expect(() => readLog(path)).toThrow(`log_corrupt: ${path}:4: hash does not match the record`);
  });

  it('refuses a record whose chain link or sequence was altered', () => {
    const path = fresh();
    write(path, 4);
    const lines = readFileSync(path, 'utf8').split('\n');
    [lines[2], lines[3]] = [lines[3]!, lines[2]!];
    writeFileSync(path, lines.join('\n'));
    expect(() => readLog(path)).toThrow(`${path}:3: sequence 2, expected 1`);
  });

  it('reads a large log with the worker-thread hash check: same records, same first bad line', async () => {
    const path = fresh();
    const log = DurableLog.create(path, 'run-1', {});
    const big = 'x'.repeat(200);
    for (let i = 0; i < 60_000; i++) log.append({ i, big });
    log.close();
    const contents = await readLogAsync(path);
    expect(contents.records).toHaveLength(60_000);
    expect(contents.records[59_999]).toEqual({ i: 59_999, big });
    const lines = readFileSync(path, 'utf8').split('\n');
    lines[40_001] = lines[40_001]!.replace('"i":40000', '"i":40001');
    writeFileSync(path, lines.join('\n'));
    await expect(readLogAsync(path)).rejects.toThrow(`${path}:40002: hash does not match the record`);
  });
});
