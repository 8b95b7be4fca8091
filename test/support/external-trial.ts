import type { ProposerChoice } from '../../ablations/runner/proposers.js';
import { runPlannedTrial, type PlannedTrial } from '../../ablations/runner/matrix.js';
import type { TrialRow } from '../../ablations/results/store.js';
import type { ExternalHarness } from '../../harnesses/external-harness.js';
import { externalSubject, prepareSubjectCell } from '../../ablations/runner/subject.js';
import type { Scenario } from '../../scenarios/schema.js';

/**
 * One trial of an external harness on a seed the test chooses (to set it
 * beside an in-process trial of the same seed), through the matrix's one
 * trial runner: the planned trial a matrix would make, with that seed.
 */
export function runExternalTrial(input: { scenario: Scenario; harness: ExternalHarness; proposer: ProposerChoice; trial: number; seed: number; runSeed?: number; keepEvents: number }): Promise<TrialRow> {
  const { scenario, harness, proposer } = input;
  const subject = externalSubject(harness);
  const planned: PlannedTrial = {
    index: 0,
    scenario,
    subject,
    proposer,
    trial: input.trial,
    seed: input.seed,
    cell: () => prepareSubjectCell(subject, scenario, proposer),
  };
  return runPlannedTrial(planned, input.runSeed ?? input.seed, input.keepEvents);
}
