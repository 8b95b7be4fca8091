import { referenceSubjects } from '../../../ablations/runner/subject.js';
import { describe, expect, it } from 'vitest';
import { prepareCell } from '../../../ablations/runner/cell.js';
import { prepareSubjectCell } from '../../../ablations/runner/subject.js';
import { planTrials, runPlannedTrial, runTrials } from '../../../ablations/runner/matrix.js';
import { parseProposerChoice } from '../../../ablations/runner/proposers.js';
import type { TrialRow } from '../../../ablations/results/store.js';
import { runCellTrial, runReferenceTrial, runTrial, type TrialOutcome } from '../../../ablations/runner/trial.js';
import { VirtualClock } from '../../../harness/clock.js';
import { digest } from '../../../harness/digest.js';
import { Random } from '../../../harness/random.js';
import type { HarnessUnderTest } from '../../../harness/under-test.js';
import { approvalKey } from '../../../harness/controls/approval.js';
import type { Call } from '../../../harness/contracts/call.js';
import { plainCase } from '../../../ablations/fuzz/case-scenario.js';
import { observeCase } from '../../../ablations/fuzz/run-case.js';
import { controlSet } from '../../../harness/controls/control-set.js';
import { RetryParams } from '../../../harness/controls/retry.js';
import { isolates } from '../../../harness/controls/isolation.js';
import { reconcile, recoveryOf } from '../../../harness/controls/reconciliation.js';
import { ExportWorker } from '../../../worlds/export-worker.js';
import { builtInProfiles, findProfile, instantiate, profileFromData } from '../../../harness/profile.js';
import { CATALOGUE, findScenario } from '../../../scenarios/catalogue.js';
import { LAB1_SCENARIOS, LAB2_SCENARIOS } from '../../../scenarios/seed-labs.js';
import type { Scenario } from '../../../scenarios/schema.js';

/** What a trial leaves behind, without the one field that measures real time. */
const trace = (o: TrialOutcome & { pending: unknown }) => ({
  status: o.status,
  detail: logPath(o.detail),
  judgement: o.judgement,
  cost: { ...o.cost, wall_ms: 0 },
  pending: o.pending,
  state: o.observation.state,
  ledger: o.observation.ledger,
  events: o.events,
});

/** A damaged durable log is named by its temporary path in the row's detail: the one part that differs between two runs. */
const logPath = (detail: string) => detail.replace(/\/\S*hb-log-[^:\s]*/g, '<log>');

const comparable = (rows: readonly TrialRow[]) =>
  rows.map((r) => ({ ...r, detail: logPath(r.detail), cost: { ...r.cost, wall_ms: 0 } })).sort((a, b) => `${a.scenario}/${a.profile}/${a.trial}`.localeCompare(`${b.scenario}/${b.profile}/${b.trial}`));

const scenario = (name: string): Scenario => {
  const found = findScenario(name);
  if (found === undefined) throw new Error(`no scenario ${name}`);
  return found;
};

