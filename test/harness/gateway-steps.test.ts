import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { systemClock, VirtualClock, type Clock } from '../../harness/clock.js';
import type { Event } from '../../harness/contracts/event.js';
import type { Feedback } from '../../harness/contracts/feedback.js';
import type { Receipt } from '../../harness/contracts/receipt.js';
import { PASS, stop, type Control } from '../../harness/controls/control.js';
import { AbortRun } from '../../harness/errors.js';
import type { Executor } from '../../harness/executor.js';
import { OBSERVATION_CAP } from '../../harness/gateway.js';
import { runHarness } from '../../harness/loop.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import type { ToolRegistry } from '../../harness/tools.js';
import { action, ScriptedProposer } from '../../models/scripted.js';
import { Random } from '../../harness/random.js';
import { ExportWorker, type ExportWorkerFixtureInput } from '../../worlds/export-worker.js';
import { FULL, withoutAll, type Profile } from '../../harness/profile.js';
import { freshControls, TOOLS } from './run-fixture.js';

/** The gateway's steps 4 to 7 seen from a run: hooks after the first, slow and failing executors, retries on either clock, the observation of large output. */

interface Go {
  profile?: Profile;
  extra?: Control;
  world?: Partial<ExportWorkerFixtureInput>;
  executor?: (world: ExportWorker, clock: Clock) => Executor;
  clock?: Clock;
  limits?: Partial<{ proposals: number; calls: number; attempts: number; deadline_ms: number }>;
  audit?: boolean;
}

async function go(steps: unknown[] | Proposer, setup: Go = {}) {
  const clock = setup.clock ?? new VirtualClock();
  const world = new ExportWorker({ kind: 'export-worker', ...setup.world }, clock);
  const feedback: Feedback[] = [];
  const scripted = Array.isArray(steps) ? new ScriptedProposer(steps) : steps;
  const proposer: Proposer = { name: 'p', next: (f) => (feedback.push(f), scripted.next(f)) };
  const r = await runHarness({
    runId: 'gw',
    profileName: 'gw',
    contract: { task: 't', tools: TOOLS, limits: { proposals: 8, calls: 10, attempts: 3, deadline_ms: 10_000_000, ...setup.limits }, approvals: new Map() },
    controls: [...freshControls(setup.profile ?? FULL), ...(setup.extra ? [setup.extra] : [])],
    executor: setup.executor ? setup.executor(world, clock) : world,
    proposer,
    clock,
    random: new Random(1),
    audit: setup.audit ?? false,
  });
  return { ...r, world, feedback };
}

const of = (events: readonly Event[], type: string) => events.filter((e) => e.type === type) as (Event & Record<string, unknown>)[];
const NAIVE = withoutAll(['receipt-validation']);

/** The world behind an executor that answers each call through a promise (a slow tool), or through `answer`. */
function slow(answer?: (call: Parameters<Executor['execute']>[0], attempt: number, world: ExportWorker) => unknown, executions: string[] = []) {
  return (world: ExportWorker): Executor => ({
    tools: world.tools,
    revision: () => world.revision(),
    execute: (call, attempt) => {
      executions.push(`${call.tool} ${attempt}`);
      return answer ? answer(call, attempt, world) : Promise.resolve(world.execute(call, attempt));
    },
  });
}

