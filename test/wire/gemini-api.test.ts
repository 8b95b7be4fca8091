import { ApiError, GoogleGenAI, type Content, type FunctionCall, type GenerateContentResponse, type Tool } from '@google/genai';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonError } from '../support/json-error.js';
import type { Feedback } from '../../harness/contracts/feedback.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { ScriptedProposer } from '../../models/scripted.js';
import { FINISH_TEXT } from '../../models/server/decide.js';
import { ModelServer } from '../../models/server/model-server.js';

/** The Gemini API on the bench's model server, driven by the official @google/genai client as Gemini CLI drives it. */

const STEPS = [
  { tool: 'write_config', args: { max_retries: 2, mode: 'safe' } },
  { tool: 'check_config', args: {} },
  { tool: 'finish', args: {} },
];
const MODEL = 'gemini-bench';
const receipt = (callId: string, tool: string, data: Record<string, unknown>) => JSON.stringify({ call_id: callId, tool, status: 'ok', effect: 'none', revision: 'r', data });
const TOOLS: Tool[] = [{ functionDeclarations: ['write_config', 'check_config'].map((name) => ({ name, description: name, parametersJsonSchema: { type: 'object', properties: {} } })) }];

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The model server over a script whose proposers record the feedback each request replays (what the proposer saw). */
async function start(steps: unknown[] = STEPS, apiVersion = 'v1beta') {
  const seen: Feedback[][] = [];
  server = await ModelServer.start({
    makeProposer: (): Proposer => {
      const inner = new ScriptedProposer(steps);
      const fed: Feedback[] = [];
      seen.push(fed);
      return { name: inner.name, next: (feedback) => (fed.push(feedback), inner.next(feedback)) };
    },
  });
  return { server, seen, client: new GoogleGenAI({ apiKey: 'bench', httpOptions: { baseUrl: server.origin, apiVersion } }) };
}

/** The whole reply: generateContent, or every chunk of generateContentStream (kept, to check their shapes). */
async function ask(client: GoogleGenAI, contents: Content[], stream: boolean, chunks: GenerateContentResponse[][]): Promise<{ calls: FunctionCall[]; text: string; finish: string | undefined }> {
  const params = { model: MODEL, contents, config: { tools: TOOLS } };
  if (!stream) {
    const response = await client.models.generateContent(params);
    return { calls: response.functionCalls ?? [], text: textOf(response), finish: response.candidates?.[0]?.finishReason };
  }
  const got: GenerateContentResponse[] = [];
  for await (const chunk of await client.models.generateContentStream(params)) got.push(chunk);
  chunks.push(got);
  return { calls: got.flatMap((c) => c.functionCalls ?? []), text: got.map(textOf).join(''), finish: got.at(-1)?.candidates?.[0]?.finishReason };
}

