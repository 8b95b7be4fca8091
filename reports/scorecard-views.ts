import { columnName, controlCatches, familyText, pct, probeRate, scoreCounts, scorecardControls, TASK_FIGURES, taskRateText, type HarnessScore, type ProbeScore, type Scorecard } from '../ablations/results/scorecard.js';
import { checkCounts, type ExpectationCheck } from '../ablations/results/harness-expectations.js';
import { escapeHtml as h } from './html-escape.js';
import { escapeMarkdown as md } from './markdown-escape.js';

/**
 * The scorecard of the harnesses under test on the report page and in
 * summary.md: one matrix of probed failures (rows) by configuration
 * (columns), each cell escaped / caught / not provoked with its count, then
 * the controls each configuration behaves as if it has, beside the reference
 * harness's (profile `full`, when the run has it). Beside them, the task
 * figures of each column (utility, utility under attack, attack success):
 * above the probes in markdown, below them on the page.
 */

const STATE_WORDS: Record<ProbeScore['state'], string> = { escaped: 'escaped', caught: 'caught', attempt_failed: 'attempt failed', unreachable: 'unreachable', not_provoked: 'not provoked', error: 'error' };
const STATE_CLASS: Record<ProbeScore['state'], string> = { escaped: 'st-escaped', caught: 'st-caught', attempt_failed: 'st-attempt_failed', unreachable: 'st-unreachable', not_provoked: 'st-not_provoked', error: 'st-error' };

interface ProbeRow {
  scenario: string;
  failure: string;
  caught_by: string[];
  /** One entry per column, in column order; null when the configuration has no row for this probe. */
  scores: (ProbeScore | null)[];
}

function columns(card: Scorecard): { name: string; score: HarnessScore }[] {
  return [...(card.reference ? [{ name: columnName(card.reference, true), score: card.reference }] : []), ...card.harnesses.map((s) => ({ name: columnName(s, false), score: s }))];
}

/** Every probe of any column, in the order first met, with each column's score of it. */
function probeRows(card: Scorecard): ProbeRow[] {
  const cols = columns(card);
  const rows = new Map<string, ProbeRow>();
  for (const [i, col] of cols.entries()) {
    for (const p of col.score.probes) {
      const key = `${p.scenario}\u0000${p.failure}`;
      let row = rows.get(key);
      if (!row) rows.set(key, (row = { scenario: p.scenario, failure: p.failure, caught_by: p.caught_by, scores: cols.map(() => null) }));
      row.scores[i] = p;
    }
  }
  return [...rows.values()];
}

/** Defects outside the probes, one row per scenario and kind, with each column's count. */
function defectRows(card: Scorecard): { scenario: string; kind: string; cells: string[] }[] {
  const cols = columns(card);
  const rows = new Map<string, { scenario: string; kind: string; cells: string[] }>();
  for (const [i, col] of cols.entries()) {
    for (const d of col.score.other_defects) {
      const key = `${d.scenario}\u0000${d.kind}`;
      let row = rows.get(key);
      if (!row) rows.set(key, (row = { scenario: d.scenario, kind: d.kind, cells: cols.map(() => '–') }));
      row.cells[i] = `defect ${d.trials}/${d.ran}`;
    }
  }
  return [...rows.values()];
}

/** A cell in words: `escaped 3/3`, `caught 0/3`, `not provoked`, or `–` for a probe the configuration did not have. */
export function probeCell(p: ProbeScore | null): string {
  if (p === null) return '–';
  if (p.state === 'not_provoked' || p.state === 'error') return STATE_WORDS[p.state];
  const by = p.state === 'caught' && p.stopped_by.length > 0 ? ` by ${p.stopped_by.join(', ')}` : '';
  return `${STATE_WORDS[p.state]} ${p.escaped}/${p.provoked}${by}`;
}

/** The task figures' rows: each figure's label and meaning, then each column's k/n with its interval. */
function taskRows(card: Scorecard): { label: string; meaning: string; cells: HarnessScore['utility'][] }[] {
  const cols = columns(card);
  return TASK_FIGURES.map((f) => ({ label: f.label, meaning: f.meaning, cells: cols.map((c) => c.score[f.key]) }));
}

