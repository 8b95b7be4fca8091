/**
 * Where a results file came from: the bench's commit and the machine it was
 * measured on. Each file under results/ states both beside its command and date.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, totalmem } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

const ROOT = join(import.meta.dirname, '..');

export const MachineSchema = z.object({
  cores: z.number().int(),
  memory_gib: z.number().int(),
  node: z.string(),
  /** The one-minute load average when the run started and when it ended. */
  load_start: z.number().nullable(),
  load_end: z.number().nullable(),
});

export type Machine = z.infer<typeof MachineSchema>;

/** The bench's short commit, with "(with uncommitted changes)" when the tracked files differ from it. */
export function benchCommit(root = ROOT): string {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
  const head = git('rev-parse', '--short', 'HEAD');
  if (head === '') return 'unknown (not a git checkout)';
  return `${head}${git('status', '--porcelain', '--untracked-files=no') === '' ? '' : ' (with uncommitted changes)'}`;
}

/** This machine, with the loads seen at the start and end of the run. */
export function machineNow(loadStart: number | null, loadEnd: number | null): Machine {
  return { cores: availableParallelism(), memory_gib: Math.round(totalmem() / 2 ** 30), node: process.version, load_start: loadStart, load_end: loadEnd };
}

/** The machine as one phrase: "2 cores, 24 GiB, Node 24.1.0, load 0.3 → 1.5". */
export function machineText(m: Machine): string {
  const load = m.load_start === null || m.load_end === null ? '' : `, load ${m.load_start.toFixed(1)} → ${m.load_end.toFixed(1)}`;
  return `${m.cores} cores, ${m.memory_gib} GiB, Node ${m.node.replace(/^v/, '')}${load}`;
}
