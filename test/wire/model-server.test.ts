import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonError } from '../support/json-error.js';
import { ScriptedProposer } from '../../models/scripted.js';
import { ASIDE_TEXT, END_TEXT, FINISH_TEXT } from '../../models/server/decide.js';
import { ModelServer } from '../../models/server/model-server.js';

/** The bench's model server driven by the providers' official clients, as a harness would drive it. */

const STEPS = [
  { tool: 'write_config', args: { max_retries: 2 } },
  { tool: 'check_config', args: {} },
  { tool: 'finish', args: {} },
];
const receipt = (tool: string, data: Record<string, unknown>) => JSON.stringify({ call_id: 'w1', tool, status: 'ok', effect: 'none', revision: 'r', data });

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(steps: unknown[] = STEPS) {
  server = await ModelServer.start({ makeProposer: () => new ScriptedProposer(steps) });
  return server;
}

const fnTool = (name: string) => ({ type: 'function' as const, name, parameters: { type: 'object', properties: {} }, strict: false });

describe('Responses API', () => {
  for (const stream of [false, true]) {
    it(`plays the script over ${stream ? 'SSE' : 'JSON'}, naming tools as offered, and finishes with text`, async () => {
      const s = await start();
      const client = new OpenAI({ baseURL: s.baseUrl, apiKey: 'bench', maxRetries: 0 });
      const input: OpenAI.Responses.ResponseInputItem[] = [{ role: 'user', content: 'fix it' }];
      const seen: string[] = [];
      const ask = async (): Promise<OpenAI.Responses.Response> => {
        const params = { model: 'bench', input, tools: [fnTool('write_config'), fnTool('check_config')] };
        if (!stream) return client.responses.create(params);
        const events = await client.responses.create({ ...params, stream: true });
        let done: OpenAI.Responses.Response | undefined;
        for await (const e of events) if (e.type === 'response.completed') done = e.response;
        return done!;
      };
      for (let turn = 0; turn < 5; turn++) {
        const response = await ask();
        const calls = response.output.filter((o) => o.type === 'function_call');
        if (calls.length === 0) {
          expect(response.output_text ?? (response.output[0] as { content: { text: string }[] }).content[0]!.text).toBe(FINISH_TEXT);
          break;
        }
        for (const call of calls) {
          seen.push(`${call.name} ${call.arguments}`);
          input.push(call, { type: 'function_call_output', call_id: call.call_id, output: receipt(call.name, { revision: 'r' }) });
        }
      }
      expect(seen).toEqual(['write_config {"max_retries":2}', 'check_config {}']);
      expect(s.lastText()?.reason).toBe('finish');
      expect(s.log.map((e) => e.steps)).toEqual([0, 1, 2]);
    });
  }

  it('answers a repeated request the same way (stateless), and names namespaced tools by namespace', async () => {
    const s = await start();
    const client = new OpenAI({ baseURL: s.baseUrl, apiKey: 'bench', maxRetries: 0 });
    const tools = [{ type: 'namespace', name: 'mcp__world', tools: [fnTool('write_config')] }] as unknown as OpenAI.Responses.Tool[];
    const a = await client.responses.create({ model: 'bench', input: 'fix it', tools });
    const b = await client.responses.create({ model: 'bench', input: 'fix it', tools });
    expect(a.output).toEqual(b.output.map((o) => ({ ...o, id: (a.output[0] as { id: string }).id })));
    expect(a.output[0]).toMatchObject({ type: 'function_call', name: 'write_config', namespace: 'mcp__world', call_id: 'call_1_1' });
  });
});

