import type { LlmFlagOptions } from './llm-flag-options.js';
import { hostSecrets } from '../../harness/secrets.js';
import { systemClock, type Clock } from '../../harness/clock.js';
import type { ProviderActivity } from './activity.js';
import { ProviderLimiter } from './rate-limiter.js';
import { Random } from '../../harness/random.js';
import type { Contract } from '../../harness/contracts/task-contract.js';
import type { ProposerSpec } from '../proposer-spec.js';
import type { WorldFixture } from '../../worlds/index.js';
import { AnthropicAdapter } from './anthropic-adapter.js';
import { LlmConfigError } from './errors.js';
import { LlmProposer } from './llm-proposer.js';
import type { ModelAdapter, ProviderName, ToolSpec } from './model-adapter.js';
import { OpenAiAdapter } from './openai-adapter.js';
import { DEFAULT_PRICES, loadPriceTable, priceFor, type ModelPrice } from './prices.js';
import { systemPrompt } from './prompt.js';
import type { ProviderRetryPolicy } from './provider-retry.js';
import { liveTransport, recordingTransport, replayTransport, type Transport } from './record-replay.js';
import { scenarioTools, toolSpecs } from './tool-specs.js';

/** What an LLM proposer is told of a scenario: its task contract and its world's tools. */
type Task = { readonly contract: Contract; readonly world: WorldFixture };

export const LLM_PROVIDERS: readonly ProviderName[] = ['openai', 'anthropic', 'openai-compatible'];

/** The environment variable each provider's key is read from. openai-compatible runs without one. */
export const KEY_VARIABLES: Record<ProviderName, string> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  'openai-compatible': 'OPENAI_COMPATIBLE_API_KEY',
};

/** The key sent to an openai-compatible server when OPENAI_COMPATIBLE_API_KEY is unset. */
export const NO_KEY_PLACEHOLDER = 'not-needed';

const DEFAULT_BASE_URLS: Record<ProviderName, string> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com',
  // Only used in replay, where nothing is contacted; recordings are matched on path.
  'openai-compatible': 'http://replay.invalid/v1',
};

/** Options from the command line; all optional. */
export interface LlmSpecOptions extends LlmFlagOptions {
  /** USD per 1M input / output tokens for this model; both or neither. Beat the price file. */
  priceInput?: number | undefined;
  priceOutput?: number | undefined;
  /** Most requests in flight to this provider at once; the adaptive limit moves under it (default 64). */
  maxInFlight?: number | undefined;
  /** Where waits are shown (the CLI's progress line). */
  activity?: ProviderActivity | undefined;
  /** Real time for the limiter and every trial's wall-clock cap (default the system clock); tests pass a virtual one. */
  paceClock?: Clock | undefined;
  /** Text-only answers nudged before the proposer ends (default 1). */
  nudges?: number | undefined;
  retry?: Partial<ProviderRetryPolicy> | undefined;
  /** Where keys are read from (default process.env). */
  env?: Readonly<Record<string, string | undefined>> | undefined;
}

/** The options a worker thread rebuilds the same choice from: plain data (no functions, no clocks). */
export type LlmWorkerOptions = Omit<LlmSpecOptions, 'activity' | 'paceClock'>;

/** The provider limits a choice runs under once its defaults are resolved (the price file's budgets, 64 in flight). */
export interface LlmLimits {
  maxInFlight: number;
  rpm: number | undefined;
  tpm: number | undefined;
}

/** What a worker thread rebuilds an LLM choice from. */
export interface LlmRebuild {
  options: LlmWorkerOptions;
  limits: LlmLimits;
}

/** What a trial gives the proposer it creates. */
export interface LlmTrialContext {
  /** The trial's run id: recordings are keyed by it, so replay needs the same seed. */
  trialId: string;
  /** The trial's clock (the same one given to runTrial): the deadline is read on it and waits advance it. */
  clock: Clock;
  /**
   * What provider waits (Retry-After, backoff) sleep on; default `clock`. Live
   * and recording runs on a virtual trial clock should pass
   * `realAndTrialClock(clock)` so waits really happen; replays should not.
   */
  waitClock?: Clock | undefined;
  /** Absolute time on `clock` after which no provider request starts (default: now + the scenario's deadline_ms). */
  deadlineAt?: number | undefined;
  /** Real time (default the system clock): the trial's wall-clock cap and rate-limit waits use it; tests pass a virtual one. */
  paceClock?: Clock | undefined;
}

