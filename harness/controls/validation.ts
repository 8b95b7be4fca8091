import { z } from 'zod';
import { FINISH } from '../contracts/proposal.js';
import { PASS, type Control, type ControlSpec, type Step } from './control.js';

export const ValidationParams = z.strictObject({
  /** Largest proposal, in bytes of JSON, looked at before any schema. */
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
 * Walks a value without recursion, giving up as soon as a cap is passed, so a
 * 10 MB or 100k-deep proposal is measured in bounded time and stack.
 */
export function exceedsCaps(value: unknown, maxBytes: number, maxDepth: number): 'bytes' | 'depth' | 'nul' | null {
  const items: unknown[] = [value];
  const depths: number[] = [0];
  let bytes = 0;
  while (items.length > 0) {
    const item = items.pop();
    const depth = depths.pop()!;
    if (depth > maxDepth) return 'depth';
    if (typeof item === 'string') {
      bytes += item.length + 2;
      if (item.includes('\u0000')) return 'nul';
    } else if (item !== null && typeof item === 'object') {
      bytes += 2;
      if (Array.isArray(item)) {
        for (const child of item) {
          bytes += 1;
          items.push(child);
          depths.push(depth + 1);
        }
      } else {
        for (const key in item) {
          if (!Object.hasOwn(item, key)) continue;
          bytes += key.length + 4;
          if (key.includes('\u0000')) return 'nul';
          items.push((item as Record<string, unknown>)[key]);
          depths.push(depth + 1);
        }
      }
    } else {
      bytes += 8;
    }
    if (bytes > maxBytes) return 'bytes';
  }
  return null;
}

/**
 * Argument validation: byte and depth caps first, then the exact proposal
 * shape, then the tool's strict argument schema. A failure goes back to the
 * proposer as invalid input; the proposal still counted against the budget.
 */
export const validation: ControlSpec<ValidationParams> = {
  name: 'validation',
  prevents: 'malformed or oversized arguments reaching the world',
  defaults: { max_bytes: 65_536, max_depth: 32 },
  create(params): Control {
    return {
      name: 'validation',
      validate(ctx, proposal, tool) {
        const cap = exceedsCaps(proposal.raw, params.max_bytes, params.max_depth);
        if (cap === 'bytes') return invalid(`proposal is larger than ${params.max_bytes} bytes`, '');
        if (cap === 'depth') return invalid(`proposal nests deeper than ${params.max_depth} levels`, '');
        if (cap === 'nul') return invalid('proposal contains a NUL character', '');
        const raw = proposal.raw as Record<string, unknown>;
        const extra = Object.keys(raw).filter((k) => k !== 'tool' && k !== 'args');
        if (extra.length > 0) return invalid(`unexpected field ${extra[0]}: a proposal has only tool and args`, extra[0] ?? '');
        if (proposal.tool === FINISH) {
          const keys = Object.keys(proposal.args);
          return keys.length === 0 ? PASS : invalid(`finish takes no arguments, got ${keys[0]}`, `args.${keys[0]}`);
        }
        if (tool === undefined) return PASS;
        const parsed = tool.args.safeParse(proposal.args);
        if (parsed.success) return PASS;
        const issue = parsed.error.issues[0];
        const path = ['args', ...(issue?.path ?? []).map(String)].join('.');
        void ctx;
        return invalid(`${path}: ${issue?.message ?? 'invalid'}`, path);
      },
    };
  },
};
