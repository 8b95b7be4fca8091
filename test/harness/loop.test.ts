import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../harness/clock.js';
import type { Event } from '../../harness/contracts/event.js';
import type { Feedback } from '../../harness/contracts/feedback.js';
import { RunawayError, ScriptError } from '../../harness/errors.js';
import { runHarness, type RunResult } from '../../harness/loop.js';
import { PASS, stop, type Control } from '../../harness/controls/control.js';
import { action, ScriptedProposer } from '../../models/scripted.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { Random } from '../../harness/random.js';
import { ExportWorker } from '../../worlds/export-worker.js';
import { FULL, instantiate, withoutAll } from '../../harness/profile.js';
import { freshControls, run, TOOLS } from './run-fixture.js';

/** The loop through its public face: a run's status, events, counters and the feedback a proposer is given. */

function scripted(turns: unknown[]): { proposer: Proposer; feedback: Feedback[] } {
  const feedback: Feedback[] = [];
  let i = 0;
  return {
    feedback,
    proposer: {
      name: 'turns',
      next: (f) => {
        feedback.push(f);
        const turn = turns[i++];
        return (turn ?? { type: 'end' }) as never;
      },
    },
  };
}

describe('the first feedback and the counters', () => {
  it('starts the proposer with the task, and counts proposals and calls', async () => {
    const { proposer, feedback } = scripted([{ type: 'propose', proposal: action('read_config') }, { type: 'propose', proposal: { tool: 'read_config', args: { bad: 1 } } }]);
    const r = await run(proposer);
    expect(feedback[0]).toEqual({ event: 'start', task: 't' });
    expect({ status: r.status, proposals: r.proposals, calls: r.calls, pending: r.pending }).toEqual({ status: 'proposals_exhausted', proposals: 2, calls: 1, pending: null });
    expect(r.state.events).toBe(r.events);
  });

  it('names the tool of a malformed proposal as empty in proposal_received', async () => {
    const r = await run([{ tool: 7, args: {} }, 'text', { args: {} }]);
    expect(r.events.filter((e) => e.type === 'proposal_received').map((e) => (e as { tool: string }).tool)).toEqual(['', '', '']);
  });
});

describe('batches', () => {
  it('answers a batch with one result per proposal, in order, refusals in place', async () => {
    const { proposer, feedback } = scripted([{ type: 'batch', proposals: [action('read_config'), { tool: 'read_config', args: { x: 1 } }, action('finish'), action('check_config')] }]);
    const r = await run(proposer);
    expect(r.status).toBe('proposals_exhausted');
    const results = (feedback[1] as { event: string; results: Record<string, unknown>[] }).results;
    expect(feedback[1]!.event).toBe('batch_result');
    expect(results.map((x) => x['event'])).toEqual(['tool_result', 'invalid_input', 'invalid_input', 'tool_result']);
    expect(results[2]).toEqual({ event: 'invalid_input', message: 'finish cannot be batched with other proposals', path: 'tool' });
    expect(r.events.filter((e) => e.type === 'input_invalid').map((e) => (e as { path: string }).path)).toEqual(['args', 'tool']);
    expect(r.events.filter((e) => e.type === 'proposal_received').map((e) => (e as { proposal_no: number }).proposal_no)).toEqual([1, 2, 3, 4]);
  });

  it('stops a batch at the proposal budget, counting each proposal of it', async () => {
    const r = await run([{ batch: [action('read_config'), action('read_config'), action('read_config')] }], { limits: { proposals: 2 } });
    expect({ status: r.status, detail: r.detail, proposals: r.proposals, calls: r.calls }).toEqual({ status: 'proposal_limit', detail: '2 proposals used', proposals: 2, calls: 0 });
  });

  it('stops a batch whose proposal arrives after the deadline', async () => {
    const clock = new VirtualClock();
    const late: Proposer = { name: 'late', next: () => (clock.advance(5_000), { type: 'batch', proposals: [action('read_config')] }) };
    const r = await run(late, { clock, limits: { deadline_ms: 1_000 } });
    expect({ status: r.status, calls: r.calls }).toEqual({ status: 'deadline', calls: 0 });
  });

  it('stops a batch on a call authorisation refuses with a stop (a tool outside the task)', async () => {
    const r = await run([{ batch: [action('read_config'), action('publish')] }]);
    expect({ status: r.status, detail: r.detail }).toEqual({ status: 'tool_denied', detail: 'publish is not in the allowlist' });
  });

  it('puts an authorisation refusal of a batched call in its place (an export before a check)', async () => {
    const { proposer, feedback } = scripted([{ type: 'batch', proposals: [action('read_config'), action('queue_export', { operation_id: 'e' })] }]);
    await run(proposer, { profile: withoutAll(['approval']) });
    expect((feedback[1] as { results: Record<string, unknown>[] }).results.map((x) => x['event'])).toEqual(['tool_result', 'check_required']);
  });

  it('marks a call that never ran as not_run only when nothing answered it', async () => {
    const { proposer, feedback } = scripted([{ type: 'batch', proposals: [action('read_config'), action('read_config')] }]);
    await run(proposer);
    expect(JSON.stringify(feedback[1])).not.toContain('not_run');
  });
});

