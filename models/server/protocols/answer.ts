import { scenarioName } from '../../../worlds/mcp/mcp-names.js';
import type { ReplyCall, WireReply } from '../decide.js';

/**
 * What a provider's answer said, as every protocol module reads it: its
 * usage, and how the model ended the turn (tool calls, or text). Each module
 * reads its own protocol's shapes (`WireProtocolModule.readAnswer`); the
 * helpers here are the parts they share.
 */

/** Tokens of one answer: `input` counts every input token (cached and cache-written ones among them), as OpenAI and Gemini report it. */
export interface ProviderUsage {
  input: number;
  output: number;
  /** Of `input`, those read from the provider's cache. */
  cached: number;
  /** Of `input`, those written to the provider's cache (Anthropic's `cache_creation_input_tokens`). */
  cacheWrite: number;
}

export const NO_USAGE: Readonly<ProviderUsage> = { input: 0, output: 0, cached: 0, cacheWrite: 0 };

export interface ProviderAnswer {
  usage: ProviderUsage;
  /** Null when the answer could not be read (not JSON, no stream the protocol knows). */
  reply: WireReply | null;
}

/** One JSON value of an answer's body: the whole body, one of Gemini's chunks, or one `data:` line of a stream. */
export type AnswerDocument = Record<string, unknown>;

export const obj = (v: unknown): AnswerDocument => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as AnswerDocument) : {});
export const arr = (v: unknown): AnswerDocument[] => (Array.isArray(v) ? v.map(obj) : []);
export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** A tool call as an answer names it: its id, the tool's name and the arguments' JSON text. */
export interface AnswerCall {
  id: string;
  name: string;
  arguments: string;
}

/** How the turn ended: the calls, or (none) the text; `aside`: the request offered no tools, so its text does not end the run. */
export function answerReply(calls: readonly AnswerCall[], text: string, aside: boolean): WireReply {
  if (calls.length === 0) return { kind: 'text', text, reason: aside ? 'aside' : 'finish' };
  return {
    kind: 'calls',
    calls: calls.map((c): ReplyCall => {
      let args: unknown;
      try {
        args = JSON.parse(c.arguments);
      } catch {
        args = undefined;
      }
      const scenarioArgs = args !== null && typeof args === 'object' && !Array.isArray(args) ? { scenarioArgs: args as AnswerDocument } : {};
      return { id: c.id, tool: { name: c.name }, scenarioTool: scenarioName(c.name), arguments: c.arguments, ...scenarioArgs };
    }),
  };
}
