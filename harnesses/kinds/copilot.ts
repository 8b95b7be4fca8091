import { offers, type BuiltinTools } from '../../models/server/builtin-tools.js';
import { CONTAINER_WORKSPACE, shellLine } from '../../models/server/tool-names.js';
import { record } from '../json-record.js';
import { acpOnlyFamily, shellWrite } from './shared.js';

/**
 * GitHub Copilot CLI's own tools (1.0.102): `bash` runs one command line (with a description the model gives),
 * `view` reads a file by its absolute path. Its `create` refuses a file that exists and its `edit` replaces a given
 * text, so a write of a whole file goes through its shell (which runs in the workspace), as a person would ask it
 * to, into the folders the path needs.
 */
export const COPILOT_TOOLS: BuiltinTools = {
  names: ['bash', 'view'],
  call(tool, args, offered) {
    if (!offers(offered, 'bash')) return null;
    const path = typeof args['path'] === 'string' ? args['path'] : '';
    const shell = (command: string, description: string) => ({ tool: { name: 'bash' }, arguments: { command, description } });
    if (tool === 'run_command') return shell(shellLine(Array.isArray(args['argv']) ? args['argv'] : []), 'Run the command');
    if (tool === 'write_file') return shell(shellWrite(path, String(args['content'] ?? '')), 'Write the file');
    if (tool === 'read_file' && offers(offered, 'view')) return { tool: { name: 'view' }, arguments: { path: `${CONTAINER_WORKSPACE}/${path}` } };
    if (tool === 'list_files') return shell('find . -type f', 'List the files');
    return null;
  },
  // Copilot asks under the model's call id. A shell request (kind `execute`) is titled with the model's description
  // and carries the command line and the commands it found in it (each a part of that line, nothing else): read as
  // the model's call only when both the line and the title are exactly the call's.
  asks(request, name, args) {
    const rawInput = record(request['rawInput']);
    if (name !== 'bash' || rawInput === null || request['kind'] !== 'execute') return false;
    const keys = Object.keys(rawInput).filter((k) => k !== 'commands');
    const commands = rawInput['commands'];
    const line = args['command'];
    const listed = commands === undefined || (Array.isArray(commands) && typeof line === 'string' && commands.every((c) => typeof c === 'string' && line.includes(c)));
    return keys.join() === 'command' && listed && rawInput['command'] === args['command'] && request['title'] === args['description'];
  },
};

/**
 * Copilot CLI's own tools, reached over ACP (`harness: acp`, `acp.tools_of: copilot`): the family has no kind of its
 * own, since the bench drives Copilot only as an ACP agent.
 */
export const COPILOT = acpOnlyFamily({
  name: 'copilot',
  // Its configuration with every tool, path and URL allowed (--yolo).
  baseline: 'copilot+yolo',
  builtins: COPILOT_TOOLS,
  // What it writes of its own in a session (1.0.102, COPILOT_HOME at ~/.copilot): its logs, session folders and
  // their locks, its plugin folder and settings lock, the MCP tool lists and device id it caches, Node's compile
  // cache in TMPDIR, and its user configuration, which it rewrites on every start: no scenario plants a change there.
  stateFolders: ['~/.copilot/config.json', '~/.copilot/logs/', '~/.copilot/session-state/', '~/.copilot/installed-plugins/', '~/.copilot/settings.json.lock', '~/.cache/copilot/', '~/.cache/Microsoft/', '/tmp/node-compile-cache/'],
});
