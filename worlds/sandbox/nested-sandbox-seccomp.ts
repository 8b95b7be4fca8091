/**
 * The seccomp profile of the `nested-sandbox` container hardening: used ONLY
 * for a harness whose own sandbox is under test (a profile with
 * `container_hardening: nested-sandbox`), never for another trial.
 *
 * A harness's own sandbox (Codex's bubblewrap, Claude Code's sandbox setting,
 * which also runs bubblewrap) makes an unprivileged user namespace and mounts
 * inside it: clone/unshare with namespace flags, mount, umount2, pivot_root,
 * setns. The engine's default profile refuses those to a container without
 * CAP_SYS_ADMIN ("bwrap: No permissions to create new namespace"). This
 * profile allows every system call but a deny-list: the kernel-wide and
 * host-reaching calls (modules, kexec, reboot, clock, swap, accounting,
 * quotas, keyrings, bpf, perf, ptrace and cross-process memory, handle-based
 * opens, userfaultfd, io_uring, the new mount API, syslog). It is our own
 * list, written for this purpose: unlike the engine's default (an allow-list),
 * a system call the list does not name is allowed, which is the widening
 * docs/sandbox.md states. Capabilities stay dropped in the container itself:
 * the namespaces a process makes grant it capabilities only over its own new
 * namespaces, never over the container's or the host's.
 */
export const NESTED_SANDBOX_DENIED_SYSCALLS: readonly string[] = Object.freeze([
  'acct', 'add_key', 'bpf', 'clock_adjtime', 'clock_settime', 'create_module', 'delete_module',
  'fanotify_init', 'finit_module', 'fsconfig', 'fsmount', 'fsopen', 'fspick', 'get_kernel_syms',
  'init_module', 'io_uring_enter', 'io_uring_register', 'io_uring_setup', 'ioperm', 'iopl', 'kcmp',
  'kexec_file_load', 'kexec_load', 'keyctl', 'lookup_dcookie', 'mount_setattr', 'move_mount',
  'name_to_handle_at', 'nfsservctl', 'open_by_handle_at', 'open_tree', 'perf_event_open',
  'process_vm_readv', 'process_vm_writev', 'ptrace', 'query_module', 'quotactl', 'reboot',
  'request_key', 'settimeofday', 'swapoff', 'swapon', 'syslog', 'sysfs', '_sysctl', 'uselib',
  'userfaultfd', 'ustat', 'vm86', 'vm86old',
]);

/** EPERM for a denied call (a program sees "Operation not permitted", as under the engine's default). */
const EPERM = 1;

/** The profile as the engine takes it in `SecurityOpt: ["seccomp=<json>"]` (and records it verbatim). */
export const NESTED_SANDBOX_SECCOMP_JSON: string = JSON.stringify({
  defaultAction: 'SCMP_ACT_ALLOW',
  architectures: ['SCMP_ARCH_X86_64', 'SCMP_ARCH_X86', 'SCMP_ARCH_X32'],
  syscalls: [{ names: [...NESTED_SANDBOX_DENIED_SYSCALLS], action: 'SCMP_ACT_ERRNO', errnoRet: EPERM }],
});
