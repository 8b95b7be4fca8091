import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BodyTooLargeError, closeNow, listenOnLoopback, readBody, refuseTooLarge } from '../loopback.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { approvalKey } from '../../harness/controls/approval.js';
import type { Call } from '../../harness/contracts/call.js';
import type { ToolDef } from '../../harness/tools.js';
import type { World } from '../../harness/contracts/world.js';
import { DENIED, scenarioName } from './mcp-names.js';

/**
 * The bench playing the world: an MCP server (the official SDK, streamable
 * HTTP on 127.0.0.1) serving a World's tools. Each tool call runs on the
 * world, so it lands in the world's own ledger, which the oracle reads as for
 * an in-process trial; the arguments go to the world as the harness sent them
 * (a harness that does not validate lets malformed ones through, as a real
 * backend would receive them). The world outlives every MCP session, so a
 * harness that restarts its MCP client (or a stdio shim) keeps one world.
 */

/** Optional `_meta` keys of a tools/call: the caller's call id, attempt and idempotency key (the reference harness over the wire sends them). */
export const META_CALL_ID = 'harness-bench/call_id';
export const META_ATTEMPT = 'harness-bench/attempt';
export const META_IDEMPOTENCY_KEY = 'harness-bench/idempotency_key';
/**
 * `_meta` key of a tools/call result: the milliseconds the world's own
 * machinery spent on the call (a container exec, say), not counting the
 * world's modelled latency (its sleeps on the trial's clock). The in-process
 * trial's clock does not move while such machinery runs, so a harness over
 * the wire subtracts it from its clock to measure its deadline the same way.
 */
export const META_WORLD_MS = 'harness-bench/world_ms';

/** The approval gate tool, for harnesses that ask through a tool (Claude Code's --permission-prompt-tool). */
export const APPROVAL_TOOL = 'approval_gate';

export type WorldCallRecord =
  | {
      kind: 'call';
      n: number;
      call_id: string;
      attempt: number;
      tool: string;
      args: unknown;
      outcome: 'receipt' | 'threw' | 'unknown_tool';
      status?: string;
      cancelled: boolean;
      t: number;
      /** The world's revision when the call reached it, and the tool's version and capability (absent for an unknown tool). */
      revision?: string;
      version?: number;
      write?: boolean;
      /** The world's own execution time (see META_WORLD_MS); absent until the call returns. */
      worldMs?: number;
    }
  | { kind: 'approval'; n: number; tool: string; args: unknown; decision: 'allow' | 'deny'; key: string; t: number };

export interface McpWorldOptions {
  world: World;
  /** Granted approvals: key (tool, args, revision) -> how many calls each may authorise. */
  grants?: ReadonlyMap<string, number>;
  /** Serve the approval gate tool. */
  approvalTool?: boolean;
  /**
   * The scenario's call a prompt about one of the harness's own tools is for: the model's call under
   * `toolUseId`, when the harness asks about that tool with the input the model gave it (absent:
   * every prompt is about the tool and input it names).
   */
  promptedCall?: (toolUseId: string, toolName: string, input: unknown) => { tool: string; args: Record<string, unknown> } | undefined;
  /** Milliseconds since the trial started, for the call log. */
  now?: () => number;
  /** Total milliseconds the world has slept on the trial's clock so far (its modelled latency), subtracted from META_WORLD_MS. */
  slept?: () => number;
  /** Runs a call's execution with the trial's clock left still but for what is slept (the clock's `excluding`, harness/clock.ts). */
  excluding?: <T>(work: () => Promise<T>) => Promise<T>;
}

/** MCP sessions open at once on one world, at most: a harness opens one or two; a flood of them is refused (503). */
export const MAX_SESSIONS = 32;

export class McpWorld {
  readonly log: WorldCallRecord[] = [];
  readonly #world: World;
  readonly #grants: Map<string, number>;
  readonly #approvalTool: boolean;
  readonly #promptedCall: McpWorldOptions['promptedCall'];
  readonly #now: () => number;
  readonly #slept: () => number;
  readonly #excluding: <T>(work: () => Promise<T>) => Promise<T>;
  readonly #http: HttpServer;
  readonly #sessions = new Map<string, { server: Server; transport: StreamableHTTPServerTransport }>();
  readonly #tools: Tool[];
  #calls = 0;

