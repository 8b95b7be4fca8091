import { describe, expect, it } from 'vitest';
import { formatThroughput, measureFuzzThroughput } from '../../perf/fuzz-throughput.js';

describe('measureFuzzThroughput', () => {
  it('runs long sequences against every invariant and reports rates', async () => {
    const t = await measureFuzzThroughput({ seconds: 0.6 });
    expect(t.profile).toBe('full');
    expect(t.fuzz_sequences_per_s).toBeGreaterThan(0);
    expect(t.fuzz_sequences_per_s_single_run).toBeGreaterThan(0);
    expect(t.mixed_sequences_per_s).toBeGreaterThan(0);
    expect(t.mean_proposals_handled).toBeGreaterThanOrEqual(10);
    expect(formatThroughput(t).split('\n')).toHaveLength(5);
  });
});
