import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BodyTooLargeError, closeNow, listenOnLoopback, readBody, refuseTooLarge } from '../../worlds/loopback.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import type { BuiltinTools } from './builtin-tools.js';
import { decide, type WireReply } from './decide.js';
import type { Malformed, WireProtocolModule } from './protocols/protocol.js';
import { lookupFor, protocolFor, type WireProtocol } from './protocols/registry.js';
import { writeJson, writeSse } from './protocols/sse.js';
import type { WireResult } from './conversation.js';
import type { UpstreamTrial } from './upstream.js';

/**
 * The bench playing the model: a local HTTP server on 127.0.0.1 (a free port)
 * that answers every protocol of protocols/registry.ts (the OpenAI Responses,
 * Chat Completions, Anthropic Messages and Gemini APIs), JSON or streamed,
 * from the scenario's proposer (see decide.ts). A body a protocol cannot read
 * is answered 400 in that protocol's error shape. Every request and the
 * reply it got is logged.
 */


export interface ModelExchange {
  /** 1-based, in arrival order. */
  n: number;
  /** The protocol of a model turn; null for anything else (a model lookup, a token count, an unknown route). */
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
  /** Passed through to a provider (upstream mode): why the provider failed this request, when it did. */
  upstream?: { failure?: string };
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
  /**
   * A real model (upstream.ts): each model turn is still read as a conversation (the log, the tool
   * results, the tools offered), then passed through to the provider, whose answer goes back as it
   * arrives; the proposer is not asked. Lookups are still answered here.
   */
  upstream?: UpstreamTrial;
}

/** A tool result as the harness reported it to the model: its text, and the protocol's error flag (null: the protocol has none). */
export type ToolResultSeen = Pick<WireResult, 'text' | 'isError'>;

/** The status logged for a request whose client went away before it was read whole (nginx's 499). */
const CLIENT_CLOSED = 499;

export class ModelServer {
  readonly log: ModelExchange[] = [];
  /** Every tool result the harness reported, by call id: its text and error flag (what its tools showed the model; a harness inside the container is judged on it). */
  readonly results = new Map<string, ToolResultSeen>();
  /** The body of the first model request that offered tools (what the harness sends; logged for inspection). */
  firstRequest: Record<string, unknown> | null = null;
  readonly #server: Server;
  readonly #makeProposer: () => Proposer;
  readonly #now: () => number;
  readonly #onExchange: ((exchange: ModelExchange) => void) | undefined;
  readonly #builtins: BuiltinTools | undefined;
  readonly #upstream: UpstreamTrial | undefined;

  private constructor(options: ModelServerOptions) {
    this.#makeProposer = options.makeProposer;
    this.#upstream = options.upstream;
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

  /** The OpenAI base URL (with /v1); Anthropic and Gemini clients take `origin` (they add their version themselves). */
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
    const url = req.url ?? '/';
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    const query = new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1));
    const method = req.method ?? '';
    const entry: ModelExchange = { n: this.log.length + 1, protocol: null, method, path, stream: false, steps: 0, tools: [], reply: null, status: 200, ms: 0, t: this.#now() };
    this.log.push(entry);
    const finish = (status: number, error?: string) => {
      entry.status = status;
      entry.ms = performance.now() - started;
      if (error !== undefined) entry.error = error;
      this.#onExchange?.(entry);
    };
    let protocol: WireProtocolModule<WireProtocol> | null = null;
    const refuse = (status: number, message: string) => {
      writeJson(res, status, errorBody(protocol, status, message));
      finish(status, message);
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
      const lookup = lookupFor(method, path);
      if (lookup !== null) {
        protocol = lookup.protocol;
        const read = method === 'POST' ? readJson(text) : null;
        if (read !== null && 'malformed' in read) return refuse(400, read.malformed);
        const answer = lookup.lookup.answer(read?.body ?? null, { route: lookup.lookup.route, params: lookup.params, query });
        if ('malformed' in answer) return refuse(400, answer.malformed);
        writeJson(res, 200, answer.json);
        return finish(200);
      }
      if (method === 'GET' && (path === '/v1/models' || path === '/models')) {
        writeJson(res, 200, { object: 'list', data: [{ id: 'bench', object: 'model', created: 0, owned_by: 'harness-bench' }] });
        return finish(200);
      }
      if (method === 'HEAD' || method === 'GET') {
        writeJson(res, 200, {});
        return finish(200);
      }
      const route = protocolFor(path);
      if (method !== 'POST' || route === null) return refuse(404, `the bench's model server has no ${method} ${path}`);
      protocol = route.protocol;
      entry.protocol = protocol.name;
      const read = readJson(text);
      if ('malformed' in read) return refuse(400, read.malformed);
      const body = read.body;
      const conversation = protocol.parse(body, { route: route.route, params: route.params, query });
      if ('malformed' in conversation) return refuse(400, conversation.malformed);
      entry.stream = conversation.stream;
      entry.steps = conversation.steps.length;
      for (const step of conversation.steps) for (const r of step.results) this.results.set(r.id, { text: r.text, isError: r.isError });
      if (this.firstRequest === null && conversation.tools.length > 0) this.firstRequest = body;
      entry.tools = conversation.tools.map((t) => (t.namespace !== undefined ? `${t.namespace}/${t.name}` : t.name));
      if (this.#upstream !== undefined) {
        const kind = protocol;
        const passed = await this.#upstream.forward(
          { protocol: protocol.name, method, path, query, headers: req.headers, body, aside: conversation.tools.length === 0 },
          res,
          (status, message) => errorBody(kind, status, message),
        );
        entry.reply = passed.reply;
        entry.upstream = passed.failure === undefined ? {} : { failure: passed.failure };
        return finish(passed.status);
      }
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
      if (!res.headersSent) writeJson(res, 500, errorBody(protocol, 500, message));
      finish(500, message);
    }
  }
}

/** A request body as a JSON object, or what is wrong with it. */
function readJson(text: string): { body: Record<string, unknown> } | Malformed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { malformed: `the request body is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { malformed: 'the request body must be a JSON object' };
  return { body: value as Record<string, unknown> };
}

const ERROR_TYPES: Readonly<Record<number, string>> = { 400: 'invalid_request_error', 404: 'not_found', 500: 'bench_error' };

/** An error body in the protocol's own shape, or the bench's plain one where the protocol has none or is not known. */
function errorBody(protocol: WireProtocolModule<WireProtocol> | null, status: number, message: string): unknown {
  if (protocol?.error !== undefined) return protocol.error(status, message);
  return { error: { type: Object.hasOwn(ERROR_TYPES, status) ? ERROR_TYPES[status] : 'error', message } };
}
