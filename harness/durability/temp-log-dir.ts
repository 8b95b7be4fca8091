import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A crash trial's log folder. The crash is simulated in process (the log's
 * unsynced tail is dropped), so the log goes to memory-backed /dev/shm when
 * there is one: what a trial measures is the crash semantics, not the disk.
 * The real-process crash test and the durable-log benchmark use real files.
 */
export function tempLogDir(): { dir: string; path: string; remove: () => void } {
  processLogDir ??= createProcessLogDir();
  const dir = processLogDir;
  const path = join(dir, `trial-${++logCounter}.jsonl`);
  return { dir, path, remove: () => rmSync(path, { force: true }) };
}

/**
 * One folder per process for crash trials' logs, named with the pid: each
 * trial's file is removed when it ends, the folder at exit, and folders left
 * by processes that died without exiting are removed by the next one.
 */
function createProcessLogDir(): string {
  const base = process.env['HB_LOG_TMPDIR'] ?? (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());
  for (const name of readdirSync(base)) {
    const pid = /^hb-log-(\d+)-/.exec(name)?.[1];
    if (pid !== undefined && !alive(Number(pid))) rmSync(join(base, name), { recursive: true, force: true });
  }
  return mkdtempSync(join(base, `hb-log-${process.pid}-`));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let processLogDir: string | undefined;
let logCounter = 0;
process.once('exit', () => {
  if (processLogDir) rmSync(processLogDir, { recursive: true, force: true });
});
