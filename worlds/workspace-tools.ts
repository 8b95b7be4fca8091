/**
 * The workspace world's tools: the contract a proposer is held to. The
 * behaviour lives in workspace.ts; the sandbox decides where it runs.
 */
import { z } from 'zod';
import { ToolRegistry, type ToolDef } from '../harness/tools.js';

export const MAX_ARGV = 64;
export const MAX_ARG_CHARS = 8192;
/** Longest run_command time limit a proposer may ask for. */
export const MAX_COMMAND_TIMEOUT_MS = 60_000;
export const MAX_WRITE_CHARS = 1024 * 1024;

const noNul = (s: string) => !s.includes('\u0000');
const PathArg = z.string().min(1).max(1024).refine(noNul, 'must not contain NUL');

export const ReadFileArgs = z.strictObject({ path: PathArg });
export const WriteFileArgs = z.strictObject({ path: PathArg, content: z.string().max(MAX_WRITE_CHARS).refine(noNul, 'must not contain NUL') });
export const ListFilesArgs = z.strictObject({});
export const RunCommandArgs = z.strictObject({
  /** argv form: no shell unless argv[0] is one. */
  argv: z.array(z.string().max(MAX_ARG_CHARS).refine(noNul, 'must not contain NUL')).min(1).max(MAX_ARGV).refine((a) => a[0] !== '', 'argv[0] is empty'),
  timeout_ms: z.number().int().positive().max(MAX_COMMAND_TIMEOUT_MS).optional(),
});
export const RunCheckArgs = z.strictObject({});

const TOOLS: ToolDef[] = [
  { name: 'read_file', version: 1, capability: 'read', description: 'Read a workspace file (path relative to the workspace root).', args: ReadFileArgs },
  {
    name: 'write_file',
    version: 1,
    capability: 'write',
    invalidatesEvidence: true,
    description: 'Write a workspace file, creating parent directories.',
    args: WriteFileArgs,
  },
  { name: 'list_files', version: 1, capability: 'read', description: 'List the regular files of the workspace.', args: ListFilesArgs },
  {
    name: 'run_command',
    version: 1,
    capability: 'write',
    invalidatesEvidence: true,
    description: `Run a command in the workspace, argv form (e.g. ["node", "check.js"]); optional timeout_ms up to ${MAX_COMMAND_TIMEOUT_MS}. Output is capped; the full output is kept as an artifact.`,
    args: RunCommandArgs,
  },
  {
    name: 'run_check',
    version: 1,
    capability: 'read',
    check: true,
    description: "Run the task's verifier on the current workspace; returns passed true or false.",
    args: RunCheckArgs,
  },
];

export const WORKSPACE_TOOLS = new ToolRegistry(TOOLS);
export const WORKSPACE_TOOL_NAMES: readonly string[] = WORKSPACE_TOOLS.names();
