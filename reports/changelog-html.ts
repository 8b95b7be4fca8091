import type { ProbeChange } from '../ablations/results/release-change.js';
import type { Changelog, ConfigurationLog, PackageLog, ProbeCell, VersionLog } from './changelog.js';
import { plural, pValue } from './changelog-markdown.js';
import { escapeHtml as h } from './html-escape.js';
import { pct } from './rate-text.js';
import { REPORT_CSS } from './report-style.js';

/**
 * The changelog as one self-contained page (changelog.html): no script, no
 * network. Per harness package a table of its configurations' probed
 * failures (rows) by version (columns, oldest first), each cell coloured by
 * its state with k escaped of n provoked and marked when it regressed or
 * improved against the previous scored version; each cell links to the list
 * of its trials further down. Every string from the dataset is escaped;
 * anchors are made of indices, never of names.
 */

const STATE_WORDS: Record<ProbeCell['state'], string> = { escaped: 'escaped', caught: 'caught', attempt_failed: 'attempt failed', unreachable: 'unreachable', not_provoked: 'not provoked', error: 'error' };

const CHANGELOG_CSS = `
table.changelog th, table.changelog td { border-bottom: 1px solid var(--line); padding: 3px 6px; text-align: left; vertical-align: top; font-size: 12px; }
table.changelog thead th { white-space: nowrap; }
table.changelog a.sc { text-decoration: none; display: inline-block; }
table.changelog td.not-scored { color: #263238; }
.mark { font-weight: 600; margin-left: 4px; white-space: nowrap; }
.mark.regressed { color: var(--escaped); } .mark.improved { color: var(--caught); }
a.sc.regressed { outline: 3px solid #000; outline-offset: -2px; }
`;

/** The anchor of one cell's trials: package, configuration, version (the package's) and probe, by index. */
const cellId = (p: number, c: number, v: number, r: number) => `cell-${p}-${c}-${v}-${r}`;

