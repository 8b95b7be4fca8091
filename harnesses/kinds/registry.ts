import type { HarnessKind, KindConfigView, ToolFamily } from '../kind.js';
import { ACP } from './acp.js';
import { CLAUDE_CODE } from './claude-code.js';
import { CLINE } from './cline.js';
import { CODEX } from './codex.js';
import { COPILOT } from './copilot.js';
import { GEMINI_CLI } from './gemini-cli.js';
import { KILO } from './kilo.js';
import { OPENCODE } from './opencode.js';
import { QWEN_CODE } from './qwen-code.js';
import { OPENAI_AGENTS } from './openai-agents.js';
import { REFERENCE } from './reference.js';

/**
 * Every harness kind the bench can launch, one module each (kinds/*.ts).
 * Adding a kind is its module, its configurations under profiles/<kind>/ and
 * its line here; the configuration schema, `--harness`, `list harnesses` and
 * the run help read this list (docs/architecture.md walks through one).
 */
export const HARNESS_KINDS: readonly HarnessKind[] = [OPENAI_AGENTS, CODEX, CLAUDE_CODE, REFERENCE, ACP];

export const HARNESS_KIND_NAMES: readonly string[] = HARNESS_KINDS.map((k) => k.name);

/** The tool families the bench drives only over ACP: no kind of their own (kinds/gemini-cli.ts). */
const ACP_ONLY_FAMILIES: readonly ToolFamily[] = [GEMINI_CLI, QWEN_CODE, OPENCODE, KILO, CLINE, COPILOT];

/**
 * The families of shell and file tools an ACP agent's `acp.tools_of` may name: every kind with tools
 * of its own, then the families the bench drives only over ACP. Adding one is its module and a line
 * in ACP_ONLY_FAMILIES.
 */
export function toolFamilies(kinds: readonly HarnessKind[] = HARNESS_KINDS): ToolFamily[] {
  const own = kinds.flatMap((k) => (k.builtins === undefined ? [] : [{ ...k, builtins: k.builtins }]));
  return [...own, ...ACP_ONLY_FAMILIES.filter((f) => !own.some((k) => k.name === f.name))];
}

export function findKind(name: string, kinds: readonly HarnessKind[] = HARNESS_KINDS): HarnessKind | undefined {
  return kinds.find((k) => k.name === name);
}

/**
 * The kind a configuration runs as: its own, except that an ACP agent running its own shell and file
 * tools has the tools, refusal texts and sandbox needs of the family `acp.tools_of` names (Codex's,
 * through codex-acp; Gemini CLI's): the model asks for them, and their refusals read, as that family's.
 */
export function kindFor(config: { harness: string } & KindConfigView, kinds: readonly HarnessKind[] = HARNESS_KINDS): HarnessKind | undefined {
  const kind = findKind(config.harness, kinds);
  const toolsOf = config.acp?.own_tools === 'own' ? config.acp.tools_of : undefined;
  const family = toolsOf === undefined ? undefined : toolFamilies(kinds).find((f) => f.name === toolsOf);
  if (kind === undefined || family === undefined) return kind;
  const { builtins, refusals, sandboxFailures, sandboxPrograms } = family;
  // What the family keeps of its own under HOME is its state here too (Claude Code's ~/.claude/ under Zed's adapter).
  const stateFolders = [...new Set([...kind.stateFolders, ...family.stateFolders])];
  return { ...kind, builtins, refusals, sandboxFailures, sandboxPrograms, stateFolders };
}
