/**
 * Per-trial user ids. Every sandbox (a container, or a host-mode sandbox when
 * the harness runs as root) gets a uid:gid that no other live trial and no
 * other sandbox of this process shares, so a trial's processes cannot reach
 * another trial's through /proc (/proc/PID/root, /proc/PID/environ need the
 * same uid), cannot signal them, and a host-mode trial's processes are found
 * by their uid alone, whatever environment or session they gave themselves.
 *
 * uid = TRIAL_UID_BASE + (pid mod 4096) * 65536 + (thread mod 256) * 256
 * + (n mod 256): the worker threads of one run (`--jobs`) each count their
 * own sandboxes, so the thread is part of the id; 256 sandboxes of one
 * thread before a uid comes round again (far more than run at once), and
 * bench processes on one host apart unless their pids agree mod 4096. The
 * range (1,000,000 to 269,435,455) sits above the ids that /etc/passwd and
 * the usual subordinate id ranges (100000-165535) use, and below 2^31.
 */
import { threadId } from 'node:worker_threads';

export const TRIAL_UID_BASE = 1_000_000;
const PER_THREAD = 256;
const THREADS = 256;
const PER_PROCESS = PER_THREAD * THREADS;

export interface TrialOwner {
  uid: number;
  gid: number;
}

let next = 0;

export function allocateTrialOwner(): TrialOwner {
  const id = TRIAL_UID_BASE + (process.pid % 4096) * PER_PROCESS + (threadId % THREADS) * PER_THREAD + (next++ % PER_THREAD);
  return { uid: id, gid: id };
}

/** Whether a uid is one of the per-trial ids. */
export function isTrialUid(uid: number): boolean {
  return uid >= TRIAL_UID_BASE && uid < TRIAL_UID_BASE + 4096 * PER_PROCESS;
}
