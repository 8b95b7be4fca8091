import { z } from 'zod';
import { PASS, stop, type Control, type ControlSpec } from './control.js';

export const ProposalBudgetParams = z.strictObject({
  /** The first lab calls it `request_limit`, the second `proposal_limit`. */
  reason: z.enum(['proposal_limit', 'request_limit']).default('proposal_limit'),
});
export type ProposalBudgetParams = z.infer<typeof ProposalBudgetParams>;

/** Every proposal (invalid ones and finish included) counts; the proposer is not asked once the budget is spent. */
export const proposalBudget: ControlSpec<ProposalBudgetParams> = {
  name: 'proposal-budget',
  prevents: 'a proposer looping without end',
  params: ProposalBudgetParams,
  stops: ['proposal_limit', 'request_limit'],
  state: { fields: ['proposals'] },
  probes: [{ scenario: 'loop', failure: 'budget_overrun', base: [], stops: 'request_limit' }],
  fuzz: { breaks: ['within-proposal-budget'] },
  create(params): Control {
    return {
      name: 'proposal-budget',
      beforeProposal(ctx) {
        const max = ctx.contract.limits.proposals;
        return ctx.state.proposals >= max ? stop(params.reason, `${max} proposals used`) : PASS;
      },
    };
  },
};
