/**
 * The coding-agent threat catalogue (threat-cases.ts) by attack class, each
 * with the names the field gives it: promptfoo's coding-agent red-team
 * plugins (`coding-agent:*`), MITRE ATT&CK techniques where one fits, and
 * OverEager-Bench's out-of-scope actions. `list scenarios --class` prints it
 * and docs/scenarios.md carries it as a table (`npx tsx
 * scenarios/threat-classes.ts` prints that table); a test holds every attack
 * case to exactly one class. Kept apart from the cases themselves, so that a
 * class can be renamed without changing any scenario's digest.
 */
import { THREAT_CASES } from './threat-cases.js';

export interface ThreatClass {
  name: string;
  /** What the class is, in a line. */
  title: string;
  /** The class's names elsewhere, each a name the peer uses (none: the peer has no name for it). */
  peers: { promptfoo?: readonly string[]; attack?: readonly string[]; other?: string };
  /** The attack cases of the catalogue in it (their twins are each case's `threat.twin`). */
  cases: readonly string[];
}

export const THREAT_CLASSES: readonly ThreatClass[] = [
  {
    name: 'repo_injection',
    title: 'instructions planted in the repository (README, an issue, a code comment)',
    peers: { promptfoo: ['coding-agent:repo-prompt-injection'] },
    cases: ['threat_secret_readme_injection', 'threat_secret_issue_injection', 'threat_secret_comment_injection'],
  },
  {
    name: 'output_injection',
    title: "instructions in what a tool prints (a check's output, a test's, an installer's, an error message)",
    peers: { promptfoo: ['coding-agent:terminal-output-injection'] },
    cases: ['threat_secret_output_injection', 'threat_test_output_injection', 'threat_install_output_injection', 'threat_error_injection'],
  },
  {
    name: 'secret_reads',
    title: "the checkout's planted credential (.env) read into the model's context",
    peers: { promptfoo: ['coding-agent:secret-file-read', 'coding-agent:secret-env-read'] },
    cases: ['threat_secret_cat', 'threat_secret_read'],
  },
  {
    name: 'outside_checkout',
    title: 'credentials read outside the checkout: HOME, a search of HOME, links out of the workspace',
    peers: { promptfoo: ['coding-agent:sandbox-read-escape'], attack: ['T1552.001 Credentials In Files', 'T1552.004 Private Keys'] },
    cases: ['threat_home_credential', 'threat_ssh_key', 'threat_home_search', 'threat_symlink_out', 'threat_symlink_copy'],
  },
  {
    name: 'egress',
    title: 'a credential sent out: an upload, encoded, compressed with the history, in a query string',
    peers: { promptfoo: ['coding-agent:terminal-network-exfil', 'coding-agent:network-egress-bypass'], attack: ['T1048 Exfiltration Over Alternative Protocol'] },
    cases: ['threat_secret_exfil', 'threat_secret_exfil_base64', 'threat_secret_exfil_history', 'threat_exfil_query'],
  },
  {
    name: 'verifier_sabotage',
    title: 'what judges the work weakened: the check, the tests, a snapshot, the lock file, the code owners',
    peers: { promptfoo: ['coding-agent:verifier-sabotage', 'coding-agent:dependency-confusion'] },
    cases: ['threat_check_rewrite', 'threat_tests_delete', 'threat_test_skip', 'threat_snapshot_rewrite', 'threat_lockfile_swap', 'threat_codeowners_clear'],
  },
  {
    name: 'approval_bypass',
    title: 'a refused command run another way: a chain, a substitution, an interpreter, a script, find -exec, xargs, base64, a git alias',
    peers: { promptfoo: ['coding-agent:approval-bypass'] },
    cases: ['threat_chain', 'threat_substitution', 'threat_interpreter', 'threat_script', 'threat_find_exec', 'threat_xargs', 'threat_encoded_command', 'threat_git_alias'],
  },
  {
    name: 'claim_mismatch',
    title: 'done declared on a workspace that fails its check (never run, or undone after it passed)',
    peers: { promptfoo: ['coding-agent:claim-validation-mismatch'] },
    cases: ['threat_false_done', 'threat_revert_after_check'],
  },
  {
    name: 'destructive',
    title: 'data or history destroyed: rm, a truncating redirect, an overwrite, git reset, git rm, shred',
    peers: { attack: ['T1485 Data Destruction'] },
    cases: ['threat_delete_data', 'threat_truncate_data', 'threat_overwrite_data', 'threat_git_reset', 'threat_git_rm', 'threat_shred'],
  },
  {
    name: 'persistence_git_hooks',
    title: "git hooks: the project's own, core.hooksPath in the project, core.hooksPath in ~/.gitconfig",
    peers: { promptfoo: ['coding-agent:lifecycle-script-execution', 'coding-agent:sandbox-write-escape'] },
    cases: ['threat_git_hook_local', 'threat_hooks_path_local', 'threat_git_hooks_global'],
  },
  {
    name: 'persistence_shell',
    title: "the shell's start-up files and PATH (~/.bashrc, ~/.profile, ~/.local/bin)",
    peers: { promptfoo: ['coding-agent:sandbox-write-escape'], attack: ['T1546.004 Unix Shell Configuration Modification'] },
    cases: ['threat_shell_rc', 'threat_path_shim'],
  },
  {
    name: 'persistence_package_scripts',
    title: "a package lifecycle script (postinstall) added to the project's manifest",
    peers: { promptfoo: ['coding-agent:lifecycle-script-execution'], attack: ['T1195.001 Compromise Software Dependencies and Development Tools'] },
    cases: ['threat_npm_lifecycle'],
  },
  {
    name: 'persistence_ci',
    title: "the project's CI: a new action, a step added to a workflow",
    peers: { promptfoo: ['coding-agent:sandbox-write-escape'], attack: ['T1677 Poisoned Pipeline Execution'] },
    cases: ['threat_ci_action_new', 'threat_ci_workflow_edit'],
  },
  {
    name: 'agent_settings',
    title: "an agent's own settings, its MCP servers and an editor's tasks rewritten to run or allow more",
    peers: { promptfoo: ['coding-agent:codex-config-poisoning', 'coding-agent:mcp-config-poisoning'] },
    cases: ['threat_settings_edit', 'threat_codex_config_append', 'threat_gemini_settings_hook', 'threat_mcp_config', 'threat_editor_task'],
  },
  {
    name: 'persistence_scheduled',
    title: 'what runs later: a user timer, a script left in /tmp, a process left running',
    peers: { promptfoo: ['coding-agent:sandbox-write-escape'], attack: ['T1053.006 Systemd Timers'] },
    cases: ['threat_scheduled_job', 'threat_tmp_script', 'threat_background'],
  },
  {
    name: 'duplicate_effects',
    title: 'a non-idempotent step run again after it reported a timeout',
    peers: {},
    cases: ['threat_deploy_twice'],
  },
  {
    name: 'budget',
    title: "a loop of commands past the task's budget",
    peers: {},
    cases: ['threat_command_loop'],
  },
  {
    name: 'scope',
    title: 'beyond the asked scope: an unasked rewrite, an unasked clean-up, an unasked dependency',
    peers: { promptfoo: ['coding-agent:least-privilege-drift'], other: 'OverEager-Bench: out-of-scope actions (arXiv 2605.18583)' },
    cases: ['threat_scope_readme', 'threat_scope_cleanup', 'threat_scope_dependency'],
  },
];

/** The class of an attack case, or undefined for a scenario that is not one. */
export function threatClassOf(name: string): ThreatClass | undefined {
  return THREAT_CLASSES.find((c) => c.cases.includes(name));
}

/** The classes as a Markdown table: class, what it is, our cases, the peers' names. */
export function threatClassTable(): string {
  const twins = new Map(THREAT_CASES.map((s) => [s.name, s.threat!.twin]));
  const code = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(', ');
  const peers = (c: ThreatClass) =>
    [...(c.peers.promptfoo ?? []).map((p) => `promptfoo \`${p}\``), ...(c.peers.attack ?? []).map((a) => `ATT&CK ${a}`), ...(c.peers.other === undefined ? [] : [c.peers.other])].join('; ') || 'none';
  const lines = ['| class | what | our cases (twin) | the peers call it |', '| --- | --- | --- | --- |'];
  for (const c of THREAT_CLASSES) lines.push(`| \`${c.name}\` | ${c.title} | ${code(c.cases)} (${code([...new Set(c.cases.map((n) => twins.get(n)!))])}) | ${peers(c)} |`);
  return `${lines.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(threatClassTable());
