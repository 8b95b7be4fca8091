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
import { assertFolderOrAbsent, asUsage, choiceFlag, EXIT, intFlag, OUTCOME_EXIT, parseFlags, UsageError, type Io } from './common.js';
import { builtInHarnessProfiles, type HarnessChoice } from '../../harnesses/configurations.js';
import { HARNESS_KIND_NAMES } from '../../harnesses/kinds/registry.js';
import { cellsForExit, formatScorecard } from '../../ablations/scorecard.js';
import { formatMatrix } from './format-matrix.js';
import { Interrupts } from './interrupts.js';
import { planText } from './plan-text.js';
import { Progress } from './progress.js';
import { notRunError, requireAll } from './require-all.js';
import { DEFAULT_OUT_PARENT, lastFailed, loadRunConfig, selectProfiles, selectScenarios, withConfig } from './selection.js';
import { stdoutStyle, wrap } from './terminal.js';
import { bytesFlag, llmOptions, numberFlag, parseShard, type Format } from './run-flags.js';
import { erroredHint, expectationsLine, jsonlRow, printRunTotals, writeRunReports } from './run-output.js';
import { assertSameRun, GRACE_MS, removeOwnLeftovers, resumeCommandFor } from './run-resume.js';
import { runSuiteCommand } from './run-suite.js';
import { harnessPlacementText } from '../../reports/harness-placement.js';

/** The --harness entry, from the kinds' registry and the built-in configurations (none is listed by hand). */
function harnessHelp(): string {
  const kinds = HARNESS_KIND_NAMES.filter((k) => k !== 'reference');
  const configs = builtInHarnessProfiles();
  const names = (inside: boolean) => configs.filter((c) => (c.placement === 'container') === inside).map((c) => c.name).join(', ');
  const text =
    `the harness under test; repeatable (default: reference). reference: the bench's own harness under --profile; ${kinds.join(' | ')}: every built-in configuration of that harness (profiles/<harness>/*.yaml); ` +
    `a configuration by its short name (${names(false)}; with their own tools, inside the trial's container: ${names(true)}) or its path name (codex/workspace-write; "list harnesses" shows both); ` +
    'or a configuration file (.yaml). External harnesses run in their own process in a locked-down container, judged over the wire, and get a scorecard (docs/real-harnesses.md)';
  const [first, ...rest] = wrap(text, 92, '');
  return [`  --harness NAME|FILE   ${first}`, ...rest.map((l) => `${' '.repeat(24)}${l}`)].join('\n');
}

const HARNESS_HELP = harnessHelp();

