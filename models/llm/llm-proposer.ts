import { systemClock, type Clock } from '../../harness/clock.js';
import type { Feedback } from '../../harness/contracts/feedback.js';
import type { Random } from '../../harness/random.js';
import type { Proposer, ProposerUsage, Turn } from '../../harness/contracts/proposer.js';
import type { ProviderActivity } from './activity.js';
import { BudgetExceededError, TrialTimeoutError } from './errors.js';
import { feedbackMessage, type CallNote } from './feedback-message.js';
import type { ModelAdapter, ModelResponse, ModelToolCall, ToolSpec, TranscriptEntry } from './model-adapter.js';
import { costUsd, type ModelPrice } from './prices.js';
import { NUDGE } from './prompt.js';
import { DEFAULT_PROVIDER_RETRY, withProviderRetries, type ProviderRetryPolicy } from './provider-retry.js';
import type { Transport } from './record-replay.js';
import { estimateTokens, type ProviderLimiter } from './rate-limiter.js';

/** One provider request that got an answer: how long it took, and how fast the answer came. */
export interface RequestTiming {
  /** Real milliseconds from sending to the end of the answer. */
  ms: number;
  /** Real milliseconds to the first token of a streamed answer; null when not streamed. */
  ttft_ms: number | null;
  tokens_out: number;
  /** Output tokens per second of generation (from the first token when streamed); null when it cannot be told. */
  tokens_per_s: number | null;
}

/** What an LLM proposer spent, beyond the fields every proposer reports. */
export interface LlmUsage extends ProposerUsage {
  provider: string;
  model: string;
  /** False when the price table has no entry for the model: cost_usd is then 0. */
  price_known: boolean;
  warnings: string[];
  /** Every answered request, in order. */
  requests: RequestTiming[];
}

export interface LlmProposerOptions {
  name: string;
  adapter: ModelAdapter;
  transport: Transport;
  system: string;
  tools: readonly ToolSpec[];
  /** The trial's clock: deadlines are read on it. */
  clock: Clock;
  /** What provider waits sleep on (default `clock`); see realAndTrialClock for live runs. */
  waitClock?: Clock | undefined;
  /** For backoff jitter only. */
  random: Random;
  /** Time on `clock` after which no provider request starts and no wait ends. */
  deadlineAt: number;
  price: ModelPrice | null;
  /** Per-trial cap on tokens in + out. */
  tokenLimit?: number | undefined;
  /** Per-trial cap on money, USD. */
  costLimitUsd?: number | undefined;
  /** Answers without a tool call that get a nudge before the proposer ends (default 1). */
  nudges?: number | undefined;
  retry?: Partial<ProviderRetryPolicy> | undefined;
  /** Values scrubbed from every message this proposer produces (the API key). */
  secrets?: readonly string[] | undefined;
  /** Real time: the wall-clock cap and rate-limit waits are read and slept on it (default the system clock). */
  paceClock?: Clock | undefined;
  /** Time on `paceClock` after which the trial gives up on the provider (its wall-clock cap); default none. */
  wallDeadline?: number | undefined;
  /** The cap's length, for messages. */
  wallCapMs?: number | undefined;
  /** The provider's shared pace (in-flight limit, rpm/tpm budgets, 429 pauses); none in replay. */
  limiter?: ProviderLimiter | null | undefined;
  /** Where waits are shown (the progress line). */
  activity?: ProviderActivity | undefined;
  /** The real per-request timeout, for the progress line. */
  requestTimeoutMs?: number | undefined;
  /** Output tokens asked per answer, for the tokens-per-minute estimate. */
  maxTokens?: number | undefined;
}

interface Queued {
  call: ModelToolCall;
  proposal: unknown;
  note: CallNote;
}

/**
 * A proposer backed by a model. Each model turn's tool calls are queued and
 * proposed one at a time, in order, each charged to the proposal budget; the
 * harness's feedback on each becomes the tool-result message for that call's
 * id; the model is asked again only when the queue is empty. An answer with no
 * tool call gets a nudge; after `nudges + 1` such answers in a row the
 * proposer ends.
 */
