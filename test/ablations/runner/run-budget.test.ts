import { referenceSubjects } from '../../../ablations/runner/subject.js';
import { describe, expect, it } from 'vitest';
import { planTrials, runTrials, type MatrixSpec } from '../../../ablations/runner/matrix.js';
import { buildProposer, parseProposerChoice, type ProposerChoice } from '../../../ablations/runner/proposers.js';
import { RunBudget, type Spent } from '../../../ablations/runner/run-budget.js';
import type { TrialRow } from '../../../ablations/results/store.js';
import { findProfile } from '../../../harness/profile.js';
import { findScenario } from '../../../scenarios/catalogue.js';

/**
 * A run's token and money caps (run --run-token-limit, --run-cost-limit)
 * live in the runner: the matrix charges each stored row and, once a cap is
 * reached, starts no new trial.
 */

const cost = (tokens_in: number, tokens_out: number, cost_usd: number) => ({ tokens_in, tokens_out, cost_usd });

describe('RunBudget', () => {
  it('adds tokens in and out and money, and says reached from the row that reaches a cap on', () => {
    const budget = new RunBudget({ tokens: 250 });
    expect([cost(60, 40, 0.25), cost(60, 40, 0.25), cost(60, 40, 0.25), cost(0, 0, 0)].map((c) => budget.charge(c))).toEqual([
      { type: 'within', spent: { tokens: 100, usd: 0.25 } },
      { type: 'within', spent: { tokens: 200, usd: 0.5 } },
      { type: 'reached', spent: { tokens: 300, usd: 0.75 } },
      { type: 'reached', spent: { tokens: 300, usd: 0.75 } },
    ]);
    expect([budget.reached, budget.spent]).toEqual([true, { tokens: 300, usd: 0.75 }]);
  });

  it('a money cap binds alone, at the row that makes the total equal to it', () => {
    const budget = new RunBudget({ usd: 0.5 });
    expect([cost(1000, 0, 0.25), cost(1000, 0, 0.25)].map((c) => budget.charge(c).type)).toEqual(['within', 'reached']);
  });

  it('without caps nothing is reached; a cap of 0 is reached by the first row, even a free one', () => {
    const open = new RunBudget({});
    expect(open.charge(cost(1e9, 1e9, 1e6))).toEqual({ type: 'within', spent: { tokens: 2e9, usd: 1e6 } });
    expect(open.reached).toBe(false);
    expect(new RunBudget({ tokens: 0 }).charge(cost(0, 0, 0))).toEqual({ type: 'reached', spent: { tokens: 0, usd: 0 } });
  });
});

/** The scenario's reference solution, as a proposer that says it spent 60 tokens in, 40 out and $0.25 per trial. */
const PRICED: ProposerChoice = {
  id: 'priced',
  specFor: (scenario) => scenario.reference,
  create: (scenario, random) => Object.assign(buildProposer(scenario.reference, random, 'priced'), { usage: () => ({ ...cost(60, 40, 0.25), provider_calls: 1, provider_retries: 0 }) }),
};

const spec = (proposer: ProposerChoice, trials: number): MatrixSpec => ({ scenarios: [findScenario('stale_check')!], subjects: referenceSubjects([findProfile('full')]), proposers: [proposer], trials, seed: 3 });

describe('runTrials with a run budget', () => {
  it('stops starting trials at the row that reaches the cap, says so once with what was spent, and onRow sees that row', async () => {
    const rows: TrialRow[] = [];
    const reached: Spent[] = [];
    const budget = new RunBudget({ tokens: 250 });
    const result = await runTrials(planTrials(spec(PRICED, 6)), { seed: 3, jobs: 1, maxConcurrency: 1, keepEvents: 0, budget, onBudgetReached: (s) => reached.push(s), onRow: (r) => rows.push(r) });
    expect(result).toEqual({ completed: 3, aborted: false, budgetReached: true });
    expect(rows.map((r) => [r.trial, r.cost.tokens_in + r.cost.tokens_out, r.cost.cost_usd])).toEqual([
      [0, 100, 0.25],
      [1, 100, 0.25],
      [2, 100, 0.25],
    ]);
    expect(reached).toEqual([{ tokens: 300, usd: 0.75 }]);
  });

  it('a run within its budget runs every trial and never says reached', async () => {
    const reached: Spent[] = [];
    const result = await runTrials(planTrials(spec(PRICED, 4)), { seed: 3, jobs: 1, maxConcurrency: 1, keepEvents: 0, budget: new RunBudget({ tokens: 401, usd: 1.01 }), onBudgetReached: (s) => reached.push(s), onRow: () => {} });
    expect([result, reached]).toEqual([{ completed: 4, aborted: false, budgetReached: false }, []]);
  });

  it('the trials in flight finish; a run already stopped by its caller is not told the budget stopped it', async () => {
    const caller = new AbortController();
    const reached: Spent[] = [];
    // Two trials in flight at once: the caller stops after the first row, the second row reaches the cap.
    const result = await runTrials(planTrials(spec(PRICED, 6)), {
      seed: 3,
      jobs: 1,
      maxConcurrency: 2,
      keepEvents: 0,
      signal: caller.signal,
      budget: new RunBudget({ tokens: 150 }),
      onBudgetReached: (s) => reached.push(s),
      onRow: () => caller.abort(),
    });
    expect([result, reached]).toEqual([{ completed: 2, aborted: true, budgetReached: true }, []]);
  });

  it('stops two trials at a time too: a cap of 0 is reached by the first row, and no trial starts after it', async () => {
    const reached: Spent[] = [];
    const matrix = spec(parseProposerChoice('scenario'), 200);
    expect(planTrials(matrix)).toHaveLength(200);
    const result = await runTrials(planTrials(matrix), { seed: 3, jobs: 2, keepEvents: 0, threads: { spec: matrix }, budget: new RunBudget({ tokens: 0 }), onBudgetReached: (s) => reached.push(s), onRow: () => {} });
    expect(reached).toEqual([{ tokens: 0, usd: 0 }]);
    expect(result.budgetReached).toBe(true);
    expect(result.completed).toBeLessThan(200);
  });
});
