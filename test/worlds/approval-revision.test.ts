/**
 * An approval is judged at the revision the world is in when it is asked, against the REAL engine:
 * a harness's own tool changes the workspace inside the container, where the world does not see it,
 * and the grant for the next call names the workspace after that change. The world reads the
 * workspace again before it decides, so the grant covers the call, once.
 *
 * No Docker engine: in CI (env CI set) this file fails; elsewhere it fails too unless
 * HB_ALLOW_NO_DOCKER=1, which skips it.
 */
import Docker from 'dockerode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualClock } from '../../harness/clock.js';
import { approvalKey } from '../../harness/controls/approval.js';
import { SANDBOX_CASES } from '../../scenarios/sandbox-cases.js';
import type { Scenario } from '../../scenarios/schema.js';
import { McpWorld } from '../../worlds/mcp/mcp-world.js';
import { WorkspaceWorld } from '../../worlds/workspace.js';
import { ensureImage, requireDocker } from '../sandbox/ensure-image.js';

const docker = new Docker();
const dockerUp = await requireDocker(docker, 'the approval revision');

const fixture = SANDBOX_CASES.find((s) => s.name === 'rootfs_write')!.world as Extract<Scenario['world'], { kind: 'workspace' }>;
const FIXED = '{ "max_retries": 2 }\n';
const CHECK = { argv: ['node', 'check.js'] };

describe.skipIf(!dockerUp)('an approval at the revision the world is in now (real engine)', () => {
  let world: WorkspaceWorld;
  let mcp: McpWorld;

  beforeAll(async () => {
    await ensureImage(docker);
    world = await WorkspaceWorld.create(fixture, new VirtualClock(), { isolation: true, runId: `approval-revision-${process.pid}`, trialId: 't0' });
    const grants = new Map([[approvalKey('run_command', CHECK, world.revisionAt({ files: { 'config.json': FIXED } })), 1]]);
    mcp = await McpWorld.start({ world, grants });
  });

  afterAll(async () => {
    await mcp?.close();
    await world?.close();
  });

  const ask = async () => ((await (await fetch(mcp.approvalUrl, { method: 'POST', body: JSON.stringify({ tool: 'run_command', args: CHECK }) })).json()) as { decision: string }).decision;

  it('refuses before the change the grant names, covers the call once after it, though no call of the world saw the change', async () => {
    const initial = world.revision();
    expect(await ask()).toBe('deny');
    // The harness's own tool, as Codex's shell writes a file: inside the container, past the world.
    const wrote = await world.sandbox.exec(['/bin/sh', '-c', `printf '%s' '${FIXED}' > config.json`], { timeoutMs: 10_000 });
    expect(wrote).toMatchObject({ outcome: 'exited', exitCode: 0 });
    expect(world.revision()).toBe(initial);
    expect(await ask()).toBe('allow');
    expect(world.revision()).toBe(world.revisionAt({ files: { 'config.json': FIXED } }));
    expect(await ask()).toBe('deny');
    expect(mcp.log.filter((r) => r.kind === 'approval').map((r) => (r as { decision: string }).decision)).toEqual(['deny', 'allow', 'deny']);
  });
});
