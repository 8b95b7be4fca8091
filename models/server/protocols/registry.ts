import { ANTHROPIC } from './anthropic.js';
import { CHAT } from './chat.js';
import { GEMINI } from './gemini.js';
import { routeMatcher, type WireLookup, type WireProtocolModule } from './protocol.js';
import { RESPONSES } from './responses.js';

/**
 * Every model protocol the model server speaks, one module each. Adding one
 * is its module (routes, parse, render) and its line here; the configuration
 * schema's `protocol` and the server's routes are read from this list.
 */
export const PROTOCOLS = [RESPONSES, CHAT, ANTHROPIC, GEMINI] as const;

export type WireProtocol = (typeof PROTOCOLS)[number]['name'];

export const PROTOCOL_NAMES = PROTOCOLS.map((p) => p.name) as [WireProtocol, ...WireProtocol[]];

type AnyProtocol = WireProtocolModule<WireProtocol>;

const MATCHERS = PROTOCOLS.flatMap((protocol) => protocol.routes.map((route) => ({ protocol: protocol as AnyProtocol, route, match: routeMatcher(route) })));

const LOOKUPS = PROTOCOLS.flatMap((protocol) => ((protocol as AnyProtocol).lookups ?? []).map((lookup) => ({ protocol: protocol as AnyProtocol, lookup, match: routeMatcher(lookup.route) })));

/** The protocol whose model-turn route answers a path, with the route and its path parameters; null when none does. */
export function protocolFor(path: string): { protocol: AnyProtocol; route: string; params: Record<string, string> } | null {
  for (const { protocol, route, match } of MATCHERS) {
    const params = match(path);
    if (params !== null) return { protocol, route, params };
  }
  return null;
}

/** The lookup (a request answered without the proposer) that answers a method and path, with its path parameters; null when none does. */
export function lookupFor(method: string, path: string): { protocol: AnyProtocol; lookup: WireLookup; params: Record<string, string> } | null {
  for (const { protocol, lookup, match } of LOOKUPS) {
    if (lookup.method !== method) continue;
    const params = match(path);
    if (params !== null) return { protocol, lookup, params };
  }
  return null;
}
