import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTROL_NAMES } from '../../harness/controls/registry.js';
import { FULL, without } from '../../harness/profile.js';
import { loadScenarioFile } from '../../scenarios/load.js';
import { probeControls } from '../../scenarios/schema.js';
import { runTrial } from '../../ablations/runner/trial.js';
import { ORACLE_AGREES, probedInvariants, recordedSeed, regressionFiles, replayScenario } from '../../ablations/fuzz/regression-file.js';

const files = regressionFiles();

describe('saved fuzz regressions (scenarios/regressions/)', () => {
  it('there are saved regressions to replay', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    it(basename(file), async () => {
      const scenario = await loadScenarioFile(file);
      const probed = probedInvariants(scenario);
      expect(probed).not.toBeNull();
      const control = probeControls(scenario.oracle.probes[0]!)[0]!;
      const breaking = CONTROL_NAMES.includes(control) ? without(control) : FULL;

      const broken = await replayScenario(scenario, file, breaking);
      expect(broken.stillBreaks).toBe(true);
      if (breaking !== FULL) {
        const guarded = await replayScenario(scenario, file, FULL);
        expect(guarded.violations).toEqual([]);
      }
      const seed = recordedSeed(scenario);
      const reference = await runTrial({ scenario, profile: FULL, proposer: scenario.reference, seed, runId: 'reference' });
      expect(reference.judgement.verdict).toBe('accepted');

      // The ablation matrix reads the file the same way: the probed failure escapes without the control, never with it.
      if (scenario.description.includes(ORACLE_AGREES)) {
        const failures = scenario.oracle.probes.map((p) => p.failure);
        const escaped = await runTrial({ scenario, profile: breaking, proposer: scenario.proposer, seed, runId: 'escaped' });
        expect(failures.filter((f) => escaped.judgement.escaped.includes(f))).toEqual(failures);
        const caught = await runTrial({ scenario, profile: FULL, proposer: scenario.proposer, seed, runId: 'caught' });
        expect(failures.filter((f) => caught.judgement.escaped.includes(f))).toEqual([]);
      }
    });
  }
});
