import { z } from 'zod';

/** What a tool may do to the world. Writes are gated by pending tracking and retried with care. */
export type Capability = 'read' | 'write';

/**
 * A versioned tool as the gateway sees it. The executor owns the behaviour;
 * the registry owns the contract a proposer is held to.
 */
export interface ToolDef {
  readonly name: string;
  readonly version: number;
  readonly capability: Capability;
  readonly description: string;
  readonly args: z.ZodType<Record<string, unknown>>;
  /** A check tool: its passing receipt is the evidence completion needs. */
  readonly check?: boolean;
  /** The receiver deduplicates calls that carry the same idempotency key. */
  readonly acceptsIdempotencyKey?: boolean;
  /** False for writes where running twice means two effects (an export, a payment). */
  readonly idempotent?: boolean;
  /** A successful write of this tool makes earlier checks stale. */
  readonly invalidatesEvidence?: boolean;
  /** Admission needs a passing check of the current revision. */
  readonly requiresCurrentCheck?: boolean;
  /** Admission needs an approval bound to digest(tool, args, revision). */
  readonly requiresApproval?: boolean;
}

/**
 * Tools by exact name. A name from a proposer is untrusted: lookups go through
 * a Map, so `constructor` or `__proto__` resolve to nothing rather than to
 * something inherited from Object.prototype.
 */
export class ToolRegistry {
  readonly #tools = new Map<string, ToolDef>();

  /**
   * Each argument schema is compiled (zod's ahead-of-time fast path, which
   * falls back to the ordinary parser and its messages whenever an input
   * fails or a feature cannot be compiled): every proposal is checked against
   * one, so this is on the hot path.
   */
  constructor(tools: Iterable<ToolDef>) {
    for (const tool of tools) {
      if (this.#tools.has(tool.name)) throw new Error(`tool ${tool.name} is registered twice`);
      this.#tools.set(tool.name, { ...tool, args: z.compile(tool.args) });
    }
  }

  resolve(name: string): ToolDef | undefined {
    return this.#tools.get(name);
  }

  names(): string[] {
    return [...this.#tools.keys()];
  }

  list(): ToolDef[] {
    return [...this.#tools.values()];
  }
}

/** `name@version`, the identity recorded with every call. */
export function toolId(tool: Pick<ToolDef, 'name' | 'version'>): string {
  return `${tool.name}@${tool.version}`;
}
