import { describe, expect, it } from 'vitest';
import { measureReport, measureReport1M } from '../../reports/perf.js';

describe('report benchmark', () => {
  it('measures a synthetic store in a child process: time, peak RSS and the files written', async () => {
    const m = await measureReport({ rows: 30_000 });
    expect(m.rows).toBe(30_000);
    expect(Object.keys(m.files_mb)).toEqual(['results.jsonl', 'summary.csv', 'trials.csv', 'summary.json', 'report.html']);
    expect(m.seconds).toBeGreaterThan(0);
    expect(m.seconds).toBeLessThan(10);
    expect(m.peak_rss_mb).toBeGreaterThan(m.idle_rss_mb);
    expect(m.peak_rss_mb).toBeLessThan(1024);
  });

  // The full benchmark takes about half a minute (most of it synthesising the store); run it with BENCH_REPORT_1M=1.
  it.runIf(process.env['BENCH_REPORT_1M'] === '1')('reports 1,000,000 rows in under 10 s and 1 GiB', async () => {
    const m = await measureReport1M();
    console.log(JSON.stringify(m));
    expect(m.report_1m_rows_s).toBeLessThan(10);
    expect(m.report_peak_rss_mb).toBeLessThan(1024);
  }, 300_000);
});
