// A thread module that fails while loading, for test/harness/worker-pool.test.ts.
throw new Error('broken at load');
