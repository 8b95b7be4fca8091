import type { BuiltinTools } from '../../models/server/builtin-tools.js';
import type { HarnessKind } from '../kind.js';
import { record } from '../json-record.js';
import { COMMON_REFUSALS, COMMON_SANDBOX_FAILURES, shellAndFileTools } from './shared.js';

/** Claude Code's Bash, Write and Read (absolute paths in the workspace). */
const CLAUDE_TOOLS: BuiltinTools = {
  ...shellAndFileTools({ shell: 'Bash', write: 'Write', read: 'Read', path: 'file_path', timeout: 'timeout' }),
  // Over ACP (Zed's adapter) a permission request about Bash or Write carries the tool's input as its rawInput: it asks for
  // the model's call when it runs the model's command line (not outside the sandbox, not in the background), or writes the
  // model's content to the model's path.
  asks(request, name, args) {
    const rawInput = record(request['rawInput']) ?? {};
    if (name === 'Bash') return rawInput['command'] === args['command'] && rawInput['dangerouslyDisableSandbox'] !== true && rawInput['run_in_background'] !== true;
    if (name === 'Write') return rawInput['file_path'] === args['file_path'] && rawInput['content'] === args['content'];
    return false;
  },
};

/**
 * Claude Code (`claude -p`): in a container of its own (or on the host) only
 * with every built-in tool off and only the bench's MCP world; with its own
 * tools, inside the trial's workspace container.
 */
export const CLAUDE_CODE: HarnessKind = {
  name: 'claude-code',
  description: 'Claude Code (claude -p): its built-in tools off in a container of its own, or on inside the trial\'s workspace container',
  packages: ['@anthropic-ai/claude-code'],
  outcome: 'claude-json',
  baseline: 'claude-box+skip',
  placementIssues(config) {
    if (config.placement === 'container') return [];
    const args = config.launch.args;
    const issues = [];
    const tools = args.indexOf('--tools');
    if (tools === -1 || args[tools + 1] !== '') issues.push({ path: ['launch', 'args'], message: 'a Claude Code profile outside the workspace container must disable every built-in tool with --tools "" (or set placement: container)' });
    if (!args.includes('--strict-mcp-config')) issues.push({ path: ['launch', 'args'], message: "a Claude Code profile outside the workspace container must pass --strict-mcp-config (only the bench's world)" });
    return issues;
  },
  builtins: CLAUDE_TOOLS,
  // Its default permissions in -p mode; its command check (a Bash command reading /proc/<pid>/environ
  // even when its sandbox would auto-allow Bash, a removal of files, a `sh -c` script it cannot check).
  refusals: [
    ...COMMON_REFUSALS,
    /^.*haven't granted it yet.*$/im,
    /^.*permission to use .* (?:has been|was) denied.*$/im,
    // A deny rule on a file tool's path (`Read(.env)`), as Claude Code 2.1.83 words it under Zed's adapter.
    /^.*permission to (?:read|edit|write) .* (?:has been|was) denied.*$/im,
    /File is in a directory that is denied by your permission settings\./,
    /^Accesses .* which may expose secrets.*$/m,
    /^.* needs approval\..*$/m,
    /^.*could not check the script.*Approve only if.*$/m,
  ],
  // Its sandbox setting, and its Bash tool, which runs only through bash or zsh.
  sandboxFailures: [...COMMON_SANDBOX_FAILURES, /^.*Sandbox disabled: .*$/m, /^No suitable shell found.*$/m, /^.*(?:bubblewrap|socat) (?:is )?(?:not installed|not found).*$/im],
  // Its sandbox setting looks for bubblewrap and socat on PATH (Debian's, installed on this host by scripts/env.sh, never run here).
  sandboxPrograms: ['/usr/bin/bwrap', '/usr/bin/socat'],
  // What it writes at every start and in a session (its state file and its backups, its plugin store, the session's
  // transcript, its MCP logs) and what its sandbox leaves in /tmp (a file-watch probe); its settings and hooks stay
  // the task's to leave alone. Under Zed's adapter (Claude Code 2.1.83) its Bash also keeps a snapshot of the shell.
  stateFolders: ['~/.claude.json', '~/.claude/backups/', '~/.claude/plugins/store/', '~/.claude/projects/', '~/.claude/shell-snapshots/', '~/.cache/claude-cli-nodejs/', '/tmp/claude-*/'],
};