export const RUN_HELP = `harness-bench run: run the ablation matrix, or one of the seed suites

Usage:
  harness-bench run [options]                 the default matrix: every built-in scenario x every profile
  harness-bench run --suite seed-lab-1        reproduce a seed lab's published table

Options:
  --suite NAME          seed-lab-1 or seed-lab-2 (prints the lab's own fields; exit 1 if a row differs)
  --scenario FILE|NAME  scenario files (.json, .yaml, .ts) or built-in names or globs ('stale*'); repeatable
                        (default: all built-ins)
  --profile NAME|FILE   profiles by name or glob ('without-*'), a profile file (.yaml/.json: name, and
                        controls off, on or with parameters; see README), or a composition
                        without:CONTROL+CONTROL (e.g. without:evidence+approval); repeatable (default:
                        full, instrumented and every without-<control>)
  --ablate pairs        run full, every without-<control> and every two-control removal over the
                        chosen scenarios, and report the overlaps: failures that escape only with both
                        removed (backup) or with either removed (joint); replaces --profile
  --grep REGEX          keep the scenarios whose name or description matches (case-insensitive)
  --last-failed         rerun only the cells of the newest run in --out's parent folder (default
                        reports/out) that failed their expectation, errored or did not run; its seed
                        and --trials unless given
  --config FILE         defaults from a YAML/JSON file (default: ./harness-bench.config.yaml, .yml or
                        .json when present): scenarios, profiles, proposers, trials, seed, jobs,
                        keep_events, out_dir (the folder new runs go in); flags override it
${HARNESS_HELP}
  --allow-host-harness  let a harness configuration placed on the host (placement: host) run there, NOT
                        contained; the store's header and every report say so (default: refused)
  --proposer SPEC       scenario | reference | stochastic:careful|sloppy|adversarial, or an LLM:
                        openai:MODEL | anthropic:MODEL | openai-compatible:MODEL (with --base-url);
                        repeatable (default: scenario)
  --trials N            repeated trials per cell (default: 50)
  --seed S              run seed; every trial's seed derives from it (default: 1)
  --jobs N              worker threads for in-process and LLM trials (default: 1); results are the same for any N
  --out DIR             results folder (default: <out_dir>/<time>-seed<S>, out_dir reports/out)
  --resume              continue the run already in --out DIR without repeating a trial
  --shard K/N           run only slice K of N (merge the shards with harness-bench merge);
                        auto or auto/N: K (and N) from the CI engine: HARNESS_BENCH_SHARD_INDEX/_TOTAL
                        (0-based; GitHub: strategy.job-index/job-total), GitLab's CI_NODE_INDEX/
                        CI_NODE_TOTAL, a Kubernetes Indexed Job's JOB_COMPLETION_INDEX (with auto/N)
  --keep-events N       keep the event timeline of the first N trials of each cell (default: 3)
  --format FMT          table | wide | jsonl | json (default: table: the matrix fitted to the
                        terminal's width, by name when it fits, else one character per cell with
                        numbered profiles; wide: every profile by name whatever the width;
                        json: the judged cells and control findings as summary.json has them).
                        Colour on a terminal; NO_COLOR=1 turns it off, FORCE_COLOR=1 forces it
  --reporter junit      also write junit.xml (each matrix cell a test case)
  --trial-output-cap SIZE  tool output one trial may save to disk past what is shown, over all its calls
                        (bytes, or with KiB, MiB, GiB; default 256MiB); past it saving stops, the trial goes
                        on, and its row's state says saved_output_stopped
  --run-output-cap SIZE    the same over every trial of the run (default 1GiB); the run says when it was reached
  --require-all         a cell that did not run (no Docker engine or sandbox image) is an error,
                        exit 3; on by default when CI is set
  --verbose             with --suite: include each case's event list

LLM proposers (keys only from OPENAI_API_KEY, ANTHROPIC_API_KEY, OPENAI_COMPATIBLE_API_KEY):
  --base-url URL        the server: an OpenAI-compatible one ends in /v1 (Ollama http://127.0.0.1:11434/v1, vLLM,
                        llama.cpp, LM Studio); an Anthropic-compatible one is its root, without /v1
  --max-concurrency N   LLM trials in flight at once (default: 16), apart from --jobs; results are the same for any N
  --rpm N               requests per minute to the provider   --tpm N   tokens per minute (default: the --prices entry)
  --request-timeout S   seconds one request may take, and a stream may stall (default: 60)
  --trial-timeout S     seconds a trial may wait on the provider in all (default: scenario deadline + 2 x request timeout)
  --no-stream           ask for whole answers instead of streams (streams are the default on every protocol)
  --temperature T       sampling temperature          --model-seed N   the provider's sampling seed
  --max-tokens N        answer length cap             --prices FILE    price table (USD per 1M tokens), see docs/llm.md
  --token-limit N       tokens per trial              --cost-limit USD money per trial
  --run-token-limit N   tokens per run                --run-cost-limit USD money per run (stops cleanly; --resume continues)
  --record DIR          save every request and response (keys redacted)
  --replay DIR          rerun offline from a recording, byte for byte (same --seed and options)
  -h, --help            this help

Exit codes: 0 every cell judged and every expectation held; 1 a control stopped catching its
failure, any defect (probed or not) under full, or a suite row differs from the published one;
2 usage error (bad flag, name or file: the run does not start); 3 some cell has no verdict: a
trial errored (a model provider unreachable or failing past its retries, a model that does not
exist, an unusable reply, a sandbox engine error, a scenario's script with no answer) or could
not run here (no Docker engine); 130 interrupted (continue with --resume). A harness under
test (--harness) is measured, not held to expectations: its cells set the exit only when they
errored or could not run here, never when they are out of its reach by design (its scorecard
says "not provoked" with the reason).`;

