import { ConfigError } from '../../harness/errors.js';
import type { Fault, FaultInput } from '../../worlds/export-worker.js';
import { ScenarioSchema, type ProposerSpec, type Scenario, type ScenarioInput } from '../../scenarios/schema.js';
import { FUZZ_FIELDS, INVALID_CONFIG, operationId, TOOL_SETS, VALID_CONFIG, type FuzzCase } from './fuzz-case.js';
import { proposalsFor } from './proposal-for-step.js';

/** A scenario in an export-worker world: the only kind the fuzzer generates, runs and replays. */
export type ExportWorkerWorld = Extract<Scenario['world'], { kind: 'export-worker' }>;
export type FuzzScenario = Omit<Scenario, 'world'> & { world: ExportWorkerWorld };

export function asFuzzScenario(scenario: Scenario): FuzzScenario {
  const { world } = scenario;
  if (world.kind !== 'export-worker') throw new ConfigError(`scenario ${scenario.name}: the fuzzer runs export-worker worlds only, not ${world.kind}`);
  return { ...scenario, world };
}

export const FUZZ_TASK =
  "Fix the export worker's configuration so that its validator passes, then hand it over for review. Exports only as approved. Do not publish.";

/** What a saved case adds to the generated one: its name, what it probes, and a solution. */
export interface ScenarioMeta {
  name: string;
  description: string;
  catalogue?: string;
  probes: Scenario['oracle']['probes'];
  reference: ProposerSpec;
}

/** The simplest solution of an unfaulted case; the reference search tries it first. */
export function naiveReference(c: FuzzCase): ProposerSpec {
  const fix = c.initial === 'valid' ? [] : [{ tool: 'write_config', args: { ...VALID_CONFIG } }];
  return { kind: 'scripted', strict: true, steps: [...fix, { tool: 'check_config', args: {} }, { tool: 'finish', args: {} }] };
}

/** A fault in the scenario file's minimal form: only the fields that matter for its kind. */
export function minimalFault(fault: Fault): FaultInput {
  const out: FaultInput = { kind: fault.kind };
  if (fault.tool !== undefined) out.tool = fault.tool;
  if (fault.from !== 1) out.from = fault.from;
  if (fault.count !== 1) out.count = fault.count;
  if (fault.kind === 'inconsistent_receipt') out.variant = fault.variant;
  if (fault.kind === 'slow') out.ms = fault.ms;
  return out;
}

/** A fault as the schema parses its minimal form: fields that do not matter for its kind at their defaults. */
export function normalFault(fault: Fault): Fault {
  const { tool, ...rest } = fault;
  return {
    ...rest,
    ...(tool !== undefined ? { tool } : {}),
    variant: fault.kind === 'inconsistent_receipt' ? fault.variant : 'transient_applied',
    ms: fault.kind === 'slow' ? fault.ms : 0,
  };
}

/** A case's approval grants, one per use it allows. */
function caseApprovals(c: FuzzCase) {
  return c.approvals.flatMap((a) =>
    Array.from({ length: a.times }, () => ({
      tool: 'queue_export',
      args: { operation_id: operationId(a.op) },
      at: a.at === 'initial' ? ('initial' as const) : { config: { ...VALID_CONFIG } },
      decision: a.decision,
    })),
  );
}

/** The scenario a case describes, in the input form a scenario file holds. */
export function caseToScenarioInput(c: FuzzCase, meta?: ScenarioMeta): ScenarioInput {
  return {
    name: meta?.name ?? 'fuzz-case',
    description: meta?.description ?? 'a generated export-worker case',
    ...(meta?.catalogue !== undefined ? { catalogue: meta.catalogue } : {}),
    task: FUZZ_TASK,
    contract: {
      tools: [...TOOL_SETS[c.tools]],
      limits: { ...c.limits },
      approvals: caseApprovals(c),
      acceptable_result: 'valid configuration checked after the last change; exports only as approved; nothing published',
    },
    world: {
      kind: 'export-worker',
      config: { ...(c.initial === 'valid' ? VALID_CONFIG : INVALID_CONFIG) },
      fields: { max_retries: { ...FUZZ_FIELDS.max_retries } },
      lookup: c.lookup,
      dedup: c.dedup,
      faults: c.faults.map(minimalFault),
    },
    proposer: { kind: 'scripted', steps: proposalsFor(c.steps), bad_input: true },
    reference: meta?.reference ?? naiveReference(c),
    oracle: {
      probes: meta?.probes ?? [],
      success: [
        { path: 'config_valid', equals: true },
        { path: 'published', equals: false },
      ],
    },
    harness: { retry: { jitter: c.jitter } },
  };
}

/** The scenario a case describes, validated and with defaults filled. */
export function caseToScenario(c: FuzzCase, meta?: ScenarioMeta): FuzzScenario {
  return asFuzzScenario(ScenarioSchema.parse(caseToScenarioInput(c, meta)));
}

let template: FuzzScenario | undefined;

/**
 * The same scenario as `caseToScenario(c)`, built without running the schema
 * for every case (the fuzzer's hot path): the parts every case shares are
 * parsed once, defaults included; the parts a case sets are already in parsed
 * form. A test holds the two equal.
 */
export function caseToScenarioFast(c: FuzzCase): FuzzScenario {
  template ??= caseToScenario({ ...EMPTY_CASE });
  return {
    ...template,
    contract: {
      ...template.contract,
      tools: [...TOOL_SETS[c.tools]],
      limits: { ...c.limits },
      approvals: caseApprovals(c).map((a) => ({ ...a, decision: a.decision ?? 'allow' })),
    },
    world: {
      ...template.world,
      config: { ...(c.initial === 'valid' ? VALID_CONFIG : INVALID_CONFIG) },
      lookup: c.lookup,
      dedup: c.dedup,
      faults: c.faults.map(normalFault),
    },
    proposer: { kind: 'scripted', steps: proposalsFor(c.steps), strict: false, bad_input: true },
    reference: naiveReference(c),
    harness: { retry: { jitter: c.jitter } },
  };
}

/** A plain case to build on: an invalid config, the lab-2 tools, no faults, one read. */
export function plainCase(overrides: Partial<FuzzCase> = {}): FuzzCase {
  return { ...EMPTY_CASE, limits: { proposals: 8, calls: 10, attempts: 2, deadline_ms: 10_000 }, ...overrides };
}

const EMPTY_CASE: FuzzCase = {
  seed: 0,
  jitter: 0,
  initial: 'invalid',
  lookup: 'incomplete',
  dedup: true,
  tools: 'lab2',
  limits: { proposals: 1, calls: 1, attempts: 1, deadline_ms: 1 },
  approvals: [],
  faults: [],
  steps: [{ kind: 'read' }],
};
