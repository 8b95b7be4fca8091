import { NO_USAGE, obj, type AnswerDocument, type ProviderAnswer } from './protocols/answer.js';
import { PROTOCOLS, type WireProtocol } from './protocols/registry.js';

export type { ProviderAnswer, ProviderUsage } from './protocols/answer.js';

/**
 * A provider's answer read from its bytes: the body framed as JSON documents
 * (one JSON body, Gemini's JSON array of chunks, or server-sent events), then
 * read by its protocol's module (`readAnswer`: usage, and how the model ended
 * the turn).
 */

/** The JSON values of a body: one JSON document, Gemini's array of chunks, or each `data:` line of a stream. */
function documents(text: string): AnswerDocument[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      const value = JSON.parse(trimmed) as unknown;
      return Array.isArray(value) ? value.map(obj) : [obj(value)];
    } catch {
      // a stream that starts like JSON: read it line by line below
    }
  }
  const out: AnswerDocument[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('data:')) continue;
    const data = line.slice(5).trim();
    if (data === '' || data === '[DONE]') continue;
    try {
      out.push(obj(JSON.parse(data)));
    } catch {
      // a line that is not JSON carries nothing of the answer
    }
  }
  return out;
}

/** A provider's answer of a protocol, read from its body; `aside`: the request offered no tools (its text does not end the run). */
export function readAnswer(protocol: WireProtocol, body: string, aside: boolean): ProviderAnswer {
  const docs = documents(body);
  if (docs.length === 0) return { usage: { ...NO_USAGE }, reply: null };
  return PROTOCOLS.find((p) => p.name === protocol)!.readAnswer(docs, aside);
}
