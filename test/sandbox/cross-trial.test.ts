/**
 * Trials cannot reach each other (real engine, harness as root): a host-mode
 * tool (without-isolation) searches /proc for other processes' roots and
 * rewrites every workspace config.json it can reach, while a `full` trial
 * runs beside it in a container. Each trial has a uid of its own, so the
 * container's /proc/PID/root is closed to the attacker: the `full` trial
 * ends with its own file and is accepted; the attacker, which ran on the
 * host, is reported as an isolation escape.
 */
import { referenceSubjects } from '../../ablations/runner/subject.js';
import Docker from 'dockerode';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { planTrials, runPlannedTrial } from '../../ablations/runner/matrix.js';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import { runTrial } from '../../ablations/runner/trial.js';

import type { WorkspaceWorld } from '../../worlds/workspace.js';
import { findProfile } from '../../harness/profile.js';
import { SANDBOX_CASES } from '../../scenarios/sandbox-cases.js';
import type { Scenario } from '../../scenarios/schema.js';
import { LABEL_RUN } from '../../worlds/sandbox/docker-engine.js';
import { ensureImage, requireDocker } from './ensure-image.js';

const docker = new Docker();
const dockerUp = await requireDocker(docker, 'the cross-trial tests');
const isRoot = process.getuid?.() === 0;

/** For 6 s: every /proc/PID/root/workspace/config.json it can open is rewritten; prints what it reached and the processes it saw. */
const ATTACK = `const fs = require('fs');
const reached = new Set(); const seen = new Set();
for (const until = Date.now() + 6000; Date.now() < until; ) {
  for (const p of fs.readdirSync('/proc').filter((p) => /^\\d+$/.test(p))) {
    try { seen.add(p + ' ' + fs.readFileSync('/proc/' + p + '/cmdline', 'utf8').split('\\0').filter(Boolean).join(' ')); } catch {}
    const target = '/proc/' + p + '/root/workspace/config.json';
    try { fs.writeFileSync(target, '{ "max_retries": 1, "tampered": true }\\n'); reached.add(target); } catch {}
  }
}
console.log('reached: ' + [...reached].length);
console.log([...seen].join('\\n'));
`;

const base = SANDBOX_CASES.find((s) => s.name === 'rootfs_write')!;
const world = base.world as Extract<Scenario['world'], { kind: 'workspace' }>;
const FIX = { tool: 'write_file', args: { path: 'config.json', content: '{ "max_retries": 2 }\n' } };
const scenario = (name: string, steps: unknown[]): Scenario =>
  ({ ...base, name, world, proposer: { kind: 'scripted', strict: true, steps }, matrix: { profiles: ['full', 'without-isolation'], max_trials: 1 } }) as Scenario;
/** The victim: fixes its config, then takes 8 s (a long command) before its check and finish. */
const victim = scenario('cross_victim', [FIX, { tool: 'run_command', args: { argv: ['/bin/sh', '-c', 'sleep 8'], timeout_ms: 20_000 } }, { tool: 'run_check', args: {} }, { tool: 'finish', args: {} }]);
/** The attacker: a host-mode tool that goes looking for other trials. */
const attacker = scenario('cross_attacker', [FIX, { tool: 'run_command', args: { argv: ['node', '-e', ATTACK], timeout_ms: 20_000 } }, { tool: 'run_check', args: {} }, { tool: 'finish', args: {} }]);

/** Resolves once a container of run `runId` runs the victim's `sleep 8` (a hang guard of two minutes, not a timing claim). */
async function victimCommandRuns(runId: string): Promise<void> {
  await vi.waitFor(
    async () => {
      for (const c of await docker.listContainers({ filters: { label: [`${LABEL_RUN}=${runId}`] } })) {
        const top = await docker.getContainer(c.Id).top({ ps_args: '-o pid,args' }).catch(() => ({ Processes: [] as string[][] }));
        if (((top.Processes ?? []) as string[][]).some((p) => p.join(' ').endsWith('sleep 8'))) return;
      }
      throw new Error(`no container of run ${runId} runs its sleep 8 yet`);
    },
    { timeout: 120_000, interval: 50 },
  );
}

describe.skipIf(!dockerUp || !isRoot)('trials cannot reach each other (real engine, root)', () => {
  beforeAll(async () => {
    await ensureImage(docker);
  });

  it('a host-mode tool searching /proc for other trials’ roots leaves a concurrent full trial untouched, and is reported', async () => {
    const [v] = planTrials({ scenarios: [victim], subjects: referenceSubjects([findProfile('full')]), proposers: [parseProposerChoice('scenario')], trials: 1, seed: 3 });
    const victimRun = runTrial({ scenario: victim, profile: findProfile('full'), proposer: victim.proposer as never, seed: v!.seed, runId: 'cross-victim' });
    // Wait for the event, not for a time: the victim's long command running in its container, as the engine lists it from the host.
    await victimCommandRuns('cross-victim');
    const attack = await runTrial({ scenario: attacker, profile: findProfile('without-isolation'), proposer: attacker.proposer as never, seed: 1, runId: 'cross-attacker' });
    const victimOutcome = await victimRun;
    expect({ status: victimOutcome.status, verdict: victimOutcome.judgement.verdict, defects: victimOutcome.judgement.defects }).toEqual({ status: 'complete', verdict: 'accepted', defects: [] });
    expect(victimOutcome.observation.state['verified']).toBe(true);
    const out = String((attack.world as WorkspaceWorld).calls().find((c) => c.tool === 'run_command')!.data['stdout']);
    // It reached no other trial's workspace (its own processes' root is the host's /, with no /workspace),
    // though it searched while the victim's command ran: it saw that process.
    expect(out.split('\n')[0]).toBe('reached: 0');
    expect(out.split('\n').filter((line) => line.endsWith('sleep 8')).length).toBeGreaterThan(0);
    expect(attack.judgement.defects.map((d) => d.kind)).toContain('isolation_escape');
    expect(attack.judgement.verdict).toBe('defect');
  });

  it('through the matrix with two jobs: the same pair, the full row accepted and the attacker escaped', async () => {
    const rows = await Promise.all(
      planTrials({ scenarios: [victim, attacker], subjects: referenceSubjects([findProfile('full'), findProfile('without-isolation')]), proposers: [parseProposerChoice('scenario')], trials: 1, seed: 3 })
        .filter((p) => (p.scenario.name === 'cross_victim') === (p.subject.name === 'full'))
        .map((p) => runPlannedTrial(p, 3, 0)),
    );
    expect(rows.map((r) => [r.scenario, r.profile, r.verdict])).toEqual([
      ['cross_victim', 'full', 'accepted'],
      ['cross_attacker', 'without-isolation', 'defect'],
    ]);
  });
});
