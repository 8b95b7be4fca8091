import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { FULL, without } from '../../harness/profile.js';
import { ScenarioSchema } from '../../scenarios/schema.js';
import { runTrial } from '../../ablations/runner/trial.js';
import { arbFuzzCase } from '../../ablations/fuzz/arbitraries.js';
import { asFuzzScenario, caseToScenario, caseToScenarioFast } from '../../ablations/fuzz/case-scenario.js';
import { formatFuzzReport } from '../../ablations/fuzz/format-report.js';
import { FuzzReportSchema, type FuzzReport } from '../../ablations/fuzz/fuzz-report.js';
import { invariantProperty } from '../../ablations/fuzz/property.js';
import { replayScenarioFile } from '../../ablations/fuzz/regression-file.js';
import { runFuzz } from '../../ablations/fuzz/runner.js';

const SEED = 77;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fuzz-regressions-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The parts of a report that do not depend on timing, jobs or where it was saved. */
const stable = (r: FuzzReport) => ({ ...r, duration_ms: 0, jobs: 0, violation: r.violation && { ...r.violation, saved_to: null } });

describe('runFuzz', () => {
  it('finds, shrinks, saves and replays a counterexample for a removed control', async () => {
    console.log(`runFuzz without approval: seed ${SEED}`);
    const dir = tempDir();
    const report = await runFuzz({ profile: without('approval'), runs: 500, seed: SEED, saveDir: dir });
    expect(FuzzReportSchema.parse(report)).toEqual(report);
    const v = report.violation!;
    expect(v.violations.map((x) => x.invariant)).toEqual(['approval-used-once']);
    expect(v.steps).toEqual(['write(2)', 'check', 'export(export-2)']);
    expect(v.proposals).toEqual([
      { tool: 'write_config', args: { max_retries: 2 } },
      { tool: 'check_config', args: {} },
      { tool: 'queue_export', args: { operation_id: 'export-2' } },
    ]);
    expect(v.reference).toEqual({
      kind: 'scripted',
      strict: true,
      steps: [
        { tool: 'write_config', args: { max_retries: 2 } },
        { tool: 'check_config', args: {} },
        { tool: 'finish', args: {} },
      ],
    });
    expect(v.oracle_agrees).toBe(true);
    expect(v.saved_to).not.toBeNull();

    const saved = asFuzzScenario(ScenarioSchema.parse(JSON.parse(readFileSync(v.saved_to!, 'utf8'))));
    expect(saved.proposer).toEqual({ kind: 'scripted', strict: false, bad_input: true, steps: v.proposals });
    expect(saved.world.faults).toEqual([]);
    expect(saved.oracle.probes).toEqual([{ failure: 'unauthorized_effect', caught_by: 'approval' }]);
    expect(saved.catalogue).toBe('fuzz.approval-used-once');

    const again = await replayScenarioFile(v.saved_to!, without('approval'));
    expect(again.stillBreaks).toBe(true);
    expect(again.violations.map((x) => x.invariant)).toEqual(['approval-used-once']);
    const guarded = await replayScenarioFile(v.saved_to!, FULL);
    expect(guarded).toMatchObject({ stillBreaks: false, violations: [], status: 'needs_approval' });
    const reference = await runTrial({ scenario: saved, profile: FULL, proposer: saved.reference, seed: 0, runId: 'reference' });
    expect(reference.judgement.verdict).toBe('accepted');

    const text = formatFuzzReport(report);
    expect(text).toContain('approval-used-once');
    expect(text).toContain(`fast-check seed ${v.fc_seed}, path "${v.path}" (property options: requireSolvable, requireOracle)`);
  });

  it('fast-check seed and path replay the shrunk counterexample', async () => {
    const report = await runFuzz({ profile: without('deadline'), runs: 1_000, seed: SEED, save: false });
    const v = report.violation!;
    expect(v.property).toEqual({ requireSolvable: true, requireOracle: false });
    const details = await fc.check(invariantProperty(without('deadline'), v.property), { seed: v.fc_seed, path: v.path, endOnFailure: true });
    expect(details.failed).toBe(true);
    expect(details.counterexample?.[0]).toEqual(v.shrunk);
  });

  it('gives the same answer for 1 and 2 jobs', async () => {
    console.log(`runFuzz jobs 1 and 2, without pending: seed ${SEED}`);
    const one = await runFuzz({ profile: without('pending'), runs: 1_000, seed: SEED, jobs: 1, save: false });
    const two = await runFuzz({ profile: without('pending'), runs: 1_000, seed: SEED, jobs: 2, save: false });
    expect(one.violation).not.toBeNull();
    expect(stable(two)).toEqual(stable(one));
  });

  it('stops starting blocks when the time is up', async () => {
    const report = await runFuzz({ profile: FULL, runs: 10_000, seed: SEED, timeSeconds: 0, save: false });
    expect(report).toMatchObject({ executed: 0, interrupted: true, violation: null });
  });

  it('finds nothing under full', async () => {
    // The open batch findings (findings.test.ts) are set aside.
    const report = await runFuzz({ profile: FULL, runs: 750, seed: SEED, save: false, ignoreKnown: true });
    expect(report.violation).toBeNull();
    expect(report.executed).toBe(750);
    expect(formatFuzzReport(report)).toContain('no invariant broken (16 checked)');
  });

  it('builds the same scenario on the fast path as through the schema', () => {
    for (const c of fc.sample(arbFuzzCase(), { seed: SEED, numRuns: 200 })) expect(caseToScenarioFast(c)).toEqual(caseToScenario(c));
  });
});