/** A `--proposer` choice backed by a model. */
export interface LlmProposerChoice {
  readonly id: string;
  readonly kind: 'llm';
  readonly provider: ProviderName;
  readonly model: string;
  readonly mode: Transport['mode'];
  /** False when no price is known for the model: its cost counts as 0 (the CLI warns). */
  readonly priceKnown: boolean;
  /**
   * For ProposerChoice compatibility: a strict script with no steps, which
   * throws a ScriptError on the first turn if a caller runs it instead of
   * calling `create`. Never null: an LLM proposer applies to every scenario.
   */
  specFor(scenario: Task): ProposerSpec;
  /**
   * How a worker thread builds the same choice: its options as plain data, and
   * the limits to split between workers. A function, so that the options (an
   * `env` given here may hold a key) stay in this closure and out of any
   * serialisation of the choice; the caller hands them to a worker in memory.
   */
  rebuild(): LlmRebuild;
  /** Where this choice's waits are shown (workers report theirs into it). */
  readonly activity: ProviderActivity | undefined;
  create(scenario: Task, random: Random, context: LlmTrialContext): LlmProposer;
}

export function isLlmProposerSpec(text: string): boolean {
  const colon = text.indexOf(':');
  return colon > 0 && (LLM_PROVIDERS as readonly string[]).includes(text.slice(0, colon));
}

/** A numeric option within its range (an integer where asked), or a config error naming it. */
/** The options an LLM proposer and the --model pass-through share: recording or replaying (not both), the request timeout and the provider's pace. */
export function checkTransportOptions(options: { record?: string | undefined; replay?: string | undefined; timeoutMs?: number | undefined; rpm?: number | undefined; tpm?: number | undefined; maxInFlight?: number | undefined }): void {
  if (options.record !== undefined && options.replay !== undefined) throw new LlmConfigError('--record and --replay cannot be used together');
  finiteIn('--request-timeout (ms)', options.timeoutMs, 1, 3_600_000, true);
  finiteIn('--rpm', options.rpm, 1, 1e9, true);
  finiteIn('--tpm', options.tpm, 1, 1e12, true);
  finiteIn('--max-concurrency', options.maxInFlight, 1, 10_000, true);
}

export function finiteIn(name: string, value: number | undefined, min: number, max: number, integer = false): void {
  if (value === undefined) return;
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new LlmConfigError(`${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}, got ${value}`);
  }
}

/**
 * Parses `openai:MODEL`, `anthropic:MODEL` or `openai-compatible:MODEL` and
 * the options that go with it. Keys come only from the environment and live
 * only in this closure: never in the returned object, a file or a message.
 */
