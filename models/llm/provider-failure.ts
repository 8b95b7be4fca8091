import { BadResponseError, type ProviderFailure } from './model-adapter.js';

/**
 * Milliseconds a provider asked us to wait: `retry-after-ms`, or `retry-after`
 * in seconds or as an HTTP date (measured against the response's own `date`
 * header, so no wall clock is read). The larger when both are present.
 */
export function retryAfterMs(headers: Headers | undefined): number | null {
  if (!headers) return null;
  const found: number[] = [];
  const ms = headers.get('retry-after-ms');
  if (ms !== null && /^\s*\d+(\.\d+)?\s*$/.test(ms)) found.push(Number(ms));
  const after = headers.get('retry-after');
  if (after !== null) {
    if (/^\s*\d+(\.\d+)?\s*$/.test(after)) found.push(Number(after) * 1000);
    else {
      const at = Date.parse(after);
      const now = Date.parse(headers.get('date') ?? '');
      if (Number.isFinite(at) && Number.isFinite(now)) found.push(Math.max(0, at - now));
    }
  }
  return found.length > 0 ? Math.max(...found) : null;
}

/** The failure kind of an HTTP error status. */
export function failureFromStatus(status: number, headers: Headers | undefined, message: string): ProviderFailure {
  const wait = retryAfterMs(headers);
  if (status === 429) return { kind: 'rate_limited', status, retryAfterMs: wait, message };
  if (status === 408) return { kind: 'timeout', status, retryAfterMs: wait, message };
  if (status >= 500) return { kind: 'server', status, retryAfterMs: wait, message };
  return { kind: 'client', status, retryAfterMs: null, message };
}

/** Whether a failure is worth another attempt. */
export function retryable(failure: ProviderFailure): boolean {
  return failure.kind !== 'client' && failure.kind !== 'aborted';
}

/** An error's message with its causes, for classification and for the trial's detail line. */
export function describe(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth++) {
    parts.push(current instanceof Error ? `${current.name}: ${current.message}` : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(' <- ');
}

/** The error classes an official SDK throws (both SDKs have the same three). */
export interface SdkErrorClasses {
  aborted: abstract new (...args: never[]) => Error;
  timeout: abstract new (...args: never[]) => Error;
  api: abstract new (...args: never[]) => Error & { status?: number | undefined; headers?: Headers | undefined };
}

/** Classifies an error from an SDK call into a provider failure (shared by both adapters). */
export function classifySdkError(error: unknown, sdk: SdkErrorClasses): ProviderFailure {
  const message = describe(error);
  if (error instanceof sdk.aborted) return { kind: 'aborted', status: null, retryAfterMs: null, message };
  if (error instanceof sdk.timeout) return { kind: 'timeout', status: null, retryAfterMs: null, message };
  if (error instanceof sdk.api && typeof error.status === 'number') return failureFromStatus(error.status, error.headers, message);
  if (error instanceof BadResponseError) return { kind: 'bad_response', status: null, retryAfterMs: null, message };
  const chain = causes(error);
  // By name, so a stall replayed from a recording (rebuilt as a plain Error) reads the same.
  if (chain.some((e) => e.name === 'StreamStalledError')) return { kind: 'timeout', status: null, retryAfterMs: null, message };
  if (chain.some((e) => e instanceof SyntaxError)) return { kind: 'bad_response', status: null, retryAfterMs: null, message: `malformed response body (not valid JSON): ${message}` };
  return { kind: 'connection', status: null, retryAfterMs: null, message };
}

/** An error and its causes, outermost first. */
function causes(error: unknown): Error[] {
  const chain: Error[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}
