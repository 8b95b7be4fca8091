import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../harness/clock.js';
import type { Call } from '../../harness/contracts/call.js';
import type { Event } from '../../harness/contracts/event.js';
import type { Feedback } from '../../harness/contracts/feedback.js';
import type { Receipt } from '../../harness/contracts/receipt.js';
import type { Lease } from '../../harness/controls/control.js';
import { ReadWriteLock } from '../../harness/controls/dispatch-lock.js';
import { approvalKey } from '../../harness/controls/approval.js';
import { reconcile } from '../../harness/controls/reconciliation.js';
import { AbortRun } from '../../harness/errors.js';
import type { Executor } from '../../harness/executor.js';
import { runHarness, type RunResult } from '../../harness/loop.js';
import { action, ScriptedProposer } from '../../models/scripted.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { ProposerStopError } from '../../models/llm/errors.js';
import { Random } from '../../harness/random.js';
import { ExportWorker } from '../../worlds/export-worker.js';
import { instantiate, without } from '../../harness/profile.js';
import { rewriting, run as runFixture, TOOLS, type Setup } from './run-fixture.js';

/**
 * Branches of the controls, the gateway and the loop that the scenario tests
 * do not reach: each test here fails when its branch is taken out.
 */

/** One run of the export worker under a profile (test/harness/run-fixture.ts), named as this suite's runs. */
function run(proposer: Proposer | unknown[], setup: Setup = {}): ReturnType<typeof runFixture> {
  return runFixture(proposer, { runId: 'branches', ...setup });
}

const types = (events: readonly Event[]) => events.map((e) => e.type);
const fix = [action('write_config', { max_retries: 2 }), action('check_config')];

describe('allowlist', () => {
  it('holds to its own tool list when given one, over the task’s, and logs the denial', async () => {
    const r = await run([action('write_config', { max_retries: 2 })], { params: { allowlist: { tools: ['read_config'] } } });
    expect(r.status).toBe('tool_denied');
    expect(r.events.filter((e) => e.type === 'tool_denied')).toEqual([expect.objectContaining({ tool: 'write_config', control: 'allowlist' })]);
  });
});

describe('deadline', () => {
  it('stops before asking the proposer once the deadline is reached, not only once it is passed', async () => {
    let asked = 0;
    const r = await run({ name: 'p', next: () => (asked++, { type: 'end' }) }, { limits: { deadline_ms: 0 } });
    expect({ status: r.status, proposals: r.proposals, asked }).toEqual({ status: 'deadline', proposals: 0, asked: 0 });
  });

  it('stops a proposal that arrives after the deadline before it is admitted', async () => {
    const clock = new VirtualClock();
    const late: Proposer = { name: 'late', next: () => (clock.advance(2_000), { type: 'propose', proposal: action('read_config') }) };
    const r = await run(late, { clock, limits: { deadline_ms: 1_000 } });
    expect({ status: r.status, proposals: r.proposals, calls: r.calls, events: types(r.events) }).toEqual({
      status: 'deadline',
      proposals: 1,
      calls: 0,
      events: ['run_started', 'proposal_received', 'stop'],
    });
  });
});

describe('dispatch lock', () => {
  it('grants in arrival order: a read that comes after a waiting write waits behind it', async () => {
    const lock = new ReadWriteLock();
    const order: string[] = [];
    const first = lock.acquire(false) as Lease;
    const write = lock.acquire(true);
    const second = lock.acquire(false);
    expect([first instanceof Promise, write instanceof Promise, second instanceof Promise]).toEqual([false, true, true]);
    const writeDone = (write as Promise<Lease>).then((lease) => (order.push('write'), lease));
    const secondDone = (second as Promise<Lease>).then((lease) => (order.push('read'), lease));
    first.release();
    (await writeDone).release();
    (await secondDone).release();
    expect(order).toEqual(['write', 'read']);
  });
});

