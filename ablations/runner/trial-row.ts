import { WallCapError } from '../../harnesses/outcome.js';
import { canonicalJson, digest } from '../../harness/digest.js';
import type { Event } from '../../harness/contracts/event.js';
import type { HarnessStderr } from '../../harness/stderr-tail.js';
import { classifyStop } from '../../harness/contracts/stop.js';
import type { ArtifactStore } from '../../harness/log/artifact-store.js';
import { HarnessBenchError, InfrastructureError, WorldUnavailableError } from '../../harness/errors.js';
import { ProviderError } from '../../models/llm/errors.js';
import { SandboxAbortedError } from '../../worlds/workspace-sandboxes.js';
import type { RunEnvironment } from '../../worlds/run-environment.js';
import type { Scenario } from '../../scenarios/schema.js';
import type { ProposerChoice } from './proposers.js';
import { trialKey, type TrialRow } from '../results/store.js';
import { ZERO_COST } from '../results/trial-cost.js';
import { addUsage, providerFields, runCellTrial, totalUsage, TrialPreparationError } from './trial.js';
import type { Cell } from './cell.js';
import type { Proposer, ProposerUsage } from '../../harness/contracts/proposer.js';
import { BENCH_CONTAINER, misconfiguresContainer, outOfReachDetail, type OutOfReach } from '../judge/out-of-reach.js';
import type { Subject } from './subject.js';

/*
 * A planned trial's row, built in one place: the trial runner's judged
 * outcome (the oracle's verdict, the observation, the cost) as the store's
 * row, or the row of a trial that could not be judged (out of its harness's
 * reach, not run here, or an error with its cause), never a verdict. The
 * scheduler (matrix.ts) decides when each trial runs; this module what its
 * row says.
 */

export interface PlannedTrial {
  /** Position in the full, unsharded plan. */
  index: number;
  scenario: Scenario;
  subject: Subject;
  proposer: ProposerChoice;
  trial: number;
  seed: number;
  /** The cell the trial belongs to, prepared when its first trial runs and shared by all of them; it throws what preparing it threw. */
  cell: () => Cell;
}

/** An event for the stored timeline: no run id, long values cut. */
function compact(event: Event): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // A key loop, not a rest copy and its entries: this runs for every kept event of every trial.
  for (const k of Object.keys(event)) {
    if (k === 'run_id') continue;
    const v = (event as Record<string, unknown>)[k];
    if (v !== null && typeof v === 'object') {
      const text = safeJson(v);
      out[k] = text.length > 200 ? `${text.slice(0, 200)}…` : JSON.parse(text);
    } else if (typeof v === 'string' && v.length > 200) {
      out[k] = `${v.slice(0, 200)}…`;
    } else {
      out[k] = v;
    }
  }
  return out;
}

function safeJson(value: unknown): string {
  try {
    return canonicalJson(value);
  } catch {
    return '"<unserialisable>"';
  }
}

/** The trial's run id: the run seed and the trial's coordinates. */
function runIdOf(p: PlannedTrial, runSeed: number): string {
  return `r${runSeed}-${digest(trialKey({ scenario: p.scenario.name, profile: p.subject.name, proposer: p.proposer.id, trial: p.trial })).slice(0, 12)}`;
}

/** One planned trial through the one trial runner, as a row: judged, out of reach, or an error row with its cause. */
export async function runPlannedTrial(p: PlannedTrial, runSeed: number, keepEvents: number, artifacts?: ArtifactStore, environment?: RunEnvironment): Promise<TrialRow> {
  /** The proposers this trial built: what they spent goes into an error row too. */
  const built: Proposer[] = [];
  /** What a harness in another process wrote to its stderr: its row keeps it, an error row too. */
  let stderr: Pick<TrialRow, 'harness_stderr'> = {};
  const onStderr = (kept: HarnessStderr) => (stderr = { harness_stderr: kept });
  let cell: Cell | undefined;
  let outcome;
  try {
    cell = p.cell();
    if (cell.outOfReach !== null) return outOfReachRow(p, cell, cell.outOfReach);
    outcome = await runCellTrial(cell, { seed: p.seed, trial: p.trial, runId: runIdOf(p, runSeed), built, onStderr, ...(artifacts ? { artifacts } : {}), ...(environment ? { environment } : {}) });
  } catch (error) {
    const row = { ...failedRow(p, cell, error, built), ...stderr };
    // A harness cut at the bench's wall-clock cap keeps what it recorded until then, as any trial does.
    if (error instanceof WallCapError && p.trial < keepEvents) row.events = error.events.map(compact);
    return row;
  }
  const row: TrialRow = {
    ...trialIdentity(p),
    ...subjectField(p),
    status: outcome.status,
    stop_class: classifyStop(outcome.status),
    detail: outcome.detail,
    verdict: outcome.judgement.verdict,
    defects: outcome.judgement.defects,
    escaped: outcome.judgement.escaped,
    provoked: outcome.judgement.provoked,
    stopped: outcome.judgement.stopped,
    success: outcome.judgement.success,
    state: outcome.observation.state,
    cost: outcome.cost,
  };
  if (p.trial < keepEvents) row.events = outcome.events.map(compact);
  return { ...row, ...stderr };
}

