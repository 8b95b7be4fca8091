import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Two test files at a time on two cores: most of a file's time is waiting on containers, harnesses and child
    // processes, and no test depends on the machine being otherwise idle (their time limits are hang guards).
    maxWorkers: 2,
    // Hang guards, not timing claims: long enough for a machine ten times slower than a quiet one
    // (a test's own bounds on time are benchmarks' business). Tests do not set shorter ones.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