describe('a prepared cell', () => {
  // The seed labs, a feedback script, the stochastic agent (its draws differ per seed) and a crash case (restart, durable log).
  const names = [...LAB1_SCENARIOS, ...LAB2_SCENARIOS].map((s) => s.name).filter((n, i, all) => all.indexOf(n) === i);
  const cases = [...names, 'correct_after_feedback', 'sloppy_agent', 'crash_mid_write', 'replay_divergence'].filter((n) => findScenario(n) !== undefined);

  it('covers the scenarios it says it does', () => {
    expect(cases).toContain('sloppy_agent');
    expect(cases).toContain('crash_mid_write');
    expect(cases.length).toBeGreaterThan(8);
  });

  it('shares no mutable state between its trials: trial 0 then 1, 1 then 0, and each in a fresh cell give the same traces', async () => {
    for (const name of cases) {
      for (const profile of [findProfile('full'), findProfile('without-evidence'), findProfile('without-reconciliation')]) {
        const s = scenario(name);
        const seeds = [11, 12];
        const shared = prepareCell(s, profile, s.proposer);
        const forward = [];
        for (const [trial, seed] of seeds.entries()) forward.push(trace(await runReferenceTrial(shared, { seed, trial, runId: `cell-${trial}` })));
        const other = prepareCell(s, profile, s.proposer);
        const backward = [];
        for (const [trial, seed] of [...seeds.entries()].reverse()) backward.unshift(trace(await runReferenceTrial(other, { seed, trial, runId: `cell-${trial}` })));
        const fresh = [];
        for (const [trial, seed] of seeds.entries()) fresh.push(trace(await runTrial({ scenario: s, profile, proposer: s.proposer, seed, trial, runId: `cell-${trial}` })));
        expect(forward, `${name} under ${profile.name}`).toEqual(fresh);
        expect(backward, `${name} under ${profile.name}`).toEqual(fresh);
      }
    }
  });

  it('gives the matrix the rows of trials each run in a cell of its own, over every in-process scenario and profile', async () => {
    const spec = { scenarios: CATALOGUE.filter((s) => s.world.kind !== 'workspace'), subjects: referenceSubjects(builtInProfiles()), proposers: [parseProposerChoice('scenario')], trials: 3, seed: 5 };
    const planned = planTrials(spec);
    const shared: TrialRow[] = [];
    await runTrials(planned, { seed: spec.seed, jobs: 1, keepEvents: 3, onRow: (r) => shared.push(r) });
    // The same plan again, each trial with a cell prepared for it alone.
    const alone: TrialRow[] = [];
    for (const p of planTrials(spec)) {
      const own = prepareSubjectCell(p.subject, p.scenario, p.proposer);
      alone.push(await runPlannedTrial({ ...p, cell: () => own }, spec.seed, 3));
    }
    expect(shared.length).toBe(planned.length);
    expect(comparable(shared)).toEqual(comparable(alone));
  });

  it('reports a profile it cannot prepare in each of its trials rows, and runs the other cells', async () => {
    const broken = { ...findProfile('full'), name: 'broken', controls: { ...findProfile('full').controls, evidence: { on_stale: 'maybe' } } };
    const planned = planTrials({ scenarios: [scenario('correct_after_feedback')], subjects: referenceSubjects([broken, findProfile('full')]), proposers: [parseProposerChoice('scenario')], trials: 2, seed: 1 });
    const rows = [];
    for (const p of planned) rows.push(await runPlannedTrial(p, 1, 0));
    expect(rows.map((r) => [r.profile, r.trial, r.verdict, r.error?.source ?? null])).toEqual([
      ['broken', 0, 'error', 'scenario'],
      ['broken', 1, 'error', 'scenario'],
      ['full', 0, rows[2]!.verdict, null],
      ['full', 1, rows[3]!.verdict, null],
    ]);
    expect(rows[0]!.detail).toMatch(/^ConfigError: profile broken: control evidence: .*on_stale/s);
    expect(rows[2]!.verdict).not.toBe('error');
  });

  it('refuses a proposer choice that does not apply to its scenario', () => {
    expect(() => prepareCell(scenario('correct_after_feedback'), findProfile('full'), parseProposerChoice('stochastic:careful'))).toThrow(
      'proposer stochastic:careful does not apply to correct_after_feedback',
    );
  });
});

describe("a cell's harness under test", () => {
  it('is the reference harness under the profile, named by profile, bench version and profile digest', () => {
    const cell = prepareCell(scenario('correct_after_feedback'), findProfile('without-evidence'), scenario('correct_after_feedback').proposer);
    expect(cell.harness.identity).toEqual({ kind: 'reference', name: 'without-evidence', version: 'reference@0.1.0', digest: digest(cell.profile).slice(0, 16), placement: 'in-process' });
    expect(cell.harness.clock).toBe('virtual');
    expect(cell.harness.tools).toBe('world');
  });

  it('runs a trial through the interface alone (a world, a proposer factory, a clock) to the same end and events as the trial runner', async () => {
    for (const name of ['correct_after_feedback', 'sloppy_agent']) {
      for (const profile of [findProfile('full'), findProfile('without-evidence')]) {
        const s = scenario(name);
        const cell = prepareCell(s, profile, s.proposer);
        const viaRunner = await runCellTrial(cell, { seed: 7, runId: 'r7' });
        const clock = new VirtualClock(0);
        const world = await cell.createWorld(clock, { runId: 'r7', trialId: 'r7' });
        const { contract, grants } = cell.contractFor(world);
        // No generator passed: the harness makes one from the cell's seed, and the proposer draws from its own.
        const harness: HarnessUnderTest = cell.harness;
        const result = await harness.run({ cell: { runId: 'r7', contract, grants, seed: 7 }, world, clock, makeProposer: () => cell.createProposer(new Random(7), { trialId: 'r7', clock }) });
        await world.close?.();
        expect(result.events.map((e) => e.type)).toEqual(viaRunner.events.map((e) => e.type));
        expect([result.status, result.proposals, result.calls, result.approvalsAsked]).toEqual([viaRunner.status, viaRunner.cost.proposals, viaRunner.cost.calls, viaRunner.cost.approvals_asked]);
        expect(result.startedAt).toBe(0);
      }
    }
  });
});

