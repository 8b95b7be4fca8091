import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnthropicAdapter } from '../../models/llm/anthropic-adapter.js';
import { OpenAiAdapter } from '../../models/llm/openai-adapter.js';
import { liveTransport } from '../../models/llm/record-replay.js';

/** A server that sends headers and half a body, then stalls forever. */
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"id":"x",');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const request = { system: 's', transcript: [{ role: 'user' as const, text: 'hi' }], tools: [] };

describe('a response that stalls mid-body, live', () => {
  it('times out on the Anthropic protocol (the SDK times only the fetch; the live transport reads the body inside it)', async () => {
    const adapter = new AnthropicAdapter({ provider: 'anthropic', model: 'm', apiKey: 'k', baseUrl: base, fetch: liveTransport().fetch, timeoutMs: 300 } as never);
    const failure = await adapter.complete(request as never).then(
      () => null,
      (error: unknown) => adapter.classify(error).kind,
    );
    expect(failure).toBe('timeout');
  });

  it('times out on the OpenAI-compatible protocol', async () => {
    const adapter = new OpenAiAdapter({ provider: 'openai-compatible', model: 'm', apiKey: 'k', baseUrl: `${base}/v1`, fetch: liveTransport().fetch, timeoutMs: 300 } as never);
    const failure = await adapter.complete(request as never).then(
      () => null,
      (error: unknown) => adapter.classify(error).kind,
    );
    expect(failure).toBe('timeout');
  });
});
