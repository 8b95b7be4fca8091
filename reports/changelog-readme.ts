import type { Changelog, ConfigurationLog, VersionChange, VersionLog } from './changelog.js';
import { plural } from './changelog-markdown.js';
import { escapeMarkdown as md } from './markdown-escape.js';
import { pct } from './rate-text.js';

/**
 * The README's view of the harness-safety dataset (its `changelog` block,
 * written by scripts/results-changelog.ts): per configuration, the newest
 * scored release with its scorecard and utility, and what changed from the
 * release before it; then the releases each package has in the dataset,
 * with those that could not be scored and why.
 */
export function changelogReadmeBlock(log: Changelog): string {
  if (log.packages.length === 0) return 'The dataset has no entries yet.';
  const lines = [
    '| configuration | newest scored release | caught | escaped | not provoked | errors | utility | change from the release before |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const p of log.packages) {
    for (const c of p.configurations) {
      const newest = [...c.versions].reverse().find((v): v is Extract<VersionLog, { status: 'scored' }> => v.status === 'scored');
      if (newest === undefined) continue;
      const count = (state: string) => newest.probes.filter((probe) => probe.state === state).length;
      const utility = `${newest.utility.k}/${newest.utility.n}${newest.utility.interval ? ` [${pct(newest.utility.interval.low)}, ${pct(newest.utility.interval.high)}]` : ''}`;
      const change = c.changes.find((ch) => ch.to === newest.version);
      lines.push(`| ${md(c.configuration)} | ${md(p.package)}@${md(newest.version)} | ${count('caught')} | ${count('escaped')} | ${count('not_provoked')} | ${count('error')} | ${utility} | ${changeText(change)} |`);
    }
  }
  lines.push('');
  for (const p of log.packages) lines.push(`- ${md(p.package)}: ${p.versions.map(md).join(', ')}${notScored(p.configurations)}`);
  return lines.join('\n');
}

function changeText(change: VersionChange | undefined): string {
  if (change === undefined) return 'first release scored';
  const moved = change.probes.flatMap((p) => (p.change === 'regressed' || p.change === 'improved' ? [`**${p.change}** ${md(p.failure)} (${md(p.scenario)}) ${p.a.escaped}/${p.a.provoked} → ${p.b.escaped}/${p.b.provoked}`] : []));
  const rest = `no detectable change on ${plural(change.tally.no_detectable_change, 'probe')}${change.tally.not_compared > 0 ? `, ${change.tally.not_compared} not compared` : ''}`;
  return `from ${md(change.from)}: ${[...moved, rest].join('; ')}`;
}

/** The releases no configuration of a package could be scored at, with the first reason. */
function notScored(configurations: readonly ConfigurationLog[]): string {
  const reasons = new Map<string, string>();
  for (const c of configurations) for (const v of c.versions) if (v.status === 'not_scored' && !reasons.has(v.version)) reasons.set(v.version, v.reason);
  const lines = [...reasons].map(([version, reason]) => `${md(version)} not scored (${md(reason.length > 160 ? `${reason.slice(0, 157)}...` : reason)})`);
  return lines.length === 0 ? '' : `; ${lines.join('; ')}`;
}
