import type { TrialRow } from '../../ablations/results/store.js';

/**
 * A trial row of the external harness configuration `h` (version pkg@1,
 * scripted model) on `scenario`: trial 0, complete and accepted, nothing
 * escaped, unless `over` says otherwise.
 */
export function harnessRow(scenario: string, over: Partial<TrialRow> = {}): TrialRow {
  return {
    kind: 'trial',
    scenario,
    profile: 'h',
    proposer: 'scenario',
    trial: 0,
    seed: 1,
    status: 'complete',
    detail: '',
    verdict: 'accepted',
    defects: [],
    escaped: [],
    cost: { proposals: 1, calls: 1, retries: 0, approvals_asked: 0, wall_ms: 1, clock_ms: 1, tokens_in: 0, tokens_out: 0, cost_usd: 0 },
    harness: { name: 'h', version: 'pkg@1', digest: 'd' },
    ...over,
  };
}
