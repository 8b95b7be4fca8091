import { describe, expect, it } from 'vitest';
import type { Feedback } from '../../harness/contracts/feedback.js';
import type { Receipt } from '../../harness/contracts/receipt.js';
import type { Control } from '../../harness/controls/control.js';
import { Gateway } from '../../harness/gateway.js';
import { VirtualClock } from '../../harness/clock.js';
import { runHarness } from '../../harness/loop.js';
import { action, ScriptedProposer } from '../../models/scripted.js';
import { Random } from '../../harness/random.js';
import { ExportWorker } from '../../worlds/export-worker.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { FULL, instantiate, withoutAll } from '../../harness/profile.js';
import { rewriting, run, type Setup } from './run-fixture.js';

/** The gateway's steps seen from a run: parse, resolve, copy, the naive receipt, normalise. */

async function feedbackTo(raw: unknown, setup: Setup = {}): Promise<{ answer: Feedback; events: string[] }> {
  const answers: Feedback[] = [];
  let sent = false;
  const p: Proposer = { name: 'p', next: (f) => (answers.push(f), sent ? { type: 'end' } : ((sent = true), { type: 'propose', proposal: raw })) };
  const r = await run(p, setup);
  return { answer: answers[1]!, events: r.events.map((e) => e.type) };
}

describe('parse', () => {
  const shape = { event: 'invalid_input', message: 'a proposal is an object {"tool": string, "args": object}', path: '' };
  it('refuses what is not an object, naming the shape', async () => {
    for (const raw of [null, 'read_config', 3, [action('read_config')]]) expect((await feedbackTo(raw)).answer).toEqual(shape);
  });

  it('refuses a missing, empty or non-string tool', async () => {
    const tool = { event: 'invalid_input', message: 'tool must be a non-empty string', path: 'tool' };
    for (const raw of [{ args: {} }, { tool: '', args: {} }, { tool: ['read_config'], args: {} }]) expect((await feedbackTo(raw)).answer).toEqual(tool);
    // An inherited tool is no tool.
    expect((await feedbackTo(Object.assign(Object.create({ tool: 'read_config' }) as object, { args: {} }))).answer).toEqual(tool);
  });

  it('refuses missing, null, array or scalar args', async () => {
    const args = { event: 'invalid_input', message: 'args must be an object', path: 'args' };
    for (const raw of [{ tool: 'read_config' }, { tool: 'read_config', args: null }, { tool: 'read_config', args: [] }, { tool: 'read_config', args: 'x' }]) expect((await feedbackTo(raw)).answer).toEqual(args);
  });

  it('logs each refusal as input_invalid and runs nothing', async () => {
    expect((await feedbackTo({ tool: 'read_config' })).events).toEqual(['run_started', 'proposal_received', 'input_invalid', 'stop']);
  });
});

describe('resolve and copy', () => {
  it('keeps its own copy of the arguments: a proposer changing its object later changes no record', async () => {
    const args: Record<string, unknown> = { max_retries: 2 };
    let turn = 0;
    const p: Proposer = { name: 'p', next: () => (turn++ === 0 ? { type: 'propose', proposal: { tool: 'write_config', args } } : ((args['max_retries'] = 7), { type: 'end' })) };
    const r = await run(p);
    expect(r.events.find((e) => e.type === 'call_admitted')).toMatchObject({ args: { max_retries: 2 } });
    expect(r.world.snapshot().config).toEqual({ max_retries: 2 });
  });

  it('refuses arguments too deeply nested to copy, when validation is off', async () => {
    // Deeper than any stack a test worker gets (the copy recurses once per level).
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 1_000_000; i++) deep = { d: deep };
    const r = await feedbackTo({ tool: 'read_config', args: deep }, { profile: withoutAll(['validation']) });
    expect(r.answer).toEqual({ event: 'invalid_input', message: 'arguments could not be copied (too deeply nested)', path: 'args' });
    expect(r.events).toContain('input_invalid');
  });
});

