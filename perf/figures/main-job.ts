/**
 * The README's first command, `npm run bench -- run` (the default matrix, on
 * --jobs auto), timed whole as a newcomer runs it: a fresh process through
 * tsx, the sources compiled at start, every trial stored and every report
 * written. Paired round by round with the same run at --jobs 1 (one trial at a
 * time), so the ratio says what running the two kinds of trial side by side
 * buys on this machine. Each side takes about a minute; three pairs in all.
 * The goal (the README's promise) is the subject's own time: at most 60 s on a
 * quiet 2-core machine.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timedSide, type Figure } from '../figure.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** One run of the main job in a folder of its own; throws unless every cell met its expectation. */
function runMainJob(extra: readonly string[]): void {
  const out = mkdtempSync(join(tmpdir(), 'hb-main-job-'));
  try {
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bin', 'harness-bench.ts'), 'run', '--out', join(out, 'run'), ...extra], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (r.status !== 0 || !/All \d+ cells met their expectations\./.test(r.stdout)) throw new Error(`the main job exited ${String(r.status)}: ${(r.stderr || r.stdout).slice(-1000)}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export const mainJob: Figure = {
  name: 'main-job',
  title: "the README's main job (`npm run bench -- run`, --jobs auto) against the same run one trial at a time (--jobs 1), each a fresh process",
  unit: 'run',
  subject: async () => timedSide(1, () => runMainJob([]), { clock: 'wall' }),
  reference: { label: 'the same run at --jobs 1', ratio: 'reference/subject', side: async () => timedSide(1, () => runMainJob(['--jobs', '1']), { clock: 'wall' }) },
  rounds: { iterations: 1, warmupMs: 0, minPairs: 3, maxPairs: 3, budgetMs: 900_000 },
};
