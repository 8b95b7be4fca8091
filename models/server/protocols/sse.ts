import type { ServerResponse } from 'node:http';

/** Server-sent events as the providers send them: `event:` and `data:` lines, a blank line after each. */
export interface SseEvent {
  event?: string;
  data: unknown;
}

export function writeSse(res: ServerResponse, events: readonly SseEvent[]): string {
  const text = events.map((e) => `${e.event !== undefined ? `event: ${e.event}\n` : ''}data: ${typeof e.data === 'string' ? e.data : JSON.stringify(e.data)}\n\n`).join('');
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.end(text);
  return text;
}

export function writeJson(res: ServerResponse, status: number, body: unknown): string {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(text);
  return text;
}

/** A rough token count for usage fields (4 characters a token): harnesses read usage, nothing bills it. */
export function roughTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}
