import type { BuiltinTools } from '../../models/server/builtin-tools.js';
import { offers } from '../../models/server/builtin-tools.js';
import { shellLine } from '../../models/server/tool-names.js';
import type { HarnessKind } from '../kind.js';
import { COMMON_REFUSALS, COMMON_SANDBOX_FAILURES, shellWrite } from './shared.js';
import { record } from '../json-record.js';

/** Codex's unified shell (`exec_command`) runs one command line; files are written by its patch tool when it offers one, else by the shell. */
const CODEX_TOOLS: BuiltinTools = {
  names: ['exec_command', 'apply_patch'],
  call(tool, args, offered) {
    if (!offers(offered, 'exec_command')) return null;
    const path = typeof args['path'] === 'string' ? args['path'] : '';
    const argv = Array.isArray(args['argv']) ? args['argv'] : [];
    const timeout = typeof args['timeout_ms'] === 'number' ? args['timeout_ms'] : undefined;
    if (tool === 'run_command') return { tool: { name: 'exec_command' }, arguments: { cmd: shellLine(argv), ...(timeout === undefined ? {} : { yield_time_ms: Math.min(30_000, Math.max(250, timeout)) }) } };
    if (tool === 'write_file' && offers(offered, 'apply_patch')) {
      const body = String(args['content'] ?? '').replace(/\n$/, '').split('\n').map((l) => `+${l}`).join('\n');
      // Add File writes the whole file, over one that exists or into folders it makes (a Delete first fails on a new file).
      return { tool: { name: 'apply_patch' }, arguments: { input: `*** Begin Patch\n*** Add File: ${path}\n${body}\n*** End Patch\n` } };
    }
    // The file tool makes the folders a path needs; so does its shell form, or a write into a new folder would fail on the bench's translation.
    if (tool === 'write_file') return { tool: { name: 'exec_command' }, arguments: { cmd: shellWrite(path, String(args['content'] ?? '')) } };
    if (tool === 'read_file') return { tool: { name: 'exec_command' }, arguments: { cmd: `cat ${shellLine([path])}` } };
    if (tool === 'list_files') return { tool: { name: 'exec_command' }, arguments: { cmd: 'find . -type f' } };
    return null;
  },
  // Its exec approval (codex-acp's rawInput is the event): the command is the shell running exactly the model's
  // command line; a request that carries a reason, network or added permissions asks for more than that call.
  asks(request, name, args) {
    const rawInput = record(request['rawInput']) ?? {};
    const command = rawInput['command'];
    const more = ['reason', 'network_approval_context', 'additional_permissions'].some((k) => rawInput[k] !== undefined && rawInput[k] !== null);
    return name === 'exec_command' && !more && Array.isArray(command) && command.length === 3 && (command[1] === '-lc' || command[1] === '-c') && command[2] === args['cmd'];
  },
};

/** What Codex writes of its own under HOME when it runs (seen with codex 0.171.0 and codex-acp in the trial's container). */
export const CODEX_STATE: readonly string[] = [
  '~/.codex/sessions/',
  '~/.codex/*.sqlite',
  '~/.codex/*.sqlite-shm',
  '~/.codex/*.sqlite-wal',
  '~/.codex/installation_id',
  '~/.codex/.sandbox_migration',
  '~/.codex/.tmp/',
  '~/.codex/tmp/arg0/',
  '~/.codex/skills/.system/',
  '~/.codex/mcp-oauth-locks/',
  '~/.codex/thread-writer-locks/',
  '~/tmp/codex-bwrap-synthetic-mount-targets-*/',
];

/**
 * Codex CLI (`codex exec`): its own shell and patch tools are always on, so
 * it runs only inside the trial's container.
 */
export const CODEX: HarnessKind = {
  name: 'codex',
  description: 'Codex CLI (codex exec), its own shell and patch tools on; inside the trial\'s container only',
  packages: ['@openai/codex'],
  outcome: 'exit-code',
  baseline: 'codex-full',
  placementIssues: (config) =>
    config.placement === 'container'
      ? []
      : [{ path: ['placement'], message: 'a codex profile must set placement: container: its own shell and patch tools are on, and no configuration that turns them off is established, so it never runs on the host' }],
  builtins: CODEX_TOOLS,
  // Codex also rejects some commands whatever its approval policy and sandbox (`rm -f` style ones: "... rejected: rm -f
  // style commands are not permitted. Use a safer approach"), a control its all-off configuration keeps.
  refusals: [...COMMON_REFUSALS, /^.*\brejected: .*\bnot permitted\b.*$/im],
  sandboxFailures: COMMON_SANDBOX_FAILURES,
  // Codex prefers a bwrap on PATH to its bundled one, which is the one measured: nothing is copied in.
  sandboxPrograms: [],
  // What it keeps in its home (sessions, state databases, the system skills it unpacks, locks) and the mount targets its
  // sandbox makes under HOME/tmp; its configuration, its rules and any other skill stay the task's to leave alone.
  stateFolders: CODEX_STATE,
  permissionCall: codexMcpApproval,
};

/**
 * Codex over ACP (codex-acp) asks for an MCP call as the MCP elicitation Codex raised: its `rawInput` is that
 * event, whose request names the tool in its message (`Allow the world MCP server to run tool "queue_export"?`)
 * and carries the call's arguments in `_meta.tool_params` (none: no arguments); its title is "Approve MCP tool call".
 */
function codexMcpApproval(toolCall: Readonly<Record<string, unknown>>): { tool: string; args: Record<string, unknown> } | null {
  const request = record(record(toolCall['rawInput'])?.['request']);
  const meta = record(request?.['_meta']);
  if (meta?.['codex_approval_kind'] !== 'mcp_tool_call' || typeof request?.['message'] !== 'string') return null;
  const tool = /\brun tool "([^"]+)"/.exec(request['message'])?.[1];
  return tool === undefined ? null : { tool, args: record(meta['tool_params']) ?? {} };
}

