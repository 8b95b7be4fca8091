import { CODEX_STATE } from './codex.js';
import { openAcpSession } from '../acp/client.js';
import type { ConfigIssue, HarnessKind } from '../kind.js';

/**
 * Any agent that speaks the Agent Client Protocol over stdio (Gemini CLI
 * with --acp, OpenCode's `opencode acp`, the Claude Code and Codex
 * adapters, or one of your own): the bench is its ACP client
 * (harnesses/acp/client.ts). A configuration says how to launch the agent
 * and what the client offers it (`acp:`); no code per agent. Its end is the
 * session's: the prompt turn's stop reason, or why the session failed.
 */
export const ACP: HarnessKind = {
  name: 'acp',
  description: 'any agent that speaks the Agent Client Protocol over stdio; the bench is its ACP client (permissions from the grants, fs and terminal through the world)',
  // Any npm package that speaks ACP: its configuration names it and its version (the built-in ones pin Gemini CLI, OpenCode,
  // Qwen Code and Zed's Claude Code and Codex adapters), or names none and launches what is on the host (placement: host).
  packages: 'any',
  outcome: 'acp-session',
  placementIssues(config) {
    const issues: ConfigIssue[] = [];
    if (config.acp === undefined) {
      issues.push({ path: ['acp'], message: 'an acp configuration needs its acp: block (at least own_tools: off or client)' });
      return issues;
    }
    // Its own shell and file tools are off or go through the client (the world runs them), or it runs them itself inside the trial's container.
    const own = config.acp.own_tools === 'own';
    if (config.placement === 'container' && !own) issues.push({ path: ['placement'], message: "an ACP agent whose own shell and file tools are off or go through the client (acp.own_tools: off or client) runs in a container of its own (own-container): the world runs its tools in the trial's container" });
    if (own && config.placement !== 'container') issues.push({ path: ['placement'], message: "an ACP agent that runs its own shell and file tools (acp.own_tools: own) runs inside the trial's workspace container: set placement: container" });
    if (own && config.acp.tools_of === undefined) issues.push({ path: ['acp', 'tools_of'], message: 'own_tools: own needs tools_of: the family whose shell and file tools the agent has (codex-acp-ww+ask names codex)' });
    if (!own && config.acp.tools_of !== undefined) issues.push({ path: ['acp', 'tools_of'], message: 'tools_of is for own_tools: own' });
    if (!own && config.acp.read_before_write) issues.push({ path: ['acp', 'read_before_write'], message: "read_before_write is for own_tools: own (the scripted model reads through the agent's own tools)" });
    if (config.acp.own_tools === 'client' && !config.acp.fs) issues.push({ path: ['acp', 'fs'], message: "own_tools: client needs fs: true (the agent's file tools go through the client's fs)" });
    return issues;
  },
  refusals: [],
  sandboxFailures: [],
  sandboxPrograms: [],
  // The agents it runs inside the trial's container: codex-acp keeps Codex's home (the others run in a container of their own).
  stateFolders: CODEX_STATE,
  session: {
    open(io, trial) {
      const acp = trial.config.acp!;
      const session = openAcpSession(io, { options: acp, task: trial.task, cwd: trial.cwd, mcp: trial.mcp, world: trial.world, now: trial.now });
      return {
        done: session.done.then((end) => (end.kind === 'ended' ? end : { kind: 'failed' as const, reason: end.reason, started: end.phase === 'session/prompt' })),
        cancel: () => session.cancel(),
        events: () => session.events(),
        notes: () => session.notes(),
      };
    },
  },
};
