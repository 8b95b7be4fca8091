import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ReplayMismatchError } from './errors.js';
import { httpFetch } from './http-fetch.js';
import { StreamStalledError } from './model-adapter.js';
import { redactText } from '../../harness/secrets.js';
import { redactHeaders } from './redact.js';

/**
 * Record and replay of provider HTTP exchanges, as a custom `fetch`. Two
 * layouts, one folder per trial in both:
 *
 * - version 1, the LLM proposers' (handed to the SDK clients): one file per
 *   request, `<dir>/<trial>/<step>.json`, step counting every HTTP request of
 *   the trial from 1 (retries included), replayed in that order;
 * - version 2, cassettes of a real model behind a harness (`run --model`):
 *   one file per exchange, `<dir>/<trial>/<sha256>-<n>.json`, keyed by the
 *   sha256 of the canonical request (the caller says what is canonical) and
 *   the how-manieth time that request was sent; a replay looks a request up by
 *   its hash, whatever order the harness sends them in, and hands a streamed
 *   answer on in the chunks it arrived in.
 *
 * Keys never reach a file: credential headers are replaced and every secret
 * value is scrubbed from all text written.
 */

export const RECORDING_FORMAT = 'harness-bench/llm-exchange';

/** What fixes a replay that differs from its recording: the run must ask exactly what the recorded one asked. */
export const REPLAY_HINT = 'replay with the same --seed, --proposer, scenarios, profiles and model options (temperature, model seed, max tokens, --no-stream) as the recording run';
export const RECORDING_VERSION = 1;

const ErrorInfoSchema = z.strictObject({ name: z.string(), message: z.string() });
type ErrorInfo = z.infer<typeof ErrorInfoSchema>;

/** A request as an entry of either format keeps it (its credential headers replaced). */
const RecordedRequestSchema = z.strictObject({
  method: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
});
type RecordedRequest = z.infer<typeof RecordedRequestSchema>;

/** A recorded response's fields before its body, in either format. */
const RESPONSE_HEAD = { status: z.number().int(), status_text: z.string(), headers: z.record(z.string(), z.string()) };

export const RecordingSchema = z.strictObject({
  format: z.literal(RECORDING_FORMAT),
  version: z.literal(RECORDING_VERSION),
  trial: z.string(),
  step: z.number().int().positive(),
  request: RecordedRequestSchema,
  /** Null when no response arrived (connection refused, timeout before headers). */
  response: z
    .strictObject({
      ...RESPONSE_HEAD,
      /** The body bytes: UTF-8 text when they round-trip exactly, else base64. */
      body: z.string(),
      body_encoding: z.enum(['utf8', 'base64']),
      /** The body broke off after `body` (a dropped connection); replay breaks it at the same byte. */
      body_error: ErrorInfoSchema.nullable(),
    })
    .nullable(),
  /** Why no response arrived, when it did not. */
  error: ErrorInfoSchema.nullable(),
});
export type Recording = z.infer<typeof RecordingSchema>;

/** A fetch for the SDKs, and the first replay mismatch it saw (the SDK wraps what fetch throws). */
export interface Transport {
  readonly mode: 'live' | 'record' | 'replay';
  readonly fetch: typeof fetch;
  fatal(): Error | null;
}

/** How a transport treats response bodies. */
export interface TransportOptions {
  /** A streamed body that sends nothing for this long is cut with a StreamStalledError (the request timeout). */
  idleMs?: number | undefined;
  inner?: typeof fetch | undefined;
}

/**
 * The network as it is. A whole (non-streamed) body is read inside the fetch,
 * so the SDK's request timeout (which covers only the fetch call) also covers
 * a response that stalls mid-body. A streamed body (server-sent events) is
 * passed on as it arrives, and cut when it stalls for `idleMs`.
 */
export function liveTransport(options: TransportOptions = {}): Transport {
  // Without an inner fetch, the node:http one does both (whole bodies read inside, streams cut on a stall) at less CPU.
  const fast = options.inner === undefined ? httpFetch({ idleMs: options.idleMs }) : null;
  if (fast !== null) return { mode: 'live', fetch: fast, fatal: () => null };
  const inner = options.inner ?? globalThis.fetch;
  return {
    mode: 'live',
    fetch: async (input, init) => {
      const response = await inner(input, init);
      if (isEventStream(response)) return passThrough(response, options.idleMs ?? Infinity, null);
      const body = await response.arrayBuffer();
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    },
    fatal: () => null,
  };
}

