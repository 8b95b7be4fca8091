import { join } from 'node:path';
import { emptyPlanReason, plannedHeader, planTrials, shardOf, type MatrixSpec, type PlannedTrial } from '../../ablations/runner/matrix.js';
import type { RunBudget } from '../../ablations/runner/run-budget.js';
import { cellKey, type StoreHeader } from '../../ablations/results/store.js';
import type { Profile } from '../../harness/profile.js';
import type { ProviderActivity } from '../../models/llm/activity.js';
import { RunEnvironment } from '../../worlds/run-environment.js';
import { DEFAULT_RUN_OUTPUT_CAP_BYTES, DEFAULT_TRIAL_OUTPUT_CAP_BYTES } from '../../worlds/sandbox/output-budget.js';
import { COMMANDS, type RunValues } from './cli-table.js';
import { asUsage, assertFolderOrAbsent, coresPerTrial, jobsFlag, UsageError } from './common.js';
import { bytesFlag, parseShard, type Format } from './run-flags.js';
import type { LastFailed } from './selection.js';

/** What run's set-up step (run.ts) chose: the matrix, the run's limits, and how to print it. */
export interface MatrixRun {
  /** The arguments as typed: the command that continues the run repeats them. */
  argv: readonly string[];
  /** The flags, with the config file's defaults and --last-failed's seed and trials. */
  values: RunValues;
  format: Format;
  junit: boolean;
  /** --ablate pairs: the overlaps are printed instead of the matrix. */
  pairs: boolean;
  spec: MatrixSpec;
  /** The reference harness's profiles, judged against expectations (a harness under test is measured, not judged). */
  judgedProfiles: readonly Profile[];
  /** With --last-failed, the cells to rerun. */
  failed: LastFailed | null;
  /** Where a run folder is made when --out does not name one. */
  outParent: string;
  /** What the LLM trials are waiting on, for the progress line. */
  activity: ProviderActivity;
  maxConcurrency: number;
  budget: RunBudget;
}

/** Where the run goes, what it shares with its trials, and which trials of the plan it runs. */
export interface RunPlan {
  /** The run's output caps, creation gate and sandbox factories, handed to every trial and worker thread. */
  environment: RunEnvironment;
  shard: { index: number; count: number } | null;
  jobs: number;
  outDir: string;
  storePath: string;
  /** This shard's trials (with --last-failed, those of the failed cells), done or not. */
  planned: PlannedTrial[];
  header: StoreHeader;
}

/** The plan step: the run's environment and folder, and its trials; a plan with nothing to run is a usage error. */
export function planRun(run: MatrixRun): RunPlan {
  const { values, spec, failed } = run;
  const environment = RunEnvironment.create({
    trialCapBytes: bytesFlag('trial-output-cap', values['trial-output-cap'], DEFAULT_TRIAL_OUTPUT_CAP_BYTES),
    runCapBytes: bytesFlag('run-output-cap', values['run-output-cap'], DEFAULT_RUN_OUTPUT_CAP_BYTES),
  });
  const shard = parseShard(values.shard);
  const jobs = jobsFlag(values.jobs, COMMANDS.run.options.jobs.default, coresPerTrial(spec));
  const outDir = values.out ?? join(run.outParent, `${new Date().toISOString().replace(/[:.]/g, '-')}-seed${spec.seed}${shard ? `-shard${shard.index}of${shard.count}` : ''}`);
  assertFolderOrAbsent('--out', outDir);
  const all = asUsage(() => planTrials(spec));
  const planned = shardOf(all, shard).filter((p) => failed === null || failed.cells.has(cellKey({ scenario: p.scenario.name, profile: p.subject.name, proposer: p.proposer.id })));
  if (planned.length === 0 && failed !== null) throw new UsageError(`--last-failed: the failed cells of ${failed.dir} are not in this selection (same scenarios, profiles and --proposer as that run?)`);
  if (all.length === 0) throw new UsageError(emptyPlanReason(spec));
  if (planned.length === 0) throw new UsageError(`no trials to run: shard ${shard!.index}/${shard!.count} is empty (the plan has ${all.length} trial(s); use at most ${all.length} shards)`);
  return { environment, shard, jobs, outDir, storePath: join(outDir, 'results.jsonl'), planned, header: plannedHeader(spec, shard, planned) };
}