describe('Chat Completions', () => {
  for (const stream of [false, true]) {
    it(`plays the script over ${stream ? 'SSE' : 'JSON'}`, async () => {
      const s = await start();
      const client = new OpenAI({ baseURL: s.baseUrl, apiKey: 'bench', maxRetries: 0 });
      const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [{ role: 'user', content: 'fix it' }];
      const tools: OpenAI.Chat.ChatCompletionTool[] = ['write_config', 'check_config'].map((name) => ({ type: 'function', function: { name, parameters: { type: 'object' } } }));
      const seen: string[] = [];
      for (let turn = 0; turn < 5; turn++) {
        let message: OpenAI.Chat.ChatCompletionMessage;
        if (stream) {
          const runner = client.chat.completions.stream({ model: 'bench', messages, tools });
          message = (await runner.finalChatCompletion()).choices[0]!.message;
        } else {
          message = (await client.chat.completions.create({ model: 'bench', messages, tools })).choices[0]!.message;
        }
        const calls = message.tool_calls ?? [];
        if (calls.length === 0) {
          expect(message.content).toBe(FINISH_TEXT);
          break;
        }
        messages.push({ role: 'assistant', content: null, tool_calls: calls });
        for (const call of calls) {
          if (call.type !== 'function') continue;
          seen.push(`${call.function.name} ${call.function.arguments}`);
          messages.push({ role: 'tool', tool_call_id: call.id, content: receipt(call.function.name, {}) });
        }
      }
      expect(seen).toEqual(['write_config {"max_retries":2}', 'check_config {}']);
    });
  }
});

describe('Anthropic Messages', () => {
  for (const stream of [false, true]) {
    it(`plays the script over ${stream ? 'SSE (input_json_delta)' : 'JSON'} with mcp__world__ names`, async () => {
      const s = await start();
      const client = new Anthropic({ baseURL: s.origin, apiKey: 'bench', maxRetries: 0 });
      const messages: Anthropic.MessageParam[] = [{ role: 'user', content: 'fix it' }];
      const tools: Anthropic.Tool[] = ['mcp__world__write_config', 'mcp__world__check_config'].map((name) => ({ name, input_schema: { type: 'object' } }));
      const seen: string[] = [];
      for (let turn = 0; turn < 5; turn++) {
        const message = stream
          ? await client.messages.stream({ model: 'bench', max_tokens: 100, messages, tools }).finalMessage()
          : await client.messages.create({ model: 'bench', max_tokens: 100, messages, tools });
        const uses = message.content.filter((b) => b.type === 'tool_use');
        if (uses.length === 0) {
          expect(message.stop_reason).toBe('end_turn');
          expect(message.content[0]).toMatchObject({ type: 'text', text: FINISH_TEXT });
          break;
        }
        expect(message.stop_reason).toBe('tool_use');
        messages.push({ role: 'assistant', content: message.content });
        messages.push({ role: 'user', content: uses.map((u) => ({ type: 'tool_result' as const, tool_use_id: u.id, content: receipt(u.name, {}) })) });
        for (const u of uses) seen.push(`${u.name} ${JSON.stringify(u.input)}`);
      }
      expect(seen).toEqual(['mcp__world__write_config {"max_retries":2}', 'mcp__world__check_config {}']);
    });
  }
});

