import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { matrixOutcome } from '../../ablations/expectations.js';
import type { CellReport } from '../../reports/report-schema.js';
import { headerFor, planTrials, runTrials, shardOf, type MatrixSpec } from '../../ablations/matrix.js';
import { parseProposerChoice } from '../../ablations/proposers.js';
import { cellKey, readStore, repairTail, StoreWriter, trialKey, type StoreHeader } from '../../ablations/store.js';
import { builtInProfiles, pairProfiles, type Profile } from '../../harness/profile.js';
import { findOverlaps } from '../../ablations/overlaps.js';
import { overlapsText } from './overlaps-text.js';
import { isLlmProposerSpec, parseLlmProposerSpec } from '../../models/llm/llm-proposer-spec.js';
import { describeWaits, ProviderActivity } from '../../models/llm/activity.js';
import { reapBenchLeftovers } from '../../worlds/sandbox/reap.js';
import { DEFAULT_RUN_OUTPUT_CAP_BYTES, DEFAULT_TRIAL_OUTPUT_CAP_BYTES } from '../../worlds/sandbox/output-budget.js';
import { RunEnvironment } from '../../worlds/run-environment.js';
import { assertFolderOrAbsent, asUsage, choiceFlag, EXIT, intFlag, OUTCOME_EXIT, UsageError, type Io } from './common.js';
import { parseCommand, showHelp } from './cli.js';
import type { HarnessChoice } from '../../harnesses/configurations.js';
import { cellsForExit, formatScorecard } from '../../ablations/scorecard.js';
import { formatMatrix } from './format-matrix.js';
import { Interrupts } from './interrupts.js';
import { planText } from './plan-text.js';
import { Progress } from './progress.js';
import { notRunError, requireAll } from './require-all.js';
import { DEFAULT_OUT_PARENT, lastFailed, loadRunConfig, selectProfiles, selectScenarios, withConfig } from './selection.js';
import { stdoutStyle } from './terminal.js';
import { bytesFlag, llmOptions, numberFlag, parseShard, type Format } from './run-flags.js';
import { erroredHint, expectationsLine, jsonlRow, printRunTotals, writeRunReports } from './run-output.js';
import { assertSameRun, GRACE_MS, removeOwnLeftovers, resumeCommandFor } from './run-resume.js';
import { runSuiteCommand } from './run-suite.js';
import { RunBudget } from '../../ablations/run-budget.js';

