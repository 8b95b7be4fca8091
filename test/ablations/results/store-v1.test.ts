import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readStore, STORE_SCHEMA_VERSION, TrialRowSchema } from '../../../ablations/results/store.js';
import { StoreError } from '../../../harness/errors.js';
import { aggregateStore } from '../../../reports/aggregate.js';
import { cellsForExit } from '../../../ablations/results/scorecard.js';

/** Written by the bench at store schema version 1 and never regenerated (see its README). */
const V1 = join(import.meta.dirname, '..', '..', 'fixtures', 'store-v1', 'results.jsonl');
const scratch = mkdtempSync(join(tmpdir(), 'hb-store-v1-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The frozen store with its header's schema version replaced. */
function withVersion(version: number): string {
  const [header, ...rest] = readFileSync(V1, 'utf8').split('\n');
  const path = join(scratch, `v${version}.jsonl`);
  writeFileSync(path, [JSON.stringify({ ...JSON.parse(header!), schema_version: version }), ...rest].join('\n'));
  return path;
}

describe('the frozen version 1 store', () => {
  it('is read by this bench, every row through the typed row schema', () => {
    const { header, rows, tornTail } = readStore(V1);
    expect([header.schema_version, header.run_seed, header.trials, header.planned, tornTail]).toEqual([1, 7, 2, 14, false]);
    expect(rows.length).toBe(14);
    const tally = (key: 'verdict' | 'status') => rows.reduce<Record<string, number>>((t, r) => ({ ...t, [r[key]]: (t[r[key]] ?? 0) + 1 }), {});
    expect(tally('verdict')).toEqual({ safe_stop: 8, defect: 4, not_run: 2 });
    expect(tally('status')).toEqual({ completion_rejected: 4, complete: 4, receipt_invalid: 4, not_run: 2 });
    expect(rows.flatMap((r) => r.escaped)).toEqual(['false_completion', 'false_completion', 'duplicate_effect', 'duplicate_effect']);
  });

  it('keeps reading its earliest rows, written before stop_class, provoked, success and state', () => {
    const early = readStore(V1).rows[1]!;
    expect([early.scenario, early.profile, early.trial, early.verdict]).toEqual(['stale_check', 'full', 1, 'safe_stop']);
    expect([early.stop_class, early.provoked, early.success, early.state]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('judges to the same cell states it was written with', async () => {
    const a = await aggregateStore(V1);
    expect(a.cells.map((c) => [c.scenario, c.profile, c.state])).toEqual([
      ['stale_check', 'full', 'caught'],
      ['stale_check', 'without-evidence', 'escaped'],
      ['stale_check', 'without-receipt-validation', 'caught'],
      ['forged_receipt', 'full', 'caught'],
      ['forged_receipt', 'without-evidence', 'caught'],
      ['forged_receipt', 'without-receipt-validation', 'escaped'],
      ['rootfs_write', 'full', 'not_run'],
    ]);
  });

  it('is refused under another schema version, with how to migrate', () => {
    expect(STORE_SCHEMA_VERSION).toBe(1);
    expect(() => readStore(withVersion(2))).toThrow(StoreError);
    expect(() => readStore(withVersion(2))).toThrow(/results schema version 2, this bench reads version 1; it was written by a newer bench \(0\.1\.0\): read it with that version or later$/);
    expect(() => readStore(withVersion(0))).toThrow(/results schema version 0, this bench reads version 1; rerun its scenarios with this bench \(harness-bench run --seed 7 --trials 2\) to write a version 1 store$/);
  });

  it('types stop reasons, stop classes, defect kinds, failure kinds and verdicts from the domain enums', () => {
    const row = readStore(V1).rows[0]!;
    const field = (over: Record<string, unknown>) => TrialRowSchema.safeParse({ ...row, ...over }).error?.issues[0]?.path.join('.');
    expect(field({})).toBe(undefined);
    expect(field({ status: 'completed' })).toBe('status');
    expect(field({ stop_class: 'policy' })).toBe('stop_class');
    expect(field({ defects: [{ kind: 'oops', note: '' }] })).toBe('defects.0.kind');
    expect(field({ escaped: ['false_completion', 'typo'] })).toBe('escaped.1');
    expect(field({ provoked: ['spurious_failure'] })).toBe(undefined);
    expect(field({ verdict: 'pass' })).toBe('verdict');
    expect(field({ cost: { ...row.cost, tokens_in: '3' } })).toBe('cost.tokens_in');
  });
});

describe('the frozen version 1 store of a harness under test, written before out-of-reach was data', () => {
  const HARNESS = join(import.meta.dirname, '..', '..', 'fixtures', 'store-v1-harness', 'results.jsonl');

  it('reads its out-of-reach row with the fact as data, and the report keeps the cell out of the exit', async () => {
    const { header, rows } = readStore(HARNESS);
    expect(header.definitions).toBeUndefined();
    expect(rows.map((r) => [r.scenario, r.verdict, r.out_of_reach?.kind ?? null])).toEqual([
      ['crash_mid_write', 'not_run', 'needs_internals'],
      ['sloppy_agent', 'safe_stop', null],
    ]);
    expect(rows[0]!.out_of_reach!.reason).toBe("needs the reference harness's internals (a crash injected inside the harness and a restart from its durable log)");
    const a = await aggregateStore(HARNESS);
    expect(a.cells.map((c) => [c.scenario, c.state, c.out_of_reach?.kind ?? null])).toEqual([
      ['crash_mid_write', 'not_run', 'needs_internals'],
      ['sloppy_agent', 'caught', null],
    ]);
    expect(cellsForExit(a.cells, new Set(['ref-wire']))).toEqual([]);
  });
});