describe('evidence', () => {
  it('keeps a passing check across a write that changed nothing (effect none)', async () => {
    // A config store that answers "no change" to a write of the value it already holds.
    const unchanged = (world: ExportWorker): Executor => ({
      tools: world.tools,
      revision: () => world.revision(),
      execute: (call, attempt) =>
        call.tool === 'write_config' && world.snapshot().config['max_retries'] === call.args['max_retries']
          ? { call_id: call.call_id, tool: call.tool, status: 'ok', effect: 'none', revision: world.revision(), data: { revision: world.revision() } }
          : world.execute(call, attempt),
    });
    const r = await run([...fix, action('write_config', { max_retries: 2 }), action('finish')], { executor: unchanged });
    expect(r.status).toBe('complete');
  });

  it('takes no evidence from a receipt that is not ok (here a transient check, with retry off)', async () => {
    const r = await run([...fix, action('check_config'), action('finish')], {
      profile: without('retry'),
      world: { faults: [{ kind: 'transient', tool: 'check_config', from: 2 }] },
    });
    expect(r.status).toBe('complete');
  });

  it('counts passed: true only, not any truthy value', async () => {
    const vague = rewriting((call, receipt) => (call.tool === 'check_config' && receipt.status === 'ok' && receipt.data['passed'] === true ? { ...receipt, data: { ...receipt.data, passed: 'true' } } : null));
    const r = await run([...fix, action('finish')], { executor: vague });
    expect(r.status).toBe('proposals_exhausted');
    expect(types(r.events)).toContain('completion_refused');
  });
});

describe('idempotency', () => {
  it('keys only the calls of tools that accept a key, with the run id and the call id', async () => {
    const seen: Call[] = [];
    const recording = (world: ExportWorker): Executor => ({ tools: world.tools, revision: () => world.revision(), execute: (call, attempt) => (seen.push(call), world.execute(call, attempt)) });
    await run([...fix, action('queue_export', { operation_id: 'export-1' }), action('finish')], { profile: without('approval'), executor: recording });
    expect(seen.map((c) => [c.tool, c.idempotency_key])).toEqual([
      ['write_config', undefined],
      ['check_config', undefined],
      ['queue_export', 'branches:call-3'],
    ]);
  });
});

describe('pending', () => {
  for (const [status, effect] of [
    ['ok', 'unknown'],
    ['unknown', 'applied'],
  ] as const) {
    it(`tracks a write whose receipt says status ${status}, effect ${effect}, and blocks the next write`, async () => {
      const unsure = rewriting((call, receipt) => (call.tool === 'queue_export' && receipt.effect === 'applied' ? { ...receipt, status, effect } : null));
      const r = await run([...fix, action('queue_export', { operation_id: 'export-1' }), action('write_config', { max_retries: 1 })], { profile: without('approval'), executor: unsure });
      expect({ status: r.status, pending: r.pending?.call_id }).toEqual({ status: 'unresolved', pending: 'call-3' });
    });
  }
});

describe('reconciliation', () => {
  it('re-sends an interrupted write the authoritative lookup says never took effect, and not one that did', () => {
    const world = new ExportWorker({ kind: 'export-worker', lookup: 'authoritative' }, new VirtualClock());
    const call: Call = { call_id: 'call-1', tool: 'queue_export', version: 1, args: { operation_id: 'export-1' }, revision: world.revision() };
    expect(reconcile(world, call)).toEqual({ type: 'execute', outcome: 'not_applied' });
    world.execute(call, 1);
    expect(reconcile(world, call)).toEqual({ type: 'applied' });
  });
});

