/**
 * One trial runner for every kind of system under test: the reference
 * harness under a profile, the crash-and-restart decorator, and an external
 * harness (the reference over the wire, offline) all run one scenario through
 * `runCellTrial` alone, and only their harness differs.
 */
import { describe, expect, it } from 'vitest';
import { prepareCell } from '../../../ablations/runner/cell.js';
import { externalSubject, prepareSubjectCell, referenceSubject, type Subject } from '../../../ablations/runner/subject.js';
import { headerFor, planTrials, runTrials } from '../../../ablations/runner/matrix.js';
import { isUnderTest, type TrialRow } from '../../../ablations/results/store.js';
import { digest } from '../../../harness/digest.js';
import { BENCH_VERSION } from '../../../harness/version.js';
import { parseProposerChoice } from '../../../ablations/runner/proposers.js';
import { runCellTrial, type TrialOutcome } from '../../../ablations/runner/trial.js';
import { CrashRecovery } from '../../../harness/durability/crash-recovery.js';
import { ReferenceHarness } from '../../../harness/reference-harness.js';
import { ExternalHarness } from '../../../harnesses/external-harness.js';
import { resolveHarnesses } from '../../../harnesses/configurations.js';
import { findProfile } from '../../../harness/profile.js';
import { findScenario } from '../../../scenarios/catalogue.js';

const scenario = (name: string) => findScenario(name)!;
const choice = parseProposerChoice('scenario');

describe('runCellTrial runs every kind of subject', () => {
  it('the reference harness, its crash decorator and an external harness, each through the same function', async () => {
    const sloppy = scenario('sloppy_agent');
    const reference = prepareCell(sloppy, findProfile('full'), choice);
    const wire = resolveHarnesses(['ref-wire']).external[0]!;
    const external = prepareSubjectCell(externalSubject(wire), sloppy, choice);
    const crash = prepareCell(scenario('crash_mid_write'), findProfile('full'), choice);
    expect([reference.harness instanceof ReferenceHarness, crash.harness instanceof CrashRecovery, external.harness instanceof ExternalHarness]).toEqual([true, true, true]);
    expect([reference.container, crash.container, external.container]).toEqual(['harness', 'harness', 'bench']);

    const inProcess = await runCellTrial(reference, { seed: 7, runId: 'one-ref' });
    const overWire = await runCellTrial(external, { seed: 7, runId: 'one-wire' });
    const judged = (o: TrialOutcome) => ({ status: o.status, verdict: o.judgement.verdict, provoked: o.judgement.provoked, escaped: o.judgement.escaped, calls: o.cost.calls, retries: o.cost.retries });
    expect(judged(overWire)).toEqual(judged(inProcess));
    // What only the in-process harness knows is its own result's, typed by its cell: its final run state.
    expect(inProcess.run.state.events).toEqual(inProcess.events);
    expect(Object.hasOwn(overWire.run, 'state')).toBe(false);

    // The crash case: the run is cut at its crash and recovered from the durable log, and the reconciliation control stops the duplicate.
    const recovered = await runCellTrial(crash, { seed: 7, runId: 'one-crash' });
    expect({ verdict: recovered.judgement.verdict, escaped: recovered.judgement.escaped }).toEqual({ verdict: 'accepted', escaped: [] });
    const withoutReconciliation = await runCellTrial(prepareCell(scenario('crash_mid_write'), findProfile('without-reconciliation'), choice), { seed: 7, runId: 'one-crash-off' });
    expect(withoutReconciliation.judgement.escaped).toEqual(['duplicate_effect']);
  });

  it('an external harness is out of reach of a crash case before any trial, and the reference harness is not', () => {
    const wire = resolveHarnesses(['ref-wire']).external[0]!;
    const crash = scenario('crash_mid_write');
    expect(prepareSubjectCell(externalSubject(wire), crash, choice).outOfReach?.kind).toBe('needs_internals');
    expect(prepareCell(crash, findProfile('full'), choice).outOfReach).toBe(null);
  });
});

describe('the matrix is scenarios x subjects x proposers', () => {
  it('plans and runs a reference profile and an external configuration as two subjects, and every row names its subject', async () => {
    const wire = externalSubject(resolveHarnesses(['ref-wire']).external[0]!);
    const full = referenceSubject(findProfile('full'));
    const spec = { scenarios: [scenario('sloppy_agent'), scenario('crash_mid_write')], subjects: [full, wire], proposers: [choice], trials: 1, seed: 7 };
    const rows: TrialRow[] = [];
    await runTrials(planTrials(spec), { seed: spec.seed, jobs: 1, keepEvents: 0, onRow: (r) => rows.push(r) });
    expect(rows.map((r) => [r.scenario, r.profile, r.verdict, r.harness])).toEqual([
      ['sloppy_agent', 'full', 'accepted', { kind: 'reference', name: 'full', version: `reference@${BENCH_VERSION}`, digest: digest(findProfile('full')).slice(0, 16), placement: 'in-process' }],
      ['sloppy_agent', 'ref-wire', 'safe_stop', wire.identity],
      ['crash_mid_write', 'full', 'accepted', full.identity],
      ['crash_mid_write', 'ref-wire', 'not_run', wire.identity],
    ]);
    expect(rows.map(isUnderTest)).toEqual([false, true, false, true]);
    // The store header holds the reference profile under profiles and the configuration under harnesses.
    const header = headerFor(spec, null);
    expect([Object.keys(header.definitions!.profiles), Object.keys(header.definitions!.harnesses)]).toEqual([['full'], ['ref-wire']]);
  });

  it('refuses two subjects with one column name before planning', () => {
    const full = findProfile('full');
    const wire = resolveHarnesses(['ref-wire']).external[0]!;
    const plan = (subjects: Subject[]) => () => planTrials({ scenarios: [scenario('sloppy_agent')], subjects, proposers: [choice], trials: 1, seed: 1 });
    expect(plan([referenceSubject(full), referenceSubject(full)])).toThrow('profile full is given twice');
    const named = externalSubject(Object.assign(Object.create(wire) as ExternalHarness, { identity: { ...wire.identity, name: 'full' } }));
    expect(plan([referenceSubject(full), named])).toThrow('harness configuration full has the name of a profile of the reference harness; rename the configuration');
  });

  it('reads a row of a store written before every row named its subject as the reference harness when it names none', () => {
    expect([isUnderTest({}), isUnderTest({ harness: { name: 'agents', version: 'x', digest: 'd' } })]).toEqual([false, true]);
  });
});
