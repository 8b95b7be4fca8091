import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { hostSecrets, redactText } from '../../harness/secrets.js';
import type { ProposerUsage } from '../../harness/contracts/proposer.js';
import { LlmConfigError, ReplayMismatchError } from '../llm/errors.js';
import type { Clock } from '../../harness/clock.js';
import { checkBaseUrl, checkTransportOptions, KEY_VARIABLES, modelPrice } from '../llm/llm-proposer-spec.js';
import { costUsd, type ModelPrice } from '../llm/prices.js';
import { estimateTokens, LimiterAbortedError, ProviderLimiter, type Permit } from '../llm/rate-limiter.js';
import { retryAfterMs } from '../llm/provider-failure.js';
import { cassetteFormatProblem, cassetteRecordingTransport, cassetteReplayTransport, liveTransport, type Transport } from '../llm/record-replay.js';
import type { WireReply } from './decide.js';
import type { WireProtocol } from './protocols/registry.js';
import { readAnswer, type ProviderUsage } from './upstream-reply.js';

/**
 * A real model behind a real harness: the model server passes each model-turn
 * request the harness sends through to a provider in the same protocol (its
 * own body, the model replaced by the chosen one, the provider's key set) and
 * streams the provider's answer back as it arrives. The key is read from the
 * environment only and kept in this closure: never in a file, a recording or
 * a message. Record and replay go through models/llm/record-replay.ts: one
 * cassette file per exchange per trial, keyed by the sha256 of the canonical
 * request (`canonicalRequest`). The requests of every trial of the run share
 * one pace (models/llm/rate-limiter.ts): at most --max-concurrency in flight
 * to the provider, within --rpm and --tpm; a replay asks no provider and is
 * not paced.
 */

export const UPSTREAM_PROVIDERS = ['openai', 'anthropic', 'gemini', 'openai-compatible'] as const;
export type UpstreamProvider = (typeof UPSTREAM_PROVIDERS)[number];

/** The protocols each provider speaks (no translation between them). */
export const PROVIDER_PROTOCOLS: Readonly<Record<UpstreamProvider, readonly WireProtocol[]>> = {
  openai: ['responses', 'chat'],
  anthropic: ['anthropic'],
  gemini: ['gemini'],
  'openai-compatible': ['chat'],
};

/** The environment variable each provider's key is read from (openai-compatible may run without one). */
export const UPSTREAM_KEY_VARIABLES: Readonly<Record<UpstreamProvider, string>> = { ...KEY_VARIABLES, gemini: 'GEMINI_API_KEY' };

/** The providers' public API URLs: the OpenAI ones end in their version (/v1), the others are the server's root. */
const DEFAULT_BASE_URLS: Readonly<Record<UpstreamProvider, string>> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com',
  gemini: 'https://generativelanguage.googleapis.com',
  // Only used in replay, where nothing is contacted; recordings are matched on path.
  'openai-compatible': 'http://replay.invalid/v1',
};

export interface UpstreamOptions {
  /** The provider's server (required for openai-compatible). */
  baseUrl?: string | undefined;
  record?: string | undefined;
  replay?: string | undefined;
  prices?: string | undefined;
  /** Real milliseconds a provider may take to answer (headers, and a whole non-streamed body), and a stream may stall, before the request is cut (default 60 000). */
  timeoutMs?: number | undefined;
  /** Per-trial caps on tokens in + out and on money: past one, the harness is stopped. */
  tokenLimit?: number | undefined;
  costLimit?: number | undefined;
  /** The provider's pace over every trial of the run: requests in flight at once (default 16), requests and tokens per minute (default the price table's entry, if any). */
  maxInFlight?: number | undefined;
  rpm?: number | undefined;
  tpm?: number | undefined;
  /** Real time for the pace (default the system clock); tests pass a virtual one. */
  paceClock?: Clock | undefined;
  /** Where the key is read from (default process.env). */
  env?: Readonly<Record<string, string | undefined>> | undefined;
}

