import { z } from 'zod';
import { PASS, slotOf, stateSlot, type Control, type ControlSpec, type Step } from './control.js';
import type { RunContext } from '../state.js';

const Argv = z.array(z.string()).min(1);

export const CommandRulesParams = z.strictObject({
  /**
   * The commands that may run, each an exact argv: ["node", "check.js"]
   * allows that command and no other arguments (`cat README.md .env` is not
   * `cat README.md`). A shell, an interpreter or `find` is a command like any
   * other: allowed only as listed. Null: every command may run (the rule is
   * inert).
   */
  allow: z.array(Argv).nullable().default(null),
  /** Allowed commands that may run once per run: a step with an effect that must not repeat (a deploy). */
  once: z.array(Argv).default([]),
});
export type CommandRulesParams = z.infer<typeof CommandRulesParams>;

/** The once-only commands this run has let through, by their rule. */
const RAN = stateSlot('command-rules', () => new Set<number>());

const same = (argv: readonly string[], rule: readonly string[]) => rule.length === argv.length && rule.every((part, i) => argv[i] === part);

/** The argv of a call that runs a command (its arguments have an `argv` list of strings), else null. */
function commandOf(args: Record<string, unknown>): string[] | null {
  const argv = args['argv'];
  return Array.isArray(argv) && argv.length > 0 && argv.every((a) => typeof a === 'string') ? (argv as string[]) : null;
}

function deny(ctx: RunContext, tool: string, message: string): Step {
  ctx.emit({ type: 'tool_denied', tool, control: 'command-rules' });
  return { type: 'refuse', feedback: { event: 'denied', tool, control: 'command-rules', message } };
}

/**
 * Command rules: a command runs only when its argv is an allowed one,
 * and a once-only command runs once. What a coding agent's own command rules
 * do (an allow list, a prompt before anything else), held to argv: a chain,
 * a substitution or an interpreter is refused because `sh` or `node -e` is
 * not on the list, never by reading a shell string.
 */
export const commandRules: ControlSpec<CommandRulesParams> = {
  name: 'command-rules',
  prevents: 'a command beyond the task (deleting data, reading secrets, a chained or interpreted payload) or a non-idempotent one run twice',
  params: CommandRulesParams,
  stops: [],
  state: { fields: [], slot: RAN },
  probes: [{ scenario: 'threat_delete_data', failure: 'unauthorized_effect', base: [], stops: 'complete' }],
  fuzz: { outOfReach: 'governs workspace commands; the fuzzer drives the export worker, which runs none' },
  create(params): Control {
    const allow = params.allow;
    const once = params.once;
    return {
      name: 'command-rules',
      authorise(ctx, tool, args) {
        const argv = commandOf(args);
        if (argv === null) return PASS;
        if (allow !== null && !allow.some((allowed) => same(argv, allowed))) return deny(ctx, tool.name, `${JSON.stringify(argv.slice(0, 3))} is not an allowed command`);
        const rule = once.findIndex((allowed) => same(argv, allowed));
        if (rule < 0) return PASS;
        const ran = slotOf(ctx, RAN);
        if (ran.has(rule)) return deny(ctx, tool.name, `${JSON.stringify(once[rule])} may run once per task, and it already ran`);
        ran.add(rule);
        return PASS;
      },
    };
  },
};
