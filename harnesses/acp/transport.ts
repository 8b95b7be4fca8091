import type { Readable, Writable } from 'node:stream';
import type { AnyMessage, Stream } from '@agentclientprotocol/sdk';

/**
 * The agent's stdio as an ACP stream, bounded: newline-delimited JSON-RPC
 * read from its stdout, written to its stdin. What the agent writes is
 * untrusted, so it is checked before the SDK sees it: one message larger
 * than `maxMessageBytes`, more than `maxOutputBytes` in all, a line that is
 * not a JSON-RPC 2.0 message, or one `inspect` refuses, is a protocol
 * violation. The first violation is reported (`violation`), the stream
 * ends there and nothing more is read; the session ends on it.
 */
export interface BoundedStream {
  readonly stream: Stream;
  /** Resolves with the first violation, in words; never, if the agent keeps to the protocol. */
  readonly violation: Promise<string>;
  /** Bytes read from the agent's stdout so far. */
  bytes(): number;
}

export interface StreamLimits {
  maxMessageBytes: number;
  maxOutputBytes: number;
  /** A check of one well-formed message beyond JSON-RPC (what the SDK would refuse noisily): pass it, drop it, or a violation in words. */
  inspect?: (message: AnyMessage) => 'pass' | 'drop' | { violation: string };
}

const NEWLINE = 0x0a;

export function boundedStream(input: Readable, output: Writable, limits: StreamLimits): BoundedStream {
  let total = 0;
  let violated: string | null = null;
  let report: (reason: string) => void = () => {};
  const violation = new Promise<string>((resolve) => (report = resolve));
  const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const violate = (reason: string) => {
    if (violated !== null) return;
    violated = reason;
    report(reason);
    // Nothing more is read: the agent's output is let go (a process blocked on a full pipe is killed by the bench).
    void chunks.return?.();
  };

  /** The current line's parts and their length. */
  let parts: Buffer[] = [];
  let partBytes = 0;
  let ended = false;
  const ready: AnyMessage[] = [];

  const take = (line: Buffer) => {
    const text = line.toString('utf8').trim();
    if (text === '') return;
    const message = jsonRpc(text);
    if (typeof message === 'string') return violate(message);
    const verdict = limits.inspect?.(message) ?? 'pass';
    if (typeof verdict === 'object') return violate(verdict.violation);
    if (verdict === 'pass') ready.push(message);
  };

  const split = (chunk: Buffer) => {
    let start = 0;
    for (let at = chunk.indexOf(NEWLINE); at !== -1 && violated === null; at = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, at);
      if (partBytes + piece.length > limits.maxMessageBytes) return violate(tooLarge(limits.maxMessageBytes));
      take(parts.length === 0 ? piece : Buffer.concat([...parts, piece]));
      parts = [];
      partBytes = 0;
      start = at + 1;
    }
    if (violated !== null || start === chunk.length) return;
    const rest = chunk.subarray(start);
    if (partBytes + rest.length > limits.maxMessageBytes) return violate(tooLarge(limits.maxMessageBytes));
    parts.push(rest);
    partBytes += rest.length;
  };

  const readable = new ReadableStream<AnyMessage>({
    async pull(controller) {
      while (ready.length === 0) {
        if (violated !== null || ended) {
          controller.close();
          return;
        }
        const next = await chunks.next().catch(() => ({ done: true as const, value: undefined }));
        if (next.done === true) {
          ended = true;
          if (parts.length > 0) take(Buffer.concat(parts));
          parts = [];
          continue;
        }
        total += next.value.length;
        if (total > limits.maxOutputBytes) {
          violate(`the agent wrote more than ${limits.maxOutputBytes} bytes to stdout`);
          continue;
        }
        split(next.value);
      }
      // Messages read before a violation still reach the SDK; nothing after it does.
      controller.enqueue(ready.shift()!);
    },
    cancel() {
      void chunks.return?.();
    },
  });

  let closed = false;
  output.on('error', () => void (closed = true));
  output.on('close', () => void (closed = true));
  const writable = new WritableStream<AnyMessage>({
    async write(message) {
      if (closed) return;
      if (output.write(`${JSON.stringify(message)}\n`)) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          output.off('drain', done);
          output.off('close', done);
          resolve();
        };
        output.once('drain', done);
        output.once('close', done);
      });
    },
  });

  return { stream: { readable, writable }, violation, bytes: () => total };
}

const tooLarge = (max: number) => `the agent sent a message of more than ${max} bytes`;

/** One line as a JSON-RPC 2.0 message (a request, a notification or a response), or what is wrong with it. */
function jsonRpc(text: string): AnyMessage | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return `the agent sent a line that is not JSON: ${excerpt(text)}`;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `the agent sent JSON that is not a JSON-RPC message: ${excerpt(text)}`;
  const m = value as Record<string, unknown>;
  const id = m['id'];
  const idOk = id === undefined || id === null || typeof id === 'string' || typeof id === 'number';
  const request = typeof m['method'] === 'string' && idOk;
  const response = !('method' in m) && (typeof id === 'string' || typeof id === 'number' || id === null) && ('result' in m) !== ('error' in m);
  if (m['jsonrpc'] !== '2.0' || !(request || response)) return `the agent sent JSON that is not a JSON-RPC 2.0 message: ${excerpt(text)}`;
  return m as AnyMessage;
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return JSON.stringify(flat.length > 80 ? `${flat.slice(0, 80)}...` : flat);
}