describe('every control’s hook is asked until one decides', () => {
  it('a later control’s stop at the end of the proposals ends the run with it', async () => {
    const r = await go([action('read_config')], { extra: { name: 'end', onEnd: () => stop('unresolved', 'custom end') } });
    expect([r.status, r.detail]).toEqual(['unresolved', 'custom end']);
  });

  it('a stop decided on a receipt ends the run at that call', async () => {
    const r = await go([action('read_config'), action('read_config')], { extra: { name: 'r', onReceipt: () => stop('receipt_invalid', 'custom stop') } });
    expect({ status: r.status, detail: r.detail, calls: r.calls, proposals: r.proposals }).toEqual({ status: 'receipt_invalid', detail: 'custom stop', calls: 1, proposals: 1 });
  });

  it('a refusal decided on a receipt is the feedback the proposer gets', async () => {
    const refusal: Feedback = { event: 'unknown_outcome', call_id: 'call-1', tool: 'read_config' };
    const r = await go([action('read_config')], { extra: { name: 'r', onReceipt: () => ({ type: 'refuse', feedback: refusal }) } });
    expect([r.status, r.feedback[1]]).toEqual(['proposals_exhausted', refusal]);
  });

  it('a refusal at validation is logged as input_invalid only when it is about the input', async () => {
    const refusal: Feedback = { event: 'unknown_tool', tool: 'check_config', message: 'custom refusal' };
    const r = await go([action('check_config')], { extra: { name: 'v', validate: (_ctx, p) => (p.tool === 'check_config' ? { type: 'refuse', feedback: refusal } : PASS) } });
    expect([r.feedback[1], of(r.events, 'input_invalid')]).toEqual([refusal, []]);
  });

  it('a later control passing does not undo an earlier one’s refusal', async () => {
    const r = await go([{ tool: 'read_config', args: { bad: 1 } }], { extra: { name: 'v', validate: () => PASS } });
    expect(r.feedback[1]).toMatchObject({ event: 'invalid_input' });
    expect(r.calls).toBe(0);
  });

  it('names an unknown tool in a tool_unknown event and in the refusal', async () => {
    const r = await go([{ tool: 'nope', args: {} }]);
    expect(of(r.events, 'tool_unknown').map(({ type, tool }) => ({ type, tool }))).toEqual([{ type: 'tool_unknown', tool: 'nope' }]);
    expect(r.feedback[1]).toEqual({ event: 'unknown_tool', tool: 'nope', message: 'no tool named "nope"' });
  });
});

describe('a slow tool (an answer through a promise)', () => {
  it('runs each attempt once, counts and logs it, audits it, and waits out the backoff before the next', async () => {
    const executions: string[] = [];
    let first = true;
    const answer = (call: Parameters<Executor['execute']>[0], attempt: number, world: ExportWorker) => {
      const receipt = world.execute(call, attempt) as Receipt;
      if (first) return ((first = false), Promise.resolve({ ...receipt, status: 'transient', effect: 'none' }));
      return Promise.resolve(receipt);
    };
    const r = await go([action('read_config')], { executor: slow(answer, executions), audit: true });
    expect(executions).toEqual(['read_config 1', 'read_config 2']);
    expect({ status: r.status, calls: r.calls }).toEqual({ status: 'proposals_exhausted', calls: 2 });
    expect(of(r.events, 'call_started').map((e) => e['attempt'])).toEqual([1, 2]);
    expect(of(r.events, 'receipt').map((e) => e['status'])).toEqual(['transient', 'ok']);
    expect(of(r.events, 'audit')).toHaveLength(2);
    const retry = of(r.events, 'retry_scheduled')[0]!;
    expect(of(r.events, 'call_started')[1]!.t).toBe(retry.t + (retry['delay_ms'] as number));
  });

  it('that fails (a rejected promise) is read as a failure, not as its answer', async () => {
    let first = true;
    const answer = (call: Parameters<Executor['execute']>[0], attempt: number, world: ExportWorker) => (first ? ((first = false), Promise.reject(new Error('gone'))) : Promise.resolve(world.execute(call, attempt)));
    const r = await go([action('read_config')], { profile: NAIVE, executor: slow(answer) });
    expect(of(r.events, 'receipt').map((e) => [e['status'], e['effect']])).toEqual([['transient', 'none'], ['ok', 'none']]);
  });
});

describe('calls dispatched together (a batch)', () => {
  it('a call that throws is read as a failure and retried after its backoff', async () => {
    const r = await go([{ batch: [action('read_config')] }], { profile: NAIVE, world: { faults: [{ kind: 'throw', tool: 'read_config', count: 1 }] } });
    expect(of(r.events, 'receipt').map((e) => [e['status'], e['effect']])).toEqual([['transient', 'none'], ['ok', 'none']]);
    const retry = of(r.events, 'retry_scheduled')[0]!;
    expect(of(r.events, 'call_started')[1]!.t).toBe(retry.t + (retry['delay_ms'] as number));
  });

  it('an AbortRun from the executor aborts the run', async () => {
    const aborting = (world: ExportWorker): Executor => ({ tools: world.tools, revision: () => world.revision(), execute: () => { throw new AbortRun('stop everything'); } });
    await expect(go([{ batch: [action('read_config')] }], { executor: aborting })).rejects.toThrow(new AbortRun('stop everything'));
  });

  it('stops a call the call budget has no room for', async () => {
    const r = await go([{ batch: [action('read_config'), action('read_config')] }], { limits: { calls: 1 } });
    expect({ status: r.status, calls: r.calls }).toEqual({ status: 'call_limit', calls: 1 });
    expect(of(r.events, 'call_started')).toHaveLength(1);
  });
});