describe('retry', () => {
  const delays = (r: RunResult) => r.events.flatMap((e) => (e.type === 'retry_scheduled' ? [e.delay_ms] : []));
  const flaky = { faults: [{ kind: 'transient' as const, tool: 'read_config', count: 2 }] };

  it('caps the backoff at cap_ms', async () => {
    const r = await run([action('read_config')], { world: flaky, limits: { attempts: 3 }, params: { retry: { base_ms: 10, cap_ms: 15, jitter: 0 } } });
    expect(delays(r)).toEqual([10, 15]);
  });

  it('draws the jitter from the run’s seeded generator', async () => {
    const params = { retry: { base_ms: 100, cap_ms: 1_000, jitter: 0.5 } };
    const a = delays(await run([action('read_config')], { world: flaky, limits: { attempts: 3 }, params, seed: 1 }));
    const b = delays(await run([action('read_config')], { world: flaky, limits: { attempts: 3 }, params, seed: 2 }));
    expect(a).toHaveLength(2);
    expect(a).toEqual(delays(await run([action('read_config')], { world: flaky, limits: { attempts: 3 }, params, seed: 1 })));
    expect(a).not.toEqual(b);
    // Each delay lies in [base * 2^(n-1) * (1 - jitter), base * 2^(n-1)].
    expect(a.every((d, i) => d >= 50 * 2 ** i && d <= 100 * 2 ** i)).toBe(true);
  });
});

describe('validation', () => {
  it('counts the brackets and keys of a proposal against max_bytes, not only its values', async () => {
    // {"tool":"read_config","args":{}} is 33 bytes by the cap's measure: 2 + (4 + 4) + 13 + (4 + 4) + 2.
    const answer = async (max: number) => (await run([action('read_config')], { params: { validation: { max_bytes: max } } })).events[2]!.type;
    expect([await answer(32), await answer(33)]).toEqual(['input_invalid', 'call_admitted']);
  });
});

describe('gateway', () => {
  it('lets an AbortRun from the executor end the run, not become a receipt', async () => {
    const aborting = (world: ExportWorker): Executor => ({ tools: world.tools, revision: () => world.revision(), execute: () => { throw new AbortRun('stop the bench'); } });
    await expect(run([action('read_config')], { executor: aborting })).rejects.toThrow(AbortRun);
  });

  it('cuts an unknown tool name to 64 characters wherever it is echoed', async () => {
    const name = 'x'.repeat(100);
    let answer: Feedback | undefined;
    let sent = false;
    const p: Proposer = { name: 'p', next: (f) => (sent ? ((answer = f), { type: 'end' }) : ((sent = true), { type: 'propose', proposal: { tool: name, args: {} } })) };
    const r = await run(p);
    expect(r.events.find((e) => e.type === 'proposal_received')).toMatchObject({ tool: 'x'.repeat(64) });
    expect(answer).toEqual({ event: 'unknown_tool', tool: 'x'.repeat(64), message: `no tool named "${'x'.repeat(64)}"` });
  });

  it('passes a large-looking output through whole when its JSON is under the cap, and summarises one that is over', async () => {
    let answers: Feedback[] = [];
    const out = (data: Record<string, unknown>) => rewriting((call, receipt) => (call.tool === 'read_config' ? { ...receipt, data } : null));
    const collect: () => Proposer = () => {
      answers = [];
      let turn = 0;
      return { name: 'p', next: (f) => (answers.push(f), turn++ === 0 ? { type: 'propose', proposal: action('read_config') } : { type: 'end' }) };
    };
    // 1,500 characters: the quick bound says "maybe over 8,192", the JSON says 1,500-odd.
    await run(collect(), { executor: out({ text: 'y'.repeat(1_500) }) });
    expect(answers[1]).toMatchObject({ event: 'tool_result', data: { text: 'y'.repeat(1_500) } });
    // 4,000 control characters are 24,000 characters of JSON: over the cap, though short as a string.
    await run(collect(), { executor: out({ text: '\u0001'.repeat(4_000) }) });
    expect(answers[1]).toMatchObject({ event: 'tool_result', data: { truncated: true, bytes: 24_011 } });
    const stdout = `${'ok\n'.repeat(3_000)}error: disk full\n`;
    await run(collect(), { executor: out({ exit_code: 3, stdout, stderr: '' }) });
    expect(answers[1]).toMatchObject({ event: 'tool_result', data: { truncated: true, exit_code: 3, key_lines: ['error: disk full'] } });
  });
});

