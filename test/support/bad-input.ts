import fc from 'fast-check';
import type { Event } from '../../harness/contracts/event.js';
import type { Feedback } from '../../harness/contracts/feedback.js';
import { FINISH } from '../../harness/contracts/proposal.js';
import type { RunResult } from '../../harness/loop.js';
import { ScriptedProposer } from '../../models/scripted.js';
import { FULL, type Profile } from '../../harness/profile.js';
import { caseToScenario, plainCase } from '../../ablations/fuzz/case-scenario.js';
import { CountingProposer } from '../../ablations/fuzz/counting-proposer.js';
import { exportWorkerTools } from '../../worlds/export-worker.js';
import { FUZZ_FIELDS, TOOL_SETS } from '../../ablations/fuzz/fuzz-case.js';
import { prepareRun, runOnParts } from '../../ablations/fuzz/run-case.js';

/**
 * Bad input for the proposal parser and gateway: arbitrary values, wrong
 * types, extra fields, huge and deep payloads built without recursion,
 * look-alike and Object.prototype tool names, NUL bytes, duplicate keys.
 */

/** `{a: {a: ... leaf}}`, `levels` deep, built iteratively (a recursive builder would overflow the stack). */
export function deepObject(levels: number, leaf: unknown = 0): Record<string, unknown> {
  let value: Record<string, unknown> = { a: leaf };
  for (let i = 1; i < levels; i++) value = { a: value };
  return value;
}

/** `[[[ ... ]]]`, `levels` deep, built iteratively. */
export function deepArray(levels: number): unknown[] {
  let value: unknown[] = [];
  for (let i = 1; i < levels; i++) value = [value];
  return value;
}

/** A string of `bytes` ASCII characters. */
export function hugeString(bytes: number): string {
  return 'x'.repeat(bytes);
}


/** Any JS value fast-check can make, boxed values, null prototypes, sparse arrays and unicode included. */
export function arbAnyValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.anything(),
    fc.anything({ withBoxedValues: true, withNullPrototype: true, withSparseArray: true, withObjectString: true, stringUnit: 'binary' }),
    fc.json(),
    fc.json().map((text) => JSON.parse(text) as unknown),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: 'grapheme' }),
  );
}

/** A tool name no registry has: any unicode string that is not exactly a tool name. */
export function arbUnknownToolName(): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.string({ unit: 'binary', minLength: 1 }),
      fc.constantFrom('wr\u0456te_config', 'w\u0280ite_config', 'read_config\u200b', 'READ_CONFIG', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'),
      fc.constantFrom(...KNOWN_NAMES).chain((name) => fc.constantFrom(`${name} `, ` ${name}`, `${name}\u0000`, name.normalize('NFD').toUpperCase())),
    )
    .filter((name) => !KNOWN_NAMES.has(name));
}

const registry = exportWorkerTools(FUZZ_FIELDS);

/** Every tool name the export worker has, and the finish request: anything else is unknown. */
export const KNOWN_NAMES: ReadonlySet<string> = new Set([...registry.names(), FINISH]);

/**
 * Whether a value is a proposal the full harness would admit: a plain object
 * with exactly tool and args, finish without arguments, or a registered tool
 * with arguments its schema accepts. The bad-input generators exclude these.
 */
export function wouldAdmit(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  if (keys.length !== 2 || !Object.hasOwn(value, 'tool') || !Object.hasOwn(value, 'args')) return false;
  const { tool, args } = value as { tool: unknown; args: unknown };
  if (typeof tool !== 'string' || args === null || typeof args !== 'object' || Array.isArray(args)) return false;
  if (tool === 'finish') return Object.keys(args).length === 0;
  return registry.resolve(tool)?.args.safeParse(args).success ?? false;
}

/**
 * A proposal the harness must refuse: not a proposal object at all, an
 * unknown tool, a known tool with arguments its schema rejects, or extra
 * fields beside tool and args.
 */
export function arbBadProposal(): fc.Arbitrary<unknown> {
  const known = fc.constantFrom(...TOOL_SETS.lab2);
  return fc.oneof(
    arbAnyValue(),
    fc.record({ tool: arbAnyValue(), args: arbAnyValue() }),
    fc.record({ tool: arbUnknownToolName(), args: fc.oneof(fc.constant({}), fc.dictionary(fc.string(), fc.jsonValue())) }),
    fc.record({ tool: known, args: fc.oneof(arbAnyValue(), fc.dictionary(fc.string({ minLength: 1 }), arbAnyValue(), { minKeys: 1 })) }),
    fc.record({ tool: known, args: fc.constant({}), extra: arbAnyValue() }),
    fc.record({ tool: fc.constant('finish'), args: fc.dictionary(fc.string(), arbAnyValue(), { minKeys: 1 }) }),
  ).filter((value) => !wouldAdmit(value));
}

export interface BadInputRun {
  result: RunResult;
  /** Feedback the proposer got, the start feedback first. */
  feedback: Feedback[];
  events: Event[];
  ledger: number;
  proposalsCounted: number;
}

/** Runs proposals through the harness under a profile (full by default) on a lab-2 contract with the given proposal budget. */
export async function runProposals(proposals: readonly unknown[], options: { proposals?: number; profile?: Profile } = {}): Promise<BadInputRun> {
  const scenario = caseToScenario(plainCase({ limits: { proposals: options.proposals ?? 8, calls: 10, attempts: 2, deadline_ms: 10_000 } }));
  const profile = options.profile ?? FULL;
  const parts = prepareRun(scenario, profile, 0);
  const proposer = new CountingProposer(new ScriptedProposer(proposals));
  const result = await runOnParts(parts, profile, proposer, 'bad-input');
  return { result, feedback: proposer.feedback, events: result.events, ledger: parts.world.snapshot().ledger.length, proposalsCounted: result.proposals };
}
