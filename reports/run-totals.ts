import { RunTotalsSchema, type RunTotals } from './run-totals-schema.js';
import type { TrialRow } from '../ablations/results/store.js';
import { escapeHtml } from './html-escape.js';
import { escapeMarkdown as md } from './markdown-escape.js';
import type { Aggregate } from './report-schema.js';

export { RunTotalsSchema, type RunTotals };

/** Adds rows up as they stream past. */
export class RunTotalsCounter {
  readonly #t = { trials: 0, tokens_in: 0, tokens_out: 0, cost_usd: 0, provider_calls: 0, provider_retries: 0 };
  /** Of tokens_in, the cached ones: null until a row reports them. */
  #cached: number | null = null;
  /** Per proposer: tokens used, and money. */
  readonly #byProposer = new Map<string, { tokens: number; usd: number }>();

  add(row: TrialRow): void {
    const c = row.cost;
    this.#t.trials += 1;
    this.#t.tokens_in += c.tokens_in;
    this.#t.tokens_out += c.tokens_out;
    if (c.tokens_cached !== undefined) this.#cached = (this.#cached ?? 0) + c.tokens_cached;
    this.#t.cost_usd += c.cost_usd;
    this.#t.provider_calls += c.provider_calls ?? 0;
    this.#t.provider_retries += c.provider_retries ?? 0;
    let p = this.#byProposer.get(row.proposer);
    if (p === undefined) this.#byProposer.set(row.proposer, (p = { tokens: 0, usd: 0 }));
    p.tokens += c.tokens_in + c.tokens_out;
    p.usd += c.cost_usd;
  }

  totals(): RunTotals {
    const unpriced = [...this.#byProposer].filter(([, p]) => p.tokens > 0 && p.usd === 0).map(([name]) => name);
    const { trials, tokens_in, tokens_out, ...rest } = this.#t;
    return { trials, tokens_in, tokens_out, ...(this.#cached === null ? {} : { tokens_cached: this.#cached }), ...rest, unpriced };
  }
}

export function runTotals(rows: Iterable<TrialRow>): RunTotals {
  const counter = new RunTotalsCounter();
  for (const row of rows) counter.add(row);
  return counter.totals();
}

/** Whether the run talked to a model at all (only then are its totals worth a line). */
export function spentAnything(t: RunTotals): boolean {
  return t.tokens_in + t.tokens_out > 0 || t.provider_calls > 0;
}

/** The warning for models priced at 0 because no price is known. */
export function unpricedWarnings(t: RunTotals): string[] {
  return t.unpriced.map((p) => `no price known for ${p}: its cost counts as 0 USD (pass --prices FILE with an entry for the model)`);
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const usd = (n: number) => `$${n < 0.01 && n > 0 ? n.toPrecision(2) : n.toFixed(n < 100 ? 4 : 2)}`;

/**
 * One line: `LLM: 1,234 tokens in, 56 out, $0.0123; 20 provider calls (2 retries) over 8 trials`, with
 * `800 cached in` after the output when some of the input came from the provider's cache.
 */
export function runTotalsLine(t: RunTotals): string {
  const price = t.unpriced.length > 0 && t.cost_usd === 0 ? `${usd(0)} (no price known)` : `${usd(t.cost_usd)}${t.unpriced.length > 0 ? ' (some models unpriced)' : ''}`;
  const cached = (t.tokens_cached ?? 0) > 0 ? `, ${int(t.tokens_cached!)} cached in` : '';
  return `LLM: ${int(t.tokens_in)} tokens in, ${int(t.tokens_out)} out${cached}, ${price}; ${int(t.provider_calls)} provider calls (${int(t.provider_retries)} retries) over ${int(t.trials)} trials`;
}

/** summary.md lines: the run's totals and, per profile, tokens and money per accepted result (errored trials' spend included). Empty when no model was used. */
export function runTotalsMarkdown(a: Aggregate): string[] {
  const t = a.totals;
  if (!spentAnything(t)) return [];
  const lines = ['', `**${md(runTotalsLine(t))}**`];
  for (const w of unpricedWarnings(t)) lines.push('', `> ⚠ ${md(w)}`);
  lines.push('', '| profile | tokens in | tokens out | USD | USD per accepted result | tokens per accepted result |', '|---|---:|---:|---:|---:|---:|');
  const notes = ['', '_tokens and USD: the judged trials; per accepted result: everything the profile spent, errored trials included, over its accepted trials._'];
  for (const p of a.profiles) {
    const per = p.cost_per_accepted;
    const perTokens = per.tokens_in === null || per.tokens_out === null ? '–' : int(per.tokens_in + per.tokens_out);
    lines.push(`| ${md(p.name)} | ${int(p.cost.tokens_in.total)} | ${int(p.cost.tokens_out.total)} | ${usd(p.cost.cost_usd.total)} | ${per.cost_usd === null ? '– (none accepted)' : usd(per.cost_usd)} | ${perTokens} |`);
  }
  lines.push(...notes);
  return lines;
}

/** The HTML header's line of totals (escaped); empty when no model was used. */
export function runTotalsHtml(t: RunTotals): string {
  if (!spentAnything(t)) return '';
  const warnings = unpricedWarnings(t).map((w) => `<br><strong>⚠ ${escapeHtml(w)}</strong>`).join('');
  return `<p class="meta" id="run-totals">${escapeHtml(runTotalsLine(t))}${warnings}</p>`;
}
