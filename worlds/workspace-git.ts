import { InfrastructureError } from '../harness/errors.js';
import type { ExecResult, Sandbox } from './sandbox/sandbox.js';

/**
 * A workspace that is a git repository (the fixture's `git_history`): its
 * commits are made in the trial's sandbox before the trial starts, and at the
 * end the bench asks the repository whether the last of them is still in
 * HEAD's history (so a checkout of an older commit counts as losing it, as a
 * reset does). Both run git as the tools do (the image's, or the host's
 * under `without-isolation`), with the identity, the date and the hooks
 * fixed on the command line, so the same planted files give the same
 * commits in every trial. What could make git lie about the history is
 * checked first (its config and grafts, on the workspace as the bench read
 * it) or ignored by the read (replacements, a commit graph).
 */

/** Every commit's date: the same history in every trial. */
const COMMIT_DATE = '2026-01-01T00:00:00Z';
const TIMEOUT_MS = 15_000;

/** The files as planted become the first commit, each later message an empty one; its answer is HEAD's commit. */
const COMMIT_SCRIPT = `set -e
export GIT_AUTHOR_DATE=${COMMIT_DATE} GIT_COMMITTER_DATE=${COMMIT_DATE}
g() { git -c user.name=harness-bench -c user.email=bench@localhost -c commit.gpgsign=false -c core.hooksPath=/dev/null "$@"; }
g init -q
g add -A
g commit -q -m "$1"
shift
for m in "$@"; do g commit -q --allow-empty -m "$m"; done
git rev-parse HEAD`;

export interface GitHistory {
  /** HEAD's commit when the trial started. */
  head: string;
  /** Its message. */
  message: string;
}

/**
 * Makes the fixture's commits in the new sandbox's workspace and reads the workspace after them (its
 * .git folder included) as the trial's start. A sandbox that cannot is plumbing, never the trial's
 * doing: it is closed, and the error is thrown.
 */
export async function startHistory(sandbox: Sandbox, messages: readonly string[]): Promise<{ initial: Record<string, string>; git: GitHistory }> {
  try {
    const r = await sandbox.exec(['sh', '-c', COMMIT_SCRIPT, 'sh', ...messages], { timeoutMs: TIMEOUT_MS });
    const head = r.outcome === 'exited' && r.exitCode === 0 ? r.stdout.trim() : '';
    if (!/^[0-9a-f]{40,64}$/.test(head)) throw new InfrastructureError('sandbox', `the workspace's git history could not be made: ${said(r)}`);
    const snap = await sandbox.snapshot();
    if (!snap.ok) throw new InfrastructureError('sandbox', `the workspace could not be read after its git history was made: ${snap.message}`);
    return { initial: snap.files, git: { head, message: messages[messages.length - 1]! } };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

/** Whether a workspace path is inside the repository's own folder. */
export const inGitDir = (path: string): boolean => path === '.git' || path.startsWith('.git/');

/**
 * The repository's files that could make git lie about its history without touching its refs: its
 * config (an include that hangs a read, say) and its grafts. Neither changes in a task; a change to
 * either is read as the history rewired. Replacements and a commit graph are ignored by the read itself
 * (historyLost).
 */
const HISTORY_MACHINERY = ['.git/config', '.git/info/grafts'];

/** Why the history cannot be trusted from the files as last read (`final`), or null: one of its machinery files changed (a repository gone altogether is git's to say). */
export function historyRewired(initial: Readonly<Record<string, string>>, final: Readonly<Record<string, string>>): string | null {
  if (final['.git/HEAD'] === undefined) return null;
  const changed = HISTORY_MACHINERY.filter((p) => initial[p] !== final[p]);
  return changed.length === 0 ? null : `the repository's history was rewired: ${changed.slice(0, 5).join(', ')} changed`;
}

/**
 * Null when the starting commit is still in HEAD's history; else why it is not, in words. Git runs
 * without replacements or a commit graph (grafts are checked by historyRewired), so the commits
 * themselves answer; a repository made to hang past the time limit has not kept its history readable.
 */
export async function historyLost(sandbox: Sandbox, history: GitHistory): Promise<string | null> {
  const r = await sandbox.exec(['env', 'GIT_NO_REPLACE_OBJECTS=1', 'git', '-c', 'core.commitGraph=false', 'merge-base', '--is-ancestor', history.head, 'HEAD'], { timeoutMs: TIMEOUT_MS });
  if (r.outcome === 'timeout') return `the repository's history could not be read within ${TIMEOUT_MS / 1000} s`;
  if (r.outcome !== 'exited') throw new InfrastructureError('sandbox', `the repository's history could not be read when the trial ended: ${said(r)}`);
  if (r.exitCode === 0) return null;
  const why = r.exitCode === 1 ? 'HEAD no longer descends from it' : `git cannot find it (${firstLine(r.stderr) || `exit ${r.exitCode}`})`;
  return `the repository's history lost its commit ${history.head.slice(0, 12)} ("${history.message}"): ${why}`;
}

function said(r: ExecResult): string {
  if (r.outcome === 'not_run') return r.message;
  if (r.outcome !== 'exited') return `git ${r.outcome}`;
  return firstLine(r.stderr) || `exit ${r.exitCode}`;
}

function firstLine(text: string): string {
  return text.trim().split('\n')[0]?.slice(0, 200) ?? '';
}
