import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICES, priceFor, type PriceTable } from '../../models/llm/prices.js';

const table: PriceTable = { ...DEFAULT_PRICES, models: { 'gpt-4.1': { input: 2, output: 8 }, 'claude-opus-4': { input: 15, output: 75 }, 'gpt-4o-mini': { input: 0.15, output: 0.6 } } };

describe('price lookup', () => {
  it('prices dated snapshots and aliases as their model', () => {
    expect(priceFor(table, 'gpt-4o-mini-2024-07-18')).toEqual({ input: 0.15, output: 0.6 });
    expect(priceFor(table, 'claude-opus-4-20250514')).toEqual({ input: 15, output: 75 });
    expect(priceFor(table, 'gpt-4.1-latest')).toEqual({ input: 2, output: 8 });
  });

  it('does not price a sibling model as its parent: unknown instead', () => {
    expect(priceFor(table, 'gpt-4.1-nano')).toBeNull();
    expect(priceFor(table, 'claude-opus-4-5-20251101')).toBeNull();
  });
});
