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
  '/empty': (_req, res) => {
    res.writeHead(204);
    res.end();
  },
};
beforeAll(async () => {
  server = createServer((req, res) => {
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
    const started = performance.now();
    const response = await httpFetch({ idleMs: 150 })(`${base}/stall`);
    const error = await failure(response.text());
    expect(error?.name).toBe('StreamStalledError');
    expect(performance.now() - started).toBeLessThan(1500);
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
