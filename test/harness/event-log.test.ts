import { describe, expect, it } from 'vitest';
import type { Event } from '../../harness/contracts/event.js';
import type { Feedback } from '../../harness/contracts/feedback.js';
import { VirtualClock } from '../../harness/clock.js';
import { approvalKey } from '../../harness/controls/approval.js';
import { action } from '../../models/scripted.js';
import { ExportWorker } from '../../worlds/export-worker.js';
import { without } from '../../harness/profile.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { rewriting, run, type Setup } from './run-fixture.js';

/**
 * Whole event logs and proposer feedback of short runs, pinned exactly: the
 * log is what `trace`, the reports and a resumed run read, and every control
 * writes into it. Revisions are named r0, r1, ... in order of first appearance.
 */

function symbolic<T>(value: T): T {
  const names = new Map<string, string>();
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) => {
    if (typeof v === 'string' && /^[0-9a-f]{64}$/.test(v)) {
      if (!names.has(v)) names.set(v, `r${names.size}`);
      return names.get(v);
    }
    return v;
  }) as T;
}

/** A scripted proposer that also records the feedback it is given before each step. */
function recording(script: unknown[]): { proposer: Proposer; feedback: Feedback[] } {
  const feedback: Feedback[] = [];
  let i = 0;
  const proposer: Proposer = {
    name: 'recording',
    next: (f) => {
      feedback.push(f);
      const step = script[i++];
      if (step === undefined) return { type: 'end' };
      if (typeof step === 'object' && step !== null && 'batch' in step) return { type: 'batch', proposals: (step as { batch: unknown[] }).batch };
      return { type: 'propose', proposal: step };
    },
  };
  return { proposer, feedback };
}

async function logOf(script: unknown[], setup: Setup = {}) {
  const { proposer, feedback } = recording(script);
  const r = await run(proposer, setup);
  const events = r.events.map(({ run_id: _r, seq: _s, t: _t, ...e }) => e as Omit<Event, 'run_id' | 'seq' | 't'>);
  return symbolic({ status: r.status, detail: r.detail, events, feedback });
}

describe('evidence, in the event log', () => {
  it('clears evidence on each applied write, refuses a finish on a changed world with check_required, and accepts one after a new check', async () => {
    const r = await logOf([
      action('write_config', { max_retries: 2 }),
      action('check_config'),
      action('write_config', { max_retries: 1 }),
      action('finish'),
      action('check_config'),
      action('finish'),
    ]);
    expect(r.status).toBe('complete');
    expect(r.detail).toBe('completion accepted');
    expect(r.events).toEqual([
      { type: 'run_started', task: 't', profile: 'full' },
      { type: 'proposal_received', proposal_no: 1, tool: 'write_config', args: '{"max_retries":2}' },
      { type: 'call_admitted', call_id: 'call-1', tool: 'write_config', version: 1, args: { max_retries: 2 }, revision: 'r0', write: true },
      { type: 'call_started', call_id: 'call-1', tool: 'write_config', attempt: 1 },
      { type: 'receipt', call_id: 'call-1', tool: 'write_config', attempt: 1, status: 'ok', effect: 'applied', revision: 'r1' },
      { type: 'evidence_cleared', call_id: 'call-1', revision: 'r1' },
      { type: 'proposal_received', proposal_no: 2, tool: 'check_config', args: '{}' },
      { type: 'call_admitted', call_id: 'call-2', tool: 'check_config', version: 1, args: {}, revision: 'r1', write: false },
      { type: 'call_started', call_id: 'call-2', tool: 'check_config', attempt: 1 },
      { type: 'receipt', call_id: 'call-2', tool: 'check_config', attempt: 1, status: 'ok', effect: 'none', revision: 'r1' },
      { type: 'check_passed', call_id: 'call-2', revision: 'r1' },
      { type: 'proposal_received', proposal_no: 3, tool: 'write_config', args: '{"max_retries":1}' },
      { type: 'call_admitted', call_id: 'call-3', tool: 'write_config', version: 1, args: { max_retries: 1 }, revision: 'r1', write: true },
      { type: 'call_started', call_id: 'call-3', tool: 'write_config', attempt: 1 },
      { type: 'receipt', call_id: 'call-3', tool: 'write_config', attempt: 1, status: 'ok', effect: 'applied', revision: 'r2' },
      { type: 'evidence_cleared', call_id: 'call-3', revision: 'r2' },
      { type: 'proposal_received', proposal_no: 4, tool: 'finish', args: '{}' },
      { type: 'completion_refused', revision: 'r2', checked: null },
      { type: 'proposal_received', proposal_no: 5, tool: 'check_config', args: '{}' },
      { type: 'call_admitted', call_id: 'call-5', tool: 'check_config', version: 1, args: {}, revision: 'r2', write: false },
      { type: 'call_started', call_id: 'call-5', tool: 'check_config', attempt: 1 },
      { type: 'receipt', call_id: 'call-5', tool: 'check_config', attempt: 1, status: 'ok', effect: 'none', revision: 'r2' },
      { type: 'check_passed', call_id: 'call-5', revision: 'r2' },
      { type: 'proposal_received', proposal_no: 6, tool: 'finish', args: '{}' },
      { type: 'stop', reason: 'complete', detail: 'completion accepted' },
    ]);
    // The proposer is told to check the revision it is on, not the one it checked.
    expect(r.feedback[4]).toEqual({ event: 'check_required', revision: 'r2' });
  });
});

