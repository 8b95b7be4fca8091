import Anthropic, { APIConnectionTimeoutError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import { classifySdkError } from './provider-failure.js';
import {
  BadResponseError,
  type ModelAdapter,
  type ModelRequest,
  type ModelResponse,
  type ModelToolCall,
  type ProviderFailure,
} from './model-adapter.js';

export interface AnthropicAdapterOptions {
  model: string;
  apiKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  /** Real milliseconds one HTTP request may take. */
  timeoutMs: number;
  /** Output tokens per answer (the messages API requires it). */
  maxTokens: number;
}

type Block = Anthropic.ContentBlockParam;

/** Anthropic's messages API through the official `@anthropic-ai/sdk`. */
export class AnthropicAdapter implements ModelAdapter {
  readonly provider = 'anthropic' as const;
  readonly model: string;
  readonly #client: Anthropic;
  readonly #options: AnthropicAdapterOptions;

  constructor(options: AnthropicAdapterOptions) {
    this.model = options.model;
    this.#options = options;
    this.#client = new Anthropic({
      apiKey: options.apiKey,
      baseURL: options.baseUrl,
      webhookKey: null,
      fetch: options.fetch,
      maxRetries: 0,
      timeout: options.timeoutMs,
      logLevel: 'off',
    });
  }

  /** The request body, built in a fixed key order so recordings compare byte for byte. */
  body(request: ModelRequest): Anthropic.MessageCreateParamsNonStreaming {
    return {
      model: this.#options.model,
      max_tokens: this.#options.maxTokens,
      system: request.system,
      messages: renderMessages(request),
      tools: request.tools.map((t) => ({ name: t.name, description: t.description, input_schema: t.parameters as Anthropic.Tool.InputSchema })),
    };
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    const message = await this.#client.messages.create(this.body(request));
    if (!Array.isArray(message.content)) throw new BadResponseError('message has no content list');
    const text: string[] = [];
    const toolCalls: ModelToolCall[] = [];
    for (const block of message.content) {
      if (block.type === 'text') text.push(block.text);
      else if (block.type === 'tool_use') toolCalls.push({ id: block.id, name: block.name, raw: block.input, args: { ok: true, value: block.input } });
    }
    const usage = message.usage;
    return {
      text: text.join(''),
      toolCalls,
      usage: {
        input: (usage?.input_tokens ?? 0) + (usage?.cache_creation_input_tokens ?? 0) + (usage?.cache_read_input_tokens ?? 0),
        output: usage?.output_tokens ?? 0,
      },
      finish: message.stop_reason ?? null,
    };
  }

  classify(error: unknown): ProviderFailure {
    return classifySdkError(error, { aborted: APIUserAbortError, timeout: APIConnectionTimeoutError, api: APIError });
  }

}

/**
 * Transcript -> messages. Consecutive entries of one role merge into one
 * message (all tool results of a turn travel in one user message, as the API
 * requires), and empty text is left out (the API rejects empty blocks).
 */
function renderMessages(request: ModelRequest): Anthropic.MessageParam[] {
  const messages: { role: 'user' | 'assistant'; content: Block[] }[] = [];
  const push = (role: 'user' | 'assistant', blocks: Block[]) => {
    if (blocks.length === 0) return;
    const last = messages.at(-1);
    if (last !== undefined && last.role === role) last.content.push(...blocks);
    else messages.push({ role, content: blocks });
  };
  for (const entry of request.transcript) {
    switch (entry.role) {
      case 'user':
        push('user', entry.text === '' ? [] : [{ type: 'text', text: entry.text }]);
        break;
      case 'assistant':
        push('assistant', [
          ...(entry.text === '' ? [] : [{ type: 'text' as const, text: entry.text }]),
          ...entry.toolCalls.map((call) => ({ type: 'tool_use' as const, id: call.id, name: call.name, input: call.raw })),
        ]);
        break;
      case 'tool':
        push('user', [{ type: 'tool_result', tool_use_id: entry.callId, content: entry.content, ...(entry.isError ? { is_error: true } : {}) }]);
        break;
    }
  }
  return messages;
}
