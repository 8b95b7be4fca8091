import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';

/*
 * The bench's one way onto other threads: the matrix's trial workers, the
 * fuzzer's block workers, the CSV encoder and the event log's hash check all
 * start here. A thread runs a module of this repository; a `.ts` module runs
 * under the tsx loader (resolved from this package, so the working directory
 * does not matter), a `.js` one under plain Node. Imports only node: modules.
 */

let tsxLoader: string | undefined;
function tsx(): string {
  return (tsxLoader ??= pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href);
}

/**
 * The worker module `name` beside the caller, with the caller's own
 * extension: `./name.ts` from source, `./name.js` from a build. (A module
 * loaded through tsx's tsImport carries a query after its path.)
 */
export function workerModule(callerUrl: string, name: string): URL {
  return new URL(`./${name}${new URL(callerUrl).pathname.endsWith('.ts') ? '.ts' : '.js'}`, callerUrl);
}

export interface ThreadOptions<Out> {
  /** Cloned into the thread as `workerData`. */
  workerData?: unknown;
  /** Every message the thread posts, in order. */
  onMessage?: (message: Out) => void;
  /**
   * The module imports only node: modules and its TypeScript is erasable:
   * where this Node strips types itself it starts without the tsx loader
   * (a few hundred milliseconds sooner), unless it is installed under
   * node_modules, where Node refuses to strip types.
   */
  selfContained?: boolean;
  /** Terminates the thread when it aborts (the thread is cut wherever it is). */
  signal?: AbortSignal;
}

export interface Thread<In> {
  post(message: In): void;
  /** The thread's exit code once it has ended; rejected with what it threw when it failed (an uncaught error, a module that did not load). */
  readonly exited: Promise<number>;
  terminate(): Promise<void>;
}

/** Starts one thread running `module`. */
export function startThread<In, Out>(module: URL, options: ThreadOptions<Out> = {}): Thread<In> {
  const loader = module.pathname.endsWith('.ts') && !(options.selfContained && process.features.typescript && !module.pathname.includes('/node_modules/'));
  const worker = new Worker(module, { workerData: options.workerData, execArgv: loader ? ['--import', tsx()] : [] });
  if (options.onMessage) worker.on('message', options.onMessage);
  const exited = new Promise<number>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', resolve);
  });
  const signal = options.signal;
  if (signal) {
    const onAbort = () => void worker.terminate();
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    exited.finally(() => signal.removeEventListener('abort', onAbort)).catch(() => undefined);
  }
  exited.catch(() => undefined);
  return {
    post: (message) => worker.postMessage(message),
    exited,
    terminate: async () => {
      await worker.terminate();
    },
  };
}

/** How a task thread answers each task (see serveTasks). */
type TaskAnswer<Result> = { ok: true; result: Result } | { ok: false; error: string };

/**
 * Threads that each run one task at a time, the module answering through
 * `serveTasks`. `run` waits for an idle thread; a task whose thread throws or
 * ends before answering is rejected, and that thread is not used again.
 */
export class TaskPool<Task, Result> {
  readonly #idle: Thread<Task>[] = [];
  readonly #waiting: ((thread: Thread<Task>) => void)[] = [];
  readonly #all: Thread<Task>[] = [];
  readonly #pending = new Map<Thread<Task>, { answer: (answer: TaskAnswer<Result>) => void; fail: (error: Error) => void }>();
  readonly #ended = new Set<Thread<Task>>();
  readonly #label: string;

  constructor(module: URL, size: number, options: Pick<ThreadOptions<never>, 'workerData' | 'selfContained'> = {}) {
    const label = (this.#label = module.pathname.split('/').pop() ?? 'worker thread');
    for (let i = 0; i < size; i++) {
      const thread: Thread<Task> = startThread<Task, TaskAnswer<Result>>(module, { ...options, onMessage: (answer) => this.#pending.get(thread)?.answer(answer) });
      const ended = (error: Error) => {
        this.#ended.add(thread);
        this.#pending.get(thread)?.fail(error);
        // With every thread gone, the tasks still waiting fail rather than wait forever.
        if (this.#ended.size === this.#all.length) for (const next of this.#waiting.splice(0)) next(thread);
      };
      thread.exited.then(
        (code) => ended(new Error(`${label} exited (${code}) before answering its task`)),
        (error: unknown) => ended(error instanceof Error ? error : new Error(String(error))),
      );
      this.#all.push(thread);
      this.#idle.push(thread);
    }
  }

  async run(task: Task): Promise<Result> {
    const thread = await new Promise<Thread<Task>>((resolve) => (this.#idle.length > 0 ? resolve(this.#idle.pop()!) : this.#waiting.push(resolve)));
    try {
      const answer = await new Promise<TaskAnswer<Result>>((answer, fail) => {
        if (this.#ended.has(thread)) return fail(new Error(`${this.#label} ended before this task`));
        this.#pending.set(thread, { answer, fail });
        thread.post(task);
      });
      if (!answer.ok) throw new Error(`${this.#label} failed: ${answer.error}`);
      return answer.result;
    } finally {
      this.#pending.delete(thread);
      // A thread that ended is not handed out again.
      if (!this.#ended.has(thread)) {
        const next = this.#waiting.shift();
        if (next) next(thread);
        else this.#idle.push(thread);
      }
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.#all.map((t) => t.terminate()));
  }
}

/** The thread side of a TaskPool: answers each task the pool sends with `handle`'s result or its error. */
export function serveTasks<Task, Result>(handle: (task: Task) => Promise<Result>): void {
  const port = parentPort;
  if (!port) return;
  port.on('message', (task: Task) => {
    handle(task).then(
      (result) => port.postMessage({ ok: true, result } satisfies TaskAnswer<Result>),
      (error: unknown) => port.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies TaskAnswer<Result>),
    );
  });
}