export function parseLlmProposerSpec(text: string, options: LlmSpecOptions = {}): LlmProposerChoice {
  const colon = text.indexOf(':');
  const provider = text.slice(0, colon) as ProviderName;
  const model = text.slice(colon + 1);
  if (colon <= 0 || !LLM_PROVIDERS.includes(provider)) {
    throw new LlmConfigError(`unknown LLM proposer ${JSON.stringify(text)}; use ${LLM_PROVIDERS.map((p) => `${p}:MODEL`).join(', ')}`);
  }
  if (model.trim() === '' || model !== model.trim()) throw new LlmConfigError(`LLM proposer ${JSON.stringify(text)} needs a model name after the colon`);
  checkSpecOptions(provider, options);

  const env = options.env ?? process.env;
  const replaying = options.replay !== undefined;
  const key = apiKeyOf(text, provider, env, replaying);
  // Every credential in the environment is redacted from recordings, not only this provider's key.
  const secrets = [...(key === NO_KEY_PLACEHOLDER || replaying ? [] : [key]), ...Object.values(hostSecrets(env))];

  const given: ModelPrice | undefined = options.priceInput !== undefined && options.priceOutput !== undefined ? { input: options.priceInput, output: options.priceOutput } : undefined;
  const price = modelPrice(model, options, given);
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URLS[provider];
  const timeoutMs = options.timeoutMs ?? 60_000;
  const stream = options.stream ?? false;
  // One pace per provider choice, shared by all its trials; a replay talks to no provider.
  const limits: LlmLimits = { maxInFlight: options.maxInFlight ?? 64, rpm: options.rpm ?? price?.rpm, tpm: options.tpm ?? price?.tpm };
  const limiter = replaying ? null : new ProviderLimiter({ ...limits, clock: options.paceClock });
  const { activity: _activity, paceClock: _paceClock, ...plain } = options;
  const mode: Transport['mode'] = replaying ? 'replay' : options.record !== undefined ? 'record' : 'live';

  const { transportFor, adapterFor } = connections(provider, model, key, baseUrl, { ...options, timeoutMs, stream }, mode, secrets);

  /** The system prompt and tool schemas depend on the scenario alone: built once, not per trial. */
  const perScenario = new WeakMap<Task, { system: string; tools: ToolSpec[] }>();
  return {
    id: text,
    kind: 'llm',
    provider,
    model,
    mode,
    priceKnown: price !== null,
    rebuild: () => ({ options: plain, limits }),
    activity: options.activity,
    specFor: () => ({ kind: 'scripted', steps: [], strict: true }),
    create(scenario, random, context) {
      const transport = transportFor(context.trialId);
      let fixed = perScenario.get(scenario);
      if (fixed === undefined) perScenario.set(scenario, (fixed = { system: systemPrompt(scenario), tools: toolSpecs(scenarioTools(scenario), scenario.contract.tools) }));
      const paceClock = context.paceClock ?? options.paceClock ?? systemClock;
      const wallCapMs = options.trialTimeoutMs ?? scenario.contract.limits.deadline_ms + 2 * timeoutMs;
      return new LlmProposer({
        name: text,
        adapter: adapterFor(transport),
        transport,
        system: fixed.system,
        tools: fixed.tools,
        clock: context.clock,
        waitClock: context.waitClock,
        random: new Random(random.nextUint32()),
        deadlineAt: context.deadlineAt ?? context.clock.now() + scenario.contract.limits.deadline_ms,
        price,
        tokenLimit: options.tokenLimit,
        costLimitUsd: options.costLimit,
        nudges: options.nudges,
        retry: options.retry,
        secrets,
        paceClock,
        wallDeadline: paceClock.now() + wallCapMs,
        wallCapMs,
        limiter,
        activity: options.activity,
        requestTimeoutMs: timeoutMs,
        maxTokens: options.maxTokens,
      });
    },
  };
}

/** The options a spec takes, each in its range and fit for the provider, or a config error naming the flag. */
function checkSpecOptions(provider: ProviderName, options: LlmSpecOptions): void {
  checkTransportOptions(options);
  finiteIn('--temperature', options.temperature, 0, 2);
  finiteIn('--seed', options.seed, -(2 ** 53), 2 ** 53, true);
  finiteIn('--max-tokens', options.maxTokens, 1, 1_000_000, true);
  finiteIn('--token-limit', options.tokenLimit, 1, Number.MAX_SAFE_INTEGER, true);
  finiteIn('--cost-limit', options.costLimit, 0, Number.MAX_VALUE);
  finiteIn('--trial-timeout (ms)', options.trialTimeoutMs, 1, 86_400_000, true);
  finiteIn('--nudges', options.nudges, 0, 100, true);
  finiteIn('--price-input', options.priceInput, 0, Number.MAX_VALUE);
  finiteIn('--price-output', options.priceOutput, 0, Number.MAX_VALUE);
  if ((options.priceInput === undefined) !== (options.priceOutput === undefined)) throw new LlmConfigError('--price-input and --price-output go together');
  if (provider === 'anthropic' && options.temperature !== undefined) {
    throw new LlmConfigError('--temperature is not supported for anthropic: the installed @anthropic-ai/sdk messages API has no temperature parameter');
  }
  if (provider === 'anthropic' && options.seed !== undefined) throw new LlmConfigError('--seed is not supported for anthropic: the messages API has no seed parameter');
  if (provider === 'openai-compatible' && options.baseUrl === undefined && options.replay === undefined) {
    throw new LlmConfigError('openai-compatible needs --base-url, e.g. http://127.0.0.1:11434/v1 (Ollama) or http://127.0.0.1:8000/v1 (vLLM)');
  }
  if (provider === 'anthropic' && options.baseUrl !== undefined && /\/v1\/?$/.test(options.baseUrl)) {
    throw new LlmConfigError(`--base-url for anthropic is the server root without /v1 (the SDK adds /v1/messages), e.g. http://127.0.0.1:8080; got ${options.baseUrl}`);
  }
  if (options.baseUrl !== undefined) checkBaseUrl(options.baseUrl);
}

