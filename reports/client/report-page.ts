/**
 * The report page's script (report.html), run in the browser after the
 * Chart.js bundle. It reads the embedded JSON and builds every element with
 * createElement and textContent: no string from the data ever reaches
 * innerHTML, so a tool output or a scenario description holding markup shows
 * as text.
 *
 * Type-checked against the DOM and the report's own schema types by
 * reports/client/tsconfig.json (`npm run typecheck`, and a test); compiled
 * to report-page.js beside it by `npm run build:report-page`, which the
 * report inlines (a test fails when the two differ).
 */
import type { Chart as ChartJs, ChartConfiguration, Plugin } from 'chart.js';
import type { ReportPageJson } from '../html-report.js';
import type { CellReport, ControlReport, GroupReport, Rate, SampleRow } from '../report-schema.js';

/** The UMD bundle inlined before this script defines Chart as a global. */
declare const Chart: typeof ChartJs;

type Child = Node | string | number | null | undefined;
type State = CellReport['state'];
/** A per-trial cost metric (calls, wall_ms, tokens_in, ...). */
type Metric = keyof CellReport['cost'];
type TrialEvent = Record<string, unknown> & { seq?: number; t?: unknown; type?: unknown; ref?: unknown };
/** A bar dataset carrying its Wilson intervals for the whiskers plugin. */
type WhiskerDataset = ChartConfiguration<'bar'>['data']['datasets'][number] & { whiskers?: ([number, number] | null)[] };

function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

const DATA = JSON.parse(byId('report-data').textContent ?? '') as ReportPageJson;
const A = DATA.aggregate;
// Chart colours: those of the caught, safe, escaped (every trial) and escaped (some trials) cells.
const COLORS = { caught: '#2e7d32', safe: '#90a4ae', escaped: '#c62828', some: '#ef8f00' };
/** Each cell state's word and mark, as ablations/judge/cell-states.ts defines them (embedded by the server). */
const STATES = DATA.states;
/** A cell's label in the grid: where the probed failure escaped, its mark and the trials it escaped in (`esc 1/4`); else its word. */
function cellLabel(c: CellReport): string {
  return c.state === 'escaped_some' || c.state === 'escaped' ? STATES[c.state].mark + ' ' + c.escaped_trials + '/' + c.trials : STATES[c.state].word;
}
function whisker(r: Rate): [number, number] | null {
  return r.n > 0 ? [r.low, r.high] : null;
}
// Twenty series colours far enough apart to tell in a legend (lines also cycle dash patterns every ten).
const SERIES = ['#1f5fbf', '#d9480f', '#2b8a3e', '#c2255c', '#7048e8', '#e8a200', '#0b7285', '#5c3d2e', '#f06595', '#495057',
  '#74c0fc', '#ff8787', '#8ce99a', '#b197fc', '#ffd43b', '#63e6be', '#a9744f', '#000000', '#9c36b5', '#868e96'];
