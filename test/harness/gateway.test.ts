import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../harness/clock.js';
import type { Feedback } from '../../harness/contracts/feedback.js';
import { runHarness } from '../../harness/loop.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { Random } from '../../harness/random.js';
import { ExportWorker } from '../../worlds/export-worker.js';
import { FULL, instantiate } from '../../harness/profile.js';

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