export async function runCommand(argv: string[], io: Io): Promise<number> {
  let { values } = parseFlags(argv, {
    suite: { type: 'string' },
    scenario: { type: 'string', multiple: true },
    profile: { type: 'string', multiple: true },
    harness: { type: 'string', multiple: true },
    proposer: { type: 'string', multiple: true },
    trials: { type: 'string' },
    seed: { type: 'string' },
    jobs: { type: 'string' },
    out: { type: 'string' },
    resume: { type: 'boolean' },
    shard: { type: 'string' },
    'keep-events': { type: 'string' },
    format: { type: 'string' },
    verbose: { type: 'boolean' },
    'base-url': { type: 'string' },
    temperature: { type: 'string' },
    'model-seed': { type: 'string' },
    'max-tokens': { type: 'string' },
    record: { type: 'string' },
    replay: { type: 'string' },
    prices: { type: 'string' },
    'token-limit': { type: 'string' },
    'cost-limit': { type: 'string' },
    'run-token-limit': { type: 'string' },
    'run-cost-limit': { type: 'string' },
    reporter: { type: 'string' },
    'require-all': { type: 'boolean' },
    grep: { type: 'string' },
    'last-failed': { type: 'boolean' },
    config: { type: 'string' },
    'max-concurrency': { type: 'string' },
    rpm: { type: 'string' },
    tpm: { type: 'string' },
    'request-timeout': { type: 'string' },
    'trial-timeout': { type: 'string' },
    'no-stream': { type: 'boolean' },
    ablate: { type: 'string' },
    'trial-output-cap': { type: 'string' },
    'run-output-cap': { type: 'string' },
    'allow-host-harness': { type: 'boolean' },
  });
  if (values.help) {
    io.out(RUN_HELP);
    return EXIT.ok;
  }
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
    harnesses: await chooseHarnesses(values.harness ?? ['reference'], values['allow-host-harness'] === true),
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
  const runTokenLimit = numberFlag('run-token-limit', values['run-token-limit']);
  const runCostLimit = numberFlag('run-cost-limit', values['run-cost-limit']);
  const spec: MatrixSpec = {
    scenarios,
    profiles,
    proposers,
    trials: intFlag('trials', values.trials, 50, 1),
    seed,
    keepEvents: intFlag('keep-events', values['keep-events'], 3),
    ...(harnesses.external.length > 0 ? { harnesses: new Map(harnesses.external.map((h) => [h.identity.name, h])) } : {}),
    ...(values['allow-host-harness'] === true ? { allowHostHarness: true } : {}),
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
  const placement = harnessPlacementText(header);
  if (placement !== null) io.err(placement);

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
  let spentTokens = 0;
  let spentUsd = 0;
  let capped = false;
  try {
    await runTrials(todo, {
      seed,
      jobs,
      maxConcurrency,
      keepEvents: spec.keepEvents ?? 3,
      signal: abort.signal,
      threads: { spec },
      environment,
      artifactDir: join(outDir, 'artifacts'),
      store: writer,
      onRow: (row) => {
        spentTokens += row.cost.tokens_in + row.cost.tokens_out;
        spentUsd += row.cost.cost_usd;
        if ((runTokenLimit !== undefined && spentTokens >= runTokenLimit) || (runCostLimit !== undefined && spentUsd >= runCostLimit)) {
          if (!abort.signal.aborted) io.err(`run budget reached: ${spentTokens} tokens, $${spentUsd.toFixed(4)}; stopping after the trials in flight`);
          capped = true;
          abort.abort();
        }
        if (format === 'jsonl') io.out(JSON.stringify(jsonlRow(row)));
      },
      onProgress: (p) => progress.update(p.done),
    });
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
async function chooseHarnesses(items: readonly string[], allowHost: boolean): Promise<HarnessChoice & { columns: Profile[] }> {
  if (items.every((i) => i === 'reference')) return { reference: true, external: [], columns: [] };
  const { harnessColumn, resolveHarnesses } = await import('../../harnesses/configurations.js');
  const choice = resolveHarnesses(items, undefined, { allowHost });
  return { ...choice, columns: choice.external.map(harnessColumn) };
}

export type { Profile };
