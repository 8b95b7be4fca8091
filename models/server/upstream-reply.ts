import { scenarioName } from '../../worlds/mcp/mcp-names.js';
import { anthropicInputTokens } from '../llm/anthropic-usage.js';
import type { ReplyCall, WireReply } from './decide.js';
import type { WireProtocol } from './protocols/registry.js';

/**
 * What a provider's answer said, read per protocol from its bytes (one JSON
 * body, server-sent events, or Gemini's JSON array of chunks): its usage, and
 * how the model ended the turn (tool calls, or text).
 */

/** Tokens of one answer: `input` counts every input token (cached and cache-written ones among them), as OpenAI and Gemini report it. */
export interface ProviderUsage {
  input: number;
  output: number;
  /** Of `input`, those read from the provider's cache. */
  cached: number;
  /** Of `input`, those written to the provider's cache (Anthropic's `cache_creation_input_tokens`). */
  cacheWrite: number;
}

const NO_USAGE: ProviderUsage = { input: 0, output: 0, cached: 0, cacheWrite: 0 };

export interface ProviderAnswer {
  usage: ProviderUsage;
  /** Null when the answer could not be read (not JSON, no stream the protocol knows). */
  reply: WireReply | null;
}

type Obj = Record<string, unknown>;

const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The JSON values of a body: one JSON document, Gemini's array of chunks, or each `data:` line of a stream. */
function documents(text: string): Obj[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      const value = JSON.parse(trimmed) as unknown;
      return Array.isArray(value) ? value.map(obj) : [obj(value)];
    } catch {
      // a stream that starts like JSON: read it line by line below
    }
  }
  const out: Obj[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('data:')) continue;
    const data = line.slice(5).trim();
    if (data === '' || data === '[DONE]') continue;
    try {
      out.push(obj(JSON.parse(data)));
    } catch {
      // a line that is not JSON carries nothing of the answer
    }
  }
  return out;
}

interface Call {
  id: string;
  name: string;
  arguments: string;
}

function reply(calls: readonly Call[], text: string, aside: boolean): WireReply {
  if (calls.length === 0) return { kind: 'text', text, reason: aside ? 'aside' : 'finish' };
  return {
    kind: 'calls',
    calls: calls.map((c): ReplyCall => {
      let args: unknown;
      try {
        args = JSON.parse(c.arguments);
      } catch {
        args = undefined;
      }
      const scenarioArgs = args !== null && typeof args === 'object' && !Array.isArray(args) ? { scenarioArgs: args as Obj } : {};
      return { id: c.id, tool: { name: c.name }, scenarioTool: scenarioName(c.name), arguments: c.arguments, ...scenarioArgs };
    }),
  };
}

function responses(docs: readonly Obj[]): { usage: Obj; output: Obj[] } {
  // A stream's last response object (response.completed) holds the whole output and usage; a JSON body is that object.
  let response: Obj = {};
  for (const d of docs) {
    if (d['object'] === 'response') response = d;
    else if (obj(d['response'])['object'] === 'response') response = obj(d['response']);
  }
  return { usage: obj(response['usage']), output: arr(response['output']) };
}

function readResponses(docs: readonly Obj[], aside: boolean): ProviderAnswer {
  const { usage, output } = responses(docs);
  const calls = output.filter((i) => i['type'] === 'function_call').map((i) => ({ id: String(i['call_id'] ?? ''), name: String(i['name'] ?? ''), arguments: String(i['arguments'] ?? '{}') }));
  const text = output.filter((i) => i['type'] === 'message').flatMap((i) => arr(i['content'])).map((p) => String(p['text'] ?? '')).join('');
  return {
    usage: { input: num(usage['input_tokens']), output: num(usage['output_tokens']), cached: num(obj(usage['input_tokens_details'])['cached_tokens']), cacheWrite: 0 },
    reply: reply(calls, text, aside),
  };
}

