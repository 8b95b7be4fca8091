import { FeedbackSchema, type Feedback } from '../../harness/contracts/feedback.js';
import { FINISH } from '../../harness/contracts/proposal.js';
import type { Proposer, Turn } from '../../harness/contracts/proposer.js';
import type { OfferedTool, WireCall, WireConversation, WireResult, WireStep } from './conversation.js';
import { scenarioName } from '../../worlds/mcp/mcp-names.js';
import type { BuiltinCall, BuiltinTools } from './builtin-tools.js';
import { wireName } from './tool-names.js';

/**
 * The bench playing the model, statelessly: every request rebuilds the
 * proposer (same seed) and replays it over the conversation the harness sent,
 * turning each reported tool result back into the proposer's feedback. So the
 * answer depends only on the conversation, and a harness's own retry of a
 * request gets the same answer.
 */

export interface ReplyCall {
  /** Deterministic: the step number and position, so a retried request gets the same ids. */
  id: string;
  tool: OfferedTool;
  /** The scenario's name for the tool. */
  scenarioTool: string;
  arguments: string;
  /**
   * The scenario's arguments of the call, when the proposal gave an object (absent for a malformed
   * one): what a built-in tool's `arguments` only encode (a shell line, a patch), and what an
   * agent's permission request that shows none is about.
   */
  scenarioArgs?: Record<string, unknown>;
}

export type WireReply =
  | { kind: 'calls'; calls: ReplyCall[] }
  /**
   * A text answer ends the harness's run: the proposer asked to finish, or had nothing more.
   * `aside`: a request that offers no tools (a harness's side request, e.g. a title), answered
   * without consulting the proposer.
   */
  | { kind: 'text'; text: string; reason: 'finish' | 'end' | 'aside' };

export const FINISH_TEXT = 'The task is done.';
export const END_TEXT = 'I have nothing more to propose; stopping here.';

export const ASIDE_TEXT = 'OK.';

/** The end of the id of a call the harness needs first (BuiltinTools.before): its step is left out of the proposer's replay. */
const FIRST = '_first';
const isFirstStep = (step: WireStep) => step.calls.length > 0 && step.calls.every((c) => c.id.endsWith(FIRST));

/** The proposer's next reply to `conversation`; `builtins`: the harness's own tools, asked for where they serve a scenario tool. */
export async function decide(conversation: WireConversation, makeProposer: () => Proposer, builtins?: BuiltinTools): Promise<WireReply> {
  if (conversation.tools.length === 0) return { kind: 'text', text: ASIDE_TEXT, reason: 'aside' };
  const proposer = makeProposer();
  let turn = await proposer.next({ event: 'start', task: conversation.task });
  for (const step of conversation.steps) {
    if (turn.type === 'end') break;
    if (isFirstStep(step)) continue;
    turn = await proposer.next(stepFeedback(step, conversation.tools));
  }
  const last = conversation.steps[conversation.steps.length - 1];
  return render(turn, conversation.steps.length, conversation.tools, builtins, last !== undefined && isFirstStep(last));
}

function render(turn: Turn, stepNo: number, offered: readonly OfferedTool[], builtins: BuiltinTools | undefined, firstDone: boolean): WireReply {
  if (turn.type === 'end') return { kind: 'text', text: END_TEXT, reason: 'end' };
  const proposals = turn.type === 'batch' ? turn.proposals : [turn.proposal];
  if (turn.type === 'propose' && toolOf(turn.proposal) === FINISH) return { kind: 'text', text: finishText(turn.proposal), reason: 'finish' };
  // A call the harness needs first, for a lone proposal, in a turn of its own: the proposal itself comes in the next.
  const first = turn.type === 'propose' && !firstDone ? firstCall(turn.proposal, offered, builtins) : null;
  if (first !== null) return { kind: 'calls', calls: [{ id: `call_${stepNo + 1}_1${FIRST}`, tool: first.tool, arguments: JSON.stringify(first.arguments), scenarioTool: first.scenarioTool, scenarioArgs: first.scenarioArgs }] };
  const calls = proposals
    .filter((p) => toolOf(p) !== FINISH)
    .map((p, i): ReplyCall => {
      const tool = toolOf(p) ?? 'invalid_proposal';
      const raw = (p as Record<string, unknown>)['args'];
      const args = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined;
      const builtin = builtins !== undefined && args !== undefined ? builtins.call(tool, args, offered) : null;
      const scenario = { scenarioTool: tool, ...(args === undefined ? {} : { scenarioArgs: args }) };
      if (builtin !== null) return { id: `call_${stepNo + 1}_${i + 1}`, tool: builtin.tool, arguments: JSON.stringify(builtin.arguments), ...scenario };
      return { id: `call_${stepNo + 1}_${i + 1}`, tool: wireName(tool, offered), arguments: argumentsOf(p), ...scenario };
    });
  if (calls.length === 0) return { kind: 'text', text: FINISH_TEXT, reason: 'finish' };
  return { kind: 'calls', calls };
}

