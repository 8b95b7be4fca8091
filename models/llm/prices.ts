import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { LlmConfigError } from './errors.js';

/** USD per one million tokens, for input (prompt) and output (completion) tokens. */
export const ModelPriceSchema = z.strictObject({
  input: z.number().nonnegative(),
  output: z.number().nonnegative(),
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
 * the prices you actually pay.
 */
export const DEFAULT_PRICES: PriceTable = {
  as_of: '2025-06-01',
  unit: 'usd_per_1m_tokens',
  models: {
    'gpt-4o': { input: 2.5, output: 10 },
    'gpt-4o-mini': { input: 0.15, output: 0.6 },
    'gpt-4.1': { input: 2, output: 8 },
    'gpt-4.1-mini': { input: 0.4, output: 1.6 },
    'claude-3-5-haiku': { input: 0.8, output: 4 },
    'claude-sonnet-4': { input: 3, output: 15 },
    'claude-opus-4': { input: 15, output: 75 },
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

/** Cost in USD of a number of tokens at a price. */
export function costUsd(price: ModelPrice, tokensIn: number, tokensOut: number): number {
  return (tokensIn * price.input + tokensOut * price.output) / 1_000_000;
}
