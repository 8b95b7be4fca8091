import { chmod, rm } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { ownedTempDir } from '../../worlds/sandbox/owned-temp.js';

/** The bench's end of a launcher's control socket. */
export interface ControlSocket {
  /** Resolves once the launcher has connected (it is up and waiting for its trial). */
  readonly connected: Promise<void>;
  /** Sends the launcher its configuration (one JSON line) and closes the channel. */
  send(text: string): Promise<void>;
}

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

  /**
   * A one-shot control socket `<dir>/<name>.sock`: the launcher started ahead of its trial connects
   * to it and waits; `send` gives it its configuration as one JSON line, then closes the channel.
   */
  async control(name: string): Promise<ControlSocket> {
    const { connected, close } = await this.#oneShot(name);
    return {
      connected: connected.then(() => undefined),
      send: async (text) => {
        const socket = await connected;
        // The socket's file goes before the launcher can read its trial: the harness it starts never sees it.
        close();
        await new Promise<void>((resolve, reject) => {
          socket.once('error', reject);
          socket.end(`${text}\n`, () => resolve());
        });
      },
    };
  }

  /**
   * A one-shot stream socket `<dir>/<name>.sock` for a session protocol (ACP): the launcher connects
   * it to the harness's stdin and stdout, and `connected` gives the bench's end, a duplex byte stream.
   * Destroying that end ends the harness (the launcher kills it when the stream closes); so does
   * closeBridges.
   */
  async stream(name: string): Promise<{ path: string; connected: Promise<Socket> }> {
    const { path, connected, close } = await this.#oneShot(name);
    return { path, connected: connected.then((socket) => (close(), socket)) };
  }

  /**
   * A socket whose first connection is the launcher's (nothing else runs in the container before it);
   * any other is closed at once. `close` stops listening (no later connection is the launcher's).
   */
  async #oneShot(name: string): Promise<{ path: string; connected: Promise<Socket>; close: () => void }> {
    const path = join(this.dir, `${name}.sock`);
    let accept: (socket: Socket) => void = () => undefined;
    const connected = new Promise<Socket>((resolve) => (accept = resolve));
    let taken = false;
    const server = createServer((socket) => {
      this.#open.add(socket);
      socket.on('error', () => socket.destroy()).on('close', () => this.#open.delete(socket));
      if (taken) {
        socket.destroy();
        return;
      }
      taken = true;
      accept(socket);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    await chmod(path, 0o666);
    this.#servers.push(server);
    return { path, connected, close: () => void server.close() };
  }

  /**
   * Cuts every bridge: its socket is removed and its connections closed, so nothing left in the
   * container reaches the bench's servers any more. Called before the trial's servers close: their
   * ports are free again after, and another trial's server may take one of them.
   */
  async closeBridges(): Promise<void> {
    const servers = this.#servers.splice(0);
    for (const s of this.#open) s.destroy();
    this.#open.clear();
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  }

  async close(): Promise<void> {
    for (const s of this.#open) s.destroy();
    this.#open.clear();
    await Promise.all(this.#servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    await rm(this.dir, { recursive: true, force: true });
  }
}
