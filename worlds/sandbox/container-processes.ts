/**
 * Stops what a trial left running in its container: every process but the
 * container's init (pid 1) and its main process (the earliest started after
 * init; no later process can start earlier, whatever it calls itself). Runs
 * as one exec of busybox sh, a few rounds so that children forked meanwhile
 * are caught too. Returns the processes killed, named by their argv[0].
 */
import type { Sandbox } from './sandbox.js';

const STOP_SCRIPT = `me=$$
round=0
while [ $round -lt 5 ]; do
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

export interface StoppedProcess {
  pid: number;
  comm: string;
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
