import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpFetch as fetchOrNull, proxyConfigured } from '../../models/llm/http-fetch.js';

const httpFetch = (options: { idleMs?: number } = {}) => fetchOrNull({ ...options, env: {} })!;

/** Routes by the first path segment; the sockets the event route answered on are kept (keep-alive reuse shows as one). */
let server: Server;
let base: string;
const eventSockets = new Set<Socket>();
/** How many requests each connection has carried; and, for the reset routes, that count at each request they saw. */
const socketRequests = new WeakMap<Socket, number>();
const resets: number[] = [];
const routes: Record<string, (req: IncomingMessage, res: ServerResponse, text: string) => void> = {
  '/echo': (req, res, text) => {
    res.writeHead(201, { 'content-type': 'application/json', 'x-seen-method': req.method ?? '' });
    res.end(JSON.stringify({ body: text, auth: req.headers.authorization ?? null }));
  },
  '/gzip': (_req, res) => {
    const bytes = gzipSync(JSON.stringify({ zipped: true }));
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': bytes.length });
    res.end(bytes);
  },
  '/events': (req, res) => {
    eventSockets.add(req.socket);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('data: one\n\n');
    setTimeout(() => res.end('data: two\n\n'), 30);
  },
  '/stall': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('data: first\n\n');
  },
  '/stall-body': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"half":');
  },
  '/drop': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': 100 });
    res.write('{"cut', () => setTimeout(() => res.socket?.destroy(), 10));
  },
  // Drops a request that came on a kept-alive connection, unanswered (as a server closing an idle socket does), and answers one on a new connection.
  '/reset-reused': (req, res) => {
    resets.push(socketRequests.get(req.socket)!);
    if (socketRequests.get(req.socket)! > 1) req.socket.destroy();
    else res.end('{"fresh":true}');
  },
  '/reset': (req) => {
    resets.push(socketRequests.get(req.socket)!);
    req.socket.destroy();
  },
  '/empty': (_req, res) => {
    res.writeHead(204);
    res.end();
  },
};
beforeAll(async () => {
  server = createServer((req, res) => {
    socketRequests.set(req.socket, (socketRequests.get(req.socket) ?? 0) + 1);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => routes[`/${new URL(req.url ?? '/', 'http://x').pathname.split('/')[1]}`]!(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (error: unknown) => error as Error & { cause?: Error },
  );

describe('the live fetch over node:http', () => {
  it('sends method, headers and body, and answers status, headers and the whole body', async () => {
    const response = await httpFetch()(`${base}/echo`, { method: 'POST', headers: { authorization: 'Bearer k' }, body: '{"a":1}' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-seen-method')).toBe('POST');
    expect(await response.json()).toEqual({ body: '{"a":1}', auth: 'Bearer k' });
    const bytes = await httpFetch()(`${base}/echo`, { method: 'POST', body: new TextEncoder().encode('{"b":2}').buffer });
    expect(((await bytes.json()) as { body: string }).body).toBe('{"b":2}');
  });

  it('decompresses a gzip body; a 204 has no body', async () => {
    expect(await (await httpFetch()(`${base}/gzip`)).json()).toEqual({ zipped: true });
    const empty = await httpFetch()(`${base}/empty`);
    expect([empty.status, empty.body]).toEqual([204, null]);
  });

  it('hands a server-sent-event stream on as it arrives, and reuses the connection afterwards', async () => {
    const fetch = httpFetch({ idleMs: 1000 });
    for (let i = 0; i < 3; i++) expect(await (await fetch(`${base}/events`)).text()).toBe('data: one\n\ndata: two\n\n');
    expect(eventSockets.size).toBe(1);
  });

  it('cuts a stream that sends nothing for idleMs with a StreamStalledError', async () => {
    // The stalled stream never ends on its own: only the idle cut ends this read.
    const response = await httpFetch({ idleMs: 150 })(`${base}/stall`);
    const error = await failure(response.text());
    expect(error?.name).toBe('StreamStalledError');
  });

  it('an abort rejects with an AbortError, before the answer and in the middle of a whole body', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await failure(httpFetch()(`${base}/echo`, { signal: controller.signal })))?.name).toBe('AbortError');
    const error = await failure(httpFetch()(`${base}/stall-body`, { signal: AbortSignal.timeout(100) }));
    expect(error?.name).toMatch(/AbortError|TimeoutError/);
  });

  it('a dropped connection mid-body and a refused connection reject as fetch does (TypeError, cause kept)', async () => {
    const dropped = await failure(httpFetch()(`${base}/drop`));
    expect([dropped?.name, dropped?.message]).toEqual(['TypeError', 'terminated']);
    const refused = await failure(httpFetch()('http://127.0.0.1:1/v1/chat/completions', { method: 'POST', body: '{}' }));
    expect([refused?.name, refused?.message, (refused?.cause as NodeJS.ErrnoException | undefined)?.code]).toEqual(['TypeError', 'fetch failed', 'ECONNREFUSED']);
  });

  it('a kept-alive connection the server dropped unanswered is reopened once for the same request; a second drop rejects as fetch does', async () => {
    const fetch = httpFetch();
    await (await fetch(`${base}/echo`, { method: 'POST', body: '{}' })).text();
    resets.length = 0;
    const reopened = await fetch(`${base}/reset-reused`, { method: 'POST', body: '{"once":1}' });
    expect([reopened.status, await reopened.json()]).toEqual([200, { fresh: true }]);
    // The request went out on a kept connection (not its first request), then on a new one.
    const onKept = () => resets.map((n) => (n > 1 ? 'kept' : 'new'));
    expect(onKept()).toEqual(['kept', 'new']);

    await (await fetch(`${base}/echo`, { method: 'POST', body: '{}' })).text();
    resets.length = 0;
    const dropped = await failure(fetch(`${base}/reset`, { method: 'POST', body: '{}' }));
    expect([dropped?.name, dropped?.message, (dropped?.cause as NodeJS.ErrnoException | undefined)?.code]).toEqual(['TypeError', 'fetch failed', 'ECONNRESET']);
    expect(onKept()).toEqual(['kept', 'new']);
  });

  it('a proxy variable hands every request to the built-in fetch, which knows proxies', () => {
    expect(fetchOrNull({ env: { HTTPS_PROXY: 'http://proxy.invalid:3128' } })).toBeNull();
    expect(fetchOrNull({ env: { http_proxy: 'http://proxy.invalid:3128' } })).toBeNull();
    expect(typeof fetchOrNull({ env: { HTTPS_PROXY: '' } })).toBe('function');
    expect(proxyConfigured({})).toBe(false);
  });

  it('the official SDK times out on a stalled whole body and classifies a refused connection as a connection error', async () => {
    const stalled = new OpenAI({ apiKey: 'k', baseURL: `${base}/stall-body`, fetch: httpFetch(), maxRetries: 0, timeout: 200 });
    expect((await failure(stalled.models.list()))?.constructor.name).toBe('APIConnectionTimeoutError');
    const refused = new OpenAI({ apiKey: 'k', baseURL: 'http://127.0.0.1:1/v1', fetch: httpFetch(), maxRetries: 0, timeout: 2000 });
    expect((await failure(refused.models.list()))?.constructor.name).toBe('APIConnectionError');
  });
});
