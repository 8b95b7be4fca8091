import { z } from 'zod';
import { exportWorkerTools } from '../worlds/export-worker.js';
import { WORKSPACE_TOOLS } from '../worlds/workspace-tools.js';
import type { ToolDef } from '../harness/tools.js';
import { ScenarioSchema } from './schema.js';

/**
 * The tools of each world as a markdown reference, generated from the tool
 * registries (names, capabilities, argument JSON Schemas) so docs/scenarios.md
 * cannot drift from them: a test compares its marked block with this text.
 * Print it with: npx tsx scenarios/tool-reference.ts (and paste it between the markers)
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  minItems?: number;
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  const?: unknown;
  default?: unknown;
  exclusiveMinimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const SAFE = Number.MAX_SAFE_INTEGER;

function typeText(s: JsonSchema): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return branches.map(typeText).join(' or ');
  const t = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'any');
  const bounds = [
    s.minimum !== undefined && Math.abs(s.minimum) < SAFE ? `>= ${s.minimum}` : '',
    s.exclusiveMinimum !== undefined ? `> ${s.exclusiveMinimum}` : '',
    s.maximum !== undefined && Math.abs(s.maximum) < SAFE ? `<= ${s.maximum}` : '',
    s.minLength !== undefined ? `length >= ${s.minLength}` : '',
    s.maxLength !== undefined ? `length <= ${s.maxLength}` : '',
    s.minItems !== undefined ? `>= ${s.minItems} items` : '',
    s.maxItems !== undefined ? `<= ${s.maxItems} items` : '',
    s.enum !== undefined ? `one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}` : '',
  ].filter(Boolean);
  const item = s.type === 'array' && s.items ? ` of ${typeText(s.items)}` : '';
  return `${t === 'integer' ? 'integer' : t}${item}${bounds.length ? ` (${bounds.join(', ')})` : ''}`;
}

function argsText(tool: ToolDef): string {
  const schema = z.toJSONSchema(tool.args, { unrepresentable: 'any' }) as JsonSchema;
  const props = Object.entries(schema.properties ?? {});
  if (props.length === 0) return '`{}` (no arguments)';
  const required = new Set(schema.required ?? []);
  return props.map(([name, s]) => `\`${name}\`${required.has(name) ? '' : '?'}: ${typeText(s)}`).join('; ') + (schema.additionalProperties === false ? '; no other keys' : '');
}

function flags(tool: ToolDef): string {
  return [
    tool.capability,
    tool.check ? 'check (its pass is evidence)' : '',
    tool.invalidatesEvidence ? 'makes earlier checks stale' : '',
    tool.requiresCurrentCheck ? 'needs a passing check of the current revision' : '',
    tool.requiresApproval ? 'needs an approval' : '',
    tool.idempotent === false ? 'not idempotent' : '',
    tool.acceptsIdempotencyKey ? 'takes an idempotency key' : '',
  ]
    .filter(Boolean)
    .join(', ');
}

function table(title: string, tools: readonly ToolDef[]): string[] {
  return [`#### ${title}`, '', '| tool | kind | arguments (`?` optional) |', '| --- | --- | --- |', ...tools.map((t) => `| \`${t.name}\` | ${flags(t)} | ${argsText(t).replaceAll('|', '\\|')} |`), ''];
}

/** Every field of a scenario file down to `depth`, with whether it is required, its type or values, and its default. */
export function fieldReference(depth = 3): string {
  const rows: string[] = [];
  const walk = (schema: JsonSchema, path: string, level: number, when: string) => {
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches && branches.every((b) => b.properties?.['kind']?.const !== undefined)) {
      for (const b of branches) walk(b, path, level, `kind ${JSON.stringify(b.properties!['kind']!.const)}`);
      return;
    }
    const required = new Set(schema.required ?? []);
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      const at = path === '' ? name : `${path}.${name}`;
      const isObject = child.type === 'object' && child.properties !== undefined && Object.keys(child.properties).length > 0;
      const itemObject = child.type === 'array' && child.items?.type === 'object' && child.items.properties !== undefined;
      const kinds = (child.anyOf ?? child.oneOf)?.every((b) => b.properties?.['kind']?.const !== undefined);
      const type = isObject ? 'object' : itemObject ? 'array of objects' : kinds ? `one of ${(child.anyOf ?? child.oneOf)!.map((b) => `kind ${JSON.stringify(b.properties!['kind']!.const)}`).join(', ')}` : typeText(child);
      const dflt = child.default === undefined ? '' : `\`${JSON.stringify(child.default)}\``;
      rows.push(`| \`${at}\`${when ? ` (${when})` : ''} | ${required.has(name) ? 'yes' : 'no'} | ${type.replaceAll('|', '\\|')} | ${dflt.replaceAll('|', '\\|')} |`);
      if (level + 1 < depth && isObject) walk(child, at, level + 1, '');
      if (level + 1 < depth && itemObject) walk(child.items!, `${at}[]`, level + 1, '');
      // The reference proposer takes the same kinds as the proposer: listed once.
      if (level + 1 < depth && kinds && at !== 'reference') walk(child, at, level + 1, '');
    }
  };
  walk(z.toJSONSchema(ScenarioSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, '', 0, '');
  return ['| field | required | type or values | default |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The generated block of docs/scenarios.md, between its markers. */
export function scenarioReference(): string {
  return `${toolReference()}\n\n#### Every field\n\n\`reference\` takes the same kinds and fields as \`proposer\`.\n\n${fieldReference()}`;
}

export function toolReference(): string {
  const fields = { max_retries: { min: 0, max: 2 } };
  return [
    ...table('export-worker (with the default `fields: {max_retries: {min: 0, max: 2}}`; `write_config` takes one integer per field)', exportWorkerTools(fields).list()),
    ...table('workspace', WORKSPACE_TOOLS.list()),
    '`finish` (no arguments) ends the run in every world; it is not a tool in `contract.tools`.',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(`${scenarioReference()}\n`);
