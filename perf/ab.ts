/**
 * The A/B mode's plumbing: a git ref checked out in a temporary worktree
 * (with this tree's perf/ copied over it, so both sides run the same
 * measurement code over their own product code, and node_modules linked when
 * the lockfiles match, installed with `npm ci` otherwise), and a side served
 * by a child process running in a tree. The worktree is removed when the
 * measurement ends, fails, or is interrupted.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LineChild } from './line-child.js';
import type { Side } from './paired.js';

export class UsageError extends Error {
  override name = 'UsageError';
}

const git = (root: string, args: string[]): string => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The commit a ref names, or a UsageError saying it names none. */
export function resolveCommit(root: string, ref: string): string {
  if (ref === '' || ref.startsWith('-')) throw new UsageError(`--ab: ${JSON.stringify(ref)} is not a git ref`);
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new UsageError(`--ab: ${JSON.stringify(ref)} names no commit in ${root}`);
  }
}

export interface RefTree {
  dir: string;
  commit: string;
  /** How node_modules was provided: linked to this tree's, or installed. */
  modules: 'linked' | 'installed';
  remove(): void;
}

const live = new Set<RefTree>();
const children = new Set<LineChild>();
let handlersInstalled = false;

/** On exit, SIGINT or SIGTERM: kill the side servers and remove every worktree still present. */
function installCleanup(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const sweep = () => {
    for (const c of children) c.kill();
    for (const t of live) t.remove();
  };
  process.once('exit', sweep);
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    process.once(signal, () => {
      process.stderr.write(`bench:perf: ${signal}, removing the temporary worktree\n`);
      sweep();
      process.exit(code);
    });
  }
}

/** Checks `commit` out in a temporary worktree beside this tree's perf/ and node_modules. */
export function addRefTree(root: string, commit: string, log: (line: string) => void): RefTree {
  installCleanup();
  const base = mkdtempSync(join(tmpdir(), 'hb-ab-'));
  const dir = join(base, 'tree');
  let removed = false;
  const tree: RefTree = {
    dir,
    commit,
    modules: 'linked',
    remove: () => {
      if (removed) return;
      removed = true;
      live.delete(tree);
      try {
        git(root, ['worktree', 'remove', '--force', dir]);
      } catch {
        /* not registered (add failed) or already gone: the prune below settles it */
      }
      rmSync(base, { recursive: true, force: true });
      try {
        git(root, ['worktree', 'prune']);
      } catch {
        /* nothing to prune */
      }
    },
  };
  live.add(tree);
  try {
    git(root, ['worktree', 'add', '--detach', '--quiet', dir, commit]);
    // The measurement code imports the product by the folders of this tree's layout; a ref laid out otherwise cannot be measured with it.
    const missing = ['harness', 'worlds', 'models', 'ablations'].filter((folder) => !existsSync(join(dir, folder)));
    if (missing.length > 0) throw new UsageError(`--ab: ${commit.slice(0, 12)} has no ${missing.join('/, ')}/ folder: it predates this tree's layout, which the measurement code (perf/) imports; pick a ref at or after the layout`);
    rmSync(join(dir, 'perf'), { recursive: true, force: true });
    cpSync(join(root, 'perf'), join(dir, 'perf'), { recursive: true });
    const lock = (d: string) => (existsSync(join(d, 'package-lock.json')) ? readFileSync(join(d, 'package-lock.json'), 'utf8') : '');
    if (lock(root) === lock(dir)) {
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    } else {
      log(`the lockfile at ${commit.slice(0, 12)} differs from this tree's: npm ci in the temporary worktree`);
      execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
      // The ref may lack a dependency the current perf/ uses (tsx): the side server then fails and says so.
      tree.modules = 'installed';
    }
  } catch (error) {
    tree.remove();
    throw error;
  }
  return tree;
}

/** A figure's subject served by `perf/side-server.ts` in `dir`, through that tree's tsx. */
export async function remoteSide(dir: string, figure: string, env: NodeJS.ProcessEnv): Promise<Side> {
  const tsx = pathToFileURL(createRequire(join(dir, 'package.json')).resolve('tsx')).href;
  const child = new LineChild(process.execPath, ['--import', tsx, join(dir, 'perf', 'side-server.ts'), figure], { cwd: dir, env, name: `side server for ${figure} in ${dir}` });
  children.add(child);
  const fail = async (message: string): Promise<never> => {
    children.delete(child);
    child.kill();
    throw new Error(message);
  };
  const hello = await child.next().catch((e: Error) => fail(e.message));
  let greeting: { ready?: boolean; units?: number; clock?: string; error?: string };
  try {
    greeting = JSON.parse(hello) as typeof greeting;
  } catch {
    return fail(`the side server wrote ${JSON.stringify(hello.slice(0, 200))} instead of its greeting`);
  }
  if (greeting.ready !== true || typeof greeting.units !== 'number' || (greeting.clock !== 'cpu' && greeting.clock !== 'wall')) return fail(greeting.error ?? `unexpected greeting ${hello}`);
  return {
    unitsPerIteration: greeting.units,
    clock: greeting.clock,
    round: async (iterations) => {
      const line = await child.request(String(iterations));
      const ms = Number(line);
      if (!Number.isFinite(ms)) return fail((JSON.parse(line) as { error?: string }).error ?? `unexpected answer ${line}`);
      return ms;
    },
    close: async () => {
      children.delete(child);
      await child.close();
    },
  };
}
