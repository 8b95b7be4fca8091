import { misconfiguresContainer } from '../../ablations/judge/out-of-reach.js';
import { prepareCell } from '../../ablations/runner/cell.js';
import { proposerFactory } from '../../ablations/runner/proposers.js';
import { runCellTrial } from '../../ablations/runner/trial.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { ScriptedProposer } from '../../models/scripted.js';
import type { Random } from '../../harness/random.js';
import { deriveSeed } from '../../harness/random.js';
import { SandboxAbortedError } from '../../worlds/workspace-sandboxes.js';
import { WorldUnavailableError } from '../../harness/errors.js';
import { builtInProfiles, FULL } from '../../harness/profile.js';
import { CATALOGUE } from '../../scenarios/catalogue.js';
import { loadScenarioFiles } from '../../scenarios/load.js';
import { probeControls, type Scenario } from '../../scenarios/schema.js';
import { asUsage, EXIT, intFlag, UsageError, type Io } from './common.js';
import { parseCommand, showHelp } from './cli.js';
import { COMMANDS } from './cli-table.js';

/**
 * Runs a scenario's reference solution under `full`; returns a problem or
 * null. A scenario built to be refused (a misspelt hardening field) passes
 * when the sandbox refuses it before any tool runs.
 */
export async function checkSolvable(scenario: Scenario, seed: number): Promise<string | null> {
  const refusedByDesign = misconfiguresContainer(scenario);
  try {
    let built: Proposer | undefined;
    const make = proposerFactory(scenario.reference, 'reference');
    const cell = prepareCell(scenario, FULL, (random: Random) => (built = make(random)));
    const outcome = await runCellTrial(cell, { seed: deriveSeed(seed, scenario.name, 'reference'), runId: `check-${scenario.name}` });
    if (refusedByDesign) return `the misspelt hardening field was not caught: the trial ran (status ${outcome.status})`;
    // A scripted reference that leaves steps unused did not solve the task the way its author wrote it.
    const unused = built instanceof ScriptedProposer ? built.unused() : 0;
    if (unused > 0) return `reference solution ended (${outcome.status}) with ${unused} step(s) unused`;
    if (outcome.judgement.verdict === 'accepted') return null;
    const defects = outcome.judgement.defects.map((d) => d.kind).join(', ');
    return `reference solution not accepted under full: status ${outcome.status} (${outcome.detail}), verdict ${outcome.judgement.verdict}${defects ? `, defects ${defects}` : ''}`;
  } catch (error) {
    if (refusedByDesign && error instanceof SandboxAbortedError) return null;
    if (error instanceof WorldUnavailableError) throw error;
    return `reference solution failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * Proves each probe the scenario declares with its own proposer, under every
 * profile of its matrix: with a control that catches the probe removed the
 * failure must escape in some trial, and under `full` it must be attempted
 * and stopped by a control seen acting (a refusal, a denial), never only
 * missing. Export-worker scenarios run in process; a workspace scenario runs
 * in the reference world's container (no engine: it cannot be checked). A
 * feedback script with no answer for some feedback fails here, not mid-matrix.
 */
async function checkProposerRuns(scenario: Scenario, seed: number): Promise<string | null> {
  // A scenario built to be refused before any tool runs proves its probe in checkSolvable.
  if (misconfiguresContainer(scenario)) return null;
  const only = scenario.matrix.profiles;
  // A stochastic proposer attempts its mistakes at a rate, a crash scenario moves its crash from trial to trial: give either the scenario's trials to show one.
  const tries = scenario.proposer.kind === 'stochastic' ? Math.max(scenario.matrix.min_trials ?? 20, 50) : scenario.crash !== undefined ? (scenario.matrix.min_trials ?? 20) : 1;
  const seen = new Map(scenario.oracle.probes.map((p) => [p.failure, { provoked: false, escaped: false, removedBy: [] as string[], full: null as null | 'escaped' | 'caught' | 'failed' | 'not_provoked' }]));
  for (const profile of builtInProfiles().filter((p) => only === undefined || only.includes(p.name))) {
    const probes = scenario.oracle.probes.filter((p) => profile.removed !== null && probeControls(p).includes(profile.removed));
    const underFull = profile.name === FULL.name;
    for (const p of probes) seen.get(p.failure)!.removedBy.push(profile.removed!);
    // One cell per profile, shared by its tries.
    let cell;
    try {
      cell = prepareCell(scenario, profile, scenario.proposer);
    } catch (error) {
      return `the scenario's proposer fails under ${profile.name}: ${error instanceof Error ? error.message : String(error)}`;
    }
    const runs = probes.length > 0 || underFull ? tries : 1;
    for (let i = 0; i < runs; i++) {
      let judgement;
      try {
        judgement = (await runCellTrial(cell, { seed: deriveSeed(seed, scenario.name, 'proposer', profile.name, i), trial: i, runId: `check-${scenario.name}` })).judgement;
      } catch (error) {
        if (error instanceof WorldUnavailableError) throw error;
        return `the scenario's proposer fails under ${profile.name}: ${error instanceof Error ? error.message : String(error)}`;
      }
      for (const p of probes) {
        const s = seen.get(p.failure)!;
        s.provoked ||= judgement.provoked.includes(p.failure);
        s.escaped ||= judgement.escaped.includes(p.failure);
      }
      if (underFull) {
        for (const [failure, s] of seen) {
          const now = judgement.escaped.includes(failure as never) ? 'escaped' : judgement.stopped.some((x) => x.failure === failure) ? 'caught' : judgement.provoked.includes(failure as never) ? 'failed' : 'not_provoked';
          // The worst seen: an escape, then an unproven attempt, then a catch.
          const rank = { escaped: 3, failed: 2, caught: 1, not_provoked: 0 } as const;
          if (s.full === null || rank[now] > rank[s.full]) s.full = now;
        }
      }
      if (probes.every((p) => seen.get(p.failure)!.escaped) && !underFull) break;
    }
  }
  const problems: string[] = [];
  for (const [failure, s] of seen) {
    const removed = [...new Set(s.removedBy)].join(' or ');
    if (s.removedBy.length > 0 && !s.provoked) problems.push(`probe ${failure}: the scenario's proposer never provokes it with ${removed} removed${tries > 1 ? ` (in ${tries} trials)` : ''}: that probe measures nothing`);
    else if (s.removedBy.length > 0 && !s.escaped) problems.push(`probe ${failure}: attempted with ${removed} removed but it never escaped there: the payload cannot act, or ${removed} is not what stops it`);
    if (s.full === 'escaped') problems.push(`probe ${failure}: escapes under full, with every control on`);
    else if (s.full === 'failed') problems.push(`probe ${failure}: attempted under full but no control was seen stopping it (the attempt failed on its own): nothing shows it is caught`);
    else if (s.full === 'not_provoked' && s.provoked) problems.push(`probe ${failure}: never attempted under full: nothing shows it is caught`);
  }
  return problems.length === 0 ? null : problems.join('; ');
}

