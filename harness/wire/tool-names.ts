import type { OfferedTool } from './conversation.js';

/**
 * Tool names between the scenario and a harness. A scenario says
 * `write_config`; a harness offers it as `write_config` (the Agents SDK),
 * `mcp__world__write_config` (Claude Code) or `write_config` inside the
 * namespace `mcp__world` (Codex). The MCP server is named `world`.
 */
export const MCP_SERVER_NAME = 'world';

const PREFIX = /^mcp__([^_]+(?:_[^_]+)*)__(.+)$/;

/** The scenario's name for a tool the harness called (prefix or namespace removed). */
export function scenarioName(name: string, namespace?: string): string {
  if (namespace !== undefined) return name;
  const m = PREFIX.exec(name);
  return m ? m[2]! : name;
}

/**
 * How to ask the harness for a scenario tool: the offered tool whose bare name
 * matches; for a tool the harness does not offer, the same naming style as the
 * tools it does offer (so an unlisted tool reaches the harness the way a model
 * would name it).
 */
export function wireName(tool: string, offered: readonly OfferedTool[]): OfferedTool {
  const found = offered.find((o) => scenarioName(o.name, o.namespace) === tool);
  if (found !== undefined) return found;
  const sample = offered.find((o) => o.namespace !== undefined || PREFIX.test(o.name));
  if (sample?.namespace !== undefined) return { name: tool, namespace: sample.namespace };
  if (sample !== undefined) {
    const m = PREFIX.exec(sample.name)!;
    return { name: `mcp__${m[1]}__${tool}` };
  }
  return { name: tool };
}
