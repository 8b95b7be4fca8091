import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { LlmConfigError } from './errors.js';

/** USD per one million tokens, for input (prompt) and output (completion) tokens. */
export const ModelPriceSchema = z.strictObject({
  input: z.number().nonnegative(),
  output: z.number().nonnegative(),
  /** Input tokens read from the provider's cache (absent: priced as input). */
  cached: z.number().nonnegative().optional(),
  /** Input tokens written to the provider's cache, Anthropic's 5-minute cache writes (absent: priced as input). */
  cache_write: z.number().nonnegative().optional(),
  /** The provider's declared budget for this model, requests per minute (flags beat it). */
  rpm: z.number().int().positive().optional(),
  /** The provider's declared budget for this model, tokens per minute (flags beat it). */
  tpm: z.number().int().positive().optional(),
});
export type ModelPrice = z.infer<typeof ModelPriceSchema>;

/** A price file: `{"as_of": "YYYY-MM-DD", "models": {"<model or prefix>": {"input": USD, "output": USD}}}`. */
export const PriceTableSchema = z.strictObject({
  /** When these prices were read off the providers' pages. */
  as_of: z.string().min(1),
  /** Always USD per 1M tokens. */
  unit: z.literal('usd_per_1m_tokens').default('usd_per_1m_tokens'),
  models: z.record(z.string().min(1), ModelPriceSchema),
});
export type PriceTable = z.infer<typeof PriceTableSchema>;

/**
 * Built-in EXAMPLE prices, USD per 1M tokens, as listed on the providers'
 * public pricing pages around the `as_of` date. They are examples to make cost
 * columns non-empty, not a maintained price list: pass `--prices FILE` for
 * the prices you actually pay. The Anthropic cache rates (cache hits, 5-minute
 * cache writes) are those of platform.claude.com/docs/.../about-claude/pricing;
 * the OpenAI cached-input rates and the Gemini models are left out, as no
 * provider page for them was at hand (their cached tokens count at the input
 * price; a Gemini model is unpriced).
 */
export const DEFAULT_PRICES: PriceTable = {
  as_of: '2025-06-01',
  unit: 'usd_per_1m_tokens',
  models: {
    'gpt-4o': { input: 2.5, output: 10 },
    'gpt-4o-mini': { input: 0.15, output: 0.6 },
    'gpt-4.1': { input: 2, output: 8 },
    'gpt-4.1-mini': { input: 0.4, output: 1.6 },
    'claude-3-5-haiku': { input: 0.8, output: 4, cached: 0.08, cache_write: 1 },
    'claude-sonnet-4': { input: 3, output: 15, cached: 0.3, cache_write: 3.75 },
    'claude-opus-4': { input: 15, output: 75, cached: 1.5, cache_write: 18.75 },
  },
};

/** Reads and validates a price file; its models are added to (and override) the defaults. */
export function loadPriceTable(path: string, base: PriceTable = DEFAULT_PRICES): PriceTable {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new LlmConfigError(`cannot read price file ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = PriceTableSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new LlmConfigError(`price file ${path}: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'}`);
  }
  return { as_of: parsed.data.as_of, unit: parsed.data.unit, models: { ...base.models, ...parsed.data.models } };
}

/** What may follow a priced name in a dated snapshot or alias of the same model. */
const SNAPSHOT_SUFFIX = /^-(\d{4}(-\d{2}(-\d{2})?)?|\d{8}|latest|preview)$/;

/**
 * The price of a model: an exact entry, else an entry of which the name is a
 * dated snapshot or alias (`gpt-4o-mini-2024-07-18`, `gpt-4-0613`, `claude-opus-4-20250514`,
 * `...-latest`). A sibling model (`gpt-4.1-nano` beside `gpt-4.1`) is not
 * priced as its parent: unknown, so the usage warns. Null when unknown.
 */
export function priceFor(table: PriceTable, model: string): ModelPrice | null {
  if (Object.hasOwn(table.models, model)) return table.models[model] ?? null;
  for (const key of Object.keys(table.models)) {
    if (model.startsWith(key) && SNAPSHOT_SUFFIX.test(model.slice(key.length))) return table.models[key] ?? null;
  }
  return null;
}

/**
 * Cost in USD of a number of tokens at a price. `tokensIn` counts every input
 * token; `cache` says how many of them were read from (`read`) and written to
 * (`write`) the provider's cache, priced at the table's cache rates where it
 * has them and at the input price where it does not.
 */
export function costUsd(price: ModelPrice, tokensIn: number, tokensOut: number, cache: { read?: number; write?: number } = {}): number {
  const read = cache.read ?? 0;
  const write = cache.write ?? 0;
  const fresh = Math.max(0, tokensIn - read - write);
  return (fresh * price.input + read * (price.cached ?? price.input) + write * (price.cache_write ?? price.input) + tokensOut * price.output) / 1_000_000;
}