export async function checkCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(argv, 'check');
  if (values.help) return showHelp(io, 'check');
  if (positionals.length === 0 && !values.builtin) throw new UsageError('check needs scenario files, or --builtin');
  const seed = intFlag('seed', values.seed, COMMANDS.check.options.seed.default);
  // A file that is not a valid scenario (shape or meaning) is a usage error: exit 2, naming file and field.
  const scenarios = values.builtin ? [...CATALOGUE] : await asUsage(() => loadScenarioFiles(positionals));
  let failed = 0;
  let unchecked = 0;
  for (const scenario of scenarios) {
    let problem: string | null;
    try {
      problem = (await checkSolvable(scenario, seed)) ?? (await checkProposerRuns(scenario, seed));
    } catch (error) {
      if (!(error instanceof WorldUnavailableError)) throw error;
      unchecked++;
      io.out(`??   ${scenario.name}: cannot be checked here: ${error.message}`);
      continue;
    }
    if (problem) failed++;
    io.out(`${problem ? 'FAIL' : 'ok  '} ${scenario.name}${problem ? `: ${problem}` : ''}`);
  }
  io.out(`${scenarios.length - failed - unchecked}/${scenarios.length} scenarios valid and solvable${unchecked > 0 ? `; ${unchecked} could not be checked here` : ''}`);
  return failed > 0 ? EXIT.failed : unchecked > 0 ? EXIT.trialError : EXIT.ok;
}
