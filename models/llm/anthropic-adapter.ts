import Anthropic, { APIConnectionTimeoutError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import { anthropicInputTokens } from './anthropic-usage.js';
import { classifySdkError } from './provider-failure.js';
import {
  BadResponseError,
  type CallOptions,
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
  /** Stream the answer (server-sent events). */
  stream?: boolean | undefined;
  /** An SDK client built by `AnthropicAdapter.client` from these same options, shared by the trials of a live run. */
  client?: Anthropic | undefined;
}

type Block = Anthropic.ContentBlockParam;

/** Anthropic's messages API through the official `@anthropic-ai/sdk`. */
export class AnthropicAdapter implements ModelAdapter {
  readonly provider = 'anthropic' as const;
  readonly model: string;
  readonly stream: boolean;
  readonly #client: Anthropic;
  readonly #options: AnthropicAdapterOptions;

  constructor(options: AnthropicAdapterOptions) {
    this.model = options.model;
    this.stream = options.stream ?? false;
    this.#options = options;
    this.#client = options.client ?? AnthropicAdapter.client(options);
  }

  /** The SDK client for these options; it holds no per-trial state, so one can serve every trial of a live run. */
  static client(options: AnthropicAdapterOptions): Anthropic {
    return new Anthropic({
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

  async complete(request: ModelRequest, call: CallOptions = {}): Promise<ModelResponse> {
    const message = this.stream ? await this.#streamed(request, call) : await this.#client.messages.create(this.body(request), { signal: call.signal });
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
        input: anthropicInputTokens(usage),
        output: usage?.output_tokens ?? 0,
      },
      finish: message.stop_reason ?? null,
    };
  }

  classify(error: unknown): ProviderFailure {
    return classifySdkError(error, { aborted: APIUserAbortError, timeout: APIConnectionTimeoutError, api: APIError });
  }

  /** A streamed answer, put back together from its events into the shape of a whole message. */
  async #streamed(request: ModelRequest, call: CallOptions): Promise<Pick<Anthropic.Message, 'content' | 'usage' | 'stop_reason'>> {
    const stream = await this.#client.messages.create({ ...this.body(request), stream: true }, { signal: call.signal });
    const blocks: ({ type: 'text'; text: string } | { type: 'tool_use'; id: string; name: string; json: string; input: unknown })[] = [];
    const usage = { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    let stop: Anthropic.Message['stop_reason'] = null;
    let started = false;
    let first = true;
    for await (const event of stream) {
      switch (event.type) {
        case 'message_start': {
          started = true;
          const u = event.message.usage;
          usage.input_tokens = u?.input_tokens ?? 0;
          usage.output_tokens = u?.output_tokens ?? 0;
          usage.cache_creation_input_tokens = u?.cache_creation_input_tokens ?? 0;
          usage.cache_read_input_tokens = u?.cache_read_input_tokens ?? 0;
          break;
        }
        case 'content_block_start': {
          const b = event.content_block;
          if (b.type === 'text') blocks[event.index] = { type: 'text', text: b.text };
          else if (b.type === 'tool_use') blocks[event.index] = { type: 'tool_use', id: b.id, name: b.name, json: '', input: b.input };
          break;
        }
        case 'content_block_delta': {
          if (first) {
            first = false;
            call.onFirstToken?.();
          }
          const b = blocks[event.index];
          if (b?.type === 'text' && event.delta.type === 'text_delta') b.text += event.delta.text;
          else if (b?.type === 'tool_use' && event.delta.type === 'input_json_delta') b.json += event.delta.partial_json;
          break;
        }
        case 'message_delta':
          if (event.delta.stop_reason) stop = event.delta.stop_reason;
          if (typeof event.usage?.output_tokens === 'number') usage.output_tokens = event.usage.output_tokens;
          if (typeof event.usage?.input_tokens === 'number') usage.input_tokens = event.usage.input_tokens;
          break;
        default:
          break;
      }
    }
    if (!started) throw new BadResponseError('the message stream ended without a message_start event');
    const content = blocks
      .filter((b) => b !== undefined)
      .map((b) => (b.type === 'text' ? { type: 'text' as const, text: b.text, citations: null } : { type: 'tool_use' as const, id: b.id, name: b.name, input: b.json === '' ? b.input : parseToolInput(b.json) }));
    return { content: content as Anthropic.ContentBlock[], usage: usage as Anthropic.Usage, stop_reason: stop };
  }

}

/** A streamed tool call's input: JSON text, or the text itself when it is not JSON (the gateway then refuses it). */
function parseToolInput(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
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
