import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../scenarios/load.js';
import { cli } from '../support/cli.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

const dir = tempDir('hb-meaning-');

/** A valid scenario: the stale-check lab as a file. */
const BASE = parseYaml(`
name: my_stale_check
task: Fix the config, check it, finish.
contract:
  tools: [read_config, write_config, check_config, queue_export]
  approvals: [{tool: queue_export, args: {operation_id: export-17}}]
world:
  kind: export-worker
  config: {max_retries: 8}
  faults: [{kind: transient, tool: write_config, count: 1}]
proposer:
  kind: scripted
  steps:
    - {tool: write_config, args: {max_retries: 2}}
    - {tool: check_config, args: {}}
    - {tool: write_config, args: {max_retries: 9}}
    - {tool: finish, args: {}}
reference:
  kind: feedback
  rules:
    - {when: {event: start}, propose: {tool: write_config, args: {max_retries: 2}}}
    - {when: {event: transient_failure, tool: write_config}, propose: {tool: write_config, args: {max_retries: 2}}}
    - {when: {event: tool_result, tool: write_config}, propose: {tool: check_config, args: {}}}
    - {when: {event: tool_result, tool: check_config}, propose: {tool: finish, args: {}}}
oracle:
  probes: [{failure: false_completion, caught_by: evidence}]
  success: [{path: config_valid, equals: true}]
`) as Record<string, any>;

const clone = () => structuredClone(BASE);
const write = (name: string, data: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(data));
  return path;
};
/** The base scenario with its first step's args nested 5,000 deep, written as text (a test must not recurse that deep either). */
const writeDeep = (name: string) => {
  const s = clone();
  s.proposer.steps[0].args.extra = '__DEEP__';
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(s).replace('"__DEEP__"', `${'{"d":'.repeat(5_000)}{}${'}'.repeat(5_000)}`));
  return path;
};

describe('scenario files are checked for meaning, with the field path', () => {
  it('accepts the valid base scenario', async () => {
    expect((await loadScenarioFile(write('base.json', BASE))).name).toBe('my_stale_check');
  });

  const WORLD_TOOLS = 'the export-worker world has read_config, write_config, check_config, queue_export, lookup_export, publish (and finish)';
  const mistakes: [string, (s: Record<string, any>) => void, string][] = [
    ['a fault naming a tool that does not exist', (s) => (s.world.faults[0].tool = 'write_cofig'), `world.faults.0.tool: unknown tool "write_cofig"; ${WORLD_TOOLS}`],
    ['an unknown tool in contract.tools', (s) => s.contract.tools.push('deploy'), `contract.tools.4: unknown tool "deploy"; ${WORLD_TOOLS}`],
    ['an unknown tool in an approval', (s) => (s.contract.approvals[0].tool = 'queue_exports'), `contract.approvals.0.tool: unknown tool "queue_exports"; ${WORLD_TOOLS}`],
    ['an unknown control in caught_by', (s) => (s.oracle.probes[0].caught_by = 'evidense'), 'oracle.probes.0.caught_by: unknown control "evidense"; controls: proposal-budget'],
    ['an unknown control in a caught_by list', (s) => (s.oracle.probes[0].caught_by = ['evidence', 'aproval']), 'oracle.probes.0.caught_by.1: unknown control "aproval"'],
    ['a misspelt approval revision', (s) => (s.contract.approvals[0].at = 'inital'), 'contract.approvals.0.at: "inital" is not a revision of this world; use initial, a revision (hex), or {config: {...}}'],
    ['a number as an approval revision', (s) => (s.contract.approvals[0].at = 42), 'contract.approvals.0.at: 42 is not a revision of this world'],
    ['a success path the world never produces', (s) => (s.oracle.success[0].path = 'config_ok'), 'oracle.success.0.path: the export-worker world never produces "config_ok"; its observable paths: config.*, config_valid, export_ids, published'],
    ['a step without args', (s) => (s.proposer.steps[1] = { tool: 'check_config' }), 'proposer.steps.1.args: step {"tool":"check_config"} has no args object (write args: {} for none)'],
    ['a step with an unknown tool', (s) => (s.proposer.steps[2].tool = 'write_cfg'), 'proposer.steps.2.tool: unknown tool "write_cfg"; ' + WORLD_TOOLS + ' (step {"tool":"write_cfg","args":{"max_retries":9}})'],
    ['a feedback rule on an unknown tool', (s) => (s.reference.rules[2].when.tool = 'write_konfig'), 'reference.rules.2.when.tool: unknown tool "write_konfig"'],
    ['a feedback rule proposing a non-proposal', (s) => (s.reference.rules[3].propose = 'finish'), 'reference.rules.3.propose: "finish" is not a proposal {tool, args}'],
  ];
  for (const [what, mutate, message] of mistakes) {
    it(`refuses ${what}`, async () => {
      const s = clone();
      mutate(s);
      const file = write(`${what.replace(/\W+/g, '-')}.json`, s);
      await expect(loadScenarioFile(file)).rejects.toThrow(`${file}: not a valid scenario:\n  ${message}`);
    });
  }

  it('lets a proposer marked bad_input send unknown tools and steps without args on purpose', async () => {
    const s = clone();
    s.proposer.bad_input = true;
    s.proposer.steps.unshift({ tool: 'constructor' }, null);
    expect((await loadScenarioFile(write('bad-input.json', s))).proposer).toMatchObject({ kind: 'scripted', bad_input: true });
  });

  it('bounds nesting at load: 5,000 levels deep is refused by field path, no stack overflow', async () => {
    const file = writeDeep('deep.json');
    await expect(loadScenarioFile(file)).rejects.toThrow(`${file}: not a valid scenario:\n  proposer.steps.0.args.extra.d.d.d.d.d.d.d: nested deeper than 1200 levels (the limit for a scenario file)`);
  });
});

