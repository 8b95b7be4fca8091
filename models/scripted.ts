import { z } from 'zod';
import type { Feedback } from '../harness/contracts/feedback.js';
import { cloneData } from '../harness/digest.js';
import { ScriptError } from '../harness/errors.js';
import { immutableCopy, isImmutable } from '../harness/immutable.js';
import type { Proposer, Turn } from '../harness/contracts/proposer.js';

/**
 * A fixed list of proposals, one per turn, whatever the feedback. With
 * `strict`, being asked for a step the script does not have is a loud
 * ScriptError; otherwise the script just ends (the labs' semantics).
 * `unused()` tells how many steps were never asked for.
 */
export class ScriptedProposer implements Proposer {
  readonly name: string;
  readonly #steps: readonly unknown[];
  readonly #strict: boolean;
  #next = 0;

  constructor(steps: readonly unknown[], options: { strict?: boolean; name?: string } = {}) {
    this.#steps = steps;
    this.#strict = options.strict ?? false;
    this.name = options.name ?? 'scripted';
  }

  next(feedback: Feedback): Turn {
    if (this.#next < this.#steps.length) {
      const step = this.#steps[this.#next++];
      // `{"batch": [...]}` proposes several calls in one turn (parallel tool calls).
      if (step !== null && typeof step === 'object' && Object.hasOwn(step, 'batch') && !Array.isArray(step) && Array.isArray((step as { batch?: unknown }).batch) && Object.keys(step).length === 1) {
        return { type: 'batch', proposals: (step as { batch: unknown[] }).batch };
      }
      return { type: 'propose', proposal: step };
    }
    if (this.#strict) {
      throw new ScriptError(`script has no step ${this.#next + 1} (it has ${this.#steps.length}); last feedback: ${JSON.stringify(feedback).slice(0, 200)}`);
    }
    return { type: 'end' };
  }

  unused(): number {
    return this.#steps.length - this.#next;
  }

  exhausted(): boolean {
    return this.#next >= this.#steps.length;
  }
}

export const FeedbackRuleSchema = z.strictObject({
  /** Fields the feedback must have (e.g. {"event": "tool_result", "tool": "write_config"}); empty matches anything. */
  when: z.record(z.string(), z.unknown()).default({}),
  /** The proposal to make, or omit with `end: true` to stop proposing. */
  propose: z.unknown().optional(),
  end: z.boolean().default(false),
  /** How many times this rule may fire (0: no limit). */
  times: z.number().int().nonnegative().default(0),
});
export type FeedbackRule = z.infer<typeof FeedbackRuleSchema>;
export type FeedbackRuleInput = z.input<typeof FeedbackRuleSchema>;

/**
 * Proposes from the feedback it gets: the first rule whose `when` fields all
 * equal the feedback's fires. Feedback no rule covers is a ScriptError, so a
 * scenario cannot silently drift from what its author expected.
 */
export class FeedbackScriptProposer implements Proposer {
  readonly name: string;
  readonly #rules: FeedbackRule[];
  readonly #fired: number[];
  /** Each rule's `when` as entries, computed once. */
  readonly #when: [string, unknown][][];
  readonly #maxTurns: number;
  #turns = 0;

  /** `rules` as written, or compiled once by `compileRules` for every proposer that shares them (a cell's trials). */
  constructor(rules: readonly FeedbackRuleInput[] | CompiledRules, name = 'feedback-script', maxTurns = 100) {
    ({ rules: this.#rules, when: this.#when } = rules instanceof CompiledRules ? rules : compileRules(rules.map((r) => FeedbackRuleSchema.parse(r))));
    this.#fired = new Array<number>(this.#rules.length).fill(0);
    this.name = name;
    this.#maxTurns = maxTurns;
  }

  /** Ends after `maxTurns` turns: the proposer's own patience, so a run without a budget still ends. */
  next(feedback: Feedback): Turn {
    if (this.#turns++ >= this.#maxTurns) return { type: 'end' };
    const record = feedback as Record<string, unknown>;
    for (let i = 0; i < this.#rules.length; i++) {
      const rule = this.#rules[i]!;
      if (rule.times > 0 && this.#fired[i]! >= rule.times) continue;
      if (!matches(this.#when[i]!, record)) continue;
      this.#fired[i]! += 1;
      if (rule.end) return { type: 'end' };
      // A frozen proposal (compiled rules) cannot be changed by whoever receives it; any other is copied.
      return { type: 'propose', proposal: isImmutable(rule.propose) ? rule.propose : cloneData(rule.propose) };
    }
    throw new ScriptError(`no rule for feedback ${JSON.stringify(feedback).slice(0, 200)}`);
  }
}

/** Rules parsed and their `when` fields listed: what every proposer of one list of rules reads and never changes. */
export class CompiledRules {
  constructor(
    readonly rules: FeedbackRule[],
    readonly when: [string, unknown][][],
  ) {}
}

/** Rules that went through FeedbackRuleSchema (a loaded scenario's, or parsed by the proposer), compiled. */
export function compileRules(rules: readonly FeedbackRule[]): CompiledRules {
  return new CompiledRules(
    rules.map((r) => ({ ...r, propose: immutableCopy(r.propose) })),
    rules.map((r) => Object.entries(r.when)),
  );
}

/** `{tool, args}`: the proposal shape, for scripts written in TypeScript. */
export function action(tool: string, args: Record<string, unknown> = {}): { tool: string; args: Record<string, unknown> } {
  return { tool, args };
}

function matches(when: readonly [string, unknown][], record: Record<string, unknown>): boolean {
  for (const [key, value] of when) if (!Object.hasOwn(record, key) || record[key] !== value) return false;
  return true;
}
