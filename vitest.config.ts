import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Hang guards, not timing claims: long enough for a machine ten times slower than a quiet one
    // (a test's own bounds on time are benchmarks' business). Tests do not set shorter ones.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