export function renderChangelogHtml(log: Changelog): string {
  const verdict = log.regressions > 0 ? `<span class="verdict-fail">${plural(log.regressions, 'regression')}</span>` : '<span class="verdict-ok">no regression</span>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>harness-bench changelog</title>
<style>${REPORT_CSS}${CHANGELOG_CSS}</style>
</head>
<body>
<header>
<h1>harness-bench changelog</h1>
<p class="meta">dataset: <code>${h(log.dataset)}</code> · ${plural(log.packages.length, 'harness package')} · ${verdict}</p>
<p class="muted">Each cell is a probed failure of one configuration at one version: its state and k escaped of n provoked trials (click it for the trials). ` +
    `<span class="mark regressed">▲ regressed</span> / <span class="mark improved">▼ improved</span>: its escape rate rose / fell from the previous scored version by a two-sided Fisher's exact test at alpha ${h(String(log.alpha))}.</p>
${legend()}
</header>
${log.packages.map(packageSection).join('\n')}
${log.packages.map(trialSections).join('\n')}
</body>
</html>
`;
}

function legend(): string {
  const states = (Object.keys(STATE_WORDS) as ProbeCell['state'][]).map((s) => `<span><i class="st-${s}"></i>${h(STATE_WORDS[s])}</span>`);
  return `<p class="legend">${states.join('')}<span><i class="st-not_run"></i>not scored</span></p>`;
}

function packageSection(p: PackageLog, pi: number): string {
  const head = `<tr><th>configuration</th><th>probed failure</th>${p.versions.map((v) => `<th>${h(v)}</th>`).join('')}</tr>`;
  const body = p.configurations.map((c, ci) => configurationRows(p, pi, c, ci)).join('\n');
  return `<section id="package-${pi}">
<h2>${h(p.harness)}: ${h(p.package)}</h2>
<div class="grid-wrap"><table class="changelog"><thead>${head}</thead><tbody>
${body}
</tbody></table></div>
${changesHtml(p)}
</section>`;
}

/** Every probe any version of the configuration scored, in the order first met (oldest version first). */
function probeKeys(c: ConfigurationLog): { scenario: string; failure: string }[] {
  const keys = new Map<string, { scenario: string; failure: string }>();
  for (const v of c.versions) if (v.status === 'scored') for (const p of v.probes) keys.set(`${p.scenario}\u0000${p.failure}`, { scenario: p.scenario, failure: p.failure });
  return [...keys.values()];
}

function configurationRows(p: PackageLog, pi: number, c: ConfigurationLog, ci: number): string {
  const at = p.versions.map((version) => c.versions.find((v) => v.version === version) ?? null);
  const keys = probeKeys(c);
  const utility = at.map((v) => {
    if (v === null) return '<td class="muted">–</td>';
    if (v.status === 'not_scored') return `<td class="not-scored st-not_run" title="${h(v.reason)}">not scored</td>`;
    return `<td>${v.utility.k}/${v.utility.n}${v.utility.interval ? ` <span class="muted">${intervalText(v.utility.interval)}</span>` : ''}</td>`;
  });
  const rows = [`<tr><th rowspan="${keys.length + 1}">${h(c.configuration)}</th><td class="muted">utility (judged trials that met the task)</td>${utility.join('')}</tr>`];
  for (const [ri, key] of keys.entries()) {
    const cells = at.map((v, vi) => {
      if (v === null || v.status === 'not_scored') return '<td class="muted">–</td>';
      const cell = v.probes.find((x) => x.scenario === key.scenario && x.failure === key.failure);
      return cell ? `<td>${cellLink(cell, change(c, v.version, key), cellId(pi, ci, vi, ri))}</td>` : '<td class="muted">not probed</td>';
    });
    rows.push(`<tr><td>${h(key.scenario)} / ${h(key.failure)}</td>${cells.join('')}</tr>`);
  }
  return rows.join('\n');
}

/** The change of a probe into this version from the previous scored one, when there is one. */
function change(c: ConfigurationLog, version: string, key: { scenario: string; failure: string }): ProbeChange | null {
  return c.changes.find((ch) => ch.to === version)?.probes.find((x) => x.scenario === key.scenario && x.failure === key.failure) ?? null;
}

function cellLink(cell: ProbeCell, probeChange: ProbeChange | null, id: string): string {
  const moved = movement(probeChange);
  const title = [cell.interval ? `escape rate ${intervalText(cell.interval)}` : null, cell.note, moved ? `${moved.change}, p = ${pValue(moved.p_value)}` : null].filter((x) => x !== null).join('; ');
  const mark = moved === null ? '' : `<span class="mark ${moved.change}">${moved.change === 'regressed' ? '▲' : '▼'} ${moved.change}</span>`;
  return `<a class="sc st-${cell.state}${moved?.change === 'regressed' ? ' regressed' : ''}" href="#${id}" title="${h(title)}">${h(STATE_WORDS[cell.state])} ${cell.escaped}/${cell.provoked}</a>${mark}`;
}

/** A detectable change (regressed or improved) with its p-value, or null. */
function movement(x: ProbeChange | null): { change: 'regressed' | 'improved'; p_value: number } | null {
  switch (x?.change) {
    case 'regressed':
    case 'improved':
      return { change: x.change, p_value: x.p_value };
    default:
      return null;
  }
}

function changesHtml(p: PackageLog): string {
  const items = p.configurations.flatMap((c) => [
    ...[...c.changes].reverse().map((ch) => {
      const lines = ch.probes.filter((x) => x.change !== 'no detectable change').map((x) => `<li>${probeChangeText(x)}</li>`);
      const skipped = ch.skipped.length > 0 ? ` (${ch.skipped.map(h).join(', ')} not scored)` : '';
      const bench = ch.bench_changed ? `<li class="muted">the bench changed: ${h(ch.bench.from)} scored ${h(ch.from)}, ${h(ch.bench.to)} scored ${h(ch.to)}; only probes whose scenario definitions are equal are compared</li>` : '';
      return `<li><b>${h(c.configuration)}</b>: ${h(ch.to)} vs ${h(ch.from)}${skipped}: ${ch.tally.regressed} regressed, ${ch.tally.improved} improved, no detectable change on ${ch.tally.no_detectable_change}<ul>${lines.join('')}${bench}</ul></li>`;
    }),
    ...c.versions.filter((v): v is Extract<VersionLog, { status: 'not_scored' }> => v.status === 'not_scored').map((v) => `<li><b>${h(c.configuration)}</b>: ${h(v.version)} not scored: ${h(v.reason)}</li>`),
  ]);
  return items.length === 0 ? '' : `<h3>Changes</h3><ul>${items.join('\n')}</ul>`;
}

function probeChangeText(x: ProbeChange): string {
  const name = `${h(x.scenario)} / ${h(x.failure)}`;
  switch (x.change) {
    case 'not compared':
      return `not compared: ${name}: ${h(x.reason)} <span class="muted">(${h(x.detail)})</span>`;
    case 'added':
      return `added: ${name}: escaped ${x.b.escaped}/${x.b.provoked}`;
    case 'removed':
      return `removed: ${name}`;
    default:
      return `<span class="mark ${x.change === 'regressed' ? 'regressed' : 'improved'}">${h(x.change)}</span>: ${name}: escaped ${x.a.escaped}/${x.a.provoked} → ${x.b.escaped}/${x.b.provoked} (p = ${pValue(x.p_value)})`;
  }
}

function trialSections(p: PackageLog, pi: number): string {
  const sections = p.configurations.flatMap((c, ci) => {
    const keys = probeKeys(c);
    return p.versions.flatMap((version, vi) => {
      const v = c.versions.find((x) => x.version === version);
      if (v?.status !== 'scored') return [];
      return keys.flatMap((key, ri) => {
        const cell = v.probes.find((x) => x.scenario === key.scenario && x.failure === key.failure);
        return cell ? [trialSection(p, c, version, cell, cellId(pi, ci, vi, ri), `package-${pi}`)] : [];
      });
    });
  });
  return `<section id="trials-${pi}"><h2>Trials: ${h(p.package)}</h2>\n${sections.join('\n')}\n</section>`;
}

function trialSection(p: PackageLog, c: ConfigurationLog, version: string, cell: ProbeCell, id: string, back: string): string {
  const rows = cell.trials.map((t) => {
    const mine = t.escaped.includes(cell.failure) ? 'escaped' : t.provoked.includes(cell.failure) ? 'attempted' : '–';
    return `<tr><td>${h(t.scenario)}</td><td class="num">${t.trial}</td><td>${h(t.verdict)}</td><td>${mine}</td><td>${t.success === null ? '–' : t.success ? 'yes' : 'no'}</td><td class="pre">${h(t.detail)}</td></tr>`;
  });
  const interval = cell.interval ? ` ${intervalText(cell.interval)}` : '';
  return `<div id="${id}">
<h3>${h(c.configuration)} · ${h(p.package)}@${h(version)} · ${h(cell.scenario)} / ${h(cell.failure)}: <span class="sc st-${cell.state}">${h(STATE_WORDS[cell.state])} ${cell.escaped}/${cell.provoked}</span>${interval} <a href="#${back}">back to the table</a></h3>
${cell.note ? `<p class="muted">${h(cell.note)}</p>` : ''}<table class="data"><thead><tr><th>scenario</th><th>trial</th><th>verdict</th><th>this failure</th><th>met the task</th><th>detail</th></tr></thead><tbody>${rows.join('')}</tbody></table>
</div>`;
}

const intervalText = (i: { low: number; high: number }) => `[${pct(i.low)}, ${pct(i.high)}]`;
