import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSolvable } from '../../bin/commands/check.js';
import { CATALOGUE } from '../../scenarios/catalogue.js';
import { loadScenarioFiles } from '../../scenarios/load.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'scenarios', 'examples');

describe('every scenario is solvable: its reference solution is accepted under full', () => {
  it('built-in scenarios', async () => {
    const problems = [];
    for (const s of CATALOGUE) {
      const problem = await checkSolvable(s, 1);
      if (problem) problems.push(`${s.name}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('the documented example files', async () => {
    const files = readdirSync(EXAMPLES).map((f) => join(EXAMPLES, f));
    expect(files.length).toBeGreaterThanOrEqual(5);
    const scenarios = await loadScenarioFiles(files);
    const problems = [];
    for (const s of scenarios) {
      const problem = await checkSolvable(s, 1);
      if (problem) problems.push(`${s.name}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
