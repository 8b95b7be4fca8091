import fc from 'fast-check';
import { CONTROL_NAMES, controlSpecs } from '../../harness/controls/registry.js';
import { FULL, without, type Profile } from '../../harness/profile.js';
import { arbFuzzCase } from './arbitraries.js';
import { minimalFault } from './case-scenario.js';
import { findInvariant, INVARIANT_NAMES } from './invariants.js';
import { KNOWN_FINDINGS } from './known-findings.js';
import { violationsOf } from './property.js';
import { describeStep } from './proposal-for-step.js';

export interface AblationRow {
  /** The removed control, or null for `full`. */
  control: string | null;
  profile: string;
  /** Runs (out of `runs`) that broke each invariant; invariants never broken are 0. */
  broken: Record<string, number>;
  /** The shortest breaking case found, for the record. */
  example: { steps: string[]; faults: Record<string, unknown>[]; invariants: string[] } | null;
}

export interface AblationTable {
  seed: number;
  runs: number;
  invariants: string[];
  rows: AblationRow[];
}

/**
 * Controls whose removal the fuzzer cannot observe, and why (each control
 * declares it): the fuzzer drives live runs of the in-process export worker,
 * with no crash and no sandbox.
 */
export const OUT_OF_REACH: Readonly<Record<string, string>> = Object.fromEntries(
  controlSpecs().flatMap((spec) => ('outOfReach' in spec.fuzz ? [[spec.name, spec.fuzz.outOfReach]] : [])),
);

/** For each control the fuzzer can observe, the invariants it declares the fuzzer must find broken without it. */
export const EXPECTED_BREAKS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  controlSpecs().flatMap((spec) => ('breaks' in spec.fuzz ? [[spec.name, spec.fuzz.breaks]] : [])),
);

/** The registry's controls the fuzzer can observe, in registry order. */
export function liveControls(): string[] {
  return CONTROL_NAMES.filter((c) => !Object.hasOwn(OUT_OF_REACH, c));
}

export interface AblateOptions {
  runs: number;
  seed: number;
  /** Controls to remove, one at a time (every control in the registry by default, out-of-reach ones included). */
  controls?: readonly string[];
  invariants?: readonly string[];
}

function emptyRow(profile: Profile, names: readonly string[]): AblationRow {
  return { control: profile.removed, profile: profile.name, broken: Object.fromEntries(names.map((n) => [n, 0])), example: null };
}

/**
 * The fuzz-driven ablation: the same generated cases under `full` and under
 * every `without-<control>` profile, counting which invariants each removal
 * lets break. `full` must break none; each removal at least one. Violations
 * a known, reported harness bug explains are not counted (they happen with
 * every control on).
 */
export async function fuzzAblate(options: AblateOptions): Promise<AblationTable> {
  const names = [...(options.invariants ?? INVARIANT_NAMES)];
  for (const name of names) findInvariant(name);
  const cases = fc.sample(arbFuzzCase(), { seed: options.seed, numRuns: options.runs });
  const profiles = [FULL, ...(options.controls ?? CONTROL_NAMES).map(without)];
  const rows: AblationRow[] = [];
  for (const profile of profiles) {
    const out = emptyRow(profile, names);
    for (const c of cases) {
      const violations = await violationsOf(c, profile, names, KNOWN_FINDINGS);
      if (violations.length === 0) continue;
      for (const v of violations) out.broken[v.invariant] = (out.broken[v.invariant] ?? 0) + 1;
      if (out.example === null || c.steps.length < out.example.steps.length) {
        out.example = { steps: c.steps.map(describeStep), faults: c.faults.map(minimalFault), invariants: violations.map((v) => v.invariant) };
      }
    }
    rows.push(out);
  }
  return { seed: options.seed, runs: options.runs, invariants: names, rows };
}

/** Which invariants each removed control lets break, as data: control -> invariant names. */
export function brokenByControl(table: AblationTable): Record<string, string[]> {
  return Object.fromEntries(table.rows.map((r) => [r.control ?? 'none (full)', table.invariants.filter((n) => (r.broken[n] ?? 0) > 0)]));
}

const cell = (n: number) => (n > 0 ? `**${n}**` : '·');

/** The table as markdown: one row per invariant, one column per profile, runs that broke it in each cell. */
export function formatAblationMarkdown(table: AblationTable): string {
  const header = ['invariant', ...table.rows.map((r) => (r.control === null ? 'full' : `−${r.control}`))];
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`];
  for (const name of table.invariants) lines.push(`| ${name} | ${table.rows.map((r) => cell(r.broken[name] ?? 0)).join(' | ')} |`);
  return `${lines.join('\n')}\n\nCells: runs out of ${table.runs} (fuzz seed ${table.seed}) in which the invariant broke with that control removed; · none.\n`;
}

/** The table for a terminal: one line per profile with what broke, and a shortest example. */
export function formatAblationTerminal(table: AblationTable): string {
  const width = Math.max(...table.rows.map((r) => r.profile.length));
  const lines = [`fuzz ablation: ${table.runs} cases per profile, seed ${table.seed}`];
  for (const r of table.rows) {
    const broken = table.invariants.filter((n) => (r.broken[n] ?? 0) > 0).map((n) => `${n} (${r.broken[n]})`);
    lines.push(`  ${r.profile.padEnd(width)}  ${broken.length > 0 ? broken.join(', ') : 'nothing broken'}`);
    if (r.example && r.control !== null) lines.push(`  ${''.padEnd(width)}    e.g. ${r.example.steps.join(' → ')}${r.example.faults.length > 0 ? ` with faults ${JSON.stringify(r.example.faults)}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
