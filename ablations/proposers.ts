import { ConfigError } from '../harness/errors.js';
import type { Proposer } from '../harness/proposers/proposer.js';
import { FeedbackScriptProposer, ScriptedProposer } from '../harness/proposers/scripted.js';
import { MistakeRatesSchema, PRESETS, StochasticProposer, type MistakeRates } from '../harness/proposers/stochastic.js';
import type { Random } from '../harness/random.js';
import type { Clock } from '../harness/clock.js';
import type { ProposerSpec, Scenario } from '../scenarios/schema.js';

/** Builds a proposer from a scenario's proposer spec, on the trial's seeded generator. */
export function buildProposer(spec: ProposerSpec, random: Random, name: string): Proposer {
  switch (spec.kind) {
    case 'scripted':
      return new ScriptedProposer(spec.steps, { strict: spec.strict, name });
    case 'feedback':
      return new FeedbackScriptProposer(spec.rules, name, spec.max_turns);
    case 'stochastic':
      return new StochasticProposer({ rates: ratesOf(spec), goal: spec.goal, random, maxTurns: spec.max_turns, name });
  }
}

const rates = new WeakMap<ProposerSpec, MistakeRates>();

/** A stochastic spec's mistake rates (its preset, overridden by its own), parsed once per spec: every trial of a cell uses them. */
function ratesOf(spec: Extract<ProposerSpec, { kind: 'stochastic' }>): MistakeRates {
  let known = rates.get(spec);
  if (known === undefined) rates.set(spec, (known = MistakeRatesSchema.parse({ ...PRESETS[spec.preset], ...spec.rates })));
  return known;
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
}

export function parseProposerChoice(text: string): ProposerChoice {
  if (text === 'scenario') return { id: text, specFor: (s) => s.proposer };
  if (text === 'reference') return { id: text, specFor: (s) => s.reference };
  const m = /^stochastic:(careful|sloppy|adversarial)$/.exec(text);
  if (m) {
    const preset = m[1] as 'careful' | 'sloppy' | 'adversarial';
    // One spec object per scenario, so what is derived from it (its parsed rates) is derived once.
    const specs = new WeakMap<Scenario, ProposerSpec>();
    return {
      id: text,
      specFor: (s) => {
        if (s.proposer.kind !== 'stochastic') return null;
        let spec = specs.get(s);
        if (spec === undefined) specs.set(s, (spec = { ...s.proposer, preset }));
        return spec;
      },
    };
  }
  throw new ConfigError(
    `unknown proposer ${JSON.stringify(text)}; use scenario, reference, stochastic:careful, stochastic:sloppy, stochastic:adversarial, or a model: openai:MODEL, anthropic:MODEL, openai-compatible:MODEL`,
  );
}
