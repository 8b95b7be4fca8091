import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvalKey } from '../../harness/controls/approval.js';
import { canonicalJson, digest } from '../../harness/digest.js';
import { FULL } from '../../harness/profile.js';
import { arbFuzzCase } from '../../ablations/fuzz/arbitraries.js';
import { INVALID_CONFIG, VALID_CONFIG, type FuzzCase } from '../../ablations/fuzz/fuzz-case.js';
import {
  allowlistedCallsOnly,
  approvalUsedOnce,
  checkInvariants,
  completeNeedsCurrentCheck,
  effectOncePerCall,
  eventLogReplays,
  gatedCallsNeedCurrentCheck,
  INVARIANT_NAMES,
  noCallAfterDeadline,
  noWriteWhilePending,
  receiptsMatchCalls,
  retryOnlyTransientNone,
  sameSeedSameTrace,
  transientIsRetried,
  validArgsOnly,
  withinAttemptLimit,
  withinCallBudget,
  withinProposalBudget,
} from '../../ablations/fuzz/invariants.js';
import type { RunObservation } from '../../ablations/fuzz/observation.js';
import { invariantProperty } from '../../ablations/fuzz/property.js';
import { replayEvents } from '../../ablations/fuzz/replay-events.js';
import { observeCase } from '../../ablations/fuzz/run-case.js';

const SEED = 424_242;
const VALID = digest(VALID_CONFIG);
const INITIAL = digest(INVALID_CONFIG);

/** Write a valid config, check it (one transient fault, retried), queue an approved export, finish. */
const BASE: FuzzCase = {
  seed: 7,
  jitter: 0,
  initial: 'invalid',
  lookup: 'incomplete',
  dedup: true,
  tools: 'lab2',
  limits: { proposals: 8, calls: 10, attempts: 2, deadline_ms: 10_000 },
  approvals: [{ op: 1, at: 'valid', decision: 'allow', times: 1 }],
  faults: [{ kind: 'transient', tool: 'check_config', from: 1, count: 1, variant: 'transient_applied', ms: 0 }],
  steps: [{ kind: 'write', value: 2 }, { kind: 'check' }, { kind: 'export', op: 1 }, { kind: 'finish' }],
};

