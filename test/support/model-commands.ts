import fc from 'fast-check';
import { canonicalJson } from '../../harness/digest.js';
import { FULL, type Profile } from '../../harness/profile.js';
import { arbApproval, arbFault, arbStep, STEP_KINDS, worldSetup } from '../../ablations/fuzz/arbitraries.js';
import { caseToScenario } from '../../ablations/fuzz/case-scenario.js';
import { resolveStep, type FuzzCase, type FuzzStep } from '../../ablations/fuzz/fuzz-case.js';
import { FullModel, type Expected } from './full-model.js';
import { HarnessDriver, type Answer } from './harness-driver.js';
import { checkInvariants, INVARIANT_NAMES } from '../../ablations/fuzz/invariants.js';
import { describeStep, proposalFor } from '../../ablations/fuzz/proposal-for-step.js';

/** The model and the real harness disagree: what the model expected and what happened. */
export class ModelMismatch extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelMismatch';
  }
}

/** The answer in the model's terms: invalid input is compared by path only. */
function comparable(answer: Answer): Expected {
  if (answer.type === 'stop') return { type: 'stop', reason: answer.reason };
  const fb = answer.feedback;
  return fb.event === 'invalid_input' ? { type: 'feedback', feedback: { event: 'invalid_input', path: fb.path } } : { type: 'feedback', feedback: fb };
}

/** The world as both sides see it: config, exports, publish switch, and the ledger's shape. */
function worldOf(model: FullModel): unknown {
  return { config: model.config, exports: model.exports, published: model.published, ledger: model.ledger };
}

function worldOfReal(real: HarnessDriver): unknown {
  const snap = real.parts.world.snapshot();
  return {
    config: snap.config,
    exports: snap.exports.map((e) => e.operation_id),
    published: snap.published,
    ledger: snap.ledger.map((e) => ({ call_id: e.call_id, attempt: e.attempt, tool: e.tool, effect: e.effect, fault: e.fault })),
  };
}

function same(what: string, expected: unknown, actual: unknown): void {
  const e = canonicalJson(expected);
  const a = canonicalJson(actual);
  if (e !== a) throw new ModelMismatch(`${what}: model expected ${e}, harness gave ${a}`);
}

/** One proposal, as an fc command: the model predicts, the real harness answers, both must agree. */
export class ProposeCommand implements fc.AsyncCommand<FullModel, HarnessDriver> {
  constructor(readonly step: FuzzStep) {}

  check(model: Readonly<FullModel>): boolean {
    return model.stopped === null;
  }

  async run(model: FullModel, real: HarnessDriver): Promise<void> {
    const proposal = proposalFor(resolveStep(this.step, model.last));
    const expected = model.propose(this.step);
    const actual = await real.propose(proposal);
    same(`answer to ${this.toString()}`, expected, comparable(actual));
    same(`world after ${this.toString()}`, worldOf(model), worldOfReal(real));
  }

  toString(): string {
    return describeStep(this.step);
  }
}

export type ModelSetup = Omit<FuzzCase, 'steps'>;

/** A world, contract and fault schedule for a model-based run. */
export function arbModelSetup(): fc.Arbitrary<ModelSetup> {
  return fc.record({
    ...worldSetup(),
    approvals: fc.array(arbApproval(), { maxLength: 2 }),
    faults: fc.array(arbFault(), { maxLength: 3 }),
    // As in arbFuzzCase: often make the first export's answer hide or lose its effect.
    exportFault: fc.option(fc.constantFrom('transient_after_apply' as const, 'unknown_after_apply' as const, 'throw_after_apply' as const), { nil: null }),
  }).map(({ exportFault, faults, ...rest }): ModelSetup => ({
    ...rest,
    faults: exportFault === null ? faults : [...faults, { kind: exportFault, tool: 'queue_export', from: 1, count: 1, variant: 'transient_applied', ms: 0 }],
  }));
}

export function arbProposeCommands(maxCommands = 16): fc.Arbitrary<Iterable<fc.AsyncCommand<FullModel, HarnessDriver>>> {
  // One proposal per turn: the model does not cover batches (parallel dispatch).
  const kinds = STEP_KINDS.filter((k) => k !== 'batch');
  return fc.commands([arbStep(kinds).map((step) => new ProposeCommand(step))], { maxCommands });
}

/**
 * Runs one model-based check: the commands against the model and the real
 * harness side by side, then the end of the run, then every invariant on
 * the finished run. Throws ModelMismatch (or an invariant violation) on any
 * disagreement.
 */
export async function runModelCheck(setup: ModelSetup, commands: Iterable<fc.AsyncCommand<FullModel, HarnessDriver>>, profile: Profile = FULL): Promise<void> {
  const scenario = caseToScenario({ ...setup, steps: [{ kind: 'read' }] });
  let real: HarnessDriver | undefined;
  let model: FullModel | undefined;
  await fc.asyncModelRun(async () => {
    const started = await HarnessDriver.start(scenario, profile, setup.seed);
    real = started.driver;
    model = new FullModel(setup);
    same('first answer', { type: 'feedback', feedback: { event: 'start', task: scenario.task } }, comparable(started.first));
    return { model, real };
  }, commands);
  if (!real || !model) throw new Error('setup did not run');
  const ended = model.stopped ?? model.end();
  const result = await real.end();
  same('final status', ended, result.status);
  const violations = checkInvariants(await real.observation(), INVARIANT_NAMES.filter((n) => n !== 'same-seed-same-trace'));
  if (violations.length > 0) throw new ModelMismatch(`invariants broken: ${violations.map((v) => `${v.invariant}: ${v.message}`).join('; ')}`);
}
