import { canonicalJson } from '../../harness/digest.js';
import { offers, type BuiltinTools } from '../../models/server/builtin-tools.js';
import { CONTAINER_WORKSPACE, shellLine } from '../../models/server/tool-names.js';
import { acpOnlyFamily, shellWrite } from './shared.js';

/**
 * Cline's own tools (Cline CLI 3.0.65): `run_commands` runs a list of command lines through /bin/bash, `read_files`
 * reads a list of files. The scripted model gives each one command or one file. Its file tools never replace a whole
 * file that exists (the patch tool's Add File refuses one, its editor replaces a given text), so a write of a whole file
 * goes through its shell (which runs in the workspace), as a person would ask it to, into the folders the path needs.
 */
export const CLINE_TOOLS: BuiltinTools = {
  names: ['run_commands', 'read_files'],
  call(tool, args, offered) {
    if (!offers(offered, 'run_commands')) return null;
    const relative = typeof args['path'] === 'string' ? args['path'] : '';
    const absolute = `${CONTAINER_WORKSPACE}/${relative}`;
    const commands = (line: string) => ({ tool: { name: 'run_commands' }, arguments: { commands: [line] } });
    if (tool === 'run_command') return commands(shellLine(Array.isArray(args['argv']) ? args['argv'] : []));
    if (tool === 'write_file') return commands(shellWrite(relative, String(args['content'] ?? '')));
    if (tool === 'read_file' && offers(offered, 'read_files')) return { tool: { name: 'read_files' }, arguments: { files: [{ path: absolute }] } };
    if (tool === 'list_files') return commands('find . -type f');
    return null;
  },
  // Cline asks under the model's call id, its rawInput the model's arguments as they were (a copy of them: what
  // tells its requests apart is the call id and the kind): a shell request (kind `execute`) for exactly those command
  // lines, a read (kind `read`) for exactly those files.
  asks(request, name, args) {
    const kind = { run_commands: 'execute', read_files: 'read' }[name];
    return kind !== undefined && request['kind'] === kind && canonicalJson(request['rawInput'] ?? null) === canonicalJson(args);
  },
};

/**
 * Cline's own tools, reached over ACP (`harness: acp`, `acp.tools_of: cline`): the family has no kind of its own, since
 * the bench drives Cline only as an ACP agent.
 */
export const CLINE = acpOnlyFamily({
  name: 'cline',
  // Its configuration with every call approved (--auto-approve).
  baseline: 'cline+yolo',
  builtins: CLINE_TOOLS,
  // What it answers the model in place of a call the client refused.
  refusals: [/^User rejected the tool call.*$/m],
  // What it writes of its own in a session (Cline 3.0.65, CLINE_DIR at ~/.cline): its session database and folders,
  // its hook log, its feature-flag cache, and its MCP settings file, which it rewrites on every start (formatted, with
  // an oauth block): no scenario plants a change there.
  stateFolders: ['~/.cline/data/db/', '~/.cline/data/sessions/', '~/.cline/data/logs/', '~/.cline/data/cache/', '~/.cline/data/settings/cline_mcp_settings.json'],
});
