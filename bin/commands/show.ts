import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EXIT, intFlag, UsageError, type Io } from './common.js';
import { parseCommand, showHelp } from './cli.js';
import { DEFAULT_OUT_PARENT, latestRunDir } from './selection.js';
import { findStore, stderrBlocks } from './show-stderr.js';

/** The report.html in DIR, or the newest one in DIR's run folders. */
export function findReport(dir: string): string | null {
  const direct = join(dir, 'report.html');
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  const latest = latestRunDir(dir, 'report.html');
  return latest === null ? null : join(latest, 'report.html');
}

function opener(): string | null {
  if (process.platform === 'darwin') return 'open';
  if (process.platform === 'win32') return null;
  return process.env['DISPLAY'] || process.env['WAYLAND_DISPLAY'] ? 'xdg-open' : null;
}

export async function showCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(argv, 'show');
  if (values.help) return showHelp(io, 'show');
  if (positionals.length > 1) throw new UsageError('show takes at most one folder');
  if (values.print && values.serve) throw new UsageError('--print and --serve cannot be used together');
  const dir = positionals[0] ?? DEFAULT_OUT_PARENT;
  if (values.stderr) {
    if (values.print || values.serve || values.port !== undefined) throw new UsageError('--stderr prints from the results store: it takes no --print, --serve or --port');
    const store = findStore(dir);
    if (store === null) throw new UsageError(`no results.jsonl in ${dir} or its run folders`);
    io.out((await stderrBlocks(store, values.trial ?? [])).join('\n'));
    return EXIT.ok;
  }
  if (values.trial !== undefined) throw new UsageError('--trial picks the trials --stderr prints: give --stderr too');
  const report = findReport(dir);
  if (report === null) throw new UsageError(`no report.html in ${dir} or its run folders (write one with harness-bench run or harness-bench report DIR)`);
  if (values.print) {
    io.out(resolve(report));
    return EXIT.ok;
  }
  const command = values.serve ? null : opener();
  if (command !== null) {
    const child = spawn(command, [pathToFileURL(resolve(report)).href], { stdio: 'ignore', detached: true });
    child.unref();
    io.out(`opened ${resolve(report)}`);
    return EXIT.ok;
  }
  return serve(report, intFlag('port', values.port, 0), io);
}

/** Serves the one page on the loopback address until SIGINT/SIGTERM. */
function serve(report: string, port: number, io: Io): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url !== '/' && req.url !== '/report.html')) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: this server serves / only\n');
        return;
      }
      // Read on each request: a report rewritten meanwhile is served fresh.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(readFileSync(report));
    });
    server.once('error', (error) => fail(new UsageError(`cannot serve on 127.0.0.1:${port}: ${error.message}`)));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address !== null ? address.port : port;
      io.out(`serving ${resolve(report)} at http://127.0.0.1:${actual}/ (Ctrl-C to stop)`);
      const stop = () => server.close(() => done(EXIT.ok));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
  });
}
