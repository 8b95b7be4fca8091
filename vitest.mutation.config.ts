import { defineConfig } from 'vitest/config';

// The fast suites that exercise the controls, the gateway, the loop and the oracle
// through public interfaces: what StrykerJS runs against each mutant
// (`npm run test:mutation`). Container, CLI and LLM suites stay out: they are slow
// and reach the mutated code only through these same paths.
export default defineConfig({
  test: {
    include: [
      'test/harness/**/*.test.ts',
      'test/ablations/oracle.test.ts',
      'test/ablations/oracle-mutants.test.ts',
      'test/ablations/cell-judge.test.ts',
      'test/ablations/profiles.test.ts',
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
