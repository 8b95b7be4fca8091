import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Clock } from '../../harness/clock.js';
import type { Call } from '../../harness/contracts/call.js';
import type { Executor } from '../../harness/executor.js';
import type { ToolRegistry } from '../../harness/tools.js';
import { META_ATTEMPT, META_CALL_ID, META_IDEMPOTENCY_KEY, META_WORLD_MS } from './mcp-world.js';

/**
 * An executor that reaches the world only through MCP (the reference harness
 * over the wire): each call is a tools/call, its receipt read back from the
 * result's text. The trusted reading of the world's revision comes from the
 * bench's world endpoint after every call (the only writer is this harness).
 * The call's id, attempt and idempotency key travel in the request's `_meta`,
 * so the world records and deduplicates the call as it would in process.
 */
export class McpExecutor implements Executor {
  readonly tools: ToolRegistry;
  readonly #client: Client;
  readonly #revisionUrl: string;
  #revision = '';
  #worldMs = 0;

  private constructor(tools: ToolRegistry, client: Client, revisionUrl: string) {
    this.tools = tools;
    this.#client = client;
    this.#revisionUrl = revisionUrl;
  }

  static async connect(url: string, revisionUrl: string, tools: ToolRegistry): Promise<McpExecutor> {
    const client = new Client({ name: 'harness-bench-reference', version: '0.1.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    const executor = new McpExecutor(tools, client, revisionUrl);
    await executor.#refresh();
    return executor;
  }

  revision(): string {
    return this.#revision;
  }

  /** Milliseconds the world's own machinery spent on the calls returned so far (each result's META_WORLD_MS). */
  get worldMs(): number {
    return this.#worldMs;
  }

  async execute(call: Call, attempt: number): Promise<unknown> {
    try {
      const meta = { [META_CALL_ID]: call.call_id, [META_ATTEMPT]: attempt, ...(call.idempotency_key !== undefined ? { [META_IDEMPOTENCY_KEY]: call.idempotency_key } : {}) };
      const result = await this.#client.callTool({ name: call.tool, arguments: call.args, _meta: meta }, undefined, { timeout: 3_600_000 });
      const worldMs = result._meta?.[META_WORLD_MS];
      if (typeof worldMs === 'number' && worldMs > 0) this.#worldMs += worldMs;
      const text = ((result.content ?? []) as { type: string; text?: string }[]).map((c) => c.text ?? '').join('');
      let receipt: unknown;
      try {
        receipt = JSON.parse(text);
      } catch {
        if (result.isError === true) throw new Error(text);
        receipt = text;
      }
      return receipt;
    } finally {
      await this.#refresh();
    }
  }

  async close(): Promise<void> {
    await this.#client.close();
  }

  async #refresh(): Promise<void> {
    const response = await fetch(this.#revisionUrl);
    this.#revision = ((await response.json()) as { revision: string }).revision;
  }
}

/**
 * The reference harness's clock over the wire, measured as the in-process
 * trial's clock is: real time minus what the world's own machinery spent on
 * the calls (the in-process clock does not move during a container exec; it
 * does move for the world's modelled latency, which META_WORLD_MS leaves in).
 * Monotonic: a reading taken while a call is in flight counts that call's
 * time until it returns, and later readings never go back below it.
 */
export function harnessTimeClock(executor: { readonly worldMs: number }, real: Clock): Clock {
  let floor = -Infinity;
  return {
    now: () => (floor = Math.max(floor, real.now() - executor.worldMs)),
    sleep: (ms) => real.sleep(ms),
  };
}