/** The call the harness needs before a proposal's built-in call (BuiltinTools.before), or null. */
function firstCall(proposal: unknown, offered: readonly OfferedTool[], builtins: BuiltinTools | undefined): BuiltinCall | null {
  const tool = toolOf(proposal);
  const raw = (proposal as Record<string, unknown>)['args'];
  if (builtins?.before === undefined || tool === undefined || raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  return builtins.before(tool, raw as Record<string, unknown>, offered);
}

/** The finish text; a finish that carries claims (`{"passed": true}`) says them after it, as a model would. */
function finishText(proposal: unknown): string {
  const args = (proposal as Record<string, unknown>)['args'];
  const claims = args !== null && typeof args === 'object' && Object.keys(args).length > 0 ? ` ${JSON.stringify(args)}` : '';
  return `${FINISH_TEXT}${claims}`;
}

function toolOf(proposal: unknown): string | undefined {
  if (proposal === null || typeof proposal !== 'object') return undefined;
  const tool = (proposal as Record<string, unknown>)['tool'];
  return typeof tool === 'string' && tool.length > 0 ? tool : undefined;
}

/** The arguments as JSON text; a proposal whose args are not an object (a malformed-input case) sends them as they are. */
function argumentsOf(proposal: unknown): string {
  if (proposal === null || typeof proposal !== 'object') return JSON.stringify({ value: proposal ?? null });
  const args = (proposal as Record<string, unknown>)['args'];
  return JSON.stringify(args === undefined ? {} : args);
}

function stepFeedback(step: WireStep, offered: readonly OfferedTool[]): Feedback {
  if (step.calls.length === 0) {
    const text = step.nudge ?? '';
    return benchFeedback(text) ?? { event: 'invalid_input', message: text.slice(0, 500), path: '' };
  }
  const answers = step.calls.map((call) => resultFeedback(call, step.results.find((r) => r.id === call.id), offered));
  if (answers.length === 1) return answers[0]!;
  // A harness that speaks the bench's own feedback (the reference harness over the wire) answers a batch item by item.
  const items = step.calls.map((call) => benchItem(step.results.find((r) => r.id === call.id)?.text ?? ''));
  if (items.every((i) => i !== null)) return { event: 'batch_result', results: items as Record<string, unknown>[] };
  return { event: 'batch_result', results: answers as Record<string, unknown>[] };
}

/** Text that is the bench's own feedback as JSON (what the reference harness over the wire sends): taken as it is. */
function benchFeedback(text: string): Feedback | null {
  if (!text.startsWith('{"event":')) return null;
  try {
    const parsed = FeedbackSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One answer of a batch in the bench's feedback shape (any object with an event, e.g. {"event":"not_run"}). */
function benchItem(text: string): Record<string, unknown> | null {
  if (!text.startsWith('{"event":')) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A tool result as the harness reported it, as the proposer's feedback: the
 * world's receipt when the text carries one (harnesses add headers or wrap
 * it), else an unknown tool (the harness did not offer it) or invalid input.
 */
export function resultFeedback(call: WireCall, result: WireResult | undefined, offered: readonly OfferedTool[]): Feedback {
  const tool = scenarioName(call.name, call.namespace);
  if (result === undefined) return { event: 'invalid_input', message: 'the harness reported no result for this call', path: '' };
  const own = benchFeedback(result.text);
  if (own !== null) return own;
  const receipt = findReceipt(result.text);
  if (receipt !== null) {
    const callId = typeof receipt['call_id'] === 'string' ? receipt['call_id'] : call.id;
    if (receipt['status'] === 'transient') return { event: 'transient_failure', call_id: callId, tool };
    if (receipt['status'] === 'unknown' || receipt['effect'] === 'unknown') return { event: 'unknown_outcome', call_id: callId, tool };
    const data = receipt['data'];
    return { event: 'tool_result', call_id: callId, tool, trust: 'untrusted', data: data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {} };
  }
  const isOffered = offered.some((o) => o.name === call.name && o.namespace === call.namespace);
  if (!isOffered) return { event: 'unknown_tool', tool, message: result.text.slice(0, 500) };
  return { event: 'invalid_input', message: result.text.slice(0, 500), path: '' };
}

/**
 * The first JSON object in the text that looks like a world receipt (has
 * status and effect): harnesses put headers before it ("Wall time: ...") or
 * wrap it; the span from an opening brace to the last closing one is tried
 * for the first few opening braces.
 */
function findReceipt(text: string): Record<string, unknown> | null {
  const end = text.lastIndexOf('}');
  let start = text.indexOf('{');
  for (let tries = 0; start !== -1 && start < end && tries < 8; tries++, start = text.indexOf('{', start + 1)) {
    try {
      const value = JSON.parse(text.slice(start, end + 1)) as unknown;
      if (value !== null && typeof value === 'object' && 'status' in value && 'effect' in value) return value as Record<string, unknown>;
      return null;
    } catch {
      // not JSON from this brace: try the next one
    }
  }
  return null;
}
