import { readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseDocument } from 'yaml';
import { ConfigError } from '../harness/errors.js';
import { MAX_NESTING, tooDeep } from './meaning.js';
import { checkScenario, type Scenario, type ScenarioIssue } from './schema.js';

/** Larger scenario files are refused before parsing. */
const MAX_FILE_BYTES = 16 * 1024 * 1024;

/** Most mistakes listed for one file (then a count of the rest). */
const MAX_LISTED = 20;

function describeIssue(issue: ScenarioIssue): string {
  const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(top level)';
  return `${path}: ${issue.message}${controlsHint(issue)}`;
}

/** A scenario given a profile's `controls:` field: where control parameters go instead, and whose the switch is. */
function controlsHint(issue: ScenarioIssue): string {
  const keys = (issue as { code?: string; keys?: unknown }).code === 'unrecognized_keys' ? (issue as { keys?: unknown }).keys : undefined;
  if (issue.path.length > 0 || !Array.isArray(keys) || !keys.includes('controls')) return '';
  return " (a scenario gives control parameters under harness:, an object per control, e.g. harness: {evidence: {on_stale: feedback}}; turning a control off or on is a profile's: controls: {evidence: off | on | {its parameters}} in a profile file)";
}

/** Validates parsed data as a scenario; errors name the file, each field path and what was expected. */
export function parseScenario(data: unknown, file: string): Scenario {
  // Bounded before anything recurses into it (the schema, the digest of the run header).
  const deep = tooDeep(data);
  if (deep !== null) {
    throw new ConfigError(`${file}: not a valid scenario:\n  ${deep.map(String).join('.') || '(top level)'}: nested deeper than ${MAX_NESTING} levels (the limit for a scenario file)`);
  }
  // Every mistake at once: the shape's, then the checks across fields on the parts that parsed.
  const checked = checkScenario(data);
  if (checked.scenario !== undefined) return checked.scenario;
  const lines = checked.issues.slice(0, MAX_LISTED).map((i) => `  ${describeIssue(i)}`);
  const more = checked.issues.length > MAX_LISTED ? `\n  … and ${checked.issues.length - MAX_LISTED} more` : '';
  throw new ConfigError(`${file}: not a valid scenario:\n${lines.join('\n')}${more}`);
}

/** Loads a scenario from a .json, .yaml/.yml, or .ts/.js module whose default export is a scenario. */
export async function loadScenarioFile(file: string): Promise<Scenario> {
  const ext = extname(file).toLowerCase();
  if (ext === '.ts' || ext === '.js' || ext === '.mjs' || ext === '.mts') {
    let mod: { default?: unknown };
    try {
      const url = pathToFileURL(resolve(file)).href;
      // A TypeScript file through tsx, whether the bench itself runs from its sources or from its JavaScript build.
      mod = (ext === '.ts' || ext === '.mts' ? await (await import('tsx/esm/api')).tsImport(url, import.meta.url) : await import(url)) as { default?: unknown };
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
    data = yamlData(text, file);
  } else {
    throw new ConfigError(`${file}: unknown scenario file type ${JSON.stringify(ext)}; use .json, .yaml, .yml or .ts`);
  }
  return parseScenario(data, file);
}

/** A YAML document's data; every syntax error of the file at once (the first line of each, with its line and column). */
function yamlData(text: string, file: string): unknown {
  const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]!.replace(/:$/, '') : String(error));
  const doc = parseDocument(text, { uniqueKeys: true });
  if (doc.errors.length === 1) throw new ConfigError(`${file}: not valid YAML: ${firstLine(doc.errors[0])}`);
  if (doc.errors.length > 1) throw new ConfigError(`${file}: not valid YAML:\n${doc.errors.map((e) => `  ${firstLine(e)}`).join('\n')}`);
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    throw new ConfigError(`${file}: not valid YAML: ${firstLine(error)}`);
  }
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
