import { readFile } from 'node:fs/promises';
import { CELL_FLAGS, CELL_STATES, cellState, type CellState, type CellStateInfo } from '../ablations/judge/cell-states.js';
import { runTotalsHtml } from './run-totals.js';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Scenario } from '../scenarios/schema.js';
import { escapeHtml, inlineScript, jsonForScript } from './html-escape.js';
import { budgetSamples, slimAggregate, type PageBudget } from './page-budget.js';
import { REPORT_SCHEMA_VERSION, type Aggregate, type SampleRow } from './report-schema.js';
import { REPORT_CSS } from './report-style.js';
import { harnessPlacementText } from './harness-placement.js';
import { runHeadline } from './run-headline.js';
import { scorecardHtml } from './scorecard-views.js';

/** Everything the page shows: the aggregates, a bounded sample of trials, and the scenario texts. */
export interface ReportPageData {
  aggregate: Aggregate;
  samples: SampleRow[][];
  scenarios: Record<string, { description: string; task: string; catalogue: string | null }>;
  /** Bytes the kept trials may take in the page (DEFAULT_PAGE_BUDGET unless given). */
  budget?: PageBudget;
}

let chartBundle: Promise<string> | null = null;

/** The Chart.js UMD bundle from node_modules (beside the package's CommonJS entry; the package does not export its path), read once. */
export function chartJsBundle(): Promise<string> {
  chartBundle ??= readFile(join(dirname(createRequire(import.meta.url).resolve('chart.js')), 'chart.umd.js'), 'utf8');
  return chartBundle;
}

export function scenarioTexts(scenarios: readonly Scenario[], names: readonly string[]): ReportPageData['scenarios'] {
  const wanted = new Set(names);
  const out: ReportPageData['scenarios'] = {};
  for (const s of scenarios) {
    if (wanted.has(s.name)) out[s.name] = { description: s.description, task: s.task, catalogue: s.catalogue ?? null };
  }
  return out;
}

/** What the page's script (client/report-page.ts) reads from the embedded JSON. */
export type ReportPageJson = ReturnType<typeof pageData>;

let pageScript: Promise<string> | null = null;

/** The page's script: client/report-page.ts as compiled into client/report-page.js by `npm run build:report-page`, read once. */
export function reportPageScript(): Promise<string> {
  pageScript ??= readFile(new URL('./client/report-page.js', import.meta.url), 'utf8');
  return pageScript;
}

/** The page's embedded data: the slimmed aggregate and the kept trials cut to the byte budget, with a note of what was cut, and the words and marks of each cell state (ablations/judge/cell-states.ts) the page labels cells with. */
function pageData(data: ReportPageData): ReportPageData & { sample_note: string; states: Record<CellState, CellStateInfo> } {
  const budgeted = budgetSamples(data.samples, data.budget);
  const states = Object.fromEntries(CELL_STATES.map((s) => [s.id, s])) as Record<CellState, CellStateInfo>;
  return { aggregate: slimAggregate(data.aggregate), samples: budgeted.samples, scenarios: data.scenarios, sample_note: budgeted.note, states };
}

/** The matrix's legend: each state's colour, word, terminal mark and meaning, in the order of ablations/judge/cell-states.ts, then the !. */
export function matrixLegendHtml(): string {
  const states = CELL_STATES.map((s) => `<span><i class="st-${s.id}"></i><b>${escapeHtml(s.word)}</b> (<code>${escapeHtml(s.mark)}</code>): ${escapeHtml(s.meaning)}</span>`);
  return `<p class="legend">${states.join('')}<span><b>${escapeHtml(CELL_FLAGS.problem.mark)}</b> ${escapeHtml(CELL_FLAGS.problem.meaning)}</span></p>`;
}

/**
 * One self-contained page: styles, the Chart.js bundle, the page script and
 * the data all inline, and a Content-Security-Policy that forbids any
 * network fetch, so it opens offline from a CI artifact. The few strings
 * rendered here are HTML-escaped; the data goes in as JSON with `<` escaped
 * and is put on the page by the script with textContent.
 */
