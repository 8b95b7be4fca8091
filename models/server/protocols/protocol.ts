import type { WireConversation } from '../conversation.js';
import type { WireReply } from '../decide.js';
import type { SseEvent } from './sse.js';

/**
 * One model protocol the bench's model server speaks: the routes it answers
 * (paths, with `{name}` path parameters such as
 * `/v1beta/models/{model}:generateContent`), how a request becomes the
 * conversation the scenario's proposer replays, and how a reply is written
 * back, as one JSON body or as a stream of server-sent events.
 */
export interface WireProtocolModule<Name extends string = string> {
  readonly name: Name;
  readonly routes: readonly string[];
  parse(body: Record<string, unknown>, params: Readonly<Record<string, string>>): WireConversation;
  /** The reply as JSON, or streamed when the conversation asked for a stream. */
  render(conversation: WireConversation, reply: WireReply, requestNo: number, inputChars: number): { json: unknown } | { events: SseEvent[] };
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
    return m === null ? null : Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]));
  };
}
