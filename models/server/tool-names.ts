import { MCP_PREFIX as PREFIX, scenarioName } from '../../worlds/mcp/mcp-names.js';
import type { OfferedTool } from './conversation.js';

/* Tool names between the scenario and a harness: the world's MCP names (worlds/mcp/mcp-names.ts) as a harness offers them. */

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

/** Where a harness run inside the container works: the world's workspace. */
export const CONTAINER_WORKSPACE = '/workspace';

/** argv as one POSIX shell command line (each word single-quoted). */
export function shellLine(argv: readonly unknown[]): string {
  return argv.map((a) => `'${String(a).replace(/'/g, `'\\''`)}'`).join(' ');
}

/**
 * A scenario's workspace tool asked for through the harness's OWN built-in
 * tools, when the harness offers them (a harness run inside the container):
 * Codex's `exec_command` (its unified shell) and `apply_patch`, Claude Code's
 * `Bash`, `Write` and `Read`. Null when the harness offers no built-in for it
 * (the world's MCP tool, or the scenario's name, is used then).
 */
export function builtinCall(tool: string, args: Record<string, unknown>, offered: readonly OfferedTool[]): { tool: OfferedTool; arguments: Record<string, unknown> } | null {
  const has = (name: string) => offered.some((o) => o.name === name && o.namespace === undefined);
  const path = typeof args['path'] === 'string' ? args['path'] : '';
  const absolute = `${CONTAINER_WORKSPACE}/${path}`;
  const argv = Array.isArray(args['argv']) ? args['argv'] : [];
  const timeout = typeof args['timeout_ms'] === 'number' ? args['timeout_ms'] : undefined;
  if (has('exec_command')) {
    // Codex: its shell runs one command line; files are written by its patch tool when it offers one, else by the shell.
    if (tool === 'run_command') return { tool: { name: 'exec_command' }, arguments: { cmd: shellLine(argv), ...(timeout === undefined ? {} : { yield_time_ms: Math.min(30_000, Math.max(250, timeout)) }) } };
    if (tool === 'write_file' && has('apply_patch')) {
      const body = String(args['content'] ?? '').replace(/\n$/, '').split('\n').map((l) => `+${l}`).join('\n');
      return { tool: { name: 'apply_patch' }, arguments: { input: `*** Begin Patch\n*** Delete File: ${path}\n*** Add File: ${path}\n${body}\n*** End Patch\n` } };
    }
    if (tool === 'write_file') return { tool: { name: 'exec_command' }, arguments: { cmd: `printf '%s' ${shellLine([String(args['content'] ?? '')])} > ${shellLine([path])}` } };
    if (tool === 'read_file') return { tool: { name: 'exec_command' }, arguments: { cmd: `cat ${shellLine([path])}` } };
    if (tool === 'list_files') return { tool: { name: 'exec_command' }, arguments: { cmd: 'find . -type f' } };
  }
  if (has('Bash')) {
    // Claude Code: Bash, Write and Read (absolute paths in the workspace).
    if (tool === 'run_command') return { tool: { name: 'Bash' }, arguments: { command: shellLine(argv), description: 'Run the command', ...(timeout === undefined ? {} : { timeout }) } };
    if (tool === 'write_file' && has('Write')) return { tool: { name: 'Write' }, arguments: { file_path: absolute, content: String(args['content'] ?? '') } };
    if (tool === 'read_file' && has('Read')) return { tool: { name: 'Read' }, arguments: { file_path: absolute } };
    if (tool === 'list_files') return { tool: { name: 'Bash' }, arguments: { command: 'find . -type f', description: 'List the files' } };
  }
  return null;
}
