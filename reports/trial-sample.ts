import type { TrialRow } from '../ablations/results/store.js';
import { shorterStderr } from '../harness/stderr-tail.js';
import type { SampleRow } from './report-schema.js';

export { DEFAULT_EVENTS_PER_TRIAL } from './sample-limits.js';

/** Bytes of a kept trial's harness stderr report.html embeds: its last 4 KiB (results.jsonl keeps 16 KiB). */
export const PAGE_STDERR_BYTES = 4 * 1024;

export interface SampleLimits {
  /** The first trials (by trial number) kept per cell. */
  first: number;
  /** Further trials with a defect, an escape or a false reject kept per cell. */
  notable: number;
  /** Events kept per trial timeline. */
  events: number;
}

function insertBounded(list: SampleRow[], row: SampleRow, cap: number): void {
  if (cap <= 0) return;
  if (list.length >= cap && row.trial >= list[list.length - 1]!.trial) return;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]!.trial < row.trial) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, row);
  if (list.length > cap) list.pop();
}

export const isNotable = (row: TrialRow): boolean => row.verdict === 'defect' || row.verdict === 'false_reject' || row.escaped.length > 0;

/**
 * A bounded sample of one cell's trials for the drill-down: the first ones
 * by trial number (those carry the stored timelines) and the first notable
 * ones, whatever order rows arrive in. Memory is at most first + notable rows.
 */
export class TrialSample {
  readonly #limits: SampleLimits;
  readonly #first: SampleRow[] = [];
  readonly #notable: SampleRow[] = [];

  constructor(limits: SampleLimits) {
    this.#limits = limits;
  }

  offer(row: TrialRow): void {
    const wantsFirst = this.#first.length < this.#limits.first || row.trial < this.#first[this.#first.length - 1]!.trial;
    const notable = isNotable(row);
    const wantsNotable =
      notable && (this.#notable.length < this.#limits.notable || row.trial < this.#notable[this.#notable.length - 1]!.trial);
    if (!wantsFirst && !wantsNotable) return;
    const kept = this.#compact(row);
    if (wantsFirst) insertBounded(this.#first, kept, this.#limits.first);
    if (wantsNotable) insertBounded(this.#notable, kept, this.#limits.notable);
  }

  /**
   * The kept rows in trial order, at most `quota` of them (at least one): the
   * first trial (it carries a stored timeline), then notable ones given half
   * the room, then the first ones.
   */
  rows(quota = Number.POSITIVE_INFINITY): SampleRow[] {
    const chosen = new Map<number, SampleRow>();
    const first = this.#first[0];
    if (first !== undefined) chosen.set(first.trial, first);
    // The notable ones get half the room beside the first trial (which counts as one of them when it is one).
    const notableRoom = Math.min(quota, Math.ceil(quota / 2) + (first !== undefined && !isNotable(first) ? 1 : 0));
    for (const r of this.#notable) if (chosen.size < notableRoom) chosen.set(r.trial, r);
    for (const r of this.#first) if (chosen.size < quota && !chosen.has(r.trial)) chosen.set(r.trial, r);
    for (const r of this.#notable) if (chosen.size < quota && !chosen.has(r.trial)) chosen.set(r.trial, r);
    return [...chosen.values()].sort((a, b) => a.trial - b.trial);
  }

  get size(): number {
    return new Set([...this.#first, ...this.#notable].map((r) => r.trial)).size;
  }

  #compact(row: TrialRow): SampleRow {
    const stderr = row.harness_stderr === undefined ? row : { ...row, harness_stderr: shorterStderr(row.harness_stderr, PAGE_STDERR_BYTES) };
    if (!stderr.events || stderr.events.length <= this.#limits.events) return stderr;
    return { ...stderr, events: stderr.events.slice(0, this.#limits.events), events_dropped: stderr.events.length - this.#limits.events };
  }
}