describe('without receipt validation: the naive reading of a receipt', () => {
  const naive = withoutAll(['receipt-validation']);
  const receiptOf = async (forge: (r: Receipt) => unknown) => {
    const answers: Feedback[] = [];
    let sent = false;
    const p: Proposer = { name: 'p', next: (f) => (answers.push(f), sent ? { type: 'end' } : ((sent = true), { type: 'propose', proposal: action('read_config') })) };
    const r = await run(p, { profile: naive, executor: rewriting((call, receipt) => (call.tool === 'read_config' ? (forge(receipt) as Receipt) : null)) });
    const event = r.events.find((e) => e.type === 'receipt') as Record<string, unknown> | undefined;
    return { status: event?.['status'], effect: event?.['effect'], revision: event?.['revision'], world: r.world.revision(), answer: answers[1] };
  };

  it('reads a thrown error as a transient failure with no effect', async () => {
    const r = await run([action('read_config')], { profile: naive, world: { faults: [{ kind: 'throw', tool: 'read_config', count: 1 }] } });
    expect(r.events.filter((e) => e.type === 'receipt').map((e) => [(e as { status: string }).status, (e as { effect: string }).effect])).toEqual([
      ['transient', 'none'],
      ['ok', 'none'],
    ]);
  });

  it('takes status and effect only from their known values, ok and none otherwise', async () => {
    expect(await receiptOf((x) => ({ ...x, status: 'unknown', effect: 'unknown' }))).toMatchObject({ status: 'unknown', effect: 'unknown' });
    expect(await receiptOf((x) => ({ ...x, status: 'transient', effect: 'applied' }))).toMatchObject({ status: 'transient', effect: 'applied' });
    expect(await receiptOf((x) => ({ ...x, status: 'weird', effect: 'weird' }))).toMatchObject({ status: 'ok', effect: 'none' });
  });

  it('takes the executor’s revision when the receipt has none, and data only when it is an object', async () => {
    const r = await receiptOf((x) => ({ ...x, revision: 5, data: 'text' }));
    expect(r.revision).toBe(r.world);
    expect(r.answer).toEqual({ event: 'tool_result', call_id: 'call-1', tool: 'read_config', trust: 'untrusted', data: {} });
    const told = await receiptOf((x) => ({ ...x, revision: 'told', data: { a: 1 } }));
    expect({ revision: told.revision, answer: told.answer }).toEqual({ revision: 'told', answer: { event: 'tool_result', call_id: 'call-1', tool: 'read_config', trust: 'untrusted', data: { a: 1 } } });
  });

  it('reads a receipt that is not an object as ok, none and empty', async () => {
    expect(await receiptOf(() => 'done')).toMatchObject({ status: 'ok', effect: 'none', answer: { event: 'tool_result', data: {} } });
    expect(await receiptOf(() => 0)).toMatchObject({ status: 'ok', effect: 'none', answer: { event: 'tool_result', data: {} } });
  });
});

describe('normalise', () => {
  it('tells the proposer an effect is unknown even when the status is ok', async () => {
    const r = await feedbackTo(action('read_config'), { profile: withoutAll(['pending']), executor: rewriting((call, receipt) => (call.tool === 'read_config' ? { ...receipt, effect: 'unknown' } : null)) });
    expect(r.answer).toEqual({ event: 'unknown_outcome', call_id: 'call-1', tool: 'read_config' });
  });
});

describe('a gateway over a list of controls', () => {
  it('refuses two controls that both check receipts, naming them', () => {
    const a: Control = { name: 'first-checker', checkReceipt: () => { throw new Error('unused'); } };
    const b: Control = { name: 'second-checker', checkReceipt: () => { throw new Error('unused'); } };
    expect(() => new Gateway([a, b])).toThrow('only one control may check receipts; first-checker and second-checker both do');
    expect(() => new Gateway([a])).not.toThrow();
  });
});

describe('beforeWrite', () => {
  it('is awaited before each write attempt starts, and never for a read', async () => {
    const clock = new VirtualClock();
    const world = new ExportWorker({ kind: 'export-worker', faults: [{ kind: 'transient', tool: 'write_config', count: 1 }] }, clock);
    const log: string[] = [];
    const r = await runHarness({
      runId: 'durable',
      profileName: 'full',
      contract: { task: 't', tools: ['read_config', 'write_config'], limits: { proposals: 8, calls: 10, attempts: 3, deadline_ms: 10_000 }, approvals: new Map() },
      controls: instantiate(FULL),
      executor: world,
      proposer: new ScriptedProposer([action('read_config'), action('write_config', { max_retries: 2 }), { batch: [action('read_config'), action('read_config')] }]),
      clock,
      random: new Random(1),
      onEvent: (e) => (e.type === 'call_started' ? log.push(`started ${e.tool} ${e.attempt}`) : undefined),
      beforeWrite: async () => {
        log.push(`durable ${world.snapshot().ledger.length}`);
      },
    });
    expect(r.status).toBe('proposals_exhausted');
    // call_started is logged, then the durable wait, then the write runs; batched reads wait for nothing.
    expect(log).toEqual(['started read_config 1', 'started write_config 1', 'durable 1', 'started write_config 2', 'durable 2', 'started read_config 1', 'started read_config 1']);
  });
});
