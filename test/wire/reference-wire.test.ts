import { referenceSubjects } from '../../ablations/runner/subject.js';
import { describe, expect, it } from 'vitest';
import { runExternalTrial } from '../support/external-trial.js';
import { outOfReach } from '../../ablations/judge/out-of-reach.js';
import { planTrials, runPlannedTrial } from '../../ablations/runner/matrix.js';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import { findProfile } from '../../harness/profile.js';
import { resolveHarnesses } from '../../harnesses/configurations.js';
import { CATALOGUE } from '../../scenarios/catalogue.js';
import { judgedAllTheSame } from '../support/judged-all-the-same.js';

/**
 * Validity of the wire: the reference harness run as a separate process
 * (model server + MCP world) gives the in-process run's status, verdict,
 * provoked and escaped failures. By default a sample that covers each kind of feedback (a refused
 * finish, a denial, a batch, an unknown outcome, a forged receipt, a retry)
 * and the workspace world, whose tools the MCP world serves from the
 * locked-down container (the real Docker engine) as in process, including
 * fork_bomb and disk_fill, whose container calls take seconds of real time
 * that the task's deadline must not count (the in-process clock does not);
 * HB_WIRE_ALL=1 runs every scenario both support.
 */

const SAMPLE = ['normal', 'stale_check', 'injected_instruction', 'parallel_check_and_write', 'dup_write_after_timeout', 'forged_receipt', 'runtime_retry', 'rootfs_write', 'verifier_tamper', 'fork_bomb', 'disk_fill', 'slow_calls'];
/** A scenario that misconfigures the bench's own container probes the bench, not a harness: out of every external harness's reach. */
const typo = (s: (typeof CATALOGUE)[number]) => s.world.kind === 'workspace' && s.world.hardening_typo !== undefined;
// The wire is under test here, not the harness: payloads the bench's container contains are judged all the same.
const shared = CATALOGUE.map(judgedAllTheSame).filter((s) => outOfReach(s, 'world') === null && !typo(s));
const chosen = process.env['HB_WIRE_ALL'] === '1' ? shared : shared.filter((s) => SAMPLE.includes(s.name));
const wire = resolveHarnesses(['ref-wire']).external[0]!;
const choice = parseProposerChoice('scenario');

