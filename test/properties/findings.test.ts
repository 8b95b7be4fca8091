import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../harness/clock.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { FULL } from '../../harness/profile.js';
import { runTrial } from '../../ablations/runner/trial.js';
import { caseToScenario, plainCase } from '../../ablations/fuzz/case-scenario.js';
import type { FuzzCase } from '../../ablations/fuzz/fuzz-case.js';
import { approvalUsedOnce, gatedCallsNeedCurrentCheck, noWriteWhilePending } from '../../ablations/fuzz/invariants.js';
import { replayEvents } from '../../ablations/fuzz/replay-events.js';
import { observeCase } from '../../ablations/fuzz/run-case.js';

/**
 * Harness bugs the property tests found, now fixed: each test is the exact
 * counterexample, kept as a regression test. See docs/fuzzing.md.
 */
const scenario = caseToScenario(plainCase({ limits: { proposals: 8, calls: 10, attempts: 2, deadline_ms: 1_000 } }));

describe('findings in the harness core', () => {
  it('a proposal that arrives after the deadline is counted and logged (event-log-replays)', async () => {
    const clock = new VirtualClock(0);
    const slow: Proposer = {
      name: 'slow',
      next() {
        clock.advance(2_000);
        return { type: 'propose', proposal: { tool: 'read_config', args: {} } };
      },
    };
    const out = await runTrial({ scenario, profile: FULL, proposer: () => slow, seed: 0, runId: 'late', clock });
    expect(out.status).toBe('deadline');
    expect(out.state.proposals).toBe(1);
    // Fixed: proposal_received is logged before the deadline's afterProposal stops the run, so
    // the log replays to the proposal the state counted.
    expect(replayEvents(out.events).proposals).toBe(out.state.proposals);
  });

  it('a proposer that reuses and changes its proposal object cannot rewrite the log or the ledger', async () => {
    const proposal = { tool: 'write_config', args: { max_retries: 2 } as Record<string, unknown> };
    let turn = 0;
    const mutating: Proposer = {
      name: 'mutating',
      next() {
        if (turn++ === 0) return { type: 'propose', proposal };
        proposal.args['max_retries'] = 'two';
        return { type: 'end' };
      },
    };
    const out = await runTrial({ scenario, profile: FULL, proposer: () => mutating, seed: 0, runId: 'alias', clock: new VirtualClock(0) });
    expect(out.observation.state['config']).toEqual({ max_retries: 2 });
    // Fixed: the harness admits its own copy of the arguments, so the ledger entry and the
    // call_admitted event keep {max_retries: 2} when the proposer changes its object afterwards.
    expect(out.observation.ledger[0]!.args).toEqual({ max_retries: 2 });
    expect(out.events.find((e) => e.type === 'call_admitted')).toMatchObject({ args: { max_retries: 2 } });
    expect(out.judgement.defects).toEqual([]);
  });

  /** Two writes proposed together, the first one's outcome unknown. */
  const twoWrites: FuzzCase = {
    seed: 0,
    jitter: 0,
    initial: 'valid',
    lookup: 'incomplete',
    dedup: true,
    tools: 'lab2',
    limits: { proposals: 8, calls: 10, attempts: 2, deadline_ms: 10_000 },
    approvals: [],
    faults: [{ kind: 'unknown_after_apply', tool: 'write_config', from: 1, count: 1, variant: 'transient_applied', ms: 0 }],
    steps: [{ kind: 'batch', steps: [{ kind: 'write', value: 2 }, { kind: 'write', value: 1 }] }],
  };

  /** A check, then a write and an approved export proposed together. */
  const writeAndExport: FuzzCase = {
    ...twoWrites,
    approvals: [{ op: 1, at: 'initial', decision: 'allow', times: 1 }],
    faults: [],
    steps: [{ kind: 'check' }, { kind: 'batch', steps: [{ kind: 'write', value: 1 }, { kind: 'export', op: 1 }] }],
  };

  it('a write proposed in a batch does not run after an earlier write of the batch became pending (no-write-while-pending)', async () => {
    const obs = await observeCase(twoWrites, FULL);
    // Fixed: each call of a batch is authorised under the dispatch lock after the calls before it
    // answered, so call-2 is stopped by the pending control once call-1's outcome is unknown.
    expect(noWriteWhilePending(obs)).toBeNull();
    expect(obs.status).toBe('unresolved');
    expect(obs.ledger.map((e) => [e.call_id, e.tool, e.effect])).toEqual([['call-1', 'write_config', 'applied']]);
  });

  it('an export proposed in a batch runs only at the revision it was approved and checked for', async () => {
    const obs = await observeCase(writeAndExport, FULL);
    // Fixed: the export is authorised after the write beside it ran, at the new revision, where the
    // evidence control asks for a check again; the export never runs.
    expect([approvalUsedOnce(obs), gatedCallsNeedCurrentCheck(obs)]).toEqual([null, null]);
    expect(obs.ledger.map((e) => [e.call_id, e.tool, e.effect])).toEqual([
      ['call-1', 'check_config', 'none'],
      ['call-2', 'write_config', 'applied'],
    ]);
    expect(obs.events.filter((e) => e.type === 'check_required').map((e) => e.tool)).toEqual(['queue_export']);
  });
});
