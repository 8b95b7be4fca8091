import { z } from 'zod';
import { FeedbackRuleSchema } from './scripted.js';
import { MistakeRatesSchema, StochasticGoalSchema } from './stochastic.js';

/** A proposal as written in a scenario: `{tool, args}`, or any value when a scenario tests bad input. */
const StepSchema = z.unknown();

export const ProposerSpecSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('scripted'),
    steps: z.array(StepSchema).min(1),
    /** Fail loudly when asked for a step the script lacks (reference solutions use this). */
    strict: z.boolean().default(false),
    /** The steps send malformed proposals on purpose (unknown tools, no args): `check` does not refuse them. */
    bad_input: z.boolean().optional(),
  }),
  z.strictObject({
    kind: z.literal('feedback'),
    rules: z.array(FeedbackRuleSchema).min(1),
    /** The proposer's own patience: it ends after this many turns. */
    max_turns: z.number().int().positive().default(100),
    /** The rules propose malformed proposals on purpose: `check` does not refuse them. */
    bad_input: z.boolean().optional(),
  }),
  z.strictObject({
    kind: z.literal('stochastic'),
    preset: z.enum(['careful', 'sloppy', 'adversarial']).default('sloppy'),
    /** Overrides of the preset's rates. */
    rates: MistakeRatesSchema.partial().default({}),
    goal: StochasticGoalSchema,
    max_turns: z.number().int().positive().default(40),
  }),
]);
export type ProposerSpec = z.infer<typeof ProposerSpecSchema>;
