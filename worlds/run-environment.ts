import { ContainerPool } from './sandbox/container-pool.js';
import { CreationGate } from './sandbox/creation-gate.js';
import { OutputBudgets, type OutputBudgetShare } from './sandbox/output-budget.js';
import { TrialSandboxes } from './workspace-sandboxes.js';

/**
 * What one run shares across its trials and threads, in one object: its
 * output caps (each trial's, and the run's total), the gate that counts its
 * container creations (an interrupted run's clean-up waits for them), its
 * sandbox factories, and the external harnesses' containers made ahead of
 * their trials (the pool is the thread's own: external trials run on the
 * thread that schedules them). The run makes it; the trial runner hands it to each
 * world; a worker thread rebuilds it from `share()`. Nothing of it lives in
 * module state.
 */
export class RunEnvironment {
  readonly output: OutputBudgets;
  readonly gate: CreationGate;
  readonly sandboxes: TrialSandboxes;
  readonly harnessContainers = new ContainerPool();
  /** The wall clock, in milliseconds, a trial's wall time is read on (`performance.now` unless the run gave one). */
  readonly wallClock: () => number;

  private constructor(output: OutputBudgets, gate: CreationGate, wallClock: () => number = () => performance.now()) {
    this.output = output;
    this.gate = gate;
    this.sandboxes = new TrialSandboxes(gate, output);
    this.wallClock = wallClock;
  }

  /** A run's own environment, with its caps (defaults: output-budget.ts) and its wall clock. */
  static create(options: { trialCapBytes?: number | undefined; runCapBytes?: number | undefined; wallClock?: () => number } = {}): RunEnvironment {
    return new RunEnvironment(new OutputBudgets(options), new CreationGate(), options.wallClock);
  }

  /**
   * The environment of a process that made none (a test, `check`, a
   * benchmark): the default caps, and one gate and one set of sandbox
   * factories for the whole process, made on first use.
   */
  static forProcess(): RunEnvironment {
    return (processDefault ??= RunEnvironment.create());
  }

  /** A worker thread's view of the run that started it: the same caps, counters and gate. */
  static join(share: RunEnvironmentShare): RunEnvironment {
    return new RunEnvironment(new OutputBudgets(share.output), new CreationGate(share.gate));
  }

  /** Plain data a worker thread joins the run with. */
  share(): RunEnvironmentShare {
    return { output: this.output.share(), gate: this.gate.share() };
  }
}

/** The one module-level value: the default of `forProcess`, a memo (the layers test names it). */
let processDefault: RunEnvironment | undefined;

export interface RunEnvironmentShare {
  output: OutputBudgetShare;
  gate: SharedArrayBuffer;
}
