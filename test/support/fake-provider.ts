import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proposerFactory } from '../../ablations/runner/proposers.js';
import { Random } from '../../harness/random.js';
import { ModelServer } from '../../models/server/model-server.js';
import type { Scenario } from '../../scenarios/schema.js';

/**
 * A model provider on 127.0.0.1 for pass-through tests: the bench's own model
 * server, driven by the scenario's scripted proposer, behind a front that
 * keeps every request it received (path, headers, body) and every answer it
 * sent, and can fail a request instead (`fail`). Like a real provider it
 * reports prompt caching (`withCache`: half the prompt read from the cache in
 * every protocol, and for Anthropic a quarter more written to it), and sends a
 * streamed answer event by event, a few milliseconds apart (`chunks`).
 */

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The answer as sent: its status and body text. */
  status: number;
  answer: string;
  /** The writes the answer was sent in (a stream: one per event). */
  chunks: string[];
  /** Milliseconds from the request's arrival to its connection's close (the answer sent, or the client cutting it); null while open. */
  closedAfterMs: number | null;
}

export interface FakeProvider {
  /** The server's root (Anthropic, Gemini); `${origin}/v1` is the OpenAI base URL. */
  readonly origin: string;
  readonly received: Received[];
  /** The most requests it was answering at once. */
  peak(): number;
  close(): Promise<void>;
}

/** An answer the provider gives instead of the model's: status, headers and body; `stall`: the body's start is sent, then nothing more. */
export type Failure = { status: number; headers?: Record<string, string>; body: string; stall?: true };

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
        const entry: Received = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>), status: 0, answer: '', chunks: [], closedAfterMs: null };
        const arrived = performance.now();
        received.push(entry);
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        res.once('close', () => {
          inFlight -= 1;
          entry.closedAfterMs = performance.now() - arrived;
        });
        await hold?.(received.length);
        const failure = fail?.(received.length) ?? null;
        if (failure !== null) {
          entry.status = failure.status;
          entry.answer = failure.body;
          entry.chunks = [failure.body];
          res.writeHead(failure.status, { 'content-type': 'application/json', ...failure.headers });
          if (failure.stall === true) res.write(failure.body);
          else res.end(failure.body);
          return;
        }
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        for (const name of ['anthropic-version', 'accept']) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
        const answer = await fetch(`${model.origin}${req.url ?? '/'}`, { method: req.method ?? 'POST', headers, ...(text === '' ? {} : { body: text }) });
        const type = answer.headers.get('content-type') ?? 'application/json';
        entry.status = answer.status;
        entry.answer = withCache(await answer.text());
        entry.chunks = type.includes('text/event-stream') ? entry.answer.split(/(?<=\r?\n\r?\n)/) : [entry.answer];
        res.writeHead(answer.status, { 'content-type': type });
        for (const [i, chunk] of entry.chunks.entries()) {
          if (i > 0) await new Promise((resolve) => setTimeout(resolve, 3));
          res.write(chunk);
        }
        res.end();
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

type Obj = Record<string, unknown>;

/** A JSON text's value, or undefined when it is not JSON (an answer cut short). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every JSON document of an answer: one body, a JSON array of chunks, or each `data:` line of a stream (none of an answer cut short). */
function documents(answer: string): Obj[] {
  const trimmed = answer.trim();
  const lines = trimmed.startsWith('{') || trimmed.startsWith('[') ? [answer] : answer.split('\n').map((l) => l.replace(/\r$/, '')).filter((l) => l.startsWith('data: ') && l !== 'data: [DONE]').map((l) => l.slice(6));
  return lines.flatMap((l) => [parsed(l) ?? []].flat() as Obj[]);
}

/**
 * The answer as a provider that caches prompts sends it: every usage object reports half the prompt read
 * from the cache (Responses `input_tokens_details.cached_tokens`, Chat Completions
 * `prompt_tokens_details.cached_tokens`, Gemini `cachedContentTokenCount`, all within the prompt's count);
 * Anthropic's, whose `input_tokens` leaves the cache out, as many again read from it and a quarter written.
 */
export function withCache(answer: string): string {
  const cache = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(cache);
    if (value === null || typeof value !== 'object') return value;
    const o = Object.fromEntries(Object.entries(value as Obj).map(([k, v]) => [k, cache(v)]));
    const n = (k: string) => (typeof o[k] === 'number' ? (o[k] as number) : null);
    if (n('input_tokens') !== null && 'input_tokens_details' in o) o['input_tokens_details'] = { ...(o['input_tokens_details'] as Obj), cached_tokens: Math.floor(n('input_tokens')! / 2) };
    if (n('prompt_tokens') !== null) o['prompt_tokens_details'] = { cached_tokens: Math.floor(n('prompt_tokens')! / 2) };
    if (n('promptTokenCount') !== null) o['cachedContentTokenCount'] = Math.floor(n('promptTokenCount')! / 2);
    if (n('input_tokens') !== null && 'cache_read_input_tokens' in o) Object.assign(o, { cache_read_input_tokens: n('input_tokens'), cache_creation_input_tokens: Math.ceil(n('input_tokens')! / 4) });
    return o;
  };
  const trimmed = answer.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const value = parsed(answer);
    return value === undefined ? answer : JSON.stringify(cache(value));
  }
  return answer
    .split('\n')
    .map((line) => {
      const m = /^data: (.*?)(\r?)$/.exec(line);
      const value = m === null ? undefined : parsed(m[1]!);
      return value === undefined ? line : `data: ${JSON.stringify(cache(value))}${m![2]}`;
    })
    .join('\n');
}

/**
 * The usage a provider's answer reported (JSON, a JSON array of chunks or a stream, any protocol), read as the test sees it
 * (the last count reported): input tokens (Anthropic's with the cache's added back), output tokens, and of the input those
 * read from the cache and written to it.
 */
export function answerUsage(answer: string): { input: number; output: number; cached: number; cacheWrite: number } {
  let input = 0;
  let output = 0;
  let cached = 0;
  let cacheWrite = 0;
  for (const d of documents(answer)) {
    const response = (d['response'] ?? d) as Obj;
    const message = (d['message'] ?? {}) as Obj;
    const usage = (response['usage'] ?? message['usage'] ?? d['usage'] ?? d['usageMetadata'] ?? null) as Obj | null;
    if (usage === null) continue;
    const n = (k: string) => (typeof usage[k] === 'number' ? (usage[k] as number) : undefined);
    const details = (usage['input_tokens_details'] ?? usage['prompt_tokens_details'] ?? {}) as Obj;
    const read = n('cache_read_input_tokens');
    const written = n('cache_creation_input_tokens');
    const anthropicIn = n('input_tokens') === undefined || read === undefined ? undefined : n('input_tokens')! + read + (written ?? 0);
    input = anthropicIn ?? n('input_tokens') ?? n('prompt_tokens') ?? n('promptTokenCount') ?? input;
    output = n('output_tokens') ?? n('completion_tokens') ?? n('candidatesTokenCount') ?? output;
    cached = read ?? (typeof details['cached_tokens'] === 'number' ? details['cached_tokens'] : undefined) ?? n('cachedContentTokenCount') ?? cached;
    cacheWrite = written ?? cacheWrite;
  }
  return { input, output, cached, cacheWrite };
}
