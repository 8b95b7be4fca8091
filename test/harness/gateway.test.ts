import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../harness/clock.js';
import type { Feedback } from '../../harness/contracts/feedback.js';
import { runHarness } from '../../harness/loop.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { Random } from '../../harness/random.js';
import { ExportWorker } from '../../worlds/export-worker.js';
import { FULL, instantiate, withoutAll } from '../../harness/profile.js';
import type { Receipt } from '../../harness/contracts/receipt.js';
import type { Control } from '../../harness/controls/control.js';
import { Gateway } from '../../harness/gateway.js';
import { action, ScriptedProposer } from '../../models/scripted.js';
import { rewriting, run, type Setup } from './run-fixture.js';

/** Sends one bad proposal, records the feedback it gets, then ends. */
function probe(proposal: unknown): { proposer: Proposer; seen: Feedback[] } {
  const seen: Feedback[] = [];
  let sent = false;
  return {
    seen,
    proposer: {
      name: 'probe',
      next(feedback) {
        seen.push(feedback);
        if (sent) return { type: 'end' };
        sent = true;
        return { type: 'propose', proposal };
      },
    },
  };
}

async function feed(proposal: unknown) {
  const clock = new VirtualClock();
  const world = new ExportWorker({ kind: 'export-worker' }, clock);
  const { proposer, seen } = probe(proposal);
  const result = await runHarness({
    runId: 'g',
    profileName: 'full',
    contract: { task: 't', tools: ['read_config', 'write_config', 'check_config'], limits: { proposals: 8, calls: 10, attempts: 2, deadline_ms: 10_000 }, approvals: new Map() },
    controls: instantiate(FULL),
    executor: world,
    proposer,
    clock,
    random: new Random(1),
  });
  return { answer: seen[1], proposals: result.proposals, calls: result.calls, ledger: world.snapshot().ledger.length };
}

