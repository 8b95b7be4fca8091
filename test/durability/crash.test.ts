import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../support/temp-dirs.js';

const CHILD = join(import.meta.dirname, 'crash-child.ts');

/** Each trial's own folder for its durable log, removed when the file's tests end. */
const tempDir = tempDirs();
const freshDir = () => tempDir('hb-crash-');

function harness(dir: string, scenario: string, profile: string, crashAt: number | string, recover = false) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', CHILD, dir, scenario, profile, recover ? '--recover' : '--run'], {
    encoding: 'utf8',
    env: { ...process.env, ...(typeof crashAt === 'string' ? { CRASH_ON: crashAt } : { CRASH_AT: String(crashAt) }) },
  });
  return { signal: r.signal, code: r.status, result: r.stdout.trim() ? JSON.parse(r.stdout.trim()) : null, err: r.stderr };
}

describe('crash injection: SIGKILL of a real harness process at every event boundary', () => {
  const uncrashed = harness(freshDir(), 'crash_everywhere', 'full', -1);

  it('runs cleanly without a crash', () => {
    expect(uncrashed.result).toMatchObject({ status: 'complete', proposals: 4, calls: 3, exports: ['export-17'], approvals_consumed: 1 });
  });

  it('after a kill at any point (before each event, after each effect), the restart completes with exactly one export, the same budgets and one approval use', () => {
    const boundaries = uncrashed.result.points as number;
    expect(boundaries).toBe((uncrashed.result.events as number) + (uncrashed.result.calls as number));
    const outcomes: string[] = [];
    for (let at = 0; at < boundaries; at++) {
      const dir = freshDir();
      const killed = harness(dir, 'crash_everywhere', 'full', at);
      expect(killed.signal, `boundary ${at}`).toBe('SIGKILL');
      const restarted = harness(dir, 'crash_everywhere', 'full', -1, true);
      expect(restarted.code, `boundary ${at}: ${restarted.err}`).toBe(0);
      expect(restarted.result, `boundary ${at}`).toMatchObject({ status: 'complete', proposals: 4, calls: 3, exports: ['export-17'], approvals_consumed: 1 });
      outcomes.push(restarted.result.reconciled.map((r: { outcome: string }) => r.outcome).join('+') || '-');
    }
    // The kill between the export taking effect and its receipt being recorded is reconciled through the authoritative lookup.
    expect(outcomes).toContain('applied');
  });

  it('without reconciliation, a kill after the export applied re-executes it: a duplicate', () => {
    const dir = freshDir();
    const killed = harness(dir, 'crash_mid_write', 'without-reconciliation', 'after_effect:queue_export');
    expect(killed.signal).toBe('SIGKILL');
    const restarted = harness(dir, 'crash_mid_write', 'without-reconciliation', -1, true);
    expect(restarted.result.exports).toEqual(['export-17', 'export-17']);
    expect(restarted.result.reconciled).toEqual([{ call_id: 'call-2', outcome: 'reexecuted' }]);
  });

  it('with no authoritative lookup and no idempotency key, the interrupted write stays pending: unresolved, one export', () => {
    const dir = freshDir();
    expect(harness(dir, 'crash_mid_write_keyed', 'without-idempotency', 'after_effect:queue_export').signal).toBe('SIGKILL');
    const restarted = harness(dir, 'crash_mid_write_keyed', 'without-idempotency', -1, true);
    expect(restarted.result).toMatchObject({
      status: 'unresolved',
      exports: ['export-17'],
      pending: { call_id: 'call-2', tool: 'queue_export', args: { operation_id: 'export-17' } },
      reconciled: [{ call_id: 'call-2', outcome: 'unknown' }],
    });
  });
});
