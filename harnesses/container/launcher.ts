/**
 * The launcher a harness starts through inside its container: one exec of the
 * image's node (`node -e LAUNCHER_SOURCE`), its configuration as JSON on stdin,
 * or, in a harness's own container started ahead of its trial, `{"control":
 * path}` on stdin and the configuration later, as one JSON line on that Unix
 * socket (the bench's, in the read-only /hb folder).
 * It writes the harness's HOME files (in the container's /tmp), listens on the
 * container's own loopback for each bridge (127.0.0.1:port -> a Unix socket
 * under /hb) and, inside the trial's workspace container, for the egress bait
 * (a loopback service a harness's network control should keep tools from),
 * starts the harness in its own process group, kills that group at the
 * wall-clock cap, and prints one last JSON line on stderr:
 * `{"hb_launcher": {code, signal, wall, egress, stderr_bytes, stderr_skipped}}`.
 * The harness's stderr reaches the bench bounded: its first `stderrHead`
 * bytes, then, when it wrote more, a `[N bytes not kept]` line and its last
 * `stderrTail` bytes, so the launcher's own line always fits in what the
 * exec keeps. The harness's output goes
 * through the launcher's own pipes, so a child that outlives the harness
 * holds no stream of the exec open: the exec ends with the launcher. A
 * harness that speaks a session protocol on its stdio (ACP) has its stdin
 * and stdout joined to a socket of the bench's instead (`session`), and ends
 * when the bench closes it.
 *
 * Everything here runs as the trial's uid beside the harness and its tools,
 * so a tool could kill it or fake its stderr: the egress count is evidence of
 * what a tool did only as far as the tools left the launcher alone (residual
 * trust, docs/sandbox.md).
 */