const fix = [action('write_config', { max_retries: 2 }), action('check_config')];
const exportOne = action('queue_export', { operation_id: 'export-1' });

describe('approval, in the event log', () => {
  // Without evidence, so the export reaches the gate on the world's first revision.
  const key = approvalKey('queue_export', { operation_id: 'export-1' }, new ExportWorker({ kind: 'export-worker' }, new VirtualClock()).revision());

  it('consumes a single allow on the first export and asks again for the replay', async () => {
    const r = await logOf([exportOne, exportOne], { profile: without('evidence'), approvals: new Map([[key, { decision: 'allow', remaining: 1 }]]) });
    expect({ status: r.status, detail: r.detail }).toEqual({ status: 'needs_approval', detail: 'queue_export needs approval for these arguments at this revision' });
    expect(r.events.filter((e) => e.type.startsWith('approval_') || e.type === 'call_admitted')).toEqual(
      symbolic([
        { type: 'approval_consumed', tool: 'queue_export', key },
        { type: 'call_admitted', call_id: 'call-1', tool: 'queue_export', version: 1, args: { operation_id: 'export-1' }, revision: new ExportWorker({ kind: 'export-worker' }, new VirtualClock()).revision(), write: true },
        { type: 'approval_asked', tool: 'queue_export', key },
      ]),
    );
  });

  it('lets an allow for two calls authorise both', async () => {
    const r = await run([exportOne, exportOne], { profile: without('evidence'), approvals: new Map([[key, { decision: 'allow', remaining: 2 }]]) });
    expect(r.events.filter((e) => e.type.startsWith('approval_')).map((e) => e.type)).toEqual(['approval_consumed', 'approval_consumed']);
    expect(r.status).toBe('proposals_exhausted');
  });
});

describe('pending, in the event log', () => {
  it('records the unknown write as pending, tells the proposer the outcome is unknown, and blocks the re-send', async () => {
    const r = await logOf([...fix, exportOne, exportOne], { profile: without('approval'), world: { faults: [{ kind: 'unknown_after_apply', tool: 'queue_export' }] } });
    expect({ status: r.status, detail: r.detail }).toEqual({ status: 'unresolved', detail: 'queue_export blocked: 1 operation(s) with unknown outcome' });
    expect(r.events.slice(-5)).toEqual([
      { type: 'receipt', call_id: 'call-3', tool: 'queue_export', attempt: 1, status: 'unknown', effect: 'unknown', revision: 'r1' },
      { type: 'audit', call_id: 'call-3', revision: 'r1' },
      { type: 'effect_pending', call_id: 'call-3', tool: 'queue_export', args: { operation_id: 'export-1' } },
      { type: 'proposal_received', proposal_no: 4, tool: 'queue_export', args: '{"operation_id":"export-1"}' },
      { type: 'stop', reason: 'unresolved', detail: 'queue_export blocked: 1 operation(s) with unknown outcome' },
    ]);
    expect(r.feedback[3]).toEqual({ event: 'unknown_outcome', call_id: 'call-3', tool: 'queue_export' });
  });

  it('tells the proposer a read’s outcome is unknown but leaves nothing pending for it', async () => {
    const unsureRead = rewriting((call, receipt) => (call.tool === 'read_config' ? { ...receipt, status: 'unknown', effect: 'unknown' } : null));
    const r = await logOf([action('read_config'), action('write_config', { max_retries: 2 })], { executor: unsureRead });
    expect(r.feedback[1]).toEqual({ event: 'unknown_outcome', call_id: 'call-1', tool: 'read_config' });
    expect(r.events.map((e) => e.type)).not.toContain('effect_pending');
    expect({ status: r.status, admitted: r.events.filter((e) => e.type === 'call_admitted').length }).toEqual({ status: 'proposals_exhausted', admitted: 2 });
  });

  it('lets a read through while a write is pending', async () => {
    const r = await run([...fix, exportOne, action('read_config'), action('lookup_export', { operation_id: 'export-1' })], { profile: without('approval'), world: { faults: [{ kind: 'unknown_after_apply', tool: 'queue_export' }] } });
    expect({ status: r.status, detail: r.detail, calls: r.calls }).toEqual({ status: 'unresolved', detail: '1 operation(s) with unknown outcome', calls: 5 });
  });
});

