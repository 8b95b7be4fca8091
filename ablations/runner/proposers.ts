import { ConfigError } from '../../harness/errors.js';
import { immutableCopy } from '../../harness/immutable.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { compileRules, FeedbackScriptProposer, ScriptedProposer } from '../../models/scripted.js';
import { MistakeRatesSchema, PRESETS, StochasticProposer, type MistakeRates } from '../../models/stochastic.js';
import type { Random } from '../../harness/random.js';
import type { Clock } from '../../harness/clock.js';
import type { ProposerSpec, Scenario } from '../../scenarios/schema.js';
import type { UpstreamModel } from '../../models/server/upstream.js';

/** Builds a proposer from a scenario's proposer spec, on the trial's seeded generator. */
export function buildProposer(spec: ProposerSpec, random: Random, name: string): Proposer {
  return proposerFactory(spec, name)(random);
}

/** The trial of a cell from which its scripted steps are a frozen copy. */
const FROZEN_FROM_TRIAL = 5;

/**
 * A spec's proposers, one per trial on its seeded generator: what they share
 * and never change (compiled feedback rules, parsed mistake rates) is made
 * once, here, for every trial of a cell.
 */
export function proposerFactory(spec: ProposerSpec, name: string): (random: Random) => Proposer {
  switch (spec.kind) {
    case 'scripted': {
      // Every trial proposes the same steps. From the fifth on, they are a frozen copy, so what the harness derives
      // from a step alone is kept by its identity (harness/immutable.ts). The copy costs more than a few trials save,
      // so a cell of four trials or fewer (a fuzz case and its rerun, track's default) never makes it.
      let steps = spec.steps;
      let made = 0;
      return () => {
        if (++made === FROZEN_FROM_TRIAL) steps = spec.steps.map(immutableCopy);
        return new ScriptedProposer(steps, { strict: spec.strict, name });
      };
    }
    case 'feedback': {
      // A spec's rules went through the scenario schema already.
      const rules = compileRules(spec.rules);
      return () => new FeedbackScriptProposer(rules, name, spec.max_turns);
    }
    case 'stochastic': {
      // Its preset, overridden by its own rates.
      const rates: MistakeRates = MistakeRatesSchema.parse({ ...PRESETS[spec.preset], ...spec.rates });
      return (random) => new StochasticProposer({ rates, goal: spec.goal, random, maxTurns: spec.max_turns, name });
    }
  }
}

/**
 * A proposer choice on the command line: `scenario` (each scenario's own),
 * `reference` (its ground-truth solution), or `stochastic:<preset>` (the
 * seeded mistake-making policy, on scenarios that define a stochastic goal).
 */
export interface ProposerChoice {
  readonly id: string;
  /** The spec to use for this scenario, or null when the choice does not apply to it. */
  specFor(scenario: Scenario): ProposerSpec | null;
  /** Proposers that are objects rather than data (LLM proposers) build themselves per trial. */
  create?(scenario: Scenario, random: Random, context: { trialId: string; clock: Clock; waitClock?: Clock }): Proposer;
  /** `replay` runs offline from a recording (no real waits). */
  readonly mode?: 'live' | 'record' | 'replay';
  /** A real model behind an external harness (`--model`): its requests pass through to the provider; the id names the model. */
  readonly upstream?: UpstreamModel;
}

/** `--model PROVIDER:MODEL` as the matrix's proposer: the column names the model, and the cells of external harnesses pass their requests through to it. */
export function upstreamChoice(upstream: UpstreamModel): ProposerChoice {
  return { id: upstream.id, specFor: (s) => s.proposer, upstream, mode: upstream.mode };
}

export function parseProposerChoice(text: string): ProposerChoice {
  if (text === 'scenario') return { id: text, specFor: (s) => s.proposer };
  if (text === 'reference') return { id: text, specFor: (s) => s.reference };
  const m = /^stochastic:(careful|sloppy|adversarial)$/.exec(text);
  if (m) {
    const preset = m[1] as 'careful' | 'sloppy' | 'adversarial';
    return { id: text, specFor: (s) => (s.proposer.kind === 'stochastic' ? { ...s.proposer, preset } : null) };
  }
  throw new ConfigError(
    `unknown proposer ${JSON.stringify(text)}; use scenario, reference, stochastic:careful, stochastic:sloppy, stochastic:adversarial, or a model: openai:MODEL, anthropic:MODEL, openai-compatible:MODEL`,
  );
}
