import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proposerFactory } from '../../ablations/proposers.js';
import { Random } from '../../harness/random.js';
import { ModelServer } from '../../models/server/model-server.js';
import type { Scenario } from '../../scenarios/schema.js';

/**
 * A model provider on 127.0.0.1 for pass-through tests: the bench's own model
 * server, driven by the scenario's scripted proposer, behind a front that
 * keeps every request it received (path, headers, body) and every answer it
 * sent, and can fail a request instead (`fail`).
 */

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The answer as sent: its status and body text. */
  status: number;
  answer: string;
}

export interface FakeProvider {
  /** The server's root (Anthropic, Gemini); `${origin}/v1` is the OpenAI base URL. */
  readonly origin: string;
  readonly received: Received[];
  /** The most requests it was answering at once. */
  peak(): number;
  close(): Promise<void>;
}

/** An answer the provider gives instead of the model's: status, headers and body. */
export type Failure = { status: number; headers?: Record<string, string>; body: string };

/** `hold`: request n's answer waits until the promise it returns settles. */
export async function fakeProvider(scenario: Scenario, fail?: (n: number) => Failure | null, hold?: (n: number) => Promise<void>): Promise<FakeProvider> {
  const make = proposerFactory(scenario.proposer, 'provider');
  const model = await ModelServer.start({ makeProposer: () => make(new Random(1)) });
  const received: Received[] = [];
  let inFlight = 0;
  let peak = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const entry: Received = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>), status: 0, answer: '' };
        received.push(entry);
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        res.once('close', () => (inFlight -= 1));
        await hold?.(received.length);
        const failure = fail?.(received.length) ?? null;
        if (failure !== null) {
          entry.status = failure.status;
          entry.answer = failure.body;
          res.writeHead(failure.status, { 'content-type': 'application/json', ...failure.headers });
          res.end(failure.body);
          return;
        }
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        for (const name of ['anthropic-version', 'accept']) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
        const answer = await fetch(`${model.origin}${req.url ?? '/'}`, { method: req.method ?? 'POST', headers, ...(text === '' ? {} : { body: text }) });
        entry.status = answer.status;
        entry.answer = await answer.text();
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(entry.answer);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    peak: () => peak,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await model.close();
    },
  };
}

/** A port on 127.0.0.1 that nothing listens on (opened, then closed). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The usage a provider's answer reported (JSON, a JSON array of chunks or a stream, any protocol), read as the test sees it: input and output tokens (the last count reported). */
export function answerUsage(answer: string): { input: number; output: number } {
  const docs = answer.trim().startsWith('{') || answer.trim().startsWith('[')
    ? ([JSON.parse(answer)].flat() as Record<string, unknown>[])
    : answer.split('\n').filter((l) => l.startsWith('data: ') && l !== 'data: [DONE]').map((l) => JSON.parse(l.slice(6)) as Record<string, unknown>);
  let input = 0;
  let output = 0;
  for (const d of docs) {
    const response = (d['response'] ?? d) as Record<string, unknown>;
    const message = (d['message'] ?? {}) as Record<string, unknown>;
    const usage = (response['usage'] ?? message['usage'] ?? d['usage'] ?? d['usageMetadata'] ?? null) as Record<string, number> | null;
    if (usage === null) continue;
    input = usage['input_tokens'] ?? usage['prompt_tokens'] ?? usage['promptTokenCount'] ?? input;
    output = usage['output_tokens'] ?? usage['completion_tokens'] ?? usage['candidatesTokenCount'] ?? output;
  }
  return { input, output };
}
