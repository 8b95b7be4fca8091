import { describe, expect, it } from 'vitest';
import { measureReport } from '../../perf/report-measure.js';

describe('report benchmark', () => {
  it('measures a synthetic store in a child process: time, peak RSS and the files written', async () => {
    const m = await measureReport({ rows: 30_000 });
    expect(m.rows).toBe(30_000);
    expect(Object.keys(m.files_mb)).toEqual(['results.jsonl', 'summary.csv', 'trials.csv', 'summary.json', 'report.html']);
    // Time and memory targets are checked by `npm run bench:perf`, never by a timed test.
    expect(m.seconds).toBeGreaterThan(0);
    expect(m.peak_rss_mb).toBeGreaterThan(m.idle_rss_mb);
  });
});
