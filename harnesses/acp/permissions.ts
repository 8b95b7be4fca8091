import type { BuiltinTools } from '../../models/server/builtin-tools.js';
import type { PermissionReader } from '../kind.js';
import { scenarioName } from '../../worlds/mcp/mcp-names.js';
import { record } from '../json-record.js';

/**
 * How the bench answers an agent's `session/request_permission`: from the
 * scenario's grants at the world's current revision, never from a person.
 * A grant covers one tool with its exact arguments and is used once, so it
 * is answered only by an `allow_once` option; a request no grant covers is
 * answered `reject_once` (`reject_always` where the agent offers no
 * `reject_once`). An option set the bench does not know (a kind outside the
 * four of ACP v1, or no options) is refused with a JSON-RPC error, and so is
 * a set with no way to reject. After the bench cancelled the turn every
 * request is answered `cancelled`. Every request is logged by the world as
 * an approval asked, then granted or denied (`Grants`).
 */

/** The world's grants: `approve` decides (and uses a grant on allow), `refuse` logs a request answered no without consulting them. */
export interface Grants {
  approve(tool: string, args: unknown): 'allow' | 'deny';
  refuse(tool: string, args: unknown): void;
}

export type PermissionAnswer =
  | { type: 'selected'; optionId: string; decision: 'allow' | 'deny'; tool: string }
  | { type: 'cancelled'; tool: string }
  | { type: 'refused'; message: string; tool: string };

const KNOWN_KINDS: ReadonlySet<string> = new Set(['allow_once', 'allow_always', 'reject_once', 'reject_always']);

/**
 * The call the model made under a tool call id (the bench plays the model): its tool and arguments in the
 * scenario's names, and the tool as the model called it (`wire`: its name and its arguments' JSON text).
 */
export type ModelCalls = (toolCallId: string) => { tool: string; args: Record<string, unknown>; wire?: { name: string; namespace?: string; arguments: string } } | undefined;

/**
 * What a request is judged against: the world's tools, the agent's own tools (their names, and how a
 * request about one reads), the model's calls, and the families' own readings of a request
 * (HarnessKind.permissionCall), tried before the generic one.
 */
export interface CallNames {
  tools: readonly string[];
  ownTools?: Pick<BuiltinTools, 'names' | 'asks'>;
  modelCalls?: ModelCalls;
  readers?: readonly PermissionReader[];
}

export function answerPermission(params: unknown, context: CallNames & { cancelled: boolean; grants: Grants; answered?: Set<string> }): PermissionAnswer {
  const request = record(params);
  const toolCall = record(request?.['toolCall']);
  const named = nameCall(toolCall ?? {}, context);
  const { tool, args } = named;
  // One answer per call of the agent's own tools: a second request under the same call (to run it outside its sandbox, say) is refused.
  const again = named.own !== undefined && context.answered !== undefined && context.answered.has(named.own);
  if (named.own !== undefined) context.answered?.add(named.own);
  const options = Array.isArray(request?.['options']) ? (request['options'] as unknown[]).map(record) : null;
  if (toolCall === null || options === null) {
    context.grants.refuse(tool, args);
    return { type: 'refused', tool, message: 'a permission request needs a toolCall object and an options array' };
  }
  if (context.cancelled) {
    context.grants.refuse(tool, args);
    return { type: 'cancelled', tool };
  }
  const kinds = options.map((o) => (typeof o?.['optionId'] === 'string' && typeof o['kind'] === 'string' ? o['kind'] : null));
  if (options.length === 0 || kinds.some((k) => k === null || !KNOWN_KINDS.has(k))) {
    context.grants.refuse(tool, args);
    return { type: 'refused', tool, message: `the bench answers options of kind allow_once, allow_always, reject_once or reject_always; this request offers ${options.length === 0 ? 'none' : kinds.map((k) => JSON.stringify(k)).join(', ')}` };
  }
  const idOf = (kind: string) => options[kinds.indexOf(kind)]?.['optionId'] as string | undefined;
  const allowOnce = idOf('allow_once');
  const reject = idOf('reject_once') ?? idOf('reject_always');
  // Only an allow_once option spends a grant; without one the request is refused and no grant is used.
  const decision = allowOnce !== undefined && !again ? context.grants.approve(tool, args) : (context.grants.refuse(tool, args), 'deny' as const);
  if (decision === 'allow') return { type: 'selected', optionId: allowOnce!, decision, tool };
  if (reject !== undefined) return { type: 'selected', optionId: reject, decision, tool };
  return { type: 'refused', tool, message: 'no grant covers this call, and the request offers no option to reject it' };
}

/**
 * The scenario's tool and arguments a permission request is about. A request
 * about one of the agent's own tools carries the model's call id: it is about
 * the scenario's call behind that call when the agent's family reads the
 * request as asking for exactly that call (`BuiltinTools.asks`: a shell
 * running the model's command line, nothing more), so a grant never covers a
 * command the agent changed or a run outside its sandbox; `own` is that
 * call's id. A family's own reading (`readers`) names the tool and its
 * arguments where its agent puts them in a shape of its own. Otherwise ACP
 * names no tool: its `rawInput` is taken as the arguments (or, where it sends
 * none, the first text content block holding a JSON object), and the tool is
 * the world's tool named by a `toolName` in `_meta` or by the title (as
 * `mcp__<server>__<tool>`, alone or before a `: ` and a summary, or the
 * tool's name as a word of it, the only one), never a tool other than the
 * one of the model's call under the request's id.
 * A request that names none is about its title, which no grant covers.
 */
