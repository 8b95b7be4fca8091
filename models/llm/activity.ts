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

  /** Every wait in progress: this thread's, and each worker's last report aged by the time since it came. */
  snapshot(): WaitSnapshot {
    const now = this.#now();
    let total: WaitSnapshot = { counts: { request: 0, retry: 0, rate_limit: 0 }, oldestRequest: null, longestWait: null };
    for (const { at, snapshot } of this.#remote.values()) total = combine(total, aged(snapshot, now - at));
    for (const e of this.#entries) total = combine(total, aged(entrySnapshot(e), now - e.since));
    return total;
  }
}

/** One wait just begun, as a snapshot of its own. */
function entrySnapshot(e: Entry): WaitSnapshot {
  const counts = { request: 0, retry: 0, rate_limit: 0, [e.kind]: 1 };
  return e.kind === 'request' ? { counts, oldestRequest: { ms: 0, timeoutMs: e.ms }, longestWait: null } : { counts, oldestRequest: null, longestWait: { ms: e.ms, cause: e.cause } };
}

/** A snapshot `age` ms later: a request still running has run that much longer, a wait has that much less left. */
function aged(s: WaitSnapshot, age: number): WaitSnapshot {
  return {
    counts: s.counts,
    oldestRequest: s.oldestRequest === null ? null : { ms: s.oldestRequest.ms + age, timeoutMs: s.oldestRequest.timeoutMs },
    longestWait: s.longestWait === null ? null : { ms: Math.max(0, s.longestWait.ms - age), cause: s.longestWait.cause },
  };
}

/** Two sets of waits together: counts add up, the older request and the longer wait are kept (the first on a tie). */
function combine(a: WaitSnapshot, b: WaitSnapshot): WaitSnapshot {
  return {
    counts: { request: a.counts.request + b.counts.request, retry: a.counts.retry + b.counts.retry, rate_limit: a.counts.rate_limit + b.counts.rate_limit },
    oldestRequest: b.oldestRequest !== null && (a.oldestRequest === null || b.oldestRequest.ms > a.oldestRequest.ms) ? b.oldestRequest : a.oldestRequest,
    longestWait: b.longestWait !== null && (a.longestWait === null || b.longestWait.ms > a.longestWait.ms) ? b.longestWait : a.longestWait,
  };
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
