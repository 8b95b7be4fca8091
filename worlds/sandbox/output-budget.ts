/**
 * Bounds on the tool output saved to the host: per trial and per run.
 *
 * Each stream of one exec is already capped (`artifactCapBytes`, 256 MiB);
 * these caps bound the sum. A trial's sandbox takes bytes from its own
 * budget and from the run's, which is one counter in shared memory, so the
 * worker threads of one run draw on the same total. When a cap is reached
 * saving stops (the output is still shown capped, never lost from the
 * proposer's view) and the artifact says which cap stopped it.
 */

/** Default cap on the output one trial saves to the host, over all its calls (256 MiB). */
export const DEFAULT_TRIAL_OUTPUT_CAP_BYTES = 256 * 1024 * 1024;
/** Default cap on the output one run saves to the host, over all its trials (1 GiB). */
export const DEFAULT_RUN_OUTPUT_CAP_BYTES = 1024 * 1024 * 1024;

export type OutputCapKind = 'call' | 'trial' | 'run';

/** Why saving stopped: which cap, its size, and the sentence a user reads. */
export interface OutputStop {
  cap: OutputCapKind;
  capBytes: number;
  message: string;
}

export function outputStop(cap: OutputCapKind, capBytes: number): OutputStop {
  const where = { call: 'the per-stream cap', trial: "the trial's saved-output cap", run: "the run's saved-output cap" }[cap];
  const flag = { call: '', trial: ' (--trial-output-cap)', run: ' (--run-output-cap)' }[cap];
  return { cap, capBytes, message: `saving stopped at ${where} of ${capBytes} bytes${flag}` };
}

/** What a worker thread needs to draw on its run's budget. */
export interface OutputBudgetShare {
  trialCapBytes: number;
  runCapBytes: number;
  /** [0]: bytes saved by the run; [1]: 1 once a request was cut by the run cap. */
  counter: SharedArrayBuffer;
}

/** The run's total, shared by every thread of the process that was given the same counter. */
export class RunOutputBudget {
  readonly #cells: BigInt64Array;

  constructor(
    readonly capBytes: number,
    counter: SharedArrayBuffer = new SharedArrayBuffer(16),
  ) {
    this.#cells = new BigInt64Array(counter);
  }

  get counter(): SharedArrayBuffer {
    return this.#cells.buffer as SharedArrayBuffer;
  }

  /** Bytes saved so far by every trial of the run. */
  get savedBytes(): number {
    return Number(Atomics.load(this.#cells, 0));
  }

  /** Whether some output was not saved because of this cap. */
  get reached(): boolean {
    return Atomics.load(this.#cells, 1) !== 0n;
  }

  /** Takes up to `bytes` from the run's room; returns how many were granted. */
  take(bytes: number): number {
    for (;;) {
      const used = Atomics.load(this.#cells, 0);
      const room = BigInt(this.capBytes) - used;
      const granted = room <= 0n ? 0n : BigInt(bytes) < room ? BigInt(bytes) : room;
      if (granted < BigInt(bytes)) Atomics.store(this.#cells, 1, 1n);
      if (granted === 0n) return 0;
      if (Atomics.compareExchange(this.#cells, 0, used, used + granted) === used) return Number(granted);
    }
  }
}

/** One trial's budget: its own cap, then the run's. */
export class TrialOutputBudget {
  #saved = 0;
  #stop: OutputStop | undefined;

  constructor(
    readonly capBytes: number,
    readonly run: RunOutputBudget,
  ) {}

  get savedBytes(): number {
    return this.#saved;
  }

  /** The first cap that cut this trial's saved output, if any. */
  get stop(): OutputStop | undefined {
    return this.#stop;
  }

  /** Grants up to `bytes`; when fewer are granted, `stop` names the cap that was reached. */
  take(bytes: number): { granted: number; stop?: OutputStop } {
    if (bytes <= 0) return { granted: 0 };
    const own = Math.max(0, Math.min(bytes, this.capBytes - this.#saved));
    const granted = own === 0 ? 0 : this.run.take(own);
    this.#saved += granted;
    if (granted === bytes) return { granted };
    const stop = granted < own ? outputStop('run', this.run.capBytes) : outputStop('trial', this.capBytes);
    this.#stop ??= stop;
    return { granted, stop };
  }
}

/**
 * A run's output caps: each trial's, and the run's total, whose counter every
 * thread of the run shares. The run's environment (run-environment.ts) holds
 * one; a worker thread rebuilds it from `share()`.
 */
export class OutputBudgets {
  readonly trialCapBytes: number;
  readonly run: RunOutputBudget;

  constructor(config: { trialCapBytes?: number | undefined; runCapBytes?: number | undefined; counter?: SharedArrayBuffer | undefined } = {}) {
    for (const [name, value] of Object.entries({ trialCapBytes: config.trialCapBytes, runCapBytes: config.runCapBytes })) {
      if (value !== undefined && (!Number.isSafeInteger(value) || value < 0)) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
    }
    this.trialCapBytes = config.trialCapBytes ?? DEFAULT_TRIAL_OUTPUT_CAP_BYTES;
    this.run = new RunOutputBudget(config.runCapBytes ?? DEFAULT_RUN_OUTPUT_CAP_BYTES, config.counter);
  }

  /** What to hand a worker thread so that it draws on this run budget. */
  share(): OutputBudgetShare {
    return { trialCapBytes: this.trialCapBytes, runCapBytes: this.run.capBytes, counter: this.run.counter };
  }

  /** A fresh budget for one trial's sandbox. */
  newTrial(): TrialOutputBudget {
    return new TrialOutputBudget(this.trialCapBytes, this.run);
  }
}

/** The default caps, counted for one sandbox factory alone (a factory no run made: a test, a benchmark). */
export function factoryOutputBudget(): () => TrialOutputBudget {
  const budgets = new OutputBudgets();
  return () => budgets.newTrial();
}
