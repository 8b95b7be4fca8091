import { shorterStderr } from '../harness/stderr-tail.js';
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

/** The least of a harness's stderr worth embedding: with less room than this, the page leaves it out (results.jsonl keeps it). */
export const MIN_PAGE_STDERR_BYTES = 512;

/**
 * Cuts the kept trials to the byte budget, in steps that keep the most
 * telling parts: first the timelines of all but each cell's first two
 * trials; then at most three trials per cell (the first two and the first
 * notable one) with one timeline; then each cell's timeline to an equal share
 * of the bytes left (its first events, which show how the trial started).
 * No step takes the first trial's timeline below its first
 * MIN_FIRST_TIMELINE_EVENTS events: every cell keeps one timeline to open.
 * A trial's harness stderr goes with its timeline: left out with it, and
 * in the last step cut to its last bytes, to at most half its trial's share.
 */
export function budgetSamples(samples: readonly SampleRow[][], budget: PageBudget = DEFAULT_PAGE_BUDGET): BudgetedSamples {
  let current = samples.map((list) => roundForPage(list.map(pageRow)));
  if (size(current) <= budget.sampleBytes) return { samples: current, note: '' };
  const steps: string[] = [];
  // A trial's harness stderr goes with its timeline.
  const withoutEvents = (r: SampleRow): SampleRow => {
    const bare = r.harness_stderr === undefined ? r : { ...r, harness_stderr: undefined, harness_stderr_dropped: true as const };
    return bare.events ? { ...bare, events: undefined, events_dropped: bare.events.length + (bare.events_dropped ?? 0) } : bare;
  };
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
    let stderrCut = false;
    current = current.map((list) =>
      list.map((r, i) => {
        // Its harness stderr takes up to half the share beside events (all of it without), its events the rest.
        const stderr = r.harness_stderr;
        const stderrRoom = stderr === undefined ? 0 : Math.min(size(stderr), Math.floor(r.events ? share / 2 : share));
        let used = stderrRoom;
        let n = 0;
        const events = r.events ?? [];
        while (n < events.length && (used + size(events[n]) + 1 <= share || (i === 0 && n < MIN_FIRST_TIMELINE_EVENTS))) used += size(events[n++]) + 1;
        let kept = r;
        if (r.events && n < r.events.length) {
          shortest = Math.min(shortest, n);
          kept = { ...r, events: r.events.slice(0, n), events_dropped: r.events.length - n + (r.events_dropped ?? 0) };
        }
        if (stderr === undefined || size(stderr) <= stderrRoom) return kept;
        // Its last bytes, or, with too little room, left out.
        stderrCut = true;
        return stderrRoom >= MIN_PAGE_STDERR_BYTES ? { ...kept, harness_stderr: shorterStderr(stderr, stderrRoom) } : { ...kept, harness_stderr: undefined, harness_stderr_dropped: true };
      }),
    );
    steps.push(`each timeline cut to its first events (${Number.isFinite(shortest) ? `at least ${shortest}` : 'all'})${stderrCut ? " and each harness's stderr to its last bytes" : ''}`);
  }
  return { samples: current, note: `To keep this page under its size budget, ${steps.join('; ')}.` };
}
