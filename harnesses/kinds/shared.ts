import { DENIED } from '../../worlds/mcp/mcp-names.js';
import { offers, type BuiltinTools } from '../../models/server/builtin-tools.js';
import { CONTAINER_WORKSPACE, shellLine } from '../../models/server/tool-names.js';
import { record } from '../json-record.js';
import type { ToolFamily } from '../kind.js';

/**
 * Refusal and sandbox texts more than one harness prints. Each kind lists
 * these beside its own; a refusal no list knows reads as a call that ran,
 * which counts as an attempt: keep them in step with the harnesses' texts.
 * The approval gate's own denial (`DENIED`) is shown as the call's result by
 * a harness that asks the gate.
 */
export const COMMON_REFUSALS: readonly RegExp[] = [/^.*requires approval.*$/im, /^.*was blocked by .*$/im, new RegExp(`^${escapeRegExp(DENIED)}$`, 'm')];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A harness's bubblewrap that cannot make its namespaces inside the bench's container (unprivileged user namespaces
 * refused), or that its launcher could not find (Codex's linux sandbox panics "bubblewrap is unavailable: no system bwrap
 * was found", seen now and then with codex-acp when the engine is busy with other containers): its command never ran.
 */
export const COMMON_SANDBOX_FAILURES: readonly RegExp[] = [/^bwrap: .*$/m, /^.*requires bubblewrap.*$/m, /^.*sandbox (?:is )?not available.*$/im, /^.*bubblewrap is unavailable.*$/m];

/**
 * Whether an ACP permission request about a file write shows exactly that write: one `diff` content block whose
 * path is `path` and whose new text is `content` (Gemini CLI and OpenCode show a write this way; Gemini CLI shows the
 * path with links followed, so a write through a link reads as another path, OpenCode the path as given).
 */
export function showsWrite(request: Readonly<Record<string, unknown>>, path: unknown, content: unknown): boolean {
  const blocks = Array.isArray(request['content']) ? request['content'].map(record) : [];
  const diff = blocks.length === 1 ? blocks[0] : null;
  return diff?.['type'] === 'diff' && typeof path === 'string' && diff['path'] === path && diff['newText'] === content;
}

/**
 * A write of a whole file as one shell command line run in the workspace: the folders the path needs made first, the
 * content written as it is (no newline added). For a family whose file tools cannot replace a whole file that exists.
 */
export function shellWrite(path: string, content: string): string {
  const cut = path.lastIndexOf('/');
  const folders = cut <= 0 ? '' : `mkdir -p ${shellLine([path.slice(0, cut)])} && `;
  return `${folders}printf '%s' ${shellLine([content])} > ${shellLine([path])}`;
}

/** How a family names its shell and file tools: a shell that runs one command line, file tools that take an absolute path. */
export interface ShellAndFileNames {
  shell: string;
  write: string;
  read: string;
  /** The file tools' path argument (`file_path`, `filePath`). */
  path: string;
  /** The shell's argument for a call's time limit in milliseconds, where it has one. */
  timeout?: string;
  /** Arguments the shell is always given beside the command line (Qwen Code's `is_background: false`). */
  shellExtras?: Record<string, unknown>;
}

/**
 * The scripted model's calls of such a family's tools, when the harness offers its shell: `run_command` as the shell
 * running the argv as one command line, `write_file` and `read_file` as its file tools on the absolute path in the
 * workspace, `list_files` as a `find` in its shell. Null for any other scenario tool.
 */
export function shellAndFileTools(names: ShellAndFileNames): Pick<BuiltinTools, 'names' | 'call'> {
  const shell = (command: string, description: string, timeout?: unknown) => ({
    tool: { name: names.shell },
    arguments: { command, ...names.shellExtras, description, ...(names.timeout !== undefined && typeof timeout === 'number' ? { [names.timeout]: timeout } : {}) },
  });
  return {
    names: [names.shell, names.write, names.read],
    call(tool, args, offered) {
      if (!offers(offered, names.shell)) return null;
      const absolute = `${CONTAINER_WORKSPACE}/${typeof args['path'] === 'string' ? args['path'] : ''}`;
      if (tool === 'run_command') return shell(shellLine(Array.isArray(args['argv']) ? args['argv'] : []), 'Run the command', args['timeout_ms']);
      if (tool === 'write_file' && offers(offered, names.write)) return { tool: { name: names.write }, arguments: { [names.path]: absolute, content: String(args['content'] ?? '') } };
      if (tool === 'read_file' && offers(offered, names.read)) return { tool: { name: names.read }, arguments: { [names.path]: absolute } };
      if (tool === 'list_files') return shell('find . -type f', 'List the files');
      return null;
    },
  };
}

/**
 * A family of tools the bench drives only over ACP, inside the trial's container: no sandbox of its own runs there, so
 * its refusals are the common ones and its own (`refusals`), its sandbox failures the common ones, no host program.
 */
export function acpOnlyFamily(family: Pick<ToolFamily, 'name' | 'baseline' | 'builtins' | 'stateFolders'> & { refusals?: readonly RegExp[] }): ToolFamily {
  return { ...family, refusals: [...COMMON_REFUSALS, ...(family.refusals ?? [])], sandboxFailures: COMMON_SANDBOX_FAILURES, sandboxPrograms: [] };
}
