import type { IncomingMessage, Server } from 'node:http';

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

/** A request's whole body as UTF-8 text. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