function seriesColour(i: number): string {
  return SERIES[i % SERIES.length]!;
}
function seriesDash(i: number): number[] {
  return [[], [6, 3], [2, 2]][Math.floor(i / 10) % 3]!;
}
// Units of the per-trial cost metrics, by name.
function metricUnit(m: string): string {
  if (/_ms$/.test(m)) return m === 'clock_ms' ? 'ms on the trial clock' : 'ms of wall time';
  if (/_usd$/.test(m)) return 'USD';
  if (/^tokens/.test(m)) return 'tokens';
  return 'count per trial';
}
function axis(text: string, extra?: object): object {
  return Object.assign({ title: { display: true, text: text } }, extra || {});
}
function plural(n: number, word: string): string {
  return n + ' ' + word + (n === 1 ? '' : 's');
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string | null, children?: Child | Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (children !== undefined && children !== null) {
    const list = Array.isArray(children) ? children : [children];
    list.forEach(function (c) {
      if (c === null || c === undefined) return;
      node.appendChild(typeof c === 'object' ? c : document.createTextNode(String(c)));
    });
  }
  return node;
}
function clear(node: Node): void {
  while (node.firstChild) node.removeChild(node.firstChild);
}
function pct(x: number | null | undefined): string {
  return x === null || x === undefined ? '–' : (100 * x).toFixed(1) + '%';
}
function num(x: number | null | undefined): string {
  if (x === null || x === undefined) return '–';
  if (Math.abs(x) >= 100 || Number.isInteger(x)) return String(Math.round(x * 100) / 100);
  return x.toPrecision(3);
}
function rateText(r: Rate): string {
  return r.n === 0 ? 'no trials' : pct(r.rate) + ' [' + pct(r.low) + ', ' + pct(r.high) + '] (' + r.k + '/' + r.n + ')';
}
function table(className: string, head: string[], rows: (string | number | null)[][]): HTMLTableElement {
  const t = el('table', className);
  const thead = el('thead');
  const tr = el('tr');
  head.forEach(function (h) {
    tr.appendChild(el('th', null, h));
  });
  thead.appendChild(tr);
  t.appendChild(thead);
  const tbody = el('tbody');
  rows.forEach(function (r) {
    const row = el('tr');
    r.forEach(function (c) {
      const isNum = typeof c === 'number';
      row.appendChild(el('td', isNum ? 'num' : null, isNum ? num(c) : c));
    });
    tbody.appendChild(row);
  });
  t.appendChild(tbody);
  return t;
}
function own<T>(obj: Record<string, T> | undefined, key: string): T | undefined {
  return obj !== undefined && Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

// ---- headline cards
const baseline = A.profiles.filter(function (p) {
  return p.name === A.baseline;
})[0];
const states = {} as Record<State, number>;
(Object.keys(STATES) as State[]).forEach(function (k) {
  states[k] = 0;
});
A.cells.forEach(function (c) {
  states[c.state]++;
});
const prevents = A.controls.filter(function (c) {
  return c.verdict === 'prevents';
}).length;
const cards = byId('cards');
[
  [A.problem_count > 0 ? plural(A.problem_count, 'problem') : A.not_run_cells > 0 ? 'incomplete: ' + A.not_run_cells + ' not run' : 'all expectations hold', 'matrix verdict'],
  [String(A.cells.length), 'cells (scenario × profile × proposer)'],
  [String(A.rows), 'trial rows replayed'],
  [baseline ? pct(baseline.defect.rate) : '–', 'defect rate under ' + (A.baseline || 'no baseline')],
  [baseline ? pct(baseline.accept.rate) : '–', 'accept rate under ' + (A.baseline || 'no baseline')],
  [prevents + ' / ' + A.controls.length, 'controls shown to prevent a defect'],
  [states.escaped + ' ' + STATES.escaped.word + ', ' + states.escaped_some + ' ' + STATES.escaped_some.word, 'cells with escapes'],
  [states.defect + ' ' + STATES.defect.word + ', ' + states.not_provoked + ' ' + STATES.not_provoked.word, 'cells with another defect / nothing attempted'],
  [states.not_run + ' ' + STATES.not_run.word + ', ' + states.error + ' ' + STATES.error.word, 'cells not judged'],
].forEach(function (c) {
  cards.appendChild(el('div', 'card', [el('div', 'v', c[0]), el('div', 'l', c[1])]));
});

// ---- matrix grid
const profiles = Object.keys(A.header.profiles);
A.cells.forEach(function (c) {
  if (profiles.indexOf(c.profile) < 0) profiles.push(c.profile);
});
const rowKeys: { key: string; scenario: string; proposer: string }[] = [];
const rowOf: Record<string, Record<string, number>> = {};
A.cells.forEach(function (c, i) {
  const key = c.scenario + '\u0000' + c.proposer;
  if (!Object.prototype.hasOwnProperty.call(rowOf, key)) {
    rowOf[key] = {};
    rowKeys.push({ key: key, scenario: c.scenario, proposer: c.proposer });
  }
  rowOf[key]![c.profile] = i;
});
const multiProposer = A.header.proposers.length > 1;
const grid = el('table', 'grid');
const head = el('tr', null, el('th', null, multiProposer ? 'scenario / proposer' : 'scenario'));
profiles.forEach(function (p) {
  head.appendChild(el('th', null, p));
});
const gridHead = el('thead');
gridHead.appendChild(head);
grid.appendChild(gridHead);
const gridBody = el('tbody');
rowKeys.forEach(function (r) {
  const tr = el('tr', null, el('th', null, multiProposer ? r.scenario + ' / ' + r.proposer : r.scenario));
  profiles.forEach(function (p) {
    const td = el('td');
    const index = own(rowOf[r.key], p);
    if (index !== undefined) {
      const c = A.cells[index]!;
      const b = el('button', 'cell st-' + c.state + (c.problems.length ? ' problem' : ''), (c.problems.length ? '! ' : '') + cellLabel(c));
      b.type = 'button';
      b.setAttribute('data-cell', String(index));
      b.title = c.scenario + ' × ' + c.profile + ' × ' + c.proposer + ': ' + STATES[c.state].word + (c.problems.length ? '\n' + c.problems.join('\n') : '');
      b.addEventListener('click', function () {
        showCell(index, true);
      });
      td.appendChild(b);
    }
    tr.appendChild(td);
  });
  gridBody.appendChild(tr);
});
grid.appendChild(gridBody);
byId('grid').appendChild(grid);

// ---- drill-down
let selectedButton: Element | null = null;
// A drill-down's address: #cell=<scenario>/<profile>/<proposer>[/trial=<n>], each part URI-encoded.
function cellHash(c: CellReport): string {
  return '#cell=' + [c.scenario, c.profile, c.proposer].map(encodeURIComponent).join('/');
}
function setHash(hash: string): void {
  if (location.hash !== hash) history.pushState(null, '', hash);
}
function openFromHash(): void {
  const m = /^#cell=([^/]*)\/([^/]*)\/([^/]*)(?:\/trial=(\d+))?$/.exec(location.hash);
  if (!m) return;
  const parts = [m[1]!, m[2]!, m[3]!].map(decodeURIComponent);
  let index = -1;
  A.cells.forEach(function (c, i) {
    if (c.scenario === parts[0] && c.profile === parts[1] && c.proposer === parts[2]) index = i;
  });
  if (index < 0) return;
  showCell(index, false);
  const trial = m[4];
  if (trial !== undefined) {
    const rows = document.querySelectorAll<HTMLTableRowElement>('#trial-rows tr.trial');
    (DATA.samples[index] || []).forEach(function (t, j) {
      if (String(t.trial) === trial) showTimeline(index, j, rows[j]!, false);
    });
  }
}
function showCell(index: number, fromUser: boolean): void {
  const c = A.cells[index]!;
  const box = byId('drill');
  box.classList.remove('hidden');
  if (selectedButton) selectedButton.classList.remove('selected');
  selectedButton = document.querySelector('button.cell[data-cell="' + index + '"]');
  if (selectedButton) selectedButton.classList.add('selected');
  byId('drill-title').textContent = c.scenario + ' × ' + c.profile + ' × ' + c.proposer + ': ' + STATES[c.state].word;
  const detail = byId('cell-detail');
  clear(detail);
  const scenario = own(DATA.scenarios, c.scenario);
  if (scenario && scenario.description) detail.appendChild(el('p', 'muted', scenario.description));
  if (c.note !== null) detail.appendChild(el('p', 'muted', (STATES[c.state].judged ? 'note' : STATES[c.state].word) + ': ' + c.note));
  if (c.problems.length) {
    const ul = el('ul', 'problems');
    c.problems.forEach(function (p) {
      ul.appendChild(el('li', null, p));
    });
    detail.appendChild(ul);
  }
  const rows: string[][] = [
    ['accepted', rateText(c.accept)],
    ['defect', rateText(c.defect)],
    ['safe stop', rateText(c.safe_stop)],
    ['false reject', rateText(c.false_reject)],
    ['trials with runtime retries', rateText(c.retried)],
  ];
  Object.keys(c.escapes).forEach(function (f) {
    rows.push(['escaped: ' + f, rateText(c.escapes[f]!)]);
  });
  c.provocation.forEach(function (p) {
    rows.push(['provoked: ' + p.failure + ' (caught ' + p.caught + ', escaped ' + p.escaped + ', not provoked ' + p.not_provoked + ')', 'escaped ' + rateText(p.escape_rate) + ' of provoked']);
  });
  Object.keys(c.defect_kinds).forEach(function (k) {
    const rate = c.defect_kinds[k as keyof typeof c.defect_kinds]!;
    if (rate.k > 0) rows.push(['defect: ' + k, rateText(rate)]);
  });
  rows.push(['must catch', c.must_catch.join(', ') || '–'], ['must escape', c.must_escape.join(', ') || '–'], ['expectations from', c.expectations]);
  const cols = el('div', 'cols');
  cols.appendChild(el('div', null, [el('h3', null, 'rates'), table('data', ['measure', 'value (Wilson 95%)'], rows)]));
  cols.appendChild(
    el('div', null, [
      el('h3', null, 'pass@k and pass^k over repeated trials'),
      table(
        'data',
        ['k', 'pass@k accepted', 'pass^k accepted', 'pass^k defect-free'],
        c.pass_k.accepted.map(function (p, i) {
          const d = c.pass_k.defect_free[i];
          return [p.k, pct(p.pass_at_k), pct(p.pass_hat_k), d ? pct(d.pass_hat_k) : '–'];
        }),
      ),
    ]),
  );
  cols.appendChild(
    el('div', null, [
      el('h3', null, 'cost per trial'),
      table(
        'data',
        ['metric', 'mean', 'median', 'p95', 'per accepted result'],
        (Object.keys(c.cost) as Metric[]).map(function (m) {
          const stat = c.cost[m];
          const perAccepted = c.cost_per_accepted[m];
          return [m, stat.mean, stat.median, stat.p95, perAccepted === null ? 'none accepted' : perAccepted];
        }),
      ),
    ]),
  );
  detail.appendChild(cols);
  const samples = DATA.samples[index] || [];
  byId('trials-note').textContent =
    samples.length + ' of ' + c.trials + ' trials kept in this page (the first by trial number, and the first with a defect or escape); every trial is in trials.csv.' + (DATA.sample_note ? ' ' + DATA.sample_note : '');
  const tb = byId('trial-rows');
  clear(tb);
  samples.forEach(function (t, j) {
    const tr = el('tr', 'trial');
    tr.setAttribute('data-trial', String(t.trial));
    const cells: (string | number)[] = [
      t.trial,
      t.seed,
      t.verdict,
      t.status,
      t.detail,
      t.defects.map(function (d) {
        return d.kind + ': ' + d.note;
      }).join('; '),
      t.escaped.join(', '),
      t.cost.calls,
      t.cost.retries,
      t.cost.wall_ms,
      t.events ? t.events.length + (t.events_dropped ? '+' + t.events_dropped : '') : 'not kept',
    ];
    cells.forEach(function (v) {
      tr.appendChild(el('td', typeof v === 'number' ? 'num' : null, typeof v === 'number' ? num(v) : v));
    });
    tr.tabIndex = 0;
    tr.setAttribute('role', 'button');
    tr.setAttribute('aria-label', 'trial ' + t.trial + ': ' + t.verdict + ', open its timeline');
    tr.addEventListener('click', function () {
      showTimeline(index, j, tr, true);
    });
    tr.addEventListener('keydown', function (ev) {
      if (ev.key === 'Enter' || ev.key === ' ') {
        ev.preventDefault();
        showTimeline(index, j, tr, true);
      } else if (ev.key === 'ArrowDown' && tr.nextElementSibling) {
        ev.preventDefault();
        (tr.nextElementSibling as HTMLElement).focus();
      } else if (ev.key === 'ArrowUp' && tr.previousElementSibling) {
        ev.preventDefault();
        (tr.previousElementSibling as HTMLElement).focus();
      }
    });
    tb.appendChild(tr);
  });
  byId('timeline-box').classList.add('hidden');
  if (fromUser) setHash(cellHash(c));
  box.scrollIntoView({ block: 'start' });
}

let selectedTrial: HTMLTableRowElement | null = null;
function showTimeline(cellIndex: number, j: number, tr: HTMLTableRowElement, fromUser: boolean): void {
  const t = DATA.samples[cellIndex]![j]!;
  if (fromUser) setHash(cellHash(A.cells[cellIndex]!) + '/trial=' + t.trial);
  if (selectedTrial) selectedTrial.classList.remove('selected');
  selectedTrial = tr;
  tr.classList.add('selected');
  const box = byId('timeline-box');
  box.classList.remove('hidden');
  byId('timeline-title').textContent = 'trial ' + t.trial + ' (seed ' + t.seed + '): ' + t.verdict + ', ' + t.status;
  showStderr(A.cells[cellIndex]!, t);
  const body = byId('timeline-rows');
  clear(body);
  if (!t.events) {
    body.appendChild(el('tr', null, el('td', 'muted', 'No timeline kept for this trial (the store keeps events for the first trials of each cell).')));
    return;
  }
  const events = t.events as TrialEvent[];
  const first = events[0];
  const t0 = first !== undefined && typeof first.t === 'number' ? first.t : 0;
  events.forEach(function (e) {
    const rest: string[] = [];
    Object.keys(e).forEach(function (k) {
      if (k === 'seq' || k === 't' || k === 'type') return;
      const v = e[k];
      rest.push(k + '=' + (typeof v === 'string' ? v : JSON.stringify(v)));
    });
    const tr2 = el('tr', 'event');
    tr2.appendChild(el('td', 'num', e.seq === undefined ? '' : String(e.seq)));
    tr2.appendChild(el('td', 'num', typeof e.t === 'number' ? (e.t - t0).toFixed(1) : ''));
    tr2.appendChild(el('td', null, String(e.type)));
    const detail = el('td', 'pre', rest.join('\n'));
    // An artifact reference links to the stored output in the run folder (href built from the hash only).
    const m = typeof e.ref === 'string' ? /^artifact:\/\/sha256\/([0-9a-f]{64})$/.exec(e.ref) : null;
    if (m) {
      const a = document.createElement('a');
      a.href = 'artifacts/' + m[1]!.slice(0, 2) + '/' + m[1];
      a.textContent = ' open the stored output';
      detail.appendChild(a);
    }
    tr2.appendChild(detail);
    body.appendChild(tr2);
  });
  if (t.events_dropped) body.appendChild(el('tr', null, el('td', 'muted', t.events_dropped + ' later events not embedded')));
}

/**
 * The trial's harness stderr above its timeline, collapsed (none for a trial whose harness wrote
 * none), with the command that prints what results.jsonl keeps of it when the page shows less.
 */
function showStderr(c: CellReport, t: SampleRow): void {
  const box = byId<HTMLDetailsElement>('stderr-box');
  const dropped = byId('stderr-dropped');
  const folder = A.source.replace(/[\\/]?[^\\/]*$/, '') || '.';
  const command = 'harness-bench show ' + folder + ' --stderr --trial ' + [c.scenario, c.profile, c.proposer, t.trial].join('/');
  const s = t.harness_stderr;
  box.open = false;
  box.classList.toggle('hidden', !s);
  dropped.classList.toggle('hidden', !t.harness_stderr_dropped);
  dropped.textContent = t.harness_stderr_dropped ? "Its harness's stderr is not in this page (its size budget): " + command + ' prints it.' : '';
  const bytes = s ? new TextEncoder().encode(s.tail).length : 0;
  byId('stderr-title').textContent = !s ? '' : "its harness's stderr: " + (s.cut_bytes > 0 ? 'the last ' + plural(bytes, 'byte') + ' (' + plural(s.cut_bytes, 'byte') + ' before them not shown)' : plural(bytes, 'byte'));
  byId('stderr-text').textContent = s ? s.tail : '';
  byId('stderr-note').textContent = s && s.cut_bytes > 0 ? 'results.jsonl keeps its last 16 KiB: ' + command + ' prints them.' : '';
}

// ---- charts
const whiskers: Plugin<'bar'> = {
  id: 'whiskers',
  afterDatasetsDraw: function (chart) {
    const ctx = chart.ctx;
    const y = chart.scales['y']!;
    chart.data.datasets.forEach(function (ds, i) {
      const intervals = (ds as WhiskerDataset).whiskers;
      if (!intervals || !chart.isDatasetVisible(i)) return;
      chart.getDatasetMeta(i).data.forEach(function (bar, j) {
        const w = intervals[j];
        if (!w) return;
        const top = y.getPixelForValue(w[1]);
        const bottom = y.getPixelForValue(w[0]);
        const half = Math.max(3, Math.min(8, ((bar as unknown as { width?: number }).width || 12) / 4));
        ctx.save();
        ctx.strokeStyle = '#263238';
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        ctx.moveTo(bar.x, top);
        ctx.lineTo(bar.x, bottom);
        ctx.moveTo(bar.x - half, top);
        ctx.lineTo(bar.x + half, top);
        ctx.moveTo(bar.x - half, bottom);
        ctx.lineTo(bar.x + half, bottom);
        ctx.stroke();
        ctx.restore();
      });
    });
  },
};
const base = { animation: false as const, responsive: true, maintainAspectRatio: false };
const pctAxis = {
  min: 0,
  max: 1,
  ticks: {
    callback: function (v: number | string) {
      return Math.round(Number(v) * 100) + '%';
    },
  },
};

const controls = A.controls.filter(function (c) {
  return c.profile !== null;
});
// A rate with no trials is no bar and no whisker (null), and its label says so.
function rateValue(r: Rate): number | null {
  return r.n > 0 ? r.rate : null;
}
function controlLabel(c: ControlReport): string {
  return c.escape.without.n + c.escape.with.n + c.defect.without.n === 0 ? c.control + ' (no trials)' : c.control;
}
function canvas(id: string): HTMLCanvasElement {
  return byId<HTMLCanvasElement>(id);
}
/** One bar per control: a rate picked from each control's report, with its interval as whiskers. */
function controlDataset(label: string, color: string, pick: (c: ControlReport) => Rate): WhiskerDataset {
  return {
    label,
    backgroundColor: color,
    data: controls.map(function (c) {
      return rateValue(pick(c));
    }),
    whiskers: controls.map(function (c) {
      return whisker(pick(c));
    }),
  };
}
const controlDatasets: WhiskerDataset[] = [
  controlDataset('its probed failures escape, control removed', COLORS.escaped, function (c) {
    return c.escape.without;
  }),
  controlDataset('same probes, control on (' + (A.baseline || 'baseline') + ')', COLORS.caught, function (c) {
    return c.escape.with;
  }),
  controlDataset('any defect, control removed (all scenarios)', COLORS.some, function (c) {
    return c.defect.without;
  }),
];
new Chart(canvas('chart-controls'), {
  type: 'bar',
  data: { labels: controls.map(controlLabel), datasets: controlDatasets },
  options: Object.assign({}, base, { scales: { x: axis('removed control'), y: axis('share of trials (%)', pctAxis) } }),
  plugins: [whiskers],
});
byId('control-table').appendChild(
  table(
    'data',
    ['control', 'verdict', 'probed escapes, removed', 'probed escapes, on', 'any defect, removed', 'any defect, on', 'prevented'],
    A.controls.map(function (c) {
      return [c.control, c.verdict, rateText(c.escape.without), rateText(c.escape.with), rateText(c.defect.without), rateText(c.defect.with), c.prevented.join(', ') || '–'];
    }),
  ),
);

const P: GroupReport[] = A.profiles;
function names(): string[] {
  return P.map(function (p) {
    return p.name;
  });
}
new Chart(canvas('chart-outcomes'), {
  type: 'bar',
  data: {
    labels: names(),
    datasets: [
      { label: 'accepted', backgroundColor: COLORS.caught, data: P.map(function (p) { return p.accept.rate || 0; }) },
      { label: 'safe stop', backgroundColor: COLORS.safe, data: P.map(function (p) { return p.safe_stop.rate || 0; }) },
      { label: 'false reject', backgroundColor: COLORS.some, data: P.map(function (p) { return p.false_reject.rate || 0; }) },
      { label: 'defect', backgroundColor: COLORS.escaped, data: P.map(function (p) { return p.defect.rate || 0; }) },
    ],
  },
  options: Object.assign({}, base, { scales: { x: axis('profile', { stacked: true }), y: axis('share of trials (%)', Object.assign({ stacked: true }, pctAxis)) } }),
});

const metricSelect = byId<HTMLSelectElement>('cost-metric');
Object.keys(P.length ? P[0]!.cost : {}).forEach(function (m) {
  const o = el('option', null, m);
  o.value = m;
  metricSelect.appendChild(o);
});
metricSelect.value = 'calls';
const costChart = new Chart(canvas('chart-cost'), {
  type: 'bar',
  data: {
    labels: names(),
    datasets: [
      { label: 'mean', backgroundColor: '#1565c0', data: [] as (number | null)[] },
      { label: 'median', backgroundColor: '#64b5f6', data: [] as (number | null)[] },
      { label: 'p95', backgroundColor: '#0d47a1', data: [] as (number | null)[] },
    ],
  },
  options: Object.assign({}, base, { scales: { x: axis('profile'), y: axis('', { beginAtZero: true }) } }),
});
const perAcceptedChart = new Chart(canvas('chart-cost-accepted'), {
  type: 'bar',
  data: { labels: names(), datasets: [{ label: 'per accepted result (failed and errored trials counted)', backgroundColor: '#6a1b9a', data: [] as (number | null)[] }] },
  options: Object.assign({}, base, { scales: { x: axis('profile'), y: axis('', { beginAtZero: true }) } }),
});
function statValue(x: number | null | undefined): number | null {
  return x === null || x === undefined ? null : x;
}
/** Sets a chart's y-axis title (built by axis() above, so it is there). */
function yTitle(chart: ChartJs, text: string): void {
  (chart.options.scales as { y: { title: { text: string } } }).y.title.text = text;
}
function updateCost(): void {
  const m = metricSelect.value as Metric;
  const unit = metricUnit(m);
  costChart.data.labels = P.map(function (p) {
    return p.cost[m].mean === null || p.cost[m].mean === undefined ? p.name + ' (no data)' : p.name;
  });
  costChart.data.datasets[0]!.data = P.map(function (p) { return statValue(p.cost[m].mean); });
  costChart.data.datasets[1]!.data = P.map(function (p) { return statValue(p.cost[m].median); });
  costChart.data.datasets[2]!.data = P.map(function (p) { return statValue(p.cost[m].p95); });
  yTitle(costChart as unknown as ChartJs, m + ' (' + unit + ')');
  // No accepted trial: no bar, and the label says why (a bar of 0 would read as free).
  perAcceptedChart.data.labels = P.map(function (p) {
    return p.cost_per_accepted[m] === null ? p.name + ' (no accepted trial)' : p.name;
  });
  perAcceptedChart.data.datasets[0]!.data = P.map(function (p) { return statValue(p.cost_per_accepted[m]); });
  yTitle(perAcceptedChart as unknown as ChartJs, m + ' per accepted result (' + unit.replace(' per trial', '') + ')');
  costChart.update();
  perAcceptedChart.update();
}
metricSelect.addEventListener('change', updateCost);
updateCost();

const ks: number[] = [];
for (let k = 1; k <= A.k_max; k++) ks.push(k);
new Chart(canvas('chart-passk'), {
  type: 'line',
  data: {
    labels: ks.map(String),
    datasets: P.map(function (p, i) {
      const values = ks.map(function (k) {
        const x = p.pass_k.defect_free[k - 1];
        return x ? x.pass_hat_k : null;
      });
      const empty = values.every(function (v) {
        return v === null;
      });
      return {
        label: empty ? p.name + ' (no data)' : p.name,
        borderColor: seriesColour(i),
        backgroundColor: seriesColour(i),
        borderDash: seriesDash(i),
        pointStyle: (['circle', 'rect', 'triangle', 'rectRot', 'crossRot'] as const)[i % 5],
        data: values,
      };
    }),
  },
  options: Object.assign({}, base, { scales: { y: axis('pass^k of defect-free trials (%)', pctAxis), x: axis('k repeated trials') } }),
});
byId('passk-table').appendChild(
  table(
    'data',
    ['profile', 'cells'].concat(
      ks.map(function (k) {
        return 'pass@' + k + ' / pass^' + k;
      }),
    ),
    P.map(function (p) {
      return ([p.name, p.cells] as (string | number)[]).concat(
        ks.map(function (k) {
          const x = p.pass_k.accepted[k - 1];
          return x ? pct(x.pass_at_k) + ' / ' + pct(x.pass_hat_k) : '–';
        }),
      );
    }),
  ),
);

window.addEventListener('popstate', openFromHash);
window.addEventListener('hashchange', openFromHash);
openFromHash();
document.body.setAttribute('data-ready', 'true');
