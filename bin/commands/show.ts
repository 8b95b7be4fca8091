import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EXIT, intFlag, parseFlags, UsageError, type Io } from './common.js';
import { DEFAULT_OUT_PARENT, latestRunDir } from './selection.js';

export const SHOW_HELP = `harness-bench show: open the latest report

Usage:
  harness-bench show [DIR] [--print | --serve [--port N]]

DIR is a run folder (with report.html) or a folder of run folders (default: reports/out),
where the newest report.html is taken. Opens it in the desktop's browser (xdg-open, open)
when there is a display; otherwise, or with --serve, serves it on http://127.0.0.1:PORT/
until interrupted (the page is self-contained: one file, no network).

Options:
  --print        only print the report's path
  --serve        serve it over HTTP on the loopback address instead of opening it
  --port N       the port to serve on (default: 0, any free port)

Exit codes: 0 shown; 2 no report found.`;

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
  const { values, positionals } = parseFlags(argv, { print: { type: 'boolean' }, serve: { type: 'boolean' }, port: { type: 'string' } }, true);
  if (values.help) {
    io.out(SHOW_HELP);
    return EXIT.ok;
  }
  if (positionals.length > 1) throw new UsageError('show takes at most one folder');
  if (values.print && values.serve) throw new UsageError('--print and --serve cannot be used together');
  const dir = positionals[0] ?? DEFAULT_OUT_PARENT;
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
