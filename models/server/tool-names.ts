import { MCP_PREFIX as PREFIX, scenarioName } from '../../worlds/mcp/mcp-names.js';
import type { OfferedTool } from './conversation.js';

/* Tool names between the scenario and a harness: the world's MCP names (worlds/mcp/mcp-names.ts) as a harness offers them. */

/**
 * How to ask the harness for a scenario tool: the offered tool whose bare name
 * matches; for a tool the harness does not offer, the same naming style as the
 * tools it does offer (so an unlisted tool reaches the harness the way a model
 * would name it).
 */
export function wireName(tool: string, offered: readonly OfferedTool[]): OfferedTool {
  const found = offered.find((o) => scenarioName(o.name, o.namespace) === tool);
  if (found !== undefined) return found;
  const sample = offered.find((o) => o.namespace !== undefined || PREFIX.test(o.name));
  if (sample?.namespace !== undefined) return { name: tool, namespace: sample.namespace };
  if (sample !== undefined) {
    const m = PREFIX.exec(sample.name)!;
    return { name: `mcp__${m[1]}__${tool}` };
  }
  return { name: tool };
}

/** Where a harness run inside the container works: the world's workspace. */
export const CONTAINER_WORKSPACE = '/workspace';

/** argv as one POSIX shell command line (each word single-quoted). */
export function shellLine(argv: readonly unknown[]): string {
  return argv.map((a) => `'${String(a).replace(/'/g, `'\\''`)}'`).join(' ');
}
