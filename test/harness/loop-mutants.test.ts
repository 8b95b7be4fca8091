import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../harness/clock.js';
import type { Event } from '../../harness/contracts/event.js';
import type { Feedback } from '../../harness/contracts/feedback.js';
import { RunawayError, ScriptError } from '../../harness/errors.js';
import { runHarness } from '../../harness/loop.js';
import { action } from '../../harness/proposers/scripted.js';
import type { Proposer } from '../../harness/proposers/proposer.js';
import { Random } from '../../harness/random.js';
import { ExportWorker } from '../../harness/worlds/export-worker.js';
import { FULL, instantiate, withoutAll } from '../../profiles/profile.js';
import { run, TOOLS } from './run-fixture.js';

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
