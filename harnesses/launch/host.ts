/**
 * The host launcher (placement `host`, only in a run that allows it): the harness as a process
 * group of the bench's own user, in a fresh HOME under the system's temp folder (removed after),
 * its servers on 127.0.0.1. Its session, when its kind speaks one, runs on its stdin and stdout; it
 * is stopped with SIGKILL to its group at the bench's wall-clock cap, at an interrupt, or when the
 * stopper says so.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { StderrTail } from '../../harness/stderr-tail.js';
import { fill } from '../placeholders.js';
import type { HarnessSession } from '../kind.js';
import { sessionMcp, tellStderr, type Launched, type LaunchTrial, type PlacementLauncher } from './launch.js';

/** On the host: nothing to prepare, and nothing contains it (a run must allow it). */
export const hostPlacement: PlacementLauncher = {
  name: 'host',
  words: 'on the host, NOT contained',
  tools: 'world',
  contained: false,
  place: () => ({ prepareTrial: async () => null, prepareAhead: () => undefined, launch: launchOnHost }),
};

export async function launchOnHost(trial: LaunchTrial): Promise<Launched> {
  const { profile, kind, input, mcp, stopper } = trial;
  const home = mkdtempSync(join(tmpdir(), 'hb-home-'));
  try {
    const values = await hostValues(trial, home);
    for (const [path, text] of Object.entries(trial.homeFiles(values))) {
      mkdirSync(dirname(join(home, path)), { recursive: true });
      writeFileSync(join(home, path), text);
    }
    mkdirSync(join(home, 'tmp'), { recursive: true });
    const env: Record<string, string> = { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: home, TMPDIR: join(home, 'tmp'), LANG: 'C.UTF-8', NO_PROXY: '127.0.0.1', no_proxy: '127.0.0.1' };
    for (const [k, v] of Object.entries(profile.env)) env[k] = fill(v, values);
    const launchedAt = performance.now();
    const child = spawn(fill(profile.launch.command, values), profile.launch.args.map((a) => fill(a, values)), { cwd: home, env, detached: true, stdio: [kind.session ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    const stderrTail = new StderrTail();
    child.stderr!.on('data', (c: Buffer) => stderrTail.push(c));
    child.once('exit', () => stopper.over());
    const stop = () => {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    let stdout = '';
    let session: HarnessSession | null = null;
    if (kind.session !== undefined && child.stdin !== null) {
      // Its stdout carries the session: the session reads it, and the process is stopped when the session is over.
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
      const { shim } = await trial.programs();
      const cwd = join(home, 'workspace');
      mkdirSync(cwd, { recursive: true });
      const opened = trial.openSession({ stdin: child.stdin, stdout: child.stdout!, exited }, { cwd, mcp: sessionMcp(mcp.url, process.execPath, shim ? join(shim.dir, shim.file) : null) });
      session = opened;
      stopper.attach(opened);
      void opened.done.then(() => {
        stop();
        // What it still writes is no one's to read: let it go, so its pipes close with it.
        child.stdout!.destroy();
      });
    } else {
      child.stdout!.on('data', (c: Buffer) => (stdout = (stdout + c.toString('utf8')).slice(-65_536)));
    }
    if (child.pid !== undefined) stopper.bind(stop);
    const timer = setTimeout(() => stopper.kill('wall'), profile.caps.wall_ms);
    const onAbort = () => stopper.kill('abort');
    input.signal?.addEventListener('abort', onAbort, { once: true });
    const exit = await new Promise<Launched['exit']>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) => resolve({ code, signal }));
    }).finally(() => {
      clearTimeout(timer);
      input.signal?.removeEventListener('abort', onAbort);
    });
    const exitedAt = performance.now();
    tellStderr(input, stderrTail.kept());
    const sessionEnd = session === null ? undefined : await (session as HarnessSession).done;
    return { exit, stdout, stderr: stderrTail.text, session, sessionEnd, launchedAt, exitedAt };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** The placeholders on the host: the bench's servers on 127.0.0.1, the bundled programs' host paths. */
async function hostValues(trial: LaunchTrial, home: string): Promise<Record<string, string>> {
  const { profile, model, mcp } = trial;
  const knobs = profile.knobs;
  const node = process.execPath;
  const programs = await trial.programs();
  return {
    model_url: model.baseUrl,
    model_origin: model.origin,
    mcp_url: mcp.url,
    approval_url: mcp.approvalUrl,
    revision_url: mcp.revisionUrl,
    cell_file: join(home, 'cell.json'),
    ...(programs.driver ? { driver: join(programs.driver.dir, programs.driver.file) } : {}),
    ...(programs.shim ? { shim: `${node} ${join(programs.shim.dir, programs.shim.file)} ${mcp.url}` } : {}),
    task: trial.input.cell.contract.task,
    home,
    package_dir: trial.packageDir ?? '',
    node,
    max_turns: knobs.max_turns === null ? '' : String(knobs.max_turns),
    tool_timeout_ms: knobs.tool_timeout_ms === null ? '' : String(knobs.tool_timeout_ms),
    tool_timeout_s: knobs.tool_timeout_ms === null ? '' : String(Math.ceil(knobs.tool_timeout_ms / 1000)),
    approval: knobs.approval,
  };
}