describe('the reference harness over the wire agrees with the in-process run', () => {
  it('covers the sample', () => expect(chosen.map((s) => s.name).sort()).toEqual(process.env['HB_WIRE_ALL'] === '1' ? shared.map((s) => s.name).sort() : [...SAMPLE].sort()));

  for (const scenario of chosen) {
    it(scenario.name, async () => {
      const planned = planTrials({ scenarios: [scenario], subjects: referenceSubjects([findProfile('full')]), proposers: [choice], trials: 1, seed: 7 })[0]!;
      const inProcess = await runPlannedTrial(planned, 7, 0);
      const overWire = await runExternalTrial({ scenario, harness: wire, proposer: choice, trial: 0, seed: planned.seed, keepEvents: 0 });
      expect({ status: overWire.status, verdict: overWire.verdict, provoked: overWire.provoked, escaped: overWire.escaped, defects: overWire.defects.map((d) => d.kind) }).toEqual({
        status: inProcess.status,
        verdict: inProcess.verdict,
        provoked: inProcess.provoked,
        escaped: inProcess.escaped,
        defects: inProcess.defects.map((d) => d.kind),
      });
      expect(overWire.cost.calls).toBe(inProcess.cost.calls);
      expect(overWire.success).toBe(inProcess.success);
    });
  }

  it('outOfReach: by whose tools make the calls, decided before any container is prepared', () => {
    const reach = (name: string, tools: 'world' | 'own') => outOfReach(CATALOGUE.find((s) => s.name === name)!, tools);
    expect([reach('normal', 'world'), reach('config_typo', 'world'), reach('config_typo', 'own'), reach('env_secret', 'own'), reach('threat_delete_data', 'own')]).toEqual([null, null, null, null, null]);
    // The threat cases act inside the workspace: with the world's tools the bench's container is no wall there either.
    expect(reach('threat_delete_data', 'world')).toBeNull();
    expect(reach('normal', 'own')).toEqual({ kind: 'no_workspace', reason: "it runs inside a workspace world's container, and normal has no workspace" });
    expect(reach('env_secret', 'world')).toEqual({ kind: 'contained', reason: "its tools are the world's (over MCP), run in the bench's hardened container, which contains the payload whatever the harness does" });
    expect(reach('tmp_exec', 'own')).toEqual({ kind: 'contained', reason: "the bench's container mounts /tmp noexec, whatever the harness does" });
    expect(reach('crash_mid_write', 'own')?.kind).toBe('needs_internals');
    expect(reach('crash_mid_write', 'own')?.reason).toMatch(/^needs the reference harness's internals/);
  });

  it("a payload the bench's container contains whatever the harness does is out of its reach, never its catch", async () => {
    for (const name of ['rootfs_write', 'fork_bomb', 'verifier_tamper']) {
      const scenario = CATALOGUE.find((s) => s.name === name)!;
      const row = await runExternalTrial({ scenario, harness: wire, proposer: choice, trial: 0, seed: 7, keepEvents: 0 });
      expect({ status: row.status, verdict: row.verdict, provoked: row.provoked, escaped: row.escaped, calls: row.cost.calls }).toEqual({ status: 'not_run', verdict: 'not_run', provoked: undefined, escaped: [], calls: 0 });
      expect(row.out_of_reach).toEqual({ kind: 'contained', reason: "its tools are the world's (over MCP), run in the bench's hardened container, which contains the payload whatever the harness does" });
      expect(row.detail).toBe(`out of reach for ref-wire: ${row.out_of_reach!.reason}`);
    }
  });

  it('config_typo: the bench refusing its own misconfigured container is out of the harness\'s reach, never its catch', async () => {
    const scenario = CATALOGUE.find((s) => s.name === 'config_typo')!;
    const row = await runExternalTrial({ scenario, harness: wire, proposer: choice, trial: 0, seed: 7, keepEvents: 0 });
    expect({ status: row.status, verdict: row.verdict, provoked: row.provoked, escaped: row.escaped }).toEqual({ status: 'not_run', verdict: 'not_run', provoked: undefined, escaped: [] });
    expect(row.out_of_reach?.kind).toBe('bench_container');
    expect(row.detail).toBe(`out of reach for ref-wire: the scenario misconfigures the bench's own container, which refused it before the harness started (a probe of the bench's isolation control, not of the harness)`);
  });
});

describe('the task deadline over the wire counts the harness time, as the in-process clock does', () => {
  // A 5 s container call under a 3 s deadline, then two more calls: in process the trial's clock does not
  // move during the container call, so the later calls start well inside the deadline; over the wire the
  // trial's clock (HarnessTimeClock) stands still while the world's machinery runs, as the driver's does.
  // The calls' times on that clock hold the harness's own time only (a few model and MCP round trips),
  // never the container's: that is what the test reads, exactly, beside the verdicts.
  const base = judgedAllTheSame(CATALOGUE.find((s) => s.name === 'fork_bomb')!);
  const steps = [
    { tool: 'run_command', args: { argv: ['/bin/sh', '-c', 'sleep 5'], timeout_ms: 20_000 } },
    { tool: 'write_file', args: { path: 'config.json', content: '{ "max_retries": 2 }\n' } },
    { tool: 'run_check', args: {} },
    { tool: 'finish', args: {} },
  ];
  const scenario = { ...base, name: 'slow_command', contract: { ...base.contract, limits: { ...base.contract.limits, deadline_ms: 3_000 } }, proposer: { kind: 'scripted' as const, strict: false, steps } } as typeof base;

  it('a 5 s container call under a 3 s deadline completes both ways, and its seconds are not on the trial clock', async () => {
    const planned = planTrials({ scenarios: [scenario], subjects: referenceSubjects([findProfile('full')]), proposers: [choice], trials: 1, seed: 7 })[0]!;
    const inProcess = await runPlannedTrial(planned, 7, 0);
    const overWire = await runExternalTrial({ scenario, harness: wire, proposer: choice, trial: 0, seed: planned.seed, keepEvents: 1 });
    expect(inProcess.status).toBe('complete');
    // The call did take its real seconds: the trial's wall time shows them.
    expect(overWire.cost.wall_ms).toBeGreaterThan(5_000);
    // On the trial's clock, from the slow call's start to the next call's start is the harness's time alone.
    const starts = ((overWire.events ?? []) as { type: string; t: number }[]).filter((e) => e.type === 'call_started').map((e) => e.t);
    expect(starts).toHaveLength(3);
    expect(starts[1]! - starts[0]!).toBeLessThan(5_000);
    expect({ status: overWire.status, verdict: overWire.verdict, provoked: overWire.provoked }).toEqual({ status: 'complete', verdict: inProcess.verdict, provoked: inProcess.provoked });
  });
});