/** One model request passed through: what the harness sent, as the model server read it. */
export interface UpstreamRequest {
  protocol: WireProtocol;
  method: string;
  /** The path the harness asked for (`/v1/messages`, `/v1beta/models/bench:streamGenerateContent`). */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The request offered no tools (a harness's side request): its text answer does not end the run. */
  aside: boolean;
}

/** How one pass-through went: the status the harness got, how the model ended the turn, and the provider's failure if any. */
export interface UpstreamExchange {
  status: number;
  reply: WireReply | null;
  /** Why this request failed at the provider (its status, a refused connection, a stalled stream, a cassette miss); absent when it answered. */
  failure?: string;
}

/** One trial's pass-through: its transport (live, recording or replaying) and what it spent. */
export interface UpstreamTrial {
  forward(request: UpstreamRequest, res: ServerResponse, errorBody: (status: number, message: string) => unknown): Promise<UpstreamExchange>;
  /** Tokens (cached among them), money, provider calls and the harness's retries of a failed request, so far. */
  usage(): ProposerUsage;
  /** The request the provider failed last, when no later one succeeded: the trial cannot be judged. */
  failure(): string | null;
  /** A replay that asked for a request the cassette does not hold. */
  fatal(): Error | null;
  /** The trial's token or money cap, once what it spent has passed it (the answer that passed it has reached the harness already). */
  overLimit(): { reason: 'token_limit' | 'cost_limit'; detail: string } | null;
}

/** A trial's caps (--token-limit, --cost-limit). */
interface Limits {
  tokens?: number | undefined;
  usd?: number | undefined;
}

export interface UpstreamModel {
  /** `provider:model`, the matrix's proposer column. */
  readonly id: string;
  readonly provider: UpstreamProvider;
  readonly model: string;
  readonly mode: Transport['mode'];
  /** False when no price is known for the model: its cost counts as 0 (the CLI warns). */
  readonly priceKnown: boolean;
  speaks(protocol: WireProtocol): boolean;
  forTrial(trialId: string): UpstreamTrial;
}

export function isUpstreamSpec(text: string): boolean {
  const colon = text.indexOf(':');
  return colon > 0 && (UPSTREAM_PROVIDERS as readonly string[]).includes(text.slice(0, colon));
}

/** Why a harness configuration cannot run with this model (its protocol is not the provider's), or null. */
export function protocolRefusal(model: Pick<UpstreamModel, 'id' | 'provider' | 'speaks'>, configuration: string, protocol: WireProtocol): string | null {
  if (model.speaks(protocol)) return null;
  return `--model ${model.id}: ${model.provider} speaks ${PROVIDER_PROTOCOLS[model.provider].join(' and ')}, but harness configuration ${configuration} speaks ${protocol} (protocol: ${protocol}); the bench does not translate between protocols`;
}

/** Parses `provider:MODEL` with its options; the key comes from the environment alone (none is needed to replay). */
export function parseUpstreamModel(text: string, options: UpstreamOptions = {}): UpstreamModel {
  const colon = text.indexOf(':');
  const provider = text.slice(0, colon) as UpstreamProvider;
  const model = text.slice(colon + 1);
  if (colon <= 0 || !UPSTREAM_PROVIDERS.includes(provider)) throw new LlmConfigError(`unknown model ${JSON.stringify(text)}; use ${UPSTREAM_PROVIDERS.map((p) => `${p}:MODEL`).join(', ')}`);
  if (model.trim() === '' || model !== model.trim() || model.includes('/')) throw new LlmConfigError(`--model ${JSON.stringify(text)} needs a model name after the colon`);
  checkTransportOptions(options);
  const replaying = options.replay !== undefined;
  if (provider === 'openai-compatible' && options.baseUrl === undefined && !replaying) throw new LlmConfigError('openai-compatible needs --base-url, e.g. http://127.0.0.1:11434/v1');
  if (options.baseUrl !== undefined) checkBaseUrl(options.baseUrl);
  const oldCassette = replaying ? cassetteFormatProblem(options.replay!) : null;
  if (oldCassette !== null) throw new LlmConfigError(`--replay ${options.replay}: ${oldCassette}`);
  const env = options.env ?? process.env;
  const variable = UPSTREAM_KEY_VARIABLES[provider];
  const found = env[variable];
  let key: string | null = null;
  if (!replaying) {
    if (found !== undefined && found !== '') key = found;
    else if (provider !== 'openai-compatible') throw new LlmConfigError(`--model ${text} needs an API key in the environment variable ${variable} (or use --replay DIR to re-judge a recorded run without a key)`);
  }
  const secrets = [...(key === null ? [] : [key]), ...Object.values(hostSecrets(env))];
  const price = modelPrice(model, options);
  const limits: Limits = { tokens: options.tokenLimit, usd: options.costLimit };
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URLS[provider]).replace(/\/+$/, '');
  const idleMs = options.timeoutMs ?? 60_000;
  const mode: Transport['mode'] = replaying ? 'replay' : options.record !== undefined ? 'record' : 'live';
  const live = mode === 'live' ? liveTransport({ idleMs }) : null;
  // One pace for the run, shared by all its trials; a replay talks to no provider.
  const limiter = replaying ? null : new ProviderLimiter({ maxInFlight: options.maxInFlight ?? 16, rpm: options.rpm ?? price?.rpm, tpm: options.tpm ?? price?.tpm, clock: options.paceClock });
  const canonical = (request: { method: string; url: string; body: string }) => canonicalRequest(request, baseUrl);
  const transportFor = (trialId: string): Transport => {
    if (options.replay !== undefined) return cassetteReplayTransport(options.replay, trialId, { canonical });
    if (options.record !== undefined) return cassetteRecordingTransport(options.record, trialId, secrets, { idleMs, canonical });
    return live!;
  };
  const protocols = PROVIDER_PROTOCOLS[provider];
  return {
    id: text,
    provider,
    model,
    mode,
    priceKnown: price !== null,
    speaks: (protocol) => protocols.includes(protocol),
    forTrial: (trialId) => upstreamTrial({ trialId, provider, model, baseUrl, key, secrets, price, limits, limiter, timeoutMs: idleMs, transport: transportFor(trialId) }),
  };
}