/** The provider's key, from the environment only; a replay needs none, a local server may have none. */
function apiKeyOf(text: string, provider: ProviderName, env: Readonly<Record<string, string | undefined>>, replaying: boolean): string {
  const variable = KEY_VARIABLES[provider];
  if (replaying) return 'replay-needs-no-key';
  const found = env[variable];
  if (found !== undefined && found !== '') return found;
  if (provider === 'openai-compatible') return NO_KEY_PLACEHOLDER;
  throw new LlmConfigError(`${text} needs an API key in the environment variable ${variable} (or use --replay DIR to re-score a recorded run without a key)`);
}

/**
 * Each trial's transport (live, recording or replaying) and the provider's adapter over it. A live transport holds
 * nothing of a trial: one, and one SDK client over it, serve every trial (recordings are per trial).
 */
function connections(provider: ProviderName, model: string, key: string, baseUrl: string, options: LlmSpecOptions & { timeoutMs: number; stream: boolean }, mode: Transport['mode'], secrets: readonly string[]) {
  const { timeoutMs, stream } = options;
  const live = mode === 'live' ? liveTransport({ idleMs: timeoutMs }) : null;
  const transportFor = (trialId: string): Transport => {
    if (options.replay !== undefined) return replayTransport(options.replay, trialId);
    if (options.record !== undefined) return recordingTransport(options.record, trialId, secrets, { idleMs: timeoutMs });
    return live!;
  };
  let anthropicClient: ReturnType<typeof AnthropicAdapter.client> | undefined;
  let openAiClient: ReturnType<typeof OpenAiAdapter.client> | undefined;
  const adapterFor = (transport: Transport): ModelAdapter => {
    if (provider === 'anthropic') {
      const o = { model, apiKey: key, baseUrl, fetch: transport.fetch, timeoutMs, maxTokens: options.maxTokens ?? 1024, stream };
      if (transport === live) anthropicClient ??= AnthropicAdapter.client(o);
      return new AnthropicAdapter({ ...o, client: transport === live ? anthropicClient : undefined });
    }
    const o = { provider, model, apiKey: key, baseUrl, fetch: transport.fetch, timeoutMs, temperature: options.temperature, seed: options.seed, maxTokens: options.maxTokens, stream };
    if (transport === live) openAiClient ??= OpenAiAdapter.client(o);
    return new OpenAiAdapter({ ...o, client: transport === live ? openAiClient : undefined });
  };
  return { transportFor, adapterFor };
}

/** A --base-url that is an http(s) URL, or a config error naming it. */
export function checkBaseUrl(baseUrl: string): void {
  let url: URL | null = null;
  try {
    url = new URL(baseUrl);
  } catch {
    url = null;
  }
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new LlmConfigError(`--base-url ${JSON.stringify(baseUrl)} is not an http(s) URL`);
}

/**
 * A model's price: the one given, else its entry in the price table (`--prices FILE`, or the built-in
 * examples); null without one, which a `--cost-limit` refuses (it would count 0 USD and never trigger).
 */
export function modelPrice(model: string, options: { prices?: string | undefined; costLimit?: number | undefined }, given?: ModelPrice): ModelPrice | null {
  const price = given ?? priceFor(options.prices !== undefined ? loadPriceTable(options.prices) : DEFAULT_PRICES, model);
  if (price === null && options.costLimit !== undefined) {
    throw new LlmConfigError(
      `--cost-limit needs a price for model ${JSON.stringify(model)}, which the price table lacks (it would count as 0 USD and the limit could never trigger); pass --prices FILE with an entry for it`,
    );
  }
  return price;
}
