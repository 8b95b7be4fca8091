import type { Feedback } from '../../harness/contracts/feedback.js';
import type { Proposer, Turn } from '../../harness/contracts/proposer.js';

/** Wraps a proposer and counts, on the proposer's side, the proposals it handed over and the feedback it got. */
export class CountingProposer implements Proposer {
  readonly name: string;
  readonly #inner: Proposer;
  delivered = 0;
  readonly feedback: Feedback[] = [];

  constructor(inner: Proposer) {
    this.#inner = inner;
    this.name = inner.name;
  }

  next(feedback: Feedback): Turn | Promise<Turn> {
    this.feedback.push(feedback);
    const turn = this.#inner.next(feedback);
    return turn instanceof Promise ? turn.then((t) => this.#count(t)) : this.#count(turn);
  }

  exhausted(): boolean | undefined {
    return this.#inner.exhausted?.();
  }

  #count(turn: Turn): Turn {
    if (turn.type === 'propose') this.delivered += 1;
    return turn;
  }
}
