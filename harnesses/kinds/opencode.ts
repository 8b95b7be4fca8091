import type { BuiltinTools } from '../../models/server/builtin-tools.js';
import { record } from '../json-record.js';
import { acpOnlyFamily, shellAndFileTools, showsWrite } from './shared.js';

/** OpenCode's bash, write and read (absolute paths in the workspace). */
export const OPENCODE_TOOLS: BuiltinTools = {
  ...shellAndFileTools({ shell: 'bash', write: 'write', read: 'read', path: 'filePath' }),
  // OpenCode 1.18.33 over ACP asks under the model's call id. A shell request to run it (kind `execute`) carries exactly
  // the command line as its rawInput; a request for more under the same id (a path outside the project,
  // `external_directory`, which adds its directories and patterns) is not the model's call. A write shows one diff.
  asks(request, name, args) {
    const rawInput = record(request['rawInput']);
    if (rawInput === null) return false;
    if (name === 'bash') return request['kind'] === 'execute' && Object.keys(rawInput).join() === 'command' && rawInput['command'] === args['command'];
    return name === 'write' && showsWrite(request, args['filePath'], args['content']);
  },
};

/**
 * OpenCode's own tools, reached over ACP (`harness: acp`, `acp.tools_of:
 * opencode`): the family has no kind of its own, since the bench drives
 * OpenCode only as an ACP agent.
 */
export const OPENCODE = acpOnlyFamily({
  name: 'opencode',
  // Its configuration with every permission allowed.
  baseline: 'opencode+yolo',
  builtins: OPENCODE_TOOLS,
  // What it writes of its own in a session (seen with 1.18.33 in the trial's container): its database, log and locks in the
  // XDG folders under HOME, the .gitignore it lays in its config folder, and its native helpers unpacked into /tmp.
  stateFolders: ['~/.local/share/opencode/', '~/.local/state/opencode/', '~/.cache/opencode/', '~/.config/opencode/.gitignore', '/tmp/.*.so'],
});
