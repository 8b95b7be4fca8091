import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { classifySdkError } from './provider-failure.js';
import {
  BadResponseError,
  parseArguments,
  type CallOptions,
  type ModelAdapter,
  type ModelRequest,
  type ModelResponse,
  type ModelToolCall,
  type ProviderFailure,
} from './model-adapter.js';

export interface OpenAiAdapterOptions {
  /** `openai` sends max_completion_tokens; `openai-compatible` sends max_tokens, which local servers know. */
  provider: 'openai' | 'openai-compatible';
  model: string;
  apiKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  /** Real milliseconds one HTTP request may take. */
  timeoutMs: number;
  temperature?: number | undefined;
  seed?: number | undefined;
  /** Output tokens per answer. */
  maxTokens?: number | undefined;
  /** Stream the answer (server-sent events, with usage in the last chunk). */
  stream?: boolean | undefined;
  /** An SDK client built by `OpenAiAdapter.client` from these same options, shared by the trials of a live run (building one per trial costs CPU). */
  client?: OpenAI | undefined;
}

/** The chat completions protocol (OpenAI, Ollama, vLLM, llama.cpp server, LM Studio) through the official `openai` SDK. */
export class OpenAiAdapter implements ModelAdapter {
  readonly provider: 'openai' | 'openai-compatible';
  readonly model: string;
  readonly stream: boolean;
  readonly #client: OpenAI;
  readonly #options: OpenAiAdapterOptions;
  /** Ids made up for tool calls a server sent without one (some local servers do). */
  #madeUp = 0;

  constructor(options: OpenAiAdapterOptions) {
    this.provider = options.provider;
    this.model = options.model;
    this.stream = options.stream ?? false;
    this.#options = options;
    this.#client = options.client ?? OpenAiAdapter.client(options);
  }

  /** The SDK client for these options; it holds no per-trial state, so one can serve every trial of a live run. */
  static client(options: OpenAiAdapterOptions): OpenAI {
    return new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl,
      // Everything the SDK would otherwise read from the environment is pinned.
      organization: null,
      project: null,
      adminAPIKey: null,
      webhookSecret: null,
      fetch: options.fetch,
      maxRetries: 0,
      timeout: options.timeoutMs,
      logLevel: 'off',
    });
  }

  /** The request body, built in a fixed key order so recordings compare byte for byte. */
  body(request: ModelRequest): OpenAI.ChatCompletionCreateParamsNonStreaming {
    const o = this.#options;
    const body: OpenAI.ChatCompletionCreateParamsNonStreaming = {
      model: o.model,
      messages: renderMessages(request),
      tools: request.tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } })),
    };
    if (o.temperature !== undefined) body.temperature = o.temperature;
    if (o.seed !== undefined) body.seed = o.seed;
    if (o.maxTokens !== undefined) {
      if (o.provider === 'openai') body.max_completion_tokens = o.maxTokens;
      else body.max_tokens = o.maxTokens;
    }
    return body;
  }

  async complete(request: ModelRequest, call: CallOptions = {}): Promise<ModelResponse> {
    const completion = this.stream
      ? await this.#streamed(request, call)
      : await this.#client.chat.completions.create(this.body(request), { signal: call.signal });
    const choice = completion.choices?.[0];
    if (choice === undefined || choice.message === undefined) throw new BadResponseError('chat completion has no choices');
    const message = choice.message;
    const toolCalls: ModelToolCall[] = (message.tool_calls ?? []).map((call) => {
      const id = call.id || `call_missing_id_${++this.#madeUp}`;
      if (call.type === 'function') return { id, name: call.function.name, raw: call.function.arguments, args: parseArguments(call.function.arguments ?? '') };
      const other = call as { type?: unknown; custom?: { name?: unknown; input?: unknown } };
      return {
        id,
        name: typeof other.custom?.name === 'string' ? other.custom.name : String(other.type),
        raw: other.custom?.input ?? '',
        args: { ok: false, error: `unsupported tool call type ${String(other.type)}` },
      };
    });
    return {
      text: message.content ?? message.refusal ?? '',
      toolCalls,
      usage: { input: completion.usage?.prompt_tokens ?? 0, output: completion.usage?.completion_tokens ?? 0 },
      finish: choice.finish_reason ?? null,
    };
  }

  classify(error: unknown): ProviderFailure {
    return classifySdkError(error, { aborted: APIUserAbortError, timeout: APIConnectionTimeoutError, api: APIError });
  }

  /** A streamed answer, put back together into the shape of a whole completion. */
  async #streamed(request: ModelRequest, call: CallOptions): Promise<OpenAI.ChatCompletion> {
    const body: OpenAI.ChatCompletionCreateParamsStreaming = { ...this.body(request), stream: true, stream_options: { include_usage: true } };
    const stream = await this.#client.chat.completions.create(body, { signal: call.signal });
    let content: string | null = null;
    let refusal: string | null = null;
    let finish: OpenAI.ChatCompletion.Choice['finish_reason'] | null = null;
    let usage: OpenAI.CompletionUsage | undefined;
    let sawChoice = false;
    let first = true;
    const calls: { id: string; name: string; arguments: string }[] = [];
    for await (const chunk of stream) {
      if (chunk.usage) usage = chunk.usage;
      const choice = chunk.choices?.[0];
      if (choice === undefined) continue;
      sawChoice = true;
      const delta = choice.delta ?? {};
      if (first && (delta.content || delta.refusal || delta.tool_calls?.length)) {
        first = false;
        call.onFirstToken?.();
      }
      if (typeof delta.content === 'string') content = (content ?? '') + delta.content;
      if (typeof delta.refusal === 'string') refusal = (refusal ?? '') + delta.refusal;
      for (const part of delta.tool_calls ?? []) {
        const slot = (calls[part.index] ??= { id: '', name: '', arguments: '' });
        if (part.id) slot.id = part.id;
        if (part.function?.name) slot.name += part.function.name;
        if (part.function?.arguments) slot.arguments += part.function.arguments;
      }
      if (choice.finish_reason) finish = choice.finish_reason;
    }
    if (!sawChoice) throw new BadResponseError('the chat completion stream ended with no choices');
    const toolCalls = calls.filter((c) => c !== undefined).map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.arguments } }));
    return {
      id: 'streamed',
      object: 'chat.completion',
      created: 0,
      model: this.model,
      choices: [{ index: 0, logprobs: null, finish_reason: finish ?? 'stop', message: { role: 'assistant', content, refusal, ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}) } }],
      ...(usage ? { usage } : {}),
    };
  }

}

function renderMessages(request: ModelRequest): OpenAI.ChatCompletionMessageParam[] {
  const messages: OpenAI.ChatCompletionMessageParam[] = [{ role: 'system', content: request.system }];
  for (const entry of request.transcript) {
    switch (entry.role) {
      case 'user':
        messages.push({ role: 'user', content: entry.text });
        break;
      case 'assistant': {
        if (entry.toolCalls.length === 0) {
          messages.push({ role: 'assistant', content: entry.text });
          break;
        }
        messages.push({
          role: 'assistant',
          content: entry.text === '' ? null : entry.text,
          tool_calls: entry.toolCalls.map((call) => ({
            id: call.id,
            type: 'function' as const,
            function: { name: call.name, arguments: typeof call.raw === 'string' ? call.raw : JSON.stringify(call.raw) },
          })),
        });
        break;
      }
      case 'tool':
        messages.push({ role: 'tool', tool_call_id: entry.callId, content: entry.content });
        break;
    }
  }
  return messages;
}
