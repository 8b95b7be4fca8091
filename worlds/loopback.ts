import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Listens on 127.0.0.1 only (port 0: a free one): the bench's servers are never reachable from elsewhere. */
export function listenOnLoopback(server: Server, port = 0): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

/** Closes at once: open keep-alive connections (a harness's SSE streams) are cut rather than waited for. */
export function closeNow(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  return closed;
}

/** The largest request body the bench's servers read (a model request, an MCP message): 16 MiB. */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** A request body over the servers' limit: answered 413, the connection closed, the rest never read. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
  }
}

/** A request's whole body as UTF-8 text, refused (BodyTooLargeError) once it passes `maxBytes`. */
export function readBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const onData = (c: Buffer) => {
      bytes += c.length;
      if (bytes > maxBytes) {
        req.off('data', onData);
        chunks.length = 0;
        reject(new BodyTooLargeError(maxBytes));
        return;
      }
      chunks.push(c);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Answers a request whose body is over the limit and closes its connection (the body is not read on). */
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse, body: string): void {
  if (!res.headersSent) res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
  res.end(body, () => req.socket.destroy());
}
