/**
 * Running a suite (ablations/runner/suites.ts): every case once, each row compared with the one its source
 * published. Apart from the suites' definitions, which listing them reads without loading the trial
 * runner.
 */
import { canonicalJson } from '../../harness/digest.js';
import { deriveSeed } from '../../harness/random.js';
import type { Suite, SuiteCase } from './suites.js';
import { runTrial, type ReferenceTrialOutcome } from './trial.js';

export interface SuiteRow {
  row: Record<string, unknown>;
  outcome: ReferenceTrialOutcome;
  /** The published row this case must reproduce, if the suite has one. */
  expected: Record<string, unknown> | null;
  ok: boolean;
}

const caseCache = new WeakMap<Suite, SuiteCase[]>();

function casesOf(suite: Suite): SuiteCase[] {
  let cases = caseCache.get(suite);
  if (cases === undefined) caseCache.set(suite, (cases = suite.cases()));
  return cases;
}

/** Runs every case of a suite once and compares each row with the published one. */
export async function runSuite(suite: Suite, seed: number, options: { compare?: boolean } = {}): Promise<SuiteRow[]> {
  const compare = options.compare ?? true;
  const rows: SuiteRow[] = [];
  for (const [i, c] of casesOf(suite).entries()) {
    const outcome = await runTrial({
      scenario: c.scenario,
      profile: c.profile,
      proposer: c.scenario.proposer,
      seed: deriveSeed(seed, suite.name, i),
      runId: `${suite.name}-${i + 1}`,
    });
    const row = suite.row(c, outcome);
    const expected = suite.expected[i] ?? null;
    rows.push({ row, outcome, expected, ok: !compare || expected === null || canonicalJson(row) === canonicalJson(expected) });
  }
  return rows;
}
