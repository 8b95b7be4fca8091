import { z } from 'zod';
import { createControls, CONTROL_NAMES, controlSpec, parseControlParams } from '../harness/controls/registry.js';
import type { Control } from '../harness/controls/control.js';
import { ConfigError } from '../harness/errors.js';

/**
 * A harness profile is data: which controls are on, with what parameters,
 * and whether audit instrumentation is added. Nothing else differs between
 * profiles.
 */
export const ProfileSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().default(''),
  /** Enabled controls and their parameters; a control not listed is off. */
  controls: z.record(z.string(), z.record(z.string(), z.unknown())),
  /** Audit events after every receipt (instrumentation, not a control). */
  audit: z.boolean().default(false),
  /** For `without-<control>` profiles: the control removed. */
  removed: z.string().nullable().default(null),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Parameter overrides per control, applied only to controls a profile enables. */
export type ControlParams = Record<string, Record<string, unknown>>;

function allControls(): Record<string, Record<string, unknown>> {
  const controls: Record<string, Record<string, unknown>> = {};
  for (const name of CONTROL_NAMES) controls[name] = { ...(controlSpec(name)!.defaults as Record<string, unknown>) };
  return controls;
}

export const FULL: Profile = {
  name: 'full',
  description: 'every control on, no instrumentation',
  controls: allControls(),
  audit: false,
  removed: null,
};

export const INSTRUMENTED: Profile = {
  name: 'instrumented',
  description: 'every control on, plus an audit event after every receipt',
  controls: allControls(),
  audit: true,
  removed: null,
};

const withoutProfiles = new Map<string, Profile>();

/**
 * `instrumented` without one control. Generated from the registry, never kept
 * by hand; built once per control, so the caches keyed by profile (its
 * parameter overrides, its instantiated controls) serve every lookup.
 */
export function without(control: string): Profile {
  if (!CONTROL_NAMES.includes(control)) throw new ConfigError(`no control named ${control}; controls: ${CONTROL_NAMES.join(', ')}`);
  let profile = withoutProfiles.get(control);
  if (profile === undefined) {
    const controls = allControls();
    delete controls[control];
    profile = { name: `without-${control}`, description: `instrumented, without ${control}`, controls, audit: true, removed: control };
    withoutProfiles.set(control, profile);
  }
  return profile;
}

/** `full`, `instrumented`, then one `without-<control>` per control in the registry. */
export function builtInProfiles(): Profile[] {
  return [FULL, INSTRUMENTED, ...CONTROL_NAMES.map(without)];
}

export function findProfile(name: string): Profile {
  const all = builtInProfiles();
  const found = all.find((p) => p.name === name);
  if (!found) throw new ConfigError(`unknown profile ${JSON.stringify(name)}; profiles: ${all.map((p) => p.name).join(', ')}`);
  return found;
}

const applied = new WeakMap<Profile, WeakMap<ControlParams, Profile>>();

/** Applies per-scenario parameter overrides to the controls this profile enables (memoised per pair). */
export function withParams(profile: Profile, overrides: ControlParams): Profile {
  let byOverrides = applied.get(profile);
  if (byOverrides === undefined) applied.set(profile, (byOverrides = new WeakMap()));
  let result = byOverrides.get(overrides);
  if (result === undefined) {
    result = applyParams(profile, overrides);
    byOverrides.set(overrides, result);
  }
  return result;
}

function applyParams(profile: Profile, overrides: ControlParams): Profile {
  const controls = { ...profile.controls };
  for (const [name, params] of Object.entries(overrides)) {
    if (!CONTROL_NAMES.includes(name)) throw new ConfigError(`parameters given for unknown control ${name}; controls: ${CONTROL_NAMES.join(', ')}`);
    if (Object.hasOwn(controls, name)) controls[name] = { ...controls[name], ...params };
  }
  return { ...profile, controls };
}

const validated = new Map<string, Control[]>();
const validatedByProfile = new WeakMap<Profile, Control[]>();

/**
 * The control modules of a profile. Parameters are validated once per
 * distinct set (errors name the profile, control and field); controls are
 * stateless, so the built list is shared by every run of the profile.
 */
/** Whether the profile turns this control on. */
export function hasControl(profile: Profile, name: string): boolean {
  return Object.hasOwn(profile.controls, name);
}

export function instantiate(profile: Profile): Control[] {
  const known = validatedByProfile.get(profile);
  if (known !== undefined) return known;
  const key = JSON.stringify(profile.controls);
  let controls = validated.get(key);
  if (controls === undefined) {
    const params: Record<string, unknown> = {};
    for (const [name, raw] of Object.entries(profile.controls)) {
      try {
        params[name] = parseControlParams(name, raw);
      } catch (error) {
        throw new ConfigError(`profile ${profile.name}: control ${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    controls = createControls(params);
    validated.set(key, controls);
  }
  validatedByProfile.set(profile, controls);
  return controls;
}
