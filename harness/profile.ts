import { existsSync, readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { checkControlParams, controlDefaults, createControls, CONTROL_NAMES, paramsHint, parseControlParams, quoted } from './controls/registry.js';
import type { Control } from './controls/control.js';
import { controlSet, type ControlSet } from './controls/control-set.js';
import { cloneData } from './digest.js';
import { ConfigError } from './errors.js';

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

/** Every control's default parameters, parsed from its schema once (constant data; each profile gets its own copy). */
const DEFAULTS: ReadonlyMap<string, Record<string, unknown>> = new Map(CONTROL_NAMES.map((name) => [name, controlDefaults(name)]));

function allControls(): Record<string, Record<string, unknown>> {
  const controls: Record<string, Record<string, unknown>> = {};
  for (const name of CONTROL_NAMES) controls[name] = cloneData(DEFAULTS.get(name)!);
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

/** `instrumented` without one control. Generated from the registry, never kept by hand. */
export function without(control: string): Profile {
  if (!CONTROL_NAMES.includes(control)) throw new ConfigError(`no control named ${control}; controls: ${CONTROL_NAMES.join(', ')}`);
  const controls = allControls();
  delete controls[control];
  return { name: `without-${control}`, description: `instrumented, without ${control}`, controls, audit: true, removed: control };
}

/** `full`, `instrumented`, then one `without-<control>` per control in the registry. */
export function builtInProfiles(): Profile[] {
  return [FULL, INSTRUMENTED, ...CONTROL_NAMES.map(without)];
}

export function findProfile(name: string): Profile {
  if (name === FULL.name) return FULL;
  if (name === INSTRUMENTED.name) return INSTRUMENTED;
  const removed = name.startsWith('without-') ? name.slice('without-'.length) : '';
  if (CONTROL_NAMES.includes(removed)) return without(removed);
  throw new ConfigError(`unknown profile ${JSON.stringify(name)}; profiles: ${builtInProfiles().map((p) => p.name).join(', ')}`);
}

/** Applies per-scenario parameter overrides to the controls this profile enables (a prepared cell does it once); no overrides leave the profile as it is. */
export function withParams(profile: Profile, overrides: ControlParams): Profile {
  let any = false;
  for (const _ in overrides) {
    any = true;
    break;
  }
  if (!any) return profile;
  const controls = { ...profile.controls };
  for (const [name, params] of Object.entries(overrides)) {
    if (!CONTROL_NAMES.includes(name)) throw new ConfigError(`parameters given for unknown control ${name}; controls: ${CONTROL_NAMES.join(', ')}`);
    if (Object.hasOwn(controls, name)) controls[name] = { ...controls[name], ...params };
  }
  return { ...profile, controls };
}

/** Whether the profile turns this control on. */
export function hasControl(profile: Profile, name: string): boolean {
  return Object.hasOwn(profile.controls, name);
}

/**
 * The control modules of a profile, built afresh; parameters are validated
 * (errors name the profile, control and field).
 */
export function instantiate(profile: Profile): Control[] {
  return createControls(parsedParams(profile));
}

/** Each enabled control's parameters, parsed by its schema; throws a ConfigError naming the profile, control and field. */
function parsedParams(profile: Profile): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(profile.controls)) {
    try {
      params[name] = parseControlParams(name, raw);
    } catch (error) {
      throw new ConfigError(`profile ${profile.name}: control ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return params;
}

/**
 * A profile's controls with their gateway and parsed parameters, as a
 * prepared cell holds them. Controls are stateless, so profiles with the same
 * parameters share one set (see harness/controls/control-set.ts).
 */
export function prepareControls(profile: Profile): ControlSet {
  return controlSet(profile.controls, () => {
    const params = parsedParams(profile);
    return { controls: createControls(params), params };
  });
}

/**
 * A profile file (YAML or JSON): a name, and the controls it changes from
 * `instrumented`. Each listed control is `off` (false), `on` (true) with its
 * default parameters, or a map of parameters (on, defaults overridden).
 * Controls not listed stay on with their defaults.
 */
export const ProfileFileSchema = z
  .strictObject({
    name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._+-]*$/, 'letters, digits and . _ + - only, starting with a letter or digit'),
    description: z.string().default(''),
    audit: z.boolean().default(true),
    /** Each control's setting: off, on, or an object of its parameters (checked here, with a message that names them). */
    controls: z
      .record(z.string(), z.unknown())
      .superRefine((controls, ctx) => {
        for (const [name, setting] of Object.entries(controls)) {
          if (!CONTROL_NAMES.includes(name)) {
            ctx.addIssue({ code: 'custom', path: [name], message: `no control named ${JSON.stringify(name)}; controls: ${CONTROL_NAMES.join(', ')}` });
            continue;
          }
          if (isSwitch(setting)) continue;
          if (!isParams(setting)) {
            ctx.addIssue({ code: 'custom', path: [name], message: `${quoted(setting)} is not a setting of the control ${name}; use off, on (or false, true), or an object of ${paramsHint(name)}` });
            continue;
          }
          for (const issue of checkControlParams(name, { ...controlDefaults(name), ...setting })) {
            ctx.addIssue({ code: 'custom', path: [name, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: issue.message });
          }
        }
      })
      .default({}),
  });
export type ProfileFile = z.infer<typeof ProfileFileSchema>;

/** A control's setting that turns it off or on with its defaults. */
function isSwitch(setting: unknown): setting is boolean | 'on' | 'off' {
  return typeof setting === 'boolean' || setting === 'on' || setting === 'off';
}

/** A control's setting that gives its parameters (on, over its defaults). */
function isParams(setting: unknown): setting is Record<string, unknown> {
  return setting !== null && typeof setting === 'object' && !Array.isArray(setting);
}

/** The controls in registry order, joined by `+`: how a profile names what it removes. */
function removedName(off: readonly string[]): string | null {
  const ordered = CONTROL_NAMES.filter((c) => off.includes(c));
  return ordered.length === 0 ? null : ordered.join('+');
}

/** A profile from a file's parsed data; throws a ConfigError naming `source` and the field path. */
export function profileFromData(data: unknown, source: string): Profile {
  const parsed = ProfileFileSchema.safeParse(data ?? {});
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${source}: ${issue.path.join('.') || '(top level)'}: ${issue.message}`).join('\n'));
  }
  const file = parsed.data;
  const controls = allControls();
  const off: string[] = [];
  for (const [name, setting] of Object.entries(file.controls)) {
    if (setting === false || setting === 'off') {
      delete controls[name];
      off.push(name);
    } else if (isParams(setting)) controls[name] = { ...controls[name], ...setting };
  }
  return { name: file.name, description: file.description, controls, audit: file.audit, removed: removedName(off) };
}

