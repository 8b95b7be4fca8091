/**
 * docs/real-harnesses.md's reference of a harness configuration file is
 * generated from the schema's descriptions and from PLACEHOLDERS
 * (harnesses/configuration-reference.ts): the block in the doc is the
 * generated one, every field of the schema has its row, and every
 * placeholder the table lists is one the substitution fills.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HarnessConfigurationSchema } from '../../harnesses/configuration-schema.js';
import { configurationFields, configurationReference, fieldsTable, placeholdersTable } from '../../harnesses/configuration-reference.js';
import { builtInHarnessProfiles } from '../../harnesses/configurations.js';
import { containerValues } from '../../harnesses/container/in-container.js';
import { fill, PLACEHOLDERS } from '../../harnesses/placeholders.js';
import { blockOf } from '../../reports/generated-block.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** Every field path of a zod object, read from the zod schema itself (not through JSON Schema as the renderer reads it). */
function zodPaths(schema: z.ZodType, prefix = ''): string[] {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
  if (inner instanceof z.ZodArray) return zodPaths(inner.element as z.ZodType, `${prefix.slice(0, -1)}[].`);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([name, field]) => [`${prefix}${name}`, ...zodPaths(field, `${prefix}${name}.`)]);
}

describe('the configuration reference in docs/real-harnesses.md', () => {
  it('holds the block generated from the schema and the placeholders, unchanged', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'real-harnesses.md'), 'utf8');
    expect(blockOf(doc, 'configuration-fields'), 'print the block with: npx tsx harnesses/configuration-reference.ts').toBe(configurationReference());
  });

  it('has a row for every field of the real schema, in its order, each described', () => {
    const rows = configurationFields(HarnessConfigurationSchema);
    expect(rows.map((r) => r.path)).toEqual(zodPaths(HarnessConfigurationSchema));
    expect(rows.map((r) => r.path)).toEqual(expect.arrayContaining(['placement', 'launch.command', 'acp.mcp', 'knobs.approval', 'caps.wall_ms', 'package.version']));
    expect(rows.filter((r) => r.description === '')).toEqual([]);
    const table = configurationReference();
    for (const r of rows) expect(table).toContain(`| \`${r.path}\` | `);
  });

  it('reads type, values, default and meaning off the schema', () => {
    const rows = configurationFields(HarnessConfigurationSchema);
    expect(rows.find((r) => r.path === 'acp.mcp')).toEqual({
      path: 'acp.mcp',
      type: 'one of `http`, `stdio`',
      presence: '`http`',
      description: 'How `session/new` names the world: its streamable-HTTP MCP server, or the stdio shim that forwards to it.',
    });
    expect(rows.find((r) => r.path === 'knobs')?.presence).toBe("its fields' defaults");
    expect(rows.find((r) => r.path === 'package')).toMatchObject({ type: 'object or `null`', presence: '`null`' });
  });
});

describe('the renderer, on a small schema', () => {
  const small = z.strictObject({
    name: z.string().min(1).describe('Its name.'),
    mode: z.enum(['fast', 'slow']).default('slow').describe('How fast | how slow.'),
    note: z.string().optional().describe('A note.'),
    tags: z.array(z.string()).default([]).describe('Its tags.'),
    limit: z.number().int().positive().nullable().default(null).describe('A limit.'),
    labels: z.record(z.string(), z.string()).default({}).describe('Its labels.'),
    inner: z
      .strictObject({
        on: z.boolean().default(false).describe('Whether it is on.'),
        count: z.number().int().nonnegative().describe('How many.'),
      })
      .optional()
      .describe('A nested object.'),
    steps: z.array(z.strictObject({ id: z.string().regex(/^s\d+$/).describe('A step id.') })).describe('Its steps.'),
    defaults: z.strictObject({ retries: z.number().int().default(2).describe('Retries.') }).default({ retries: 2 }).describe('All defaulted.'),
  });

  it('renders every field, nested fields dotted, with its type or values, required or default, and meaning', () => {
    expect(fieldsTable(configurationFields(small))).toBe(
      [
        '| field | type or values | required or default | meaning |',
        '| --- | --- | --- | --- |',
        '| `name` | non-empty string | required | Its name. |',
        '| `mode` | one of `fast`, `slow` | `slow` | How fast \\| how slow. |',
        '| `note` | string | optional | A note. |',
        '| `tags` | list of string | `[]` | Its tags. |',
        '| `limit` | integer > 0 or `null` | `null` | A limit. |',
        '| `labels` | map of string to string | `{}` | Its labels. |',
        '| `inner` | object | optional | A nested object. |',
        '| `inner.on` | boolean | `false` | Whether it is on. |',
        '| `inner.count` | integer >= 0 | required | How many. |',
        '| `steps` | list of objects | required | Its steps. |',
        '| `steps[].id` | string matching `^s\\d+$` | required | A step id. |',
        "| `defaults` | object | its fields' defaults | All defaulted. |",
        '| `defaults.retries` | integer | `2` | Retries. |',
      ].join('\n'),
    );
  });

  it('refuses a field with no description: its .describe() is the only place its meaning is written', () => {
    expect(() => configurationFields(z.object({ inner: z.object({ bare: z.string() }).describe('Described.') }))).toThrow('the configuration field inner.bare has no description: give it one with .describe()');
  });

  it('renders placeholders as a table', () => {
    expect(placeholdersTable({ url: 'a URL, `http://x`', a_b: 'one | other' })).toBe(['| placeholder | filled with |', '| --- | --- |', '| `{url}` | a URL, `http://x` |', '| `{a_b}` | one \\| other |'].join('\n'));
  });
});

describe('the placeholders, declared once', () => {
  it('are exactly the names the substitution takes', () => {
    for (const name of Object.keys(PLACEHOLDERS)) expect(fill(`<{${name}}>`, { [name]: 'v' })).toBe('<v>');
    expect(() => fill('{modle_url}', { model_url: 'u' })).toThrow('unknown placeholder {modle_url} in "{modle_url}"');
    expect(() => fill('cd {workspace}', { home: '/h' })).toThrow('placeholder {workspace} has no value for this harness, in "cd {workspace}"');
  });

  it('are every value a harness in a container is given, when its programs are bundled', () => {
    const profile = builtInHarnessProfiles().find((p) => p.name === 'gemini-cli')!;
    expect(Object.keys(containerValues(profile, 1, 2, 'the task', { driver: '/opt/driver/d.js', shim: '/opt/shim/s.js' })).sort()).toEqual(Object.keys(PLACEHOLDERS).sort());
  });
});