export function nameCall(toolCall: Record<string, unknown>, names: CallNames): { tool: string; args: Record<string, unknown>; named: boolean; own?: string } {
  const { tools, modelCalls } = names;
  const ownCall = ownToolCall(toolCall, names);
  if (ownCall !== null) return { ...ownCall, named: true };
  const family = firstReading(toolCall, names.readers ?? []);
  const given = family?.args ?? record(toolCall['rawInput']) ?? contentArgs(toolCall['content']);
  const id = typeof toolCall['toolCallId'] === 'string' ? toolCall['toolCallId'] : '';
  // A request that shows no arguments (an MCP call asked about with rawInput {}) is about the call
  // the model made under its toolCallId, when that call was of the same tool: its arguments are those.
  const argsFor = (tool: string): Record<string, unknown> => {
    if (given !== null && Object.keys(given).length > 0) return given;
    const call = id !== '' ? modelCalls?.(id) : undefined;
    return call !== undefined && call.tool === tool ? call.args : (given ?? {});
  };
  const args = given ?? {};
  const title = typeof toolCall['title'] === 'string' ? toolCall['title'] : '';
  // A title may be the tool's name and a summary after it ("mcp__world__write_config: ..."): its head comes
  // first, so a tool named in the summary never names the request.
  const head = title.includes(': ') ? [title.slice(0, title.indexOf(': '))] : [];
  // The model's call under the request's id, when there is one, is of the tool named or the request is not about it.
  const made = id !== '' ? modelCalls?.(id) : undefined;
  const agrees = (tool: string) => made === undefined || made.tool === tool;
  for (const candidate of [...(family === null ? [] : [family.tool]), ...metaNames(toolCall['_meta']), ...head, title]) {
    const bare = scenarioName(candidate);
    if (tools.includes(bare) && agrees(bare)) return { tool: bare, args: argsFor(bare), named: true };
    const words = tools.filter((t) => new RegExp(`(^|[^A-Za-z0-9_])${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9_])`).test(candidate));
    if (words.length === 1 && agrees(words[0]!)) return { tool: words[0]!, args: argsFor(words[0]!), named: true };
  }
  return { tool: (title || id || '(unnamed)').slice(0, 64), args, named: false };
}

/** The first family's reading of a request that takes it as its own (a reader that throws reads nothing). */
function firstReading(toolCall: Record<string, unknown>, readers: readonly PermissionReader[]): { tool: string; args: Record<string, unknown> } | null {
  for (const read of readers) {
    try {
      const call = read(toolCall);
      if (call !== null) return call;
    } catch {
      // not its shape
    }
  }
  return null;
}

/** The scenario's call behind a request about one of the agent's own tools: the model's call under its id, when its family reads the request as asking for exactly that call. */
function ownToolCall(toolCall: Record<string, unknown>, names: CallNames): { tool: string; args: Record<string, unknown>; own: string } | null {
  const id = typeof toolCall['toolCallId'] === 'string' ? toolCall['toolCallId'] : '';
  const made = id !== '' ? names.modelCalls?.(id) : undefined;
  const own = names.ownTools;
  if (made?.wire === undefined || made.wire.namespace !== undefined || own?.asks === undefined || !own.names.includes(made.wire.name)) return null;
  let given: Record<string, unknown> | null;
  try {
    given = record(JSON.parse(made.wire.arguments));
  } catch {
    return null;
  }
  return given !== null && own.asks(toolCall, made.wire.name, given) ? { tool: made.tool, args: made.args, own: id } : null;
}

/** The first text content block of a tool call that is a JSON object. */
function contentArgs(content: unknown): Record<string, unknown> | null {
  if (!Array.isArray(content)) return null;
  for (const block of content.slice(0, 8)) {
    const inner = record(record(block)?.['content']);
    const text = inner?.['type'] === 'text' && typeof inner['text'] === 'string' ? inner['text'] : null;
    if (text === null || !text.trimStart().startsWith('{')) continue;
    try {
      const parsed = record(JSON.parse(text));
      if (parsed !== null) return parsed;
    } catch {
      // not the arguments
    }
  }
  return null;
}

/** `toolName` / `tool_name` strings in an agent's `_meta`, two levels deep (adapters nest them under their own key). */
function metaNames(meta: unknown): string[] {
  const out: string[] = [];
  const visit = (value: unknown, depth: number) => {
    const r = record(value);
    if (r === null || depth > 2) return;
    for (const key of Object.keys(r)) {
      const v = r[key];
      if ((key === 'toolName' || key === 'tool_name') && typeof v === 'string') out.push(v);
      else visit(v, depth + 1);
    }
  };
  visit(meta, 0);
  return out.slice(0, 8);
}

