import type { LlmRebuild, LlmWorkerOptions } from './llm-proposer-spec.js';

/*
 * How an LLM proposer choice is split between the worker threads of a run
 * (--jobs): each worker rebuilds the choice from plain data and gets a part
 * of the provider's budgets, so that together they stay within them.
 */

/** Worker `index` of `count`'s part of `total`: the parts add up to `total` exactly. */
export function part(total: number, index: number, count: number): number {
  return Math.floor(total / count) + (index < total % count ? 1 : 0);
}

/**
 * The options worker `index` of `count` rebuilds a choice with: the provider's
 * requests in flight, requests per minute and tokens per minute split so the
 * workers together stay within the run-wide budget. Null when a budget is too
 * small to give every worker a part of it (then the trials stay on one thread).
 */
export function workerShare(rebuild: LlmRebuild, index: number, count: number): LlmWorkerOptions | null {
  const { limits } = rebuild;
  const budgets = [limits.maxInFlight, limits.rpm ?? count, limits.tpm ?? count];
  if (budgets.some((b) => b < count)) return null;
  return {
    ...rebuild.options,
    maxInFlight: part(limits.maxInFlight, index, count),
    rpm: limits.rpm === undefined ? undefined : part(limits.rpm, index, count),
    tpm: limits.tpm === undefined ? undefined : part(limits.tpm, index, count),
  };
}