function deep(levels: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

describe('bad input to the gateway', () => {
  const cases: [string, unknown, Feedback][] = [
    ['a string', 'write_config', { event: 'invalid_input', message: 'a proposal is an object {"tool": string, "args": object}', path: '' }],
    ['null', null, { event: 'invalid_input', message: 'a proposal is an object {"tool": string, "args": object}', path: '' }],
    ['an array', [1], { event: 'invalid_input', message: 'a proposal is an object {"tool": string, "args": object}', path: '' }],
    ['a numeric tool', { tool: 1, args: {} }, { event: 'invalid_input', message: 'tool must be a non-empty string', path: 'tool' }],
    ['args as a list', { tool: 'read_config', args: [] }, { event: 'invalid_input', message: 'args must be an object', path: 'args' }],
    ['an extra field', { tool: 'read_config', args: {}, passed: true }, { event: 'invalid_input', message: 'unexpected field passed: a proposal has only tool and args', path: 'passed' }],
    ['a wrong type', { tool: 'write_config', args: { max_retries: 'two' } }, { event: 'invalid_input', message: 'args.max_retries: Invalid input: expected number, received string', path: 'args.max_retries' }],
    ['an unknown key', { tool: 'write_config', args: { max_retries: 2, debug: true } }, { event: 'invalid_input', message: 'args: Unrecognized key: "debug"', path: 'args' }],
    ['a 10 MB payload', { tool: 'write_config', args: { max_retries: 2, blob: 'x'.repeat(10_000_000) } }, { event: 'invalid_input', message: 'proposal is larger than 65536 bytes', path: '' }],
    ['100k levels of nesting', { tool: 'write_config', args: { max_retries: 2, v: deep(100_000) } }, { event: 'invalid_input', message: 'proposal nests deeper than 32 levels', path: '' }],
    ['a NUL byte', { tool: 'write_config', args: { 'max_retries\u0000': 2 } }, { event: 'invalid_input', message: 'proposal contains a NUL character', path: '' }],
    ['a Cyrillic look-alike', { tool: 'wr\u0456te_config', args: {} }, { event: 'unknown_tool', tool: 'wr\u0456te_config', message: 'no tool named "wr\u0456te_config"' }],
    ['constructor', { tool: 'constructor', args: {} }, { event: 'unknown_tool', tool: 'constructor', message: 'no tool named "constructor"' }],
    ['__proto__', JSON.parse('{"tool": "__proto__", "args": {}}'), { event: 'unknown_tool', tool: '__proto__', message: 'no tool named "__proto__"' }],
    ['toString', { tool: 'toString', args: {} }, { event: 'unknown_tool', tool: 'toString', message: 'no tool named "toString"' }],
  ];
  for (const [name, proposal, expected] of cases) {
    it(`answers ${name} without throwing, charges the budget, runs nothing`, async () => {
      expect(await feed(proposal)).toEqual({ answer: expected, proposals: 1, calls: 0, ledger: 0 });
    });
  }

  it('keeps the last of duplicate JSON keys, and the strict schema still applies', async () => {
    const proposal = JSON.parse('{"tool": "write_config", "args": {"max_retries": "two", "max_retries": 2}}');
    expect(await feed(proposal)).toEqual({
      answer: { event: 'tool_result', call_id: 'call-1', tool: 'write_config', trust: 'untrusted', data: { revision: expect.any(String) } },
      proposals: 1,
      calls: 1,
      ledger: 1,
    });
  });

  it('answers a repeated mistake exactly as the first time, and never mixes up arguments that JSON would write alike', async () => {
    const refusal = async (args: unknown) => (await feed({ tool: 'write_config', args })).answer;
    const wrongType = { event: 'invalid_input', message: 'args.max_retries: Invalid input: expected number, received string', path: 'args.max_retries' };
    expect(await refusal({ max_retries: 'two' })).toEqual(wrongType);
    expect(await refusal({ max_retries: 'two' })).toEqual(wrongType);
    // zod lists unrecognised keys in the order they come
    expect(await refusal({ max_retries: 2, b: 1, a: 1 })).toEqual({ event: 'invalid_input', message: 'args: Unrecognized keys: "b", "a"', path: 'args' });
    expect(await refusal({ max_retries: 2, a: 1, b: 1 })).toEqual({ event: 'invalid_input', message: 'args: Unrecognized keys: "a", "b"', path: 'args' });
    // NaN and null are both written null in JSON; the answers differ
    expect(await refusal({ max_retries: null })).toEqual({ event: 'invalid_input', message: 'args.max_retries: Invalid input: expected number, received null', path: 'args.max_retries' });
    expect(await refusal({ max_retries: Number.NaN })).toEqual({ event: 'invalid_input', message: 'args.max_retries: Invalid input: expected number, received NaN', path: 'args.max_retries' });
    expect(await refusal({ max_retries: null })).toEqual({ event: 'invalid_input', message: 'args.max_retries: Invalid input: expected number, received null', path: 'args.max_retries' });
    // a hidden property: zod reads it, JSON does not write it
    const lookup = async (args: unknown) => (await feed({ tool: 'lookup_export', args })).answer;
    const hidden = Object.defineProperty({}, 'operation_id', { value: 5 });
    expect(await lookup(hidden)).toEqual({ event: 'invalid_input', message: 'args.operation_id: Invalid input: expected string, received number', path: 'args.operation_id' });
    expect(await lookup({})).toEqual({ event: 'invalid_input', message: 'args.operation_id: Invalid input: expected string, received undefined', path: 'args.operation_id' });
  });

  it('takes an executor that throws a promise for one that threw, not for a slow answer', async () => {
    const clock = new VirtualClock();
    const world = new ExportWorker({ kind: 'export-worker' }, clock);
    const executor = {
      tools: world.tools,
      revision: () => world.revision(),
      execute: (call: Parameters<ExportWorker['execute']>[0], attempt: number): unknown => {
        throw Promise.resolve(world.execute(call, attempt));
      },
    };
    const result = await runHarness({
      runId: 'g',
      profileName: 'full',
      contract: { task: 't', tools: ['read_config'], limits: { proposals: 8, calls: 10, attempts: 2, deadline_ms: 10_000 }, approvals: new Map() },
      controls: instantiate(FULL),
      executor,
      proposer: probe({ tool: 'read_config', args: {} }).proposer,
      clock,
      random: new Random(1),
    });
    expect({ status: result.status, detail: result.detail, calls: result.calls }).toEqual({ status: 'receipt_invalid', detail: 'executor threw instead of returning a receipt', calls: 1 });
  });
});

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

  it('copies an own __proto__ key as a key, never as the copy’s prototype', async () => {
    const proposal = JSON.parse('{"tool": "read_config", "args": {"__proto__": {"polluted": true}, "a": 1}}');
    const seen: Record<string, unknown>[] = [];
    const r = await run([proposal], {
      profile: withoutAll(['validation']),
      executor: (world) => ({ tools: world.tools, revision: () => world.revision(), execute: (call, attempt) => (seen.push(call.args), world.execute(call, attempt)) }),
    });
    expect({ calls: r.calls, seen: seen.length }).toEqual({ calls: 1, seen: 1 });
    const args = seen[0]!;
    expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
    expect(Object.keys(args)).toEqual(['__proto__', 'a']);
    expect(Object.getOwnPropertyDescriptor(args, '__proto__')?.value).toEqual({ polluted: true });
    expect((args as { polluted?: unknown }).polluted).toBeUndefined();
    expect(JSON.stringify(args)).toBe('{"__proto__":{"polluted":true},"a":1}');
    // With validation on, the strict schema refuses the key by name.
    const full = await feedbackTo(proposal);
    expect(full.answer).toEqual({ event: 'invalid_input', message: 'args: Unrecognized keys: "__proto__", "a"', path: 'args' });
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
