/* The model options a command line gives (run's --base-url, --record, --replay, --prices and caps), as plain data: its own module, importing nothing, so that the package's declarations can name it. */

/** What `run`'s model flags say; LlmSpecOptions adds what only code gives (a price, a clock, an activity line). */
export interface LlmFlagOptions {
  /** Server base URL (required for openai-compatible, e.g. http://127.0.0.1:11434/v1). */
  baseUrl?: string | undefined;
  /** Sampling temperature (chat completions only). */
  temperature?: number | undefined;
  /** Sampling seed sent to the model (chat completions only; trial seeds are separate). */
  seed?: number | undefined;
  /** Output tokens per answer (max_completion_tokens / max_tokens; Anthropic default 1024). */
  maxTokens?: number | undefined;
  /** Directory to record every provider exchange into. */
  record?: string | undefined;
  /** Directory to replay recorded exchanges from, offline and without a key. */
  replay?: string | undefined;
  /** Price file (JSON, USD per 1M tokens) added to the built-in example prices. */
  prices?: string | undefined;
  /** Per-trial cap on tokens in + out. */
  tokenLimit?: number | undefined;
  /** Per-trial cap on USD. */
  costLimit?: number | undefined;
  /** Real milliseconds one HTTP request may take, and a stream may stall (default 60 000). */
  timeoutMs?: number | undefined;
  /** Real milliseconds a trial may wait on the provider in all (default: the scenario's deadline_ms + 2 x timeoutMs). */
  trialTimeoutMs?: number | undefined;
  /** Stream answers (server-sent events) on either protocol (default false here; the CLI turns it on). */
  stream?: boolean | undefined;
  /** Requests per minute / tokens per minute allowed to this provider (default: the price file's entry, else none). */
  rpm?: number | undefined;
  tpm?: number | undefined;
}