export async function renderReportHtml(data: ReportPageData): Promise<string> {
  const a = data.aggregate;
  const h = a.header;
  const meta = [
    `bench ${h.bench_version}`,
    `run seed ${h.run_seed}`,
    `--trials ${h.trials} per cell (a scenario's matrix.max_trials may cap it)`,
    `${a.rows} rows`,
    `proposers: ${h.proposers.join(', ')}`,
    `node ${h.node}`,
    h.shard ? `shard ${h.shard.index}/${h.shard.count}` : null,
    harnessPlacementText(h),
  ].filter((x): x is string => x !== null);
  const warnings = a.warnings.map((w) => `<li>${escapeHtml(w)}</li>`).join('');
  const headline = runHeadline(a);
  const verdict = `<span class="verdict-${headline.tone}" id="run-verdict">${escapeHtml(headline.text)}</span>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="harness-bench report v${REPORT_SCHEMA_VERSION}">
<title>harness-bench report: seed ${escapeHtml(String(h.run_seed))}</title>
<style>${REPORT_CSS}</style>
</head>
<body>
<header>
<h1>harness-bench report</h1>
<p class="meta">${meta.map(escapeHtml).join(' · ')}</p>
<p class="meta">store: <code>${escapeHtml(a.source)}</code> · ${verdict}</p>
${runTotalsHtml(a.totals)}
${warnings ? `<ul class="meta">${warnings}</ul>` : ''}
<noscript><p>This report draws its charts and tables with JavaScript; summary.csv and summary.json hold the same figures.</p></noscript>
</header>
<section id="overview"><h2>Overview</h2><div class="cards" id="cards"></div></section>
<section id="matrix">
<h2>Matrix: profiles × scenarios</h2>
${matrixLegendHtml()}
<p class="muted">Each cell shows its state in words or, where the probed failure escaped, its mark and the trials in which it escaped (<code>${escapeHtml(cellState('escaped_some').mark)} 1/4</code>: in 1 of 4). Click a cell (or Tab to it and press Enter) for its rates, its trials and their timelines; the address bar then links to that drill-down.</p>
<div class="grid-wrap" id="grid"></div>
</section>
${scorecardHtml(a.scorecard)}
<section id="drill" class="hidden">
<h2 id="drill-title"></h2>
<div id="cell-detail"></div>
<h3>Trials</h3>
<p class="muted" id="trials-note"></p>
<table class="data" id="trial-table"><thead><tr><th>trial</th><th>seed</th><th>verdict</th><th>status</th><th>detail</th><th>defects</th><th>escaped</th><th>calls</th><th>retries</th><th>wall ms</th><th>events</th></tr></thead><tbody id="trial-rows"></tbody></table>
<div id="timeline-box" class="hidden">
<h3 id="timeline-title"></h3>
<details id="stderr-box" class="stderr hidden"><summary id="stderr-title"></summary><pre id="stderr-text" class="pre"></pre><p class="muted" id="stderr-note"></p></details>
<p class="muted hidden" id="stderr-dropped"></p>
<table class="data" id="timeline"><thead><tr><th>seq</th><th>t (ms after the first event)</th><th>event</th><th>fields</th></tr></thead><tbody id="timeline-rows"></tbody></table>
</div>
</section>
<section id="controls">
<h2>Defect escape by removed control</h2>
<p class="muted">Bars are rates; whiskers are Wilson 95% intervals. A control "prevents" when Newcombe's 95% interval for the rise in escapes without it lies above zero.</p>
<div class="chart-box"><canvas id="chart-controls"></canvas></div>
<div id="control-table"></div>
</section>
<section id="outcomes">
<h2>Outcomes by profile</h2>
<div class="chart-box"><canvas id="chart-outcomes"></canvas></div>
</section>
<section id="costs">
<h2>Cost by profile</h2>
<p>metric: <select id="cost-metric"></select> <span class="muted">retries are runtime retries inside a trial, not repeated trials</span></p>
<div class="chart-box"><canvas id="chart-cost"></canvas></div>
<h3>Cost per accepted result (total over every trial, failed and errored ones included, divided by the accepted trials)</h3>
<div class="chart-box"><canvas id="chart-cost-accepted"></canvas></div>
</section>
<section id="reliability">
<h2>Reliability over repeated trials</h2>
<p class="muted">Lines: pass^k of defect-free trials (all k repeats free of defects). Table: pass@k / pass^k of accepted trials, averaged over cells.</p>
<div class="chart-box"><canvas id="chart-passk"></canvas></div>
<div id="passk-table"></div>
</section>
<script type="application/json" id="report-data">${jsonForScript(pageData(data))}</script>
<script>${inlineScript(await chartJsBundle())}</script>
<script>${inlineScript(await reportPageScript())}</script>
</body>
</html>
`;
}
