import type { OfferedTool } from './conversation.js';

/**
 * A harness's own built-in tools, as the scripted model asks for them: when
 * the harness offers them (it runs inside the container with its tools on),
 * a scenario's workspace tool is asked of the harness's shell or file tool
 * instead of the world's MCP tool. Each harness kind that has such tools
 * brings its own (harnesses/kinds/); the model server is given the kind's.
 */
export interface BuiltinTools {
  /** The names of the built-in tools the scripted model may call (a call to one of them is read back as the harness's own). */
  readonly names: readonly string[];
  /** The scenario tool `tool` with `args` as a call of a built-in the harness offers, or null when none serves it. */
  call(tool: string, args: Record<string, unknown>, offered: readonly OfferedTool[]): { tool: OfferedTool; arguments: Record<string, unknown> } | null;
  /**
   * Whether an ACP permission request's tool call (`toolCallId`, `title`, `content`, `rawInput`: an
   * agent asks before its own tool runs) asks for exactly the model's call `name` with `args`, and for
   * nothing more (no run outside its sandbox, no added permission). Each family reads the fields its
   * agent fills. Absent: the harness's requests about its own tools are never read as the model's call.
   */
  asks?(request: Record<string, unknown>, name: string, args: Record<string, unknown>): boolean;
  /**
   * A call the harness needs the model to make first, in a turn of its own, before the built-in call
   * that serves `tool` (`readingFirst`: a read of the file a write replaces), with the scenario's tool
   * and arguments it stands for; null when none is needed. The proposer never sees it: a conversation
   * is replayed to the proposer without it.
   */
  before?(tool: string, args: Record<string, unknown>, offered: readonly OfferedTool[]): BuiltinCall | null;
}

/** A built-in call, with the scenario's tool and arguments it stands for. */
export interface BuiltinCall {
  tool: OfferedTool;
  arguments: Record<string, unknown>;
  scenarioTool: string;
  scenarioArgs: Record<string, unknown>;
}

/**
 * The same tools, for a harness whose file write refuses a file that its session has not read
 * (Claude Code 2.1.83's Write, under Zed's ACP adapter): before each write the model reads the file
 * through the harness's own read. A file that does not exist yet reads as an error the harness
 * reports, and its write goes ahead all the same.
 */
export function readingFirst(tools: BuiltinTools): BuiltinTools {
  return {
    ...tools,
    before(tool, args, offered) {
      if (tool !== 'write_file' || typeof args['path'] !== 'string' || tools.call(tool, args, offered) === null) return null;
      const read = tools.call('read_file', { path: args['path'] }, offered);
      return read === null ? null : { ...read, scenarioTool: 'read_file', scenarioArgs: { path: args['path'] } };
    },
  };
}

/** Whether the harness offers the built-in tool `name` (a bare name: no MCP namespace). */
export function offers(offered: readonly OfferedTool[], name: string): boolean {
  return offered.some((o) => o.name === name && o.namespace === undefined);
}
