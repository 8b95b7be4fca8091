import { anthropicInputTokens } from '../../llm/anthropic-usage.js';
import { answerReply, arr, num, obj, type AnswerCall, type AnswerDocument, type ProviderAnswer, type ProviderUsage } from './answer.js';
import { contentText, StepBuilder, type OfferedTool, type WireConversation } from '../conversation.js';
import type { WireReply } from '../decide.js';
import { roughTokens, type SseEvent } from './sse.js';
import type { WireProtocolModule } from './protocol.js';

/** Anthropic Messages: `POST /v1/messages` (Claude Code streams it; tool input arrives as input_json_delta). */

type Obj = Record<string, unknown>;

export function parseAnthropicRequest(body: Obj): WireConversation {
  const tools: OfferedTool[] = [];
  for (const tool of asArray(body['tools'])) if (typeof tool['name'] === 'string') tools.push({ name: tool['name'] });
  const builder = new StepBuilder();
  let task = '';
  for (const message of asArray(body['messages'])) {
    const content = message['content'];
    const blocks = typeof content === 'string' ? [{ type: 'text', text: content }] : asArray(content);
    if (message['role'] === 'user') {
      const text = blocks.filter((b) => b['type'] === 'text').map((b) => contentText(b)).join('');
      if (text !== '' && !blocks.some((b) => b['type'] === 'tool_result') && !builder.user(text)) task = text;
    } else if (!blocks.some((b) => b['type'] === 'tool_use')) builder.text();
    for (const block of blocks) {
      if (block['type'] === 'tool_use') builder.call({ id: String(block['id'] ?? ''), name: String(block['name'] ?? ''), arguments: JSON.stringify(block['input'] ?? {}) });
      else if (block['type'] === 'tool_result') builder.result({ id: String(block['tool_use_id'] ?? ''), text: contentText(block['content']), isError: block['is_error'] === true });
    }
  }
  return { task, tools, steps: builder.steps, stream: body['stream'] === true, model: String(body['model'] ?? 'bench') };
}

function asArray(value: unknown): Obj[] {
  return Array.isArray(value) ? value.filter((v): v is Obj => v !== null && typeof v === 'object') : [];
}

/** A call's id as the Anthropic wire carries it (`toolu_<id>`): what the harness echoes in its tool result and its permission prompt. */
export function anthropicToolUseId(callId: string): string {
  return `toolu_${callId}`;
}

/** Anthropic tool ids are letters, digits, _ and - (the decide step's ids already are). */
function blocks(reply: WireReply): Obj[] {
  if (reply.kind === 'text') return [{ type: 'text', text: reply.text }];
  return reply.calls.map((c) => ({ type: 'tool_use', id: anthropicToolUseId(c.id), name: c.tool.name, input: parseInput(c.arguments) }));
}

function parseInput(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

function message(conversation: WireConversation, reply: WireReply, requestNo: number, content: Obj[], stop: string | null, inputChars: number): Obj {
  return {
    id: `msg_${requestNo}`,
    type: 'message',
    role: 'assistant',
    model: conversation.model,
    content,
    stop_reason: stop,
    stop_sequence: null,
    usage: { input_tokens: Math.max(1, Math.ceil(inputChars / 4)), output_tokens: stop === null ? 1 : roughTokens(JSON.stringify(reply)), cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  };
}

export function anthropicJson(conversation: WireConversation, reply: WireReply, requestNo: number, inputChars: number): unknown {
  return message(conversation, reply, requestNo, blocks(reply), reply.kind === 'text' ? 'end_turn' : 'tool_use', inputChars);
}

/** message_start, each block (a tool's input as one input_json_delta), message_delta with the stop reason, message_stop. */
export function anthropicSse(conversation: WireConversation, reply: WireReply, requestNo: number, inputChars: number): SseEvent[] {
  const event = (type: string, fields: Obj): SseEvent => ({ event: type, data: { type, ...fields } });
  const events: SseEvent[] = [event('message_start', { message: message(conversation, reply, requestNo, [], null, inputChars) })];
  blocks(reply).forEach((block, index) => {
    if (block['type'] === 'text') {
      events.push(event('content_block_start', { index, content_block: { type: 'text', text: '' } }));
      events.push(event('content_block_delta', { index, delta: { type: 'text_delta', text: block['text'] } }));
    } else {
      events.push(event('content_block_start', { index, content_block: { ...block, input: {} } }));
      events.push(event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(block['input']) } }));
    }
    events.push(event('content_block_stop', { index }));
  });
  const stop = reply.kind === 'text' ? 'end_turn' : 'tool_use';
  events.push(event('message_delta', { delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: roughTokens(JSON.stringify(reply)) } }));
  events.push(event('message_stop', {}));
  return events;
}

/** The protocol module: `POST /v1/messages` (Claude Code). */
/** A Messages answer (one message, or its events, tool input assembled from the deltas): usage, calls and text. */
function readAnthropic(docs: readonly AnswerDocument[], aside: boolean): ProviderAnswer {
  const calls: AnswerCall[] = [];
  let text = '';
  // Anthropic's counts as it names them; a later event's count (message_delta) replaces an earlier one.
  const raw = { input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 };
  const take = (u: AnswerDocument) => {
    for (const key of Object.keys(raw) as (keyof typeof raw)[]) if (u[key] !== undefined) raw[key] = num(u[key]);
  };
  const blocks = new Map<number, AnswerCall>();
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
  return { usage, reply: answerReply(calls, text, aside) };
}

export const ANTHROPIC: WireProtocolModule<'anthropic'> = {
  name: 'anthropic',
  routes: ['/v1/messages'],
  parse: (body) => parseAnthropicRequest(body),
  render: (conversation, reply, n, chars) => (conversation.stream ? { events: anthropicSse(conversation, reply, n, chars) } : { json: anthropicJson(conversation, reply, n, chars) }),
  readAnswer: readAnthropic,
};
