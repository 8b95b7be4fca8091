import type { FuzzCase } from './fuzz-case.js';

/**
 * A last greedy pass after fast-check's shrinking, which stops at a local
 * minimum: drop steps the run never reached, faults and approvals that play
 * no part, reset seed and jitter, while the case still fails. Deterministic.
 */
export async function minimizeCase(c: FuzzCase, stillFails: (candidate: FuzzCase) => Promise<boolean>): Promise<FuzzCase> {
  let best = c;
  const attempt = async (candidate: FuzzCase): Promise<boolean> => {
    if (candidate.steps.length === 0) return false;
    if (!(await stillFails(candidate))) return false;
    best = candidate;
    return true;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = best.steps.length - 1; i >= 0; i--) {
      if (await attempt({ ...best, steps: best.steps.filter((_, j) => j !== i) })) changed = true;
    }
    for (let i = best.faults.length - 1; i >= 0; i--) {
      if (await attempt({ ...best, faults: best.faults.filter((_, j) => j !== i) })) changed = true;
    }
    for (let i = best.approvals.length - 1; i >= 0; i--) {
      if (await attempt({ ...best, approvals: best.approvals.filter((_, j) => j !== i) })) changed = true;
    }
    for (let i = 0; i < best.faults.length; i++) {
      const fault = best.faults[i]!;
      for (const simpler of [{ ...fault, count: 1 }, { ...fault, from: 1 }]) {
        if (simpler.count === fault.count && simpler.from === fault.from) continue;
        if (await attempt({ ...best, faults: best.faults.map((f, j) => (j === i ? simpler : f)) })) changed = true;
      }
    }
    for (let i = 0; i < best.approvals.length; i++) {
      const approval = best.approvals[i]!;
      if (approval.times === 1) continue;
      if (await attempt({ ...best, approvals: best.approvals.map((a, j) => (j === i ? { ...a, times: 1 as const } : a)) })) changed = true;
    }
    if (best.jitter !== 0 && (await attempt({ ...best, jitter: 0 }))) changed = true;
    if (best.seed !== 0 && (await attempt({ ...best, seed: 0 }))) changed = true;
  }
  return best;
}
