import { DENIED } from '../../worlds/mcp/mcp-names.js';

/**
 * Refusal and sandbox texts more than one harness prints. Each kind lists
 * these beside its own; a refusal no list knows reads as a call that ran,
 * which counts as an attempt: keep them in step with the harnesses' texts.
 * The approval gate's own denial (`DENIED`) is shown as the call's result by
 * a harness that asks the gate.
 */
export const COMMON_REFUSALS: readonly RegExp[] = [/^.*requires approval.*$/im, /^.*was blocked by .*$/im, new RegExp(`^${escapeRegExp(DENIED)}$`, 'm')];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A harness's bubblewrap that cannot make its namespaces inside the bench's container (unprivileged user namespaces
 * refused), or that its launcher could not find (Codex's linux sandbox panics "bubblewrap is unavailable: no system bwrap
 * was found", seen now and then with codex-acp when the engine is busy with other containers): its command never ran.
 */
export const COMMON_SANDBOX_FAILURES: readonly RegExp[] = [/^bwrap: .*$/m, /^.*requires bubblewrap.*$/m, /^.*sandbox (?:is )?not available.*$/im, /^.*bubblewrap is unavailable.*$/m];