export interface LauncherConfig {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** Absolute container paths -> contents (the harness's HOME files). */
  files: Record<string, string>;
  forward: { port: number; socket: string }[];
  /** The egress bait's port (the trial's workspace container), or null (none: a harness's own container). */
  egressPort: number | null;
  wallMs: number;
  /** Bytes of the harness's stderr passed on from its start, and kept from its end. */
  stderrHead: number;
  stderrTail: number;
  /**
   * A session protocol's socket (ACP), or absent: the launcher connects it to the harness's stdin and
   * stdout (instead of its own stdout), and kills the harness when the bench closes it.
   */
  session?: string;
}

export const LAUNCHER_MARK = 'hb_launcher';

export const LAUNCHER_SOURCE = String.raw`
const fs = require('fs'), net = require('net'), path = require('path'), cp = require('child_process');
const given = JSON.parse(fs.readFileSync(0, 'utf8'));
const finish = (outcome) => process.stderr.write('\n' + JSON.stringify({ ${'hb_launcher'}: outcome }) + '\n', () => process.exit(0));
if (typeof given.control === 'string') {
  // Started ahead of its trial: the configuration comes as one JSON line on the control socket, when the trial starts.
  const c = net.connect(given.control);
  let text = '';
  c.setEncoding('utf8');
  c.on('data', (d) => { text += d; const n = text.indexOf('\n'); if (n >= 0) { c.removeAllListeners('close'); c.destroy(); launch(JSON.parse(text.slice(0, n))); } });
  c.on('error', () => {});
  c.on('close', () => finish({ code: null, signal: null, wall: false, egress: 0, error: 'no trial came: the control socket closed' }));
} else launch(given);
function launch(cfg) {
  for (const [file, text] of Object.entries(cfg.files)) { fs.mkdirSync(path.dirname(file), { recursive: true }); fs.writeFileSync(file, text); }
  let egress = 0;
  const servers = cfg.forward.map((f) => net.createServer((c) => {
    const u = net.connect(f.socket);
    const drop = () => { c.destroy(); u.destroy(); };
    c.on('error', drop); u.on('error', drop); c.on('close', drop); u.on('close', drop);
    c.pipe(u); u.pipe(c);
  }));
  if (cfg.egressPort !== null) servers.push(net.createServer((c) => { egress++; c.on('error', () => {}); c.end('hb-egress-bait\n'); }));
  const ports = [...cfg.forward.map((f) => f.port), ...(cfg.egressPort === null ? [] : [cfg.egressPort])];
  let listening = 0;
  servers.forEach((s, i) => s.listen(ports[i], '127.0.0.1', () => { if (++listening === servers.length) connected(); }));
  // A session's socket is connected first (the bench's first connection on it is the launcher's), then the harness starts.
  function connected() {
    if (typeof cfg.session !== 'string') return start(null);
    const s = net.connect(cfg.session);
    s.once('connect', () => { s.removeAllListeners('error'); s.on('error', () => {}); start(s); });
    s.once('error', (e) => finish({ code: null, signal: null, wall: false, egress, error: 'the session socket could not be connected: ' + String(e && e.message) }));
  }
  function start(s) {
    let wall = false, ended = false;
    fs.mkdirSync(cfg.cwd, { recursive: true });
    const child = cp.spawn(cfg.command, cfg.args, { cwd: cfg.cwd, env: cfg.env, stdio: [s ? 'pipe' : 'ignore', 'pipe', 'pipe'], detached: true });
    if (s) {
      // The session's bytes go both ways between the bench's socket and the harness's stdio; the bench closing it ends the harness.
      child.stdin.on('error', () => {});
      s.pipe(child.stdin);
      child.stdout.pipe(s);
      s.on('close', () => { try { process.kill(-child.pid, 'SIGKILL'); } catch {} });
    } else child.stdout.pipe(process.stdout);
    // The harness's stderr, bounded: its first HEAD bytes as they come, its last TAIL bytes at the end (the exec keeps a
    // bounded output, and the launcher's own last line must reach the bench whatever the harness wrote).
    let errHead = 0, errTail = Buffer.alloc(0), errBytes = 0;
    child.stderr.on('data', (d) => {
      errBytes += d.length;
      const head = Math.min(d.length, cfg.stderrHead - errHead);
      if (head > 0) { process.stderr.write(d.subarray(0, head)); errHead += head; }
      if (head < d.length) { errTail = Buffer.concat([errTail, d.subarray(head)]); if (errTail.length > 2 * cfg.stderrTail) errTail = errTail.subarray(errTail.length - cfg.stderrTail); }
    });
    const timer = setTimeout(() => { wall = true; try { process.kill(-child.pid, 'SIGKILL'); } catch {} }, cfg.wallMs);
    const end = (code, signal, error) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      try { process.kill(-child.pid, 'SIGKILL'); } catch {}
      // What the harness printed last is read (its pipes close), unless a child that left its group holds them: then not for long.
      let closed = 0;
      const last = () => {
        const tail = errTail.subarray(Math.max(0, errTail.length - cfg.stderrTail));
        const skipped = errBytes - errHead - tail.length;
        if (skipped > 0) process.stderr.write('\n[' + skipped + ' bytes not kept]\n');
        process.stderr.write(tail);
        finish({ code, signal, wall, egress, error, stderr_bytes: errBytes, stderr_skipped: skipped });
      };
      const grace = setTimeout(last, 300);
      const done = () => { if (++closed === 2) { clearTimeout(grace); last(); } };
      if (child.stdout.readableEnded) done(); else child.stdout.once('end', done);
      if (child.stderr.readableEnded) done(); else child.stderr.once('end', done);
    };
    child.on('error', (e) => end(null, null, String(e && e.message)));
    child.on('exit', (code, signal) => end(code, signal, null));
  }
}
`;

/** The launcher's last line, or null when it never printed one (it was killed). */
export function launcherOutcome(stderr: string): { code: number | null; signal: string | null; wall: boolean; egress: number; error: string | null; stderrBytes: number | null } | null {
  const lines = stderr.trim().split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (!line.includes(LAUNCHER_MARK)) continue;
    try {
      const value = (JSON.parse(line) as Record<string, unknown>)[LAUNCHER_MARK] as Record<string, unknown> | undefined;
      if (value !== undefined) return { code: typeof value['code'] === 'number' ? value['code'] : null, signal: typeof value['signal'] === 'string' ? value['signal'] : null, wall: value['wall'] === true, egress: Number(value['egress'] ?? 0), error: typeof value['error'] === 'string' ? value['error'] : null, stderrBytes: typeof value['stderr_bytes'] === 'number' ? value['stderr_bytes'] : null };
    } catch {
      // not the launcher's line
    }
  }
  return null;
}
