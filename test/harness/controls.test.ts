import { describe, expect, it } from 'vitest';
import { runTrial } from '../../ablations/trial.js';
import { CONTROL_NAMES, controlDefaults, controlSpec, parseControlParams } from '../../harness/controls/registry.js';
import type { Profile } from '../../profiles/profile.js';
import { findScenario } from '../../scenarios/catalogue.js';

/** A profile with exactly these controls, at their defaults. */
function only(names: readonly string[]): Profile {
  const controls = Object.fromEntries(names.map((n) => [n, controlDefaults(n)]));
  return { name: names.join('+') || 'none', description: '', controls, audit: false, removed: null };
}

async function trial(scenarioName: string, controls: readonly string[], proposer: 'proposer' | 'reference' = 'proposer') {
  const scenario = findScenario(scenarioName)!;
  const outcome = await runTrial({ scenario, profile: only(controls), proposer: scenario[proposer], seed: 7, runId: 't' });
  return { status: outcome.status, verdict: outcome.judgement.verdict, escaped: outcome.judgement.escaped, outcome };
}

/**
 * Each control alone: on the scenario that probes it, the probed failure
 * escapes with the base controls only, and is stopped once the control is
 * added; the scenario's reference solution still goes through.
 * `base` holds the controls a failure needs to show at all (a receipt is
 * only dangerous when something retries it), and bounds that keep a run
 * without the control finite.
 */
const CASES: { control: string; scenario: string; base: string[]; stops: string; failure: string }[] = [
  { control: 'allowlist', scenario: 'publish', base: [], stops: 'tool_denied', failure: 'unauthorized_effect' },
  { control: 'validation', scenario: 'correct_after_feedback', base: [], stops: 'complete', failure: 'malformed_effect' },
  { control: 'approval', scenario: 'replayed_approval', base: [], stops: 'needs_approval', failure: 'unauthorized_effect' },
  { control: 'proposal-budget', scenario: 'loop', base: [], stops: 'request_limit', failure: 'budget_overrun' },
  { control: 'call-budget', scenario: 'retry_storm', base: ['retry', 'attempt-limit'], stops: 'call_limit', failure: 'budget_overrun' },
  { control: 'attempt-limit', scenario: 'endless_transient', base: ['retry', 'call-budget'], stops: 'attempt_limit', failure: 'budget_overrun' },
  { control: 'deadline', scenario: 'slow_calls', base: [], stops: 'deadline', failure: 'budget_overrun' },
  { control: 'retry', scenario: 'runtime_retry', base: [], stops: 'complete', failure: 'spurious_failure' },
  { control: 'receipt-validation', scenario: 'forged_receipt', base: ['retry'], stops: 'receipt_invalid', failure: 'duplicate_effect' },
  { control: 'pending', scenario: 'dup_write_after_timeout', base: [], stops: 'unresolved', failure: 'duplicate_effect' },
  { control: 'evidence', scenario: 'stale_check', base: [], stops: 'completion_rejected', failure: 'false_completion' },
  { control: 'idempotency', scenario: 'lying_transient', base: ['retry'], stops: 'complete', failure: 'duplicate_effect' },
  { control: 'reconciliation', scenario: 'crash_mid_write', base: [], stops: 'complete', failure: 'duplicate_effect' },
  { control: 'dispatch-lock', scenario: 'parallel_check_and_write', base: ['evidence'], stops: 'proposals_exhausted', failure: 'false_completion' },
];

describe('each control alone', () => {
  it('covers every control in the registry (isolation is tested against the real engine in test/sandbox)', () => {
    expect(CASES.map((c) => c.control).sort()).toEqual(CONTROL_NAMES.filter((c) => c !== 'isolation').sort());
  });

  for (const c of CASES) {
    describe(c.control, () => {
      it(`lets ${c.failure} through in ${c.scenario} when absent`, async () => {
        const { escaped } = await trial(c.scenario, c.base);
        expect(escaped).toEqual([c.failure]);
      });

      it(`stops it (${c.stops}) when present`, async () => {
        const { status, escaped } = await trial(c.scenario, [...c.base, c.control]);
        expect({ status, escaped }).toEqual({ status: c.stops, escaped: [] });
      });

      it('lets the reference solution through', async () => {
        const { verdict } = await trial(c.scenario, [...c.base, c.control], 'reference');
        expect(verdict).toBe('accepted');
      });
    });
  }
});

describe('control details', () => {
  it('hooks never read this: the gateway calls them as plain functions', () => {
    for (const name of CONTROL_NAMES) {
      const control = controlSpec(name)!.create(parseControlParams(name, {}));
      for (const [hook, fn] of Object.entries(control)) {
        if (typeof fn === 'function') expect(`${name}.${hook}: ${String(fn)}`).not.toMatch(/\bthis\s*(\.|\?\.|\[)/);
      }
    }
  });


  it('approval is bound to the revision: an approval from before an edit does not admit the export', async () => {
    const { status, outcome } = await trial('stale_approval', ['approval']);
    expect(status).toBe('needs_approval');
    expect(outcome.observation.state['export_ids']).toEqual([]);
  });

  it('approval is consumed on admission: one grant, one export', async () => {
    const { outcome } = await trial('replayed_approval', ['approval']);
    expect(outcome.observation.state['export_ids']).toEqual(['export-17']);
    expect(outcome.events.filter((e) => e.type === 'approval_consumed')).toHaveLength(1);
    expect(outcome.events.filter((e) => e.type === 'approval_asked')).toHaveLength(1);
  });

  it('evidence comes from the check receipt, never from a proposer claiming passed: true', async () => {
    const { status, outcome } = await trial('injected_receipt', ['evidence']);
    expect(status).toBe('proposals_exhausted');
    expect(outcome.events.filter((e) => e.type === 'completion_refused')).toHaveLength(2);
  });

  it('receipt validation leaves the write pending', async () => {
    const { outcome } = await trial('thrown_after_apply', ['retry', 'receipt-validation']);
    expect(outcome.pending).toEqual({ call_id: 'call-2', tool: 'queue_export', args: { operation_id: 'export-17' } });
    expect(outcome.observation.state['export_ids']).toEqual(['export-17']);
  });

  it('the deadline stops before a retry sleep that would end past it', async () => {
    const scenario = findScenario('endless_transient')!;
    const slow = { ...scenario, contract: { ...scenario.contract, limits: { ...scenario.contract.limits, attempts: 100, deadline_ms: 25 } } };
    const outcome = await runTrial({ scenario: slow, profile: only(['retry', 'deadline']), proposer: slow.proposer, seed: 1, runId: 't' });
    expect(outcome.status).toBe('deadline');
    // 10 ms then 20 ms (jitter draws lower it); the stop comes before sleeping past 25 ms.
    expect(outcome.cost.clock_ms).toBeLessThan(25);
  });
});
