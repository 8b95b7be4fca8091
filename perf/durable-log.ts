import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DurableLog, readLogAsync } from '../harness/log/event-log.js';

/** A realistic event record (a receipt), ~200 bytes of JSON. */
export function sampleEvent(i: number): Record<string, unknown> {
  return {
    type: 'event',
    event: { run_id: 'bench', seq: i, t: i * 0.25, type: 'receipt', call_id: `call-${i >> 2}`, tool: 'write_config', attempt: 1, status: 'ok', effect: 'applied', revision: 'f'.repeat(64) },
  };
}

/** Appends `events` sample events from `producers` concurrent producers, each awaiting its fsync (shared: group commit); the ms it took. */
export async function groupCommit(log: DurableLog, events: number, producers: number): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: producers }, async () => {
      while (next < events) {
        log.append(sampleEvent(next++));
        await log.durable();
      }
    }),
  );
  return performance.now() - t0;
}

/**
 * Durable events per second with group commit (`producers` concurrent
 * producers awaiting `durable()` share one fsync), the same for one producer
 * (a trial's own log: every event waits for its fsync), and recovery time
 * (read + verify the hash chain) of a 1,000,000-event log.
 */
export async function measureDurableLog(options: { events?: number; producers?: number; recoveryEvents?: number } = {}): Promise<Record<string, number>> {
  const events = options.events ?? 200_000;
  const producers = options.producers ?? 256;
  const recoveryEvents = options.recoveryEvents ?? 1_000_000;
  const dir = mkdtempSync(join(tmpdir(), 'hb-log-perf-'));
  try {
    const log = DurableLog.create(join(dir, 'group.jsonl'), 'bench', {});
    const seconds = (await groupCommit(log, events, producers)) / 1000;
    const syncs = log.syncs;
    log.close();

    const single = DurableLog.create(join(dir, 'single.jsonl'), 'bench', {});
    const singleEvents = Math.min(events, 2_000);
    const s0 = performance.now();
    for (let i = 0; i < singleEvents; i++) {
      single.append(sampleEvent(i));
      await single.durable();
    }
    const singleSeconds = (performance.now() - s0) / 1000;
    single.close();

    const big = DurableLog.create(join(dir, 'big.jsonl'), 'bench', {});
    for (let i = 0; i < recoveryEvents; i++) {
      big.append(sampleEvent(i));
      if (i % 10_000 === 9_999) big.flushSync();
    }
    big.close();
    const bytes = statSync(join(dir, 'big.jsonl')).size;
    const r0 = performance.now();
    const contents = await readLogAsync(join(dir, 'big.jsonl'));
    const recoveryS = (performance.now() - r0) / 1000;
    if (contents.records.length !== recoveryEvents) throw new Error('recovery read the wrong number of records');
    return {
      durable_events_per_s: Math.round(events / seconds),
      durable_events_per_fsync: Math.round(events / Math.max(1, syncs)),
      durable_producers: producers,
      durable_events_per_s_one_producer: Math.round(singleEvents / singleSeconds),
      recovery_1m_events_s: Math.round(recoveryS * 1000) / 1000,
      recovery_log_mb: Math.round(bytes / 1e5) / 10,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
