import { approvalKey } from '../../harness/controls/approval.js';
import type { ControlSet } from '../../harness/controls/control-set.js';
import { isolates } from '../../harness/controls/isolation.js';
import type { Clock } from '../../harness/clock.js';
import { digest } from '../../harness/digest.js';
import { ReferenceHarness, type ReferenceRunResult } from '../../harness/reference-harness.js';
import { CrashRecovery } from '../../harness/durability/crash-recovery.js';
import type { HarnessIdentity, HarnessRunResult, HarnessUnderTest, PreparedTrial } from '../../harness/under-test.js';
import { outOfReach, type OutOfReach } from '../judge/out-of-reach.js';
import { BENCH_VERSION } from '../../harness/version.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { realAndTrialClock } from '../../models/llm/wait-clock.js';
import type { Random } from '../../harness/random.js';
import type { ApprovalGrant, Contract } from '../../harness/state.js';
import { worldFactory, type WorldFactory } from '../../worlds/index.js';
import type { World } from '../../harness/contracts/world.js';
import { findProfile, prepareControls, withParams, type Profile } from '../../harness/profile.js';
import type { ProposerSpec, Scenario } from '../../scenarios/schema.js';
import { proposerFactory, type ProposerChoice } from './proposers.js';
import type { RunEnvironment } from '../../worlds/run-environment.js';
import type { UpstreamModel } from '../../models/server/upstream.js';
import { ConfigError } from '../../harness/errors.js';

/**
 * A prepared cell: what every trial of one (scenario, system under test,
 * proposer) shares, built once. The system under test is a harness under test
 * (harness/under-test.ts): the reference harness under one profile's
 * controls, or an external harness's configuration. Its parts are read by the
 * trials and never changed by them (controls are stateless, the contract is
 * copied by the run that changes it), so trial k of a cell gives the same row
 * whichever trials of the cell ran before it. One trial runner
 * (ablations/runner/trial.ts) runs every cell.
 */
/** A harness under test as the bench drives it: its trials set up in the run's environment, its model requests passed through to a real model when the proposer is one. */
export type BenchHarness<Result extends HarnessRunResult = HarnessRunResult> = HarnessUnderTest<RunEnvironment, UpstreamModel, Result>;

export interface Cell<Result extends HarnessRunResult = HarnessRunResult> {
  readonly scenario: Scenario;
  /** The matrix column: the reference profile (with the scenario's control parameters applied), or an external configuration's column. */
  readonly profile: Profile;
  /** The system under test. */
  readonly harness: BenchHarness<Result>;
  /** Why the scenario is out of this harness's reach (no trial of the cell runs), or null. Decided before any container is prepared. */
  readonly outOfReach: OutOfReach | null;
  /**
   * Whose the world's container is: the harness's (the reference harness's
   * isolation control asks for it, so the container refusing a misconfigured
   * hardening is that control's catch) or the bench's (a container the bench
   * puts around a harness it does not control: a refusal is never the harness's).
   */
  readonly container: 'harness' | 'bench';
  /** The harness's own control that put the world's tools in a container (the reference harness's isolation control), or null: the trial's containment as the judge reads it. */
  readonly containedBy: 'isolation' | null;
  /** The harness contract and granted approvals for a world of this cell (built once per initial revision). */
  contractFor(world: World): ScenarioContract;
  /** One trial's world on the trial's clock (with the mounts of a harness that runs inside its container). */
  createWorld(clock: Clock, ids: { runId: string; trialId: string; environment?: RunEnvironment | undefined }, harness?: PreparedTrial['container']): World | Promise<World>;
  /** One trial's proposer, on the trial's seeded generator. */
  createProposer(random: Random, context: { trialId: string; clock: Clock }): Proposer;
  /** A real model the harness's own requests pass through to, instead of the proposer (`--model`; external harnesses only). */
  readonly upstream?: UpstreamModel;
}