describe('retry, in the event log', () => {
  it('retries a transient read with the same call id after the backoff, without a new proposal', async () => {
    const r = await logOf([action('read_config')], { world: { faults: [{ kind: 'transient', tool: 'read_config', count: 1 }] }, params: { retry: { base_ms: 40, cap_ms: 1_000, jitter: 0 } } });
    expect(r.events).toEqual([
      { type: 'run_started', task: 't', profile: 'full' },
      { type: 'proposal_received', proposal_no: 1, tool: 'read_config', args: '{}' },
      { type: 'call_admitted', call_id: 'call-1', tool: 'read_config', version: 1, args: {}, revision: 'r0', write: false },
      { type: 'call_started', call_id: 'call-1', tool: 'read_config', attempt: 1 },
      { type: 'receipt', call_id: 'call-1', tool: 'read_config', attempt: 1, status: 'transient', effect: 'none', revision: 'r0' },
      { type: 'retry_scheduled', call_id: 'call-1', attempt: 1, delay_ms: 40 },
      { type: 'call_started', call_id: 'call-1', tool: 'read_config', attempt: 2 },
      { type: 'receipt', call_id: 'call-1', tool: 'read_config', attempt: 2, status: 'ok', effect: 'none', revision: 'r0' },
      { type: 'stop', reason: 'proposals_exhausted', detail: 'the proposer has nothing more to propose' },
    ]);
  });

  it('retries only a transient receipt, not one whose outcome is unknown (pending off, so retry sees it)', async () => {
    const unsure = rewriting((call, receipt) => (call.tool === 'read_config' ? { ...receipt, status: 'unknown', effect: 'unknown' } : null));
    const r = await logOf([action('read_config')], { profile: without('pending'), executor: unsure });
    expect(r.events.map((e) => e.type)).not.toContain('retry_scheduled');
    expect(r.feedback[1]).toEqual({ event: 'unknown_outcome', call_id: 'call-1', tool: 'read_config' });
  });

  it('hands the transient receipt back to the proposer when retry is off', async () => {
    const r = await logOf([action('read_config')], { profile: without('retry'), world: { faults: [{ kind: 'transient', tool: 'read_config', count: 1 }] } });
    expect(r.events.map((e) => e.type)).not.toContain('retry_scheduled');
    expect(r.feedback[1]).toEqual({ event: 'transient_failure', call_id: 'call-1', tool: 'read_config' });
  });
});

describe('a failing check, in the event log', () => {
  it('logs check_failed, keeps no evidence, and refuses the finish with checked null', async () => {
    // 9 is an integer (the write's schema takes it) outside the check's range 0..2.
    const r = await logOf([action('write_config', { max_retries: 9 }), action('check_config'), action('finish')]);
    expect(r.events.slice(-6)).toEqual([
      { type: 'call_started', call_id: 'call-2', tool: 'check_config', attempt: 1 },
      { type: 'receipt', call_id: 'call-2', tool: 'check_config', attempt: 1, status: 'ok', effect: 'none', revision: 'r1' },
      { type: 'check_failed', call_id: 'call-2', revision: 'r1' },
      { type: 'proposal_received', proposal_no: 3, tool: 'finish', args: '{}' },
      { type: 'completion_refused', revision: 'r1', checked: null },
      { type: 'stop', reason: 'proposals_exhausted', detail: 'the proposer has nothing more to propose' },
    ]);
    expect(r.feedback[3]).toEqual({ event: 'check_required', revision: 'r1' });
  });

  it('lets a failing check undo an earlier passing one of the same revision', async () => {
    // The second check of the same revision fails (a flaky validator, say): the evidence goes with it.
    let checks = 0;
    const secondFails = rewriting((call, receipt) => (call.tool === 'check_config' && ++checks === 2 ? { ...receipt, data: { ...receipt.data, passed: false } } : null));
    const r = await run([...fix, action('check_config'), action('finish')], { executor: secondFails });
    expect(r.status).toBe('proposals_exhausted');
    expect(r.events.filter((e) => e.type.startsWith('check_')).map((e) => e.type)).toEqual(['check_passed', 'check_failed']);
  });

  it('stops the run on a stale finish when on_stale is stop', async () => {
    const r = await run([action('write_config', { max_retries: 2 }), action('finish')], { params: { evidence: { on_stale: 'stop' } } });
    expect({ status: r.status, detail: r.detail }).toEqual({ status: 'completion_rejected', detail: 'no passing check of the current revision' });
  });
});

describe('evidence before a tool that needs a current check', () => {
  it('refuses an export on an unchecked revision with check_required, runs nothing, and admits it after a check', async () => {
    const r = await logOf([action('write_config', { max_retries: 2 }), exportOne, action('check_config'), exportOne], { profile: without('approval') });
    expect(r.events.filter((e) => e.type === 'check_required')).toEqual([{ type: 'check_required', tool: 'queue_export', revision: 'r1' }]);
    expect(r.feedback[2]).toEqual({ event: 'check_required', revision: 'r1' });
    expect(r.events.filter((e) => e.type === 'call_admitted').map((e) => (e as unknown as { call_id: string }).call_id)).toEqual(['call-1', 'call-3', 'call-4']);
  });
});
