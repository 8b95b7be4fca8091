import { answerReply, arr, num, obj, type AnswerCall, type AnswerDocument, type ProviderAnswer } from './answer.js';
import { contentText, StepBuilder, type OfferedTool, type WireCall, type WireConversation, type WireResult } from '../conversation.js';
import type { WireReply } from '../decide.js';
import { roughTokens, type SseEvent } from './sse.js';
import type { Malformed, WireLookup, WireProtocolModule, WireRequest } from './protocol.js';

/**
 * The Gemini API (Gemini CLI, the @google/genai client): `POST
 * /v1beta/models/{model}:generateContent` answers one GenerateContentResponse;
 * `:streamGenerateContent` answers its chunks, as server-sent events with
 * `alt=sse` (each event one chunk), else as one JSON array. The model's turn
 * holds `functionCall` parts (id, name, args), the user's turn the
 * `functionResponse` parts read back as tool results. `GET
 * /v1beta/models/{model}` and `POST .../{model}:countTokens` are answered
 * without the proposer. `v1` serves the same, but for the model lookups,
 * whose paths there are the OpenAI and Anthropic APIs'.
 */

type Obj = Record<string, unknown>;

export interface GeminiConversation extends WireConversation {
  /** A streamed reply goes out as server-sent events (`alt=sse`); otherwise a stream is one JSON array of its chunks. */
  sse: boolean;
}

const VERSIONS = ['v1beta', 'v1'];
const STREAM_ROUTES = VERSIONS.map((v) => `/${v}/models/{model}:streamGenerateContent`);
const ROUTES = [...VERSIONS.map((v) => `/${v}/models/{model}:generateContent`), ...STREAM_ROUTES];

export function parseGeminiRequest(body: Obj, request: WireRequest): GeminiConversation | Malformed {
  const problem = contentsProblem(body['contents'], 'GenerateContentRequest.contents') ?? toolsProblem(body['tools']);
  if (problem !== null) return { malformed: problem };
  const tools: OfferedTool[] = [];
  for (const tool of objects(body['tools'])) for (const fn of objects(tool['functionDeclarations'])) tools.push({ name: fn['name'] as string });
  const builder = new StepBuilder();
  let task = '';
  /** The calls of the last model turn that no response has answered yet (a response without an id answers the first of its name). */
  let pending: WireCall[] = [];
  objects(body['contents']).forEach((content, turn) => {
    const parts = objects(content['parts']);
    if (content['role'] === 'model') {
      const calls = parts.flatMap((part, i): WireCall[] => {
        const call = part['functionCall'];
        if (!isObject(call)) return [];
        return [{ id: nonEmpty(call['id']) ?? `${turn}.${i}`, name: call['name'] as string, arguments: JSON.stringify(call['args'] ?? {}) }];
      });
      if (calls.length > 0) {
        for (const call of calls) builder.call(call);
        pending = calls;
      } else if (partsText(parts) !== '') {
        builder.text();
        pending = [];
      }
      return;
    }
    const responses = parts.map((part) => part['functionResponse']).filter(isObject);
    for (const response of responses) {
      const id = nonEmpty(response['id']) ?? pending.find((c) => c.name === response['name'])?.id ?? '';
      pending = pending.filter((c) => c.id !== id);
      builder.result({ id, ...responseResult(response['response']) });
    }
    const text = partsText(parts);
    if (responses.length === 0 && text !== '' && !builder.user(text)) task = text;
  });
  const stream = STREAM_ROUTES.includes(request.route);
  return { task, tools, steps: builder.steps, stream, sse: stream && request.query.get('alt') === 'sse', model: request.params['model'] ?? 'bench' };
}

/** What the harness reported for a call: Gemini CLI sends `{output}` or `{error}`; an MCP result keeps its `content`; anything else is read as JSON. */
function responseResult(response: unknown): Omit<WireResult, 'id'> {
  if (!isObject(response)) return { text: '', isError: false };
  if ('output' in response) return { text: valueText(response['output']), isError: false };
  if ('error' in response) return { text: valueText(response['error']), isError: true };
  if ('content' in response) return { text: valueText(response['content']), isError: response['isError'] === true };
  return { text: JSON.stringify(response), isError: false };
}

