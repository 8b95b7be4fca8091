import { z } from 'zod';
import { FINISH } from '../contracts/proposal.js';
import { PASS, type Control, type ControlSpec, type ParsedProposal, type Step } from './control.js';
import { isImmutable } from '../immutable.js';
import type { ToolDef } from '../tools.js';
import { refusal } from './refusal-memo.js';

export const ValidationParams = z.strictObject({
  /** Largest proposal, in characters of its JSON text (UTF-16 code units, estimated without serialising), looked at before any schema. */
  max_bytes: z.number().int().positive().default(65_536),
  /** Deepest nesting of objects and arrays allowed. */
  max_depth: z.number().int().positive().default(32),
});
export type ValidationParams = z.infer<typeof ValidationParams>;

/** Text echoed back to a proposer is cut to this many characters. */
const ECHO_LIMIT = 200;

function invalid(message: string, path: string): Step {
  return { type: 'refuse', feedback: { event: 'invalid_input', message: message.slice(0, ECHO_LIMIT), path: path.slice(0, ECHO_LIMIT) } };
}

/**
 * Measures a value against the caps, giving up as soon as one is passed, so a
 * 10 MB or 100k-deep proposal is measured in bounded time and stack: the
 * recursion never goes deeper than `maxDepth` + 1.
 */
export function exceedsCaps(value: unknown, maxBytes: number, maxDepth: number): 'bytes' | 'depth' | 'nul' | null {
  const budget = { bytes: maxBytes };
  return walk(value, 0, maxDepth, budget);
}

function walk(item: unknown, depth: number, maxDepth: number, budget: { bytes: number }): 'bytes' | 'depth' | 'nul' | null {
  if (depth > maxDepth) return 'depth';
  if (typeof item === 'string') {
    if ((budget.bytes -= item.length + 2) < 0) return 'bytes';
    return item.includes('\u0000') ? 'nul' : null;
  }
  if (item === null || typeof item !== 'object') return (budget.bytes -= 8) < 0 ? 'bytes' : null;
  budget.bytes -= 2;
  if (Array.isArray(item)) {
    for (const child of item) {
      budget.bytes -= 1;
      const found = walk(child, depth + 1, maxDepth, budget);
      if (found !== null) return found;
    }
  } else {
    for (const key in item) {
      if (!Object.hasOwn(item, key)) continue;
      budget.bytes -= key.length + 4;
      if (key.includes('\u0000')) return 'nul';
      const found = walk((item as Record<string, unknown>)[key], depth + 1, maxDepth, budget);
      if (found !== null) return found;
    }
  }
  return budget.bytes < 0 ? 'bytes' : null;
}

/** The caps, the proposal's shape, then the tool's argument schema: the first problem, or PASS. */
function check(proposal: ParsedProposal, tool: ToolDef | undefined, params: ValidationParams): Step {
  const cap = exceedsCaps(proposal.raw, params.max_bytes, params.max_depth);
  if (cap === 'bytes') return invalid(`proposal is larger than ${params.max_bytes} bytes`, '');
  if (cap === 'depth') return invalid(`proposal nests deeper than ${params.max_depth} levels`, '');
  if (cap === 'nul') return invalid('proposal contains a NUL character', '');
  const raw = proposal.raw as Record<string, unknown>;
  for (const key in raw) {
    if (key !== 'tool' && key !== 'args' && Object.hasOwn(raw, key)) return invalid(`unexpected field ${key}: a proposal has only tool and args`, key);
  }
  if (proposal.tool === FINISH) {
    const keys = Object.keys(proposal.args);
    return keys.length === 0 ? PASS : invalid(`finish takes no arguments, got ${keys[0]}`, `args.${keys[0]}`);
  }
  if (tool === undefined) return PASS;
  if (tool.args.validate(proposal.args)) return PASS;
  const refused = refusal(tool.args, proposal.args);
  return refused === null ? PASS : invalid(refused.message, refused.path);
}

/**
 * Argument validation: byte and depth caps first, then the exact proposal
 * shape, then the tool's strict argument schema. A failure goes back to the
 * proposer as invalid input; the proposal still counted against the budget.
 */
export const validation: ControlSpec<ValidationParams> = {
  name: 'validation',
  prevents: 'malformed or oversized arguments reaching the world',
  params: ValidationParams,
  stops: [],
  state: { fields: [] },
  probes: [{ scenario: 'correct_after_feedback', failure: 'malformed_effect', base: [], stops: 'complete' }],
  fuzz: { breaks: ['valid-args-only'] },
  create(params): Control {
    // Immutable proposals (a cell's scripted steps) that passed, with the tool they passed for (null: no tool): they pass again.
    const passed = new WeakMap<object, ToolDef | null>();
    return {
      name: 'validation',
      validate(_ctx, proposal, tool) {
        const raw = proposal.raw;
        if (!isImmutable(raw)) return check(proposal, tool, params);
        if (passed.get(raw) === (tool ?? null)) return PASS;
        const step = check(proposal, tool, params);
        if (step === PASS) passed.set(raw, tool ?? null);
        return step;
      },
    };
  },
};