describe('feedback from what the harness reports', () => {
  it('turns a transient receipt into transient_failure and an unoffered tool into unknown_tool, for a feedback-driven proposer', async () => {
    const { FeedbackScriptProposer } = await import('../../models/scripted.js');
    server = await ModelServer.start({
      makeProposer: () =>
        new FeedbackScriptProposer([
          { when: { event: 'start' }, propose: { tool: 'queue_export', args: { operation_id: 'e1' } } },
          { when: { event: 'transient_failure', tool: 'queue_export' }, propose: { tool: 'nope', args: {} } },
          { when: { event: 'unknown_tool', tool: 'nope' }, end: true },
        ]),
    });
    const client = new OpenAI({ baseURL: server.baseUrl, apiKey: 'bench', maxRetries: 0 });
    const tools = [fnTool('queue_export')];
    const first = await client.responses.create({ model: 'bench', input: 'go', tools });
    const call = first.output[0] as OpenAI.Responses.ResponseFunctionToolCall;
    const transient = JSON.stringify({ call_id: 'w1', tool: 'queue_export', status: 'transient', effect: 'none', revision: 'r', data: {} });
    const input: OpenAI.Responses.ResponseInputItem[] = [{ role: 'user', content: 'go' }, call, { type: 'function_call_output', call_id: call.call_id, output: `Wall time: 0.1s\n${transient}` }];
    const second = await client.responses.create({ model: 'bench', input, tools });
    const nope = second.output[0] as OpenAI.Responses.ResponseFunctionToolCall;
    expect(nope.name).toBe('nope');
    input.push(nope, { type: 'function_call_output', call_id: nope.call_id, output: 'unsupported call: nope' });
    const third = await client.responses.create({ model: 'bench', input, tools });
    expect(third.output_text).toBe(END_TEXT);
    expect(server.lastText()?.reason).toBe('end');
  });

  it('answers 500 and logs it when the proposer has no answer (a strict script run out)', async () => {
    server = await ModelServer.start({ makeProposer: () => new ScriptedProposer([{ tool: 'check_config', args: {} }], { strict: true }) });
    const client = new OpenAI({ baseURL: server.baseUrl, apiKey: 'bench', maxRetries: 0 });
    const input: OpenAI.Responses.ResponseInputItem[] = [
      { role: 'user', content: 'go' },
      { type: 'function_call', call_id: 'call_1_1', name: 'check_config', arguments: '{}' },
      { type: 'function_call_output', call_id: 'call_1_1', output: receipt('check_config', {}) },
    ];
    await expect(client.responses.create({ model: 'bench', input, tools: [fnTool('check_config')] })).rejects.toThrow(/script has no step 2/);
    expect(server.log.at(-1)).toMatchObject({ status: 500, protocol: 'responses' });
  });

  it('answers a body it cannot read 400 with what is wrong, the harness\'s failure rather than the bench\'s, without the proposer', async () => {
    server = await ModelServer.start({ makeProposer: () => new ScriptedProposer([{ tool: 'check_config', args: {} }], { strict: true }) });
    const post = async (body: string) => {
      const response = await fetch(`${server!.origin}/v1/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      return [response.status, await response.json()];
    };
    expect(await post('{"messages": [')).toEqual([400, { error: { type: 'invalid_request_error', message: `the request body is not JSON: ${jsonError('{"messages": [')}` } }]);
    expect(await post('"hi"')).toEqual([400, { error: { type: 'invalid_request_error', message: 'the request body must be a JSON object' } }]);
    expect(server.log.map((e) => [e.protocol, e.status, e.reply])).toEqual([
      ['chat', 400, null],
      ['chat', 400, null],
    ]);
  });

  it('answers a side request that offers no tools (a title, say) without consulting the proposer, outside the run', async () => {
    server = await ModelServer.start({ makeProposer: () => new ScriptedProposer([{ tool: 'check_config', args: {} }], { strict: true }) });
    const client = new OpenAI({ baseURL: server.baseUrl, apiKey: 'bench', maxRetries: 0 });
    expect((await client.responses.create({ model: 'bench', input: 'name this chat' })).output_text).toBe(ASIDE_TEXT);
    expect(server.lastText()).toBeNull();
  });

  it('says the claims a finish carries after the finish text', async () => {
    server = await ModelServer.start({ makeProposer: () => new ScriptedProposer([{ tool: 'finish', args: { passed: true } }]) });
    const client = new OpenAI({ baseURL: server.baseUrl, apiKey: 'bench', maxRetries: 0 });
    expect((await client.responses.create({ model: 'bench', input: 'go', tools: [fnTool('check_config')] })).output_text).toBe(`${FINISH_TEXT} {"passed":true}`);
    expect(server.lastText()?.reason).toBe('finish');
  });
});
