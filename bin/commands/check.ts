import { misconfiguresContainer } from '../../ablations/out-of-reach.js';
import { prepareCell } from '../../ablations/cell.js';
import { proposerFactory } from '../../ablations/proposers.js';
import { runCellTrial } from '../../ablations/trial.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { ScriptedProposer } from '../../models/scripted.js';
import type { Random } from '../../harness/random.js';
import { deriveSeed } from '../../harness/random.js';
import { SandboxAbortedError } from '../../worlds/workspace-sandboxes.js';
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
    return `reference solution failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * The scenario's own proposer under every profile of its matrix (in-process
 * worlds; a container trial costs too much here): a feedback script with no
 * answer for some feedback fails here, not mid-matrix.
 */
async function checkProposerRuns(scenario: Scenario, seed: number): Promise<string | null> {
  if (scenario.world.kind !== 'export-worker') return null;
  const only = scenario.matrix.profiles;
  /** Probed failures the proposer attempted under a profile that removes one of their controls. */
  const provoked = new Set<string>();
  /** Probed failures with such a profile in the scenario's matrix. */
  const expected = new Set<string>();
  // A stochastic proposer attempts its mistakes at a rate: give it the scenario's trials to show one.
  const tries = scenario.proposer.kind === 'stochastic' ? Math.min(scenario.matrix.min_trials ?? 20, 50) : 1;
  for (const profile of builtInProfiles().filter((p) => only === undefined || only.includes(p.name))) {
    const probes = scenario.oracle.probes.filter((p) => profile.removed !== null && probeControls(p).includes(profile.removed));
    for (const p of probes) expected.add(p.failure);
    // One cell per profile, shared by its tries.
    let cell;
    try {
      cell = prepareCell(scenario, profile, scenario.proposer);
    } catch (error) {
      return `the scenario's proposer fails under ${profile.name}: ${error instanceof Error ? error.message : String(error)}`;
    }
    for (let i = 0; i < (probes.length > 0 ? tries : 1); i++) {
      try {
        const outcome = await runCellTrial(cell, { seed: deriveSeed(seed, scenario.name, 'proposer', profile.name, i), runId: `check-${scenario.name}` });
        for (const p of probes) if (outcome.judgement.provoked.includes(p.failure)) provoked.add(p.failure);
      } catch (error) {
        return `the scenario's proposer fails under ${profile.name}: ${error instanceof Error ? error.message : String(error)}`;
      }
      if (probes.every((p) => provoked.has(p.failure))) break;
    }
  }
  const never = [...expected].filter((f) => !provoked.has(f));
  if (never.length > 0) return `the scenario's proposer never provokes ${never.join(', ')} with its control removed${tries > 1 ? ` (in ${tries} trials)` : ''}: that probe measures nothing`;
  return null;
}

export async function checkCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(argv, 'check');
  if (values.help) return showHelp(io, 'check');
  if (positionals.length === 0 && !values.builtin) throw new UsageError('check needs scenario files, or --builtin');
  const seed = intFlag('seed', values.seed, COMMANDS.check.options.seed.default);
  // A file that is not a valid scenario (shape or meaning) is a usage error: exit 2, naming file and field.
  const scenarios = values.builtin ? [...CATALOGUE] : await asUsage(() => loadScenarioFiles(positionals));
  let failed = 0;
  for (const scenario of scenarios) {
    const problem = (await checkSolvable(scenario, seed)) ?? (await checkProposerRuns(scenario, seed));
    if (problem) failed++;
    io.out(`${problem ? 'FAIL' : 'ok  '} ${scenario.name}${problem ? `: ${problem}` : ''}`);
  }
  io.out(`${scenarios.length - failed}/${scenarios.length} scenarios valid and solvable`);
  return failed === 0 ? EXIT.ok : EXIT.failed;
}
