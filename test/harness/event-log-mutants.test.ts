import { describe, expect, it } from 'vitest';
import type { Event } from '../../harness/contracts/event.js';
import type { Feedback } from '../../harness/contracts/feedback.js';
import { action } from '../../harness/proposers/scripted.js';
import type { Proposer } from '../../harness/proposers/proposer.js';
import { run, type Setup } from './run-fixture.js';

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
      { type: 'proposal_received', proposal_no: 1, tool: 'write_config' },
      { type: 'call_admitted', call_id: 'call-1', tool: 'write_config', version: 1, args: { max_retries: 2 }, revision: 'r0', write: true },
      { type: 'call_started', call_id: 'call-1', tool: 'write_config', attempt: 1 },
      { type: 'receipt', call_id: 'call-1', tool: 'write_config', attempt: 1, status: 'ok', effect: 'applied', revision: 'r1' },
      { type: 'evidence_cleared', call_id: 'call-1', revision: 'r1' },
      { type: 'proposal_received', proposal_no: 2, tool: 'check_config' },
      { type: 'call_admitted', call_id: 'call-2', tool: 'check_config', version: 1, args: {}, revision: 'r1', write: false },
      { type: 'call_started', call_id: 'call-2', tool: 'check_config', attempt: 1 },
      { type: 'receipt', call_id: 'call-2', tool: 'check_config', attempt: 1, status: 'ok', effect: 'none', revision: 'r1' },
      { type: 'check_passed', call_id: 'call-2', revision: 'r1' },
      { type: 'proposal_received', proposal_no: 3, tool: 'write_config' },
      { type: 'call_admitted', call_id: 'call-3', tool: 'write_config', version: 1, args: { max_retries: 1 }, revision: 'r1', write: true },
      { type: 'call_started', call_id: 'call-3', tool: 'write_config', attempt: 1 },
      { type: 'receipt', call_id: 'call-3', tool: 'write_config', attempt: 1, status: 'ok', effect: 'applied', revision: 'r2' },
      { type: 'evidence_cleared', call_id: 'call-3', revision: 'r2' },
      { type: 'proposal_received', proposal_no: 4, tool: 'finish' },
      { type: 'completion_refused', revision: 'r2', checked: null },
      { type: 'proposal_received', proposal_no: 5, tool: 'check_config' },
      { type: 'call_admitted', call_id: 'call-5', tool: 'check_config', version: 1, args: {}, revision: 'r2', write: false },
      { type: 'call_started', call_id: 'call-5', tool: 'check_config', attempt: 1 },
      { type: 'receipt', call_id: 'call-5', tool: 'check_config', attempt: 1, status: 'ok', effect: 'none', revision: 'r2' },
      { type: 'check_passed', call_id: 'call-5', revision: 'r2' },
      { type: 'proposal_received', proposal_no: 6, tool: 'finish' },
      { type: 'stop', reason: 'complete', detail: 'completion accepted' },
    ]);
    // The proposer is told to check the revision it is on, not the one it checked.
    expect(r.feedback[4]).toEqual({ event: 'check_required', revision: 'r2' });
  });
});
