import { describe, expect, it } from 'vitest';
import { runTrial } from '../../ablations/runner/trial.js';
import { traceOf } from '../support/trace.js';
import { FULL } from '../../harness/profile.js';
import { findScenario } from '../../scenarios/catalogue.js';

describe('traces from the event log', () => {
  it('shows turns, per-call retries, latency and the stop class', async () => {
    const scenario = findScenario('runtime_retry')!;
    const outcome = await runTrial({ scenario, profile: FULL, proposer: scenario.proposer, seed: 1, runId: 'trace-1' });
    const trace = traceOf(outcome.events);
    expect(trace).toEqual({
      run_id: 'trace-1',
      turns: 3,
      calls: [
        { call_id: 'call-1', turn: 1, tool: 'write_config', attempts: 2, retries: 1, queued_ms: 0, latency_ms: 10, outcome: 'ok' },
        { call_id: 'call-2', turn: 2, tool: 'check_config', attempts: 1, retries: 0, queued_ms: 0, latency_ms: 0, outcome: 'ok' },
      ],
      stop: { reason: 'complete', class: 'success', detail: 'completion accepted' },
      unfinished: [],
    });
  });

  it('classifies a policy stop and a slow call', async () => {
    const scenario = findScenario('slow_calls')!;
    const trace = traceOf((await runTrial({ scenario, profile: FULL, proposer: scenario.proposer, seed: 1, runId: 't' })).events);
    expect(trace.calls.map((c) => c.latency_ms)).toEqual([3000, 3000, 3000, 3000]);
    expect(trace.stop).toEqual({ reason: 'deadline', class: 'model_error', detail: 'deadline of 10000 ms reached' });
  });
});
