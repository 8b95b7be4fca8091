/**
 * Credentials the harness holds, and how they are kept out of what it writes
 * or shows: the workspace world scrubs them from tool output before a
 * proposer sees it, the LLM proposers from recordings, logs and errors.
 */

const SECRET_NAME = /SECRET|TOKEN|PASSW|API_?KEY|ACCESS_?KEY|PRIVATE|CREDENTIAL|AUTH/i;

/** The harness's env vars that look like credentials (value of 8+ characters), by name. */
export function hostSecrets(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.length >= 8 && SECRET_NAME.test(name)) out[name] = value;
  }
  return out;
}

export const REDACTED = '[redacted]';

/** Replaces every occurrence of each secret (at least 8 characters long) in a text. */
export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 8) out = out.split(secret).join(REDACTED);
  return out;
}
