import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { StreamStalledError } from './model-adapter.js';

/**
 * The speed trick of live LLM runs, sealed here: the `fetch` handed to the
 * official SDKs in live mode, over node:http(s) with keep-alive agents instead
 * of the built-in fetch (undici), which costs about half a millisecond more CPU
 * per request (perf/llm-perf.ts). It does what the SDKs need of a fetch and
 * no more:
 *
 * - sends the method, headers and a string or byte body; any other body (a
 *   stream, form data) goes to the built-in fetch;
 * - answers a Response; a server-sent-event stream is handed on as it arrives
 *   and cut with a StreamStalledError when it sends nothing for `idleMs`; any
 *   other body is read whole before the Response is returned, so the SDK's
 *   request timeout (which covers only the fetch call) covers the body too;
 * - an abort of `init.signal` rejects with an AbortError (as fetch does), before
 *   or during the body; a failure to connect rejects with TypeError('fetch
 *   failed') and the socket error as its cause (as fetch does);
 * - a request whose kept-alive socket is reset before any answer (most often
 *   the server's idle close) goes again, once, on a connection of its own: a
 *   server's idle close is not a provider failure;
 * - gzip, deflate and br bodies are decompressed; redirects are not followed
 *   (provider APIs do not redirect; a 3xx reaches the SDK as an error status);
 * - with a proxy variable set (HTTPS_PROXY, HTTP_PROXY, either case), every
 *   request goes to the built-in fetch, which knows proxies (NODE_USE_ENV_PROXY).
 */

/** Whether the environment names a proxy (then the built-in fetch is used). */
export function proxyConfigured(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'].some((k) => (env[k] ?? '') !== '');
}

// An idle kept-alive socket is closed after 4 s (the built-in fetch's default), before a server's own idle
// timeout (often 5 s) can close it under a request about to reuse it.
const agents = { http: new HttpAgent({ keepAlive: true, timeout: 4_000 }), https: new HttpsAgent({ keepAlive: true, timeout: 4_000 }) };

/** Statuses whose Response must have no body. */
const NULL_BODY: ReadonlySet<number> = new Set([101, 103, 204, 205, 304]);

function abortError(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason;
  return reason instanceof Error && reason.name === 'AbortError' ? reason : new DOMException('This operation was aborted', 'AbortError');
}

