/** Headers that carry credentials. Their values never reach a file, a log or an error. */
export const SECRET_HEADERS: readonly string[] = ['authorization', 'x-api-key', 'api-key', 'proxy-authorization', 'cookie', 'openai-organization', 'openai-project'];

export const REDACTED = '[redacted]';

/** Replaces every occurrence of each secret (at least 8 characters long) in a text. */
export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 8) out = out.split(secret).join(REDACTED);
  return out;
}

/** Headers as a plain lower-case record, credential headers replaced, other secrets scrubbed from values. */
export function redactHeaders(headers: Headers, secrets: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    out[lower] = SECRET_HEADERS.includes(lower) ? REDACTED : redactText(value, secrets);
  }
  return out;
}
