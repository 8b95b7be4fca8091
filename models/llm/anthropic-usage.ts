/**
 * Anthropic's usage counts: its `input_tokens` leaves out the tokens read
 * from and written to the prompt cache, which OpenAI and Gemini count inside
 * their input. One rule for every reader (the Anthropic proposer's adapter,
 * the pass-through's answer reader), so tokens in mean the same everywhere.
 */
export interface AnthropicUsageCounts {
  input_tokens?: number | null | undefined;
  cache_read_input_tokens?: number | null | undefined;
  cache_creation_input_tokens?: number | null | undefined;
}

/** Every input token of an Anthropic answer: uncached, read from the cache and written to it. */
export function anthropicInputTokens(usage: AnthropicUsageCounts | null | undefined): number {
  return (usage?.input_tokens ?? 0) + (usage?.cache_read_input_tokens ?? 0) + (usage?.cache_creation_input_tokens ?? 0);
}
