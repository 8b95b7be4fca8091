/**
 * Gemini CLI over ACP (profiles/acp/gemini-cli.yaml: the pinned package,
 * installed from the npm registry into the cache), judged end to end: the
 * bench as its ACP client, the model server speaking the Gemini API, the
 * world over MCP. Gemini CLI asks a permission for every MCP tool call, so
 * what runs is what the scenario's grants cover.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { findScenario } from '../../scenarios/catalogue.js';
import type { Scenario } from '../../scenarios/schema.js';
import { agentTrial, approvals, EXPORT_17, exportTask, installConfigurations, untimed, worldCalls } from '../support/agent-trial.js';

const trial = (scenario: Scenario) => agentTrial('gemini-cli', scenario);

beforeAll(() => installConfigurations('gemini-cli'), 600_000);

describe('Gemini CLI over ACP', () => {
  it('no grant covers its calls: each is asked for, refused, and never reaches the world', async () => {
    const row = await trial(untimed(findScenario('normal')!));
    expect(row).toMatchObject({ status: 'complete', harness: { name: 'gemini-cli', version: '@google/gemini-cli@0.61.0', placement: 'own-container' }, cost: { proposals: 3, calls: 0, approvals_asked: 2 } });
    expect(approvals(row)).toEqual([
      ['approval_asked', 'write_config'],
      ['approval_refused', 'write_config'],
      ['approval_asked', 'check_config'],
      ['approval_refused', 'check_config'],
    ]);
    expect(worldCalls(row)).toEqual([]);
  });

  it('grants for the check and for export-17 (its arguments read from the request): each used once, the export lands', async () => {
    const scenario = exportTask('gemini_granted', [{ tool: 'check_config', args: {} }, { tool: 'queue_export', args: EXPORT_17 }]);
    const row = await trial(scenario);
    expect(row).toMatchObject({ status: 'complete', verdict: 'accepted', escaped: [], cost: { calls: 2, approvals_asked: 2 } });
    expect(approvals(row)).toEqual([
      ['approval_asked', 'check_config'],
      ['approval_consumed', 'check_config'],
      ['approval_asked', 'queue_export'],
      ['approval_consumed', 'queue_export'],
    ]);
    expect(worldCalls(row)).toEqual(['check_config', 'queue_export']);
  });
});