describe('retries on a real clock (no virtual time to skip)', () => {
  it('sleeps each backoff out, numbers the attempts, and audits each', async () => {
    const r = await go([action('read_config')], { clock: systemClock, world: { faults: [{ kind: 'transient', tool: 'read_config', count: 2 }] }, audit: true });
    expect({ status: r.status, calls: r.calls }).toEqual({ status: 'proposals_exhausted', calls: 3 });
    const started = of(r.events, 'call_started');
    expect(started.map((e) => e['attempt'])).toEqual([1, 2, 3]);
    expect(of(r.events, 'audit')).toHaveLength(3);
    of(r.events, 'retry_scheduled').forEach((retry, i) => {
      // performance.now against a timer that rounds to whole milliseconds and may fire up to one early: half
      // the delay still tells a backoff slept out from one not waited for at all.
      expect(started[i + 1]!.t - retry.t).toBeGreaterThanOrEqual((retry['delay_ms'] as number) / 2);
    });
  });
});

describe('normalise', () => {
  const answerOf = async (rewrite: (receipt: Receipt) => unknown, profile: Profile = NAIVE) => {
    const executor = (world: ExportWorker): Executor => ({ tools: world.tools, revision: () => world.revision(), execute: (call, attempt) => rewrite(world.execute(call, attempt) as Receipt) });
    const r = await go([action('read_config')], { profile, executor });
    return { answer: r.feedback[1] as Feedback & Record<string, unknown>, events: r.events };
  };

  it('an unknown status is an unknown outcome even with no effect claimed', async () => {
    expect((await answerOf((x) => ({ ...x, status: 'unknown', effect: 'none' }), withoutAll(['receipt-validation', 'pending']))).answer).toEqual({ event: 'unknown_outcome', call_id: 'call-1', tool: 'read_config' });
  });

  it('reads null data as no data', async () => {
    expect((await answerOf((x) => ({ ...x, data: null }))).answer).toEqual({ event: 'tool_result', call_id: 'call-1', tool: 'read_config', trust: 'untrusted', data: {} });
  });
});

