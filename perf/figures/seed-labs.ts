/**
 * The seed labs in process against the seed's own Python labs. One iteration
 * of ours is what the Python lab times: build the world, the proposer and the
 * run's state and run every case through the harness (no oracle, no row);
 * each case's cell (controls, gateway, contract, world and proposer
 * factories) is prepared once and reused across iterations, as a matrix
 * reuses a cell for its trials.
 */
import { VirtualClock } from '../../harness/clock.js';
import { runHarness } from '../../harness/loop.js';
import { Random } from '../../harness/random.js';
import { prepareCell } from '../../ablations/runner/cell.js';
import { SUITES } from '../../ablations/runner/suites.js';
import { timedSide, type Figure } from '../figure.js';
import { pythonLabSide } from '../python-lab.js';

async function harnessRuns(suiteName: string) {
  const suite = SUITES.find((s) => s.name === suiteName);
  if (suite === undefined) throw new Error(`no suite ${suiteName}`);
  const cells = suite.cases().map((c) => prepareCell(c.scenario, c.profile, c.scenario.proposer));
  return timedSide(cells.length, async () => {
    for (const cell of cells) {
      const clock = new VirtualClock();
      const built = cell.createWorld(clock, { runId: 'perf', trialId: 'perf' });
      const world = built instanceof Promise ? await built : built;
      const random = new Random(1);
      await runHarness({
        runId: 'perf',
        profileName: cell.profile.name,
        contract: cell.contractFor(world).contract,
        controls: cell.controls.controls,
        gateway: cell.controls.gateway,
        executor: world,
        proposer: cell.createProposer(random, { trialId: 'perf', clock }),
        clock,
        random,
        audit: cell.profile.audit,
      });
    }
  });
}

export const seedLab1: Figure = {
  name: 'seed-lab-1',
  title: "seed lab 1 per case (its 8-case matrix) against the seed's Python lab 1",
  unit: 'case',
  subject: () => harnessRuns('seed-lab-1'),
  reference: { label: "the seed's Python lab 1", ratio: 'reference/subject', side: () => pythonLabSide('lab1'), goal: '5x faster' },
};

export const seedLab2: Figure = {
  name: 'seed-lab-2',
  title: "seed lab 2 per scenario (its 5 scenarios) against the seed's Python lab 2",
  unit: 'scenario',
  subject: () => harnessRuns('seed-lab-2'),
  reference: { label: "the seed's Python lab 2", ratio: 'reference/subject', side: () => pythonLabSide('lab2'), goal: '5x faster' },
};
