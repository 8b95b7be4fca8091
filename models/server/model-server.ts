import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BodyTooLargeError, closeNow, listenOnLoopback, readBody, refuseTooLarge } from '../../worlds/loopback.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import type { BuiltinTools } from './builtin-tools.js';
import { decide, type WireReply } from './decide.js';
import { protocolFor, type WireProtocol } from './protocols/registry.js';
import { writeJson, writeSse } from './protocols/sse.js';

/**
 * The bench playing the model: a local HTTP server on 127.0.0.1 (a free port)
 * that answers every protocol of protocols/registry.ts (the OpenAI Responses,
 * Chat Completions and Anthropic Messages APIs), JSON or streamed, from the
 * scenario's proposer (see decide.ts). Every request and the reply it got is
 * logged.
 */


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
  /** The harness's own built-in tools (its kind's), asked for where they serve a scenario tool. */
  builtins?: BuiltinTools;
}

/** The status logged for a request whose client went away before it was read whole (nginx's 499). */
const CLIENT_CLOSED = 499;

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
  readonly #builtins: BuiltinTools | undefined;

  private constructor(options: ModelServerOptions) {
    this.#makeProposer = options.makeProposer;
    const origin = performance.now();
    this.#now = options.now ?? (() => performance.now() - origin);
    this.#onExchange = options.onExchange;
    this.#builtins = options.builtins;
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
      let text: string;
      try {
        text = await readBody(req);
      } catch (error) {
        if (error instanceof BodyTooLargeError) throw error;
        // The harness went away mid-request (killed at a cap, or it dropped the connection): nothing to answer, and not the bench's failure.
        return finish(CLIENT_CLOSED, 'the client closed the request');
      }
      if (req.method === 'GET' && (path === '/v1/models' || path === '/models')) {
        writeJson(res, 200, { object: 'list', data: [{ id: 'bench', object: 'model', created: 0, owned_by: 'harness-bench' }] });
        return finish(200);
      }
      if (req.method === 'HEAD' || req.method === 'GET') {
        writeJson(res, 200, {});
        return finish(200);
      }
      const route = protocolFor(path);
      if (req.method !== 'POST' || route === null) {
        writeJson(res, 404, { error: { type: 'not_found', message: `the bench's model server has no ${req.method} ${path}` } });
        return finish(404, 'no such route');
      }
      const { protocol, params } = route;
      entry.protocol = protocol.name;
      let body: Record<string, unknown>;
      let conversation: ReturnType<typeof protocol.parse>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
        conversation = protocol.parse(body, params);
      } catch (error) {
        // A request the harness malformed is the harness's, answered as a provider would: never the bench's failure.
        const message = error instanceof Error ? error.message : String(error);
        writeJson(res, 400, { error: { type: 'invalid_request_error', message: `not a ${protocol.name} request: ${message.slice(0, 300)}` } });
        return finish(400, 'invalid request');
      }
      entry.stream = conversation.stream;
      entry.steps = conversation.steps.length;
      for (const step of conversation.steps) for (const r of step.results) this.results.set(r.id, r.text);
      if (this.firstRequest === null && conversation.tools.length > 0) this.firstRequest = body;
      entry.tools = conversation.tools.map((t) => (t.namespace !== undefined ? `${t.namespace}/${t.name}` : t.name));
      const reply = await decide(conversation, this.#makeProposer, this.#builtins);
      entry.reply = reply;
      const rendered = protocol.render(conversation, reply, entry.n, text.length);
      if ('events' in rendered) writeSse(res, rendered.events);
      else writeJson(res, 200, rendered.json);
      finish(200);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        refuseTooLarge(req, res, JSON.stringify({ error: { type: 'request_too_large', message: error.message } }));
        return finish(413, 'request too large');
      }
      const message = error instanceof Error ? error.message : String(error);
      // A proposer that cannot answer (a script with no step for this feedback) is the bench's failure, not the harness's: logged and answered 500.
      if (!res.headersSent) writeJson(res, 500, { error: { type: 'bench_error', message } });
      finish(500, message);
    }
  }
}
