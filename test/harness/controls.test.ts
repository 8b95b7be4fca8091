import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTrial } from '../../ablations/runner/trial.js';
import { CONTROL_NAMES, controlDefaults, controlSpec, controlSpecs, parseControlParams } from '../../harness/controls/registry.js';
import type { StopReason } from '../../harness/contracts/stop.js';
import type { Profile } from '../../harness/profile.js';
import { findScenario } from '../../scenarios/catalogue.js';
import { probeControls } from '../../scenarios/schema.js';

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
 * Each control alone, on the scenarios it declares (ControlSpec.probes): the
 * probed failure escapes with the base controls only, and is stopped once
 * the control is added; the scenario's reference solution still goes
 * through. A probe of a container scenario (isolation) runs on the real engine.
 */
describe('each control alone, on the scenarios it declares', () => {
  for (const spec of controlSpecs()) {
    for (const c of spec.probes) {
      describe(`${spec.name} on ${c.scenario}`, () => {
        it(`lets ${c.failure} through when absent`, async () => {
          const { escaped } = await trial(c.scenario, c.base);
          expect(escaped).toEqual([c.failure]);
        });

        it(`stops it (${c.stops}) when present`, async () => {
          const { status, escaped } = await trial(c.scenario, [...c.base, spec.name]);
          expect({ status, escaped }).toEqual({ status: c.stops, escaped: [] });
        });

        it('lets the reference solution through', async () => {
          const { verdict } = await trial(c.scenario, [...c.base, spec.name], 'reference');
          expect(verdict).toBe('accepted');
        });
      });
    }
  }
});

describe('what each control declares', () => {
  const source = (name: string) => readFileSync(join('harness', 'controls', `${name}.ts`), 'utf8');

  it('its stop reasons: every stop its module returns by name is declared', () => {
    for (const spec of controlSpecs()) {
      const named = [...source(spec.name).matchAll(/\bstop\('([a-z_]+)'/g)].map((m) => m[1]!);
      expect(named.filter((r) => !spec.stops.includes(r as StopReason)), spec.name).toEqual([]);
    }
  });

  it('its run state: exactly the RunState fields its module reads or writes', () => {
    for (const spec of controlSpecs()) {
      const used = [...new Set([...source(spec.name).matchAll(/\bctx\.state\.([a-zA-Z]+)/g)].map((m) => m[1]!))].sort();
      expect(used, spec.name).toEqual([...spec.state.fields].sort());
    }
  });

  it('its probes: each names a built-in scenario that probes that failure with this control', () => {
    for (const spec of controlSpecs()) {
      for (const probe of spec.probes) {
        const scenario = findScenario(probe.scenario);
        expect(scenario, `${spec.name}: ${probe.scenario}`).toBeDefined();
        const probes = scenario!.oracle.probes.filter((p) => p.failure === probe.failure && probeControls(p).includes(spec.name));
        expect(probes.length, `${spec.name}: ${probe.scenario} probes ${probe.failure}`).toBe(1);
        for (const base of probe.base) expect(CONTROL_NAMES).toContain(base);
      }
    }
  });
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
