import { readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { ConfigError } from '../harness/errors.js';
import { MAX_NESTING, tooDeep } from './meaning.js';
import { ScenarioSchema, type Scenario } from './schema.js';

/** Larger scenario files are refused before parsing. */
const MAX_FILE_BYTES = 16 * 1024 * 1024;

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(top level)';
  return `${path}: ${issue.message}`;
}

/** Validates parsed data as a scenario; errors name the file, each field path and what was expected. */
export function parseScenario(data: unknown, file: string): Scenario {
  // Bounded before anything recurses into it (the schema, the digest of the run header).
  const deep = tooDeep(data);
  if (deep !== null) {
    throw new ConfigError(`${file}: not a valid scenario:\n  ${deep.map(String).join('.') || '(top level)'}: nested deeper than ${MAX_NESTING} levels (the limit for a scenario file)`);
  }
  const parsed = ScenarioSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.slice(0, 8).map((i) => `  ${describeIssue(i)}`);
  const more = parsed.error.issues.length > 8 ? `\n  … and ${parsed.error.issues.length - 8} more` : '';
  throw new ConfigError(`${file}: not a valid scenario:\n${lines.join('\n')}${more}`);
}

/** Loads a scenario from a .json, .yaml/.yml, or .ts/.js module whose default export is a scenario. */
export async function loadScenarioFile(file: string): Promise<Scenario> {
  const ext = extname(file).toLowerCase();
  if (ext === '.ts' || ext === '.js' || ext === '.mjs' || ext === '.mts') {
    let mod: { default?: unknown };
    try {
      mod = (await import(pathToFileURL(resolve(file)).href)) as { default?: unknown };
    } catch (error) {
      throw new ConfigError(`${file}: cannot import: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (mod.default === undefined) throw new ConfigError(`${file}: has no default export (export default defineScenario({...}))`);
    return parseScenario(mod.default, file);
  }
  let text: string;
  try {
    const buffer = readFileSync(file);
    if (buffer.length > MAX_FILE_BYTES) throw new ConfigError(`${file}: ${buffer.length} bytes; scenario files are limited to ${MAX_FILE_BYTES}`);
    text = buffer.toString('utf8');
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${file}: cannot read: ${error instanceof Error ? error.message : String(error)}`);
  }
  let data: unknown;
  if (ext === '.json') {
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new ConfigError(`${file}: not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
  } else if (ext === '.yaml' || ext === '.yml') {
    try {
      data = parseYaml(text, { uniqueKeys: true, maxAliasCount: 100 });
    } catch (error) {
      throw new ConfigError(`${file}: not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  } else {
    throw new ConfigError(`${file}: unknown scenario file type ${JSON.stringify(ext)}; use .json, .yaml, .yml or .ts`);
  }
  return parseScenario(data, file);
}

/** Loads every file, reporting all bad files together; the run starts only if all are good. */
export async function loadScenarioFiles(files: readonly string[]): Promise<Scenario[]> {
  const scenarios: Scenario[] = [];
  const errors: string[] = [];
  for (const file of files) {
    try {
      scenarios.push(await loadScenarioFile(file));
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      errors.push(error.message);
    }
  }
  if (errors.length > 0) throw new ConfigError(errors.join('\n'));
  const names = new Set<string>();
  for (const s of scenarios) {
    if (names.has(s.name)) throw new ConfigError(`two scenario files define a scenario named ${s.name}`);
    names.add(s.name);
  }
  return scenarios;
}
