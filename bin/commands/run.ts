import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluateMatrix, type MatrixVerdict } from '../../ablations/expectations.js';
import { headerFor, planTrials, runTrials, shardOf, type MatrixSpec } from '../../ablations/matrix.js';
import { parseProposerChoice } from '../../ablations/proposers.js';
import { differingField, readStore, repairTail, sortRows, StoreWriter, trialKey, type StoreHeader, type TrialRow } from '../../ablations/store.js';
import { findSuite, runSuite, SUITES } from '../../ablations/suites.js';
import { CONTROL_NAMES } from '../../harness/controls/registry.js';
import { builtInProfiles, findProfile, type Profile } from '../../profiles/profile.js';
import { CATALOGUE, findScenario } from '../../scenarios/catalogue.js';
import { loadScenarioFiles } from '../../scenarios/load.js';
import { writeJUnit, writeReports } from '../../reports/index.js';
import { isLlmProposerSpec, parseLlmProposerSpec, type LlmSpecOptions } from '../../harness/proposers/llm/llm-proposer-spec.js';
import type { Scenario } from '../../scenarios/schema.js';
import type { HarnessChoice } from '../../profiles/harnesses.js';
import { formatScorecard, scorecard } from '../../ablations/scorecard.js';
import { asUsage, choiceFlag, EXIT, intFlag, parseFlags, UsageError, type Io } from './common.js';
import { formatMatrix } from './format-matrix.js';
import { Progress } from './progress.js';

export const RUN_HELP = `harness-bench run: run the ablation matrix, or one of the seed suites

Usage:
  harness-bench run [options]                 the default matrix: every built-in scenario x every profile
  harness-bench run --suite seed-lab-1        reproduce a seed lab's published table

Options:
  --suite NAME          seed-lab-1 or seed-lab-2 (prints the lab's own fields; exit 1 if a row differs)
  --scenario FILE|NAME  scenario files (.json, .yaml, .ts) or built-in names; repeatable (default: all built-ins)
  --profile NAME        profiles to run; repeatable (default: full, instrumented and every without-<control>)
  --harness NAME|FILE   the harness under test; repeatable (default: reference). reference: the bench's own
                        harness under --profile; openai-agents | claude-code: every built-in configuration of
                        that harness (profiles/*.yaml); a configuration (agents, agents+kn, claude, claude+kn,
                        ref-wire); or a harness profile file (.yaml). External harnesses run in their own
                        process, judged over the wire, and get a scorecard (docs/real-harnesses.md)
  --proposer SPEC       scenario | reference | stochastic:careful|sloppy|adversarial, or an LLM:
                        openai:MODEL | anthropic:MODEL | openai-compatible:MODEL (with --base-url);
                        repeatable (default: scenario)
  --trials N            repeated trials per cell (default: 50)
  --seed S              run seed; every trial's seed derives from it (default: 1)
  --jobs N              concurrent trials (default: 1); results are the same for any N
  --out DIR             results folder (default: reports/out/<time>-seed<S>)
  --resume              continue the run already in --out DIR without repeating a trial
  --shard K/N           run only slice K of N (merge the shards with harness-bench merge)
  --keep-events N       keep the event timeline of the first N trials of each cell (default: 3)
  --format FMT          table | jsonl | json (default: table)
  --reporter junit      also write junit.xml (each matrix cell a test case)
  --verbose             with --suite: include each case's event list

LLM proposers (keys only from OPENAI_API_KEY, ANTHROPIC_API_KEY, OPENAI_COMPATIBLE_API_KEY):
  --base-url URL        an OpenAI-compatible server (Ollama, vLLM, llama.cpp, LM Studio), e.g. http://127.0.0.1:11434/v1
  --temperature T       sampling temperature          --model-seed N   the provider's sampling seed
  --max-tokens N        answer length cap             --prices FILE    price table (USD per 1M tokens), see docs/llm.md
  --token-limit N       tokens per trial              --cost-limit USD money per trial
  --run-token-limit N   tokens per run                --run-cost-limit USD money per run (stops cleanly; --resume continues)
  --record DIR          save every request and response (keys redacted)
  --replay DIR          rerun offline from a recording, byte for byte (same --seed and options)
  -h, --help            this help

Exit codes: 0 every expectation held; 1 a control stopped catching its defect, a defect escaped
under full, or a suite row differs from the published one; 2 usage error (bad flag, name or
file: the run does not start); 3 a trial errored (a scenario's script had no answer for some
feedback, a profile with no bound); 130 interrupted (continue with --resume).`;