describe('loop', () => {
  it('ends with the reason a proposer stop carries (a token or cost cap)', async () => {
    const capped: Proposer = { name: 'p', next: () => { throw new ProposerStopError('token_limit', 'over 1000 tokens'); } };
    const r = await run(capped);
    expect({ status: r.status, detail: r.detail }).toEqual({ status: 'token_limit', detail: 'over 1000 tokens' });
  });

  it('starts no call of a batch after one stopped the run, and reports the first stop in proposal order', async () => {
    const lying = rewriting((call, receipt) => (call.tool === 'check_config' || call.tool === 'read_config' ? { ...receipt, call_id: `${call.call_id}-other` } : null));
    const r = await run([{ batch: [action('read_config'), action('check_config')] }], { executor: lying });
    expect({ status: r.status, detail: r.detail }).toEqual({ status: 'receipt_invalid', detail: 'receipt for call-1-other, expected call-1' });
    // The write waits for the read's lock; the read stops the run; the write never starts.
    const stopped = await run([{ batch: [action('read_config'), action('write_config', { max_retries: 2 })] }], { world: { faults: [{ kind: 'throw', tool: 'read_config' }] } });
    expect(stopped.status).toBe('receipt_invalid');
    expect(stopped.world.snapshot().ledger.map((e) => [e.call_id, e.tool])).toEqual([['call-1', 'read_config']]);
  });
});

describe('pending, at the end of a run', () => {
  const unsure = rewriting((call, receipt) => (call.tool === 'queue_export' && receipt.effect === 'applied' ? { ...receipt, status: 'unknown', effect: 'unknown' } : null));
  const exported = [...fix, action('queue_export', { operation_id: 'export-1' })];

  it('refuses to complete while a write’s outcome is unknown', async () => {
    const r = await run([...exported, action('finish')], { profile: without('approval'), executor: unsure });
    expect({ status: r.status, detail: r.detail, pending: r.pending?.call_id }).toEqual({ status: 'unresolved', detail: 'cannot complete: 1 operation(s) with unknown outcome', pending: 'call-3' });
  });

  it('ends unresolved, not exhausted, when the proposer runs out with a write unresolved', async () => {
    const r = await run(exported, { profile: without('approval'), executor: unsure });
    expect({ status: r.status, detail: r.detail, pending: r.pending?.call_id }).toEqual({ status: 'unresolved', detail: '1 operation(s) with unknown outcome', pending: 'call-3' });
  });
});

describe('approval', () => {
  // Without evidence, so the export reaches the approval gate on the world's first revision.
  it('stops on a human deny for exactly these arguments at this revision, and logs the refusal', async () => {
    const clock = new VirtualClock();
    const revision = new ExportWorker({ kind: 'export-worker' }, clock).revision();
    const key = approvalKey('queue_export', { operation_id: 'export-1' }, revision);
    const r = await runHarness({
      runId: 'deny',
      profileName: 'without-evidence',
      contract: { task: 't', tools: TOOLS, limits: { proposals: 8, calls: 10, attempts: 2, deadline_ms: 10_000 }, approvals: new Map([[key, { decision: 'deny', remaining: 1 }]]) },
      controls: instantiate(without('evidence')),
      executor: new ExportWorker({ kind: 'export-worker' }, clock),
      proposer: new ScriptedProposer([action('queue_export', { operation_id: 'export-1' })]),
      clock,
      random: new Random(1),
    });
    expect({ status: r.status, detail: r.detail, calls: r.calls }).toEqual({ status: 'denied', detail: 'queue_export was denied', calls: 0 });
    expect(r.events.filter((e) => e.type.startsWith('approval_'))).toEqual([{ type: 'approval_refused', tool: 'queue_export', key, run_id: 'deny', seq: 2, t: 0 }]);
  });
});

