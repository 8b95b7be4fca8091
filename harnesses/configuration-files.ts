/**
 * Harness configurations as files: profiles/<kind>/<name>.yaml (the built-in ones) or any YAML/JSON
 * file, validated by the configuration schema with field-path errors, and whether a configuration's
 * pinned package is installed. A module of its own, apart from the harnesses the configurations
 * make (configurations.ts), so that listing them loads no launcher, sandbox or engine client.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { ConfigError } from '../harness/errors.js';
import { packageDir, type HarnessConfiguration } from './configuration.js';
import { configurationSchema, HarnessConfigurationSchema } from './configuration-schema.js';
import type { PlacementLauncher } from './launch/launch.js';
import { PLACEMENT_LAUNCHERS } from './launch/placements.js';
import type { HarnessKind } from './kind.js';
import { HARNESS_KINDS } from './kinds/registry.js';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const HARNESS_PROFILE_DIR = join(REPO, 'profiles');

export function cacheDir(): string {
  return process.env['HARNESS_BENCH_CACHE'] ?? join(homedir(), '.cache', 'harness-bench');
}

/** A configuration file, validated against the kinds' rules and the placements (the registries', unless a caller brings its own). */
export function loadHarnessConfiguration(file: string, kinds: readonly HarnessKind[] = HARNESS_KINDS, placements: readonly PlacementLauncher[] = PLACEMENT_LAUNCHERS): HarnessConfiguration {
  let raw: unknown;
  try {
    raw = parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = (kinds === HARNESS_KINDS && placements === PLACEMENT_LAUNCHERS ? HarnessConfigurationSchema : configurationSchema(kinds, placements)).safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`);
    throw new ConfigError(`${file}: not a harness profile: ${issues.join('; ')}`);
  }
  return parsed.data;
}

/**
 * The built-in configurations, profiles/<harness>/<name>.yaml, each with its
 * path name (`codex/workspace-write`) beside its short name (`codex-ww`);
 * either selects it.
 */
export function builtInHarnessFiles(): Array<{ path: string; profile: HarnessConfiguration }> {
  return readdirSync(HARNESS_PROFILE_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(HARNESS_PROFILE_DIR, d.name)).filter((f) => /\.ya?ml$/.test(f)).map((f) => `${d.name}/${f}`))
    .sort()
    .map((f) => ({ path: f.replace(/\.ya?ml$/, ''), profile: loadHarnessConfiguration(join(HARNESS_PROFILE_DIR, f)) }));
}

export function builtInHarnessProfiles(): HarnessConfiguration[] {
  return builtInHarnessFiles().map((f) => f.profile);
}

/** Whether a configuration's pinned package is in the cache (scripts/env.sh installs it); one that pins none needs nothing. */
export function packageInstalled(profile: Pick<HarnessConfiguration, 'package'>, cache: string = cacheDir()): boolean {
  if (profile.package === null) return true;
  return existsSync(join(packageDir(cache, profile.package), 'node_modules', profile.package.name, 'package.json'));
}