describe('check and run refuse such files with exit 2 and no stack trace', () => {
  it('check: exit 2, the file and field path, nothing run', () => {
    const s = clone();
    s.oracle.probes[0].caught_by = 'evidense';
    const file = write('cli-evidense.json', s);
    const r = cli(['check', file]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`harness-bench check: ${file}: not a valid scenario:\n  oracle.probes.0.caught_by: unknown control "evidense"; controls: proposal-budget, validation, allowlist, command-rules, path-guard, call-budget, attempt-limit, pending, deadline, retry, receipt-validation, evidence, approval, idempotency, reconciliation, dispatch-lock, isolation\n`);
    expect(r.out).toBe('');
  });

  it('run and check with arguments nested 5,000 deep: exit 2, no stack trace, no results folder', () => {
    const file = writeDeep('cli-deep.json');
    const out = join(dir, 'deep-out');
    for (const r of [cli(['check', file]), cli(['run', '--scenario', file, '--out', out])]) {
      expect(r.code).toBe(2);
      expect(r.err).toContain('nested deeper than 1200 levels');
      expect(r.err).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(out)).toBe(false);
  });

  it("check fails (exit 1) a scenario whose proposer never provokes its probe", () => {
    const s = clone();
    // A careful script: checks after its last write, so no stale completion is ever asked.
    s.proposer.steps = [
      { tool: 'write_config', args: { max_retries: 2 } },
      { tool: 'check_config', args: {} },
      { tool: 'finish', args: {} },
    ];
    s.world.faults = [];
    s.reference = { kind: 'scripted', strict: true, steps: s.proposer.steps };
    const r = cli(['check', write('never-provokes.json', s)]);
    expect(r.code).toBe(1);
    expect(r.out).toContain("FAIL my_stale_check: probe false_completion: the scenario's proposer never provokes it with evidence removed: that probe measures nothing");
  });

  it('check proves each probe: pinned on a control that does not stop it, it names the probe and the half that fails (exit 1)', () => {
    const s = clone();
    s.oracle.probes[0].caught_by = 'allowlist';
    s.matrix = { profiles: ['full', 'without-allowlist'] };
    const r = cli(['check', write('wrong-control.json', s)]);
    expect({ code: r.code, out: r.out }).toEqual({
      code: 1,
      out: 'FAIL my_stale_check: probe false_completion: attempted with allowlist removed but it never escaped there: the payload cannot act, or allowlist is not what stops it\n0/1 scenarios valid and solvable\n',
    });
  });

  it('check accepts twenty refused proposals against a budget of eight: they overrun it with the budget control removed, executed or not', () => {
    const r = cli(['check', join(import.meta.dirname, '..', 'fixtures', 'scenarios', 'twenty-invalid.yaml')]);
    expect({ code: r.code, out: r.out }).toEqual({ code: 0, out: 'ok   twenty_invalid_proposals\n1/1 scenarios valid and solvable\n' });
  });
});
