import { z } from 'zod';
import { FINISH } from '../../harness/contracts/proposal.js';
import type { ToolRegistry } from '../../harness/tools.js';
import { worldTools, type WorldFixture } from '../../worlds/index.js';
import type { ToolSpec } from './model-adapter.js';

/** The `finish` pseudo-tool offered to the model: the harness closes the task only on current evidence. */
export const FINISH_SPEC_DESCRIPTION =
  'Ask the harness to close the task. Takes no arguments. Refused until a passing check covers the current configuration.';

const finishArgs = z.strictObject({});

/** zod -> JSON schema for a tool's arguments, without the `$schema` tag and the safe-integer bounds zod adds to every int. */
export function argumentsSchema(schema: z.ZodType): Record<string, unknown> {
  return prune(z.toJSONSchema(schema, { unrepresentable: 'any' })) as Record<string, unknown>;
}

function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$schema') continue;
    if ((key === 'minimum' && child === Number.MIN_SAFE_INTEGER) || (key === 'maximum' && child === Number.MAX_SAFE_INTEGER)) continue;
    out[key] = prune(child);
  }
  return out;
}

/**
 * The tools the model is offered: the contract's tools in the contract's order
 * (a name the registry lacks is left out), then `finish`. Schemas and
 * descriptions come from the registry, never written twice.
 */
export function toolSpecs(registry: ToolRegistry, contractTools: readonly string[]): ToolSpec[] {
  const specs: ToolSpec[] = [];
  for (const name of contractTools) {
    if (name === FINISH) continue;
    const tool = registry.resolve(name);
    if (tool === undefined) continue;
    specs.push({ name: tool.name, description: tool.description, parameters: argumentsSchema(tool.args) });
  }
  specs.push({ name: FINISH, description: FINISH_SPEC_DESCRIPTION, parameters: argumentsSchema(finishArgs) });
  return specs;
}

/** The registry of a scenario's world, without building the world. */
export function scenarioTools(scenario: { readonly world: WorldFixture }): ToolRegistry {
  return worldTools(scenario.world);
}
