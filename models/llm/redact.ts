import { REDACTED, redactText } from '../../harness/secrets.js';

/** Headers that carry credentials. Their values never reach a file, a log or an error. */
export const SECRET_HEADERS: readonly string[] = ['authorization', 'x-api-key', 'x-goog-api-key', 'api-key', 'proxy-authorization', 'cookie', 'openai-organization', 'openai-project'];


/** Headers as a plain lower-case record, credential headers replaced, other secrets scrubbed from values. */
export function redactHeaders(headers: Headers, secrets: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    out[lower] = SECRET_HEADERS.includes(lower) ? REDACTED : redactText(value, secrets);
  }
  return out;
}