describe('ending a run', () => {
  it('ends proposer_error with the message of what the proposer threw, Error or not', async () => {
    const threw = (value: unknown): Proposer => ({ name: 'p', next: () => { throw value; } });
    expect(await run(threw(new Error('socket closed'))).then((r) => [r.status, r.detail])).toEqual(['proposer_error', 'socket closed']);
    expect(await run(threw('plain text')).then((r) => [r.status, r.detail])).toEqual(['proposer_error', 'plain text']);
  });

  it('waits for a proposer that answers later (a promise)', async () => {
    let n = 0;
    const slow: Proposer = { name: 'p', next: async () => (n++ === 0 ? { type: 'propose', proposal: action('read_config') } : { type: 'end' }) };
    const r = await run(slow);
    expect({ status: r.status, calls: r.calls }).toEqual({ status: 'proposals_exhausted', calls: 1 });
  });

  it('aborts a run with no bound at all once it appends maxEvents events, and hands every event to onEvent', async () => {
    const seen: Event[] = [];
    const clock = new VirtualClock();
    const forever: Proposer = { name: 'p', next: () => ({ type: 'propose', proposal: action('read_config') }) };
    const options = {
      runId: 'runaway',
      profileName: 'bare',
      contract: { task: 't', tools: TOOLS, limits: { proposals: 1_000, calls: 1_000, attempts: 2, deadline_ms: 1_000_000 }, approvals: new Map() },
      controls: instantiate(withoutAll(['proposal-budget', 'call-budget', 'deadline'])),
      executor: new ExportWorker({ kind: 'export-worker' }, clock),
      proposer: forever,
      clock,
      random: new Random(1),
      onEvent: (e: Event) => seen.push(e),
      maxEvents: 50,
    };
    await expect(runHarness(options)).rejects.toThrow(new RunawayError('run runaway appended 50 events: the profile has no bound that stops it'));
    expect(seen.map((e) => e.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    // Under the full profile the same proposer is stopped by its budget, well within the cap.
    const { onEvent: _unused, ...quiet } = options;
    const bounded = await runHarness({ ...quiet, runId: 'bounded', controls: instantiate(FULL), contract: { ...options.contract, limits: { ...options.contract.limits, proposals: 3 } } });
    expect(bounded.status).toBe('proposal_limit');
  });
});

describe('a failure of the bench inside the proposer', () => {
  it('is thrown out of the run, not recorded as the proposer failing', async () => {
    // A script with no answer is the bench's error (ScriptError), never a proposer_error status.
    const noAnswer = { next: () => { throw new ScriptError('no rule for this feedback'); } } as unknown as Proposer;
    await expect(run(noAnswer)).rejects.toThrow(ScriptError);
    await expect(run(noAnswer)).rejects.toThrow('no rule for this feedback');
  });
});

/** A run of the export worker under the full profile's controls plus one more, built for the test. */
async function runWith(extra: Control, proposer: Proposer | unknown[], audit?: boolean) {
  const clock = new VirtualClock();
  return runHarness({
    runId: 'extra',
    profileName: 'full+extra',
    contract: { task: 't', tools: TOOLS, limits: { proposals: 8, calls: 10, attempts: 2, deadline_ms: 10_000 }, approvals: new Map() },
    controls: [...freshControls(FULL), extra],
    executor: new ExportWorker({ kind: 'export-worker' }, clock),
    proposer: Array.isArray(proposer) ? new ScriptedProposer(proposer) : proposer,
    clock,
    random: new Random(1),
    ...(audit === undefined ? {} : { audit }),
  });
}

const PASSING: Control = { name: 'nothing' };

describe('a stop from any hook of a control ends the run where it is made', () => {
  it('a stop at validation ends a lone proposal, and a batch at that proposal', async () => {
    const validate: Control = { name: 'stop-at-check-config', validate: (_ctx, proposal) => (proposal.tool === 'check_config' ? stop('tool_denied', 'check_config stopped at validation') : PASS) };
    const lone = await runWith(validate, [action('read_config'), action('check_config'), action('read_config')]);
    expect({ status: lone.status, detail: lone.detail, proposals: lone.proposals, calls: lone.calls }).toEqual({ status: 'tool_denied', detail: 'check_config stopped at validation', proposals: 2, calls: 1 });
    const batch = await runWith(validate, [{ batch: [action('read_config'), action('check_config'), action('read_config')] }]);
    expect({ status: batch.status, detail: batch.detail, proposals: batch.proposals, calls: batch.calls }).toEqual({ status: 'tool_denied', detail: 'check_config stopped at validation', proposals: 2, calls: 0 });
    expect(batch.events.filter((e) => e.type === 'call_admitted')).toEqual([]);
  });

  it('a stop after a batched proposal arrives ends the batch there', async () => {
    const second: Control = { name: 'stop-at-second', afterProposal: (ctx) => (ctx.state.proposals === 2 ? stop('deadline', 'stopped after the second proposal') : PASS) };
    const r = await runWith(second, [{ batch: [action('read_config'), action('read_config'), action('read_config')] }]);
    expect({ status: r.status, detail: r.detail, proposals: r.proposals, calls: r.calls }).toEqual({ status: 'deadline', detail: 'stopped after the second proposal', proposals: 2, calls: 0 });
    expect(r.events.map((e) => e.type)).toEqual(['run_started', 'proposal_received', 'proposal_received', 'stop']);
  });

  it('no call of a batch is admitted or started after an earlier one is stopped at authorisation', async () => {
    const r = await run([{ batch: [action('publish'), action('read_config'), action('check_config')] }]);
    expect({ status: r.status, detail: r.detail, proposals: r.proposals, calls: r.calls }).toEqual({ status: 'tool_denied', detail: 'publish is not in the allowlist', proposals: 3, calls: 0 });
    expect(r.events.filter((e) => e.type === 'call_admitted' || e.type === 'call_started')).toEqual([]);
  });
});

describe('audit events', () => {
  it('are off unless the run asks for them', async () => {
    const types = (r: RunResult) => r.events.map((e) => e.type).filter((t) => t === 'audit');
    expect(types(await runWith(PASSING, [action('read_config')]))).toEqual([]);
    expect(types(await runWith(PASSING, [action('read_config')], false))).toEqual([]);
    expect(types(await runWith(PASSING, [action('read_config')], true))).toEqual(['audit']);
  });
});

describe('the tool named in proposal_received', () => {
  it('is empty for a proposal that is null, undefined, or whose tool is only inherited', async () => {
    const inherited = Object.create({ tool: 'read_config' }) as object;
    const r = await runWith(PASSING, [null, inherited, undefined, action('read_config')]);
    expect(r.events.filter((e) => e.type === 'proposal_received').map((e) => (e as { tool: string }).tool)).toEqual(['', '', '', 'read_config']);
    expect({ status: r.status, proposals: r.proposals, calls: r.calls }).toEqual({ status: 'proposals_exhausted', proposals: 4, calls: 1 });
  });
});