function valueText(value: unknown): string {
  const text = contentText(value);
  return text !== '' || typeof value === 'string' ? text : JSON.stringify(value);
}

/** The text parts of a turn, thoughts left out. */
function partsText(parts: Obj[]): string {
  return parts.filter((p) => typeof p['text'] === 'string' && p['thought'] !== true).map((p) => p['text'] as string).join('');
}

/** What is wrong with a request's contents, naming the field as the Gemini API does; null when nothing is. */
function contentsProblem(contents: unknown, field: string): string | null {
  if (contents === undefined || (Array.isArray(contents) && contents.length === 0)) return `${field}: contents is not specified`;
  if (!Array.isArray(contents)) return `${field}: expected a list of Content, got ${describe(contents)}`;
  for (const [i, content] of contents.entries()) {
    const at = `${field}[${i}]`;
    if (!isObject(content)) return `${at}: expected a Content object, got ${describe(content)}`;
    const role = content['role'];
    if (role !== undefined && role !== 'user' && role !== 'model' && role !== 'function') return `${at}.role: must be "user" or "model", not ${JSON.stringify(role)}`;
    const parts = content['parts'];
    if (!Array.isArray(parts)) return `${at}.parts: expected a list of Part, got ${describe(parts)}`;
    if (parts.length === 0) return `${at}.parts: contents.parts must not be empty`;
    for (const [j, part] of parts.entries()) {
      const problem = partProblem(part, `${at}.parts[${j}]`);
      if (problem !== null) return problem;
    }
  }
  return null;
}

function partProblem(part: unknown, at: string): string | null {
  if (!isObject(part)) return `${at}: expected a Part object, got ${describe(part)}`;
  if ('text' in part && typeof part['text'] !== 'string') return `${at}.text: expected a string, got ${describe(part['text'])}`;
  for (const [key, payload] of [['functionCall', 'args'], ['functionResponse', 'response']] as const) {
    if (!(key in part)) continue;
    const value = part[key];
    if (!isObject(value)) return `${at}.${key}: expected an object, got ${describe(value)}`;
    if (typeof value['name'] !== 'string' || value['name'] === '') return `${at}.${key}.name: a name is required`;
    if (value[payload] !== undefined && !isObject(value[payload])) return `${at}.${key}.${payload}: expected an object, got ${describe(value[payload])}`;
  }
  return null;
}

