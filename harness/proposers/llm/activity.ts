/**
 * What LLM trials are waiting on right now, for the progress line: requests in
 * flight (and how long the oldest has run against its timeout), retry waits
 * after a failure, and rate-limit waits. Proposers report into it; the CLI
 * reads a snapshot. Nothing here affects a trial's result.
 */

export type WaitKind = 'request' | 'retry' | 'rate_limit';

export interface WaitSnapshot {
  /** Waits of each kind in progress. */
  counts: Record<WaitKind, number>;
  /** The longest-running request, ms so far, and its timeout; null when none is in flight. */
  oldestRequest: { ms: number; timeoutMs: number } | null;
  /** The longest remaining retry or rate-limit wait, ms, with what caused it. */
  longestWait: { ms: number; cause: string } | null;
}

interface Entry {
  kind: WaitKind;
  since: number;
  /** Request: its timeout; a wait: its planned length. */
  ms: number;
  cause: string;
}

export class ProviderActivity {
  readonly #entries = new Set<Entry>();
  readonly #now: () => number;
  /** The latest snapshot each worker thread reported, with when it arrived. */
  readonly #remote = new Map<number, { at: number; snapshot: WaitSnapshot }>();

  constructor(now: () => number = () => performance.now()) {
    this.#now = now;
  }

  /** Marks a wait as begun; call the returned function when it ends. */
  begin(kind: WaitKind, ms: number, cause = ''): () => void {
    const entry: Entry = { kind, since: this.#now(), ms, cause };
    this.#entries.add(entry);
    return () => {
      this.#entries.delete(entry);
    };
  }

  /** A worker thread's own snapshot (its trials' waits), shown with this thread's until the worker reports again. */
  report(worker: number, snapshot: WaitSnapshot): void {
    this.#remote.set(worker, { at: this.#now(), snapshot });
  }

  /** A worker thread ended: its waits are over. */
  forget(worker: number): void {
    this.#remote.delete(worker);
  }

  snapshot(): WaitSnapshot {
    const now = this.#now();
    const counts: Record<WaitKind, number> = { request: 0, retry: 0, rate_limit: 0 };
    let oldestRequest: WaitSnapshot['oldestRequest'] = null;
    let longestWait: WaitSnapshot['longestWait'] = null;
    for (const { at, snapshot: s } of this.#remote.values()) {
      // Aged by the time since the report: a request still running has run that much longer, a wait has that much less left.
      const age = now - at;
      for (const kind of Object.keys(counts) as WaitKind[]) counts[kind] += s.counts[kind];
      if (s.oldestRequest !== null && (oldestRequest === null || s.oldestRequest.ms + age > oldestRequest.ms)) oldestRequest = { ms: s.oldestRequest.ms + age, timeoutMs: s.oldestRequest.timeoutMs };
      if (s.longestWait !== null) {
        const left = Math.max(0, s.longestWait.ms - age);
        if (longestWait === null || left > longestWait.ms) longestWait = { ms: left, cause: s.longestWait.cause };
      }
    }
    for (const e of this.#entries) {
      counts[e.kind] += 1;
      const elapsed = now - e.since;
      if (e.kind === 'request') {
        if (oldestRequest === null || elapsed > oldestRequest.ms) oldestRequest = { ms: elapsed, timeoutMs: e.ms };
      } else {
        const left = Math.max(0, e.ms - elapsed);
        if (longestWait === null || left > longestWait.ms) longestWait = { ms: left, cause: e.cause };
      }
    }
    return { counts, oldestRequest, longestWait };
  }
}

/** The progress line's wait text, e.g. `12 requests in flight (oldest 41 s of 60 s), 2 retry waits, 1 rate-limit wait (429, 3 s left)`; empty when idle. */
export function describeWaits(s: WaitSnapshot): string {
  const parts: string[] = [];
  const sec = (ms: number) => `${Math.round(ms / 1000)} s`;
  if (s.counts.request > 0 && s.oldestRequest !== null) {
    parts.push(`${s.counts.request} request${s.counts.request === 1 ? '' : 's'} in flight (oldest ${sec(s.oldestRequest.ms)} of ${sec(s.oldestRequest.timeoutMs)})`);
  }
  if (s.counts.retry > 0) parts.push(`${s.counts.retry} retry wait${s.counts.retry === 1 ? '' : 's'}`);
  if (s.counts.rate_limit > 0) parts.push(`${s.counts.rate_limit} rate-limit wait${s.counts.rate_limit === 1 ? '' : 's'}`);
  if (s.longestWait !== null && s.longestWait.ms >= 1000) parts.push(`longest wait ${sec(s.longestWait.ms)} left${s.longestWait.cause ? ` (${s.longestWait.cause})` : ''}`);
  return parts.join(', ');
}
