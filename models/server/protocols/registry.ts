import { ANTHROPIC } from './anthropic.js';
import { CHAT } from './chat.js';
import { routeMatcher, type WireProtocolModule } from './protocol.js';
import { RESPONSES } from './responses.js';

/**
 * Every model protocol the model server speaks, one module each. Adding one
 * is its module (routes, parse, render) and its line here; the configuration
 * schema's `protocol` and the server's routes are read from this list.
 */
export const PROTOCOLS = [RESPONSES, CHAT, ANTHROPIC] as const;

export type WireProtocol = (typeof PROTOCOLS)[number]['name'];

export const PROTOCOL_NAMES = PROTOCOLS.map((p) => p.name) as [WireProtocol, ...WireProtocol[]];

const MATCHERS = PROTOCOLS.flatMap((protocol) => protocol.routes.map((route) => ({ protocol: protocol as WireProtocolModule<WireProtocol>, match: routeMatcher(route) })));

/** The protocol that answers a path, with the route's path parameters; null when none does. */
export function protocolFor(path: string): { protocol: WireProtocolModule<WireProtocol>; params: Record<string, string> } | null {
  for (const { protocol, match } of MATCHERS) {
    const params = match(path);
    if (params !== null) return { protocol, params };
  }
  return null;
}