interface TrialSetup {
  trialId: string;
  provider: UpstreamProvider;
  model: string;
  baseUrl: string;
  key: string | null;
  /** Scrubbed from every failure's text (a provider may echo a key back in its error). */
  secrets: readonly string[];
  price: ModelPrice | null;
  limits: Limits;
  /** The run's pace (null in replay). */
  limiter: ProviderLimiter | null;
  /** --request-timeout: how long the provider may take to answer, and a stream may stall. */
  timeoutMs: number;
  transport: Transport;
}

/**
 * Top-level body fields a harness makes afresh per install or session and the model is not asked
 * about: Codex's `prompt_cache_key` (its session id) and `client_metadata` (its installation id).
 */
const VOLATILE_FIELDS: ReadonlySet<string> = new Set(['model', 'prompt_cache_key', 'client_metadata']);

/** A real-time measure a harness writes into the conversation (Codex's `Wall time: 0.0323 seconds` before a tool's output). */
const WALL_TIME = /\bWall time: \d+(?:\.\d+)? seconds\b/g;

/**
 * A request as a cassette keys it (its sha256 is the key): the method, the path below the provider's
 * base URL (Gemini's model segment as `{model}`), and the body's JSON with its keys sorted. Left out is
 * what the pass-through replaces (the body's `model`; the key, which travels in headers), what a
 * harness makes afresh per install or session and the model is not asked about (`VOLATILE_FIELDS`,
 * and Anthropic's `metadata.user_id`, which Claude Code fills with a device and session id), and the
 * real time a harness reports in the conversation (`WALL_TIME`). A body that is not JSON is kept as it is.
 */
export function canonicalRequest(request: { method: string; url: string; body: string }, baseUrl: string): string {
  const path = (request.url.startsWith(baseUrl) ? request.url.slice(baseUrl.length) : request.url).replace(/\/models\/[^/:]+:/, '/models/{model}:');
  let value: unknown;
  try {
    value = JSON.parse(request.body);
  } catch {
    return JSON.stringify({ method: request.method, path, body: request.body });
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const rest = Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([k]) => !VOLATILE_FIELDS.has(k)));
    const metadata = rest['metadata'];
    if (metadata !== null && typeof metadata === 'object' && !Array.isArray(metadata) && 'user_id' in metadata) {
      const { user_id: _volatile, ...kept } = metadata as Record<string, unknown>;
      rest['metadata'] = kept;
    }
    value = rest;
  }
  return JSON.stringify({ method: request.method, path, body: canonicalValue(value) });
}

/** A JSON value with every object's keys in sorted order and every wall time a harness reported left out. */
function canonicalValue(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(WALL_TIME, 'Wall time: (real time) seconds');
  if (Array.isArray(value)) return value.map(canonicalValue);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, canonicalValue((value as Record<string, unknown>)[k])]),
  );
}

/** Request headers never passed on: the harness's own credentials, and what the connection itself sets. */
const DROPPED_REQUEST = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'accept-encoding', 'authorization', 'x-api-key', 'x-goog-api-key', 'api-key', 'cookie', 'proxy-authorization']);
/** Response headers never passed back: the body is re-sent decoded, chunk by chunk. */
const DROPPED_RESPONSE = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'set-cookie']);

