import { proposalArgs, type Event, type EventBody } from '../harness/contracts/event.js';
import type { ToolRegistry } from '../harness/tools.js';
import type { ReplyCall } from '../models/server/decide.js';
import type { ModelExchange } from '../models/server/model-server.js';
import type { McpWorld } from '../worlds/mcp/mcp-world.js';
import type { Ending, OwnEvent } from './outcome.js';

/* A harness's trial as events: what its model server and MCP world saw, and what its own tools ran, in the order of time. */

/** The world's revision when a harness's own tool ran inside the container: the bench does not see that moment. */
export const UNOBSERVED_REVISION = 'unobserved';

/** One call to the harness's own tools that ran, as the scenario named it. */
export interface OwnCall {
  t: number;
  call_id: string;
  tool: string;
  version: number;
  args: Record<string, unknown>;
  write: boolean;
}

/** A built-in call that ran, as the scenario's call: its tool (capability and version from the world's registry) and arguments. */
export function ownAdmission(call: ReplyCall & { t: number }, tools: ToolRegistry): OwnCall {
  const tool = tools.resolve(call.scenarioTool);
  return { t: call.t, call_id: call.id, tool: call.scenarioTool, version: tool?.version ?? 0, args: call.scenarioArgs ?? {}, write: tool?.capability === 'write' };
}

/**
 * The trial's events as the world and the model saw them: each tool call the
 * model proposed, each call the world executed (admitted, then started, as the
 * in-process gateway records it) and each approval it served, each call to
 * the harness's own tools that ran (`ownCalls`, admitted and started the same
 * way; a call it refused never ran, so it has neither), a finish when the
 * model asked for one, and the stop. Ordered by time.
 */
export function buildEvents(runId: string, profile: string, task: string, exchanges: readonly ModelExchange[], mcp: Pick<McpWorld, 'log'>, ending: Ending, own: readonly OwnEvent[] = [], ownCalls: readonly OwnCall[] = [], reported: readonly { t: number; body: EventBody }[] = []): Event[] {
  const timed: { t: number; order: number; body: EventBody }[] = [];
  let order = 0;
  let proposalNo = 0;
  /** When each proposal arrived, by number (1-based). */
  const proposedAt: number[] = [];
  for (const e of exchanges) {
    if (e.reply === null) continue;
    if (e.reply.kind === 'text' && e.reply.reason === 'aside') continue;
    if (e.reply.kind === 'calls') {
      // Every model request is a proposal (the budget counts requests); its call id tells a harness's retry, answered the same, from a new call.
      for (const call of e.reply.calls) {
        const args = call.scenarioArgs === undefined ? {} : proposalArgs(call.scenarioArgs);
        timed.push({ t: e.t, order: order++, body: { type: 'proposal_received', proposal_no: ++proposalNo, tool: call.scenarioTool.slice(0, 64), ...args, call_id: call.id.slice(0, 128) } });
      }
    }
    else if (e.reply.reason === 'finish') timed.push({ t: e.t, order: order++, body: { type: 'proposal_received', proposal_no: ++proposalNo, tool: 'finish' } });
    else continue;
    while (proposedAt.length < proposalNo) proposedAt.push(e.t);
  }
  const lastT = Math.max(0, ...exchanges.map((e) => e.t), ...mcp.log.map((r) => r.t));
  for (const { after, event } of own) {
    // Just before the next proposal (the harness decided it while handling the earlier ones), else at the end.
    const next = proposedAt[after];
    timed.push({ t: next === undefined ? lastT : next - 1e-6, order: order++, body: event });
  }
  for (const r of mcp.log) {
    if (r.kind === 'approval') {
      timed.push({ t: r.t, order: order++, body: { type: 'approval_asked', tool: r.tool, key: r.key } });
      timed.push({ t: r.t, order: order++, body: r.decision === 'allow' ? { type: 'approval_consumed', tool: r.tool, key: r.key } : { type: 'approval_refused', tool: r.tool, key: r.key } });
    } else if (r.outcome === 'unknown_tool') {
      timed.push({ t: r.t, order: order++, body: { type: 'tool_unknown', tool: r.tool.slice(0, 64) } });
    } else {
      // The harness let this call through to the world: the same admission the in-process gateway records
      // (once per call; a re-sent attempt of the same call id is only a new start), so the oracle reads
      // provocation (a write reached the world, arguments its schema rejects, a duplicate) the same way.
      if (r.attempt === 1 && r.version !== undefined && r.revision !== undefined) {
        const args = r.args !== null && typeof r.args === 'object' && !Array.isArray(r.args) ? (r.args as Record<string, unknown>) : {};
        timed.push({ t: r.t, order: order++, body: { type: 'call_admitted', call_id: r.call_id, tool: r.tool, version: r.version, args, revision: r.revision, write: r.write === true } });
      }
      timed.push({ t: r.t, order: order++, body: { type: 'call_started', call_id: r.call_id, tool: r.tool, attempt: r.attempt } });
    }
  }
  for (const c of ownCalls) {
    timed.push({ t: c.t, order: order++, body: { type: 'call_admitted', call_id: c.call_id, tool: c.tool, version: c.version, args: c.args, revision: UNOBSERVED_REVISION, write: c.write } });
    timed.push({ t: c.t, order: order++, body: { type: 'call_started', call_id: c.call_id, tool: c.tool, attempt: 1 } });
  }
  // What the harness reported about itself (an ACP agent's session updates), at the time it reported it.
  for (const r of reported) timed.push({ t: r.t, order: order++, body: r.body });
  timed.sort((a, b) => a.t - b.t || a.order - b.order);
  const last = timed.length > 0 ? timed[timed.length - 1]!.t : 0;
  const bodies: { t: number; body: EventBody }[] = [{ t: 0, body: { type: 'run_started', task, profile } }, ...timed, { t: last, body: { type: 'stop', reason: ending.status, detail: ending.detail } }];
  return bodies.map(({ t, body }, seq) => ({ ...body, run_id: runId, seq, t }) as Event);
}