type Format = 'table' | 'jsonl' | 'json';

export async function runCommand(argv: string[], io: Io): Promise<number> {
  const { values } = parseFlags(argv, {
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
  });
  if (values.help) {
    io.out(RUN_HELP);
    return EXIT.ok;
  }
  const format = choiceFlag<Format>('format', values.format, ['table', 'jsonl', 'json'], 'table');
  if (values.suite !== undefined) {
    const matrixOnly = ['scenario', 'profile', 'harness', 'proposer', 'trials', 'jobs', 'out', 'resume', 'shard', 'keep-events', 'reporter', 'base-url', 'record', 'replay'] as const;
    const given = matrixOnly.filter((k) => values[k] !== undefined);
    if (given.length > 0) throw new UsageError(`--suite runs the seed lab's fixed cases; ${given.map((k) => `--${k}`).join(', ')} do not apply to it`);
  } else if (values.verbose) {
    throw new UsageError('--verbose applies to --suite only (a matrix keeps event timelines in its store: see --keep-events)');
  }
  const junit = choiceFlag('reporter', values.reporter, ['junit', 'default'] as const, 'default') === 'junit';
  const seed = intFlag('seed', values.seed, 1);
  if (values.suite !== undefined) return runSuiteCommand(values.suite, seed, format, values.verbose ?? false, io);

  const { scenarios, profiles: referenceProfiles, proposers, harnesses } = await asUsage(async () => ({
    scenarios: await resolveScenarios(values.scenario ?? []),
    profiles: (values.profile ?? []).length > 0 ? (values.profile ?? []).map((p) => findProfile(p)) : builtInProfiles(),
    proposers: (values.proposer ?? ['scenario']).map((text) => (isLlmProposerSpec(text) ? parseLlmProposerSpec(text, llmOptions(values)) : parseProposerChoice(text))),
    harnesses: await chooseHarnesses(values.harness ?? ['reference']),
  }));
  // External harnesses run as extra columns; the reference harness's profiles only when it is chosen.
  if (!harnesses.reference && values.profile !== undefined) throw new UsageError('--profile chooses profiles of the reference harness; add --harness reference');
  for (const h of harnesses.external) {
    if (!h.installed()) throw new UsageError(`${h.identity.version} (harness ${h.identity.name}) is not installed; install it with: HARNESS_BENCH_HARNESSES=${h.profile.harness} scripts/env.sh true`);
    if (harnesses.reference && referenceProfiles.some((p) => p.name === h.identity.name)) throw new UsageError(`harness configuration ${h.identity.name} has the name of a profile`);
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
  };
  const shard = parseShard(values.shard);
  const jobs = intFlag('jobs', values.jobs, 1, 1);
  const outDir = values.out ?? join('reports', 'out', `${new Date().toISOString().replace(/[:.]/g, '-')}-seed${seed}${shard ? `-shard${shard.index}of${shard.count}` : ''}`);
  const storePath = join(outDir, 'results.jsonl');
  const header = headerFor(spec, shard);
  const planned = shardOf(planTrials(spec), shard);
  if (planned.length === 0) {
    throw new UsageError(
      `no trials to run: the proposer(s) ${proposers.map((p) => p.id).join(', ')} apply to none of these scenarios under these profiles (a stochastic proposer needs a scenario with a stochastic goal)`,
    );
  }

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
    `harness-bench: seed ${seed}, ${scenarios.length} scenarios x ${profiles.length} profiles x ${proposers.length} proposer(s) x ${spec.trials} trials` +
      `${shard ? `, shard ${shard.index}/${shard.count}` : ''}: ${planned.length} trials${skip.size > 0 ? `, ${skip.size} already done` : ''}; results in ${outDir}`,
  );

  const abort = new AbortController();
  const onSignal = () => abort.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const progress = new Progress(io, todo.length);
  let spentTokens = 0;
  let spentUsd = 0;
  let capped = false;
  try {
    await runTrials(todo, {
      seed,
      jobs,
      keepEvents: spec.keepEvents ?? 3,
      signal: abort.signal,
      threads: { spec },
      artifactDir: join(outDir, 'artifacts'),
      onRow: (row) => {
        writer.write(row);
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
    writer.close();
    progress.finish();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  if (abort.signal.aborted) {
    if (capped) {
      io.err(`stopped by the run's token/cost cap; the trials done are in ${storePath} (raise the cap and continue with --resume)`);
      return EXIT.failed;
    }
    io.err(`interrupted: the trials done so far are saved in ${storePath}; continue with: harness-bench run --out ${outDir} --resume (and the same options)`);
    return EXIT.interrupted;
  }
  // Judge from the store, not from memory: the store is the source of every report.
  const stored = readStore(storePath);
  // External harnesses have no expected verdicts (they are measured): only the reference profiles are judged against expectations.
  const verdict = evaluateMatrix(sortRows(stored.rows, stored.header), scenarios, judgedProfiles, CONTROL_NAMES);
  const scores = scorecard(stored.rows, scenarios, harnesses.external.map((h) => h.identity.name));
  if (format === 'table') io.out(formatMatrix(verdict, scenarios, profiles) + (scores.length > 0 ? `\n${formatScorecard(scores)}` : ''));
  if (format === 'json') io.out(JSON.stringify({ header: stored.header, cells: verdict.cells, controls: verdict.controls, ok: verdict.ok, ...(scores.length > 0 ? { scorecard: scores } : {}) }, null, 2));
  if (scores.length > 0) writeFileSync(join(outDir, 'scorecard.json'), `${JSON.stringify(scores, null, 2)}\n`);
  await writeRunReports(outDir, io, junit, { scenarios, profiles: judgedProfiles });
  const errored = stored.rows.filter((r) => r.verdict === 'error');
  if (errored.length > 0) {
    io.err(`${errored.length} trial(s) errored and were not judged (first: ${errored[0]!.scenario} / ${errored[0]!.profile}: ${errored[0]!.detail}); fix the scenario or profile`);
    return EXIT.trialError;
  }
  if (shard) {
    io.err(`shard ${shard.index}/${shard.count} done; merge the shards with: harness-bench merge DIR... --out DIR`);
    // A shard holds only some trials of each cell: escapes it lacks may be in another shard, so only
    // a defect under a profile that removes nothing (which needs no other shard to show) fails it.
    const underFull = verdict.cells.filter((c) => c.problems.some((p) => p.startsWith('defect ')));
    return underFull.length === 0 ? EXIT.ok : EXIT.failed;
  }
  return verdict.ok ? EXIT.ok : EXIT.failed;
}

/**
 * Writes the report files from the store, judged with the run's own scenario
 * and profile definitions (a scenario file is not in the catalogue); a failing
 * reporter is reported and never loses the results.
 */
async function writeRunReports(outDir: string, io: Io, junit: boolean, definitions: { scenarios: readonly Scenario[]; profiles: readonly Profile[] }): Promise<void> {
  try {
    const summary = await writeReports(outDir, definitions);
    io.err(`reports: ${summary.files.join(', ')}`);
    if (junit) io.err(`junit: ${(await writeJUnit(outDir, { aggregate: summary.aggregate })).path}`);
  } catch (error) {
    io.err(`reports not written (${error instanceof Error ? error.message : String(error)}); the results are safe in ${outDir}/results.jsonl`);
  }
}

/**
 * The harnesses under test. The wire modules (model server, MCP SDK) load
 * only when an external harness is asked for: a reference-only run starts as
 * fast as before.
 */
async function chooseHarnesses(items: readonly string[]): Promise<HarnessChoice & { columns: Profile[] }> {
  if (items.every((i) => i === 'reference')) return { reference: true, external: [], columns: [] };
  const { harnessColumn, resolveHarnesses } = await import('../../profiles/harnesses.js');
  const choice = resolveHarnesses(items);
  return { ...choice, columns: choice.external.map(harnessColumn) };
}

function numberFlag(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new UsageError(`--${name} must be a non-negative number, got ${JSON.stringify(value)}`);
  return n;
}

/** LLM proposer options from the flags (keys come only from the environment). */
function llmOptions(values: Record<string, string | boolean | string[] | undefined>): LlmSpecOptions {
  const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : undefined);
  if (str('record') && str('replay')) throw new UsageError('--record and --replay cannot be used together');
  return {
    baseUrl: str('base-url'),
    temperature: numberFlag('temperature', str('temperature')),
    seed: numberFlag('model-seed', str('model-seed')),
    maxTokens: numberFlag('max-tokens', str('max-tokens')),
    record: str('record'),
    replay: str('replay'),
    prices: str('prices'),
    tokenLimit: numberFlag('token-limit', str('token-limit')),
    costLimit: numberFlag('cost-limit', str('cost-limit')),
  };
}

function jsonlRow(row: TrialRow): Record<string, unknown> {
  const { kind: _kind, events: _events, ...rest } = row;
  return rest;
}

function parseShard(text: string | undefined): { index: number; count: number } | null {
  if (text === undefined) return null;
  const m = /^(\d+)\/(\d+)$/.exec(text);
  if (!m) throw new UsageError(`--shard must look like K/N (e.g. 2/4), got ${JSON.stringify(text)}`);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || index < 1 || index > count) throw new UsageError(`--shard ${text}: K must be between 1 and N`);
  return { index, count };
}

function assertSameRun(existing: StoreHeader, wanted: StoreHeader, path: string): void {
  const field = differingField(existing, wanted, ['schema_version', 'run_seed', 'trials', 'scenarios', 'profiles', 'proposers', 'shard']);
  if (field !== null) throw new UsageError(`--resume: ${path} was made with a different ${field}; rerun with the same options as the first run`);
}

async function resolveScenarios(items: readonly string[]): Promise<Scenario[]> {
  if (items.length === 0) return [...CATALOGUE];
  const files = items.filter((i) => /\.(json|ya?ml|ts|mts|js|mjs)$/i.test(i));
  const names = items.filter((i) => !files.includes(i));
  const builtIns = names.map((n) => {
    const found = findScenario(n);
    if (!found) throw new UsageError(`unknown scenario ${JSON.stringify(n)}; built-in scenarios: ${CATALOGUE.map((s) => s.name).join(', ')} (or give a .json/.yaml/.ts file)`);
    return found;
  });
  return [...builtIns, ...(await loadScenarioFiles(files))];
}

async function runSuiteCommand(name: string, seed: number, format: Format, verbose: boolean, io: Io): Promise<number> {
  const suite = findSuite(name);
  if (!suite) throw new UsageError(`unknown suite ${JSON.stringify(name)}; suites: ${SUITES.map((s) => s.name).join(', ')}`);
  const rows = await runSuite(suite, seed);
  const printable = rows.map((r) => (verbose ? { ...r.row, events: r.outcome.events } : r.row));
  if (format === 'jsonl') for (const row of printable) io.out(JSON.stringify(row));
  else if (format === 'json') io.out(JSON.stringify(printable, null, 2));
  else io.out(formatSuiteTable(rows.map((r) => ({ ...r.row, matches: r.ok ? 'yes' : 'NO' }))));
  const bad = rows.filter((r) => !r.ok);
  for (const r of bad) io.err(`row differs from the published one:\n  got      ${JSON.stringify(r.row)}\n  expected ${JSON.stringify(r.expected)}`);
  if (format === 'table') io.err(bad.length === 0 ? `${suite.name}: all ${rows.length} rows match the published table` : `${suite.name}: ${bad.length} of ${rows.length} rows differ`);
  return bad.length === 0 ? EXIT.ok : EXIT.failed;
}

function formatSuiteTable(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]!);
  const cell = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map((c) => cell(r[c]))))].join('\n');
}

export type { MatrixVerdict, Profile };