describe('the invariants under full', () => {
  let base: RunObservation;
  beforeAll(async () => {
    base = await observeCase(BASE, FULL, { rerun: true });
  });

  it('the base run completes and keeps every invariant', () => {
    expect(base.status).toBe('complete');
    expect(base.ledger.map((e) => `${e.call_id}#${e.attempt} ${e.tool} ${e.fault ?? '-'}`)).toEqual([
      'call-1#1 write_config -',
      'call-2#1 check_config transient',
      'call-2#2 check_config -',
      'call-3#1 queue_export -',
    ]);
    expect(checkInvariants(base)).toEqual([]);
  });

  it('replayEvents rebuilds counters, evidence, pending and consumed approvals from the log alone', () => {
    expect(replayEvents(base.events)).toEqual({
      proposals: 4,
      calls: 4,
      checked: VALID,
      pending: [],
      consumed: [approvalKey('queue_export', { operation_id: 'export-1' }, VALID)],
      stop: { reason: 'complete', detail: 'completion accepted' },
    });
  });

  it('fuzzed cases never break an invariant under full', async () => {
    console.log(`invariants under full: fast-check seed ${SEED}`);
    const details = await fc.check(invariantProperty(FULL), { seed: SEED, numRuns: 1_000 });
    expect(details.failed ? fc.defaultReportMessage(details) : null).toBeNull();
  });

  it('runTrial and the fast path give the same trace', async () => {
    const cases = fc.sample(arbFuzzCase(), { seed: SEED, numRuns: 60 });
    for (const c of cases) {
      const fast = await observeCase(c, FULL);
      const trial = await observeCase(c, FULL, { via: 'trial' });
      expect(canonicalJson(trial.events)).toBe(canonicalJson(fast.events));
      expect(canonicalJson(trial.ledger)).toBe(canonicalJson(fast.ledger));
      expect(trial.delivered).toBe(fast.delivered);
    }
  });

  describe('each checker fails on a trace that breaks it', () => {
    const withLimits = (o: RunObservation, limits: Partial<RunObservation['scenario']['contract']['limits']>): RunObservation => ({
      ...o,
      scenario: { ...o.scenario, contract: { ...o.scenario.contract, limits: { ...o.scenario.contract.limits, ...limits } } },
    });
    const withLedger = (o: RunObservation, f: (l: RunObservation['ledger'][number][]) => RunObservation['ledger'][number][]): RunObservation => ({
      ...o,
      ledger: f(o.ledger.map((e) => ({ ...e }))),
    });

    it('complete-needs-current-check', () => {
      expect(completeNeedsCurrentCheck({ ...base, world: { ...base.world, revision: INITIAL } })).toBe(
        `completed at revision ${INITIAL.slice(0, 8)}, last passing check was of ${VALID.slice(0, 8)}`,
      );
      expect(completeNeedsCurrentCheck(withLedger(base, (l) => l.filter((e) => e.tool !== 'check_config')))).toBe('completed without any passing check');
      expect(completeNeedsCurrentCheck(withLedger(base, (l) => (l[3]!.fault = 'throw_after_apply', l)))).toBe(
        'completed with call-3#1 queue_export [throw_after_apply] still pending',
      );
    });

    it('gated-calls-need-current-check', () => {
      expect(gatedCallsNeedCurrentCheck(withLedger(base, (l) => (l[3]!.revision_before = INITIAL, l)))).toBe(
        `call-3#1 queue_export executed at revision ${INITIAL.slice(0, 8)}, last passing check was of ${VALID.slice(0, 8)}`,
      );
      expect(gatedCallsNeedCurrentCheck(withLedger(base, (l) => l.filter((e) => e.tool !== 'check_config')))).toBe('call-3#1 queue_export executed without any passing check');
    });

    it('effect-once-per-call', () => {
      const twice = withLedger(base, (l) => [...l, { ...l[3]!, attempt: 2 }]);
      expect(effectOncePerCall(twice)).toBe('call-3 queue_export applied in 2 attempts (1, 2)');
      expect(effectOncePerCall({ ...twice, scenario: { ...twice.scenario, world: { ...twice.scenario.world, dedup: false } } })).toBeNull();
    });

    it('allowlisted-calls-only', () => {
      const tools = ['read_config', 'write_config', 'check_config'];
      expect(allowlistedCallsOnly({ ...base, scenario: { ...base.scenario, contract: { ...base.scenario.contract, tools } } })).toBe(
        "call-3#1 queue_export executed, not in the task's tools",
      );
    });

    it('no-write-while-pending', () => {
      expect(noWriteWhilePending(withLedger(base, (l) => (l[0]!.fault = 'unknown_after_apply', l)))).toBe(
        'call-3#1 queue_export executed while call-1#1 write_config [unknown_after_apply] was pending',
      );
    });

    it('valid-args-only', () => {
      expect(validArgsOnly(withLedger(base, (l) => (l[0]!.args = { max_retries: 'two' }, l)))).toBe(
        'call-1#1 write_config executed with {"max_retries":"two"}, which its schema rejects',
      );
    });

    it('within-proposal-budget, within-call-budget, within-attempt-limit, no-call-after-deadline', () => {
      expect(withinProposalBudget({ ...base, delivered: 9 })).toBe('9 proposals taken, budget 8');
      expect(withinProposalBudget(withLimits(base, { proposals: 2 }))).toBe('4 proposals taken, budget 2');
      expect(withinCallBudget(withLimits(base, { calls: 3 }))).toBe('4 executions, budget 3');
      expect(withinAttemptLimit(withLimits(base, { attempts: 1 }))).toBe('call-2 attempted 2 times, limit 1');
      expect(noCallAfterDeadline(withLimits(base, { deadline_ms: 10 }))).toBe('call-2#2 check_config started at 10 ms, deadline 10 ms');
    });

    it('receipts-match-calls', () => {
      const lying = base.events.map((e) => (e.type === 'receipt' && e.call_id === 'call-2' && e.attempt === 2 ? { ...e, revision: INITIAL } : e));
      expect(receiptsMatchCalls({ ...base, events: lying })).toBe(
        `receipt for call-2#2 says revision ${INITIAL.slice(0, 8)}, the world was at ${VALID.slice(0, 8)}`,
      );
      const silent = base.events.filter((e) => !(e.type === 'receipt' && e.call_id === 'call-3'));
      expect(receiptsMatchCalls({ ...base, events: silent })).toBe('call-3#1 ended with neither a receipt nor a stop');
      const twice = base.events.flatMap((e) => (e.type === 'receipt' && e.call_id === 'call-1' ? [e, e] : [e]));
      expect(receiptsMatchCalls({ ...base, events: twice })).toBe('call-1#1 has 2 receipts');
      expect(receiptsMatchCalls(withLedger(base, (l) => [...l, { ...l[3]!, call_id: 'call-9' }]))).toBe(
        'call-9#1 queue_export executed without a call_started event',
      );
    });

    it('approval-used-once', () => {
      expect(approvalUsedOnce({ ...base, grants: new Map() })).toBe(
        `call-3 queue_export {"operation_id":"export-1"} executed at ${VALID.slice(0, 8)}: use 1 of an approval granted 0 time(s)`,
      );
    });

    it('retry-only-transient-none and transient-is-retried', () => {
      expect(retryOnlyTransientNone(withLedger(base, (l) => (l[1]!.fault = null, l)))).toBe(
        'call-2#2 check_config retried after a plain answer with effect none',
      );
      expect(retryOnlyTransientNone(withLedger(base, (l) => (l[1]!.fault = 'throw', l)))).toBe('call-2#2 check_config retried after throw answer with effect none');
      expect(transientIsRetried(withLedger(base, (l) => l.filter((e) => !(e.call_id === 'call-2' && e.attempt === 2))))).toBe(
        'call-2#1 check_config [transient] was transient with attempts, calls and time left, and never retried',
      );
    });

    it('event-log-replays', () => {
      expect(eventLogReplays({ ...base, state: { ...base.state, proposals: 5 } })).toBe('replay differs: proposals: replayed 4 != state 5');
      expect(eventLogReplays({ ...base, state: { ...base.state, checked: null } })).toBe(`replay differs: checked: replayed "${VALID}" != state null`);
      expect(eventLogReplays({ ...base, emitted: base.emitted.slice(1) })).toBe('20 events appended, 21 in the final log');
      const edited = base.events.map((e, i) => (i === 4 ? { ...e, t: 5 } : e));
      expect(eventLogReplays({ ...base, events: edited })).toBe('event 4 (receipt) changed after it was appended');
      const reordered = base.events.map((e, i) => (i === 3 ? { ...e, seq: 2 } : e));
      expect(eventLogReplays({ ...base, events: reordered, emitted: reordered })).toBe('event 3 has seq 2 after 2');
    });

    it('same-seed-same-trace', () => {
      expect(sameSeedSameTrace({ ...base, rerun: undefined } as unknown as RunObservation)).toBe('no second run to compare (observe with rerun: true)');
      const other = base.rerun!.events.map((e, i) => (i === 10 ? { ...e, delay_ms: 7 } : e));
      expect(sameSeedSameTrace({ ...base, rerun: { ...base.rerun!, events: other } })).toMatch(/^event 10 differs between two runs: /);
    });
  });

  it('names every invariant once', () => {
    expect(INVARIANT_NAMES).toEqual([
      'complete-needs-current-check',
      'gated-calls-need-current-check',
      'allowlisted-calls-only',
      'no-write-while-pending',
      'valid-args-only',
      'within-proposal-budget',
      'within-call-budget',
      'within-attempt-limit',
      'no-call-after-deadline',
      'receipts-match-calls',
      'approval-used-once',
      'retry-only-transient-none',
      'transient-is-retried',
      'effect-once-per-call',
      'event-log-replays',
      'same-seed-same-trace',
    ]);
  });
});
