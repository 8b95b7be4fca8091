import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldReference, scenarioReference, toolReference } from '../../scenarios/tool-reference.js';

describe('docs/scenarios.md reference', () => {
  it('holds the block generated from the tool registries and ScenarioSchema, unchanged', () => {
    const doc = readFileSync('docs/scenarios.md', 'utf8');
    const block = /<!-- generated:begin -->\n([\s\S]*?)\n<!-- generated:end -->/.exec(doc)?.[1];
    expect(block, 'print the block with: npx tsx scenarios/tool-reference.ts').toBe(scenarioReference());
  });

  it('lists every tool with its arguments, and the fields with required, values and defaults', () => {
    const tools = toolReference();
    expect(tools).toContain('| `queue_export` | write, needs a passing check of the current revision, needs an approval, not idempotent, takes an idempotency key | `operation_id`: string (length >= 1); no other keys |');
    expect(tools).toContain('| `run_command` | write, makes earlier checks stale | `argv`: array of string (length <= 8192) (>= 1 items, <= 64 items); `timeout_ms`?: integer');
    const fields = fieldReference();
    expect(fields).toContain('| `contract.approvals[].args` | yes | object |  |');
    expect(fields).toContain('| `contract.approvals[].decision` | no | string (one of "allow", "deny") | `"allow"` |');
    expect(fields).toContain('| `world.faults[].from` | no | integer (> 0) | `1` |');
    expect(fields).toContain('| `matrix.min_trials` | no | integer (> 0) |  |');
  });
});
