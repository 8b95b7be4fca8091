/**
 * A child process spoken to in lines: one request line in, one answer line
 * out. Used by the sides that live in another process (the Python labs, the
 * A/B mode's two trees). A child that exits or writes no answer rejects the
 * pending request with its stderr.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';

export class LineChild {
  readonly #child: ChildProcessWithoutNullStreams;
  readonly #waiting: Array<{ resolve: (line: string) => void; reject: (error: Error) => void }> = [];
  #stderr = '';
  #exited: Error | null = null;

  constructor(command: string, args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; name: string }) {
    this.#child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['pipe', 'pipe', 'pipe'] });
    this.#child.stderr.on('data', (d: Buffer) => {
      this.#stderr = (this.#stderr + d.toString()).slice(-4000);
    });
    createInterface({ input: this.#child.stdout }).on('line', (line) => this.#waiting.shift()?.resolve(line));
    const fail = (error: Error) => {
      this.#exited = error;
      for (const w of this.#waiting.splice(0)) w.reject(error);
    };
    this.#child.on('error', (e) => fail(new Error(`${options.name}: ${e.message}`)));
    this.#child.on('exit', (code, signal) => fail(new Error(`${options.name} exited (${signal ?? code}): ${this.#stderr.trim().split('\n').slice(-3).join(' | ') || 'no error output'}`)));
  }

  /** The next line the child writes (e.g. a greeting), without sending anything. */
  next(): Promise<string> {
    if (this.#exited) return Promise.reject(this.#exited);
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  request(line: string): Promise<string> {
    const answer = this.next();
    if (!this.#exited) this.#child.stdin.write(`${line}\n`);
    return answer;
  }

  /** Closes stdin and waits for the child to exit (killing it after a grace period). */
  async close(): Promise<void> {
    if (this.#child.exitCode !== null || this.#child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.#child.once('exit', () => resolve()));
    this.#child.stdin.end();
    const timer = setTimeout(() => this.#child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }

  kill(): void {
    if (this.#child.exitCode === null && this.#child.signalCode === null) this.#child.kill('SIGKILL');
  }
}
