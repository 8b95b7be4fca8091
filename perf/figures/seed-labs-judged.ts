/** Both seed labs as suites: world, harness, the oracle and the printed row, per case. */
import { SUITES } from '../../ablations/runner/suites.js';
import { runSuite } from '../../ablations/runner/suite-run.js';
import { timedSide, type Figure } from '../figure.js';

export const seedLabsJudged: Figure = {
  name: 'seed-labs-judged',
  title: 'both seed labs per case with the oracle and the printed row (13 cases)',
  unit: 'case',
  subject: async () => {
    const suites = SUITES.filter((s) => s.name === 'seed-lab-1' || s.name === 'seed-lab-2');
    const cases = suites.reduce((n, s) => n + s.cases().length, 0);
    return timedSide(cases, async () => {
      for (const suite of suites) await runSuite(suite, 1, { compare: false });
    });
  },
};