function toolsProblem(tools: unknown): string | null {
  if (tools === undefined) return null;
  if (!Array.isArray(tools)) return `GenerateContentRequest.tools: expected a list of Tool, got ${describe(tools)}`;
  for (const [i, tool] of tools.entries()) {
    const at = `GenerateContentRequest.tools[${i}]`;
    if (!isObject(tool)) return `${at}: expected a Tool object, got ${describe(tool)}`;
    const declarations = tool['functionDeclarations'];
    if (declarations === undefined) continue;
    if (!Array.isArray(declarations)) return `${at}.functionDeclarations: expected a list, got ${describe(declarations)}`;
    for (const [j, fn] of declarations.entries()) {
      if (!isObject(fn) || typeof fn['name'] !== 'string' || fn['name'] === '') return `${at}.functionDeclarations[${j}].name: a name is required`;
    }
  }
  return null;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function isObject(value: unknown): value is Obj {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function objects(value: unknown): Obj[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The model's parts: its text, or one functionCall part per call (the call's id, so the response can name it). */
function replyParts(reply: WireReply): Obj[] {
  if (reply.kind === 'text') return [{ text: reply.text }];
  return reply.calls.map((c) => ({ functionCall: { id: c.id, name: c.tool.name, args: parseArgs(c.arguments) } }));
}

function parseArgs(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** Every chunk counts the prompt; the last also what the model wrote. */
function usage(reply: WireReply, inputChars: number, last: boolean): Obj {
  const prompt = Math.max(1, Math.ceil(inputChars / 4));
  if (!last) return { promptTokenCount: prompt, totalTokenCount: prompt };
  const candidates = roughTokens(JSON.stringify(reply));
  return { promptTokenCount: prompt, candidatesTokenCount: candidates, totalTokenCount: prompt + candidates };
}

/** One GenerateContentResponse; the last of a reply carries `finishReason: STOP` (a turn that calls functions stops too). */
function response(conversation: WireConversation, reply: WireReply, requestNo: number, inputChars: number, parts: Obj[], last: boolean): Obj {
  return {
    candidates: [{ content: { role: 'model', parts }, ...(last ? { finishReason: 'STOP' } : {}), index: 0 }],
    usageMetadata: usage(reply, inputChars, last),
    modelVersion: conversation.model,
    responseId: `bench-${requestNo}`,
  };
}

export function geminiJson(conversation: WireConversation, reply: WireReply, requestNo: number, inputChars: number): unknown {
  return response(conversation, reply, requestNo, inputChars, replyParts(reply), true);
}

/** The stream: one chunk per part (the text, or each call whole), the last with the finish reason and the whole usage. */
export function geminiChunks(conversation: WireConversation, reply: WireReply, requestNo: number, inputChars: number): Obj[] {
  const parts = replyParts(reply);
  return parts.map((part, i) => response(conversation, reply, requestNo, inputChars, [part], i === parts.length - 1));
}

/** What a model lookup answers: the bench's model under the name asked for. */
export function geminiModel(model: string): Obj {
  return {
    name: `models/${model}`,
    baseModelId: model,
    version: '001',
    displayName: model,
    description: "The bench's scripted model: it plays the scenario's proposer.",
    inputTokenLimit: 1048576,
    outputTokenLimit: 65536,
    supportedGenerationMethods: ['generateContent', 'streamGenerateContent', 'countTokens'],
    temperature: 1,
    maxTemperature: 2,
    topP: 0.95,
    topK: 64,
    thinking: false,
  };
}

/** countTokens takes `contents` or a whole `generateContentRequest`; the count is the usual rough one. */
function countTokens(body: Obj | null): { json: unknown } | Malformed {
  const inner = body?.['generateContentRequest'];
  const contents = body?.['contents'] ?? (isObject(inner) ? inner['contents'] : undefined);
  const problem = contentsProblem(contents, body?.['contents'] === undefined && isObject(inner) ? 'CountTokensRequest.generateContentRequest.contents' : 'CountTokensRequest.contents');
  if (problem !== null) return { malformed: problem };
  return { json: { totalTokens: roughTokens(JSON.stringify(contents)) } };
}

/** The model lookups under v1beta only: `GET /v1/models` and `/v1/models/{id}` are the OpenAI and Anthropic clients' own. */
const LOOKUPS: WireLookup[] = [
  { method: 'GET', route: '/v1beta/models/{model}', answer: (_body, request) => ({ json: geminiModel(request.params['model'] ?? 'bench') }) },
  { method: 'GET', route: '/v1beta/models', answer: () => ({ json: { models: [geminiModel('bench')] } }) },
  ...VERSIONS.map((v): WireLookup => ({ method: 'POST', route: `/${v}/models/{model}:countTokens`, answer: (body) => countTokens(body) })),
];

/** google.rpc.Status names of the HTTP statuses the model server answers with. */
const STATUS_NAMES: Readonly<Record<number, string>> = { 400: 'INVALID_ARGUMENT', 404: 'NOT_FOUND', 500: 'INTERNAL' };

/** The protocol module: the Gemini API's generateContent and streamGenerateContent, v1beta and v1. */
/** A generateContent answer (one response or its chunks): usage (thoughts count as output), calls and text. */
function readGemini(docs: readonly AnswerDocument[], aside: boolean): ProviderAnswer {
  const calls: AnswerCall[] = [];
  let text = '';
  let usage: AnswerDocument = {};
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
    reply: answerReply(calls, text, aside),
  };
}

export const GEMINI: WireProtocolModule<'gemini', GeminiConversation> = {
  name: 'gemini',
  routes: ROUTES,
  lookups: LOOKUPS,
  parse: (body, request) => parseGeminiRequest(body, request),
  render: (conversation, reply, n, chars) => {
    if (!conversation.stream) return { json: geminiJson(conversation, reply, n, chars) };
    const chunks = geminiChunks(conversation, reply, n, chars);
    return conversation.sse ? { events: chunks.map((data): SseEvent => ({ data })) } : { json: chunks };
  },
  error: (status, message) => ({ error: { code: status, message, status: Object.hasOwn(STATUS_NAMES, status) ? STATUS_NAMES[status] : 'UNKNOWN' } }),
  readAnswer: readGemini,
};
