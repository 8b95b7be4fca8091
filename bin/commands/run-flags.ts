import type { LlmSpecOptions } from '../../models/llm/llm-proposer-spec.js';
import { UsageError } from './common.js';
import { shardFromEnvironment } from './shard-auto.js';

/* The run command's flag values that need more than parseFlags: sizes, seconds, the shard, the LLM options. */

/** How the run prints its rows. */
export type Format = 'table' | 'wide' | 'jsonl' | 'json';

/** The units a size may be written in, largest first. */
const SIZE_UNITS = [
  ['GiB', 1024 ** 3],
  ['MiB', 1024 ** 2],
  ['KiB', 1024],
] as const;

/** A size in bytes: an integer, or one with a KiB, MiB or GiB suffix. */
export function bytesFlag(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const m = /^(\d+)(KiB|MiB|GiB)?$/.exec(value);
  const n = m ? Number(m[1]) * (SIZE_UNITS.find(([unit]) => unit === m[2])?.[1] ?? 1) : NaN;
  if (!Number.isSafeInteger(n)) throw new UsageError(`--${name} must be a size in bytes (an integer, or with KiB, MiB or GiB, e.g. 256MiB), got ${JSON.stringify(value)}`);
  return n;
}

/** A size as --help shows it: in the largest unit that divides it (268435456 is 256MiB). */
export function sizeText(bytes: number): string {
  const unit = SIZE_UNITS.find(([, size]) => bytes > 0 && bytes % size === 0);
  return unit === undefined ? String(bytes) : `${bytes / unit[1]}${unit[0]}`;
}

export function numberFlag(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new UsageError(`--${name} must be a non-negative number, got ${JSON.stringify(value)}`);
  return n;
}

/** A duration in seconds (decimals allowed) as whole milliseconds. */
export function secondsFlag(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0) throw new UsageError(`--${name} must be a positive number of seconds, got ${JSON.stringify(value)}`);
  return Math.max(1, Math.round(n * 1000));
}

/** LLM proposer options from the flags (keys come only from the environment). */
export function llmOptions(values: Record<string, string | boolean | string[] | undefined>): LlmSpecOptions {
  const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : undefined);
  return {
    baseUrl: str('base-url'),
    temperature: numberFlag('temperature', str('temperature')),
    seed: numberFlag('model-seed', str('model-seed')),
    maxTokens: numberFlag('max-tokens', str('max-tokens')),
    record: str('record'),
    replay: str('replay'),
    prices: str('prices'),
    tokenLimit: numberFlag('token-limit', str('token-limit')),
    costLimit: numberFlag('cost-limit', str('cost-limit')),
    rpm: numberFlag('rpm', str('rpm')),
    tpm: numberFlag('tpm', str('tpm')),
    timeoutMs: secondsFlag('request-timeout', str('request-timeout')),
    trialTimeoutMs: secondsFlag('trial-timeout', str('trial-timeout')),
    stream: values['no-stream'] !== true,
  };
}

export function parseShard(text: string | undefined): { index: number; count: number } | null {
  if (text === undefined) return null;
  if (text.startsWith('auto')) return shardFromEnvironment(text);
  const m = /^(\d+)\/(\d+)$/.exec(text);
  if (!m) throw new UsageError(`--shard must look like K/N (e.g. 2/4), got ${JSON.stringify(text)}`);
  const index = Number(m[1]);
  const count = Number(m[2]);
  // Its range is the run request's rule (matrix-setup.ts), for flags and code alike.
  return { index, count };
}