function isEventStream(response: Response): boolean {
  return response.body !== null && (response.headers.get('content-type') ?? '').toLowerCase().includes('text/event-stream');
}

/**
 * A response whose body is handed on chunk by chunk, cut by a StreamStalledError
 * when no chunk comes for `idleMs`; `onEnd` gets every chunk that came, in
 * order, and how the body ended (null: complete).
 */
function passThrough(response: Response, idleMs: number, onEnd: ((chunks: Uint8Array[], error: unknown) => void) | null): Response {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let ended = false;
  const end = (error: unknown) => {
    if (ended) return;
    ended = true;
    onEnd?.(chunks, error);
  };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stalled = new Promise<never>((_, reject) => {
        if (Number.isFinite(idleMs)) timer = setTimeout(() => reject(new StreamStalledError(idleMs)), idleMs);
      });
      try {
        const { done, value } = await Promise.race([reader.read(), stalled]);
        if (done) {
          end(null);
          controller.close();
          return;
        }
        if (onEnd !== null) chunks.push(value);
        controller.enqueue(value);
      } catch (error) {
        end(error ?? new TypeError('terminated'));
        void reader.cancel().catch(() => undefined);
        controller.error(error);
      } finally {
        clearTimeout(timer);
      }
    },
    async cancel() {
      // The SDK stops reading at the stream's end marker (`data: [DONE]`); the rest still belongs in a recording,
      // and reading it to the end lets the connection be reused rather than torn down.
      for (;;) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        try {
          const stalled = new Promise<never>((_, reject) => {
            if (Number.isFinite(idleMs)) timer = setTimeout(() => reject(new StreamStalledError(idleMs)), idleMs);
          });
          const { done, value } = await Promise.race([reader.read(), stalled]);
          if (done) return end(null);
          chunks.push(value);
        } catch (error) {
          end(error ?? new TypeError('terminated'));
          return reader.cancel().catch(() => undefined);
        } finally {
          clearTimeout(timer);
        }
      }
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** The directory of one trial's recordings. */
export function trialDir(dir: string, trialId: string): string {
  return join(dir, trialId.replace(/[^A-Za-z0-9._-]/g, '_'));
}

function stepFile(dir: string, trialId: string, step: number): string {
  return join(trialDir(dir, trialId), `${String(step).padStart(4, '0')}.json`);
}

/** Records every exchange of one trial under `dir`, replacing an earlier recording of the same trial. */
export function recordingTransport(dir: string, trialId: string, secrets: readonly string[], options: TransportOptions = {}): Transport {
  return recorder(dir, trialId, secrets, options, {
    open: (_request, step) => {
      const fields = { format: RECORDING_FORMAT, version: RECORDING_VERSION, trial: trialId, step } satisfies Omit<Recording, 'request' | 'response' | 'error'>;
      return { file: stepFile(dir, trialId, step), fields };
    },
    body: (chunks) => {
      const body = encodeBody(new Uint8Array(Buffer.concat(chunks)));
      return { body: body.data, body_encoding: body.encoding } satisfies Pick<NonNullable<Recording['response']>, 'body' | 'body_encoding'>;
    },
  });
}

/**
 * How a format files a trial's exchanges: the file of a request's exchange and the fields its entry
 * starts with (before its request, response and error), and a response's body as the entry keeps it.
 */
interface Layout {
  open(request: RecordedRequest, step: number): { file: string; fields: object };
  body(chunks: readonly Uint8Array[]): object;
}

/**
 * The recording transport of either format: each request sent on, its exchange written when it has
 * ended (a stream as it passes, the file written when it ends), every secret scrubbed from the file.
 * A whole body is read inside the fetch, as the live transport reads it; one the caller gave up on
 * (its signal aborted) is no answer, recorded as the error it was cut with.
 */
