/**
 * Stops what a trial left running in its container: every process but the
 * container's init (pid 1) and its main process (the earliest started after
 * init; no later process can start earlier, whatever it calls itself). Runs
 * as one exec of busybox sh, a few rounds so that children forked meanwhile
 * are caught too. Returns the processes killed, named by their argv[0].
 * Resetting a harness's own container for its next trial kills the same way,
 * until a round finds nothing, then empties its writable folders.
 */
import type { Sandbox } from './sandbox.js';

/** Kills every process but init, the main one and this script's own, `$rounds` times at most; leaves the last round's survivors in `$victims`. */
const KILL_ROUNDS = `me=$$
round=0
victims=
while [ $round -lt $rounds ]; do
  round=$((round+1))
  main=; mainst=; list=
  for p in /proc/[0-9]*; do
    n=\${p#/proc/}
    if [ "$n" = 1 ] || [ "$n" = "$me" ]; then continue; fi
    s=$(cat "$p/stat" 2>/dev/null) || continue
    [ -n "$s" ] || continue
    set -- \${s##*) }
    if [ "$1" = Z ] || [ "$2" = "$me" ]; then continue; fi
    st=\${20}
    if [ -z "$mainst" ] || [ "$st" -lt "$mainst" ]; then main=$n; mainst=$st; fi
    list="$list $n"
  done
  victims=
  for n in $list; do [ "$n" = "$main" ] || victims="$victims $n"; done
  [ -z "$victims" ] && break
  for n in $victims; do echo "$n $(tr '\\0' '\\n' < /proc/$n/cmdline 2>/dev/null | head -n 1)"; done
  kill -9 $victims 2>/dev/null
  sleep 0.05
done
`;

const STOP_SCRIPT = `rounds=20
${KILL_ROUNDS}`;

/**
 * Readies a harness's own container for another trial: every process but init and the main one
 * killed until none is left (a round finds none), then the container's writable folders (all
 * tmpfs, all written by the trial's uid alone) emptied, a folder the harness closed to itself
 * opened first. The last line says \`clean\`, or what stayed.
 */
const RESET_SCRIPT = `folders="$*"
rounds=20
${KILL_ROUNDS}
if [ -n "$victims" ]; then echo "left: processes that outran 20 rounds of kills"; exit 1; fi
for d in $folders; do
  [ -d "$d" ] || continue
  set -- "$d"/* "$d"/.[!.]* "$d"/..?*
  for f in "$@"; do
    [ -e "$f" ] || [ -L "$f" ] || continue
    [ -L "$f" ] || chmod -R u+rwX "$f" 2>/dev/null
    rm -rf "$f"
  done
  if [ -n "$(ls -A "$d")" ]; then echo "left: files in $d"; exit 1; fi
done
echo clean
`;

export interface StoppedProcess {
  pid: number;
  comm: string;
}

/**
 * Empties a container for its next trial (RESET_SCRIPT over `folders`, its writable ones): null when
 * no process of the last trial is left and the folders are empty, else why not.
 */
export async function resetContainer(sandbox: Sandbox, folders: readonly string[], timeoutMs = 10_000): Promise<string | null> {
  const r = await sandbox.exec(['/bin/busybox', 'sh', '-c', RESET_SCRIPT, 'reset', ...folders], { timeoutMs });
  if (r.outcome !== 'exited') return r.outcome === 'not_run' ? `${r.reason}: ${r.message}` : `its reset ${r.outcome}`;
  const last = r.stdout.trim().split('\n').at(-1) ?? '';
  return r.exitCode === 0 && last === 'clean' ? null : last.startsWith('left: ') ? last.slice(6) : `its reset exited ${r.exitCode}`;
}

/** SIGKILLs the container's processes other than init and its main process; null when the exec could not run. */
export async function stopContainerProcesses(sandbox: Sandbox, timeoutMs = 5000): Promise<StoppedProcess[] | null> {
  const r = await sandbox.exec(['/bin/busybox', 'sh', '-c', STOP_SCRIPT], { timeoutMs });
  if (r.outcome !== 'exited') return null;
  const byPid = new Map<number, StoppedProcess>();
  for (const line of r.stdout.split('\n')) {
    const m = /^(\d+) (.*)$/.exec(line);
    // The program's name from its argv[0] (a thread name such as node's MainThread says less).
    const argv0 = m?.[2]?.trim() ?? '';
    if (m && !byPid.has(Number(m[1]))) byPid.set(Number(m[1]), { pid: Number(m[1]), comm: argv0.slice(argv0.lastIndexOf('/') + 1) || '?' });
  }
  return [...byPid.values()];
}
