import type { ProposerSpec } from '../../scenarios/schema.js';
import { FULL } from '../../harness/profile.js';
import { runTrial } from '../runner/trial.js';
import { caseToScenario } from './case-scenario.js';
import type { FuzzCase } from './fuzz-case.js';

const READ = { tool: 'read_config', args: {} };
const CHECK = { tool: 'check_config', args: {} };
const FINISH = { tool: 'finish', args: {} };
const write = (n: number) => ({ tool: 'write_config', args: { max_retries: n } });

/** Strict scripts that might solve a case, shortest and plainest first. */
export function referenceCandidates(c: FuzzCase): ProposerSpec[] {
  const fixes = c.initial === 'valid' ? [[], [write(2)], [write(1)], [write(0)]] : [[write(2)], [write(1)], [write(0)]];
  const pads = [[], [READ], [READ, READ], [READ, READ, READ]];
  const checks = [[CHECK], [CHECK, CHECK]];
  const seen = new Set<string>();
  const out: ProposerSpec[] = [];
  for (const pad of pads) {
    for (const check of checks) {
      for (const fix of fixes) {
        for (const steps of [[...pad, ...fix, ...check, FINISH], [...fix, ...pad, ...check, FINISH]]) {
          const key = JSON.stringify(steps);
          if (steps.length > c.limits.proposals || seen.has(key)) continue;
          seen.add(key);
          out.push({ kind: 'scripted', strict: true, steps });
        }
      }
    }
  }
  return out.sort((a, b) => (a.kind === 'scripted' && b.kind === 'scripted' ? a.steps.length - b.steps.length : 0));
}

/** Whether a strict script is accepted under `full` for this case, on each of the given trial seeds. */
export async function solves(c: FuzzCase, reference: ProposerSpec, seeds: readonly number[]): Promise<boolean> {
  const scenario = caseToScenario(c, { name: 'fuzz-reference', description: '', probes: [], reference });
  for (const seed of seeds) {
    try {
      const outcome = await runTrial({ scenario, profile: FULL, proposer: reference, seed, runId: 'fuzz-reference' });
      if (outcome.judgement.verdict !== 'accepted') return false;
    } catch (error) {
      if (error instanceof Error && error.name === 'ScriptError') return false;
      throw error;
    }
  }
  return true;
}

/**
 * A strict script that solves the case under `full` (the world's faults
 * included), or null when none of the candidates does: the proof a saved
 * regression is a fair task. Checked on the case's seed and two others, so it
 * does not hang on one jitter draw.
 */
export async function findReference(c: FuzzCase): Promise<ProposerSpec | null> {
  const seeds = [...new Set([c.seed, 0, 1])];
  for (const candidate of referenceCandidates(c)) {
    if (await solves(c, candidate, seeds)) return candidate;
  }
  return null;
}
