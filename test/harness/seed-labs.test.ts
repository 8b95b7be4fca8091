import { describe, expect, it } from 'vitest';
import { findSuite } from '../../ablations/runner/suites.js';
import { runSuite } from '../../ablations/runner/suite-run.js';

const rows = async (name: string) => (await runSuite(findSuite(name)!, 1)).map((r) => r.row);

describe('seed-lab-1 reproduces the first lab table of the seed article', () => {
  it('prints the 8 published rows exactly', async () => {
    expect(await rows('seed-lab-1')).toEqual([
      { scenario: 'normal', profile: 'essential', status: 'complete', requests: 3, tools: 2, audits: 0, valid_config: true, published: false },
      { scenario: 'normal', profile: 'instrumented', status: 'complete', requests: 3, tools: 2, audits: 2, valid_config: true, published: false },
      { scenario: 'publish', profile: 'instrumented', status: 'tool_denied', requests: 1, tools: 0, audits: 0, valid_config: false, published: false },
      { scenario: 'publish', profile: 'without_permissions', status: 'proposals_exhausted', requests: 1, tools: 1, audits: 1, valid_config: false, published: true },
      { scenario: 'stale_check', profile: 'instrumented', status: 'completion_rejected', requests: 4, tools: 3, audits: 3, valid_config: false, published: false },
      { scenario: 'stale_check', profile: 'without_evidence', status: 'complete', requests: 4, tools: 3, audits: 3, valid_config: false, published: false },
      { scenario: 'loop', profile: 'instrumented', status: 'request_limit', requests: 4, tools: 4, audits: 4, valid_config: false, published: false },
      { scenario: 'loop', profile: 'without_budget', status: 'proposals_exhausted', requests: 8, tools: 8, audits: 8, valid_config: false, published: false },
    ]);
  });
});

describe('seed-lab-2 reproduces the second lab rows of the seed article', () => {
  it('prints the 5 published rows exactly', async () => {
    expect(await rows('seed-lab-2')).toEqual([
      { scenario: 'correct_after_feedback', status: 'complete', proposals: 4, calls: 2, pending: null, exports: [] },
      { scenario: 'runtime_retry', status: 'complete', proposals: 3, calls: 3, pending: null, exports: [] },
      { scenario: 'stale_check', status: 'proposals_exhausted', proposals: 4, calls: 3, pending: null, exports: [] },
      {
        scenario: 'unknown_is_not_failure',
        status: 'unresolved',
        proposals: 4,
        calls: 3,
        pending: { call_id: 'call-2', tool: 'queue_export', args: { operation_id: 'export-17' } },
        exports: ['export-17'],
      },
      { scenario: 'approval_required', status: 'needs_approval', proposals: 2, calls: 1, pending: null, exports: [] },
    ]);
  });

  it('retries the transient write with the same call id, each attempt charged to the call budget', async () => {
    const [, retry] = await runSuite(findSuite('seed-lab-2')!, 1);
    const started = retry!.outcome.events.filter((e) => e.type === 'call_started').map((e) => [e.call_id, e.attempt]);
    expect(started).toEqual([
      ['call-1', 1],
      ['call-1', 2],
      ['call-2', 1],
    ]);
    expect(retry!.outcome.events.filter((e) => e.type === 'retry_scheduled')).toEqual([
      expect.objectContaining({ call_id: 'call-1', attempt: 1, delay_ms: 10 }),
    ]);
  });

  it('feeds invalid input back and charges the proposal budget', async () => {
    const [correct] = await runSuite(findSuite('seed-lab-2')!, 1);
    const invalid = correct!.outcome.events.filter((e) => e.type === 'input_invalid');
    expect(invalid.map((e) => e.path)).toEqual(['args.max_retries']);
    expect(correct!.outcome.cost.proposals).toBe(4);
  });
});
