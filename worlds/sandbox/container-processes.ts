/**
 * Stops what a trial left running in its container: every process but the
 * container's init (pid 1) and its main process (the earliest started after
 * init; no later process can start earlier, whatever it calls itself).
 * Where the main process is the warden (a tool container's), a signal asks it
 * to stop them, which needs no process to start; then, when it could not or
 * says some were left, one exec of busybox sh stops the rest. Both stop every running process first and kill once
 * all are stopped, so that children forked meanwhile are caught too. Returns
 * the processes killed, named by their argv[0]. Resetting a harness's own
 * container for its next trial stops the same way, until a round finds
 * nothing, then empties its writable folders.
 */
import type { InsideStop, Sandbox, StoppedProcess } from './sandbox.js';

export type { InsideStop, StoppedProcess };

/**
 * Shell functions that stop every process of the trial but init, this shell and its children, and
 * (with `$spare` set) the main one. A round first sends SIGSTOP to every process this shell may
 * signal at once (`kill -STOP -1`: the kernel signals them all under one lock, and a process with a
 * signal pending cannot fork, so no child escapes the round), lets the main one go on, names the
 * others (`<pid> <argv[0]>` on stdout) and kills them. At most `$rounds` rounds, until one finds
 * nothing; `$victims` holds what the last one found. Everything is done with shell builtins: a fork
 * bomb holds every process slot of the container, so a helper process (a `$(cat ...)`) would not
 * start, and its processes share the container's CPU with this shell until they are stopped.
 */
const STOP_FUNCTIONS = `list_trial() {
  main=; mainst=; all=; procs=
  for p in /proc/[0-9]*; do
    n=\${p#/proc/}
    if [ "$n" = 1 ] || [ "$n" = "$me" ]; then continue; fi
    s=
    read -r s 2>/dev/null < "$p/stat"
    [ -n "$s" ] || continue
    set -- \${s##*) }
    if [ "$1" = Z ] || [ "$2" = "$me" ]; then continue; fi
    if [ -n "$spare" ] && { [ -z "$mainst" ] || [ "\${20}" -lt "$mainst" ]; }; then main=$n; mainst=\${20}; fi
    all="$all $n"
  done
  for n in $all; do
    if [ -n "$spare" ] && [ "$n" = "$main" ]; then continue; fi
    procs="$procs $n"
  done
}
stop_trial() {
  me=$$ round=0
  while :; do
    kill -STOP -1 2>/dev/null
    list_trial
    if [ -n "$spare" ] && [ -n "$main" ]; then kill -CONT "$main" 2>/dev/null; fi
    victims=$procs
    if [ -z "$procs" ] || [ $round -ge $rounds ]; then break; fi
    round=$((round+1))
    for n in $procs; do a=; IFS= read -r -d '' a 2>/dev/null < "/proc/$n/cmdline"; echo "$n $a"; done
    kill -9 $procs 2>/dev/null
    sleep 0.02 2>/dev/null
  done
}
`;

const STOP_SCRIPT = `${STOP_FUNCTIONS}
rounds=20 spare=1
stop_trial`;

/** The warden's first line: its trap is set, so a signal now stops the trial's processes (before it, SIGUSR1 would end the warden). */
export const WARDEN_READY = 'warden ready';

/**
 * The main process of a tool container (busybox sh, the trial's uid). It waits on its stdin, which
 * the engine holds open and never writes, so that waiting needs no process of its own; on SIGUSR1 it
 * stops every other process of the trial as the stop script does (it is the main process, so none
 * is spared), names each on its stdout, then prints `stopped <n> clean` for the n-th stop (`left`
 * when its last round still found processes: the exec'd stop script must follow). A signal
 * reaches it when the trial's processes hold every process slot of the container, as a fork bomb's
 * do, and no exec can start (the runtime needs a process in the container to start one). It says
 * WARDEN_READY first, once its trap is set.
 */
export const WARDEN_SCRIPT = `trap stop_all USR1
${STOP_FUNCTIONS}
stops=0
stop_all() {
  woke=1
  rounds=20 spare=
  stop_trial
  stops=$((stops+1))
  if [ -z "$victims" ]; then echo "stopped $stops clean"; else echo "stopped $stops left"; fi
}
echo "${WARDEN_READY}"
while :; do
  woke=
  read -t 3600 line
  # A read that a signal did not end found its stdin closed: waiting goes on without it.
  if [ $? = 1 ] && [ -z "$woke" ]; then sleep 60; fi
done
`;

/** The processes named in a stop's output (`<pid> <argv[0]>` lines), once each, by their program's name. */
export function parseStopped(stdout: string): StoppedProcess[] {
  const byPid = new Map<number, StoppedProcess>();
  for (const line of stdout.split('\n')) {
    const m = /^(\d+) (.*)$/.exec(line);
    // The program's name from its argv[0] (a thread name such as node's MainThread says less).
    const argv0 = m?.[2]?.trim() ?? '';
    if (m && !byPid.has(Number(m[1]))) byPid.set(Number(m[1]), { pid: Number(m[1]), comm: argv0.slice(argv0.lastIndexOf('/') + 1) || '?' });
  }
  return [...byPid.values()];
}

/**
 * Readies a harness's own container for another trial: every process but init and the main one
 * killed until none is left (a round finds none), then the container's writable folders (all
 * tmpfs, all written by the trial's uid alone) emptied, a folder the harness closed to itself
 * opened first. The last line says `clean`, or what stayed.
 */
const RESET_SCRIPT = `${STOP_FUNCTIONS}
folders="$*"
rounds=20 spare=1
stop_trial
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

/** The n-th stop's report in the warden's log: what it killed and whether it left none, or null while it is not all there. */
export function wardenStop(lines: readonly string[], n: number): InsideStop | null {
  const end = lines.findIndex((l) => l === `stopped ${n} clean` || l === `stopped ${n} left`);
  if (end < 0) return null;
  const start = n === 1 ? 0 : lines.findIndex((l) => l.startsWith(`stopped ${n - 1} `)) + 1;
  return { stopped: parseStopped(lines.slice(start, end).join('\n')), clean: lines[end]!.endsWith(' clean') };
}

/**
 * SIGKILLs the container's processes other than init and its main process: first from inside (the
 * sandbox's main process signalled, as WARDEN_SCRIPT, where it is one), which needs no new process;
 * then, unless that stop found none left, by one exec of the stop script. Null when neither could run.
 */
export async function stopContainerProcesses(sandbox: Sandbox, timeoutMs = 5000): Promise<StoppedProcess[] | null> {
  const inside = await sandbox.stopFromInside();
  if (inside?.clean === true) return inside.stopped;
  const r = await sandbox.exec(['/bin/busybox', 'sh', '-c', STOP_SCRIPT], { timeoutMs });
  if (r.outcome !== 'exited' && inside === null) return null;
  const seen = new Map<number, StoppedProcess>();
  for (const p of [...(inside?.stopped ?? []), ...(r.outcome === 'exited' ? parseStopped(r.stdout) : [])]) if (!seen.has(p.pid)) seen.set(p.pid, p);
  return [...seen.values()];
}