/** The text parts of a response (the client's own `text` warns on a response that calls functions). */
const textOf = (response: GenerateContentResponse) => (response.candidates?.[0]?.content?.parts ?? []).map((p) => p.text ?? '').join('');
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('Gemini API: generateContent and streamGenerateContent', () => {
  // v1beta is what Gemini CLI asks; this client's own default is v1.
  for (const [stream, version] of [[false, 'v1beta'], [true, 'v1beta'], [false, 'v1'], [true, 'v1']] as const) {
    it(`plays the script over ${stream ? 'SSE (alt=sse)' : 'JSON'} on ${version}: function calls as scripted, function responses read back, then the finish`, async () => {
      const { server: s, seen, client } = await start(STEPS, version);
      const contents: Content[] = [{ role: 'user', parts: [{ text: 'fix it' }] }];
      const calls: FunctionCall[] = [];
      const chunks: GenerateContentResponse[][] = [];
      let last: Awaited<ReturnType<typeof ask>> | undefined;
      for (let turn = 0; turn < 5; turn++) {
        last = await ask(client, contents, stream, chunks);
        if (last.calls.length === 0) break;
        calls.push(...last.calls);
        contents.push({ role: 'model', parts: last.calls.map((functionCall) => ({ functionCall })) });
        contents.push({ role: 'user', parts: last.calls.map((c, i) => ({ functionResponse: { id: c.id!, name: c.name!, response: { output: receipt(`w${calls.length - last!.calls.length + i + 1}`, c.name!, { turn }) } } })) });
      }
      expect(plain(calls)).toEqual([
        { id: 'call_1_1', name: 'write_config', args: { max_retries: 2, mode: 'safe' } },
        { id: 'call_2_1', name: 'check_config', args: {} },
      ]);
      expect(last).toEqual({ calls: [], text: FINISH_TEXT, finish: 'STOP' });
      // The round trip: the last request replayed the proposer over the task and both function responses.
      expect(seen.at(-1)).toEqual([
        { event: 'start', task: 'fix it' },
        { event: 'tool_result', call_id: 'w1', tool: 'write_config', trust: 'untrusted', data: { turn: 0 } },
        { event: 'tool_result', call_id: 'w2', tool: 'check_config', trust: 'untrusted', data: { turn: 1 } },
      ]);
      expect(s.log.map((e) => ({ protocol: e.protocol, path: e.path, stream: e.stream, steps: e.steps, tools: e.tools, status: e.status }))).toEqual(
        [0, 1, 2].map((steps) => ({ protocol: 'gemini', path: `/${version}/models/${MODEL}:${stream ? 'streamGenerateContent' : 'generateContent'}`, stream, steps, tools: ['write_config', 'check_config'], status: 200 })),
      );
      expect(s.lastText()?.reason).toBe('finish');
      if (stream) {
        // One chunk per part; the last carries the finish reason and the whole usage.
        expect(chunks.map((reply) => reply.map((c) => [c.candidates?.[0]?.finishReason ?? null, c.usageMetadata?.candidatesTokenCount ?? null, c.modelVersion, c.responseId]))).toEqual([
          [['STOP', expect.any(Number), MODEL, 'bench-1']],
          [['STOP', expect.any(Number), MODEL, 'bench-2']],
          [['STOP', expect.any(Number), MODEL, 'bench-3']],
        ]);
      }
    });
  }

  it('answers a whole response with usageMetadata and finishReason, in the API shape', async () => {
    const { server: s } = await start();
    const body = { contents: [{ role: 'user', parts: [{ text: 'fix it' }] }], tools: TOOLS };
    const text = JSON.stringify(body);
    const response = await fetch(`${s.origin}/v1beta/models/${MODEL}:generateContent`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
    const prompt = Math.ceil(text.length / 4);
    const json = (await response.json()) as { usageMetadata: { candidatesTokenCount: number } };
    expect(json).toEqual({
      candidates: [{ content: { role: 'model', parts: [{ functionCall: { id: 'call_1_1', name: 'write_config', args: { max_retries: 2, mode: 'safe' } } }] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: prompt, candidatesTokenCount: json.usageMetadata.candidatesTokenCount, totalTokenCount: prompt + json.usageMetadata.candidatesTokenCount },
      modelVersion: MODEL,
      responseId: 'bench-1',
    });
    expect(json.usageMetadata.candidatesTokenCount).toBeGreaterThan(0);
  });

  it('streams two calls of one turn as two chunks, and without alt=sse answers the chunks as one JSON array', async () => {
    const { server: s } = await start([{ batch: [{ tool: 'write_config', args: { a: 1 } }, { tool: 'check_config', args: {} }] }]);
    const body = JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'go' }] }], tools: TOOLS });
    const url = `${s.origin}/v1beta/models/${MODEL}:streamGenerateContent`;
    const sse = await fetch(`${url}?alt=sse`, { method: 'POST', body });
    expect(sse.headers.get('content-type')).toBe('text/event-stream');
    const events = (await sse.text()).split('\n\n').filter((e) => e !== '').map((e) => JSON.parse(e.replace(/^data: /, '')) as unknown);
    const array = await fetch(url, { method: 'POST', body });
    expect(array.headers.get('content-type')).toBe('application/json');
    const chunks = (await array.json()) as unknown[];
    const shape = (chunk: unknown) => (chunk as { candidates: unknown[] }).candidates;
    const expected = [
      [{ content: { role: 'model', parts: [{ functionCall: { id: 'call_1_1', name: 'write_config', args: { a: 1 } } }] }, index: 0 }],
      [{ content: { role: 'model', parts: [{ functionCall: { id: 'call_1_2', name: 'check_config', args: {} } }] }, finishReason: 'STOP', index: 0 }],
    ];
    expect(events.map(shape)).toEqual(expected);
    expect(chunks.map(shape)).toEqual(expected);
    expect((events[0] as { usageMetadata: unknown }).usageMetadata).toEqual({ promptTokenCount: Math.ceil(body.length / 4), totalTokenCount: Math.ceil(body.length / 4) });
  });

  it('reads back function responses without ids by name (as the client sends them), with an error response as the error it is', async () => {
    const { seen, client } = await start([{ tool: 'write_config', args: { a: 1 } }, { tool: 'check_config', args: {} }, { tool: 'finish', args: {} }]);
    const contents: Content[] = [
      { role: 'user', parts: [{ text: 'context of the session' }] },
      { role: 'user', parts: [{ text: 'fix it' }] },
      { role: 'model', parts: [{ functionCall: { name: 'write_config', args: { a: 1 } } }] },
      { role: 'user', parts: [{ functionResponse: { name: 'write_config', response: { content: [{ type: 'text', text: receipt('w1', 'write_config', {}) }] } } }] },
      { role: 'model', parts: [{ text: 'Checking.', thought: true }, { functionCall: { name: 'check_config', args: {} } }] },
      { role: 'user', parts: [{ functionResponse: { name: 'check_config', response: { error: 'the world is down' } } }] },
    ];
    const response = await client.models.generateContent({ model: MODEL, contents, config: { tools: TOOLS } });
    expect(response.text).toBe(FINISH_TEXT);
    expect(seen.at(-1)).toEqual([
      { event: 'start', task: 'fix it' },
      { event: 'tool_result', call_id: 'w1', tool: 'write_config', trust: 'untrusted', data: {} },
      { event: 'invalid_input', message: 'the world is down', path: '' },
    ]);
  });
});

