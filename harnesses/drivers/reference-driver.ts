/**
 * The bench's own reference harness as a separate process, over the wire:
 * the same loop, gateway and controls as in process, with a proposer that
 * asks the model server (Chat Completions) and an executor that reaches the
 * world only through MCP. Run by the bench with `node --import tsx`.
 * Environment: HB_CELL_FILE (the cell: contract, grants, world kind, profile),
 * HB_MODEL_URL, HB_MCP_URL, HB_REVISION_URL. The last stdout line is
 * {"outcome":"status","status":<the loop's stop reason>,"detail":...,"events":[its own refusals]}.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { systemClock } from '../../harness/clock.js';
import { createControls, parseControlParams } from '../../harness/controls/registry.js';
import { runHarness } from '../../harness/loop.js';
import { Random } from '../../harness/random.js';
import type { ApprovalGrant, Contract } from '../../harness/state.js';
import { worldTools } from '../../worlds/index.js';
import { harnessTimeClock, McpExecutor } from '../../worlds/mcp/mcp-executor.js';
import { WireProposer } from '../../models/server/wire-proposer.js';

type Fixture = Parameters<typeof worldTools>[0];

function need(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`${name} is not set`);
  return value;
}

function loopback(name: string): string {
  const value = need(name);
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(value)) throw new Error(`${name} must be a 127.0.0.1 URL, got ${value}`);
  return value;
}

/**
 * The harness's own refusals and pending marks: decisions inside the harness
 * that never reach the world, so the bench cannot read them from the MCP
 * world's log. Each goes with the number of proposals received before it,
 * which places it among the proposals the bench reads from the model's log.
 */
const OWN_EVENTS: ReadonlySet<string> = new Set(['receipt_rejected', 'effect_pending', 'tool_denied', 'tool_unknown', 'input_invalid', 'completion_refused']);

function ownEvents(events: readonly { type: string }[]): { after: number; event: Record<string, unknown> }[] {
  let proposals = 0;
  const out: { after: number; event: Record<string, unknown> }[] = [];
  for (const e of events) {
    if (e.type === 'proposal_received') proposals++;
    else if (OWN_EVENTS.has(e.type)) {
      const { run_id: _r, seq: _s, t: _t, ...body } = e as Record<string, unknown>;
      out.push({ after: proposals, event: body });
    }
  }
  return out;
}

async function main(): Promise<{ outcome: 'status'; status: string; detail: string; events: { after: number; event: Record<string, unknown> }[] }> {
  const cell = JSON.parse(readFileSync(need('HB_CELL_FILE'), 'utf8')) as {
    runId: string;
    seed: number;
    task: string;
    tools: string[];
    limits: Contract['limits'];
    approvals: [string, ApprovalGrant][];
    world: Fixture;
    profile: { name: string; controls: Record<string, Record<string, unknown>>; audit: boolean } | null;
    controlParams: Record<string, Record<string, unknown>>;
  };
  if (cell.profile === null) throw new Error('the cell names no reference profile');
  const registry = worldTools(cell.world);
  const executor = await McpExecutor.connect(loopback('HB_MCP_URL'), loopback('HB_REVISION_URL'), registry);
  try {
    const tools = registry.list().map((t) => {
      const { $schema: _s, ...parameters } = z.toJSONSchema(t.args, { unrepresentable: 'any' }) as Record<string, unknown>;
      return { name: t.name, description: t.description, parameters };
    });
    const params: Record<string, unknown> = {};
    // The scenario's parameters apply to the controls the profile enables, as in process.
    for (const [name, raw] of Object.entries(cell.profile.controls)) params[name] = parseControlParams(name, { ...raw, ...(cell.controlParams[name] ?? {}) });
    const result = await runHarness({
      runId: cell.runId,
      profileName: cell.profile.name,
      contract: { task: cell.task, tools: cell.tools, limits: cell.limits, approvals: new Map(cell.approvals) },
      controls: createControls(params),
      executor,
      proposer: new WireProposer(loopback('HB_MODEL_URL'), tools),
      // Its deadline counts the harness's time, not the world's tool execution (as in process): see harnessTimeClock.
      clock: harnessTimeClock(executor, systemClock),
      random: new Random(cell.seed),
      audit: cell.profile.audit,
    });
    return { outcome: 'status', status: result.status, detail: result.detail, events: ownEvents(result.events) };
  } finally {
    await executor.close();
  }
}

main().then(
  (outcome) => {
    process.stdout.write(`${JSON.stringify(outcome)}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    process.stdout.write(`${JSON.stringify({ outcome: 'error', detail: `reference driver failed: ${error instanceof Error ? error.message : String(error)}` })}\n`);
    process.exit(1);
  },
);
