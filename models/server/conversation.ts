import { z } from 'zod';

/**
 * A model request reduced to what the bench's proposer needs: the tools the
 * harness offers and, in order, every tool call the model made with the
 * results the harness reported back. Each protocol module parses its own
 * request shape into this.
 */

/** A tool as a harness offers it: a flat name, or a bare name inside a namespace (Codex's MCP tools). */
export const OfferedToolSchema = z.strictObject({ name: z.string(), namespace: z.string().optional() });
export type OfferedTool = z.infer<typeof OfferedToolSchema>;

export interface WireCall {
  id: string;
  /** The name the harness sent back (a flat name, or the bare name when `namespace` is set). */
  name: string;
  namespace?: string | undefined;
  /** The arguments as the model sent them (a JSON string in most protocols). */
  arguments: string;
}

export interface WireResult {
  id: string;
  /** The tool output as the harness reported it, flattened to text. */
  text: string;
  /**
   * The protocol's error flag as the harness set it (Anthropic's `is_error`, a Gemini function
   * response's `error`); null where the protocol has none (OpenAI Responses, Chat Completions).
   */
  isError: boolean | null;
}

/**
 * One model turn that asked for tools, and what the harness answered for each
 * call; or, with no calls, a message the harness sent after a text answer
 * (it refused to end the run there, e.g. a completion check), in `nudge`.
 */
export interface WireStep {
  calls: WireCall[];
  results: WireResult[];
  nudge?: string;
}

export interface WireConversation {
  /** The first user message: the task as the harness passed it. */
  task: string;
  tools: OfferedTool[];
  steps: WireStep[];
  /** The request asked for a streamed answer. */
  stream: boolean;
  model: string;
}

/**
 * Groups a flat history into steps: consecutive calls form one step, and the
 * results that follow attach to it (a harness may list results out of order
 * or drop one; results are matched by call id).
 */
export class StepBuilder {
  readonly steps: WireStep[] = [];
  #open: WireStep | null = null;

  #answered = false;

  /** The model answered with text (no tool call): a user message after it is a nudge step. */
  text(): void {
    this.#answered = true;
    this.#open = null;
  }

  /** A user message: the task before any answer, a nudge after a text answer. Returns whether it was a nudge. */
  user(text: string): boolean {
    if (!this.#answered) return false;
    this.steps.push({ calls: [], results: [], nudge: text });
    this.#answered = false;
    this.#open = null;
    return true;
  }

  call(call: WireCall): void {
    this.#answered = false;
    if (this.#open === null || this.#open.results.length > 0) {
      this.#open = { calls: [], results: [] };
      this.steps.push(this.#open);
    }
    this.#open.calls.push(call);
  }

  result(result: WireResult): void {
    const step = [...this.steps].reverse().find((s) => s.calls.some((c) => c.id === result.id));
    if (step !== undefined) step.results.push(result);
  }
}

/** Text of a content value in any of the shapes the protocols use (a string, or parts with `text`). */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map(contentText).join('');
  if (content !== null && typeof content === 'object') {
    const part = content as Record<string, unknown>;
    if (typeof part['text'] === 'string') return part['text'];
    if (typeof part['output'] === 'string') return part['output'];
    if (part['content'] !== undefined) return contentText(part['content']);
  }
  return '';
}
