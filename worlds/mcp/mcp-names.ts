/**
 * How the world's MCP tools are named on the harness's side. A harness offers a scenario's `write_config` as
 * `write_config` (the Agents SDK), `mcp__world__write_config` (Claude Code),
 * `write_config` inside the namespace `mcp__world` (Codex) or
 * `mcp_world_write_config` (Gemini CLI, for the server the bench names `world`), `world_write_config` (OpenCode)
 * or `world-write_config` (GitHub Copilot CLI).
 */
/** `mcp__<server>__<tool>`: a tool name carrying its server's prefix. */
export const MCP_PREFIX = /^mcp__([^_]+(?:_[^_]+)*)__(.+)$/;

/** The scenario's name for a tool the harness called (prefix or namespace removed). */
export function scenarioName(name: string, namespace?: string): string {
  if (namespace !== undefined) return name;
  const m = MCP_PREFIX.exec(name) ?? GEMINI_PREFIX.exec(name) ?? OPENCODE_PREFIX.exec(name) ?? COPILOT_PREFIX.exec(name);
  return m ? m[m.length - 1]! : name;
}

/** `mcp_world_<tool>`: Gemini CLI's name for a tool of the MCP server the bench names `world` (single underscores, so only that server's name is read). */
const GEMINI_PREFIX = /^mcp_world_(.+)$/;

/**
 * `world_<tool>`: OpenCode's name for a tool of the MCP server the bench names `world` (server and tool joined
 * by one underscore). Read off any name: no world tool carries one of these prefixes itself (a test holds it).
 */
const OPENCODE_PREFIX = /^world_(.+)$/;

/** `world-<tool>`: GitHub Copilot CLI's name for a tool of the MCP server the bench names `world` (server and tool joined by a hyphen). */
const COPILOT_PREFIX = /^world-(.+)$/;

/** The approval gate's answer to a call no grant covers (a harness shows it as the call's result). */
export const DENIED = 'The approval gate denied this call: no grant covers it at this revision.';
