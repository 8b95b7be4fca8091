// Mutation testing of the bench's claims: the controls, the gateway, the loop and
// the oracle (`npm run test:mutation`; see the README's testing section).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // TypeScript 7 has no JavaScript API, which Stryker's tsconfig rewriting needs; our
  // tsconfig has no `extends` or `references` to rewrite, so point it at no file.
  tsconfigFile: 'tsconfig.stryker-none.json',
  mutate: [
    'harness/controls/*.ts',
    // The list of controls in order: a mutant reorders or drops a registry entry,
    // which the profile and scenario suites (not in the fast set) catch.
    '!harness/controls/registry.ts',
    // A memo, sealed in its own module: its mutants change speed, or break the
    // agreement with the schema that test/harness/refusal-memo.test.ts checks
    // by property; scoring its speed-only mutants would reward timing tests.
    '!harness/controls/refusal-memo.ts',
    'harness/gateway.ts',
    'harness/loop.ts',
    'ablations/judge/oracle.ts',
    // The judge of a cell: its state and the expectations it failed.
    'ablations/judge/expectations.ts',
  ],
  incremental: true,
  incrementalFile: 'test/mutation/stryker-incremental.json',
  thresholds: { high: 95, low: 90, break: 90 },
  // Static mutants (code run once at module load: schema defaults, `prevents` texts) are not
  // scored: each costs a reload of every suite. scripts/mutation-all.ts prints how many.
  ignoreStatic: true,
  // An infinite loop is a killed mutant; on two cores don't wait long for one.
  timeoutMS: 3000,
  timeoutFactor: 1.5,
  // One test runner: the machine's two cores are shared.
  concurrency: 1,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/out/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
