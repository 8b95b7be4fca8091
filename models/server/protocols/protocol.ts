import type { WireConversation } from '../conversation.js';
import type { WireReply } from '../decide.js';
import type { AnswerDocument, ProviderAnswer } from './answer.js';
import type { SseEvent } from './sse.js';

/** The request a route matched: the route pattern, its path parameters and the query string. */
export interface WireRequest {
  readonly route: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
}

/** A request body the protocol cannot read, in words its client shows (answered 400 in the protocol's error shape). */
export interface Malformed {
  readonly malformed: string;
}

/**
 * A request of the protocol answered without the proposer: a model lookup, a
 * token count. Its answer is the reply's JSON body, or what is wrong with the
 * request.
 */
export interface WireLookup {
  readonly method: 'GET' | 'POST';
  readonly route: string;
  answer(body: Record<string, unknown> | null, request: WireRequest): { json: unknown } | Malformed;
}

/**
 * One model protocol the bench's model server speaks: the routes it answers
 * (paths, with `{name}` path parameters such as
 * `/v1beta/models/{model}:generateContent`), how a request becomes the
 * conversation the scenario's proposer replays (or what is wrong with it),
 * and how a reply is written back, as one JSON body or as a stream of
 * server-sent events. `Conversation` is what its parse hands its render (the
 * shared conversation, with anything more the protocol's render needs).
 * Beside them, how a real provider's answer of the protocol reads, when the
 * server passes a turn through to one (usage, calls, text).
 */
export interface WireProtocolModule<Name extends string = string, Conversation extends WireConversation = WireConversation> {
  readonly name: Name;
  /** The POST routes that are a model turn. */
  readonly routes: readonly string[];
  /** Other requests of the protocol, answered without the proposer. */
  readonly lookups?: readonly WireLookup[];
  parse(body: Record<string, unknown>, request: WireRequest): Conversation | Malformed;
  /** The reply as JSON, or streamed when the conversation asked for a stream. */
  render(conversation: Conversation, reply: WireReply, requestNo: number, inputChars: number): { json: unknown } | { events: SseEvent[] };
  /** An error body in the protocol's own shape (default: `{ error: { type, message } }`). */
  error?(status: number, message: string): unknown;
  /** A provider's answer, as the JSON documents of its body (one, Gemini's chunks, or a stream's events); `aside`: the request offered no tools. */
  readAnswer(docs: readonly AnswerDocument[], aside: boolean): ProviderAnswer;
}

/** A route pattern as a matcher: `{name}` takes one path segment up to a `/` or `:`. */
export function routeMatcher(pattern: string): (path: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.split(/(\{[a-z_]+\})/).map((part) => {
    const m = /^\{([a-z_]+)\}$/.exec(part);
    if (m === null) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    names.push(m[1]!);
    return '([^/:]+)';
  }).join('');
  const re = new RegExp(`^${source}$`);
  return (path) => {
    const m = re.exec(path);
    if (m === null) return null;
    try {
      return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
    } catch {
      return null; // a parameter that is not valid percent-encoding names nothing
    }
  };
}
