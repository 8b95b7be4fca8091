import { describe, expect, it } from 'vitest';
import type { Receipt } from '../../harness/contracts/receipt.js';
import { plainlyWellFormed } from '../../harness/controls/receipt-validation.js';
import { action } from '../../models/scripted.js';
import { without } from '../../harness/profile.js';
import { rewriting, run } from './run-fixture.js';

/**
 * Receipt validation through runs: which receipts the harness believes, the
 * problem it names for each one it does not (the stop detail and the
 * receipt_rejected event), and what it leaves pending.
 */

const fix = [action('write_config', { max_retries: 2 }), action('check_config')];

/** Runs a read whose receipt is replaced by `forge(receipt)`. */
async function readWith(forge: (r: Receipt) => unknown) {
  const r = await run([action('read_config'), ...fix, action('finish')], { executor: rewriting((call, receipt) => (call.tool === 'read_config' ? (forge(receipt) as Receipt) : null)) });
  return { status: r.status, detail: r.detail, rejected: r.events.filter((e) => e.type === 'receipt_rejected').map(({ run_id: _r, seq: _s, t: _t, ...e }) => e), pending: r.pending };
}

describe('receipts the harness does not believe', () => {
  const rejected = (problem: string) => ({ status: 'receipt_invalid', detail: problem, rejected: [{ type: 'receipt_rejected', call_id: 'call-1', tool: 'read_config', attempt: 1, problem }], pending: null });

  it('names the tool a receipt was for when it is another', async () => {
    expect(await readWith((r) => ({ ...r, tool: 'write_config' }))).toEqual(rejected('receipt for tool write_config, expected read_config'));
  });

  it('refuses a revision the world does not report', async () => {
    expect(await readWith((r) => ({ ...r, revision: 'elsewhere' }))).toEqual(rejected('receipt revision differs from the world'));
  });

  it('refuses a transient receipt that claims an effect', async () => {
    expect(await readWith((r) => ({ ...r, status: 'transient', effect: 'applied' }))).toEqual(rejected('transient receipt with effect applied'));
    expect(await readWith((r) => ({ ...r, status: 'transient', effect: 'unknown' }))).toEqual(rejected('transient receipt with effect unknown'));
  });

  it('refuses a malformed receipt with the schema’s first complaint', async () => {
    const cases: [(x: Receipt) => unknown, string][] = [
      [(x) => ({ ...x, status: 'fine' }), 'Invalid option: expected one of "ok"|"transient"|"unknown"'],
      [(x) => ({ ...x, effect: 'maybe' }), 'Invalid option: expected one of "none"|"applied"|"unknown"'],
      [(x) => ({ ...x, call_id: 1 }), 'Invalid input: expected string, received number'],
      [(x) => ({ ...x, tool: null }), 'Invalid input: expected string, received null'],
      [(x) => ({ ...x, revision: 7 }), 'Invalid input: expected string, received number'],
      [(x) => ({ ...x, data: 'text' }), 'Invalid input: expected record, received string'],
      [(x) => ({ ...x, data: ['a'] }), 'Invalid input: expected record, received array'],
      [(x) => ({ ...x, data: { ...x.data, [Symbol('s')]: 1 } }), 'Invalid key in record'],
      [(x) => ({ ...x, extra: true }), 'Unrecognized key: "extra"'],
      [({ data: _d, ...x }) => x, 'Invalid input: expected record, received undefined'],
      [() => 'ok', 'Invalid input: expected object, received string'],
    ];
    for (const [forge, complaint] of cases) expect(await readWith(forge)).toEqual(rejected(`malformed receipt: ${complaint}`));
  });

  it('refuses an executor that threw, and leaves a thrown write pending', async () => {
    const r = await run(fix, { world: { faults: [{ kind: 'throw', tool: 'write_config' }] } });
    expect({ status: r.status, detail: r.detail, pending: r.pending?.call_id }).toEqual({ status: 'receipt_invalid', detail: 'executor threw instead of returning a receipt', pending: 'call-1' });
  });
});

describe('receipts the harness believes off the quick path', () => {
  it('believes a receipt whose data has its own constructor field', async () => {
    expect((await readWith((r) => ({ ...r, data: { ...r.data, constructor: 'value' } }))).status).toBe('complete');
  });

  it('believes a receipt built without a prototype', async () => {
    expect((await readWith((r) => Object.assign(Object.create(null) as object, r))).status).toBe('complete');
  });

  it('believes a transient receipt with no effect, and retries it', async () => {
    const r = await run([action('read_config')], { world: { faults: [{ kind: 'transient', tool: 'read_config', count: 1 }] } });
    expect({ status: r.status, calls: r.calls, rejected: r.events.some((e) => e.type === 'receipt_rejected') }).toEqual({ status: 'proposals_exhausted', calls: 2, rejected: false });
  });
});

describe('without receipt validation', () => {
  it('takes a lying receipt at its word and runs on', async () => {
    const r = await run([action('read_config'), ...fix, action('finish')], { profile: without('receipt-validation'), executor: rewriting((call, receipt) => (call.tool === 'read_config' ? { ...receipt, call_id: 'call-99', tool: 'other' } : null)) });
    expect(r.status).toBe('complete');
  });
});

describe('the quick check', () => {
  it('vouches for every ordinary receipt, whatever its status and effect, so the schema is asked only about odd ones', () => {
    for (const status of ['ok', 'transient', 'unknown'])
      for (const effect of ['none', 'applied', 'unknown']) {
        expect(plainlyWellFormed({ call_id: 'call-1', tool: 't', status, effect, revision: 'r', data: {} })).toBe(true);
      }
    expect(plainlyWellFormed({ call_id: 'call-1', tool: 't', status: '', effect: 'none', revision: 'r', data: {} })).toBe(false);
    expect(plainlyWellFormed({ call_id: 'call-1', tool: 't', status: 'ok', effect: '', revision: 'r', data: {} })).toBe(false);
  });
});
