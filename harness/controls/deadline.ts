import { z } from 'zod';
import { PASS, stop, type Control, type ControlSpec, type Gate } from './control.js';
import type { RunContext } from '../state.js';

export const DeadlineParams = z.strictObject({});

function check(ctx: RunContext, extraMs = 0): Gate {
  const at = ctx.state.startedAt + ctx.contract.limits.deadline_ms;
  return ctx.clock.now() + extraMs >= at ? stop('deadline', `deadline of ${ctx.contract.limits.deadline_ms} ms reached`) : PASS;
}

/**
 * A wall-time limit on the monotonic clock, checked before asking, after a
 * proposal arrives, before each attempt, after each receipt, and before
 * sleeping for a retry that would end past it.
 */
export const deadline: ControlSpec<z.infer<typeof DeadlineParams>> = {
  name: 'deadline',
  prevents: 'work started after the time the task was given',
  params: DeadlineParams,
  stops: ['deadline'],
  state: { fields: ['startedAt'] },
  probes: [{ scenario: 'slow_calls', failure: 'budget_overrun', base: [], stops: 'deadline' }],
  fuzz: { breaks: ['no-call-after-deadline'] },
  create(): Control {
    return {
      name: 'deadline',
      beforeProposal: (ctx) => check(ctx),
      afterProposal: (ctx) => check(ctx),
      beforeAttempt: (ctx) => check(ctx),
      onReceipt: (ctx) => check(ctx),
      beforeRetry: (ctx, _call, _attempt, delayMs) => check(ctx, delayMs),
    };
  },
};
