/**
 * How the world's MCP tools are named on the harness's side. A harness offers a scenario's `write_config` as
 * `write_config` (the Agents SDK), `mcp__world__write_config` (Claude Code)
 * or `write_config` inside the namespace `mcp__world` (Codex).
 */
/** `mcp__<server>__<tool>`: a tool name carrying its server's prefix. */
export const MCP_PREFIX = /^mcp__([^_]+(?:_[^_]+)*)__(.+)$/;

/** The scenario's name for a tool the harness called (prefix or namespace removed). */
export function scenarioName(name: string, namespace?: string): string {
  if (namespace !== undefined) return name;
  const m = MCP_PREFIX.exec(name);
  return m ? m[2]! : name;
}