function upstreamTrial(setup: TrialSetup): UpstreamTrial {
  const spent = { tokens_in: 0, tokens_out: 0, tokens_cached: 0, cost_usd: 0, provider_calls: 0, provider_retries: 0 };
  let lastFailure: string | null = null;
  let lastFailedBody: string | null = null;
  let fatal: Error | null = null;
  let n = 0;
  return {
    // No per-request timings: the harness, not the bench, waits on the stream.
    usage: () => ({ ...spent, requests: [] }),
    failure: () => lastFailure,
    fatal: () => fatal ?? setup.transport.fatal(),
    overLimit: () => overLimit(spent, setup.limits),
    async forward(request, res, errorBody) {
      n += 1;
      const over = overLimit(spent, setup.limits);
      if (over !== null) {
        // Past its cap the trial asks the provider nothing more: the harness is being stopped.
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify(errorBody(400, over.detail)));
        return { status: 400, reply: null };
      }
      const body = JSON.stringify(request.protocol === 'gemini' ? request.body : { ...request.body, model: setup.model });
      const url = providerUrl(setup, request);
      const what = `request ${n} (${request.method} ${request.path}) of trial ${setup.trialId}`;
      const permit = await pace(setup.limiter, body, request.body, res);
      // The harness went away while its request waited for the pace: nothing was asked, nothing to answer.
      if (permit === null) return { status: 499, reply: null };
      try {
        return await send({ request, res, errorBody, what }, body, url, permit);
      } finally {
        permit(null);
      }
    },
  };

  /** One request sent to the provider (its permit held), its answer streamed back to the harness and read. */
  async function send(exchange: Exchange, body: string, url: string, permit: Permit): Promise<UpstreamExchange> {
    const { request, res, errorBody, what } = exchange;
    spent.provider_calls += 1;
    // The harness sent again what failed: its retry.
    if (lastFailedBody === body) spent.provider_retries += 1;
    const failed = (status: number, text: string): UpstreamExchange => {
      const failure = redactText(text, setup.secrets);
      lastFailure = failure;
      lastFailedBody = body;
      return { status, reply: null, failure };
    };
    let response: Response;
    // The provider has --request-timeout to answer: its headers, and the whole body of an answer that is not a stream
    // (read inside the fetch); a stream is then cut by the transport when it stalls that long.
    const answered = new AbortController();
    const timer = setTimeout(() => answered.abort(new RequestTimeoutError(setup.timeoutMs)), setup.timeoutMs);
    try {
      response = await setup.transport.fetch(url, { method: request.method, headers: providerHeaders(setup, request.headers), body, signal: answered.signal });
    } catch (error) {
      const message = error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
      const cassetteMiss = error instanceof ReplayMismatchError;
      // Timed out here, or (replayed) when it was recorded.
      const timedOut = answered.signal.aborted || (error instanceof Error && error.name === 'RequestTimeoutError');
      if (cassetteMiss) fatal ??= new ReplayMismatchError(`cassette miss: ${what} is not in the recording: ${message}`);
      const failure = cassetteMiss
        ? `cassette miss on ${what}`
        : timedOut
          ? `the provider did not answer ${what} within ${setup.timeoutMs} ms (request timeout)`
          : `the provider could not be reached for ${what}: ${message}`;
      // A cassette miss is answered as a request the harness should not retry (400); a provider that did not answer in time as a
      // gateway timeout, an unreachable one as a bad gateway.
      const status = cassetteMiss ? 400 : timedOut ? 504 : 502;
      if (!res.headersSent) {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(errorBody(status, redactText(failure, setup.secrets))));
      }
      return failed(status, failure);
    } finally {
      clearTimeout(timer);
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!DROPPED_RESPONSE.has(name)) headers[name] = value;
    });
    res.writeHead(response.status, headers);
    const chunks: Buffer[] = [];
    let broke: unknown = null;
    if (response.body !== null) {
      const reader = response.body.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const chunk = Buffer.from(value);
          chunks.push(chunk);
          res.write(chunk);
        }
      } catch (error) {
        broke = error ?? new TypeError('terminated');
      }
    }
    if (broke !== null) {
      // The provider's stream broke off (or stalled): the harness sees it break off too.
      res.destroy();
      return failed(response.status, `the provider's answer to ${what} broke off: ${broke instanceof Error ? broke.message : String(broke)}`);
    }
    res.end();
    const text = Buffer.concat(chunks).toString('utf8');
    if (response.status >= 400) {
      const retryAfter = response.headers.get('retry-after');
      // A rate limit slows every trial of the run down, as it does for LLM proposers.
      if (response.status === 429) setup.limiter?.onRateLimited(retryAfterMs(response.headers) ?? 1000);
      return failed(response.status, `the provider answered ${response.status} to ${what}${retryAfter === null ? '' : ` (Retry-After: ${retryAfter})`}: ${text.slice(0, 300)}`);
    }
    lastFailure = null;
    lastFailedBody = null;
    const answer = readAnswer(request.protocol, text, request.aside);
    charge(spent, answer.usage, setup.price);
    setup.limiter?.onSuccess();
    permit(answer.usage.input + answer.usage.output);
    return { status: response.status, reply: answer.reply };
  }
}

