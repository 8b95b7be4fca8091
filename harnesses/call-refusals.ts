import type { EventBody } from '../harness/contracts/event.js';
import type { ToolResultSeen } from '../models/server/model-server.js';
import { anthropicToolUseId } from '../models/server/protocols/anthropic.js';
import type { HarnessKind } from './kind.js';
import { refusals } from './container/in-container.js';

/**
 * Lines by which an operating system or a harness's sandbox denies a call
 * that ran under it: a permission, a read-only mount, a system call a filter
 * refused, a network that is not there. Read anywhere in the result of a call
 * to the harness's own tools (its shell prints them after other output).
 * A file or command that does not exist is not among them: that attempt
 * failed on its own.
 */
export const SANDBOX_DENIALS: readonly RegExp[] = [
  /^.*Permission denied.*$/m,
  /^.*Read-only file system.*$/m,
  /^.*Operation not permitted.*$/m,
  /^.*Network is unreachable.*$/m,
  /^.*Connection refused.*$/m,
];

/** One model call the harness answered, as the model server saw it. */
export interface AnsweredCall {
  t: number;
  id: string;
  tool: { name: string; namespace?: string | undefined };
  scenarioTool: string;
}

/**
 * The calls a control of the harness under test was seen stopping, read from
 * what the harness sent back as each call's result: its own refusal (the
 * first line is one of its kind's `refusals`) for any call, or, for a call to
 * its own tools, a sandbox's denial anywhere in the result. Each is a
 * `call_refused` event at the time the model asked for the call, so the
 * oracle can hold the refusal against the attempt it stopped.
 */
export function refusedCalls(calls: Iterable<AnsweredCall>, results: ReadonlyMap<string, ToolResultSeen>, kind: Pick<HarnessKind, 'builtins' | 'refusals'>): { t: number; body: EventBody }[] {
  const own = new Set(kind.builtins?.names ?? []);
  const out: { t: number; body: EventBody }[] = [];
  const seen = new Set<string>();
  for (const call of calls) {
    if (seen.has(call.id)) continue;
    seen.add(call.id);
    const result = results.get(call.id) ?? results.get(anthropicToolUseId(call.id));
    if (result === undefined) continue;
    const refusal = refusals([result], kind.refusals)[0];
    const denial = refusal === undefined && call.tool.namespace === undefined && own.has(call.tool.name) ? firstMatch(result.text, SANDBOX_DENIALS) : undefined;
    const text = refusal ?? denial;
    if (text === undefined) continue;
    out.push({ t: call.t, body: { type: 'call_refused', call_id: call.id.slice(0, 128), tool: call.scenarioTool.slice(0, 64), by: refusal === undefined ? 'sandbox' : 'harness', text: text.slice(0, 200) } });
  }
  return out;
}

function firstMatch(text: string, patterns: readonly RegExp[]): string | undefined {
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    if (m) return m[0].trim();
  }
  return undefined;
}
