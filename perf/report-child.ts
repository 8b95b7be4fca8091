// The measured side of perf/report-measure.ts: writes one run folder's reports and prints its own time and peak RSS.
import { writeReports } from '../reports/write-reports.js';

const arg = process.argv[2];
if (arg === '--idle') {
  console.log(JSON.stringify({ seconds: 0, cpu_s: 0, max_rss_kb: process.resourceUsage().maxRSS }));
} else if (arg) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const summary = await writeReports(arg);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpu_s = (used.user + used.system) / 1e6;
  console.log(JSON.stringify({ seconds, cpu_s, max_rss_kb: process.resourceUsage().maxRSS, rows: summary.rows, cells: summary.cells }));
} else {
  console.error('usage: report-child.ts RUN_DIR | --idle');
  process.exitCode = 2;
}