  private constructor(options: McpWorldOptions) {
    this.#world = options.world;
    this.#grants = new Map(options.grants ?? []);
    this.#approvalTool = options.approvalTool ?? false;
    this.#promptedCall = options.promptedCall;
    this.#slept = options.slept ?? (() => 0);
    this.#excluding = options.excluding ?? ((work) => work());
    const origin = performance.now();
    this.#now = options.now ?? (() => performance.now() - origin);
    this.#tools = options.world.tools.list().map(describeTool);
    if (this.#approvalTool) this.#tools.push(APPROVAL_TOOL_DEF);
    this.#http = createServer((req, res) => void this.#handle(req, res));
  }

  static async start(options: McpWorldOptions & { port?: number }): Promise<McpWorld> {
    const world = new McpWorld(options);
    await listenOnLoopback(world.#http, options.port);
    return world;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#http.address() as AddressInfo).port}/mcp`;
  }

  /** The world's current revision (GET), the trusted reading the reference harness over the wire checks receipts against. */
  get revisionUrl(): string {
    return `http://127.0.0.1:${(this.#http.address() as AddressInfo).port}/revision`;
  }

  /** The approval endpoint drivers call (POST {tool, args}): the same grants as the gate tool. */
  get approvalUrl(): string {
    return `http://127.0.0.1:${(this.#http.address() as AddressInfo).port}/approval`;
  }

  /**
   * Decides one approval from the scenario's grants, at the world's current
   * revision; an allow uses up one grant. Logged either way.
   */
  approve(tool: string, args: unknown): 'allow' | 'deny' {
    const name = scenarioName(tool);
    const record = args !== null && typeof args === 'object' && !Array.isArray(args) ? (args as Record<string, unknown>) : {};
    const key = approvalKey(name, record, this.#world.revision());
    const left = this.#grants.get(key) ?? 0;
    const decision = left > 0 ? 'allow' : 'deny';
    if (decision === 'allow') this.#grants.set(key, left - 1);
    this.log.push({ kind: 'approval', n: this.log.length + 1, tool: name, args, decision, key, t: this.#now() });
    return decision;
  }

  /** Reads the world anew (World.reread), so that an approval decided next is judged at the revision it is in now. */
  async reread(): Promise<void> {
    await this.#world.reread?.();
  }

  /** Logs an approval asked and answered no without consulting the grants (a request the client could not answer with a grant's single use). */
  refuse(tool: string, args: unknown): void {
    const name = scenarioName(tool);
    const record = args !== null && typeof args === 'object' && !Array.isArray(args) ? (args as Record<string, unknown>) : {};
    this.log.push({ kind: 'approval', n: this.log.length + 1, tool: name, args, decision: 'deny', key: approvalKey(name, record, this.#world.revision()), t: this.#now() });
  }

  /** One tool call from the bench's side of the wire (an ACP client serving its agent's file and terminal requests): run and logged as a call over MCP is. */
  async serve(name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }> {
    const result = await this.#call(name, args, new AbortController().signal, {});
    const text = (result.content as { type: string; text?: string }[]).map((c) => (c.type === 'text' ? (c.text ?? '') : '')).join('');
    return { text, isError: result.isError === true };
  }

  async close(): Promise<void> {
    for (const { server } of this.#sessions.values()) await server.close().catch(() => undefined);
    this.#sessions.clear();
    await closeNow(this.#http);
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/approval' && req.method === 'POST') {
        const body = JSON.parse(await readBody(req)) as { tool?: unknown; args?: unknown };
        await this.reread();
        const decision = this.approve(String(body.tool ?? ''), body.args);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ decision }));
        return;
      }
      if (path === '/revision' && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ revision: this.#world.revision() }));
        return;
      }
      if (path !== '/mcp') {
        res.writeHead(404).end();
        return;
      }
      // A message is read here, within the servers' body limit, and handed to the transport parsed.
      let parsed: unknown;
      if (req.method === 'POST') {
        const text = await readBody(req);
        try {
          parsed = JSON.parse(text) as unknown;
        } catch {
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: not JSON' }, id: null }));
          return;
        }
      }
      const sessionId = req.headers['mcp-session-id'];
      const known = typeof sessionId === 'string' ? this.#sessions.get(sessionId) : undefined;
      if (known !== undefined) {
        await known.transport.handleRequest(req, res, parsed);
        return;
      }
      if (req.method !== 'POST') {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'no such MCP session' }, id: null }));
        return;
      }
      if (this.#sessions.size >= MAX_SESSIONS) {
        res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: `too many MCP sessions: ${MAX_SESSIONS} are open` }, id: null }));
        return;
      }
      // A new session: one MCP server object per session, all on the same world.
      const server = this.#server();
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void this.#sessions.set(id, { server, transport }),
      });
      transport.onclose = () => {
        if (transport.sessionId !== undefined) this.#sessions.delete(transport.sessionId);
      };
      await server.connect(transport);
      await transport.handleRequest(req, res, parsed);
      // A request that opened no session (not an initialize) leaves nothing behind.
      if (transport.sessionId === undefined) await server.close().catch(() => undefined);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        refuseTooLarge(req, res, JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: error.message }, id: null }));
        return;
      }
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
    }
  }

  #server(): Server {
    const server = new Server({ name: 'harness-bench-world', version: '0.1.0' }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: this.#tools }));
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => this.#call(request.params.name, request.params.arguments ?? {}, extra.signal, request.params._meta ?? {}));
    return server;
  }

  async #call(name: string, args: Record<string, unknown>, signal: AbortSignal, meta: Record<string, unknown>): Promise<CallToolResult> {
    if (this.#approvalTool && name === APPROVAL_TOOL) {
      const toolName = String(args['tool_name'] ?? '');
      const own = typeof args['tool_use_id'] === 'string' ? this.#promptedCall?.(args['tool_use_id'], toolName, args['input']) : undefined;
      await this.reread();
      const decision = own === undefined ? this.approve(toolName, args['input']) : this.approve(own.tool, own.args);
      const text = decision === 'allow' ? { behavior: 'allow', updatedInput: args['input'] ?? {} } : { behavior: 'deny', message: DENIED };
      return { content: [{ type: 'text', text: JSON.stringify(text) }] };
    }
    const n = ++this.#calls;
    const given = meta[META_CALL_ID];
    const callId = typeof given === 'string' && given.length > 0 ? given : `w${n}`;
    const attempt = typeof meta[META_ATTEMPT] === 'number' ? (meta[META_ATTEMPT] as number) : 1;
    const key = meta[META_IDEMPOTENCY_KEY];
    const tool = this.#world.tools.resolve(name);
    const t = this.#now();
    if (tool === undefined) {
      this.log.push({ kind: 'call', n: this.log.length + 1, call_id: callId, attempt, tool: name, args, outcome: 'unknown_tool', cancelled: false, t });
      return { content: [{ type: 'text', text: `the world has no tool named ${JSON.stringify(name)}` }], isError: true };
    }
    const call: Call = { call_id: callId, tool: name, version: tool.version, args, revision: this.#world.revision(), ...(typeof key === 'string' ? { idempotency_key: key } : {}) };
    const record: Extract<WorldCallRecord, { kind: 'call' }> = { kind: 'call', n: this.log.length + 1, call_id: callId, attempt, tool: name, args, outcome: 'receipt', cancelled: false, t, revision: call.revision, version: tool.version, write: tool.capability === 'write' };
    this.log.push(record);
    const onAbort = () => void (record.cancelled = true);
    signal.addEventListener('abort', onAbort, { once: true });
    const started = performance.now();
    const slept = this.#slept();
    const measured = () => {
      // Calls served at once may share a sleep: never below zero.
      record.worldMs = Math.max(0, performance.now() - started - (this.#slept() - slept));
      return { [META_WORLD_MS]: record.worldMs };
    };
    try {
      const receipt = await this.#excluding(async () => this.#world.execute(call, attempt));
      const status = receipt !== null && typeof receipt === 'object' ? (receipt as Record<string, unknown>)['status'] : undefined;
      record.status = typeof status === 'string' ? status : 'not_a_receipt';
      const text = typeof receipt === 'string' ? receipt : JSON.stringify(receipt);
      return { content: [{ type: 'text', text }], _meta: measured(), ...(status === 'ok' ? {} : { isError: true }) };
    } catch (error) {
      record.outcome = 'threw';
      return { content: [{ type: 'text', text: error instanceof Error ? error.message : String(error) }], _meta: measured(), isError: true };
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }
}

/** A registry tool as MCP lists it: JSON schema from its zod schema, hints from its capability. */
function describeTool(tool: ToolDef): Tool {
  const { $schema: _schema, ...inputSchema } = z.toJSONSchema(tool.args, { unrepresentable: 'any' }) as Record<string, unknown>;
  const write = tool.capability === 'write';
  return {
    name: tool.name,
    description: tool.description,
    inputSchema: { type: 'object', ...inputSchema },
    annotations: { readOnlyHint: !write, destructiveHint: write && tool.idempotent === false, idempotentHint: tool.idempotent !== false, openWorldHint: false },
  };
}

const APPROVAL_TOOL_DEF: Tool = {
  name: APPROVAL_TOOL,
  description: 'Asks the human operator whether a tool call may run. Answers {"behavior":"allow"} or {"behavior":"deny"}.',
  inputSchema: { type: 'object', properties: { tool_name: { type: 'string' }, input: { type: 'object' }, tool_use_id: { type: 'string' } }, required: ['tool_name', 'input'] },
  annotations: { readOnlyHint: true },
};