describe("a cell's contract", () => {
  it('is built once per initial revision of its worlds: approvals are keyed at the revision of the world they meet', async () => {
    const scenario = CATALOGUE.find((s) => s.contract.approvals.length > 0 && s.world.kind === 'export-worker')!;
    const cell = prepareCell(scenario, findProfile('full'), scenario.proposer);
    const world = await cell.createWorld(new VirtualClock(), { runId: 'r', trialId: 't' });
    const first = cell.contractFor(world);
    // The same initial revision: the same contract object, not a rebuilt one.
    expect(cell.contractFor(await cell.createWorld(new VirtualClock(), { runId: 'r', trialId: 't2' }))).toBe(first);
    // A world that starts elsewhere: its approvals are keyed at its own revisions.
    const moved = { ...world, revisionAt: (at: unknown) => `moved:${world.revisionAt(at)}` } as typeof world;
    const other = cell.contractFor(moved);
    const grant = scenario.contract.approvals[0]!;
    expect([...other.grants.keys()]).toEqual([approvalKey(grant.tool, grant.args, moved.revisionAt(grant.at))]);
    expect([...first.grants.keys()]).toEqual([approvalKey(grant.tool, grant.args, world.revisionAt(grant.at))]);
  });
});

describe("the fuzzer's cell", () => {
  it('judges backoff by the retry parameters the run had: the control\'s, or the scenario\'s without it', async () => {
    const c = plainCase({ jitter: 0.5 });
    const full = await observeCase(c, findProfile('full'));
    expect(full.retry).toEqual(RetryParams.parse({ ...findProfile('full').controls['retry'], jitter: 0.5 }));
    const off = await observeCase(c, findProfile('without-retry'));
    expect(off.retry).toEqual(RetryParams.parse({ jitter: 0.5 }));
    expect(full.retry.jitter).toBe(0.5);
  });
});

describe('control sets', () => {
  it('are shared by equal parameters (whatever their key order), never by different ones, and a later change to the caller object changes nothing', () => {
    let builds = 0;
    const build = () => {
      builds++;
      return { controls: instantiate(findProfile('full')), params: {} };
    };
    const params = { retry: { max_attempts: 3, jitter: 0.25 }, evidence: { on_stale: 'refuse' } };
    const first = controlSet(params, build);
    expect(controlSet({ retry: { jitter: 0.25, max_attempts: 3 }, evidence: { on_stale: 'refuse' } }, build)).toBe(first);
    expect(builds).toBe(1);
    const other = controlSet({ retry: { max_attempts: 3, jitter: 0.5 }, evidence: { on_stale: 'refuse' } }, build);
    expect(other).not.toBe(first);
    expect(controlSet({ retry: { max_attempts: 3, jitter: 0.25 }, evidence: { on_stale: 'refuse', extra: 1 } }, build)).not.toBe(first);
    params.retry.jitter = 0.5;
    expect(controlSet({ retry: { max_attempts: 3, jitter: 0.25 }, evidence: { on_stale: 'refuse' } }, build)).toBe(first);
    expect(builds).toBe(3);
  });
});

describe('isolation and reconciliation are decided by their controls', () => {
  it('isolates a cell exactly when its profile has the isolation control, whatever the profile is called', () => {
    const s = scenario('correct_after_feedback');
    expect(prepareCell(s, findProfile('full'), s.proposer).isolation).toBe(true);
    expect(prepareCell(s, findProfile('without-isolation'), s.proposer).isolation).toBe(false);
    expect(prepareCell(s, profileFromData({ name: 'mine', controls: { isolation: false } }, 'mine.yaml'), s.proposer).isolation).toBe(false);
    expect(prepareCell(s, profileFromData({ name: 'mine', controls: { evidence: false } }, 'mine.yaml'), s.proposer).isolation).toBe(true);
    expect(isolates(instantiate(findProfile('full')))).toBe(true);
    expect(isolates([])).toBe(false);
  });

  it("recovers an interrupted write by the reconciliation control's recover, or re-executes it blindly without the control", () => {
    const world = new ExportWorker({ kind: 'export-worker', lookup: 'authoritative' }, new VirtualClock());
    const call: Call = { call_id: 'call-1', tool: 'queue_export', version: 1, args: { operation_id: 'export-1' }, revision: world.revision() };
    world.execute(call, 1);
    expect(recoveryOf(instantiate(findProfile('full')))).toBe(reconcile);
    expect(recoveryOf(instantiate(findProfile('full')))(world, call)).toEqual({ type: 'applied' });
    expect(recoveryOf(instantiate(findProfile('without-reconciliation')))(world, call)).toEqual({ type: 'execute', outcome: 'reexecuted' });
  });

  it('gives a crash trial the restart profile of its scenario, and the cell its own controls otherwise', () => {
    const crash = scenario('crash_mid_write');
    const cell = prepareCell(crash, findProfile('without-reconciliation'), crash.proposer);
    expect(cell.restart?.profile).toBe(cell.profile);
    expect(cell.restart?.controls).toBe(cell.controls);
    const diverging = scenario('replay_divergence');
    const restarted = prepareCell(diverging, findProfile('full'), diverging.proposer).restart;
    expect(restarted?.profile.name).toBe('without-validation');
    expect(restarted?.controls.controls.map((c) => c.name)).not.toContain('validation');
    expect(prepareCell(scenario('correct_after_feedback'), findProfile('full'), scenario('correct_after_feedback').proposer).restart).toBe(null);
  });
});