function readChat(docs: readonly Obj[], aside: boolean): ProviderAnswer {
  const calls: Call[] = [];
  let text = '';
  let usage: Obj = {};
  for (const d of docs) {
    if (d['usage'] !== undefined && d['usage'] !== null) usage = obj(d['usage']);
    const choice = arr(d['choices'])[0] ?? {};
    const part = obj(choice['message'] ?? choice['delta']);
    if (typeof part['content'] === 'string') text += part['content'];
    for (const call of arr(part['tool_calls'])) {
      const index = typeof call['index'] === 'number' ? call['index'] : calls.length;
      const fn = obj(call['function']);
      const slot = (calls[index] ??= { id: '', name: '', arguments: '' });
      if (typeof call['id'] === 'string') slot.id = call['id'];
      if (typeof fn['name'] === 'string') slot.name += fn['name'];
      if (typeof fn['arguments'] === 'string') slot.arguments += fn['arguments'];
    }
  }
  return {
    usage: { input: num(usage['prompt_tokens']), output: num(usage['completion_tokens']), cached: num(obj(usage['prompt_tokens_details'])['cached_tokens']), cacheWrite: 0 },
    reply: reply(calls.filter((c) => c !== undefined), text, aside),
  };
}

function readAnthropic(docs: readonly Obj[], aside: boolean): ProviderAnswer {
  const calls: Call[] = [];
  let text = '';
  // Anthropic's counts as it names them; a later event's count (message_delta) replaces an earlier one.
  const raw = { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };
  const take = (u: Obj) => {
    for (const key of Object.keys(raw) as (keyof typeof raw)[]) if (u[key] !== undefined) raw[key] = num(u[key]);
  };
  const blocks = new Map<number, Call>();
  for (const d of docs) {
    if (d['type'] === 'message') {
      take(obj(d['usage']));
      for (const b of arr(d['content'])) {
        if (b['type'] === 'tool_use') calls.push({ id: String(b['id'] ?? ''), name: String(b['name'] ?? ''), arguments: JSON.stringify(b['input'] ?? {}) });
        if (b['type'] === 'text') text += String(b['text'] ?? '');
      }
    } else if (d['type'] === 'message_start') take(obj(obj(d['message'])['usage']));
    else if (d['type'] === 'message_delta') take(obj(d['usage']));
    else if (d['type'] === 'content_block_start') {
      const b = obj(d['content_block']);
      if (b['type'] === 'tool_use') blocks.set(num(d['index']), { id: String(b['id'] ?? ''), name: String(b['name'] ?? ''), arguments: '' });
    } else if (d['type'] === 'content_block_delta') {
      const delta = obj(d['delta']);
      if (delta['type'] === 'text_delta') text += String(delta['text'] ?? '');
      if (delta['type'] === 'input_json_delta') {
        const call = blocks.get(num(d['index']));
        if (call !== undefined) call.arguments += String(delta['partial_json'] ?? '');
      }
    }
  }
  for (const call of blocks.values()) calls.push({ ...call, arguments: call.arguments === '' ? '{}' : call.arguments });
  const usage: ProviderUsage = { input: anthropicInputTokens(raw), output: raw.output_tokens, cached: raw.cache_read_input_tokens, cacheWrite: raw.cache_creation_input_tokens };
  return { usage, reply: reply(calls, text, aside) };
}

function readGemini(docs: readonly Obj[], aside: boolean): ProviderAnswer {
  const calls: Call[] = [];
  let text = '';
  let usage: Obj = {};
  for (const d of docs) {
    if (d['usageMetadata'] !== undefined) usage = obj(d['usageMetadata']);
    for (const part of arr(obj(arr(d['candidates'])[0]?.['content'])['parts'])) {
      const call = obj(part['functionCall']);
      if (typeof call['name'] === 'string') calls.push({ id: String(call['id'] ?? `call_${calls.length + 1}`), name: call['name'], arguments: JSON.stringify(call['args'] ?? {}) });
      else if (typeof part['text'] === 'string' && part['thought'] !== true) text += part['text'];
    }
  }
  return {
    usage: { input: num(usage['promptTokenCount']), output: num(usage['candidatesTokenCount']) + num(usage['thoughtsTokenCount']), cached: num(usage['cachedContentTokenCount']), cacheWrite: 0 },
    reply: reply(calls, text, aside),
  };
}

const READERS: Record<WireProtocol, (docs: readonly Obj[], aside: boolean) => ProviderAnswer> = {
  responses: readResponses,
  chat: readChat,
  anthropic: readAnthropic,
  gemini: readGemini,
};

/** A provider's answer of a protocol, read from its body; `aside`: the request offered no tools (its text does not end the run). */
export function readAnswer(protocol: WireProtocol, body: string, aside: boolean): ProviderAnswer {
  const docs = documents(body);
  if (docs.length === 0) return { usage: { ...NO_USAGE }, reply: null };
  return READERS[protocol](docs, aside);
}
