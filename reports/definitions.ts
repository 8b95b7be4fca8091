import type { StoreHeader } from '../ablations/results/store.js';
import { CONTROL_NAMES } from '../harness/controls/registry.js';
import { digest } from '../harness/digest.js';
import { builtInProfiles, ProfileSchema, type Profile } from '../harness/profile.js';
import { CATALOGUE } from '../scenarios/catalogue.js';
import { ScenarioSchema, type Scenario } from '../scenarios/schema.js';

/** What the report knows of a profile: its controls only when its definition matches the store's. */
export interface ProfileFacts {
  name: string;
  /** Enabled controls, or null when the definition is unknown. */
  controls: ReadonlySet<string> | null;
  /** The removed control: from the definition, or from a `without-<control>` name. */
  removed: string | null;
}

export interface Definitions {
  /** The scenario definition the store was built from, when the report has it. */
  scenario(name: string): Scenario | undefined;
  /** Every scenario definition the report has, in the store's order. */
  scenarios: Scenario[];
  profile(name: string): ProfileFacts;
  /** Every removable control: the registry's, then any other a profile removes. */
  controls: string[];
  warnings: string[];
}

export interface DefinitionSources {
  scenarios?: readonly Scenario[];
  profiles?: readonly Profile[];
}

const short = (value: unknown): string => digest(value).slice(0, 16);

/**
 * Matches the header's scenario and profile names with definitions. A store
 * records the full definitions its run used, and those come first: a scenario
 * edited or a file deleted since the run leaves its report as the run judged
 * it. A store written before definitions were recorded is matched with the
 * definitions given (CATALOGUE and the built-in profiles unless others are).
 * A definition is used only when its digest equals the one the store
 * recorded; otherwise that scenario's cells get derived expectations only.
 */
export function resolveDefinitions(header: StoreHeader, sources: DefinitionSources = {}): Definitions {
  const warnings: string[] = [];
  const scenarioByName = new Map<string, Scenario>();
  for (const s of sources.scenarios ?? CATALOGUE) scenarioByName.set(s.name, s);
  const profileByName = new Map<string, Profile>();
  for (const p of sources.profiles ?? builtInProfiles()) profileByName.set(p.name, p);
  const stored = header.definitions;
  if (stored !== undefined) {
    for (const [name, data] of Object.entries(stored.scenarios)) {
      const parsed = ScenarioSchema.safeParse(data);
      if (parsed.success) scenarioByName.set(name, parsed.data);
      else warnings.push(`scenario ${name}: the store's definition no longer reads with this bench (${parsed.error.issues[0]?.message})`);
    }
    for (const [name, data] of Object.entries(stored.profiles)) {
      const parsed = ProfileSchema.safeParse(data);
      if (parsed.success) profileByName.set(name, parsed.data);
      else warnings.push(`profile ${name}: the store's definition no longer reads with this bench (${parsed.error.issues[0]?.message})`);
    }
  }

  const scenarios = new Map<string, Scenario>();
  for (const [name, recorded] of Object.entries(header.scenarios)) {
    const s = scenarioByName.get(name);
    if (!s) warnings.push(`scenario ${name}: no definition given; its expectations are derived from the rows only`);
    else if (short(s) !== recorded) warnings.push(`scenario ${name}: definition differs from the one the store was built from; its expectations are derived from the rows only`);
    else scenarios.set(name, s);
  }
  const profiles = new Map<string, ProfileFacts>();
  const controls = [...CONTROL_NAMES];
  const factsFromName = (name: string): ProfileFacts => {
    const m = /^without-(.+)$/.exec(name);
    return { name, controls: null, removed: m ? m[1]! : null };
  };
  for (const [name, recorded] of Object.entries(header.profiles)) {
    const p = profileByName.get(name);
    let facts: ProfileFacts;
    if (p && short(p) === recorded) facts = { name, controls: new Set(Object.keys(p.controls)), removed: p.removed };
    else {
      warnings.push(`profile ${name}: ${p ? 'definition differs from the one the store was built from' : 'no definition given'}; its controls are unknown`);
      facts = factsFromName(name);
    }
    profiles.set(name, facts);
    if (facts.removed !== null && !controls.includes(facts.removed)) controls.push(facts.removed);
  }
  return {
    scenario: (name) => scenarios.get(name),
    scenarios: [...scenarios.values()],
    profile: (name) => profiles.get(name) ?? factsFromName(name),
    controls,
    warnings,
  };
}
