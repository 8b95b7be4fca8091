import type { FuzzReport } from './fuzz-report.js';

/** A fuzz report for a terminal: what ran, and the counterexample with how to replay it. */
export function formatFuzzReport(report: FuzzReport): string {
  const lines: string[] = [];
  const ran = `${report.executed} of ${report.runs} cases, seed ${report.seed}, ${report.jobs} job${report.jobs === 1 ? '' : 's'}, ${(report.duration_ms / 1000).toFixed(1)} s`;
  lines.push(`fuzz ${report.profile}: ${ran}${report.interrupted ? ' (time limit reached)' : ''}`);
  const v = report.violation;
  if (v === null) {
    lines.push(`  no invariant broken (${report.invariants.length} checked)`);
    return `${lines.join('\n')}\n`;
  }
  lines.push(`  BROKEN after ${report.executed} cases (block ${v.block}, ${v.shrinks} shrinks):`);
  for (const violation of v.violations) lines.push(`    ${violation.invariant}: ${violation.message}`);
  const c = v.case;
  lines.push(`  steps:     ${v.steps.join(' → ')}`);
  lines.push(`  faults:    ${v.faults.length > 0 ? JSON.stringify(v.faults) : 'none'}`);
  lines.push(`  world:     initial config ${c.initial}, lookup ${c.lookup}, export dedup ${c.dedup ? 'on' : 'off'}, tools ${c.tools}`);
  lines.push(`  limits:    ${JSON.stringify(c.limits)}`);
  if (c.approvals.length > 0) lines.push(`  approvals: ${JSON.stringify(c.approvals)}`);
  lines.push(`  trial:     seed ${c.seed}, retry jitter ${c.jitter}`);
  const options = [v.property.requireSolvable ? 'requireSolvable' : '', v.property.requireOracle ? 'requireOracle' : ''].filter(Boolean);
  lines.push(`  replay:    fast-check seed ${v.fc_seed}, path "${v.path}"${options.length > 0 ? ` (property options: ${options.join(', ')})` : ''}`);
  lines.push(`  oracle:    ${v.oracle_agrees ? 'the outcome oracle sees the failure too' : 'the outcome oracle does not see this failure'}`);
  if (v.saved_to !== null) lines.push(`  saved:     ${v.saved_to}`);
  else lines.push(`  not saved${v.reference === null ? ': no strict reference solves this case under full' : ''}`);
  return `${lines.join('\n')}\n`;
}
