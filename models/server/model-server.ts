import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeNow, listenOnLoopback, readBody } from '../../worlds/loopback.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import type { WireConversation } from './conversation.js';
import { decide, type WireReply } from './decide.js';
import { anthropicJson, anthropicSse, parseAnthropicRequest } from './protocols/anthropic.js';
import { chatJson, chatSse, parseChatRequest } from './protocols/chat.js';
import { parseResponsesRequest, responsesJson, responsesSse } from './protocols/responses.js';
import { writeJson, writeSse, type SseEvent } from './protocols/sse.js';

/**
 * The bench playing the model: a local HTTP server on 127.0.0.1 (a free port)
 * that answers the OpenAI Responses, Chat Completions and Anthropic Messages
 * APIs, JSON or streamed, from the scenario's proposer (see decide.ts). Every
 * request and the reply it got is logged.
 */

export type WireProtocol = 'responses' | 'chat' | 'anthropic';

export interface ModelExchange {
  /** 1-based, in arrival order. */
  n: number;
  protocol: WireProtocol | null;
  method: string;
  path: string;
  stream: boolean;
  /** Tool calls the conversation held when it arrived (how far the run had got). */
  steps: number;
  /** The tools the harness offered the model, as it named them (a namespace as `namespace/name`). */
  tools: string[];
  reply: WireReply | null;
  status: number;
  /** Milliseconds the bench spent answering (parse, replay, render). */
  ms: number;
  /** When the request arrived, on the trial's timeline. */
  t: number;
  error?: string;
}

export interface ModelServerOptions {
  /** A fresh proposer for the trial, built the same way every time (same seed). */
  makeProposer: () => Proposer;
  /** Listen on this port (0: a free one). */
  port?: number;
  /** Milliseconds on the trial's timeline, for each exchange's `t` (default: since the server started). */
  now?: () => number;
  /** Called as each exchange is answered (the bench's turn cap watches this). */
  onExchange?: (exchange: ModelExchange) => void;
}

const ROUTES: Record<string, WireProtocol> = {
  '/v1/responses': 'responses',
  '/responses': 'responses',
  '/v1/chat/completions': 'chat',
  '/chat/completions': 'chat',
  '/v1/messages': 'anthropic',
};

export class ModelServer {
  readonly log: ModelExchange[] = [];
  /** Every tool result text the harness reported, by call id (what its tools showed the model; a harness inside the container is judged on it). */
  readonly results = new Map<string, string>();
  /** The body of the first model request that offered tools (what the harness sends; logged for inspection). */
  firstRequest: Record<string, unknown> | null = null;
  readonly #server: Server;
  readonly #makeProposer: () => Proposer;
  readonly #now: () => number;
  readonly #onExchange: ((exchange: ModelExchange) => void) | undefined;

  private constructor(options: ModelServerOptions) {
    this.#makeProposer = options.makeProposer;
    const origin = performance.now();
    this.#now = options.now ?? (() => performance.now() - origin);
    this.#onExchange = options.onExchange;
    this.#server = createServer((req, res) => void this.#handle(req, res));
  }

  static async start(options: ModelServerOptions): Promise<ModelServer> {
    const server = new ModelServer(options);
    await listenOnLoopback(server.#server, options.port);
    return server;
  }

  get port(): number {
    return (this.#server.address() as AddressInfo).port;
  }

  /** The OpenAI base URL (with /v1); Anthropic clients take `origin` (they add /v1 themselves). */
  get baseUrl(): string {
    return `${this.origin}/v1`;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The last reply of the run's own conversation if it was text: how the model ended the run (finish or end), if it did. */
  lastText(): Extract<WireReply, { kind: 'text' }> | null {
    for (let i = this.log.length - 1; i >= 0; i--) {
      const reply = this.log[i]!.reply;
      if (reply !== null && !(reply.kind === 'text' && reply.reason === 'aside')) return reply.kind === 'text' ? reply : null;
    }
    return null;
  }

  async close(): Promise<void> {
    await closeNow(this.#server);
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const path = (req.url ?? '/').split('?')[0]!;
    const entry: ModelExchange = { n: this.log.length + 1, protocol: null, method: req.method ?? '', path, stream: false, steps: 0, tools: [], reply: null, status: 200, ms: 0, t: this.#now() };
    this.log.push(entry);
    const finish = (status: number, error?: string) => {
      entry.status = status;
      entry.ms = performance.now() - started;
      if (error !== undefined) entry.error = error;
      this.#onExchange?.(entry);
    };
    try {
      const text = await readBody(req);
      if (req.method === 'GET' && (path === '/v1/models' || path === '/models')) {
        writeJson(res, 200, { object: 'list', data: [{ id: 'bench', object: 'model', created: 0, owned_by: 'harness-bench' }] });
        return finish(200);
      }
      if (req.method === 'HEAD' || req.method === 'GET') {
        writeJson(res, 200, {});
        return finish(200);
      }
      const protocol = ROUTES[path];
      if (req.method !== 'POST' || protocol === undefined) {
        writeJson(res, 404, { error: { type: 'not_found', message: `the bench's model server has no ${req.method} ${path}` } });
        return finish(404, 'no such route');
      }
      entry.protocol = protocol;
      const body = JSON.parse(text) as Record<string, unknown>;
      const conversation = parse(protocol, body);
      entry.stream = conversation.stream;
      entry.steps = conversation.steps.length;
      for (const step of conversation.steps) for (const r of step.results) this.results.set(r.id, r.text);
      if (this.firstRequest === null && conversation.tools.length > 0) this.firstRequest = body;
      entry.tools = conversation.tools.map((t) => (t.namespace !== undefined ? `${t.namespace}/${t.name}` : t.name));
      const reply = await decide(conversation, this.#makeProposer);
      entry.reply = reply;
      if (conversation.stream) writeSse(res, render(protocol, conversation, reply, entry.n, text.length, true) as SseEvent[]);
      else writeJson(res, 200, render(protocol, conversation, reply, entry.n, text.length, false));
      finish(200);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A proposer that cannot answer (a script with no step for this feedback) is the bench's failure, not the harness's: logged and answered 500.
      if (!res.headersSent) writeJson(res, 500, { error: { type: 'bench_error', message } });
      finish(500, message);
    }
  }
}

function parse(protocol: WireProtocol, body: Record<string, unknown>): WireConversation {
  switch (protocol) {
    case 'responses':
      return parseResponsesRequest(body);
    case 'chat':
      return parseChatRequest(body);
    case 'anthropic':
      return parseAnthropicRequest(body);
  }
}

function render(protocol: WireProtocol, conversation: WireConversation, reply: WireReply, n: number, inputChars: number, stream: boolean): unknown {
  switch (protocol) {
    case 'responses':
      return stream ? responsesSse(conversation, reply, n, inputChars) : responsesJson(conversation, reply, n, inputChars);
    case 'chat':
      return stream ? chatSse(conversation, reply, n, inputChars) : chatJson(conversation, reply, n, inputChars);
    case 'anthropic':
      return stream ? anthropicSse(conversation, reply, n, inputChars) : anthropicJson(conversation, reply, n, inputChars);
  }
}