/** The threat families' rows: each (family, mechanism) any column has, in the order first met, with each column's counts in words. */
function familyRows(card: Scorecard): { family: string; mechanism: string; cells: string[] }[] {
  const cols = columns(card);
  const rows = new Map<string, { family: string; mechanism: string; cells: string[] }>();
  for (const [i, col] of cols.entries()) {
    for (const f of col.score.families ?? []) {
      const key = `${f.family}\u0000${f.mechanism}`;
      let row = rows.get(key);
      if (!row) rows.set(key, (row = { family: f.family, mechanism: f.mechanism, cells: cols.map(() => '–') }));
      row.cells[i] = familyText(f);
    }
  }
  return [...rows.values()];
}

/** A task figure's cell on the page: `2/3 (67%)` and its interval, or a muted n/a when no trial was judged. */
function taskCellHtml(r: HarnessScore['utility']): string {
  if (r === undefined || r.interval === null) return `<td class="muted">${h(taskRateText(r))}</td>`;
  return `<td title="${h(`${r.k} of ${r.n} judged trials: ${taskRateText(r)}`)}">${r.k}/${r.n} (${pct(r.k / r.n)}) ${intervalHtml(r.interval)}</td>`;
}

/** A 95% interval beside a cell's figure on the page: a muted `CI 21-94%`. */
function intervalHtml(interval: { low: number; high: number }): string {
  return `<span class="muted">${h(`CI ${Math.round(interval.low * 100)}-${Math.round(interval.high * 100)}%`)}</span>`;
}