/** Reads a profile file (.yaml, .yml or .json). */
export function loadProfileFile(path: string): Profile {
  if (!existsSync(path)) throw new ConfigError(`profile file ${path}: no such file`);
  let data: unknown;
  try {
    const text = readFileSync(path, 'utf8');
    data = path.toLowerCase().endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new ConfigError(`${path}: not valid ${path.toLowerCase().endsWith('.json') ? 'JSON' : 'YAML'} (${error instanceof Error ? error.message : String(error)})`);
  }
  return profileFromData(data, path);
}

/**
 * `instrumented` without every control listed (`without:evidence+approval`).
 * One control gives the built-in `without-<control>`; more are named in
 * registry order, so the order written does not matter.
 */
export function withoutAll(controls: readonly string[]): Profile {
  for (const c of controls) if (!CONTROL_NAMES.includes(c)) throw new ConfigError(`no control named ${JSON.stringify(c)}; controls: ${CONTROL_NAMES.join(', ')}`);
  const removed = removedName(controls);
  if (removed === null) throw new ConfigError('without: names no control (write without:CONTROL+CONTROL...)');
  if (!removed.includes('+')) return without(removed);
  const off = removed.split('+');
  const all = allControls();
  for (const c of off) delete all[c];
  return { name: `without-${removed}`, description: `instrumented, without ${off.join(' and ')}`, controls: all, audit: true, removed };
}

/** Parses a `without:A+B...` composition. */
export function parseComposition(text: string): Profile {
  if (!text.startsWith('without:')) throw new ConfigError(`a composition looks like without:CONTROL+CONTROL, got ${JSON.stringify(text)}`);
  return withoutAll(text.slice('without:'.length).split('+').filter((c) => c !== ''));
}

/** Every removal of two controls, in registry order. */
export function pairProfiles(): Profile[] {
  const pairs: Profile[] = [];
  for (let i = 0; i < CONTROL_NAMES.length; i++) for (let j = i + 1; j < CONTROL_NAMES.length; j++) pairs.push(withoutAll([CONTROL_NAMES[i]!, CONTROL_NAMES[j]!]));
  return pairs;
}

/** The controls a profile leaves off, in registry order. */
export function offControls(profile: Profile): string[] {
  return CONTROL_NAMES.filter((c) => !hasControl(profile, c));
}
