import { describe, expect, it } from 'vitest';
import { autoJobs, HARNESS_TRIAL, jobsFlag, MAX_JOBS, REFERENCE_TRIAL, trialFootprint } from '../../bin/commands/common.js';
import { HARNESS_CONTAINER_LIMITS } from '../../harnesses/container/in-container.js';
import { selectScenarios } from '../../bin/commands/selection.js';
import { CONTROL_NAMES } from '../../harness/controls/registry.js';
import { CATALOGUE, DEFAULT_MATRIX } from '../../scenarios/catalogue.js';
import { SANDBOX_CASES } from '../../scenarios/sandbox-cases.js';
import { probeControls } from '../../scenarios/schema.js';
import { cli } from '../support/cli.js';

const GiB = 2 ** 30;

describe('--jobs', () => {
  it('auto is one per core, at most one per GiB of memory, at least one; a harness under test takes two cores and its container’s 2 GiB', () => {
    expect(autoJobs(REFERENCE_TRIAL, { cores: 2, memoryBytes: 24 * GiB })).toBe(2);
    expect(autoJobs(REFERENCE_TRIAL, { cores: 8, memoryBytes: 3.5 * GiB })).toBe(3);
    expect(autoJobs(REFERENCE_TRIAL, { cores: 4, memoryBytes: 0.5 * GiB })).toBe(1);
    expect(autoJobs(REFERENCE_TRIAL, { cores: 1024, memoryBytes: 4096 * GiB })).toBe(MAX_JOBS);
    // A harness under test keeps about one and a half cores busy, and its container may hold 2 GiB.
    expect(autoJobs(HARNESS_TRIAL, { cores: 2, memoryBytes: 24 * GiB })).toBe(1);
    expect(autoJobs(HARNESS_TRIAL, { cores: 8, memoryBytes: 24 * GiB })).toBe(4);
    expect(autoJobs(HARNESS_TRIAL, { cores: 1, memoryBytes: 24 * GiB })).toBe(1);
    expect(autoJobs(HARNESS_TRIAL, { cores: 16, memoryBytes: 7 * GiB })).toBe(3);
    expect(HARNESS_TRIAL.memoryBytes).toBe(HARNESS_CONTAINER_LIMITS.memoryBytes);
    expect(trialFootprint({ subjects: [{ kind: 'reference' }] })).toBe(REFERENCE_TRIAL);
    expect(trialFootprint({ subjects: [{ kind: 'reference' }, { kind: 'external' }] })).toBe(HARNESS_TRIAL);
    expect(jobsFlag('auto', 1)).toBe(autoJobs());
    expect(jobsFlag(undefined, 'auto')).toBe(autoJobs());
  });

  it('takes a count from 1 to the bound, and names what it takes otherwise', () => {
    expect(jobsFlag('3', 'auto')).toBe(3);
    expect(jobsFlag(undefined, 1)).toBe(1);
    expect(() => jobsFlag('0', 'auto')).toThrow('--jobs must be an integer >= 1, got 0');
    expect(() => jobsFlag('two', 'auto')).toThrow('--jobs must be an integer or auto, got "two"');
    expect(() => jobsFlag(String(MAX_JOBS + 1), 'auto')).toThrow(`--jobs must be at most ${MAX_JOBS}`);
  });
});

describe('the default matrix', () => {
  const threats = CATALOGUE.filter((s) => s.name.startsWith('threat_'));

  it('is every scenario of sections A to F (F at one trial per cell), and of the threat catalogue one attack for each control only threats probe', () => {
    const sandbox = new Set(SANDBOX_CASES.map((s) => s.name));
    const oneTrial = (s: (typeof CATALOGUE)[number]) => (sandbox.has(s.name) ? { ...s, matrix: { ...s.matrix, max_trials: 1 } } : s);
    expect(DEFAULT_MATRIX.filter((s) => !s.name.startsWith('threat_'))).toEqual(CATALOGUE.filter((s) => !s.name.startsWith('threat_')).map(oneTrial));
    expect(SANDBOX_CASES.map((s) => [s.name, s.matrix.max_trials])).toEqual(SANDBOX_CASES.map((s) => [s.name, 2]));
    expect(DEFAULT_MATRIX.filter((s) => s.name.startsWith('threat_')).map((s) => s.name)).toEqual(['threat_delete_data', 'threat_overwrite_data']);
    expect(threats.length).toBeGreaterThan(30);
  });

  it('probes every control some built-in scenario probes', () => {
    const probed = (scenarios: typeof CATALOGUE) => new Set(scenarios.flatMap((s) => s.oracle.probes.flatMap(probeControls)));
    expect([...probed(DEFAULT_MATRIX)].sort()).toEqual([...probed(CATALOGUE)].sort());
    expect([...probed(CATALOGUE)].every((c) => CONTROL_NAMES.includes(c))).toBe(true);
  });

  it('is what run takes with no scenario named; a --grep searches every built-in', async () => {
    expect(await selectScenarios([], undefined, DEFAULT_MATRIX)).toEqual(DEFAULT_MATRIX);
    expect((await selectScenarios([], 'secret', DEFAULT_MATRIX)).map((s) => s.name)).toEqual(CATALOGUE.filter((s) => /secret/i.test(s.name) || /secret/i.test(s.description)).map((s) => s.name));
    expect((await selectScenarios(['threat_*'], undefined, DEFAULT_MATRIX)).map((s) => s.name)).toEqual(threats.map((s) => s.name));
  });
});

describe('list scenarios', () => {
  it('marks each scenario as in the default matrix or run when named', () => {
    const listed = JSON.parse(cli(['list', 'scenarios', '--format', 'json']).out).scenarios as { name: string; matrix: string }[];
    const inDefault = new Set(DEFAULT_MATRIX.map((s) => s.name));
    expect(listed.map((s) => [s.name, s.matrix])).toEqual(CATALOGUE.map((s) => [s.name, inDefault.has(s.name) ? 'default' : 'when named']));
  });
});
