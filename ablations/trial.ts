import { approvalKey } from '../harness/controls/approval.js';
import { VirtualClock, type Clock } from '../harness/clock.js';
import type { Event } from '../harness/contracts/event.js';
import type { StopReason } from '../harness/contracts/stop.js';
import { runHarness } from '../harness/loop.js';
import type { Proposer } from '../harness/proposers/proposer.js';
import { Random } from '../harness/random.js';
import type { ApprovalGrant, Contract, PendingOperation, RunState } from '../harness/state.js';
import { createWorld } from '../harness/worlds/index.js';
import type { Observation, World } from '../harness/worlds/world.js';
import { instantiate, withParams, type Profile } from '../profiles/profile.js';
import type { ProposerSpec, Scenario } from '../scenarios/schema.js';
import { judge, type Judgement } from './oracle.js';
import { buildProposer } from './proposers.js';

export interface TrialCost {
  proposals: number;
  /** Executions, runtime retries included (the second lab's `calls`). */
  calls: number;
  /** Executions beyond the first of each request. */
  retries: number;
  approvals_asked: number;
  /** Real time the trial took. */
  wall_ms: number;
  /** Time on the trial's own clock (virtual unless a real clock was injected). */
  clock_ms: number;
  tokens_in: number;
  tokens_out: number;
  cost_usd: number;
}

export interface TrialOutcome {
  status: StopReason;
  detail: string;
  judgement: Judgement;
  cost: TrialCost;
  pending: PendingOperation | null;
  observation: Observation;
  events: Event[];
  state: RunState;
  world: World;
}

export interface TrialInput {
  scenario: Scenario;
  profile: Profile;
  proposer: ProposerSpec | ((random: Random) => Proposer);
  seed: number;
  runId: string;
  clock?: Clock;
  onEvent?: (event: Event) => void;
}

/** The harness contract of a scenario, with approvals keyed at the revisions they were granted. */
export function contractFor(scenario: Scenario, world: World): { contract: Contract; grants: Map<string, number> } {
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

/** One trial: build the world, run the harness under the profile, and judge the world. */
export async function runTrial(input: TrialInput): Promise<TrialOutcome> {
  const started = performance.now();
  const { scenario } = input;
  const clock = input.clock ?? new VirtualClock(0);
  const random = new Random(input.seed);
  const world = await createWorld(scenario.world, clock);
  try {
    const { contract, grants } = contractFor(scenario, world);
    const proposer =
      typeof input.proposer === 'function' ? input.proposer(random) : buildProposer(input.proposer, random, input.proposer.kind);
    const profile = withParams(input.profile, scenario.harness);
    const startedAt = clock.now();
    const result = await runHarness({
      runId: input.runId,
      profileName: input.profile.name,
      contract,
      controls: instantiate(profile),
      executor: world,
      proposer,
      clock,
      random,
      audit: profile.audit,
      ...(input.onEvent ? { onEvent: input.onEvent } : {}),
    });
    const observation = world.observe();
    const judgement = judge({ scenario, observation, tools: world.tools, grants, status: result.status, events: result.events, startedAt });
    const requests = new Set(result.events.filter((e) => e.type === 'call_started').map((e) => (e as { call_id: string }).call_id)).size;
    const usage = proposer.usage?.();
    return {
      status: result.status,
      detail: result.detail,
      judgement,
      cost: {
        proposals: result.proposals,
        calls: result.calls,
        retries: result.calls - requests,
        approvals_asked: result.events.filter((e) => e.type === 'approval_asked').length,
        wall_ms: performance.now() - started,
        clock_ms: clock.now() - startedAt,
        tokens_in: usage?.tokens_in ?? 0,
        tokens_out: usage?.tokens_out ?? 0,
        cost_usd: usage?.cost_usd ?? 0,
      },
      pending: result.pending,
      observation,
      events: result.events,
      state: result.state,
      world,
    };
  } finally {
    await world.close?.();
  }
}
