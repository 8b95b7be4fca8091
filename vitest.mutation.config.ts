import { defineConfig } from 'vitest/config';

// The fast suites that exercise the controls, the gateway, the loop and the oracle
// through public interfaces: what StrykerJS runs against each mutant
// (`npm run test:mutation`). Container, CLI and LLM suites stay out: they are slow
// and reach the mutated code only through these same paths.
// HB_MUTATION_FAST=1 (what `npm run test:mutation:file` sets) leaves out the suites that take
// seconds a test (fuzzed traces under every profile, the digest's and the memo's property tests):
// a surviving mutant runs every test that covers it, and on a loaded 2-core machine those took
// half a minute a survivor. Scores measured this way are lower bounds.
const SLOW = ['test/harness/dispatch-paths.test.ts', 'test/harness/event-contract.test.ts', 'test/harness/digest.test.ts', 'test/harness/refusal-memo.test.ts', 'test/properties/invariants.test.ts'];

export default defineConfig({
  test: {
    exclude: process.env['HB_MUTATION_FAST'] === '1' ? SLOW : [],
    include: [
      'test/harness/**/*.test.ts',
      'test/ablations/judge/oracle.test.ts',
      'test/ablations/judge/oracle-mutants.test.ts',
      'test/ablations/judge/cell-judge.test.ts',
      'test/ablations/judge/expectations-mutants.test.ts',
      'test/ablations/runner/profiles.test.ts',
      'test/properties/invariants.test.ts',
    ],
    testTimeout: 60_000,
    // One module graph for every test file in the worker: StrykerJS switches mutants at
    // run time, so nothing needs re-importing between files, and on this 2-core machine a
    // mutant's run is about three times quicker (the fast suites pass either way). The cost:
    // `instantiate` caches a profile's controls for the process, so what a control does when it
    // is built counts as covered only by the first test that built it; the *-mutants suites
    // build their controls afresh (test/harness/run-fixture.ts) so their tests cover it too.
    isolate: false,
  },
});
