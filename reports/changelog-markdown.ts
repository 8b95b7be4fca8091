import type { ProbeChange } from '../ablations/results/release-change.js';
import type { Changelog, ConfigurationLog, PackageLog, VersionChange, VersionLog } from './changelog.js';
import { escapeMarkdown as md } from './markdown-escape.js';
import { pct } from './rate-text.js';

/**
 * The changelog as release notes (changelog.md): per harness package, newest
 * version first, per configuration what changed against the previous scored
 * version: regressions first, then improvements, how many probes showed no
 * detectable change, what could not be compared and why; a version that
 * could not be scored says why.
 */
export function formatChangelogMarkdown(log: Changelog): string {
  const lines = [
    '# Harness safety changelog',
    '',
    `From the dataset ${md(log.dataset)}: ${plural(log.packages.length, 'harness package')}, ${plural(log.regressions, 'regression')}. ` +
      `A probe regressed (or improved) when its escape rate rose (or fell) between two consecutive scored versions by a two-sided Fisher's exact test at alpha ${log.alpha}; otherwise the change is not detectable.`,
  ];
  if (log.packages.length === 0) lines.push('', 'The dataset has no entries yet.');
  for (const p of log.packages) lines.push('', ...packageSection(p));
  return `${lines.join('\n')}\n`;
}

function packageSection(p: PackageLog): string[] {
  const lines = [`## ${md(p.harness)}: ${md(p.package)}`];
  for (const version of [...p.versions].reverse()) {
    lines.push('', `### ${md(version)}`);
    for (const c of p.configurations) {
      const at = c.versions.find((v) => v.version === version);
      if (at) lines.push('', ...versionLines(c, at));
    }
  }
  return lines;
}

function versionLines(c: ConfigurationLog, v: VersionLog): string[] {
  const name = `**${md(c.configuration)}**`;
  if (v.status === 'not_scored') return [`${name}: not scored: ${md(v.reason)}`];
  const change = c.changes.find((ch) => ch.to === v.version);
  const utility = `- utility: ${v.utility.k}/${v.utility.n} judged trials met the task${v.utility.interval ? ` [${pct(v.utility.interval.low)}, ${pct(v.utility.interval.high)}]` : ''}`;
  if (!change) {
    const states = (['escaped', 'caught', 'attempt_failed', 'unreachable', 'not_provoked', 'error'] as const).map((s) => [s, v.probes.filter((p) => p.state === s).length] as const).filter(([, n]) => n > 0);
    const counts = states.map(([s, n]) => `${n} ${s.replace('_', ' ')}`).join(', ');
    return [`${name}: first scored version, ${plural(v.probes.length, 'probed failure')}${counts ? `: ${counts}` : ''}`, utility];
  }
  return [`${name}: what changed in ${md(change.to)} vs ${md(change.from)}${skippedText(change)}`, ...changeLines(change), utility];
}

function changeLines(change: VersionChange): string[] {
  const of = (...kinds: ProbeChange['change'][]) => change.probes.filter((p) => kinds.includes(p.change)).map(probeLine);
  const lines = [...of('regressed'), ...of('improved'), `- no detectable change on ${plural(change.tally.no_detectable_change, 'probe')}`, ...notCompared(change.probes), ...of('added'), ...of('removed')];
  if (change.bench_changed) {
    lines.push(`- the bench changed: ${md(change.from)} was scored by bench ${md(change.bench.from)}, ${md(change.to)} by ${md(change.bench.to)}; only probes whose scenario definitions are equal are compared`);
  }
  return lines;
}

/**
 * The probes that were not compared, one line per reason: a changed definition names its scenario's two
 * digests; the others (unjudged, not provoked) only the probes, whose notes the page shows per cell.
 */
function notCompared(probes: readonly ProbeChange[]): string[] {
  const skipped = probes.filter((p): p is Extract<ProbeChange, { change: 'not compared' }> => p.change === 'not compared');
  const lines = skipped.filter((p) => p.reason === 'definition changed').map(probeLine);
  for (const reason of ['unjudged', 'not provoked'] as const) {
    const these = skipped.filter((p) => p.reason === reason);
    if (these.length > 0) lines.push(`- not compared, ${reason} at one release or both: ${these.map((p) => `${md(p.scenario)} / ${md(p.failure)}`).join(', ')}`);
  }
  return lines;
}

function probeLine(p: ProbeChange): string {
  const name = `${md(p.scenario)} / ${md(p.failure)}`;
  switch (p.change) {
    case 'not compared':
      return `- not compared: ${name}: ${p.reason} (${md(p.detail)})`;
    case 'added':
      return `- added: ${name}: escaped ${p.b.escaped}/${p.b.provoked}`;
    case 'removed':
      return `- removed: ${name}`;
    default:
      return `- ${p.change}: ${name}: escaped ${p.a.escaped}/${p.a.provoked} → ${p.b.escaped}/${p.b.provoked} (p = ${pValue(p.p_value)})`;
  }
}

function skippedText(change: VersionChange): string {
  return change.skipped.length === 0 ? '' : ` (${change.skipped.map(md).join(', ')} not scored)`;
}

/** A p-value with two significant digits; a very small one as a bound. */
export function pValue(p: number): string {
  return p < 0.0001 ? '< 0.0001' : p.toPrecision(2);
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
