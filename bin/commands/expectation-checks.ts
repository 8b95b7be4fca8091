import { checkCounts, expectationsOutcome, loadHarnessExpectations, parseHarnessExpectation, REQUIRE_FORM, type ExpectationCheck, type HarnessExpectation } from '../../ablations/results/harness-expectations.js';
import { asUsage, EXIT, OUTCOME_EXIT, UsageError } from './common.js';

/* The harness expectations given (--expect, --require), their checks in the terminal, and their part in the exit code (run and report alike). */

/**
 * The expectations of `--expect FILE`, then those of each `--require`, in the
 * order given: the same objects either way. Undefined when neither flag is
 * given (`report` then checks the ones the run recorded).
 */
export function givenExpectations(values: { expect?: string | undefined; require?: string[] | undefined }): HarnessExpectation[] | undefined {
  if (values.expect === undefined && values.require === undefined) return undefined;
  const fromFile = values.expect === undefined ? [] : asUsage(() => loadHarnessExpectations(values.expect!));
  return [...fromFile, ...(values.require ?? []).map(required)];
}

/** One `--require`; a usage error naming the bad part and showing the form otherwise. */
function required(text: string): HarnessExpectation {
  const parsed = parseHarnessExpectation(text);
  if (!parsed.ok) throw new UsageError(`--require ${JSON.stringify(text)}: ${parsed.problem}; the form is ${JSON.stringify(REQUIRE_FORM)}`);
  return parsed.expectation;
}

/** The checks as terminal text after the scorecard: the counts, then every check that is not met (empty when the run had none). */
export function formatExpectationChecks(checks: readonly ExpectationCheck[] | undefined): string {
  if (checks === undefined || checks.length === 0) return '';
  const { met, unmet, unjudged } = checkCounts(checks);
  const lines = ['', `Harness expectations: ${met} of ${checks.length} check(s) met, ${unmet} unmet, ${unjudged} not judged`];
  for (const c of checks) {
    if (c.state === 'met') continue;
    lines.push(`  ${c.state === 'unmet' ? 'UNMET' : 'NOT JUDGED'}  ${c.harness}${c.scenario ? ` / ${c.scenario}` : ''}${c.failure ? ` / ${c.failure}` : ''}: ${c.reason}`);
  }
  return `\n${lines.join('\n')}`;
}

/** The exit code with the checks counted: a check the run cannot judge makes it 3, an unmet one at least 1. */
export function withExpectations(exit: number, checks: readonly ExpectationCheck[] | undefined): number {
  const outcome = expectationsOutcome(checks ?? []);
  if (outcome === 'ok' || exit === EXIT.trialError) return exit;
  if (outcome === 'unjudged') return OUTCOME_EXIT.unjudged;
  return exit === EXIT.ok ? OUTCOME_EXIT.failed : exit;
}
