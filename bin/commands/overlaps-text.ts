import type { Overlap } from '../../ablations/results/overlaps.js';

const pct = (r: number) => `${Math.round(r * 100)}%`;

/** The pairs report: each overlap on one line, grouped by kind, or why there is none. */
export function overlapsText(overlaps: readonly Overlap[], pairs: number, scenarios: number): string {
  const lines = [`Overlaps over ${pairs} two-control removals x ${scenarios} scenario(s):`];
  if (overlaps.length === 0) lines.push('  none: every failure that escaped with two controls removed also escaped with exactly one of them removed');
  const width = Math.max(0, ...overlaps.map((o) => o.controls.join(' + ').length));
  for (const o of overlaps) {
    const pair = o.controls.join(' + ').padEnd(width);
    const how =
      o.kind === 'joint'
        ? `escapes with either removed (without ${o.controls[0]} ${pct(o.rates.first)}, without ${o.controls[1]} ${pct(o.rates.second)}, without both ${pct(o.rates.both)}): it takes both to catch it`
        : `escapes only with both removed (without both ${pct(o.rates.both)}, each alone 0%): either one catches it`;
    lines.push(`  ${pair}  ${o.kind.padEnd(6)} ${o.failure} in ${o.scenario}: ${how}`);
  }
  return lines.join('\n');
}