export class LlmProposer implements Proposer {
  readonly name: string;
  readonly #o: LlmProposerOptions;
  readonly #policy: ProviderRetryPolicy;
  readonly #nudges: number;
  readonly #transcript: TranscriptEntry[] = [];
  readonly #queue: Queued[] = [];
  #pending: Queued | null = null;
  #started = false;
  #silent = 0;
  readonly #usage = { tokens_in: 0, tokens_out: 0, provider_calls: 0, provider_retries: 0 };
  readonly #warnings: string[] = [];
  readonly #requests: RequestTiming[] = [];

  constructor(options: LlmProposerOptions) {
    this.name = options.name;
    this.#o = options;
    this.#policy = { ...DEFAULT_PROVIDER_RETRY, ...options.retry };
    this.#nudges = options.nudges ?? 1;
    if (options.price === null) this.#warnings.push(`no price for model ${options.adapter.model}: cost_usd counted as 0`);
    if (options.price === null && options.costLimitUsd !== undefined) this.#warnings.push('cost limit set but the model has no price: the cost limit cannot trigger');
  }

  async next(feedback: Feedback): Promise<Turn> {
    if (feedback.event === 'start') {
      if (this.#started) throw new Error('LLM proposer received a second start');
      this.#started = true;
      this.#transcript.push({ role: 'user', text: feedback.task });
    } else {
      const pending = this.#pending;
      if (pending === null) throw new Error(`LLM proposer received ${feedback.event} feedback with no tool call to answer`);
      const { content, isError } = feedbackMessage(feedback, pending.note);
      this.#transcript.push({ role: 'tool', callId: pending.call.id, tool: pending.call.name, content, isError });
      this.#pending = null;
    }
    for (;;) {
      const queued = this.#queue.shift();
      if (queued !== undefined) {
        this.#pending = queued;
        return { type: 'propose', proposal: queued.proposal };
      }
      const response = await this.#ask();
      this.#transcript.push({ role: 'assistant', text: response.text, toolCalls: response.toolCalls });
      if (response.toolCalls.length > 0) {
        this.#silent = 0;
        for (const call of response.toolCalls) this.#queue.push(toQueued(call));
        continue;
      }
      this.#silent += 1;
      if (this.#silent > this.#nudges) return { type: 'end' };
      this.#transcript.push({ role: 'user', text: NUDGE });
    }
  }

  usage(): LlmUsage {
    return {
      ...this.#usage,
      cost_usd: this.#cost(),
      provider: this.#o.adapter.provider,
      model: this.#o.adapter.model,
      price_known: this.#o.price !== null,
      warnings: [...this.#warnings],
      requests: [...this.#requests],
    };
  }

  /** The conversation so far, provider-neutral (for tests and debugging). */
  transcript(): readonly TranscriptEntry[] {
    return this.#transcript;
  }

  #cost(): number {
    return this.#o.price === null ? 0 : costUsd(this.#o.price, this.#usage.tokens_in, this.#usage.tokens_out);
  }

  async #ask(): Promise<ModelResponse> {
    const o = this.#o;
    const request = { system: o.system, transcript: [...this.#transcript], tools: o.tools };
    const pace = o.paceClock ?? systemClock;
    const wallDeadline = o.wallDeadline ?? Infinity;
    const capMs = o.wallCapMs ?? Infinity;
    const label = `${o.adapter.provider} ${o.adapter.model}`;
    const wallError = (what: string) => new TrialTimeoutError(`${label}: the trial's wall-clock cap (${Number((capMs / 1000).toFixed(1))} s, --trial-timeout) was reached ${what}`);
    const remaining = wallDeadline - pace.now();
    // Cuts a request in flight (or a wait for the limiter) when the cap is reached.
    const signal = Number.isFinite(remaining) ? AbortSignal.timeout(Math.max(1, Math.ceil(Math.min(remaining, 2 ** 31 - 1)))) : undefined;
    const replaying = o.transport.mode === 'replay';
    const estimate = o.limiter?.countsTokens ? estimateTokens(JSON.stringify(request), o.maxTokens ?? 1024) : 0;
    const attempt = async (): Promise<ModelResponse> => {
      const permit = o.limiter ? await o.limiter.acquire(estimate, signal, (ms) => o.activity?.begin('rate_limit', ms, 'rate limiter') ?? (() => undefined)) : null;
      const done = o.activity?.begin('request', o.requestTimeoutMs ?? 0);
      const started = pace.now();
      let first: number | null = null;
      try {
        const response = await o.adapter.complete(request, { signal, onFirstToken: () => (first ??= pace.now()) });
        const ended = pace.now();
        permit?.(response.usage.input + response.usage.output);
        o.limiter?.onSuccess();
        const generating = (ended - (first ?? started)) / 1000;
        this.#requests.push({
          ms: ended - started,
          ttft_ms: o.adapter.stream ? (first ?? ended) - started : null,
          tokens_out: response.usage.output,
          tokens_per_s: generating > 0 && response.usage.output > 0 ? response.usage.output / generating : null,
        });
        return response;
      } catch (error) {
        permit?.(null);
        throw error;
      } finally {
        done?.();
      }
    };
    const response = await withProviderRetries(attempt, {
      clock: o.clock,
      sleep: async (ms) => {
        const done = o.activity?.begin('retry', ms, 'backoff');
        try {
          await (o.waitClock ?? o.clock).sleep(ms);
        } finally {
          done?.();
        }
      },
      random: o.random,
      deadlineAt: o.deadlineAt,
      policy: this.#policy,
      label,
      secrets: o.secrets ?? [],
      classify: (error) => o.adapter.classify(error),
      fatal: () => o.transport.fatal() ?? (signal?.aborted || pace.now() >= wallDeadline ? wallError('during a provider request') : null),
      checkWall: (ms, what) => {
        if (pace.now() + ms >= wallDeadline) throw wallError(what);
      },
      rateLimitWait: async (ms) => {
        if (replaying) return;
        if (o.limiter) {
          o.limiter.onRateLimited(ms);
          return;
        }
        const done = o.activity?.begin('rate_limit', ms, '429');
        try {
          await pace.sleep(ms);
        } finally {
          done?.();
        }
      },
      onAttempt: () => {
        this.#usage.provider_calls += 1;
      },
      onRetry: () => {
        this.#usage.provider_retries += 1;
      },
    });
    this.#usage.tokens_in += response.usage.input;
    this.#usage.tokens_out += response.usage.output;
    const tokens = this.#usage.tokens_in + this.#usage.tokens_out;
    if (o.tokenLimit !== undefined && tokens > o.tokenLimit) {
      throw new BudgetExceededError('token_limit', `token limit: ${tokens} tokens used (${this.#usage.tokens_in} in, ${this.#usage.tokens_out} out), limit ${o.tokenLimit}`);
    }
    const cost = this.#cost();
    if (o.costLimitUsd !== undefined && cost > o.costLimitUsd) {
      throw new BudgetExceededError('cost_limit', `cost limit: ${cost.toFixed(6)} USD spent, limit ${o.costLimitUsd} USD`);
    }
    return response;
  }
}

/**
 * A model's tool call as a proposal. Parsed arguments go through as they are
 * (the gateway judges them, an unknown name included). Arguments that are not
 * JSON are proposed as their raw text, a non-object the gateway's parse step
 * always answers with invalid input, so no tool runs from a broken call.
 */
function toQueued(call: ModelToolCall): Queued {
  if (call.args.ok) return { call, proposal: { tool: call.name, args: call.args.value }, note: {} };
  return { call, proposal: typeof call.raw === 'string' ? call.raw : String(call.raw), note: { malformed: call.args.error } };
}
