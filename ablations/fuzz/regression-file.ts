import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { digest } from '../../harness/digest.js';
import type { StopReason } from '../../harness/contracts/stop.js';
import type { Profile } from '../../harness/profile.js';
import { loadScenarioFile } from '../../scenarios/load.js';
import { ScenarioSchema, type ProposerSpec, type Scenario, type ScenarioInput } from '../../scenarios/schema.js';
import { caseToScenarioInput } from './case-scenario.js';
import type { FuzzCase } from './fuzz-case.js';
import { checkInvariants, findInvariant, INVARIANT_NAMES, type Violation } from './invariants.js';
import { probesFor, type Probe } from './oracle-agreement.js';
import { describeStep } from './proposal-for-step.js';
import { observeScenario } from './run-case.js';

/** Where saved counterexamples live unless told otherwise. */
export const DEFAULT_REGRESSION_DIR = fileURLToPath(new URL('../../scenarios/regressions/', import.meta.url));

const CATALOGUE_PREFIX = 'fuzz.';
/** Said in the description of a saved case whose probes the outcome oracle agrees with. */
export const ORACLE_AGREES = 'The outcome oracle sees the probed failure too.';
const SEED_PATTERN = /\btrial seed (\d+)\b/;

export interface FoundBy {
  profile: Profile;
  /** fast-check's seed and path for the block that found it. */
  fcSeed: number;
  path: string;
}

/**
 * A counterexample as a scenario: the shrunk script as the proposer, the
 * shrunk fault schedule as the world's faults, each broken invariant as a
 * probe (its failure kind, caught by the removed control), and a strict
 * script that solves the case under `full` as the reference. When the
 * outcome oracle agrees with some probes, only those are kept (and the
 * catalogue entry names an invariant behind them), so the ablation matrix
 * reads the file the same way the fuzzer does.
 */
export function regressionScenario(c: FuzzCase, violations: readonly Violation[], reference: ProposerSpec, found: FoundBy, agreeing: readonly Probe[] = []): ScenarioInput {
  const mapped = probesFor(violations, found.profile);
  const probes = agreeing.length > 0 ? [...agreeing] : mapped;
  const kept = violations.filter((v) => probes.some((p) => p.failure === findInvariant(v.invariant).failure));
  const first = kept[0] ?? violations[0];
  if (!first) throw new Error('a regression needs at least one violation');
  const name = `fuzz-${found.profile.name}-${first.invariant}-${digest(c).slice(0, 8)}`;
  const seen = agreeing.length > 0 ? ORACLE_AGREES : 'The outcome oracle does not see this failure; the invariant does (replay with replayScenarioFile).';
  const description =
    `Found by the fuzzer under ${found.profile.name} (fast-check seed ${found.fcSeed}, path ${found.path}; trial seed ${c.seed}). ` +
    `Steps: ${c.steps.map(describeStep).join(', ')}. Broken: ${violations.map((v) => `${v.invariant} (${v.message})`).join('; ')}. ${seen}`;
  const input = caseToScenarioInput(c, { name, description, catalogue: `${CATALOGUE_PREFIX}${first.invariant}`, probes, reference });
  ScenarioSchema.parse(input);
  return input;
}

/** Writes a regression scenario as JSON under dir; returns the file path. */
export function saveRegression(dir: string, scenario: ScenarioInput): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${scenario.name}.json`);
  writeFileSync(file, `${JSON.stringify(scenario, null, 2)}\n`);
  return file;
}

/** The JSON regression files in a directory, sorted. */
export function regressionFiles(dir: string = DEFAULT_REGRESSION_DIR): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((n) => n.endsWith('.json')).sort().map((n) => join(dir, n));
}

/** The invariants a saved scenario probes (from its catalogue entry), or null for a scenario not saved by the fuzzer. */
export function probedInvariants(scenario: Scenario): string[] | null {
  const entry = scenario.catalogue;
  if (entry === undefined || !entry.startsWith(CATALOGUE_PREFIX)) return null;
  const name = entry.slice(CATALOGUE_PREFIX.length);
  return INVARIANT_NAMES.includes(name) ? [name] : null;
}

/** The trial seed recorded in a saved scenario's description (0 when none). */
export function recordedSeed(scenario: Scenario): number {
  const m = SEED_PATTERN.exec(scenario.description);
  return m ? Number(m[1]) : 0;
}

export interface ReplayReport {
  file: string;
  scenario: string;
  profile: string;
  seed: number;
  status: StopReason;
  /** The invariants the file probes (every invariant, for a file the fuzzer did not save). */
  probed: string[];
  violations: Violation[];
  /** Whether a probed invariant still breaks under this profile. */
  stillBreaks: boolean;
}

/** Reruns a saved case (through runTrial) under a profile and says whether its invariant still breaks. */
export async function replayScenarioFile(file: string, profile: Profile): Promise<ReplayReport> {
  return replayScenario(await loadScenarioFile(file), file, profile);
}

/** The same, for a case already loaded from `file`. */
export async function replayScenario(scenario: Scenario, file: string, profile: Profile): Promise<ReplayReport> {
  const seed = recordedSeed(scenario);
  const probed = probedInvariants(scenario) ?? [...INVARIANT_NAMES];
  const obs = await observeScenario(scenario, profile, { seed, rerun: true, via: 'trial' });
  const violations = checkInvariants(obs);
  return {
    file,
    scenario: scenario.name,
    profile: profile.name,
    seed,
    status: obs.status,
    probed,
    violations,
    stillBreaks: violations.some((v) => probed.includes(v.invariant)),
  };
}
