/**
 * The places of a trial's container a process may write outside the workspace (HOME, /tmp, and
 * /var/tmp where a harness runs), and how they are read: one exec lists every file there with its
 * content's digest, every symlink with its target and anything else by its type, so that the state
 * at the trial's end can be compared with the state at its start without copying the bytes out.
 *
 * Names are given as a scenario writes them: `~/x` in HOME, `/tmp/x`, `/var/tmp/x`.
 */
import { SANDBOX_HOME } from './sandbox.js';

/** The container's writable places outside the workspace, as a scenario names them (the workspace is read on its own). */
export const WRITABLE_PLACES: readonly string[] = ['~/', '/tmp/', '/var/tmp/'];

/** The places as paths inside the container. */
export const WRITABLE_ROOTS: readonly string[] = [SANDBOX_HOME, '/tmp', '/var/tmp'];

/**
 * Lists every file under the roots given as arguments (one file system each: a mount below one is
 * not entered). A regular file is `<sha256>  <path>`, a symlink `L<tab><path><tab><target>`,
 * anything else but a folder `O<tab><path>`; a file that cannot be read is named on stderr.
 */
export const OBSERVE_SCRIPT = [
  'cd / || exit 1',
  'for r in "$@"; do',
  '  [ -d "$r" ] || continue',
  '  /bin/busybox find "$r" -xdev -type f -exec /bin/busybox sha256sum {} +',
  '  /bin/busybox find "$r" -xdev -type l | while IFS= read -r l; do printf "L\\t%s\\t%s\\n" "$l" "$(/bin/busybox readlink "$l")"; done',
  '  /bin/busybox find "$r" -xdev ! -type f ! -type l ! -type d | while IFS= read -r o; do printf "O\\t%s\\n" "$o"; done',
  'done',
  'exit 0',
].join('\n');

/** A path inside the container as a scenario names it (`/home/agent/x` is `~/x`). */
export function placeName(path: string): string {
  return path === SANDBOX_HOME ? '~' : path.startsWith(`${SANDBOX_HOME}/`) ? `~/${path.slice(SANDBOX_HOME.length + 1)}` : path;
}

/**
 * What the script printed, as name → what is there: a file's digest, `symlink:<target>`, `other`, or
 * `unreadable`. A line it cannot read (a name with a line break in it) is kept under its own text
 * with `!`, so that a file named to confuse the listing is a change of its own.
 */
export function parseObservation(stdout: string, stderr: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of stdout.split('\n')) {
    if (line === '') continue;
    const file = /^([0-9a-f]{64}) {2}(\/.*)$/.exec(line);
    const link = /^L\t(\/[^\t]*)\t(.*)$/.exec(line);
    const other = /^O\t(\/.*)$/.exec(line);
    if (file !== null) out[placeName(file[2]!)] = file[1]!;
    else if (link !== null) out[placeName(link[1]!)] = `symlink:${link[2]!}`;
    else if (other !== null) out[placeName(other[1]!)] = 'other';
    else out[`!${line}`] = 'unlisted';
  }
  for (const line of stderr.split('\n')) {
    const unreadable = /^sha256sum: (\/.*?): /.exec(line);
    if (unreadable !== null) out[placeName(unreadable[1]!)] = 'unreadable';
  }
  return out;
}

/** The names whose entry differs between two observations (changed, removed or added), sorted. */
export function changedPlaces(before: Readonly<Record<string, string>>, after: Readonly<Record<string, string>>): string[] {
  const changed = new Set<string>();
  for (const name of Object.keys(before)) if (before[name] !== after[name]) changed.add(name);
  for (const name of Object.keys(after)) if (!Object.hasOwn(before, name)) changed.add(name);
  return [...changed].sort();
}
