import { z } from 'zod';
import { PASS, stop, type Control, type ControlSpec } from './control.js';

export const CallBudgetParams = z.strictObject({});

/** Every attempt of every call counts, runtime retries included, so retries cannot bypass the budget. */
export const callBudget: ControlSpec<z.infer<typeof CallBudgetParams>> = {
  name: 'call-budget',
  prevents: 'executions beyond the budget, retries included',
  params: CallBudgetParams,
  stops: ['call_limit'],
  state: { fields: ['calls'] },
  probes: [{ scenario: 'retry_storm', failure: 'budget_overrun', base: ['retry', 'attempt-limit'], stops: 'call_limit' }],
  fuzz: { breaks: ['within-call-budget'] },
  create(): Control {
    return {
      name: 'call-budget',
      beforeAttempt(ctx) {
        const max = ctx.contract.limits.calls;
        return ctx.state.calls >= max ? stop('call_limit', `${max} calls used`) : PASS;
      },
    };
  },
};
