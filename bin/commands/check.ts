import { buildProposer } from '../../ablations/proposers.js';
import { runTrial } from '../../ablations/trial.js';
import type { Proposer } from '../../harness/proposers/proposer.js';
import { ScriptedProposer } from '../../harness/proposers/scripted.js';
import type { Random } from '../../harness/random.js';
import { deriveSeed } from '../../harness/random.js';
import { SandboxAbortedError } from '../../harness/worlds/workspace-sandboxes.js';
import { builtInProfiles, FULL } from '../../profiles/profile.js';
import { CATALOGUE } from '../../scenarios/catalogue.js';
import { loadScenarioFiles } from '../../scenarios/load.js';
import type { Scenario } from '../../scenarios/schema.js';
import { EXIT, intFlag, parseFlags, UsageError, type Io } from './common.js';

export const CHECK_HELP = `harness-bench check: validate scenario files and prove each is solvable

Usage:
  harness-bench check FILE...       scenario files (.json, .yaml, .ts)
  harness-bench check --builtin     every built-in scenario

Each file is validated (errors name the file, the field and what was expected), then its
reference solution is run under the full profile and must be accepted by the oracle (a
scenario nobody can pass measures nothing), and its own proposer must run under every
profile of its matrix without a script error. Exit 0 when all pass, 1 otherwise.`;

/**
 * Runs a scenario's reference solution under `full`; returns a problem or
 * null. A scenario built to be refused (a misspelt hardening field) passes
 * when the sandbox refuses it before any tool runs.
 */
export async function checkSolvable(scenario: Scenario, seed: number): Promise<string | null> {
  const refusedByDesign = scenario.world.kind === 'workspace' && scenario.world.hardening_typo !== undefined;
  try {
    let built: Proposer | undefined;
    const proposer = (random: Random) => (built = buildProposer(scenario.reference, random, 'reference'));
    const outcome = await runTrial({ scenario, profile: FULL, proposer, seed: deriveSeed(seed, scenario.name, 'reference'), runId: `check-${scenario.name}` });
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
  for (const profile of builtInProfiles().filter((p) => only === undefined || only.includes(p.name))) {
    try {
      await runTrial({ scenario, profile, proposer: scenario.proposer, seed: deriveSeed(seed, scenario.name, 'proposer', profile.name), runId: `check-${scenario.name}` });
    } catch (error) {
      return `the scenario's proposer fails under ${profile.name}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  return null;
}

export async function checkCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseFlags(argv, { builtin: { type: 'boolean' }, seed: { type: 'string' } }, true);
  if (values.help) {
    io.out(CHECK_HELP);
    return EXIT.ok;
  }
  if (positionals.length === 0 && !values.builtin) throw new UsageError('check needs scenario files, or --builtin');
  const seed = intFlag('seed', values.seed, 1);
  const scenarios = values.builtin ? [...CATALOGUE] : await loadScenarioFiles(positionals);
  let failed = 0;
  for (const scenario of scenarios) {
    const problem = (await checkSolvable(scenario, seed)) ?? (await checkProposerRuns(scenario, seed));
    if (problem) failed++;
    io.out(`${problem ? 'FAIL' : 'ok  '} ${scenario.name}${problem ? `: ${problem}` : ''}`);
  }
  io.out(`${scenarios.length - failed}/${scenarios.length} scenarios valid and solvable`);
  return failed === 0 ? EXIT.ok : EXIT.failed;
}
