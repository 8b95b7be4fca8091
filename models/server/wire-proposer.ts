import OpenAI from 'openai';
import type { Feedback } from '../../harness/contracts/feedback.js';
import { FINISH } from '../../harness/contracts/proposal.js';
import type { Proposer, Turn } from '../../harness/contracts/proposer.js';
import { FINISH_TEXT } from './decide.js';
import { scenarioName } from '../../worlds/mcp/mcp-names.js';

/**
 * The reference harness's proposer when it runs over the wire: every turn is
 * a Chat Completions request to the model server with the whole
 * conversation. The harness's feedback goes back as the bench's own feedback
 * JSON (a tool message per call, or a user message after a refused finish),
 * which the model server reads as it is, so the replayed proposer sees
 * exactly the feedback it would see in process.
 */
export class WireProposer implements Proposer {
  readonly name = 'wire';
  readonly #client: OpenAI;
  readonly #tools: OpenAI.Chat.ChatCompletionTool[];
  readonly #messages: OpenAI.Chat.ChatCompletionMessageParam[] = [];
  #pending: string[] = [];

  constructor(baseURL: string, tools: readonly { name: string; description: string; parameters: Record<string, unknown> }[]) {
    this.#client = new OpenAI({ baseURL, apiKey: 'harness-bench-local', maxRetries: 0 });
    this.#tools = tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } }));
  }

  async next(feedback: Feedback): Promise<Turn> {
    if (feedback.event === 'start') this.#messages.push({ role: 'user', content: feedback.task });
    else if (this.#pending.length === 0) this.#messages.push({ role: 'user', content: own(feedback) });
    else {
      const results = feedback.event === 'batch_result' && this.#pending.length > 1 ? feedback.results : null;
      this.#pending.forEach((id, i) => this.#messages.push({ role: 'tool', tool_call_id: id, content: results ? own((results[i] ?? { event: 'not_run' }) as Feedback) : own(feedback) }));
      this.#pending = [];
    }
    const completion = await this.#client.chat.completions.create({ model: 'bench', messages: this.#messages, tools: this.#tools });
    const message = completion.choices[0]!.message;
    const calls = (message.tool_calls ?? []).filter((c) => c.type === 'function');
    this.#messages.push(calls.length > 0 ? { role: 'assistant', content: null, tool_calls: calls } : { role: 'assistant', content: message.content ?? '' });
    if (calls.length === 0) {
      const text = message.content ?? '';
      if (!text.startsWith(FINISH_TEXT)) return { type: 'end' };
      const claims = text.slice(FINISH_TEXT.length).trim();
      return { type: 'propose', proposal: { tool: FINISH, args: claims === '' ? {} : parseArgs(claims) } };
    }
    this.#pending = calls.map((c) => c.id);
    const proposals = calls.map((c) => ({ tool: scenarioName(c.function.name), args: parseArgs(c.function.arguments) }));
    return proposals.length === 1 ? { type: 'propose', proposal: proposals[0] } : { type: 'batch', proposals };
  }
}

/** The bench's feedback as JSON with `event` first (how the model server recognises it). */
function own(feedback: Feedback | Record<string, unknown>): string {
  const { event, ...rest } = feedback as Record<string, unknown>;
  return JSON.stringify({ event, ...rest });
}

function parseArgs(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
