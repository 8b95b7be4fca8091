import { systemClock, type Clock } from '../../harness/clock.js';

/**
 * The clock a live or recording LLM trial waits on: every wait really
 * happens (so a provider's Retry-After is honoured against the real server)
 * and also advances the trial's own clock by the same amount. The trial clock
 * stays virtual, so the harness's deadline sees modelled time only: the same
 * in the recorded run and in its replay, where waits are virtual alone.
 */
export function realAndTrialClock(trial: Clock, real: Clock = systemClock): Clock {
  return {
    now: () => trial.now(),
    async sleep(ms) {
      await real.sleep(ms);
      await trial.sleep(ms);
    },
  };
}