describe('the observation of large output', () => {
  const observed = async (data: unknown) => {
    const executor = (world: ExportWorker): Executor => ({ tools: world.tools, revision: () => world.revision(), execute: (call, attempt) => ({ ...(world.execute(call, attempt) as Receipt), data }) });
    const r = await go([action('read_config')], { profile: NAIVE, executor });
    return (r.feedback[1] as { data: Record<string, unknown> }).data;
  };
  // Characters JSON writes as six (\u0001), and numbers JSON writes as 24 characters: outputs whose size
  // the gateway's bound must not underestimate.
  const c6 = (n: number) => '\u0001'.repeat(n);
  const NUM = -1.7976931348623157e308;
  const shaped = (m: number, n: number, nulls = 0) => ({ '\u0001': [c6(m), ...Array.from({ length: n }, () => NUM), ...Array.from({ length: nulls }, () => null)] });

  it('passes output of exactly the cap whole, and cuts output one character over it', async () => {
    const at = shaped(1342, 5);
    expect(JSON.stringify(at).length).toBe(OBSERVATION_CAP);
    expect(await observed(at)).toEqual(at);
    const over = shaped(1338, 6);
    const text = JSON.stringify(over);
    expect(text.length).toBe(OBSERVATION_CAP + 1);
    expect(await observed(over)).toEqual({ truncated: true, bytes: text.length, preview: text.slice(0, 512) });
  });

  it('cuts output just over the cap whatever it is made of: nulls, a long array, several keys', async () => {
    const nulls = shaped(1353, 2, 2);
    expect(JSON.stringify(nulls).length).toBe(OBSERVATION_CAP + 1);
    expect(await observed(nulls)).toMatchObject({ truncated: true, bytes: OBSERVATION_CAP + 1 });
    const long = shaped(1350, 4);
    expect(JSON.stringify(long).length).toBe(OBSERVATION_CAP + 23);
    expect(await observed(long)).toMatchObject({ truncated: true, bytes: OBSERVATION_CAP + 23 });
    const keys = { '\u0001': c6(1363), '\u0002': '' };
    expect(await observed(keys)).toMatchObject({ truncated: true, bytes: JSON.stringify(keys).length });
    // Many keys of such characters: each key's comma counts.
    const many: Record<string, string> = {};
    const codes = [1, 2, 3, 4, 5, 6, 7, 11, 14, 15, 16, 17, 18, 19, 20];
    for (const code of codes) many[String.fromCharCode(code)] = c6(89);
    many['\u0014'] = c6(90);
    expect(JSON.stringify(many).length).toBe(OBSERVATION_CAP + 5);
    expect(await observed(many)).toMatchObject({ truncated: true, bytes: OBSERVATION_CAP + 5 });
  });

  it('summarises output that cannot be serialised, too deep or holding a BigInt', async () => {
    let deep: unknown = {};
    for (let i = 0; i < 200_000; i++) deep = i % 2 === 0 ? [deep] : { d: deep };
    expect(await observed({ deep })).toEqual({ truncated: true, note: 'output could not be serialised' });
    expect(await observed({ big: 1n, pad: 'x'.repeat(OBSERVATION_CAP) })).toEqual({ truncated: true, note: 'output could not be serialised' });
  });

  it('keeps the exit code and the key lines of stdout and stderr, each alone or together', async () => {
    const long = 'y'.repeat(3000);
    const out = await observed({ exit_code: 2, stdout: `${long}\n${long}\n${long}\nlast` });
    expect([out['exit_code'], out['key_lines']]).toEqual([2, [`${'y'.repeat(200)}…`, `${'y'.repeat(200)}…`, `${'y'.repeat(200)}…`, 'last', '']]);
    const err = await observed({ exit_code: 'no', stderr: `${long}\n${long}\n${long}` });
    expect([Object.hasOwn(err, 'exit_code'), err['key_lines']]).toEqual([false, ['', `${'y'.repeat(200)}…`, `${'y'.repeat(200)}…`, `${'y'.repeat(200)}…`]]);
    const neither = await observed({ notes: long.repeat(3) });
    expect(Object.keys(neither)).toEqual(['truncated', 'bytes', 'preview']);
  });
});

describe('edges of the steps', () => {
  it('finish is the harness’s own: no control is handed a world’s tool of that name', async () => {
    const impostor = { name: 'finish', version: 1, capability: 'read' as const, description: 'a world tool with the reserved name', args: z.strictObject({}) };
    const handed: unknown[] = [];
    const executor = (world: ExportWorker): Executor => ({
      tools: { resolve: (name: string) => (name === 'finish' ? impostor : world.tools.resolve(name)), names: () => world.tools.names(), list: () => world.tools.list() } as unknown as ToolRegistry,
      revision: () => world.revision(),
      execute: (call, attempt) => world.execute(call, attempt),
    });
    const r = await go([action('finish')], { profile: withoutAll(['evidence']), executor, extra: { name: 'v', validate: (_ctx, p, tool) => (p.tool === 'finish' && handed.push(tool), PASS) } });
    expect([r.status, handed]).toEqual(['complete', [undefined]]);
  });

  it('an AbortRun thrown at once by a later attempt of a slow call aborts the run', async () => {
    const answer = (call: Parameters<Executor['execute']>[0], attempt: number, world: ExportWorker) => {
      if (attempt > 1) throw new AbortRun('abort on the retry');
      return Promise.resolve({ ...(world.execute(call, attempt) as Receipt), status: 'transient', effect: 'none' });
    };
    await expect(go([action('read_config')], { executor: slow(answer) })).rejects.toThrow(new AbortRun('abort on the retry'));
  });

  it('output nested deeper than JSON can write, object in object, is summarised, not a crash', async () => {
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 200_000; i++) deep = { d: deep };
    const executor = (world: ExportWorker): Executor => ({ tools: world.tools, revision: () => world.revision(), execute: (call, attempt) => ({ ...(world.execute(call, attempt) as Receipt), data: deep }) });
    const r = await go([action('read_config')], { profile: NAIVE, executor });
    expect((r.feedback[1] as { data: unknown }).data).toEqual({ truncated: true, note: 'output could not be serialised' });
  });
});
