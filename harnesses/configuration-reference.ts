import { z } from 'zod';
import type { HarnessConfiguration } from './configuration.js';
import { HarnessConfigurationSchema } from './configuration-schema.js';
import { builtInHarnessFiles } from './configurations.js';
import { PLACEHOLDERS } from './placeholders.js';

/**
 * The reference of a harness configuration file, generated from its schema
 * (each field's `.describe()`, type, allowed values and default) and from
 * PLACEHOLDERS, so docs/real-harnesses.md cannot drift from them: a test
 * compares its marked block with this text.
 * Print it with: npx tsx harnesses/configuration-reference.ts (and paste it between the markers)
 */
interface JsonSchema {
  type?: string;
  description?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
}

/** One row of the field table. */
export interface FieldRow {
  /** Dotted from the top (`acp.mcp`); a list's items add `[]`. */
  path: string;
  type: string;
  /** `required`, `optional`, or the default. */
  presence: string;
  description: string;
}

const SAFE = Number.MAX_SAFE_INTEGER;

/** A value as a configuration file writes it: a plain string bare, anything else as JSON. */
const literal = (value: unknown) => `\`${typeof value === 'string' && value !== '' ? value : JSON.stringify(value)}\``;

const hasFields = (s: JsonSchema | undefined): s is JsonSchema & { properties: Record<string, JsonSchema> } => s?.type === 'object' && s.properties !== undefined && Object.keys(s.properties).length > 0;

/** The branch of a nullable schema that is not `null`. */
const nonNull = (s: JsonSchema) => (s.anyOf?.length === 2 && s.anyOf.some((b) => b.type === 'null') ? s.anyOf.find((b) => b.type !== 'null')! : null);

function typeText(s: JsonSchema): string {
  if (s.const !== undefined) return literal(s.const);
  if (s.enum !== undefined) return `one of ${s.enum.map(literal).join(', ')}`;
  const value = nonNull(s);
  if (value !== null) return `${typeText(value)} or \`null\``;
  if (s.anyOf !== undefined) return s.anyOf.map(typeText).join(' or ');
  switch (s.type) {
    case 'string':
      return `${s.minLength === 1 ? 'non-empty string' : s.minLength !== undefined && s.minLength > 1 ? `string of at least ${s.minLength} characters` : 'string'}${s.pattern === undefined ? '' : ` matching \`${s.pattern}\``}`;
    case 'integer':
    case 'number': {
      const bounds = [
        s.exclusiveMinimum !== undefined ? `> ${s.exclusiveMinimum}` : '',
        s.minimum !== undefined && Math.abs(s.minimum) < SAFE ? `>= ${s.minimum}` : '',
        s.maximum !== undefined && Math.abs(s.maximum) < SAFE ? `<= ${s.maximum}` : '',
      ].filter(Boolean);
      return [s.type, ...bounds].join(' ');
    }
    case 'array':
      return `list of ${s.items === undefined ? 'anything' : hasFields(s.items) ? 'objects' : typeText(s.items)}`;
    case 'object':
      if (hasFields(s)) return 'object';
      return `map of ${typeText(s.propertyNames ?? { type: 'string' })} to ${typeof s.additionalProperties === 'object' ? typeText(s.additionalProperties) : 'anything'}`;
    default:
      return s.type ?? 'anything';
  }
}

/** Whether an object's default is what its fields' own defaults make. */
function fieldsDefault(s: JsonSchema, value: unknown): boolean {
  const fields = hasFields(s) ? s : (nonNull(s) ?? undefined);
  if (!hasFields(fields) || value === null || typeof value !== 'object') return false;
  const made = Object.fromEntries(Object.entries(fields.properties).filter(([, f]) => f.default !== undefined).map(([name, f]) => [name, f.default]));
  return JSON.stringify(made) === JSON.stringify(value);
}

function presence(s: JsonSchema, required: boolean): string {
  if (required) return 'required';
  if (s.default === undefined) return 'optional';
  return fieldsDefault(s, s.default) ? "its fields' defaults" : literal(s.default);
}

/**
 * Every field of a configuration schema, depth first in the schema's order: a nested object's
 * fields (also of a nullable one, and of a list's items) after it. A field without a description
 * is an error: its `.describe()` is the only place its meaning is written.
 */
export function configurationFields(schema: z.ZodType): FieldRow[] {
  const rows: FieldRow[] = [];
  const walk = (object: JsonSchema & { properties: Record<string, JsonSchema> }, prefix: string) => {
    const required = new Set(object.required ?? []);
    for (const [name, field] of Object.entries(object.properties)) {
      const path = `${prefix}${name}`;
      const description = field.description?.replace(/\s+/g, ' ').trim() ?? '';
      if (description === '') throw new Error(`the configuration field ${path} has no description: give it one with .describe()`);
      rows.push({ path, type: typeText(field), presence: presence(field, required.has(name)), description });
      const inner = nonNull(field) ?? field;
      if (hasFields(inner)) walk(inner, `${path}.`);
      if (inner.type === 'array' && hasFields(inner.items)) walk(inner.items, `${path}[].`);
    }
  };
  const top = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  if (!hasFields(top)) throw new Error('a configuration schema is an object with fields');
  walk(top, '');
  return rows;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The field table, in markdown. */
export function fieldsTable(rows: readonly FieldRow[]): string {
  return ['| field | type or values | required or default | meaning |', '| --- | --- | --- | --- |', ...rows.map((r) => `| \`${r.path}\` | ${cell(r.type)} | ${cell(r.presence)} | ${cell(r.description)} |`)].join('\n');
}

/** The placeholder table, in markdown. */
export function placeholdersTable(placeholders: Readonly<Record<string, string>>): string {
  return ['| placeholder | filled with |', '| --- | --- |', ...Object.entries(placeholders).map(([name, meaning]) => `| \`{${name}}\` | ${cell(meaning)} |`)].join('\n');
}

/** What a launch starts: its command, and the script it hands to Node when the command is Node. */
const entryPoint = (profile: HarnessConfiguration) => (profile.launch.command === '{node}' && profile.launch.args[0] !== undefined ? `{node} ${profile.launch.args[0]}` : profile.launch.command);

/** The built-in configurations: each one's names, package and entry point (its launch command), in markdown. */
export function entryPointsTable(files: ReadonlyArray<{ path: string; profile: HarnessConfiguration }>): string {
  return [
    '| configuration | file | package | placement | entry point (launch.command, and its script when it is Node) |',
    '| --- | --- | --- | --- | --- |',
    ...files.map(({ path, profile }) => `| \`${profile.name}\` | \`profiles/${path}.yaml\` | ${profile.package === null ? "none (the bench's own driver)" : `\`${profile.package.name}@${profile.package.version}\``} | ${profile.placement} | \`${cell(entryPoint(profile))}\` |`),
  ].join('\n');
}

/** The generated block of docs/real-harnesses.md, between its markers. */
export function configurationReference(): string {
  return [
    fieldsTable(configurationFields(HarnessConfigurationSchema)),
    '',
    "Placeholders that `launch.command`, `launch.args`, `env` values and `home_files` contents may use, each filled per trial as the harness sees it:",
    '',
    placeholdersTable(PLACEHOLDERS),
    '',
    "Each built-in configuration's file, package and entry point: when a launch fails, the trial's error carries what the harness printed last and names the configuration to fix; the entry point is the first thing to check (`{package_dir}` is the package's folder in the cache, mounted at `/opt/harness`):",
    '',
    entryPointsTable(builtInHarnessFiles()),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(`${configurationReference()}\n`);
