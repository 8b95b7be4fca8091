import type { TrialCost } from '../results/trial-cost.js';

/** What a run's stored rows have spent: tokens (in and out) and money. */
export interface Spent {
  tokens: number;
  usd: number;
}

/** A run's caps (run --run-token-limit, --run-cost-limit); a cap left out does not bind. */
export interface RunBudgetLimits {
  tokens?: number | undefined;
  usd?: number | undefined;
}

/** A row charged to the budget: the run may go on, or a cap is reached and no new trial starts. */
export type BudgetDecision = { type: 'within'; spent: Spent } | { type: 'reached'; spent: Spent };

/**
 * The token and money caps of one run. The matrix (runTrials) charges every
 * row as it is stored; once a total reaches its cap, every later charge says
 * `reached` and the matrix starts no new trial: the trials in flight finish
 * and are stored, so `--resume` continues the run where it stopped.
 */
export class RunBudget {
  readonly #limits: RunBudgetLimits;
  #tokens = 0;
  #usd = 0;
  #reached = false;

  constructor(limits: RunBudgetLimits) {
    this.#limits = limits;
  }

  charge(cost: Pick<TrialCost, 'tokens_in' | 'tokens_out' | 'cost_usd'>): BudgetDecision {
    this.#tokens += cost.tokens_in + cost.tokens_out;
    this.#usd += cost.cost_usd;
    const spent = this.spent;
    this.#reached ||= atCap(spent.tokens, this.#limits.tokens) || atCap(spent.usd, this.#limits.usd);
    return { type: this.#reached ? 'reached' : 'within', spent };
  }

  get spent(): Spent {
    return { tokens: this.#tokens, usd: this.#usd };
  }

  /** Whether a cap was reached: the run stopped early. */
  get reached(): boolean {
    return this.#reached;
  }
}

function atCap(spent: number, cap: number | undefined): boolean {
  return cap !== undefined && spent >= cap;
}
