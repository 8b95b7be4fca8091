import type { RunEnvironment } from '../../worlds/run-environment.js';
import type { Io } from './common.js';
import { removeOwnLeftovers } from './run-resume.js';

/**
 * What a started run gives back, in one place. The steps that take something
 * (the store, the progress line, the interrupt grace timer) each register its
 * undoing here as they take it; `close` undoes them once, last taken first,
 * whether the trials ended, failed or were cut short. After an interrupt,
 * `interrupted` also removes this process's containers and folders and says
 * how to continue the run.
 */
export class RunTeardown {
  readonly #undo: (() => void)[] = [];
  readonly #io: Io;
  readonly #environment: RunEnvironment;
  readonly #storePath: string;
  readonly #resumeCommand: string;

  constructor(io: Io, environment: RunEnvironment, storePath: string, resumeCommand: string) {
    this.#io = io;
    this.#environment = environment;
    this.#storePath = storePath;
    this.#resumeCommand = resumeCommand;
  }

  /** Registers the undoing of something a step just took. */
  add(undo: () => void): void {
    this.#undo.push(undo);
  }

  /** Undoes everything taken so far, last first; a second call finds nothing left. */
  close(): void {
    for (let undo = this.#undo.pop(); undo !== undefined; undo = this.#undo.pop()) undo();
  }

  /** After an interrupt: close, remove this run's containers and folders (unless leaving at once), and say how to continue. */
  async interrupted(how: string, removeLeftovers: boolean): Promise<void> {
    this.close();
    if (removeLeftovers) await removeOwnLeftovers(this.#io, this.#environment);
    this.#io.err(`${how}: the trials done so far are saved in ${this.#storePath}; continue with: ${this.#resumeCommand}`);
  }
}
