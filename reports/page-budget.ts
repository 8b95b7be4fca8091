import type { Aggregate, CellReport, SampleRow } from './report-schema.js';

/** What report.html embeds, and what it left out to stay within its size budget. */
export interface PageBudget {
  /** Bytes of JSON the page may embed for the kept trials (the aggregate is slimmed, not cut). */
  sampleBytes: number;
}

export const DEFAULT_PAGE_BUDGET: PageBudget = { sampleBytes: 1_000_000 };

/** Fractions to four significant digits (a rate to 0.01 points): the page shows one decimal, summary.json keeps every digit. */
export function roundForPage<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'number' && !Number.isInteger(v) && Number.isFinite(v) ? Number(v.toPrecision(4)) : v))) as T;
}

export interface BudgetedSamples {
  samples: SampleRow[][];
  /** How the sample was cut, for the page's note ('' when nothing was). */
  note: string;
}

/** The k values a cell's pass@k table keeps: 1, 5 and the largest (the profiles keep every k for the chart). */
function keptKs(kMax: number): Set<number> {
  return new Set([1, Math.min(5, kMax), kMax]);
}

/**
 * The aggregate as the page needs it: per cell, the cost statistics it draws
 * (mean, median, p95), the defect kinds that happened, and pass@k at k = 1, 5, max;
 * summary.json keeps everything. Profiles, controls and groups are untouched.
 */
export function slimAggregate(a: Aggregate): Aggregate {
  const ks = keptKs(a.k_max);
  const cell = (c: CellReport): CellReport => ({
    ...c,
    defect_kinds: Object.fromEntries(Object.entries(c.defect_kinds).filter(([, r]) => r.k > 0)),
    cost: Object.fromEntries(Object.entries(c.cost).map(([m, s]) => [m, { mean: s.mean, median: s.median, p95: s.p95 }])) as unknown as CellReport['cost'],
    pass_k: { accepted: c.pass_k.accepted.filter((p) => ks.has(p.k)), defect_free: c.pass_k.defect_free.filter((p) => ks.has(p.k)) },
  });
  return roundForPage({ ...a, cells: a.cells.map(cell) });
}

const size = (x: unknown) => JSON.stringify(x).length;

/**
 * A kept trial as the page has it: without what the drill-down never shows
 * (the final world's state, the harness's identity, which is the cell's),
 * so that the room goes to the rows and their timelines. results.jsonl keeps them.
 */
function pageRow(row: SampleRow): SampleRow {
  const { state: _state, harness: _harness, ...rest } = row;
  return rest;
}

/** The events of each cell's first trial the page keeps whatever its budget: the start of one timeline per cell is always there to open. */
export const MIN_FIRST_TIMELINE_EVENTS = 5;

/**
 * Cuts the kept trials to the byte budget, in steps that keep the most
 * telling parts: first the timelines of all but each cell's first two
 * trials; then at most three trials per cell (the first two and the first
 * notable one) with one timeline; then each cell's timeline to an equal share
 * of the bytes left (its first events, which show how the trial started).
 * No step takes the first trial's timeline below its first
 * MIN_FIRST_TIMELINE_EVENTS events: every cell keeps one timeline to open.
 */
export function budgetSamples(samples: readonly SampleRow[][], budget: PageBudget = DEFAULT_PAGE_BUDGET): BudgetedSamples {
  let current = samples.map((list) => roundForPage(list.map(pageRow)));
  if (size(current) <= budget.sampleBytes) return { samples: current, note: '' };
  const steps: string[] = [];
  const withoutEvents = (r: SampleRow): SampleRow => (r.events ? { ...r, events: undefined, events_dropped: r.events.length + (r.events_dropped ?? 0) } : r);
  current = current.map((list) => list.map((r, i) => (i < 2 ? r : withoutEvents(r))));
  steps.push('timelines are kept for the first two trials of each cell');
  if (size(current) > budget.sampleBytes) {
    current = current.map((list) => {
      const notable = list.filter((r) => r.verdict === 'defect' || r.verdict === 'false_reject' || r.escaped.length > 0);
      const keep = new Set([...list.slice(0, 2), ...notable.slice(0, 1)].map((r) => r.trial));
      return list.filter((r) => keep.has(r.trial)).map((r, i) => (i === 0 ? r : withoutEvents(r)));
    });
    steps.push('at most three trials per cell (the first two and the first notable one), one with its timeline');
  }
  if (size(current) > budget.sampleBytes) {
    const bare = size(current.map((list) => list.map(withoutEvents)));
    const share = Math.max(0, budget.sampleBytes - bare) / Math.max(1, current.length);
    let shortest = Number.POSITIVE_INFINITY;
    current = current.map((list) =>
      list.map((r, i) => {
        if (!r.events) return r;
        let used = 0;
        let n = 0;
        while (n < r.events.length && (used + size(r.events[n]) + 1 <= share || (i === 0 && n < MIN_FIRST_TIMELINE_EVENTS))) used += size(r.events[n++]) + 1;
        if (n === r.events.length) return r;
        shortest = Math.min(shortest, n);
        return { ...r, events: r.events.slice(0, n), events_dropped: r.events.length - n + (r.events_dropped ?? 0) };
      }),
    );
    steps.push(`each timeline cut to its first events (${Number.isFinite(shortest) ? `at least ${shortest}` : 'all'})`);
  }
  return { samples: current, note: `To keep this page under its size budget, ${steps.join('; ')}.` };
}