function recorder(dir: string, trialId: string, secrets: readonly string[], options: TransportOptions, layout: Layout): Transport {
  const inner = options.inner ?? globalThis.fetch;
  const folder = trialDir(dir, trialId);
  rmSync(folder, { recursive: true, force: true });
  let step = 0;
  const recordingFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    step += 1;
    const sent = await readRequest(input, init);
    const request: RecordedRequest = { method: sent.method, url: sent.url, headers: redactHeaders(sent.headers, secrets), body: sent.body };
    const { file, fields } = layout.open(request, step);
    const write = (response: object | null, error: ErrorInfo | null) => {
      mkdirSync(folder, { recursive: true });
      writeFileSync(file, redactText(`${JSON.stringify({ ...fields, request, response, error }, null, 2)}\n`, secrets));
    };
    const noAnswer = (error: unknown): never => {
      write(null, errorInfo(error, secrets));
      throw error;
    };
    let response: Response;
    try {
      response = await inner(input, init);
    } catch (error) {
      return noAnswer(error);
    }
    const head = { status: response.status, status_text: response.statusText, headers: redactHeaders(response.headers, secrets) };
    const finish = (chunks: Uint8Array[], error: unknown) => write({ ...head, ...layout.body(chunks), body_error: error === null ? null : errorInfo(error, secrets) }, null);
    // A stream is recorded as it passes (the model's first token reaches the caller when it arrives); the file is written when it ends.
    if (isEventStream(response)) return passThrough(response, options.idleMs ?? Infinity, finish);
    const { chunks, error } = await drain(response);
    if (error !== null && init?.signal?.aborted === true) return noAnswer(error);
    finish(chunks, error);
    return rebuild(head, chunks, error);
  };
  return { mode: 'record', fetch: recordingFetch as typeof fetch, fatal: () => null };
}

/**
 * Serves one trial's recorded exchanges in order, offline. A request whose
 * method, path or body differs from the recording, or a step never recorded,
 * is a ReplayMismatchError naming the trial and the step. `canonical`: the
 * form bodies are compared in (default: as they are).
 */
export function replayTransport(dir: string, trialId: string, options: { canonical?: (body: string) => string } = {}): Transport {
  const canonical = options.canonical ?? ((body: string) => body);
  let step = 0;
  let fatal: ReplayMismatchError | null = null;
  const fail = (message: string): never => {
    fatal ??= new ReplayMismatchError(`${message}; ${REPLAY_HINT}`);
    throw fatal;
  };
  const replayFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    step += 1;
    const where = `replay of trial ${trialId}, step ${step}`;
    const file = stepFile(dir, trialId, step);
    if (!existsSync(file)) return fail(`${where}: no recorded exchange (${file} does not exist); the run asked for more than was recorded`);
    let recording: Recording;
    try {
      recording = RecordingSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      return fail(`${where}: ${file} is not a recording of format ${RECORDING_FORMAT} v${RECORDING_VERSION}: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`);
    }
    const request = await readRequest(input, init);
    if (request.method !== recording.request.method || pathOf(request.url) !== pathOf(recording.request.url)) {
      fail(`${where}: request is ${request.method} ${pathOf(request.url)}, recorded ${recording.request.method} ${pathOf(recording.request.url)}`);
    }
    const [recorded, asked] = [canonical(recording.request.body), canonical(request.body)];
    if (asked !== recorded) fail(`${where}: request body differs from the recording ${difference(recorded, asked)}`);
    return replayed(recording, (r) => [r.body_encoding === 'utf8' ? new TextEncoder().encode(r.body) : new Uint8Array(Buffer.from(r.body, 'base64'))]);
  };
  return { mode: 'replay', fetch: replayFetch as typeof fetch, fatal: () => fatal };
}

async function readRequest(input: string | URL | Request, init?: RequestInit): Promise<{ method: string; url: string; headers: Headers; body: string }> {
  if (input instanceof Request) {
    return { method: input.method, url: input.url, headers: new Headers(input.headers), body: await input.clone().text() };
  }
  const body = init?.body;
  let text: string;
  if (body === undefined || body === null) text = '';
  else if (typeof body === 'string') text = body;
  else if (body instanceof Uint8Array || body instanceof ArrayBuffer) text = new TextDecoder().decode(body);
  else text = await new Response(body).text();
  return { method: (init?.method ?? 'GET').toUpperCase(), url: String(input), headers: new Headers(init?.headers), body: text };
}

/** Reads a body to the end, keeping the chunks that arrived if it breaks off. */
async function drain(response: Response): Promise<{ chunks: Uint8Array[]; error: unknown }> {
  const chunks: Uint8Array[] = [];
  let error: unknown = null;
  if (response.body !== null) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
      }
    } catch (caught) {
      error = caught ?? new TypeError('terminated');
    }
  }
  return { chunks, error };
}

