/** Our container sandbox against the raw Engine API doing the same work, paired round by round. */
import { CONCURRENCY, rawExecSide, rawTrialSide, sandboxExecSide, sandboxTrialSide } from '../docker-engine-sides.js';
import { measureDockerFloor } from '../docker-floor.js';
import type { Figure } from '../figure.js';

export const dockerTrial: Figure = {
  name: 'docker-trial',
  title: `a container trial (fresh container, exec of node, removal), ${CONCURRENCY} at a time: ours against raw Engine API calls on a minimal container`,
  unit: 'trial',
  subject: sandboxTrialSide,
  reference: { label: 'raw Engine API calls', ratio: 'subject/reference', side: rawTrialSide, goal: 'within 1.25x' },
  rounds: { iterations: 8, warmupMs: 1500, minPairs: 10, maxPairs: 15, budgetMs: 40_000 },
  absolute: async () => {
    const f = await measureDockerFloor({ concurrency: CONCURRENCY, samples: 5, trials: 8, rounds: 1 });
    return {
      raw_create_start_remove_ms: f.rawCreateStartRemoveMs,
      sandbox_create_verify_close_ms: f.sandboxCreateVerifyCloseMs,
      sandbox_create_ms: f.sandboxCreateMs,
      sandbox_close_ms: f.sandboxCloseMs,
      sandbox_node_exec_ms: f.sandboxNodeExecMs,
      fresh_trials_per_s: f.freshTrialsPerSecond,
      pooled_trials_per_s: f.pooledTrialsPerSecond,
    };
  },
};

export const dockerExec: Figure = {
  name: 'docker-exec',
  title: 'an exec of /bin/true in a running container: ours against a raw Engine API exec',
  unit: 'exec',
  subject: sandboxExecSide,
  reference: { label: 'a raw Engine API exec', ratio: 'subject/reference', side: rawExecSide, goal: 'within 1.25x' },
  rounds: { iterations: 8, warmupMs: 500, minPairs: 10, maxPairs: 20, budgetMs: 25_000 },
};
