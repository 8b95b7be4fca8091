import { chmod, rm } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { ownedTempDir } from '../../worlds/sandbox/owned-temp.js';

/**
 * The host side of a harness run inside the container: per trial, a folder
 * of Unix sockets (bind-mounted read-only into the container at /hb), each
 * piping its connections to one of the bench's servers on 127.0.0.1. The
 * container keeps network mode `none`: it reaches the bench only through
 * these sockets, and only the servers the bench bridged.
 */
export class SocketFolder {
  readonly #servers: Server[] = [];
  readonly #open = new Set<Socket>();

  private constructor(readonly dir: string) {}

  static async create(): Promise<SocketFolder> {
    const dir = await ownedTempDir('hb-sock-');
    // The container runs under the trial's own uid: it may traverse the folder (not list or write it)
    // and connect to the sockets (a read-only mount does not stop connect(2) on a socket).
    await chmod(dir, 0o711);
    return new SocketFolder(dir);
  }

  /** Bridges `<dir>/<name>.sock` to 127.0.0.1:port; resolves once it listens. */
  async bridge(name: string, port: number): Promise<string> {
    const path = join(this.dir, `${name}.sock`);
    const server = createServer((inbound) => {
      const outbound = connect({ host: '127.0.0.1', port });
      this.#open.add(inbound).add(outbound);
      const drop = () => {
        inbound.destroy();
        outbound.destroy();
        this.#open.delete(inbound);
        this.#open.delete(outbound);
      };
      inbound.on('error', drop).on('close', drop);
      outbound.on('error', drop).on('close', drop);
      inbound.pipe(outbound);
      outbound.pipe(inbound);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    await chmod(path, 0o666);
    this.#servers.push(server);
    return path;
  }

  async close(): Promise<void> {
    for (const s of this.#open) s.destroy();
    this.#open.clear();
    await Promise.all(this.#servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    await rm(this.dir, { recursive: true, force: true });
  }
}
