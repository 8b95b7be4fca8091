import type { BuiltinTools } from '../../models/server/builtin-tools.js';
import { canonicalJson } from '../../harness/digest.js';
import { record } from '../json-record.js';
import { acpOnlyFamily, shellAndFileTools } from './shared.js';

/** Qwen Code's run_shell_command, write_file and read_file (absolute paths in the workspace). */
export const QWEN_TOOLS: BuiltinTools = {
  ...shellAndFileTools({ shell: 'run_shell_command', write: 'write_file', read: 'read_file', path: 'file_path', shellExtras: { is_background: false } }),
  // Qwen Code 0.24.4 over ACP sends the tool's arguments as its rawInput, under the model's call id: it asks for the
  // model's call when they are exactly the arguments the model gave (a shell in the background or in another folder
  // adds a key, and so asks for more).
  asks(request, name, args) {
    const rawInput = record(request['rawInput']);
    return (name === 'run_shell_command' || name === 'write_file') && rawInput !== null && canonicalJson(rawInput) === canonicalJson(args);
  },
};

/**
 * Qwen Code's own tools, reached over ACP (`harness: acp`, `acp.tools_of:
 * qwen-code`): the family has no kind of its own, since the bench drives
 * Qwen Code only as an ACP agent.
 */
export const QWEN_CODE = acpOnlyFamily({
  name: 'qwen-code',
  // Its configuration with approvals off (approval mode yolo).
  baseline: 'qwen-acp+yolo',
  builtins: QWEN_TOOLS,
  // What it writes of its own under HOME and /tmp in a session (seen with 0.24.4 in the trial's container): its session
  // record, the copies it keeps of the files it edits, its extension store, its log clean-up marker, its output-language
  // note, a socket folder; its settings stay the task's to leave alone.
  stateFolders: [
    '~/.qwen/sessions/',
    '~/.qwen/file-history/',
    '~/.qwen/extension-store/',
    '~/.qwen/extensions/extension-enablement.json',
    '~/.qwen/output-language.md',
    '~/.qwen/.openai-logs-cleanup-*',
    '~/.qwen/tmp/',
    '~/.qwen/projects/',
    '/tmp/qwen-socks-*/',
  ],
});
