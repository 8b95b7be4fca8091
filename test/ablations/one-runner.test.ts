/**
 * One trial runner for every kind of system under test: the reference
 * harness under a profile, the crash-and-restart decorator, and an external
 * harness (the reference over the wire, offline) all run one scenario through
 * `runCellTrial` alone, and only their harness differs.
 */
import { describe, expect, it } from 'vitest';
import { prepareCell, prepareExternalCell } from '../../ablations/cell.js';
import { parseProposerChoice } from '../../ablations/proposers.js';
import { runCellTrial } from '../../ablations/trial.js';
import { CrashRecovery } from '../../harness/durability/crash-recovery.js';
import { ReferenceHarness } from '../../harness/reference-harness.js';
import { ExternalHarness } from '../../harnesses/external-harness.js';
import { harnessColumn, resolveHarnesses } from '../../harnesses/configurations.js';
import { findProfile } from '../../harness/profile.js';
import { findScenario } from '../../scenarios/catalogue.js';

const scenario = (name: string) => findScenario(name)!;
const choice = parseProposerChoice('scenario');

describe('runCellTrial runs every kind of subject', () => {
  it('the reference harness, its crash decorator and an external harness, each through the same function', async () => {
    const sloppy = scenario('sloppy_agent');
    const reference = prepareCell(sloppy, findProfile('full'), choice);
    const wire = resolveHarnesses(['ref-wire']).external[0]!;
    const external = prepareExternalCell(sloppy, wire, harnessColumn(wire), choice);
    const crash = prepareCell(scenario('crash_mid_write'), findProfile('full'), choice);
    expect([reference.harness instanceof ReferenceHarness, crash.harness instanceof CrashRecovery, external.harness instanceof ExternalHarness]).toEqual([true, true, true]);
    expect([reference.container, crash.container, external.container]).toEqual(['harness', 'harness', 'bench']);

    const inProcess = await runCellTrial(reference, { seed: 7, runId: 'one-ref' });
    const overWire = await runCellTrial(external, { seed: 7, runId: 'one-wire' });
    const judged = (o: typeof inProcess) => ({ status: o.status, verdict: o.judgement.verdict, provoked: o.judgement.provoked, escaped: o.judgement.escaped, calls: o.cost.calls, retries: o.cost.retries });
    expect(judged(overWire)).toEqual(judged(inProcess));
    expect(inProcess.state).not.toBe(null);
    expect(overWire.state).toBe(null);

    // The crash case: the run is cut at its crash and recovered from the durable log, and the reconciliation control stops the duplicate.
    const recovered = await runCellTrial(crash, { seed: 7, runId: 'one-crash' });
    expect({ verdict: recovered.judgement.verdict, escaped: recovered.judgement.escaped }).toEqual({ verdict: 'accepted', escaped: [] });
    const withoutReconciliation = await runCellTrial(prepareCell(scenario('crash_mid_write'), findProfile('without-reconciliation'), choice), { seed: 7, runId: 'one-crash-off' });
    expect(withoutReconciliation.judgement.escaped).toEqual(['duplicate_effect']);
  }, 120_000);

  it('an external harness is out of reach of a crash case before any trial, and the reference harness is not', () => {
    const wire = resolveHarnesses(['ref-wire']).external[0]!;
    const crash = scenario('crash_mid_write');
    expect(prepareExternalCell(crash, wire, harnessColumn(wire), choice).outOfReach?.kind).toBe('needs_internals');
    expect(prepareCell(crash, findProfile('full'), choice).outOfReach).toBe(null);
  });
});
