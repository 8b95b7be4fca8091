import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The checkout's root and the CLI's entry, as a user runs it. */
export const ROOT = join(import.meta.dirname, '..', '..');
export const BIN = join(ROOT, 'bin', 'harness-bench.js');

/**
 * Runs `harness-bench ARGS` in a process of its own from the checkout, without
 * colour, and returns its exit code and output. `env` is laid over this
 * process's environment; a variable set to undefined is removed.
 */
export function cli(args: string[], env: Record<string, string | undefined> = {}): { code: number | null; out: string; err: string } {
  const merged: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', ...env };
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', env: merged as NodeJS.ProcessEnv });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