/** The cell of the reference harness under one profile: the cell, plus the controls it runs under. */
export interface ReferenceCell extends Cell<ReferenceRunResult> {
  /** Its controls and their gateway. */
  readonly controls: ControlSet;
  /** Whether the worlds' tools run isolated: the controls' own answer (the isolation control's `isolates`). */
  readonly isolation: boolean;
  /** A crash scenario's restart: its restart profile's controls, or this cell's own; null without a crash. */
  readonly restart: CellRun | null;
}

/** A profile, its prepared controls and the reference harness that runs under them (a cell's, or its crash restart's). */
export interface CellRun {
  readonly profile: Profile;
  readonly controls: ControlSet;
  readonly harness: ReferenceHarness;
}

/** The contract a harness is held to, with approvals keyed at the revisions they were granted, and how many calls each grant authorises. */
export interface ScenarioContract {
  readonly contract: Contract;
  readonly grants: ReadonlyMap<string, number>;
}

/**
 * Where a cell's proposers come from: a command-line choice (data, or an LLM
 * that builds itself per trial), a scenario's proposer spec, or a function of
 * the trial's generator (tests and the fuzzer wrap or count proposers).
 */
export type ProposerSource = ProposerChoice | ProposerSpec | ((random: Random) => Proposer);

/**
 * What the cells of one scenario share whatever their profile: the factory
 * of its worlds, and its contract (built once per initial
 * revision of its world). A matrix prepares it once per scenario.
 */
export interface PreparedScenario {
  readonly scenario: Scenario;
  readonly makeWorld: WorldFactory;
  contractFor(world: World): ScenarioContract;
}

export function prepareScenario(scenario: Scenario): PreparedScenario {
  let contract: { initial: string; built: ScenarioContract } | undefined;
  return {
    scenario,
    makeWorld: worldFactory(scenario.world),
    contractFor(world) {
      // A contract depends on the world only through its revisions, which derive from its initial one.
      const initial = world.revisionAt('initial');
      if (contract === undefined || contract.initial !== initial) contract = { initial, built: scenarioContract(scenario, world) };
      return contract.built;
    },
  };
}

/**
 * Prepares the cell of a scenario (or of a scenario already prepared, shared
 * with its other cells), a profile of the reference harness and a proposer;
 * throws a ConfigError for a profile or proposer that cannot run it. A crash
 * scenario's harness is the reference harness wrapped in its crash and
 * restart (harness/durability/crash-recovery.ts).
 */
export function prepareCell(scenario: Scenario | PreparedScenario, profile: Profile, proposer: ProposerSource): ReferenceCell {
  if (typeof proposer === 'object' && 'upstream' in proposer && proposer.upstream !== undefined) throw new ConfigError(upstreamRefusedText(proposer.id));
  const prepared = 'makeWorld' in scenario ? scenario : prepareScenario(scenario);
  const { scenario: s, makeWorld } = prepared;
  const tuned = withParams(profile, s.harness);
  const controls = prepareControls(tuned);
  const own = referenceRun(tuned, controls);
  let restart: ReferenceCell['restart'] = null;
  let harness: BenchHarness<ReferenceRunResult> = own.harness;
  if (s.crash !== undefined) {
    const restartProfile = s.crash.restart_profile ? withParams(findProfile(s.crash.restart_profile), s.harness) : tuned;
    restart = restartProfile === tuned ? own : referenceRun(restartProfile, prepareControls(restartProfile));
    harness = new CrashRecovery(s.crash, { harness: own.harness, controls: controls.controls }, { harness: restart.harness, controls: restart.controls.controls }, { scenario: s.name, profile: tuned.name });
  }
  const isolation = isolates(controls.controls);
  return {
    scenario: s,
    profile: tuned,
    controls,
    harness,
    outOfReach: null,
    container: 'harness',
    containedBy: isolation ? 'isolation' : null,
    isolation,
    restart,
    contractFor: (world) => prepared.contractFor(world),
    createWorld: (clock, ids) => makeWorld(clock, { isolation, runId: ids.runId, trialId: ids.trialId, ...(ids.environment ? { environment: ids.environment } : {}) }),
    createProposer: proposersOf(s, proposer),
  };
}