function encodeBody(bytes: Uint8Array): { data: string; encoding: 'utf8' | 'base64' } {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return Buffer.from(text, 'utf8').equals(bytes) ? { data: text, encoding: 'utf8' } : { data: Buffer.from(bytes).toString('base64'), encoding: 'base64' };
}

/** Headers fetch computes itself, or that would misdescribe the already-decoded bytes. */
const DROPPED: ReadonlySet<string> = new Set(['content-length', 'content-encoding', 'transfer-encoding']);

/** What a recorded exchange answers: the error it ended with when no response came, else the response, its body read by `chunks`. */
function replayed<R extends { status: number; status_text: string; headers: Record<string, string>; body_error: ErrorInfo | null }>(entry: { response: R | null; error: ErrorInfo | null }, chunks: (response: R) => Uint8Array[]): Response {
  if (entry.response === null) throw toError(entry.error ?? { name: 'TypeError', message: 'fetch failed' });
  return rebuild(entry.response, chunks(entry.response), entry.response.body_error === null ? null : toError(entry.response.body_error));
}

/** A recorded response: its body handed on in the recorded chunks, one read each, in order, and broken off after them if it was. */
function rebuild(recorded: { status: number; status_text: string; headers: Record<string, string> }, chunks: readonly Uint8Array[], error: unknown): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(recorded.headers)) if (!DROPPED.has(name)) headers.set(name, value);
  const init = { status: recorded.status, statusText: recorded.status_text, headers };
  const parts = chunks.filter((c) => c.byteLength > 0);
  if (error === null && parts.length <= 1) return new Response(parts[0] ?? null, init);
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < parts.length) controller.enqueue(parts[next++]!);
      else if (error === null) controller.close();
      else controller.error(error);
    },
  });
  return new Response(stream, init);
}

function errorInfo(error: unknown, secrets: readonly string[]): ErrorInfo {
  const e = error instanceof Error ? error : new Error(String(error));
  return { name: e.name, message: redactText(e.message, secrets) };
}

function toError(info: ErrorInfo): Error {
  const error = info.name === 'TypeError' ? new TypeError(info.message) : new Error(info.message);
  error.name = info.name;
  return error;
}

function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

/** Where two bodies first differ, with a little context from each. */
function difference(recorded: string, actual: string): string {
  let i = 0;
  while (i < recorded.length && i < actual.length && recorded[i] === actual[i]) i++;
  const from = Math.max(0, i - 40);
  return `at character ${i}: recorded ${JSON.stringify(recorded.slice(from, i + 60))}, now ${JSON.stringify(actual.slice(from, i + 60))}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Version 2: cassettes keyed by the request's hash (a real model behind a harness).

export const CASSETTE_VERSION = 2;

/** What a request is, for its hash: the caller's canonical form of it (model and credentials left out, keys sorted). */
export type CanonicalRequest = (request: { method: string; url: string; body: string }) => string;

/** The hex sha256 of a canonical request: the key its exchange is recorded under. */
export function requestHash(canonical: string): string {
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

export const CassetteEntrySchema = z.strictObject({
  format: z.literal(RECORDING_FORMAT),
  version: z.literal(CASSETTE_VERSION),
  trial: z.string(),
  /** sha256 of the canonical request: what a replayed request is looked up by. */
  request_hash: z.string().regex(/^[0-9a-f]{64}$/),
  /** The how-manieth time the trial sent this same request (a retry sends it again). */
  occurrence: z.number().int().positive(),
  /** Its place among the trial's requests as recorded (for reading; not matched). */
  step: z.number().int().positive(),
  request: RecordedRequestSchema,
  response: z
    .strictObject({
      ...RESPONSE_HEAD,
      /** The body as it arrived, chunk by chunk: replay hands each on as one write, in order. */
      chunks: z.array(z.string()),
      /** How every chunk is written: UTF-8 text when each round-trips exactly, else base64. */
      chunk_encoding: z.enum(['utf8', 'base64']),
      /** The body broke off after its chunks; replay breaks it at the same place. */
      body_error: ErrorInfoSchema.nullable(),
    })
    .nullable(),
  error: ErrorInfoSchema.nullable(),
});
export type CassetteEntry = z.infer<typeof CassetteEntrySchema>;

/** The file of one exchange: `<trial>/<hash>-<occurrence>.json`. */
function entryFile(dir: string, trialId: string, hash: string, occurrence: number): string {
  return join(trialDir(dir, trialId), `${hash}-${occurrence}.json`);
}

/** A step file of version 1 (`0001.json`). */
const STEP_FILE = /^\d{4}\.json$/;

/** Why `dir` cannot be replayed as version-2 cassettes (a trial folder of version-1 step files), or null. */
export function cassetteFormatProblem(dir: string): string | null {
  if (!existsSync(dir)) return null;
  for (const name of readdirSync(dir)) {
    const folder = join(dir, name);
    if (!statSync(folder).isDirectory()) continue;
    const old = readdirSync(folder).find((f) => STEP_FILE.test(f));
    if (old !== undefined) return oldFormat(join(folder, old));
  }
  return null;
}

function oldFormat(file: string): string {
  return `${file} is a recording of format ${RECORDING_FORMAT} v${RECORDING_VERSION} (exchanges numbered by step); a real model's cassettes are v${CASSETTE_VERSION} (exchanges keyed by the sha256 of the request): record the run again with --record`;
}