describe('Gemini API: lookups and errors', () => {
  it('answers a model lookup and countTokens without the proposer, outside the run', async () => {
    const { server: s, seen, client } = await start();
    const model = await client.models.get({ model: MODEL });
    expect(plain(model)).toEqual({
      name: `models/${MODEL}`,
      version: '001',
      displayName: MODEL,
      description: "The bench's scripted model: it plays the scenario's proposer.",
      inputTokenLimit: 1048576,
      outputTokenLimit: 65536,
      supportedActions: ['generateContent', 'streamGenerateContent', 'countTokens'],
      temperature: 1,
      maxTemperature: 2,
      topP: 0.95,
      topK: 64,
      thinking: false,
      tunedModelInfo: {},
    });
    const contents = [{ role: 'user', parts: [{ text: 'count these words' }] }];
    expect((await client.models.countTokens({ model: MODEL, contents })).totalTokens).toBe(Math.ceil(JSON.stringify(contents).length / 4));
    expect(seen).toEqual([]);
    // Under v1 the model list stays the OpenAI one (the Gemini lookups are v1beta's; countTokens is both's).
    expect(await (await fetch(`${s.origin}/v1/models`)).json()).toEqual({ object: 'list', data: [{ id: 'bench', object: 'model', created: 0, owned_by: 'harness-bench' }] });
    const v1 = new GoogleGenAI({ apiKey: 'bench', httpOptions: { baseUrl: s.origin, apiVersion: 'v1' } });
    expect((await v1.models.countTokens({ model: MODEL, contents })).totalTokens).toBe(Math.ceil(JSON.stringify(contents).length / 4));
    expect(s.log.map((e) => [e.method, e.path, e.protocol, e.status])).toEqual([
      ['GET', `/v1beta/models/${MODEL}`, null, 200],
      ['POST', `/v1beta/models/${MODEL}:countTokens`, null, 200],
      ['GET', '/v1/models', null, 200],
      ['POST', `/v1/models/${MODEL}:countTokens`, null, 200],
    ]);
  });

  it('answers a malformed request 400 in the Gemini error shape, with what is wrong', async () => {
    const { server: s, seen, client } = await start();
    const error = (message: string) => ({ error: { code: 400, message, status: 'INVALID_ARGUMENT' } });
    // Through the client: a role the API does not know.
    const refused = await client.models.generateContent({ model: MODEL, contents: [{ role: 'assistant', parts: [{ text: 'hi' }] }] }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect({ status: (refused as ApiError).status, body: JSON.parse((refused as ApiError).message) as unknown }).toEqual({ status: 400, body: error('GenerateContentRequest.contents[0].role: must be "user" or "model", not "assistant"') });
    // Raw bodies the client would not send.
    const post = async (body: string, method = 'generateContent') => {
      const response = await fetch(`${s.origin}/v1beta/models/${MODEL}:${method}`, { method: 'POST', body });
      return [response.status, await response.json()];
    };
    expect(await post('{"contents": [')).toEqual([400, error(`the request body is not JSON: ${jsonError('{"contents": [')}`)]);
    expect(await post('[1]')).toEqual([400, error('the request body must be a JSON object')]);
    expect(await post(JSON.stringify({ model: MODEL, messages: [{ role: 'user', content: 'hi' }] }))).toEqual([400, error('GenerateContentRequest.contents: contents is not specified')]);
    expect(await post(JSON.stringify({ contents: { role: 'user' } }), 'streamGenerateContent')).toEqual([400, error('GenerateContentRequest.contents: expected a list of Content, got an object')]);
    expect(await post(JSON.stringify({ contents: [{ role: 'user', parts: [] }] }))).toEqual([400, error('GenerateContentRequest.contents[0].parts: contents.parts must not be empty')]);
    expect(await post(JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'go' }] }, { role: 'model', parts: [{ functionCall: { args: {} } }] }] }))).toEqual([
      400,
      error('GenerateContentRequest.contents[1].parts[0].functionCall.name: a name is required'),
    ]);
    expect(await post(JSON.stringify({ contents: [{ role: 'user', parts: [{ functionResponse: { name: 'x', response: 'ok' } }] }] }))).toEqual([
      400,
      error('GenerateContentRequest.contents[0].parts[0].functionResponse.response: expected an object, got a string'),
    ]);
    expect(await post(JSON.stringify({ contents: [{ parts: [{ text: 'go' }] }], tools: [{ functionDeclarations: [{ description: 'no name' }] }] }))).toEqual([
      400,
      error('GenerateContentRequest.tools[0].functionDeclarations[0].name: a name is required'),
    ]);
    expect(await post(JSON.stringify({}), 'countTokens')).toEqual([400, error('CountTokensRequest.contents: contents is not specified')]);
    expect(seen).toEqual([]);
    expect(s.log.map((e) => e.status)).toEqual(Array(10).fill(400));
  });
});
