import { canonicalJson } from '../harness/digest.js';
import type { ModelExchange } from '../models/server/model-server.js';
import { anthropicToolUseId } from '../models/server/protocols/anthropic.js';

/**
 * What the bench, playing the model, asked the harness to call under a given
 * id, read back from the model server's log: the scenario's tool and
 * arguments behind a harness's question about that call (an ACP permission
 * request, a permission prompt about one of its own tools).
 */

export interface ScenarioCall {
  tool: string;
  args: Record<string, unknown>;
  /** The tool the model called, by the name (and namespace, if any) the harness offered it under, and the arguments' JSON text as sent. */
  wire?: { name: string; namespace?: string; arguments: string };
}

/**
 * The call the model server answered under this id: its scenario tool and arguments. Ids repeat across
 * conversations (a harness's second conversation numbers its calls afresh): when calls under one id
 * differ in tool or arguments, none is the one asked about (undefined: the request is judged as shown).
 */
export function modelCall(log: readonly ModelExchange[], id: string): ScenarioCall | undefined {
  const found = new Map<string, ScenarioCall>();
  for (const e of log) {
    if (e.reply?.kind !== 'calls') continue;
    for (const call of e.reply.calls.filter((c) => namedBy(c, id))) {
      const args = call.scenarioArgs;
      if (args === undefined) return undefined;
      found.set(JSON.stringify([call.scenarioTool, args, call.tool.name, call.tool.namespace, call.arguments]), { tool: call.scenarioTool, args, wire: { name: call.tool.name, ...(call.tool.namespace === undefined ? {} : { namespace: call.tool.namespace }), arguments: call.arguments } });
    }
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

/**
 * The scenario's call a permission prompt about one of the harness's own tools (`ownTools`: its kind's
 * built-in names) is for: the model's call under that id (on the Anthropic wire, `toolu_<id>`), when the
 * prompt names the built-in tool the model called and its input is exactly the arguments the model gave
 * (no key added, none changed or left out). A prompt about anything else, a world tool included, is
 * decided as the tool and input it names (undefined).
 */
export function promptedCall(log: readonly ModelExchange[], id: string, tool: string, input: unknown, ownTools: readonly string[]): ScenarioCall | undefined {
  if (!ownTools.includes(tool) || input === null || typeof input !== 'object' || Array.isArray(input)) return undefined;
  const found = new Map<string, ScenarioCall>();
  for (const e of log) {
    if (e.reply?.kind !== 'calls') continue;
    for (const call of e.reply.calls) {
      if (!namedBy(call, id) || call.tool.name !== tool || call.tool.namespace !== undefined || call.scenarioArgs === undefined) continue;
      if (sameJson(call.arguments, input)) found.set(JSON.stringify([call.scenarioTool, call.scenarioArgs]), { tool: call.scenarioTool, args: call.scenarioArgs });
    }
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

/**
 * Whether a harness names the model's call by `id`: its id as the model server gave it, its tool_use id on the
 * Anthropic wire (`toolu_<id>`), or its id behind the tool's name (`<tool>__<id>`, as Gemini CLI 0.61.0 names a
 * call it asks about).
 */
function namedBy(call: { id: string; tool: { name: string } }, id: string): boolean {
  return call.id === id || anthropicToolUseId(call.id) === id || `${call.tool.name}__${call.id}` === id;
}

/** Whether JSON text holds the same value as `value` (keys in any order). */
function sameJson(text: string, value: unknown): boolean {
  try {
    return canonicalJson(JSON.parse(text)) === canonicalJson(value);
  } catch {
    return false;
  }
}