function toChunks(chunks: readonly Uint8Array[]): { chunks: string[]; chunk_encoding: 'utf8' | 'base64' } {
  const texts = chunks.map((c) => encodeBody(c));
  if (texts.every((t) => t.encoding === 'utf8')) return { chunks: texts.map((t) => t.data), chunk_encoding: 'utf8' };
  return { chunks: chunks.map((c) => Buffer.from(c).toString('base64')), chunk_encoding: 'base64' };
}

function fromChunks(response: NonNullable<CassetteEntry['response']>): Uint8Array[] {
  return response.chunks.map((c) => (response.chunk_encoding === 'utf8' ? new TextEncoder().encode(c) : new Uint8Array(Buffer.from(c, 'base64'))));
}

/** Counts how many times each hash was asked for: the occurrence of the request now sent. */
function occurrences(): (hash: string) => number {
  const seen = new Map<string, number>();
  return (hash) => {
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    return n;
  };
}

/** Records every exchange of one trial under `dir`, keyed by the hash of its canonical request, replacing an earlier recording of the trial. */
export function cassetteRecordingTransport(dir: string, trialId: string, secrets: readonly string[], options: TransportOptions & { canonical: CanonicalRequest }): Transport {
  const occurrence = occurrences();
  return recorder(dir, trialId, secrets, options, {
    open: (request, step) => {
      const hash = requestHash(options.canonical(request));
      const n = occurrence(hash);
      const fields = { format: RECORDING_FORMAT, version: CASSETTE_VERSION, trial: trialId, request_hash: hash, occurrence: n, step } satisfies Omit<CassetteEntry, 'request' | 'response' | 'error'>;
      return { file: entryFile(dir, trialId, hash, n), fields };
    },
    body: (chunks) => toChunks(chunks),
  });
}

/**
 * Serves one trial's recorded exchanges offline, each request looked up by the
 * hash of its canonical form (and the how-manieth time it is sent). A request
 * the cassette does not hold is a ReplayMismatchError naming the trial, the
 * request's hash and its first bytes. (A cassette of the old format is refused
 * before the run: cassetteFormatProblem.)
 */
export function cassetteReplayTransport(dir: string, trialId: string, options: { canonical: CanonicalRequest }): Transport {
  const occurrence = occurrences();
  let fatal: ReplayMismatchError | null = null;
  const fail = (message: string): never => {
    fatal ??= new ReplayMismatchError(message);
    throw fatal;
  };
  const replayFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = await readRequest(input, init);
    const canonical = options.canonical(request);
    const hash = requestHash(canonical);
    const n = occurrence(hash);
    const where = `replay of trial ${trialId}`;
    const file = entryFile(dir, trialId, hash, n);
    if (!existsSync(file)) {
      const sent = n === 1 ? '' : ` (sent ${n} times; the cassette holds it fewer)`;
      return fail(`${where}: request sha256 ${hash}${sent} is not in the cassette ${trialDir(dir, trialId)}: ${request.method} ${pathOf(request.url)} ${JSON.stringify(canonical.slice(0, 120))}`);
    }
    let entry: CassetteEntry;
    try {
      entry = CassetteEntrySchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      return fail(`${where}: ${file} is not a cassette entry of format ${RECORDING_FORMAT} v${CASSETTE_VERSION}: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`);
    }
    return replayed(entry, fromChunks);
  };
  return { mode: 'replay', fetch: replayFetch as typeof fetch, fatal: () => fatal };
}
