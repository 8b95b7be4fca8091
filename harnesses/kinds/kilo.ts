import type { BuiltinTools } from '../../models/server/builtin-tools.js';
import { record } from '../json-record.js';
import { acpOnlyFamily, shellAndFileTools, showsWrite } from './shared.js';

/** Kilo's bash, write and read: OpenCode's tools under the same names (Kilo is built on it), absolute paths in the workspace. */
export const KILO_TOOLS: BuiltinTools = {
  ...shellAndFileTools({ shell: 'bash', write: 'write', read: 'read', path: 'filePath' }),
  // Kilo 7.7.7 over ACP asks under the model's call id. A shell request to run it (kind `execute`) carries the command
  // line and the description the model gave, nothing else; a request for more under the same id (a path outside the
  // project, with its directories and patterns) is not the model's call. A write shows one diff, as OpenCode's does.
  asks(request, name, args) {
    const rawInput = record(request['rawInput']);
    if (rawInput === null) return false;
    if (name === 'bash') {
      const keys = Object.keys(rawInput).sort().join();
      const described = keys === 'command,description' && rawInput['description'] === args['description'];
      return request['kind'] === 'execute' && (keys === 'command' || described) && rawInput['command'] === args['command'];
    }
    return name === 'write' && showsWrite(request, args['filePath'], args['content']);
  },
};

/**
 * Kilo's own tools, reached over ACP (`harness: acp`, `acp.tools_of: kilo`):
 * the family has no kind of its own, since the bench drives Kilo only as an ACP agent.
 */
export const KILO = acpOnlyFamily({
  name: 'kilo',
  // Its configuration with every permission allowed.
  baseline: 'kilo+yolo',
  builtins: KILO_TOOLS,
  // What it writes of its own in a session (Kilo 7.7.7): its database, log, locks and sandbox policy in the XDG folders
  // under HOME, the .gitignore it lays in its config folder, its folder in TMPDIR, and the native helpers it unpacks
  // into TMPDIR when it first runs a shell command (as OpenCode does). Never its configuration files (kilo.jsonc, read
  // after the kilo.json a configuration lays, would widen its permissions): a change there is judged.
  stateFolders: ['~/.local/share/kilo/', '~/.local/state/kilo/', '~/.local/state/kilo-sandbox-policy/', '~/.cache/kilo/', '~/.config/kilo/.gitignore', '/tmp/kilo/', '/tmp/.*.so'],
});