function headerRecord(init: ConstructorParameters<typeof Headers>[0]): Record<string, string> {
  const out: Record<string, string> = {};
  if (init === undefined) return out;
  new Headers(init).forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

function responseHeaders(message: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = message.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  return headers;
}

function decoded(message: IncomingMessage): Readable {
  const encoding = (message.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return message.pipe(createGunzip());
  if (encoding === 'deflate') return message.pipe(createInflate());
  if (encoding === 'br') return message.pipe(createBrotliDecompress());
  return message;
}

/** A fetch over node:http(s) for the SDK clients of live runs (null when a proxy is configured: use the built-in fetch); see the module comment. */
export function httpFetch(options: { idleMs?: number | undefined; env?: Readonly<Record<string, string | undefined>> } = {}): typeof fetch | null {
  if (proxyConfigured(options.env)) return null;
  const idleMs = options.idleMs ?? Infinity;
  return (input, init) => {
    const body = init?.body;
    if (input instanceof Request || (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array) && !(body instanceof ArrayBuffer))) {
      return globalThis.fetch(input, init);
    }
    const url = new URL(String(input));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return globalThis.fetch(input, init);
    const signal = init?.signal ?? undefined;
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError(signal));
        return;
      }
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      // `fresh`: a connection of its own, never an idle kept-alive one.
      const open = (fresh = false) => send(url, { method: init?.method ?? 'GET', headers: headerRecord(init?.headers), agent: fresh ? false : url.protocol === 'https:' ? agents.https : agents.http });
      let req = open();
      /** Where an abort goes once the response has started: its body. */
      let onBodyAbort: ((error: unknown) => void) | null = null;
      let settled = false;
      const onAbort = () => {
        const error = abortError(signal!);
        req.destroy();
        if (onBodyAbort !== null) onBodyAbort(error);
        else if (!settled) {
          settled = true;
          reject(error);
        }
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const release = () => signal?.removeEventListener('abort', onAbort);
      /** Whether the request was sent again on a fresh connection (once at most). */
      let reopened = false;
      const onError = (from: typeof req, error: NodeJS.ErrnoException) => {
        if (from !== req || settled || onBodyAbort !== null) return;
        if (!reopened && req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
          // A kept-alive socket closed under this request before any answer: most often the server's idle
          // close, met before it was seen. The request goes again, once, on a connection of its own (not a
          // provider retry); a server that had read it and then dropped the connection unanswered gets it
          // twice, as it would from the SDK's own retry.
          reopened = true;
          req = open(true);
          wire();
          return;
        }
        settled = true;
        release();
        reject(new TypeError('fetch failed', { cause: error }));
      };
      const onResponse = (message: IncomingMessage) => {
        const status = message.statusCode ?? 0;
        const headers = responseHeaders(message);
        const head = { status, statusText: message.statusMessage ?? '', headers };
        if (NULL_BODY.has(status) || init?.method === 'HEAD') {
          message.resume();
          settled = true;
          release();
          resolve(new Response(null, head));
          return;
        }
        const source = decoded(message);
        if (!(headers.get('content-type') ?? '').toLowerCase().includes('text/event-stream')) {
          // A whole body, read inside the fetch.
          const chunks: Buffer[] = [];
          onBodyAbort = (error) => {
            if (settled) return;
            settled = true;
            reject(error);
          };
          source.on('data', (chunk: Buffer) => chunks.push(chunk));
          for (const stream of new Set([source, message])) stream.on('error', (error) => onBodyAbort?.(new TypeError('terminated', { cause: error })));
          message.on('aborted', () => onBodyAbort?.(new TypeError('terminated')));
          source.on('end', () => {
            release();
            if (settled) return;
            if (!message.complete) {
              onBodyAbort?.(new TypeError('terminated'));
              return;
            }
            settled = true;
            resolve(new Response(Buffer.concat(chunks), head));
          });
          return;
        }
        // A stream: handed on chunk by chunk, cut when it stalls for idleMs.
        let timer: ReturnType<typeof setTimeout> | undefined;
        let done = false;
        let controller!: ReadableStreamDefaultController<Uint8Array>;
        const fail = (error: unknown) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          release();
          message.destroy();
          controller.error(error);
        };
        onBodyAbort = fail;
        if (Number.isFinite(idleMs)) timer = setTimeout(() => fail(new StreamStalledError(idleMs)), idleMs);
        const stream = new ReadableStream<Uint8Array>(
          {
            start(c) {
              controller = c;
            },
            pull() {
              source.resume();
            },
            cancel() {
              // The SDK stops reading at the end marker: drain the rest so the connection is reused (the idle timer still cuts a stall).
              if (done) return;
              source.removeAllListeners('data');
              source.on('data', () => {
                if (!done) timer?.refresh();
              });
              source.resume();
            },
          },
          { highWaterMark: 4 },
        );
        source.on('data', (chunk: Buffer) => {
          if (done) return;
          timer?.refresh();
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 1) <= 0) source.pause();
        });
        for (const stream of new Set([source, message])) stream.on('error', (error) => fail(new TypeError('terminated', { cause: error })));
        message.on('aborted', () => fail(new TypeError('terminated')));
        source.on('end', () => {
          if (done) return;
          if (!message.complete) {
            fail(new TypeError('terminated'));
            return;
          }
          done = true;
          clearTimeout(timer);
          release();
          try {
            controller.close();
          } catch {
            // Cancelled by the reader already.
          }
        });
        settled = true;
        resolve(new Response(stream, head));
      };
      const wire = () => {
        const current = req;
        req.on('error', (error) => onError(current, error));
        req.on('response', onResponse);
        req.end(body instanceof ArrayBuffer ? Buffer.from(body) : (body ?? undefined));
      };
      wire();
    });
  };
}
