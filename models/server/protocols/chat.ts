import { answerReply, arr, num, obj, type AnswerCall, type AnswerDocument, type ProviderAnswer } from './answer.js';
import { contentText, StepBuilder, type OfferedTool, type WireConversation } from '../conversation.js';
import type { WireReply } from '../decide.js';
import { roughTokens, type SseEvent } from './sse.js';
import type { WireProtocolModule } from './protocol.js';

/** OpenAI Chat Completions: `POST /v1/chat/completions` (the Agents SDK with `setOpenAIAPI('chat_completions')`). */

type Obj = Record<string, unknown>;

export function parseChatRequest(body: Obj): WireConversation {
  const tools: OfferedTool[] = [];
  for (const tool of asArray(body['tools'])) {
    const fn = tool['function'] as Obj | undefined;
    if (tool['type'] === 'function' && fn !== undefined && typeof fn['name'] === 'string') tools.push({ name: fn['name'] });
  }
  const builder = new StepBuilder();
  let task = '';
  for (const message of asArray(body['messages'])) {
    const role = message['role'];
    if (role === 'user') {
      const text = contentText(message['content']);
      if (!builder.user(text)) task = text;
    } else if (role === 'assistant') {
      if (asArray(message['tool_calls']).length === 0) builder.text();
      for (const call of asArray(message['tool_calls'])) {
        const fn = (call['function'] ?? {}) as Obj;
        builder.call({ id: String(call['id'] ?? ''), name: String(fn['name'] ?? ''), arguments: typeof fn['arguments'] === 'string' ? fn['arguments'] : '{}' });
      }
    } else if (role === 'tool') {
      builder.result({ id: String(message['tool_call_id'] ?? ''), text: contentText(message['content']), isError: null });
    }
  }
  return { task, tools, steps: builder.steps, stream: body['stream'] === true, model: String(body['model'] ?? 'bench') };
}

function asArray(value: unknown): Obj[] {
  return Array.isArray(value) ? value.filter((v): v is Obj => v !== null && typeof v === 'object') : [];
}

function toolCalls(reply: Extract<WireReply, { kind: 'calls' }>): Obj[] {
  return reply.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.tool.name, arguments: c.arguments } }));
}

function usage(reply: WireReply, inputChars: number): Obj {
  const prompt = Math.max(1, Math.ceil(inputChars / 4));
  const completion = roughTokens(JSON.stringify(reply));
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

export function chatJson(conversation: WireConversation, reply: WireReply, requestNo: number, inputChars: number): unknown {
  const message = reply.kind === 'text' ? { role: 'assistant', content: reply.text, refusal: null } : { role: 'assistant', content: null, refusal: null, tool_calls: toolCalls(reply) };
  return {
    id: `chatcmpl-${requestNo}`,
    object: 'chat.completion',
    created: 0,
    model: conversation.model,
    choices: [{ index: 0, message, finish_reason: reply.kind === 'text' ? 'stop' : 'tool_calls', logprobs: null }],
    usage: usage(reply, inputChars),
  };
}

/** Chunks: the role, the content or each tool call whole, a closing chunk with the finish reason and usage, then [DONE]. */
export function chatSse(conversation: WireConversation, reply: WireReply, requestNo: number, inputChars: number): SseEvent[] {
  const chunk = (delta: Obj, finish: string | null, extra: Obj = {}): SseEvent => ({
    data: { id: `chatcmpl-${requestNo}`, object: 'chat.completion.chunk', created: 0, model: conversation.model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }], ...extra },
  });
  const events: SseEvent[] = [chunk({ role: 'assistant', content: '' }, null)];
  if (reply.kind === 'text') events.push(chunk({ content: reply.text }, null));
  else toolCalls(reply).forEach((call, index) => events.push(chunk({ tool_calls: [{ index, ...call }] }, null)));
  events.push(chunk({}, reply.kind === 'text' ? 'stop' : 'tool_calls', { usage: usage(reply, inputChars) }));
  events.push({ data: '[DONE]' });
  return events;
}

/** The protocol module: `POST /v1/chat/completions`. */
/** A Chat Completions answer (one completion, or its chunks, tool calls assembled by index): usage, calls and text. */
function readChat(docs: readonly AnswerDocument[], aside: boolean): ProviderAnswer {
  const calls: AnswerCall[] = [];
  let text = '';
  let usage: AnswerDocument = {};
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
    reply: answerReply(calls.filter((c) => c !== undefined), text, aside),
  };
}

export const CHAT: WireProtocolModule<'chat'> = {
  name: 'chat',
  routes: ['/v1/chat/completions', '/chat/completions'],
  parse: (body) => parseChatRequest(body),
  render: (conversation, reply, n, chars) => (conversation.stream ? { events: chatSse(conversation, reply, n, chars) } : { json: chatJson(conversation, reply, n, chars) }),
  readAnswer: readChat,
};
