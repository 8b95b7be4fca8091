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
   * Whether a permission request's `rawInput` (an agent speaking ACP asks before its own tool runs)
   * asks for exactly the model's call `name` with `args`, and for nothing more (no run outside its
   * sandbox, no added permission). Absent: the harness's requests about its own tools are never
   * read as the model's call.
   */
  asks?(rawInput: Record<string, unknown>, name: string, args: Record<string, unknown>): boolean;
}

/** Whether the harness offers the built-in tool `name` (a bare name: no MCP namespace). */
export function offers(offered: readonly OfferedTool[], name: string): boolean {
  return offered.some((o) => o.name === name && o.namespace === undefined);
}
