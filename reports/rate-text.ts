import type { Rate } from './report-schema.js';

/** A fraction as a percentage with one decimal; a dash when there is none. */
export const pct = (x: number | null): string => (x === null ? '–' : `${(100 * x).toFixed(1)}%`);

/** A rate with its 95% interval and counts: `25.0% [8.9%, 53.2%] (3/12)`. */
export const rateText = (r: Rate): string => (r.n === 0 ? 'no trials' : `${pct(r.rate)} [${pct(r.low)}, ${pct(r.high)}] (${r.k}/${r.n})`);