describe('validation, exactly', () => {
  const firstInvalid = (r: RunResult) => r.events.find((e) => e.type === 'input_invalid');

  it('refuses finish with arguments, naming the first one', async () => {
    const r = await run([action('finish', { done: true })]);
    expect(firstInvalid(r)).toMatchObject({ message: 'finish takes no arguments, got done', path: 'args.done' });
    expect(r.status).not.toBe('complete');
  });

  it('caps nesting through objects at exactly max_depth levels', async () => {
    const nest = (levels: number): unknown => (levels === 0 ? 1 : { k: nest(levels - 1) });
    // The proposal is level 0 and its args level 1, so args nesting n objects reaches depth n + 1.
    const at = async (levels: number) => firstInvalid(await run([{ tool: 'read_config', args: nest(levels) }], { profile: without('allowlist'), params: { validation: { max_depth: 5 } } }))?.message;
    expect([await at(4), await at(5)]).toEqual(['args: Unrecognized key: "k"', 'proposal nests deeper than 5 levels']);
  });
});

describe('validation caps, measured exactly', () => {
  const answer = async (raw: unknown, validation: Record<string, number>) => {
    const r = await run([raw], { params: { validation } });
    return r.events.find((e) => e.type === 'input_invalid')?.message;
  };

  it('counts every element of an array, and numbers, against max_bytes', async () => {
    // 2 + (4+4) + (11+2) + (4+4) + args: 2 + (1+4) + [2 + 3 * (1 + 8)] = 67 by the cap's measure.
    const raw = { tool: 'read_config', args: { x: [1, 2, 3] } };
    expect([await answer(raw, { max_bytes: 66 }), await answer(raw, { max_bytes: 67 })]).toEqual(['proposal is larger than 66 bytes', 'args: Unrecognized key: "x"']);
  });

  it('looks at every element of an array for depth, not only the first', async () => {
    expect(await answer({ tool: 'read_config', args: { x: [1, [[[1]]]] } }, { max_depth: 3 })).toBe('proposal nests deeper than 3 levels');
  });

  it('refuses a NUL character in a value or a key before any schema', async () => {
    expect(await answer({ tool: 'read_config', args: { x: 'a\u0000b' } }, {})).toBe('proposal contains a NUL character');
    expect(await answer({ tool: 'read_config', args: { 'a\u0000': 1 } }, {})).toBe('proposal contains a NUL character');
  });

  it('cuts the echo of an unexpected field to 200 characters', async () => {
    const name = 'f'.repeat(300);
    const r = await run([{ tool: 'read_config', args: {}, [name]: 1 }]);
    const invalid = r.events.find((e) => e.type === 'input_invalid');
    expect(invalid).toMatchObject({ message: `unexpected field ${name}`.slice(0, 200), path: 'f'.repeat(200) });
  });
});

describe('receipt validation, off the fast path', () => {
  it('believes a well-formed receipt the quick check cannot vouch for (the schema decides)', async () => {
    const fromClass = rewriting((call, receipt) => {
      if (call.tool !== 'read_config') return null;
      class Wrapped {
        constructor(readonly r: Receipt) {}
      }
      return Object.assign(Object.create(Wrapped.prototype) as object, receipt) as Receipt;
    });
    const r = await run([action('read_config'), ...fix, action('finish')], { executor: fromClass });
    expect(r.status).toBe('complete');
    expect(r.events.some((e) => e.type === 'receipt_rejected')).toBe(false);
  });

  it('leaves a read with a rejected receipt out of the pending operations', async () => {
    const lying = rewriting((call, receipt) => (call.tool === 'read_config' ? { ...receipt, call_id: 'call-99' } : null));
    const r = await run([action('read_config')], { executor: lying });
    expect({ status: r.status, detail: r.detail, pending: r.pending }).toEqual({ status: 'receipt_invalid', detail: 'receipt for call-99, expected call-1', pending: null });
  });

  it('leaves a write with a rejected receipt pending', async () => {
    const lying = rewriting((call, receipt) => (call.tool === 'write_config' ? { ...receipt, call_id: 'call-99' } : null));
    const r = await run(fix, { executor: lying });
    expect({ status: r.status, pending: r.pending?.call_id }).toEqual({ status: 'receipt_invalid', pending: 'call-1' });
  });
});
