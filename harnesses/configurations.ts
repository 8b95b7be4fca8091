import { ConfigError } from '../harness/errors.js';
import { ExternalHarness } from './external-harness.js';
import type { HarnessConfiguration } from './configuration.js';
import { builtInHarnessFiles, cacheDir, HARNESS_PROFILE_DIR, loadHarnessConfiguration } from './configuration-files.js';
import type { HarnessKind } from './kind.js';
import type { PlacementLauncher } from './launch/launch.js';
import { PLACEMENT_LAUNCHERS, placementNamed } from './launch/placements.js';
import { HARNESS_KINDS, kindFor } from './kinds/registry.js';
import { findProfile } from '../harness/profile.js';
import { VERSION_FORM } from './releases.js';

export { builtInHarnessFiles, builtInHarnessProfiles, cacheDir, HARNESS_PROFILE_DIR, loadHarnessConfiguration, packageInstalled } from './configuration-files.js';

/**
 * Harness configurations as user data: profiles/*.yaml (the built-in ones)
 * or any YAML/JSON file, validated by HarnessConfigurationSchema with field-path
 * errors. `--harness NAME|FILE` picks them: `reference` (the in-process
 * harness under its --profile profiles), a harness kind (every built-in
 * configuration of it), a configuration's name, or a file.
 */

export interface HarnessChoice {
  /** The in-process reference harness was asked for. */
  reference: boolean;
  external: ExternalHarness[];
}

/**
 * The harnesses `--harness` names. A configuration placed on the host (`placement: host`, or any
 * placement that is not contained) is refused unless the run allows it (`allowHost`, from
 * --allow-host-harness): nothing contains it there. `kinds` and `placements` are the registries',
 * unless a caller brings its own.
 */
export function resolveHarnesses(
  items: readonly string[],
  kinds: readonly HarnessKind[] = HARNESS_KINDS,
  options: { allowHost?: boolean; version?: string; placements?: readonly PlacementLauncher[] } = {},
): HarnessChoice {
  const { reference, external } = harnessProfiles(items, kinds, options.placements);
  return { reference, external: configureHarnesses(options.version === undefined ? external : atVersion(external, options.version), kinds, options) };
}

/** The one package the configurations run (`--harness-version` and `track` change its version); they must share it. */
export function sharedPackage(profiles: readonly HarnessConfiguration[]): { name: string; version: string } {
  const packages = [...new Set(profiles.map((p) => p.package?.name ?? null))];
  const only = packages.length === 1 ? packages[0] : undefined;
  if (profiles.length === 0 || only === undefined) {
    throw new ConfigError(
      profiles.length === 0
        ? 'no harness configuration is chosen: name one with --harness'
        : `a release is of one package, and these configurations run ${packages.map((p) => p ?? 'no package').join(', ')}: choose configurations of one package (${profiles.map((p) => `${p.name}: ${p.package?.name ?? 'none'}`).join(', ')})`,
    );
  }
  if (only === null) throw new ConfigError(`${profiles.map((p) => p.name).join(', ')} run${profiles.length === 1 ? 's' : ''} no package of its own: there is no release to choose`);
  return profiles[0]!.package!;
}

/** The configurations with their package at `version` instead of the pinned one. */
export function atVersion(profiles: readonly HarnessConfiguration[], version: string): HarnessConfiguration[] {
  const pkg = sharedPackage(profiles);
  if (!VERSION_FORM.test(version)) throw new ConfigError(`a release version is like 1.2.3 (letters, digits, dots, + and -), got ${JSON.stringify(version)}`);
  return profiles.map((p) => ({ ...p, package: { name: pkg.name, version } }));
}

/** The configurations `--harness` names (a kind: each built-in configuration of it), and whether the reference harness is named. */
export function harnessProfiles(
  items: readonly string[],
  kinds: readonly HarnessKind[] = HARNESS_KINDS,
  placements: readonly PlacementLauncher[] = PLACEMENT_LAUNCHERS,
): { reference: boolean; external: HarnessConfiguration[] } {
  let reference = false;
  const external: HarnessConfiguration[] = [];
  const files = builtInHarnessFiles();
  const builtIn = files.map((f) => f.profile);
  for (const item of items) {
    if (item === 'reference') reference = true;
    else if (/\.(ya?ml|json)$/i.test(item)) external.push(loadHarnessConfiguration(item, kinds, placements));
    else if (kinds.some((k) => k.name === item)) {
      const found = builtIn.filter((p) => p.harness === item);
      if (found.length === 0) throw new ConfigError(`no built-in configuration of ${item} in ${HARNESS_PROFILE_DIR}`);
      external.push(...found);
    } else {
      const found = files.find((f) => f.profile.name === item || f.path === item)?.profile;
      if (found === undefined) {
        throw new ConfigError(`unknown harness ${JSON.stringify(item)}; use reference, ${kinds.map((k) => k.name).filter((k) => k !== 'reference').join(', ')}, a configuration (${builtIn.map((p) => p.name).join(', ')}) or a .yaml file`);
      }
      external.push(found);
    }
  }
  return { reference, external };
}

/**
 * Validated configurations (their kinds checked by the schema) as harnesses to run: names unique, and a configuration
 * placed on the host refused unless `allowHost` (the CLI's --allow-host-harness).
 */
export function configureHarnesses(
  profiles: readonly HarnessConfiguration[],
  kinds: readonly HarnessKind[] = HARNESS_KINDS,
  options: { allowHost?: boolean; placements?: readonly PlacementLauncher[] } = {},
): ExternalHarness[] {
  const names = new Set<string>();
  for (const p of profiles) {
    if (names.has(p.name)) throw new ConfigError(`harness configuration ${p.name} is given twice`);
    names.add(p.name);
  }
  const placements = options.placements ?? PLACEMENT_LAUNCHERS;
  const launcherOf = (p: HarnessConfiguration): PlacementLauncher => {
    const launcher = placementNamed(p.placement, placements);
    if (launcher === undefined) throw new ConfigError(`${p.name}: unknown placement ${JSON.stringify(p.placement)}; placements: ${placements.map((l) => l.name).join(', ')}`);
    return launcher;
  };
  const launchers = profiles.map(launcherOf);
  const uncontained = profiles.filter((_, i) => !launchers[i]!.contained);
  if (uncontained.length > 0 && options.allowHost !== true) {
    const where = [...new Set(uncontained.map((p) => `placement: ${p.placement}`))].join(', ');
    throw new ConfigError(`${uncontained.map((p) => p.name).join(', ')} ${uncontained.length === 1 ? 'is' : 'are'} placed on the host (${where}), where nothing contains the harness: pass --allow-host-harness to run ${uncontained.length === 1 ? 'it' : 'them'} there`);
  }
  return profiles.map((p, i) => new ExternalHarness(p, { cache: cacheDir(), kind: kindFor(p, kinds)!, allowHost: options.allowHost === true, placement: launchers[i]!, ...referenceOf(p) }));
}

/** The reference profile a reference-over-the-wire configuration runs under (its controls as data). */
function referenceOf(p: HarnessConfiguration): { reference?: { name: string; controls: Record<string, Record<string, unknown>>; audit: boolean } } {
  if (p.harness !== 'reference') return {};
  const profile = findProfile(p.reference_profile ?? 'full');
  return { reference: { name: profile.name, controls: profile.controls, audit: profile.audit } };
}
