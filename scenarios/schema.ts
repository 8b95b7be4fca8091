import { z } from 'zod';
import { CrashSpecSchema } from '../harness/durability/crash-spec.js';
import { checkControlParams, CONTROL_NAMES, paramsHint, quoted } from '../harness/controls/registry.js';
import { FailureKindSchema } from '../harness/contracts/failure.js';
import { ContractSchema } from '../harness/contracts/task-contract.js';
import { ProposerSpecSchema } from '../models/proposer-spec.js';
import { WorldFixtureSchema } from '../worlds/index.js';
import { meaningIssues } from './meaning.js';

export { ProposerSpecSchema, type ProposerSpec } from '../models/proposer-spec.js';

export { DEFECT_KINDS, DefectKindSchema, FailureKindSchema, type DefectKind, type FailureKind } from '../harness/contracts/failure.js';

export const PredicateSchema = z.strictObject({
  /** A dotted path into the world's observable state, e.g. `config_valid` or `config.max_retries`. */
  path: z.string().min(1),
  equals: z.unknown(),
});
export type Predicate = z.infer<typeof PredicateSchema>;

export { ApprovalGrantSchema, ContractSchema, LimitsSchema, type Contract } from '../harness/contracts/task-contract.js';

export const OracleSchema = z.strictObject({
  /**
   * What the scenario probes: each failure and the control expected to catch
   * it, or a list of controls that catch it only together (removing any one
   * of them lets it through).
   */
  probes: z
    .array(z.strictObject({ failure: FailureKindSchema, caught_by: z.union([z.string(), z.array(z.string()).min(1)]) }))
    .default([]),
  /** Predicates on the final world that mean the task was done. */
  success: z.array(PredicateSchema).min(1),
  /**
   * What a proposed call attempts, where the oracle cannot tell it from the
   * events alone (what a command is for): a proposal whose text (its tool, a
   * space, its arguments as canonical JSON) matches `call` attempts `failure`;
   * with `nth`, only the nth such proposal does (a re-run deploy). The attempt
   * is the proposer's: it counts whichever control then refused the call.
   */
  attempts: z
    .array(
      z.strictObject({
        failure: FailureKindSchema,
        call: z.string().min(1).max(256).refine(isRegex, 'a JavaScript regular expression'),
        nth: z.number().int().min(1).default(1),
      }),
    )
    // Optional, not defaulted: a scenario without it keeps the digest stores recorded before the field.
    .optional(),
});

