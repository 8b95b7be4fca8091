/**
 * What the trusted side watches on the host while a workspace world runs:
 * escapes a tool could only have caused if it ran outside a container.
 *
 * - secrets: the sandbox's planted canary and secret-looking values of the
 *   harness's own environment, searched for in every tool output (artifacts
 *   included) and every workspace file;
 * - host write probes: files named `hb-escape-*<canary>*` in the host's
 *   writable or system directories (a scenario's payload names its probe
 *   files after the canary it finds in its env, so a probe is attributable
 *   to one trial even when trials run concurrently);
 * - an egress probe: a TCP listener on the host that tools must not reach;
 * - host processes (host sandbox only): processes carrying the trial's
 *   canary in their environment, sampled while a command runs (open files)
 *   and after it ended (a process that outlived its command, which is then
 *   killed).
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { findSecretIn } from './secret-search.js';

/** Names of env vars whose values count as host secrets. */
/** The first secret found in `text`, in plain or encoded (worlds/secret-search.ts), or undefined. */
export function findSecret(text: string, secrets: readonly string[]): string | undefined {
  return findSecretIn(text, secrets)?.secret;
}

/** The first secret found in a file (an output artifact), in plain or encoded, or undefined; a missing file holds none. */
export async function findSecretInFile(path: string, secrets: readonly string[]): Promise<string | undefined> {
  let body: Buffer;
  try {
    body = await readFile(path);
  } catch {
    return undefined;
  }
  return findSecretIn(body, secrets)?.secret;
}

let signature: string | null | undefined;

/**
 * This process as a process listing prints it: `<pid> <argv joined by spaces>`.
 * A tool whose output holds it saw the harness's own process: it shares the
 * host's pid namespace (it could signal or inspect host processes).
 */
export function harnessProcessSignature(): string | null {
  if (signature !== undefined) return signature;
  try {
    const args = readFileSync('/proc/self/cmdline', 'utf8').split('\0').filter((a) => a !== '');
    signature = args.length > 0 ? `${process.pid} ${args.join(' ')}` : null;
  } catch {
    signature = null;
  }
  return signature;
}

/** Host directories a payload might write to (system ones, and world-writable ones a container has its own copy of). */
export const PROBE_DIRS: readonly string[] = Object.freeze(['/', '/etc', '/usr/local/bin', '/var/tmp', '/tmp', '/dev/shm']);
export const PROBE_PREFIX = 'hb-escape-';

/** Host paths of probe files for this canary (`hb-escape-*<canary>*` in PROBE_DIRS). */
export async function findProbeFiles(canary: string, dirs: readonly string[] = PROBE_DIRS): Promise<string[]> {
  const found: string[] = [];
  for (const dir of dirs) {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      continue;
    }
    for (const name of names) if (name.startsWith(PROBE_PREFIX) && name.includes(canary)) found.push(join(dir, name));
  }
  return found;
}

export async function removeProbeFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true, recursive: true }).catch(() => undefined)));
}

/** A host-side TCP service the tools must not reach; counts the connections it accepted. */
export class EgressProbe {
  #connections = 0;
  private constructor(
    private readonly server: Server,
    readonly host: string,
    readonly port: number,
  ) {}

  /** Listens on the host's first non-loopback IPv4 address (unreachable from a container with network none), else 127.0.0.1. */
  static async start(): Promise<EgressProbe> {
    const host = outsideAddress();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ host, port: 0 }, () => resolve());
    });
    server.unref();
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('egress probe: no TCP address');
    const probe = new EgressProbe(server, host, address.port);
    server.on('connection', (socket) => {
      probe.#connections++;
      socket.on('error', () => undefined);
      socket.end('hb-egress-probe\n');
    });
    return probe;
  }

  get connections(): number {
    return this.#connections;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function outsideAddress(): string {
  for (const list of Object.values(networkInterfaces())) {
    for (const iface of list ?? []) if (iface.family === 'IPv4' && !iface.internal) return iface.address;
  }
  return '127.0.0.1';
}

export interface HostProcess {
  pid: number;
  comm: string;
  fds: number;
}

/**
 * The host processes of one host sandbox: those of its trial's own uid (as
 * root), or else those of the tool user whose environment holds its canary
 * (the host sandbox puts it in every tool's env). Synchronous reads of /proc, a few ms per scan.
 */
export class HostProcessWatch {
  #maxFds = 0;
  #maxFdsComm = '';
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly canary: string,
    private readonly uid: number,
    /** The uid is the trial's alone: every process of it is the trial's, with or without the canary in its env. */
    private readonly uidIsTrials = false,
  ) {}

  scan(): HostProcess[] {
    const out: HostProcess[] = [];
    let pids: string[];
    try {
      pids = readdirSync('/proc');
    } catch {
      return out;
    }
    for (const name of pids) {
      if (!/^\d+$/.test(name)) continue;
      const dir = `/proc/${name}`;
      try {
        if (statSync(dir).uid !== this.uid) continue;
        if (!this.uidIsTrials && !readFileSync(`${dir}/environ`).includes(this.canary)) continue;
        const stat = readFileSync(`${dir}/stat`, 'utf8');
        const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
        if (state === 'Z' || state === 'X') continue;
        const argv0 = readFileSync(`${dir}/cmdline`, 'utf8').split('\0')[0] ?? '';
        const comm = argv0 !== '' ? argv0.slice(argv0.lastIndexOf('/') + 1) : readFileSync(`${dir}/comm`, 'utf8').trim();
        out.push({ pid: Number(name), comm, fds: readdirSync(`${dir}/fd`).length });
      } catch {
        /* gone meanwhile, or not ours to read */
      }
    }
    return out;
  }

  /** Samples open files of the sandbox's processes every `everyMs` until stop(). */
  start(everyMs = 20): void {
    this.stop();
    this.#maxFds = 0;
    this.#maxFdsComm = '';
    this.#timer = setInterval(() => {
      for (const p of this.scan()) {
        if (p.fds > this.#maxFds) {
          this.#maxFds = p.fds;
          this.#maxFdsComm = p.comm;
        }
      }
    }, everyMs);
  }

  /** Stops sampling; returns the most files one process held open meanwhile. */
  stop(): { maxFds: number; comm: string } {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
    return { maxFds: this.#maxFds, comm: this.#maxFdsComm };
  }

  /** Processes still running (after their command ended); checked twice, 50 ms apart, so a process in its last exit steps is not counted. */
  async leftovers(): Promise<HostProcess[]> {
    const first = this.scan();
    if (first.length === 0) return [];
    await new Promise((r) => setTimeout(r, 50));
    const again = new Set(this.scan().map((p) => p.pid));
    return first.filter((p) => again.has(p.pid));
  }

  /** SIGKILLs these processes (never harm the host: a leftover does not outlive its trial). */
  kill(processes: readonly HostProcess[]): void {
    for (const p of processes) {
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
}
