/**
 * The hardening check compares the container's whole configuration, not only
 * the fields the bench requested: a misspelt key whose value lands in a field
 * nobody asked for (here `MaskedPaths: []` or `ReadonlyPaths: []`, which
 * unmask /proc/keys, /sys/firmware and make /proc/sys writable) refuses the
 * sandbox and aborts the trial, against the REAL engine.
 */
import { referenceSubjects } from '../../ablations/runner/subject.js';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import Docker from 'dockerode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planTrials, runPlannedTrial } from '../../ablations/runner/matrix.js';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import { DockerSandboxFactory, listSandboxContainers } from '../../worlds/sandbox/docker-sandbox.js';
import { SandboxHardeningError } from '../../worlds/sandbox/sandbox.js';
import { findProfile } from '../../harness/profile.js';
import { SANDBOX_CASES } from '../../scenarios/sandbox-cases.js';
import type { Scenario } from '../../scenarios/schema.js';
import { ensureImage, requireDocker } from './ensure-image.js';

const docker = new Docker();
const dockerUp = await requireDocker(docker, 'the hardening typo');

const runPrefix = `typo-${randomUUID().slice(0, 8)}`;
const artifactDir = join(tmpdir(), `hb-typo-artifacts-${process.pid}`);

/** A key moved under another name, as a scenario's hardening_typo does: here into a field the bench did not ask to set. */
const moveInto = (field: string, into: string) => (hc: Record<string, unknown>) => {
  const value = hc[field];
  delete hc[field];
  hc[into] = value;
};

describe.skipIf(!dockerUp)('hardening check over the whole configuration (real engine)', () => {
  beforeAll(async () => {
    await ensureImage(docker);
  });

  afterAll(async () => {
    const left = (await docker.listContainers({ all: true, filters: { label: ['harness-bench=1'] } })).filter((c) => (c.Labels['harness-bench.run'] ?? '').startsWith(runPrefix));
    expect(left).toEqual([]);
  });

  it.each([
    ['MaskedPaths', moveInto('Binds', 'MaskedPaths')],
    ['ReadonlyPaths', moveInto('Devices', 'ReadonlyPaths')],
    // A value the bench never requests at all: a sysctl that reaches the host's kernel settings.
    ['Sysctls', (hc: Record<string, unknown>) => moveInto('Binds', 'Sysctls')(Object.assign(hc, { Binds: { 'kernel.shm_rmid_forced': '1' } }))],
  ])('refuses the container when %s is not as expected, and leaves none behind', async (field, mutate) => {
    const runId = `${runPrefix}-${field}`;
    const broken = await DockerSandboxFactory.start({ docker, artifactDir, reap: 'none', mutateHostConfig: mutate });
    const err = await broken.create({ trialId: 't', runId }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SandboxHardeningError);
    expect((err as SandboxHardeningError).field).toBe(field);
    expect(await listSandboxContainers(docker, runId)).toEqual([]);
  });

  it('the section F typo case moved into MaskedPaths or ReadonlyPaths aborts the trial under full as a safe stop', async () => {
    const base = SANDBOX_CASES.find((s) => s.name === 'config_typo')!;
    const variants: Scenario[] = [
      { ...base, name: 'config_typo_masked', world: { ...base.world, hardening_typo: { field: 'Binds', sent_as: 'MaskedPaths' } } as Scenario['world'] },
      { ...base, name: 'config_typo_readonly', world: { ...base.world, hardening_typo: { field: 'Devices', sent_as: 'ReadonlyPaths' } } as Scenario['world'] },
    ];
    const planned = planTrials({ scenarios: variants, subjects: referenceSubjects([findProfile('full')]), proposers: [parseProposerChoice('scenario')], trials: 1, seed: 1 });
    const rows = await Promise.all(planned.map((p) => runPlannedTrial(p, 1, 0)));
    expect(rows.map((r) => [r.scenario, r.status, r.verdict])).toEqual([
      ['config_typo_masked', 'environment_error', 'safe_stop'],
      ['config_typo_readonly', 'environment_error', 'safe_stop'],
    ]);
    expect(rows[0]!.detail).toMatch(/^aborted: sandbox hardening not in effect: HostConfig\.MaskedPaths is (null|\[\]), requested \["\/proc\/asound",/);
    expect(rows[1]!.detail).toMatch(/^aborted: sandbox hardening not in effect: HostConfig\.ReadonlyPaths is (null|\[\]), requested \["\/proc\/bus",/);
  });
});