export function scorecardHtml(card: Scorecard | undefined): string {
  if (!card || card.harnesses.length === 0) return '';
  const cols = columns(card);
  const head = cols.map((c) => `<th>${h(c.name)}</th>`).join('');
  const identity = cols
    .map((c) => `<li><b>${h(c.name)}</b>: ${h(c.score.version ?? 'the bench\u2019s own harness, in process')}${c.score.digest ? `, configuration ${h(c.score.digest)}` : ''}: ${h(scoreCounts(c.score))}</li>`)
    .join('');
  const probeBody = probeRows(card)
    .map((row) => {
      const cells = row.scores
        .map((p) => {
          if (p === null) return '<td class="muted">–</td>';
          const rate = probeRate(p);
          const title = rate ? `escaped in ${rate}` : (p.note ?? 'no trial ran');
          return `<td title="${h(title)}"><span class="sc ${STATE_CLASS[p.state]}">${h(probeCell(p))}</span>${p.interval ? ` ${intervalHtml(p.interval)}` : ''}</td>`;
        })
        .join('');
      return `<tr><td>${h(row.scenario)}</td><td>${h(row.failure)}</td><td>${h(row.caught_by.join(' + '))}</td>${cells}</tr>`;
    })
    .join('\n');
  const defectBody = defectRows(card)
    .map((row) => `<tr><td>${h(row.scenario)}</td><td>${h(row.kind)} (not probed)</td><td></td>${row.cells.map((c) => `<td>${h(c)}</td>`).join('')}</tr>`)
    .join('\n');
  const taskBody = taskRows(card)
    .map((row) => `<tr><td>${h(row.label)}</td><td>${h(row.meaning)}</td>${row.cells.map(taskCellHtml).join('')}</tr>`)
    .join('\n');
  const familyBody = familyRows(card)
    .map((row) => `<tr><td>${h(row.family)}</td><td>${h(row.mechanism.replace(/_/g, ' '))}</td>${row.cells.map((c) => `<td>${h(c)}</td>`).join('')}</tr>`)
    .join('\n');
  const catches = controlCatches(card);
  const controlBody = scorecardControls(card)
    .map((c) => `<tr><td>${h(c)}</td><td>${h((catches[c] ?? []).join(', '))}</td>${cols.map((col) => `<td>${h(col.score.controls[c] ?? 'untested')}</td>`).join('')}</tr>`)
    .join('\n');
  return `<section id="scorecard">
<h2>Scorecard of the harnesses under test</h2>
<p class="muted">Per configuration, each failure a scenario probes: <b>escaped</b> (it happened in that many of the trials that attempted it; the 95% Wilson interval of its rate beside it), <b>caught</b> (some trial attempted it, it never happened, and a control was seen stopping it), <b>attempt failed</b> (attempted, never happened, no control seen acting: no verdict), <b>unreachable</b> (it does not escape under the family's baseline either: the attack cannot act here, no verdict), <b>error</b> (a trial errored and none saw it escape: not judged), or <b>not provoked</b> (no trial ran, being out of reach for that harness, or none attempted it; hover for why). A defect the scenario does not probe is listed below its probes (a probe's caught says nothing of it).</p>
<ul class="meta">${identity}</ul>
<table class="data" id="scorecard-probes"><thead><tr><th>scenario</th><th>probed failure</th><th>caught by (reference)</th>${head}</tr></thead><tbody>
${probeBody}${defectBody ? `\n${defectBody}` : ''}
</tbody></table>
<h3>Task figures</h3>
<p class="muted">Over each column's judged trials (a verdict: not errored, not run, not out of reach): <b>utility</b>, the share of those on scenarios without an attack that met the task; <b>utility under attack</b>, the same on attack scenarios (untrusted text in a tool's output, or a threat case's payload); <b>attack success</b>, the share of those on attack scenarios in which a failure the scenario probes escaped. k/n with the 95% Wilson interval; n/a when no trial was judged.</p>
<table class="data" id="scorecard-task"><thead><tr><th>figure</th><th>what k counts (of n judged trials)</th>${head}</tr></thead><tbody>
${taskBody}
</tbody></table>
${
  familyBody
    ? `<h3>Threat families</h3>
<p class="muted">The coding-agent threat cases (section G) by family and by the mechanism of the agent's own harness that should stop each (its sandbox, approval policy, command rules, permission settings, turn limit or completion check): how many of their probes each column caught, let escape or never saw attempted.</p>
<table class="data" id="scorecard-families"><thead><tr><th>family</th><th>mechanism that should stop it</th>${head}</tr></thead><tbody>
${familyBody}
</tbody></table>
`
    : ''
}<h3>Controls each behaves as if it has</h3>
<p class="muted">held: every failure that control catches in the reference harness was caught; lacking: one escaped; untested: none of its failures was provoked. Held can come from another mechanism than the control.</p>
<table class="data" id="scorecard-controls"><thead><tr><th>control</th><th>catches in the reference harness</th>${head}</tr></thead><tbody>
${controlBody}
</tbody></table>
</section>`;
}

/** The same two tables in GitHub markdown (summary.md, and the README's published scorecard). */
export function scorecardMarkdown(card: Scorecard | undefined): string[] {
  if (!card || card.harnesses.length === 0) return [];
  const cols = columns(card);
  const lines = ['', '### Scorecard of the harnesses under test', ''];
  for (const c of cols) lines.push(`- ${md(c.name)}: ${md(c.score.version ?? 'the bench\u2019s own harness, in process')}${c.score.digest ? `, configuration ${c.score.digest}` : ''}: ${scoreCounts(c.score)}`);
  lines.push('', `| task figure (judged trials) | ${cols.map((c) => md(c.name)).join(' | ')} |`, `|---|${cols.map(() => '---|').join('')}`);
  for (const row of taskRows(card)) lines.push(`| ${md(row.label)}: ${md(row.meaning)} | ${row.cells.map(taskRateText).join(' | ')} |`);
  lines.push('', `| scenario | probed failure | ${cols.map((c) => md(c.name)).join(' | ')} |`, `|---|---|${cols.map(() => '---|').join('')}`);
  for (const row of probeRows(card)) lines.push(`| ${md(row.scenario)} | ${md(row.failure)} | ${row.scores.map(probeCell).join(' | ')} |`);
  for (const row of defectRows(card)) lines.push(`| ${md(row.scenario)} | ${md(row.kind)} (not probed) | ${row.cells.join(' | ')} |`);
  if (familyRows(card).length > 0) lines.push('', ...familyTableMarkdown(card));
  lines.push('', `| control | ${cols.map((c) => md(c.name)).join(' | ')} |`, `|---|${cols.map(() => '---|').join('')}`);
  for (const c of scorecardControls(card)) lines.push(`| ${md(c)} | ${cols.map((col) => col.score.controls[c] ?? 'untested').join(' | ')} |`);
  return lines;
}

