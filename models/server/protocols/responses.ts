import { answerReply, arr, num, obj, type AnswerDocument, type ProviderAnswer } from './answer.js';
import { contentText, StepBuilder, type OfferedTool, type WireConversation } from '../conversation.js';
import type { WireReply } from '../decide.js';
import { roughTokens, type SseEvent } from './sse.js';
import type { WireProtocolModule } from './protocol.js';

/** OpenAI Responses API: `POST /v1/responses` (the Agents SDK's default, and Codex's only wire). */

type Item = Record<string, unknown>;

export function parseResponsesRequest(body: Record<string, unknown>): WireConversation {
  const tools: OfferedTool[] = [];
  for (const tool of asArray(body['tools'])) {
    if (tool['type'] === 'function' && typeof tool['name'] === 'string') tools.push({ name: tool['name'] });
    if (tool['type'] === 'namespace' && typeof tool['name'] === 'string') {
      for (const inner of asArray(tool['tools'])) if (typeof inner['name'] === 'string') tools.push({ name: inner['name'], namespace: tool['name'] });
    }
  }
  const builder = new StepBuilder();
  let task = '';
  const input = body['input'];
  if (typeof input === 'string') task = input;
  for (const item of asArray(input)) {
    const type = item['type'] ?? 'message';
    if (type === 'message' && item['role'] === 'user') {
      const text = contentText(item['content']);
      if (!builder.user(text)) task = text;
    } else if (type === 'message' && item['role'] === 'assistant') builder.text();
    else if (type === 'function_call') {
      builder.call({
        id: String(item['call_id'] ?? ''),
        name: String(item['name'] ?? ''),
        namespace: typeof item['namespace'] === 'string' ? item['namespace'] : undefined,
        arguments: typeof item['arguments'] === 'string' ? item['arguments'] : JSON.stringify(item['arguments'] ?? {}),
      });
    } else if (type === 'function_call_output') {
      builder.result({ id: String(item['call_id'] ?? ''), text: contentText(item['output']), isError: null });
    }
  }
  return { task, tools, steps: builder.steps, stream: body['stream'] === true, model: String(body['model'] ?? 'bench') };
}

function asArray(value: unknown): Item[] {
  return Array.isArray(value) ? value.filter((v): v is Item => v !== null && typeof v === 'object') : [];
}

function outputItems(reply: WireReply, requestNo: number): Item[] {
  if (reply.kind === 'text') {
    return [{ type: 'message', id: `msg_${requestNo}`, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: reply.text, annotations: [] }] }];
  }
  return reply.calls.map((c, i) => ({
    type: 'function_call',
    id: `fc_${requestNo}_${i + 1}`,
    call_id: c.id,
    name: c.tool.name,
    ...(c.tool.namespace !== undefined ? { namespace: c.tool.namespace } : {}),
    arguments: c.arguments,
    status: 'completed',
  }));
}

function responseObject(conversation: WireConversation, output: Item[], status: 'in_progress' | 'completed', requestNo: number, inputChars: number): Item {
  const outputTokens = roughTokens(JSON.stringify(output));
  const inputTokens = Math.max(1, Math.ceil(inputChars / 4));
  return {
    id: `resp_${requestNo}`,
    object: 'response',
    created_at: 0,
    status,
    model: conversation.model,
    output,
    error: null,
    incomplete_details: null,
    instructions: null,
    metadata: {},
    parallel_tool_calls: true,
    temperature: 1,
    top_p: 1,
    tool_choice: 'auto',
    tools: [],
    usage:
      status === 'completed'
        ? { input_tokens: inputTokens, input_tokens_details: { cached_tokens: 0 }, output_tokens: outputTokens, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: inputTokens + outputTokens }
        : null,
  };
}

export function responsesJson(conversation: WireConversation, reply: WireReply, requestNo: number, inputChars: number): unknown {
  return responseObject(conversation, outputItems(reply, requestNo), 'completed', requestNo, inputChars);
}

/** The stream: created, each item added and done, then completed (the smallest stream Codex and the SDKs accept). */
export function responsesSse(conversation: WireConversation, reply: WireReply, requestNo: number, inputChars: number): SseEvent[] {
  const items = outputItems(reply, requestNo);
  let seq = 0;
  const event = (type: string, fields: Item): SseEvent => ({ event: type, data: { type, sequence_number: seq++, ...fields } });
  const events: SseEvent[] = [event('response.created', { response: responseObject(conversation, [], 'in_progress', requestNo, inputChars) })];
  items.forEach((item, i) => {
    events.push(event('response.output_item.added', { output_index: i, item: item['type'] === 'message' ? { ...item, status: 'in_progress', content: [] } : item }));
    if (item['type'] === 'message') {
      const part = (item['content'] as Item[])[0]!;
      events.push(event('response.content_part.added', { item_id: item['id'], output_index: i, content_index: 0, part: { ...part, text: '' } }));
      events.push(event('response.output_text.delta', { item_id: item['id'], output_index: i, content_index: 0, delta: part['text'], logprobs: [] }));
      events.push(event('response.output_text.done', { item_id: item['id'], output_index: i, content_index: 0, text: part['text'], logprobs: [] }));
      events.push(event('response.content_part.done', { item_id: item['id'], output_index: i, content_index: 0, part }));
    }
    events.push(event('response.output_item.done', { output_index: i, item }));
  });
  events.push(event('response.completed', { response: responseObject(conversation, items, 'completed', requestNo, inputChars) }));
  return events;
}

/** The protocol module: `POST /v1/responses` (Codex, the Agents SDK). */
function responses(docs: readonly AnswerDocument[]): { usage: AnswerDocument; output: AnswerDocument[] } {
  // A stream's last response object (response.completed) holds the whole output and usage; a JSON body is that object.
  let response: AnswerDocument = {};
  for (const d of docs) {
    if (d['object'] === 'response') response = d;
    else if (obj(d['response'])['object'] === 'response') response = obj(d['response']);
  }
  return { usage: obj(response['usage']), output: arr(response['output']) };
}

/** A Responses answer (one response object, or the stream whose `response.completed` holds it): its usage and output items. */
function readResponses(docs: readonly AnswerDocument[], aside: boolean): ProviderAnswer {
  const { usage, output } = responses(docs);
  const calls = output.filter((i) => i['type'] === 'function_call').map((i) => ({ id: String(i['call_id'] ?? ''), name: String(i['name'] ?? ''), arguments: String(i['arguments'] ?? '{}') }));
  const text = output.filter((i) => i['type'] === 'message').flatMap((i) => arr(i['content'])).map((p) => String(p['text'] ?? '')).join('');
  return {
    usage: { input: num(usage['input_tokens']), output: num(usage['output_tokens']), cached: num(obj(usage['input_tokens_details'])['cached_tokens']), cacheWrite: 0 },
    reply: answerReply(calls, text, aside),
  };
}

export const RESPONSES: WireProtocolModule<'responses'> = {
  name: 'responses',
  routes: ['/v1/responses', '/responses'],
  parse: (body) => parseResponsesRequest(body),
  render: (conversation, reply, n, chars) => (conversation.stream ? { events: responsesSse(conversation, reply, n, chars) } : { json: responsesJson(conversation, reply, n, chars) }),
  readAnswer: readResponses,
};