/** The reason a request is cut when the provider has not answered within --request-timeout (a recording keeps its name). */
class RequestTimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms (request timeout)`);
    this.name = 'RequestTimeoutError';
  }
}

/** What a request is, as the model server handed it over: the harness's request, its response, its error shape and its name in messages. */
interface Exchange {
  request: UpstreamRequest;
  res: ServerResponse;
  errorBody: (status: number, message: string) => unknown;
  what: string;
}

/**
 * Waits for the run's pace to let a request go (its tokens estimated from the body and the
 * output the harness asks for, when a tokens-per-minute budget is set); null when the harness
 * closed the connection meanwhile.
 */
async function pace(limiter: ProviderLimiter | null, body: string, sent: Record<string, unknown>, res: ServerResponse): Promise<Permit | null> {
  if (limiter === null) return () => undefined;
  const gone = new AbortController();
  const onClose = () => gone.abort();
  res.once('close', onClose);
  try {
    return await limiter.acquire(limiter.countsTokens ? estimateTokens(body, maxOutput(sent)) : 0, gone.signal);
  } catch (error) {
    if (error instanceof LimiterAbortedError) return null;
    throw error;
  } finally {
    res.off('close', onClose);
  }
}

/** The most output tokens a request asks for, in any protocol's field (1024 when it names none). */
function maxOutput(body: Record<string, unknown>): number {
  const config = body['generationConfig'];
  const candidates = [body['max_tokens'], body['max_output_tokens'], body['max_completion_tokens'], config !== null && typeof config === 'object' ? (config as Record<string, unknown>)['maxOutputTokens'] : undefined];
  const found = candidates.find((v): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0);
  return found ?? 1024;
}

function overLimit(spent: { tokens_in: number; tokens_out: number; cost_usd: number }, limits: Limits): ReturnType<UpstreamTrial['overLimit']> {
  const tokens = spent.tokens_in + spent.tokens_out;
  if (limits.tokens !== undefined && tokens > limits.tokens) return { reason: 'token_limit', detail: `token limit: ${tokens} tokens used (${spent.tokens_in} in, ${spent.tokens_out} out), limit ${limits.tokens}; harness stopped` };
  if (limits.usd !== undefined && spent.cost_usd > limits.usd) return { reason: 'cost_limit', detail: `cost limit: ${spent.cost_usd.toFixed(6)} USD spent, limit ${limits.usd} USD; harness stopped` };
  return null;
}

/** Adds an answer's usage: every input token in tokens_in, those read from the cache also in tokens_cached, each priced at its rate. */
function charge(spent: { tokens_in: number; tokens_out: number; tokens_cached: number; cost_usd: number }, usage: ProviderUsage, price: ModelPrice | null): void {
  spent.tokens_in += usage.input;
  spent.tokens_out += usage.output;
  spent.tokens_cached += usage.cached;
  if (price !== null) spent.cost_usd += costUsd(price, usage.input, usage.output, { read: usage.cached, write: usage.cacheWrite });
}

/** The provider's URL for a request: an OpenAI base URL carries its version (/v1), so the harness's /v1 is dropped; Gemini's model segment is the chosen model. */
function providerUrl(setup: TrialSetup, request: UpstreamRequest): string {
  let path = request.path;
  if (setup.provider === 'openai' || setup.provider === 'openai-compatible') path = path.replace(/^\/v1(?=\/)/, '');
  if (request.protocol === 'gemini') path = path.replace(/\/models\/[^/:]+:/, `/models/${encodeURIComponent(setup.model)}:`);
  const query = new URLSearchParams(request.query);
  query.delete('key');
  const search = query.toString();
  return `${setup.baseUrl}${path}${search === '' ? '' : `?${search}`}`;
}

/** The harness's headers, its credentials replaced by the provider's. */
function providerHeaders(setup: TrialSetup, incoming: IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || DROPPED_REQUEST.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['content-type'] = 'application/json';
  if (setup.key !== null) {
    if (setup.provider === 'anthropic') headers['x-api-key'] = setup.key;
    else if (setup.provider === 'gemini') headers['x-goog-api-key'] = setup.key;
    else headers['authorization'] = `Bearer ${setup.key}`;
  }
  if (setup.provider === 'anthropic') headers['anthropic-version'] ??= '2023-06-01';
  return headers;
}
