import type { Event } from '../../harness/contracts/event.js';
import type { Feedback } from '../../harness/contracts/feedback.js';
import type { StopReason } from '../../harness/contracts/stop.js';
import type { RunResult } from '../../harness/loop.js';
import type { Proposer, Turn } from '../../harness/contracts/proposer.js';
import type { Profile } from '../../harness/profile.js';
import type { FuzzScenario } from '../../ablations/fuzz/case-scenario.js';
import type { RunObservation } from '../../ablations/fuzz/observation.js';
import { observationOf, prepareRun, runOnParts, type RunParts } from '../../ablations/fuzz/run-case.js';

/** What the harness did with one proposal: asked for the next one with this feedback, or stopped. */
export type Answer = { type: 'feedback'; feedback: Feedback } | { type: 'stop'; reason: StopReason; detail: string };

/**
 * A proposer the test pushes proposals into, one at a time: the harness runs
 * in the background and each `propose` resolves when the harness either asks
 * again (with its feedback) or stops.
 */
class ChannelProposer implements Proposer {
  readonly name = 'channel';
  delivered = 0;
  onAsk: (feedback: Feedback) => void = () => {};
  #turn: ((turn: Turn) => void) | null = null;

  next(feedback: Feedback): Promise<Turn> {
    const asked = new Promise<Turn>((resolve) => (this.#turn = resolve));
    this.onAsk(feedback);
    return asked;
  }

  give(turn: Turn): void {
    const resolve = this.#turn;
    if (!resolve) throw new Error('the harness is not waiting for a proposal');
    this.#turn = null;
    if (turn.type === 'propose') this.delivered += 1;
    resolve(turn);
  }
}

/** Drives one run of the real harness proposal by proposal, for model-based tests. */
export class HarnessDriver {
  readonly parts: RunParts;
  readonly #scenario: FuzzScenario;
  readonly #profile: Profile;
  readonly #seed: number;
  readonly #proposer = new ChannelProposer();
  readonly #emitted: Event[] = [];
  readonly #result: Promise<RunResult>;
  #ask: Promise<Feedback>;
  #done: RunResult | null = null;

  private constructor(scenario: FuzzScenario, profile: Profile, seed: number) {
    this.#scenario = scenario;
    this.#profile = profile;
    this.#seed = seed;
    this.parts = prepareRun(scenario, profile, seed);
    this.#ask = this.#nextAsk();
    this.#result = runOnParts(this.parts, profile, this.#proposer, `model-${seed}`, (e) => void this.#emitted.push({ ...e })).then((r) => (this.#done = r));
  }

  /** Starts the run; resolves once the harness asks for its first proposal (or stops before). */
  static async start(scenario: FuzzScenario, profile: Profile, seed: number): Promise<{ driver: HarnessDriver; first: Answer }> {
    const driver = new HarnessDriver(scenario, profile, seed);
    return { driver, first: await driver.#answer() };
  }

  get stopped(): boolean {
    return this.#done !== null;
  }

  propose(proposal: unknown): Promise<Answer> {
    this.#ask = this.#nextAsk();
    this.#proposer.give({ type: 'propose', proposal });
    return this.#answer();
  }

  /** Tells the harness the proposer has nothing more (if it still runs) and returns the run's result. */
  async end(): Promise<RunResult> {
    if (this.#done === null) this.#proposer.give({ type: 'end' });
    return this.#result;
  }

  /** The finished run as the invariants see it. */
  async observation(): Promise<RunObservation> {
    const result = await this.end();
    return observationOf(this.#scenario, this.#profile, this.#seed, this.parts, result, this.#emitted, this.#proposer.delivered);
  }

  #nextAsk(): Promise<Feedback> {
    return new Promise<Feedback>((resolve) => (this.#proposer.onAsk = resolve));
  }

  #answer(): Promise<Answer> {
    return Promise.race([
      this.#ask.then((feedback): Answer => ({ type: 'feedback', feedback })),
      this.#result.then((r): Answer => ({ type: 'stop', reason: r.status, detail: r.detail })),
    ]);
  }
}