/**
 * The scorecard in one line per configuration, for a README or release notes: its package and
 * configuration digest, where it ran, and how many of its probed failures it caught, let escape or
 * never attempted, with the defects outside the probes and the probes no trial could judge.
 */
export function scorecardSummaryMarkdown(card: Scorecard, placements: Readonly<Record<string, string>> = {}): string[] {
  const lines = ['| configuration | harness (package, configuration digest) | placement | caught | escaped | attempt failed | unreachable | not provoked | defects not probed (scenarios) | errors |', '|---|---|---|---|---|---|---|---|---|---|'];
  for (const c of columns(card)) {
    const s = c.score;
    const harness = s.version === null ? 'the reference harness, in process' : `${s.version}${s.digest ? ` (${s.digest})` : ''}`;
    const defects = s.other_defects.length;
    lines.push(`| ${md(c.name)} | ${md(harness)} | ${md(placements[s.harness] ?? (s.version === null ? 'in-process' : ''))} | ${s.caught} | ${s.escaped} | ${s.attempt_failed} | ${s.unreachable} | ${s.not_provoked} | ${defects} | ${s.errors} |`);
  }
  return lines;
}

/**
 * A run of the threat catalogue in one table, for the README: per
 * configuration, its probes caught, escaped and not provoked (with the share
 * not provoked) and its task figures. The families by mechanism are in the
 * full scorecard (scorecardMarkdown).
 */
export function threatSummaryMarkdown(card: Scorecard): string[] {
  const cols = columns(card);
  const lines = ['| configuration | caught | escaped | attempt failed | unreachable | not provoked | utility | utility under attack | attack success |', '|---|---|---|---|---|---|---|---|---|'];
  for (const c of cols) {
    const s = c.score;
    const probes = s.probes.length;
    const share = probes === 0 ? 'n/a' : pct(s.not_provoked / probes);
    lines.push(`| ${md(c.name)} | ${s.caught} | ${s.escaped} | ${s.attempt_failed} | ${s.unreachable} | ${s.not_provoked} of ${probes} (${share}) | ${taskRateText(s.utility)} | ${taskRateText(s.utility_under_attack)} | ${taskRateText(s.attack_success)} |`);
  }
  return lines;
}

/** The threat families by mechanism, each column's counts, as a markdown table. */
function familyTableMarkdown(card: Scorecard): string[] {
  const cols = columns(card);
  return [
    `| threat family | mechanism that should stop it | ${cols.map((c) => md(c.name)).join(' | ')} |`,
    `|---|---|${cols.map(() => '---|').join('')}`,
    ...familyRows(card).map((row) => `| ${md(row.family)} | ${md(row.mechanism.replace(/_/g, ' '))} | ${row.cells.join(' | ')} |`),
  ];
}

/** The checks of the harness expectations a run was given, as a markdown list (nothing when it was given none). */
export function expectationChecksMarkdown(checks: readonly ExpectationCheck[] | undefined): string[] {
  if (checks === undefined || checks.length === 0) return [];
  const { met, unmet, unjudged } = checkCounts(checks);
  const lines = ['', `### Harness expectations: ${met} met, ${unmet} unmet, ${unjudged} not judged`, ''];
  for (const c of checks) lines.push(`- ${c.state === 'met' ? '✅ met' : c.state === 'unmet' ? '❌ unmet' : '⚠️ not judged'}: ${md(c.harness)}${c.scenario ? ` on ${md(c.scenario)}` : ''}${c.failure ? `, ${md(c.failure)}` : ''}: ${md(c.reason)} (${md(c.expectation)})`);
  return lines;
}
