import type { BuiltinTools } from '../../models/server/builtin-tools.js';
import { acpOnlyFamily, shellAndFileTools, showsWrite } from './shared.js';

/** Gemini CLI's run_shell_command, write_file and read_file (absolute paths in the workspace). */
export const GEMINI_TOOLS: BuiltinTools = {
  ...shellAndFileTools({ shell: 'run_shell_command', write: 'write_file', read: 'read_file', path: 'file_path' }),
  // Gemini CLI 0.61.0 over ACP sends no rawInput: a shell request's title is the command line it will run (the folder and
  // background flags are not shown, so a model's call that sets either is never read as asked for); a write request carries
  // one diff, the path it resolved (links followed) and the text it will write.
  asks(request, name, args) {
    if (name === 'run_shell_command') return request['title'] === args['command'] && args['dir_path'] === undefined && args['is_background'] === undefined;
    return name === 'write_file' && showsWrite(request, args['file_path'], args['content']);
  },
};

/**
 * Gemini CLI's own tools, reached over ACP (`harness: acp`, `acp.tools_of:
 * gemini-cli`): the family has no kind of its own, since the bench drives
 * Gemini CLI only as an ACP agent.
 */
export const GEMINI_CLI = acpOnlyFamily({
  name: 'gemini-cli',
  // Its configuration with approvals off and the project's shell narrowing lifted (an ACP agent, as the others of the family are).
  baseline: 'gemini-acp+yolo',
  builtins: GEMINI_TOOLS,
  // Its policy engine's denial (a deny rule, or a project's tools.allowed narrowing the shell to its listed commands) and
  // its file tools' workspace boundary. A request the bench answered no reads `Tool "…" was canceled by the user.`: that
  // is the approval's act, which the world logs, not a refusal of the harness's own, so it is not listed.
  refusals: [/^.*denied by policy\..*$/m, /^.*Path not in workspace.*$/m],
  // What it writes of its own under HOME in a session: its per-project temp folder and chat history, its project
  // registry and ids; its settings and policies stay the task's to leave alone.
  stateFolders: ['~/.gemini/tmp/', '~/.gemini/history/', '~/.gemini/projects.json', '~/.gemini/installation_id', '~/.gemini/user_id'],
});