/** The fields that name a trial: which cell of the matrix it is, and the seed that replays it. */
function trialIdentity(p: PlannedTrial) {
  return { kind: 'trial', scenario: p.scenario.name, profile: p.subject.name, proposer: p.proposer.id, trial: p.trial, seed: p.seed } as const;
}

/** Every row names its subject: kind, configuration or profile, version, digest and where it ran. */
function subjectField(p: PlannedTrial): Pick<TrialRow, 'harness'> {
  return { harness: { ...p.subject.identity } };
}

/**
 * The row of a trial that could not be judged, by what stopped it. A
 * container that refused a misconfigured hardening (`hardening_typo`, a probe
 * of the isolation control) is that control's answer when the container is the
 * harness's (the reference harness's isolation control asked for it: its probes
 * were attempted and the run stopped safely before any tool ran), and out of
 * the harness's reach when it is the bench's; anywhere else the engine did not
 * apply the hardening asked for, which is the bench's plumbing failing. A world
 * that cannot be had here did not run. Anything else is an error row with its
 * cause, never a verdict, with what the trial's proposers spent before it.
 */
function failedRow(p: PlannedTrial, cell: Cell | undefined, error: unknown, built: readonly Proposer[]): TrialRow {
  if (error instanceof SandboxAbortedError) {
    if (cell === undefined || !misconfiguresContainer(p.scenario)) return errorRow(p, 'sandbox', error.message);
    if (cell.container === 'bench') return outOfReachRow(p, cell, BENCH_CONTAINER);
    const provoked = [...new Set(p.scenario.oracle.probes.map((probe) => probe.failure))];
    return { ...notRunRow(p, error.message), status: 'environment_error', stop_class: 'environment_error', verdict: 'safe_stop', provoked, stopped: provoked.map((failure) => ({ failure, by: 'isolation' })) };
  }
  if (error instanceof WorldUnavailableError) return { ...notRunRow(p, error.message), error: { source: 'world', message: error.message } };
  if (error instanceof TrialPreparationError) return errorRow(p, 'world', error.message);
  // The bench's plumbing failed (a provider, a sandbox engine): tokens, money, provider calls and retries spent before it are the run's cost all the same.
  if (error instanceof InfrastructureError) return spentBy(errorRow(p, error.source, `${error.source} failure: ${error.message}`), built, error instanceof ProviderError ? error.spent : undefined);
  // A scenario or profile that breaks one trial is reported in that trial's row; the run goes on.
  if (error instanceof HarnessBenchError) return spentBy(errorRow(p, 'scenario', `${error.name}: ${error.message}`), built);
  // Anything else (an engine client's exception while building the world, say) cannot be judged either.
  return spentBy(errorRow(p, 'world', `${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`), built);
}

/** A cell out of its harness's reach: not run, with why as data. */
function outOfReachRow(p: PlannedTrial, cell: Cell, reach: OutOfReach): TrialRow {
  return { ...notRunRow(p, outOfReachDetail(cell.harness.identity.name, reach)), out_of_reach: reach };
}

/** An error row with what the trial's proposers spent before it failed (tokens, money, provider calls and retries). */
function spentBy(row: TrialRow, proposers: readonly Proposer[], harness?: ProposerUsage): TrialRow {
  const usage = addUsage(totalUsage(proposers), harness);
  if (usage === undefined) return row;
  return { ...row, cost: { ...row.cost, tokens_in: usage.tokens_in, tokens_out: usage.tokens_out, cost_usd: usage.cost_usd, ...providerFields(usage) } };
}

/** A trial that could not be judged: the cause goes in `error` and `detail`. */
function errorRow(p: PlannedTrial, source: NonNullable<TrialRow['error']>['source'], message: string): TrialRow {
  return { ...notRunRow(p, message, 'error'), error: { source, message } };
}

/** A trial whose world could not be built here (no Docker engine), or that errored: reported, never passed. */
function notRunRow(p: PlannedTrial, reason: string, verdict: 'not_run' | 'error' = 'not_run'): TrialRow {
  return {
    ...trialIdentity(p),
    ...subjectField(p),
    status: verdict,
    detail: reason,
    verdict,
    defects: [],
    escaped: [],
    cost: { ...ZERO_COST },
  };
}
