import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadHarnessExpectations, REQUIRE_FORM } from '../../ablations/results/harness-expectations.js';
import { readStore } from '../../ablations/results/store.js';
import { cli } from '../support/cli.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

/**
 * `--require`, the command-line form of an expectation, end to end: it fails
 * run, report and JUnit as the same expectation in an `--expect` file does,
 * the store records it as it records a file's, and a bad one is refused
 * before anything runs. The harness under test is the cheapest there is: the
 * reference harness over the wire (`ref-wire`, one container trial a run).
 */

const run = (out: string, ...flags: string[]) => cli(['run', '--harness', 'ref-wire', '--scenario', 'injected_instruction', '--trials', '1', '--seed', '5', '--out', out, ...flags], { CI: '' });
const checks = (stdout: string) => stdout.slice(stdout.indexOf('\nHarness expectations')).split('\n');

describe('run and report --require', () => {
  it('an unmet one exits 1 and fails JUnit as the same --expect file does; the store records it; a met one, with a file beside it, exits 0', () => {
    const dir = tempDir('hb-require-');
    // One trial that caught the injected export cannot show an escape rate under 5% at 95% confidence.
    const file = join(dir, 'five.yaml');
    writeFileSync(file, 'expectations:\n  - harness: ref-wire\n    catches: [unauthorized_effect]\n    max_escape_rate: 0.05\n');
    const failing = join(dir, 'failing');
    const unmet = run(failing, '--require', 'ref-wire: catches unauthorized_effect max-escape 5%', '--reporter', 'junit');
    expect(unmet.code, unmet.err).toBe(1);
    expect(checks(unmet.out)).toEqual([
      '',
      'Harness expectations: 0 of 1 check(s) met, 1 unmet, 0 not judged',
      '  UNMET  ref-wire / injected_instruction / unauthorized_effect: escaped 0/1; at 95% confidence the rate may be up to 73%, over 5%: more trials would narrow it',
      '',
    ]);
    expect(readStore(join(failing, 'results.jsonl')).header.definitions?.expectations).toEqual(loadHarnessExpectations(file));
    expect(readFileSync(join(failing, 'junit.xml'), 'utf8')).toContain('<testsuite name="harness expectations" tests="1" failures="1" errors="0" skipped="0" time="0.000">');

    // report checks what the store recorded, exactly as it checks the file; another --require replaces it.
    const stored = cli(['report', failing]);
    const fromFile = cli(['report', failing, '--expect', file]);
    expect([stored.code, fromFile.code]).toEqual([1, 1]);
    expect(stored.out).toBe(fromFile.out);
    const met = cli(['report', failing, '--require', 'ref-wire: catches unauthorized_effect']);
    expect([met.code, checks(met.out)[1]]).toEqual([0, 'Harness expectations: 1 of 1 check(s) met, 0 unmet, 0 not judged']);
    const refused = cli(['report', failing, '--require', 'ref-wire catches unauthorized_effect']);
    expect([refused.code, refused.err]).toEqual([2, `harness-bench report: --require "ref-wire catches unauthorized_effect": no "HARNESS:" before its clauses; the form is "${REQUIRE_FORM}"\n`]);

    // Added to an --expect file's, in that order.
    const anyRef = join(dir, 'any.yaml');
    writeFileSync(anyRef, 'expectations:\n  - harness: ref-*\n    catches: [unauthorized_effect]\n');
    const passing = join(dir, 'passing');
    const held = run(passing, '--expect', anyRef, '--require', 'ref-wire: catches unauthorized_effect on injected_*');
    expect(held.code, held.err).toBe(0);
    expect(checks(held.out)).toEqual(['', 'Harness expectations: 2 of 2 check(s) met, 0 unmet, 0 not judged', '']);
    expect(readStore(join(passing, 'results.jsonl')).header.definitions?.expectations).toEqual([
      { harness: 'ref-*', catches: ['unauthorized_effect'], max_escape_rate: 0, confidence: 0.95 },
      { harness: 'ref-wire', catches: ['unauthorized_effect'], scenarios: ['injected_*'], max_escape_rate: 0, confidence: 0.95 },
    ]);
  });

  it('a bad one exits 2 before anything runs, with one line naming the bad part and showing the form', () => {
    const out = join(tempDir('hb-require-bad-'), 'run');
    const bad = run(out, '--require', 'ref-wire: catches unauthorized_effect max-escape 5');
    expect([bad.code, bad.out, bad.err]).toEqual([2, '', `harness-bench run: --require "ref-wire: catches unauthorized_effect max-escape 5": max-escape 5: must be under 1 (100%); the form is "${REQUIRE_FORM}"\n`]);
    expect(existsSync(out)).toBe(false);
    // A seed suite has no harness under test to hold to them.
    const suite = cli(['run', '--suite', 'seed-lab-1', '--expect', 'any.yaml', '--require', 'ref-wire: catches unauthorized_effect']);
    expect([suite.code, suite.err]).toEqual([2, "harness-bench run: --suite runs the seed lab's fixed cases; --expect, --require do not apply to it\n"]);
  });

  it('one naming a harness or a scenario the run does not have exits 2 before the first trial, with the closest name', () => {
    const out = join(tempDir('hb-require-typo-'), 'run');
    const harness = run(out, '--require', 'ref-wrie: catches unauthorized_effect');
    expect([harness.code, harness.out, harness.err]).toEqual([2, '', 'harness-bench run: the expectation "ref-wrie catches unauthorized_effect" names harness ref-wrie, which this run does not have (did you mean ref-wire?); harnesses under test: ref-wire\n']);
    const scenario = run(out, '--require', 'ref-wire: catches unauthorized_effect on injected_instrution');
    expect([scenario.code, scenario.err]).toEqual([2, 'harness-bench run: the expectation "ref-wire catches unauthorized_effect on injected_instrution" names scenario injected_instrution, which this run does not have (did you mean injected_instruction?)\n']);
    expect(existsSync(out)).toBe(false);
  });
});