/**
 * Prepares the cell of an external harness under test (a configuration the
 * bench launches in a process of its own): its world's tools always run in the
 * bench's hardened container, with the harness's mounts when the harness runs
 * inside it, and a scenario out of its reach is said so here, before any trial.
 */
export function prepareExternalCell(scenario: Scenario | PreparedScenario, harness: BenchHarness, column: Profile, proposer: ProposerSource): Cell {
  const prepared = 'makeWorld' in scenario ? scenario : prepareScenario(scenario);
  const { scenario: s, makeWorld } = prepared;
  return {
    scenario: s,
    profile: column,
    harness,
    outOfReach: outOfReach(s, harness.tools),
    container: 'bench',
    containedBy: null,
    contractFor: (world) => prepared.contractFor(world),
    createWorld: (clock, ids, mounts) => makeWorld(clock, { isolation: true, runId: ids.runId, trialId: ids.trialId, ...(mounts === undefined ? {} : { harness: mounts }), ...(ids.environment ? { environment: ids.environment } : {}) }),
    createProposer: proposersOf(s, proposer),
    ...(typeof proposer === 'object' && 'upstream' in proposer && proposer.upstream !== undefined ? { upstream: proposer.upstream } : {}),
  };
}

/** Why the reference harness takes no `--model`: it has no model requests of its own to pass through. */
export function upstreamRefusedText(id: string): string {
  return `--model ${id} applies to external harnesses (--harness NAME), whose own model requests it passes through; the reference harness takes a model as --proposer ${id}`;
}

/** The reference harness under one profile, as its rows name it. */
export function referenceIdentity(profile: Profile): HarnessIdentity {
  return { kind: 'reference', name: profile.name, version: `reference@${BENCH_VERSION}`, digest: digest(profile).slice(0, 16), placement: 'in-process' };
}

function referenceRun(profile: Profile, controls: ControlSet): CellRun {
  const identity = () => referenceIdentity(profile);
  return { profile, controls, harness: new ReferenceHarness({ name: profile.name, profile, identity, controls, audit: profile.audit }) };
}

function proposersOf(scenario: Scenario, source: ProposerSource): Cell['createProposer'] {
  if (typeof source === 'function') return (random) => source(random);
  if ('specFor' in source) {
    const choice = source;
    // LLM proposers build themselves; their waits (Retry-After, backoff) also happen in real time unless replaying.
    if (choice.create) {
      const create = choice.create.bind(choice);
      return (random, context) => create(scenario, random, { trialId: context.trialId, clock: context.clock, ...(choice.mode === 'replay' ? {} : { waitClock: realAndTrialClock(context.clock) }) });
    }
    const spec = choice.specFor(scenario);
    if (spec === null) throw new Error(`proposer ${choice.id} does not apply to ${scenario.name}`);
    const make = proposerFactory(spec, spec.kind);
    return (random) => make(random);
  }
  const make = proposerFactory(source, source.kind);
  return (random) => make(random);
}

/**
 * A scenario's contract for a world, built afresh: approvals keyed by
 * (tool, args, the revision they were granted at). A cell builds it once;
 * a harness under test outside the cell machinery calls this per trial.
 */
export function scenarioContract(scenario: Scenario, world: World): ScenarioContract {
  const approvals = new Map<string, ApprovalGrant>();
  const grants = new Map<string, number>();
  for (const grant of scenario.contract.approvals) {
    const key = approvalKey(grant.tool, grant.args, world.revisionAt(grant.at));
    const existing = approvals.get(key);
    if (existing && existing.decision === grant.decision) existing.remaining += 1;
    else approvals.set(key, { decision: grant.decision, remaining: 1 });
    if (grant.decision === 'allow') grants.set(key, (grants.get(key) ?? 0) + 1);
  }
  return {
    contract: { task: scenario.task, tools: scenario.contract.tools, limits: scenario.contract.limits, approvals },
    grants,
  };
}
