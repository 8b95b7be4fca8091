import { z } from 'zod';
import { PASS, stop, type Control, type ControlSpec } from './control.js';

export const AttemptLimitParams = z.strictObject({});

/** Caps attempts of one request, so one flaky call cannot consume the whole call budget. */
export const attemptLimit: ControlSpec<z.infer<typeof AttemptLimitParams>> = {
  name: 'attempt-limit',
  prevents: 'a retry storm against one failing service',
  params: AttemptLimitParams,
  stops: ['attempt_limit'],
  state: { fields: [] },
  probes: [{ scenario: 'endless_transient', failure: 'budget_overrun', base: ['retry', 'call-budget'], stops: 'attempt_limit' }],
  fuzz: { breaks: ['within-attempt-limit'] },
  create(): Control {
    return {
      name: 'attempt-limit',
      beforeRetry(ctx, call, attempt) {
        const max = ctx.contract.limits.attempts;
        return attempt >= max ? stop('attempt_limit', `${call.call_id} failed ${attempt} times`) : PASS;
      },
    };
  },
};
