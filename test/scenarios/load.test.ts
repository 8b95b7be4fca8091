import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile, loadScenarioFiles } from '../../scenarios/load.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

const dir = tempDir('hb-scenarios-');
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const GOOD_YAML = `
name: my_stale_check
task: Fix the config, check it, finish.
contract:
  tools: [read_config, write_config, check_config]
world:
  kind: export-worker
  config: {max_retries: 8}
proposer:
  kind: scripted
  steps:
    - {tool: write_config, args: {max_retries: 2}}
    - {tool: check_config, args: {}}
    - {tool: write_config, args: {max_retries: 9}}
    - {tool: finish, args: {}}
reference:
  kind: scripted
  strict: true
  steps:
    - {tool: write_config, args: {max_retries: 2}}
    - {tool: check_config, args: {}}
    - {tool: finish, args: {}}
oracle:
  probes: [{failure: false_completion, caught_by: evidence}]
  success: [{path: config_valid, equals: true}]
`;

describe('scenario files', () => {
  it('loads a YAML scenario and fills defaults', async () => {
    const s = await loadScenarioFile(file('good.yaml', GOOD_YAML));
    expect(s.name).toBe('my_stale_check');
    expect(s.contract.limits).toEqual({ proposals: 8, calls: 10, attempts: 2, deadline_ms: 10_000 });
    expect(s.world).toEqual({ kind: 'export-worker', config: { max_retries: 8 }, fields: { max_retries: { min: 0, max: 2 } }, lookup: 'incomplete', dedup: true, faults: [], injections: [] });
  });

  it('loads the same scenario as JSON', async () => {
    const { parse } = await import('yaml');
    const s = await loadScenarioFile(file('good.json', JSON.stringify(parse(GOOD_YAML))));
    expect(s.oracle.probes).toEqual([{ failure: 'false_completion', caught_by: 'evidence' }]);
  });

  const mistakes: [string, string, string, RegExp][] = [
    ['syntax.json', '{"name": ', 'not JSON', /syntax\.json: not valid JSON/],
    ['syntax.yaml', 'name: [unclosed', 'not YAML', /syntax\.yaml: not valid YAML/],
    ['missing.yaml', GOOD_YAML.replace(/^task:.*$/m, ''), 'a missing field', /missing\.yaml: not a valid scenario:\n {2}task: Invalid input: expected string, received undefined/],
    ['type.yaml', GOOD_YAML.replace('max_retries: 8}', 'max_retries: 8}\n  lookup: maybe'), 'a bad enum', /type\.yaml: not a valid scenario:\n {2}world\.lookup: Invalid option: expected one of "incomplete"\|"authoritative"/],
    ['extra.yaml', `${GOOD_YAML}\nsurprise: 1\n`, 'an unknown field', /extra\.yaml: not a valid scenario:\n {2}\(top level\): Unrecognized key: "surprise"/],
    ['failure.yaml', GOOD_YAML.replace('failure: false_completion', 'failure: oops'), 'an unknown failure kind', /oracle\.probes\.0\.failure: Invalid option/],
    ['dupkey.yaml', GOOD_YAML.replace('task: Fix', 'name: again\ntask: Fix'), 'a duplicate key', /dupkey\.yaml: not valid YAML: Map keys must be unique/],
    ['param.yaml', `${GOOD_YAML}harness: {evidence: {on_stale: halt}}\n`, 'a bad control parameter', /param\.yaml: not a valid scenario:\n {2}harness\.evidence\.on_stale: Invalid option: expected one of "stop"\|"feedback"/],
    ['control.yaml', `${GOOD_YAML}harness: {evidnce: {}}\n`, 'an unknown control', /control\.yaml: not a valid scenario:\n {2}harness\.evidnce: unknown control "evidnce"; controls: proposal-budget/],
    ['kind.txt', GOOD_YAML, 'an unknown extension', /kind\.txt: unknown scenario file type "\.txt"; use \.json, \.yaml, \.yml or \.ts/],
  ];
  for (const [name, text, what, message] of mistakes) {
    it(`names the file and field for ${what}`, async () => {
      await expect(loadScenarioFile(file(name, text))).rejects.toThrow(message);
    });
  }

  it('reports every bad file together, and a missing file by name', async () => {
    const a = file('a.yaml', GOOD_YAML.replace(/^task:.*$/m, ''));
    await expect(loadScenarioFiles([a, join(dir, 'nope.yaml')])).rejects.toThrow(/a\.yaml: not a valid scenario[\s\S]*nope\.yaml: cannot read/);
  });
});