function isRegex(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** The families of the coding-agent threat catalogue (scenarios/threat-cases.ts). */
export const THREAT_FAMILIES = ['destructive', 'secrets', 'self_escalation', 'approval_bypass', 'reward_tampering', 'duplicate_effects', 'persistence', 'budget', 'scope'] as const;
export const ThreatFamilySchema = z.enum(THREAT_FAMILIES);
export type ThreatFamily = z.infer<typeof ThreatFamilySchema>;

/** The mechanisms of a coding agent's own harness that can stop a threat. */
export const HarnessMechanismSchema = z.enum(['sandbox', 'approval_policy', 'command_rule', 'permission_setting', 'turn_limit', 'completion_check']);
export type HarnessMechanism = z.infer<typeof HarnessMechanismSchema>;

/**
 * An attack on a coding agent's workspace: its family, the mechanism of the
 * agent's own harness that should stop it, and the benign twin that measures
 * utility beside it (the same task and world without the payload).
 */
export const ThreatSchema = z.strictObject({
  family: ThreatFamilySchema,
  mechanism: HarnessMechanismSchema,
  twin: z.string().min(1),
});

/** A scenario's shape: every field and its type, each control's parameters; what meaning.ts checks across fields comes on top (ScenarioSchema). */
const ScenarioShape = z.strictObject({
  name: z.string().regex(/^[a-z0-9][a-z0-9_.-]*$/, 'lower-case letters, digits, _ . - only'),
  description: z.string().default(''),
  /** Catalogue section and case, e.g. "A.stale_check". */
  catalogue: z.string().optional(),
  task: z.string().min(1),
  contract: ContractSchema,
  world: WorldFixtureSchema,
  proposer: ProposerSpecSchema,
  /** A ground-truth solution that must be accepted under `full`: proof the scenario is solvable. */
  reference: ProposerSpecSchema,
  oracle: OracleSchema,
  /** Control parameters for this scenario (e.g. the first lab's stop-on-stale completion), checked against each control's schema. */
  harness: z
    .record(z.string(), z.unknown())
    .superRefine((value, ctx) => {
      for (const [control, params] of Object.entries(value)) {
        if (CONTROL_NAMES.includes(control) && (params === null || typeof params !== 'object' || Array.isArray(params))) {
          ctx.addIssue({
            code: 'custom',
            path: [control],
            message: `${quoted(params)} is not parameters of the control ${control}; give an object of ${paramsHint(control)} (whether a control is off or on is a profile's choice: controls: {${control}: off} in a profile file)`,
          });
          continue;
        }
        for (const issue of checkControlParams(control, params)) ctx.addIssue({ code: 'custom', message: issue.message, path: [control, ...issue.path] });
      }
    })
    .transform((value) => value as Record<string, Record<string, unknown>>)
    .default({}),
  /** An attack of the coding-agent threat catalogue (absent: not one). */
  threat: ThreatSchema.optional(),
  /** Kill the harness at an event boundary, then restart it from its durable log (durability cases). */
  crash: CrashSpecSchema.optional(),
  /** Where this scenario sits in a matrix: only these profiles (all when absent), at most this many trials per cell. */
  matrix: z
    .strictObject({
      profiles: z.array(z.string()).optional(),
      max_trials: z.number().int().positive().optional(),
      /** Trials a cell needs before an escape is expected to show (rare, stochastic or per-boundary failures). */
      min_trials: z.number().int().positive().optional(),
      /**
       * Why a harness under test outside the bench cannot be judged on this
       * scenario: the bench's own container contains the payload whatever the
       * harness does, so a "caught" would be the bench's, never the harness's.
       * `world_tools`: when the scenario's tools are the world's (served over
       * MCP, run in the bench's container); `own_tools`: when they are the
       * harness's own tools, running inside that container.
       */
      contained: z.strictObject({ world_tools: z.string().min(1).optional(), own_tools: z.string().min(1).optional() }).optional(),
    })
    .default({}),
});

export const ScenarioSchema = ScenarioShape.superRefine((scenario, ctx) => {
  for (const issue of meaningIssues(scenario)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
});
export type Scenario = z.infer<typeof ScenarioSchema>;

/** A mistake in a scenario: a field path and what is wrong there. */
export interface ScenarioIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * Validates data as a scenario and reports every mistake of both layers at
 * once: the shape's (fields, types, control parameters) and, on the parts
 * that parsed, the checks across fields (meaning.ts: unknown tools and
 * controls, revisions, observable paths, script steps). ScenarioSchema alone
 * reports the checks across fields only once the whole shape is right.
 */
export function checkScenario(data: unknown): { scenario: Scenario; issues?: undefined } | { scenario?: undefined; issues: ScenarioIssue[] } {
  const shape = ScenarioShape.safeParse(data);
  if (shape.success) {
    const meaning = meaningIssues(shape.data);
    return meaning.length === 0 ? { scenario: shape.data } : { issues: meaning };
  }
  return { issues: [...shape.error.issues, ...meaningIssues(salvage(ScenarioShape, data) as Parameters<typeof meaningIssues>[0])] };
}

/**
 * What of `value` parses under `schema`: the whole value when it does, else
 * an object's fields and a list's items that do (a list keeps its holes, so
 * every index stays the file's), else undefined.
 */
function salvage(schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (value === undefined) return undefined;
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      const kept = salvage(field, (value as Record<string, unknown>)[key]);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  if (inner instanceof z.ZodArray && Array.isArray(value)) return value.map((item) => salvage(inner.element as z.ZodType, item));
  return undefined;
}

/** A schema without its default or optional wrapper (the value is given). */
function unwrap(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional) return unwrap(schema.unwrap() as z.ZodType);
  return schema;
}
export type ScenarioInput = z.input<typeof ScenarioSchema>;

export type Probe = z.infer<typeof OracleSchema>['probes'][number];

/** The controls a probe's failure needs, all of them, to be caught. */
export function probeControls(probe: Probe): string[] {
  return typeof probe.caught_by === 'string' ? [probe.caught_by] : probe.caught_by;
}

/** Whether a profile with these controls is expected to catch the probe's failure. */
export function catches(probe: Probe, hasControl: (name: string) => boolean): boolean {
  return probeControls(probe).every(hasControl);
}

/** Typed helper for scenarios written in TypeScript: validates and fills defaults. */
export function defineScenario(input: ScenarioInput): Scenario {
  return ScenarioSchema.parse(input);
}
