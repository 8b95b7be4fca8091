/**
 * The model adapter: provider messages <-> proposals. An adapter translates a
 * provider-neutral transcript into one provider's request, and its answer back
 * into text and tool calls. It grants nothing: what a tool call becomes is the
 * gateway's decision, and what is true about the world is the executor's.
 */

export type ProviderName = 'openai' | 'anthropic' | 'openai-compatible';

/** A tool as offered to the model: its JSON schema is derived from the registry's zod schema. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** One tool call of a model turn, with its arguments as sent and as parsed. */
export interface ModelToolCall {
  /** The provider's id for the call; every tool-result message answers one. */
  id: string;
  name: string;
  /** Arguments exactly as the provider sent them (OpenAI: JSON text; Anthropic: a value), echoed back verbatim. */
  raw: unknown;
  args: { ok: true; value: unknown } | { ok: false; error: string };
}

export type TranscriptEntry =
  | { role: 'user'; text: string }
  | { role: 'assistant'; text: string; toolCalls: readonly ModelToolCall[] }
  /** The harness's answer to one tool call. */
  | { role: 'tool'; callId: string; tool: string; content: string; isError: boolean };

export interface ModelRequest {
  system: string;
  transcript: readonly TranscriptEntry[];
  tools: readonly ToolSpec[];
}

/** Tokens as the provider counted them for one answer. */
export interface ModelUsage {
  input: number;
  output: number;
}

export interface ModelResponse {
  text: string;
  toolCalls: ModelToolCall[];
  usage: ModelUsage;
  /** The provider's finish / stop reason, as given. */
  finish: string | null;
}

/**
 * How a failed request is handled: `rate_limited` and `server` wait (Retry-After
 * or backoff) and retry, `timeout`, `connection` (refused, dropped mid-body)
 * and `bad_response` (an answer with no choices) retry with backoff, `client`
 * (400, 401, 404, ...) and `aborted` are not retried.
 */
export interface ProviderFailure {
  kind: 'rate_limited' | 'server' | 'timeout' | 'connection' | 'bad_response' | 'client' | 'aborted';
  status: number | null;
  /** From Retry-After / retry-after-ms, when the provider sent one. */
  retryAfterMs: number | null;
  message: string;
}

/** Per request: the signal that cuts it (the trial's wall-clock cap), and a hook for the first token of a streamed answer. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  onFirstToken?: (() => void) | undefined;
}

export interface ModelAdapter {
  readonly provider: ProviderName;
  readonly model: string;
  /** Whether answers are streamed (server-sent events) rather than sent whole. */
  readonly stream: boolean;
  /** One provider request, no hidden retries (the SDK clients run with maxRetries: 0). */
  complete(request: ModelRequest, call?: CallOptions): Promise<ModelResponse>;
  classify(error: unknown): ProviderFailure;
}

/** A streamed answer that sent no byte for the request timeout: cut, and retried like a timeout. */
export class StreamStalledError extends Error {
  constructor(ms: number) {
    super(`the response stream sent nothing for ${ms} ms (request timeout)`);
    this.name = 'StreamStalledError';
  }
}

/** An answer the SDK accepted but that has no usable content (no choices, no content list). */
export class BadResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadResponseError';
  }
}

/** Parses tool-call argument text. An empty string means no arguments (some local servers send it). */
export function parseArguments(text: string): ModelToolCall['args'] {
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