export async function runCommand(argv: string[], io: Io): Promise<number> {
  let { values } = parseCommand(argv, 'run');
  if (values.help) return showHelp(io, 'run');
  const format = choiceFlag<Format>('format', values.format, ['table', 'wide', 'jsonl', 'json'], 'table');
  if (values.suite !== undefined) {
    const matrixOnly = ['scenario', 'profile', 'harness', 'proposer', 'trials', 'jobs', 'out', 'resume', 'shard', 'keep-events', 'reporter', 'base-url', 'record', 'replay', 'grep', 'last-failed', 'config', 'max-concurrency', 'ablate'] as const;
    const given = matrixOnly.filter((k) => values[k] !== undefined);
    if (given.length > 0) throw new UsageError(`--suite runs the seed lab's fixed cases; ${given.map((k) => `--${k}`).join(', ')} do not apply to it`);
  } else if (values.verbose) {
    throw new UsageError('--verbose applies to --suite only (a matrix keeps event timelines in its store: see --keep-events)');
  }
  const pairs = values.ablate !== undefined && choiceFlag('ablate', values.ablate, ['pairs'] as const, 'pairs') === 'pairs';
  if (pairs && values.profile !== undefined) throw new UsageError('--ablate pairs chooses the profiles itself (full, every without-<control>, every pair); drop --profile');
  const junit = choiceFlag('reporter', values.reporter, ['junit', 'default'] as const, 'default') === 'junit';
  if (values.suite !== undefined) return runSuiteCommand(values.suite, intFlag('seed', values.seed, 1), format, values.verbose ?? false, io);

  // Selection: the config file's defaults under the flags, names or globs, --grep, --last-failed.
  const config = loadRunConfig(values.config);
  if (config.path !== null) {
    values = withConfig(values, config.config);
    io.err(`config: ${config.path}`);
  }
  if (values['last-failed'] && values.resume) throw new UsageError('--last-failed starts a new run of the failed cells; it cannot --resume one');
  const outParent = values.out !== undefined ? dirname(values.out) : (config.config.out_dir ?? DEFAULT_OUT_PARENT);
  const activity = new ProviderActivity();
  let { scenarios, profiles: referenceProfiles, proposers, harnesses } = await asUsage(async () => ({
    scenarios: await selectScenarios(values.scenario ?? [], values.grep),
    profiles: pairs ? [...builtInProfiles(), ...pairProfiles()] : selectProfiles(values.profile ?? []),
    proposers: (values.proposer ?? ['scenario']).map((text) => (isLlmProposerSpec(text) ? parseLlmProposerSpec(text, { ...llmOptions(values), activity }) : parseProposerChoice(text))),
    harnesses: await chooseHarnesses(values.harness ?? ['reference']),
  }));
  const failed = values['last-failed'] ? await lastFailed(outParent, scenarios, referenceProfiles) : null;
  if (failed !== null) {
    if (failed.cells.size === 0) {
      io.err(`--last-failed: every cell of ${failed.dir} met its expectation; nothing to rerun`);
      return EXIT.ok;
    }
    scenarios = scenarios.filter((s) => failed.scenarios.has(s.name));
    referenceProfiles = referenceProfiles.filter((p) => failed.profiles.has(p.name));
    values = { ...values, seed: values.seed ?? String(failed.run_seed), trials: values.trials ?? String(failed.trials) };
    io.err(`--last-failed: rerunning the ${failed.cells.size} cell(s) of ${failed.dir} that failed, errored or did not run (seed ${values.seed}, --trials ${values.trials})`);
  }
  const seed = intFlag('seed', values.seed, 1);
  const maxConcurrency = intFlag('max-concurrency', values['max-concurrency'], 16, 1);
  for (const p of proposers) if ('priceKnown' in p && !p.priceKnown) io.err(`warning: no price known for ${p.id}: its cost counts as 0 USD (pass --prices FILE with an entry for the model)`);
  // External harnesses run as extra columns; the reference harness's profiles only when it is chosen.
  if (!harnesses.reference && values.profile !== undefined) throw new UsageError('--profile chooses profiles of the reference harness; add --harness reference');
  for (const h of harnesses.external) {
    if (!h.installed()) throw new UsageError(`${h.identity.version} (harness ${h.identity.name}) is not installed; install it with: HARNESS_BENCH_HARNESSES=${h.profile.harness} scripts/env.sh true`);
    if (harnesses.reference && referenceProfiles.some((p) => p.name === h.identity.name)) throw new UsageError(`harness configuration ${h.identity.name} has the name of a profile`);
    if (h.profile.container_hardening !== 'standard') {
      io.err(`note: ${h.identity.name} runs in the widened container variant ${h.profile.container_hardening} (so that its own sandbox can start; what it widens: docs/sandbox.md)`);
    }
  }
  const profiles = [...(harnesses.reference ? referenceProfiles : []), ...harnesses.columns];
  const judgedProfiles = harnesses.reference ? referenceProfiles : [];
  const budget = new RunBudget({ tokens: numberFlag('run-token-limit', values['run-token-limit']), usd: numberFlag('run-cost-limit', values['run-cost-limit']) });
  const spec: MatrixSpec = {
    scenarios,
    profiles,
    proposers,
    trials: intFlag('trials', values.trials, 50, 1),
    seed,
    keepEvents: intFlag('keep-events', values['keep-events'], 3),
    ...(harnesses.external.length > 0 ? { harnesses: new Map(harnesses.external.map((h) => [h.identity.name, h])) } : {}),
  };
  // The run's own caps, creation gate and sandbox factories, handed to every trial and worker thread.
  const environment = RunEnvironment.create({
    trialCapBytes: bytesFlag('trial-output-cap', values['trial-output-cap'], DEFAULT_TRIAL_OUTPUT_CAP_BYTES),
    runCapBytes: bytesFlag('run-output-cap', values['run-output-cap'], DEFAULT_RUN_OUTPUT_CAP_BYTES),
  });
  const shard = parseShard(values.shard);
  const jobs = intFlag('jobs', values.jobs, 1, 1);
  const outDir = values.out ?? join(outParent, `${new Date().toISOString().replace(/[:.]/g, '-')}-seed${seed}${shard ? `-shard${shard.index}of${shard.count}` : ''}`);
  assertFolderOrAbsent('--out', outDir);
  const storePath = join(outDir, 'results.jsonl');
  const all = planTrials(spec);
  const planned = shardOf(all, shard).filter((p) => failed === null || failed.cells.has(cellKey({ scenario: p.scenario.name, profile: p.profile.name, proposer: p.proposer.id })));
  if (planned.length === 0 && failed !== null) throw new UsageError(`--last-failed: the failed cells of ${failed.dir} are not in this selection (same scenarios, profiles and --proposer as that run?)`);
  if (all.length === 0) {
    throw new UsageError(
      `no trials to run: the proposer(s) ${proposers.map((p) => p.id).join(', ')} apply to none of these scenarios under these profiles (a stochastic proposer needs a scenario with a stochastic goal)`,
    );
  }
  if (planned.length === 0) throw new UsageError(`no trials to run: shard ${shard!.index}/${shard!.count} is empty (the plan has ${all.length} trial(s); use at most ${all.length} shards)`);
  const header: StoreHeader = { ...headerFor(spec, shard), planned: planned.length };

  let writer: StoreWriter;
  let skip = new Set<string>();
  if (values.resume) {
    if (!existsSync(storePath)) throw new UsageError(`--resume: no results in ${outDir} (expected ${storePath})`);
    if (repairTail(storePath)) io.err(`${storePath}: dropped a half-written last line (the run was killed mid-write)`);
    const existing = readStore(storePath);
    assertSameRun(existing.header, header, storePath);
    skip = new Set(existing.rows.map(trialKey));
    writer = StoreWriter.append(storePath);
  } else {
    if (existsSync(storePath)) throw new UsageError(`${outDir} already holds results; pass --resume to continue that run, or --out DIR for a new one`);
    writer = StoreWriter.create(storePath, header);
  }
  const todo = planned.filter((p) => !skip.has(trialKey({ scenario: p.scenario.name, profile: p.profile.name, proposer: p.proposer.id, trial: p.trial })));
  io.err(
    `harness-bench: seed ${seed}, ${scenarios.length} scenarios x ${profiles.length} profiles x ${proposers.length} proposer(s), --trials ${spec.trials}` +
      `${shard ? `, shard ${shard.index}/${shard.count}` : ''}; ${planText(planned, spec.trials)}${skip.size > 0 ? `, ${skip.size} already done` : ''}; results in ${outDir}`,
  );

  const reaped = await reapBenchLeftovers('orphans');
  if (reaped.containers + reaped.folders > 0) io.err(`removed ${reaped.containers} container(s) and ${reaped.folders} folder(s) left by bench processes that no longer run`);

  const abort = new AbortController();
  const progress = new Progress(io, todo.length, () => describeWaits(activity.snapshot()));
  const resumeCommand = resumeCommandFor(argv, values.out === undefined ? outDir : undefined);
  let closed = false;
  const closeStore = () => {
    if (closed) return;
    closed = true;
    writer.close();
  };
  // Rows are in the store as each trial ends; what an interrupt adds is the fsync and the clean-up.
  const leave = async (how: string, cleanUp: boolean): Promise<never> => {
    closeStore();
    progress.finish();
    if (cleanUp) await removeOwnLeftovers(io, environment);
    io.err(`${how}: the trials done so far are saved in ${storePath}; continue with: ${resumeCommand}`);
    process.exit(EXIT.interrupted);
  };
  const interrupts = new Interrupts(GRACE_MS, (stage, signal) => {
    if (stage === 'stop') {
      io.err(`${signal}: no new trials; waiting up to ${GRACE_MS / 1000} s for the trials in flight (signal twice more to exit at once)`);
      abort.abort();
    } else if (stage === 'cancel') {
      void leave(`cancelled the trials still running after ${GRACE_MS / 1000} s`, true);
    } else if (stage === 'again') {
      io.err(`${signal}: still stopping; signal once more to exit at once`);
    } else {
      void leave('exited at once', false);
    }
  });
  let capped = false;
  try {
    ({ budgetReached: capped } = await runTrials(todo, {
      seed,
      jobs,
      maxConcurrency,
      keepEvents: spec.keepEvents ?? 3,
      signal: abort.signal,
      threads: { spec },
      environment,
      artifactDir: join(outDir, 'artifacts'),
      store: writer,
      budget,
      onBudgetReached: (spent) => io.err(`run budget reached: ${spent.tokens} tokens, $${spent.usd.toFixed(4)}; stopping after the trials in flight`),
      onRow: (row) => {
        if (format === 'jsonl') io.out(JSON.stringify(jsonlRow(row)));
      },
      onProgress: (p) => progress.update(p.done),
    }));
  } finally {
    interrupts.settled();
    closeStore();
    progress.finish();
  }
  const saved = environment.output.run;
  if (saved.reached) io.err(`saved tool output reached the run's cap of ${saved.capBytes} bytes (--run-output-cap): later outputs were shown capped but not saved`);
  // From here on a signal neither stops nor cancels anything; a third request still exits at once.
  interrupts.finish();
  if (interrupts.interrupted) {
    await removeOwnLeftovers(io, environment);
    io.err(`interrupted: the trials done so far are saved in ${storePath}; continue with: ${resumeCommand}`);
    return EXIT.interrupted;
  }
  if (capped) {
    io.err(`stopped by the run's token/cost cap; the trials done are in ${storePath} (raise the cap and continue with --resume)`);
    return EXIT.failed;
  }
  // Judged once, from the store (the source of every report): the report files, the table and the exit read the same aggregate.
  // External harnesses have no expected verdicts (they are measured): only the reference profiles are judged against expectations.
  const aggregate = await writeRunReports(outDir, io, junit, { scenarios, profiles: judgedProfiles, notRunIsError: requireAll(values['require-all']) });
  const scores = aggregate.scorecard;
  const errored = aggregate.cells.some((c) => c.state === 'error');
  const rows = pairs || errored ? readStore(storePath).rows : [];
  const overlaps = pairs ? findOverlaps(rows, profiles) : undefined;
  if ((format === 'table' || format === 'wide') && overlaps !== undefined) io.out(`${overlapsText(overlaps, pairProfiles().length, scenarios.length)}\n\n${expectationsLine(aggregate)}`);
  else if (format === 'table' || format === 'wide') io.out(formatMatrix(aggregate, scenarios, profiles, { ...stdoutStyle(), layout: format === 'wide' ? 'wide' : 'auto', measured: new Set(scores?.harnesses.map((h) => h.harness) ?? []) }) + (scores ? `\n${formatScorecard(scores)}` : ''));
  if (format === 'json') io.out(JSON.stringify({ header: aggregate.header, cells: aggregate.cells, controls: aggregate.controls, ok: aggregate.ok, ...(overlaps ? { overlaps } : {}), ...(scores ? { scorecard: scores } : {}) }, null, 2));
  printRunTotals(aggregate.totals, io);
  // A harness under test is measured: a scenario out of its reach is in its scorecard, not in the exit.
  const counted = cellsForExit(aggregate.cells, new Set(scores?.harnesses.map((h) => h.harness) ?? []));
  const exit = exitCode(counted, shard !== null);
  const erroredRows = rows.filter((r) => r.verdict === 'error');
  if (erroredRows.length > 0) {
    const first = erroredRows[0]!;
    io.err(`${erroredRows.length} trial(s) errored and were not judged (first: ${first.scenario} / ${first.profile}: ${first.detail})${erroredHint(first)}`);
  }
  const notRun = notRunError(counted, values['require-all']);
  if (notRun !== null) io.err(notRun);
  else if (counted.some((c) => c.state === 'not_run')) io.err(`${counted.filter((c) => c.state === 'not_run').length} cell(s) could not run here and were not judged`);
  if (shard) io.err(`shard ${shard.index}/${shard.count} done; merge the shards with: harness-bench merge DIR... --out DIR`);
  return exit;
}

/** The exit code of judged cells (see matrixOutcome): 3 when some cell has no verdict, 1 when an expectation failed, 0 otherwise. */
export function exitCode(cells: readonly Pick<CellReport, 'state' | 'issues'>[], shard: boolean): number {
  return OUTCOME_EXIT[matrixOutcome(cells.map((c) => ({ state: c.state, problems: c.issues })), { shard })];
}

/**
 * The harnesses under test. The wire modules (model server, MCP SDK) load
 * only when an external harness is asked for: a reference-only run starts as
 * fast as before.
 */
async function chooseHarnesses(items: readonly string[]): Promise<HarnessChoice & { columns: Profile[] }> {
  if (items.every((i) => i === 'reference')) return { reference: true, external: [], columns: [] };
  const { harnessColumn, resolveHarnesses } = await import('../../harnesses/configurations.js');
  const choice = resolveHarnesses(items);
  return { ...choice, columns: choice.external.map(harnessColumn) };
}

export type { Profile };
