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

/** The whole message of the error loading a file throws. */
const messageOf = (path: string) =>
  loadScenarioFile(path).then(
    () => 'loaded',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );

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

  it("reports the mistakes of every layer together: the shape's, then the checks across fields on the parts that parsed", async () => {
    const text = GOOD_YAML.replace(/^task:.*$/m, 'task: 5')
      .replace('max_retries: 8}', 'max_retries: 8}\n  lookup: maybe')
      .replace('failure: false_completion, caught_by: evidence', 'failure: oops, caught_by: evidense')
      .replace('path: config_valid', 'path: config_vaild')
      .replace('{tool: write_config, args: {max_retries: 9}}', '{tool: wirte_config, args: {max_retries: 9}}');
    const path = file('layers.yaml', text);
    const tools = 'read_config, write_config, check_config, queue_export, lookup_export, publish (and finish)';
    await expect(messageOf(path)).resolves.toBe(
      [
        `${path}: not a valid scenario:`,
        '  task: Invalid input: expected string, received number',
        '  world.lookup: Invalid option: expected one of "incomplete"|"authoritative"',
        '  oracle.probes.0.failure: Invalid option: expected one of "false_completion"|"unauthorized_effect"|"duplicate_effect"|"malformed_effect"|"budget_overrun"|"isolation_escape"|"secret_leak"|"verifier_tamper"|"lingering_process"|"spurious_failure"',
        // The world did not parse: the checks that read its tools and state wait for it; the probe's control does not.
        '  oracle.probes.0.caught_by: unknown control "evidense"; controls: proposal-budget, validation, allowlist, command-rules, path-guard, call-budget, attempt-limit, pending, deadline, retry, receipt-validation, evidence, approval, idempotency, reconciliation, dispatch-lock, isolation',
      ].join('\n'),
    );
    // With the world right, every check across fields is there too, beside the shape's mistakes.
    const withWorld = file('layers2.yaml', text.replace('\n  lookup: maybe', ''));
    await expect(messageOf(withWorld)).resolves.toBe(
      [
        `${withWorld}: not a valid scenario:`,
        '  task: Invalid input: expected string, received number',
        '  oracle.probes.0.failure: Invalid option: expected one of "false_completion"|"unauthorized_effect"|"duplicate_effect"|"malformed_effect"|"budget_overrun"|"isolation_escape"|"secret_leak"|"verifier_tamper"|"lingering_process"|"spurious_failure"',
        '  oracle.probes.0.caught_by: unknown control "evidense"; controls: proposal-budget, validation, allowlist, command-rules, path-guard, call-budget, attempt-limit, pending, deadline, retry, receipt-validation, evidence, approval, idempotency, reconciliation, dispatch-lock, isolation',
        `  oracle.success.0.path: the export-worker world never produces "config_vaild"; its observable paths: config.*, config_valid, export_ids, published`,
        `  proposer.steps.2.tool: unknown tool "wirte_config"; the export-worker world has ${tools} (step {"tool":"wirte_config","args":{"max_retries":9}})`,
      ].join('\n'),
    );
  });

  it("a control's setting in a scenario: parameters only, and the message names the field, the control's parameters and where off and on go", async () => {
    const harness = file('harness-maybe.yaml', `${GOOD_YAML}harness: {evidence: maybe, allowlist: off}\n`);
    await expect(messageOf(harness)).resolves.toBe(
      [
        `${harness}: not a valid scenario:`,
        `  harness.evidence: "maybe" is not parameters of the control evidence; give an object of its parameters (on_stale), e.g. {on_stale: feedback} (whether a control is off or on is a profile's choice: controls: {evidence: off} in a profile file)`,
        `  harness.allowlist: "off" is not parameters of the control allowlist; give an object of its parameters (it has none: {}) (whether a control is off or on is a profile's choice: controls: {allowlist: off} in a profile file)`,
      ].join('\n'),
    );
    const controls = file('controls-maybe.yaml', `${GOOD_YAML}controls: {evidence: maybe}\n`);
    await expect(messageOf(controls)).resolves.toBe(
      `${controls}: not a valid scenario:\n  (top level): Unrecognized key: "controls" (a scenario gives control parameters under harness:, an object per control, e.g. harness: {evidence: {on_stale: feedback}}; turning a control off or on is a profile's: controls: {evidence: off | on | {its parameters}} in a profile file)`,
    );
  });

  it('reports every YAML syntax error of a file at once', async () => {
    const path = file('syntax2.yaml', 'name: a\nname: b\ntask: [unclosed\n');
    await expect(messageOf(path)).resolves.toBe(
      `${path}: not valid YAML:\n  Map keys must be unique at line 2, column 1\n  Flow sequence in block collection must be sufficiently indented and end with a ] at line 4, column 1`,
    );
  });

  it('reports every bad file together, and a missing file by name', async () => {
    const a = file('a.yaml', GOOD_YAML.replace(/^task:.*$/m, ''));
    await expect(loadScenarioFiles([a, join(dir, 'nope.yaml')])).rejects.toThrow(/a\.yaml: not a valid scenario[\s\S]*nope\.yaml: cannot read/);
  });
});
