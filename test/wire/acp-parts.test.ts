/**
 * The ACP client's parts on their own, with exact answers: how a permission
 * request is answered from the grants, how fs and terminal requests reach
 * the world (and are refused where it has no such tool), and the bounded
 * transport's verdict on what an agent writes.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { answerPermission, nameCall, type Grants } from '../../harnesses/acp/permissions.js';
import { CODEX } from '../../harnesses/kinds/codex.js';
import { exportWorkerTools } from '../../worlds/export-worker.js';
import { scenarioName } from '../../worlds/mcp/mcp-names.js';
import { WORKSPACE_TOOLS } from '../../worlds/workspace-tools.js';
import { boundedStream } from '../../harnesses/acp/transport.js';
import { WorldRequests, type WorldPort } from '../../harnesses/acp/world-requests.js';

const OPTIONS = [
  { optionId: 'once', name: 'Allow', kind: 'allow_once' },
  { optionId: 'always', name: 'Always', kind: 'allow_always' },
  { optionId: 'no', name: 'Reject', kind: 'reject_once' },
];

/** Grants that allow one call of queue_export {operation_id: export-17}, logging every decision. */
function grants(): Grants & { log: string[] } {
  let left = 1;
  const log: string[] = [];
  return {
    log,
    approve(tool, args) {
      const allow = tool === 'queue_export' && JSON.stringify(args) === '{"operation_id":"export-17"}' && left-- > 0;
      log.push(`${allow ? 'allow' : 'deny'} ${tool}`);
      return allow ? 'allow' : 'deny';
    },
    refuse: (tool) => void log.push(`refuse ${tool}`),
  };
}

const ask = (toolCall: Record<string, unknown>, options: unknown = OPTIONS) => ({ sessionId: 's', toolCall: { toolCallId: 'c1', ...toolCall }, options });
const TOOLS = ['check_config', 'queue_export'];

describe('permission requests', () => {
  it('a grant is used once through allow_once; the same request again is rejected once', () => {
    const g = grants();
    const request = ask({ title: 'queue_export', rawInput: { operation_id: 'export-17' } });
    expect(answerPermission(request, { tools: TOOLS, cancelled: false, grants: g })).toEqual({ type: 'selected', optionId: 'once', decision: 'allow', tool: 'queue_export' });
    expect(answerPermission(request, { tools: TOOLS, cancelled: false, grants: g })).toEqual({ type: 'selected', optionId: 'no', decision: 'deny', tool: 'queue_export' });
    expect(g.log).toEqual(['allow queue_export', 'deny queue_export']);
  });

  it('only allow_always offered: refused without using the grant; an unknown kind, or nothing to reject with: a JSON-RPC error', () => {
    const g = grants();
    const input = { title: 'queue_export', rawInput: { operation_id: 'export-17' } };
    expect(answerPermission(ask(input, [OPTIONS[1], OPTIONS[2]]), { tools: TOOLS, cancelled: false, grants: g })).toEqual({ type: 'selected', optionId: 'no', decision: 'deny', tool: 'queue_export' });
    expect(answerPermission(ask(input, [{ optionId: 'x', name: 'X', kind: 'perhaps' }]), { tools: TOOLS, cancelled: false, grants: g })).toEqual({
      type: 'refused',
      tool: 'queue_export',
      message: 'the bench answers options of kind allow_once, allow_always, reject_once or reject_always; this request offers "perhaps"',
    });
    expect(answerPermission(ask({ title: 'check_config' }, [OPTIONS[0]]), { tools: TOOLS, cancelled: false, grants: g })).toEqual({ type: 'refused', tool: 'check_config', message: 'no grant covers this call, and the request offers no option to reject it' });
    expect(g.log).toEqual(['refuse queue_export', 'refuse queue_export', 'deny check_config']);
  });

  it('after the bench cancelled the turn every request is answered cancelled (and logged)', () => {
    const g = grants();
    expect(answerPermission(ask({ title: 'queue_export', rawInput: { operation_id: 'export-17' } }), { tools: TOOLS, cancelled: true, grants: g })).toEqual({ type: 'cancelled', tool: 'queue_export' });
    expect(g.log).toEqual(['refuse queue_export']);
  });

  it("names the world's tool from _meta, a prefixed name or a word of the title, its arguments from rawInput or a JSON text block", () => {
    expect(nameCall({ title: 'Run tool', _meta: { claudeCode: { toolName: 'mcp__world__queue_export' } }, rawInput: { a: 1 } }, { tools: TOOLS })).toEqual({ tool: 'queue_export', args: { a: 1 }, named: true });
    expect(nameCall({ title: 'queue_export (world MCP Server)', content: [{ type: 'content', content: { type: 'text', text: '{"operation_id":"export-17"}' } }] }, { tools: TOOLS })).toEqual({ tool: 'queue_export', args: { operation_id: 'export-17' }, named: true });
    expect(nameCall({ title: 'mcp_world_check_config' }, { tools: TOOLS })).toEqual({ tool: 'check_config', args: {}, named: true });
    expect(nameCall({ title: 'check_config then queue_export' }, { tools: TOOLS })).toEqual({ tool: 'check_config then queue_export', args: {}, named: false });
    // Codex over ACP (codex-acp 0.16.0) asks as the MCP elicitation Codex raised: the tool in its message, the arguments in its _meta.
    // The Codex kind declares that reading (permissionCall); the generic client knows nothing of it.
    const elicitation = { mode: 'form', _meta: { codex_approval_kind: 'mcp_tool_call', persist: ['session', 'always'], tool_params: { operation_id: 'export-17' } }, message: 'Allow the world MCP server to run tool "queue_export"?', requested_schema: { type: 'object', properties: {} } };
    const readers = [CODEX.permissionCall!];
    expect(nameCall({ title: 'Approve MCP tool call', rawInput: { server_name: 'world', request: elicitation } }, { tools: TOOLS, readers })).toEqual({ tool: 'queue_export', args: { operation_id: 'export-17' }, named: true });
    expect(nameCall({ title: 'Approve MCP tool call', rawInput: { server_name: 'world', request: elicitation } }, { tools: TOOLS }).named).toBe(false);
    expect(nameCall({ title: 'Approve MCP tool call', rawInput: { request: { ...elicitation, _meta: { codex_approval_kind: 'mcp_tool_call' } } } }, { tools: TOOLS, readers })).toEqual({ tool: 'queue_export', args: {}, named: true });
    expect(nameCall({ title: 'Approve MCP tool call', rawInput: { request: { ...elicitation, _meta: { codex_approval_kind: 'other' } } } }, { tools: TOOLS, readers }).named).toBe(false);
    // A reader that throws on a shape it did not expect reads nothing; the next one, or the generic reading, goes on.
    const throwing = () => {
      throw new Error('not mine');
    };
    expect(nameCall({ title: 'Approve MCP tool call', rawInput: { server_name: 'world', request: elicitation } }, { tools: TOOLS, readers: [throwing, ...readers] })).toEqual({ tool: 'queue_export', args: { operation_id: 'export-17' }, named: true });
    // The harness-side prefixes are read off any name: no world tool may carry one of its own.
    const worldTools = [...exportWorkerTools({ max_retries: { min: 0, max: 2 } }).names(), ...WORKSPACE_TOOLS.names()];
    expect(worldTools.filter((t) => scenarioName(t) !== t)).toEqual([]);
    // OpenCode asks with rawInput {} and the model's own call id: the arguments are those of the call the model made under that id, if it was of the same tool.
    const made = (id: string) => (id === 'call_1' ? { tool: 'queue_export', args: { operation_id: 'export-17' } } : undefined);
    expect(nameCall({ toolCallId: 'call_1', title: 'world_queue_export', rawInput: {} }, { tools: TOOLS, modelCalls: made })).toEqual({ tool: 'queue_export', args: { operation_id: 'export-17' }, named: true });
    // A request titled with another tool than the model's call under its id is about neither: it names nothing (no grant covers it).
    expect(nameCall({ toolCallId: 'call_1', title: 'world_check_config', rawInput: {} }, { tools: TOOLS, modelCalls: made })).toEqual({ tool: 'world_check_config', args: {}, named: false });
    expect(nameCall({ toolCallId: 'call_2', title: 'world_queue_export', rawInput: {} }, { tools: TOOLS, modelCalls: made })).toEqual({ tool: 'queue_export', args: {}, named: true });
    // Arguments the request does show are never replaced.
    expect(nameCall({ toolCallId: 'call_1', title: 'world_queue_export', rawInput: { operation_id: 'export-18' } }, { tools: TOOLS, modelCalls: made })).toEqual({ tool: 'queue_export', args: { operation_id: 'export-18' }, named: true });
  });

  it("a request about one of the agent's own tools is the model's call behind it only when its family reads it as exactly that call", () => {
    // Codex over ACP asks for an exec under the model's call id, its rawInput the approval event (codex-acp 0.16.0's shape).
    const made = (id: string) => (id === 'call_1_1' ? { tool: 'run_command', args: { argv: ['cat', 'README.md'] }, wire: { name: 'exec_command', arguments: '{"cmd":"\'cat\' \'README.md\'"}' } } : undefined);
    const names = { tools: TOOLS, ownTools: CODEX.builtins!, modelCalls: made };
    const exec = (cmd: string, extra: Record<string, unknown> = {}, id = 'call_1_1') => ({ toolCallId: id, title: cmd, rawInput: { call_id: id, command: ['/opt/harness/.container/bin/bash', '-lc', cmd], cwd: '/workspace', parsed_cmd: cmd.split(' && ').map((c) => ({ type: 'unknown', cmd: c })), ...extra } });
    expect(nameCall(exec("'cat' 'README.md'"), names)).toEqual({ tool: 'run_command', args: { argv: ['cat', 'README.md'] }, named: true, own: 'call_1_1' });
    // A command the agent changed is judged as shown, though each of its parts (parsed_cmd) repeats the model's command: no grant covers its title.
    expect(nameCall(exec("'cat' 'README.md' && cat .env"), names)).toMatchObject({ tool: "'cat' 'README.md' && cat .env", named: false });
    // A request to run it outside the sandbox, or with network or more permissions, asks for more than the call.
    for (const extra of [{ reason: 'the sandbox refused it' }, { network_approval_context: { host: 'example.com', protocol: 'https' } }, { additional_permissions: { network: true } }]) expect(nameCall(exec("'cat' 'README.md'", extra), names).named).toBe(false);
    // Another call id, or an agent whose own tools are off (no ownTools), is not the model's call either.
    expect(nameCall(exec("'cat' 'README.md'", {}, 'call_2_1'), names).named).toBe(false);
    expect(nameCall(exec("'cat' 'README.md'"), { tools: TOOLS, modelCalls: made }).named).toBe(false);
    // A world tool the model called under the id (a namespaced tool of the same bare name too) is not an own tool's call.
    const world = (id: string) => (id === 'call_1_1' ? { tool: 'queue_export', args: { operation_id: 'export-17' }, wire: { name: 'exec_command', namespace: 'mcp__world__', arguments: '{"cmd":"\'cat\' \'README.md\'"}' } } : undefined);
    expect(nameCall(exec("'cat' 'README.md'"), { ...names, modelCalls: world }).named).toBe(false);
  });

  it("Codex's exec request is the model's call when its shell runs exactly that command line as its script", () => {
    const asks = (command: string[], name = 'exec_command') => CODEX.builtins!.asks!({ rawInput: { command } }, name, { cmd: 'node check.js' });
    expect([asks(['bash', '-lc', 'node check.js']), asks(['/bin/sh', '-c', 'node check.js'])]).toEqual([true, true]);
    expect([asks(['bash', '-x', 'node check.js']), asks(['bash', '-lc', 'node check.js', 'extra']), asks(['node', 'check.js']), asks(['bash', '-lc', 'node check.js'], 'apply_patch')]).toEqual([false, false, false, false]);
  });

  it("answers a request about one of the agent's own calls once: a second under the same call is refused without a grant", () => {
    // Grants that would allow the call any number of times: only the once-per-call rule refuses the second request.
    const log: string[] = [];
    const g: Grants = { approve: (tool) => (log.push(`allow ${tool}`), 'allow'), refuse: (tool) => void log.push(`refuse ${tool}`) };
    const made = () => ({ tool: 'queue_export', args: { operation_id: 'export-17' }, wire: { name: 'exec_command', arguments: '{"cmd":"export 17"}' } });
    const context = { tools: TOOLS, ownTools: CODEX.builtins!, modelCalls: made, cancelled: false, grants: g, answered: new Set<string>() };
    const request = ask({ toolCallId: 'call_1_1', title: 'export 17', rawInput: { command: ['bash', '-lc', 'export 17'] } });
    expect(answerPermission(request, context)).toEqual({ type: 'selected', optionId: 'once', decision: 'allow', tool: 'queue_export' });
    expect(answerPermission(request, context)).toEqual({ type: 'selected', optionId: 'no', decision: 'deny', tool: 'queue_export' });
    expect(log).toEqual(['allow queue_export', 'refuse queue_export']);
  });
});

describe('fs and terminal requests through the world', () => {
  const receipt = (data: Record<string, unknown>) => ({ text: JSON.stringify({ status: 'ok', data }), isError: false });

  it('paths are read relative to the cwd; outside it, or on a world without the tool, a JSON-RPC error', async () => {
    const calls: unknown[] = [];
    const notes: string[] = [];
    const world: WorldPort = { tools: ['read_file', 'run_command'], call: async (tool, args) => (calls.push([tool, args]), tool === 'read_file' ? receipt({ content: 'a\nb\nc\n' }) : receipt({ outcome: 'exited', exit_code: 3, stdout: 'out', stderr: 'err' })) };
    const served = new WorldRequests(world, '/w/workspace', (n) => notes.push(n));
    expect(await served.readTextFile({ sessionId: 's', path: '/w/workspace/dir/../config.json', line: 2, limit: 1 })).toEqual({ content: 'b' });
    await expect(served.readTextFile({ sessionId: 's', path: '/w/other/config.json' })).rejects.toMatchObject({ code: -32602, message: 'fs/read_text_file: "/w/other/config.json" is outside the workspace (/w/workspace)' });
    await expect(served.writeTextFile({ sessionId: 's', path: '/w/workspace/x', content: 'x' })).rejects.toMatchObject({ code: -32601, message: "fs/write_text_file: this scenario's world has no write_file tool to serve it" });
    const { terminalId } = await served.createTerminal({ sessionId: 's', command: 'node', args: ['check.js'], outputByteLimit: 5 });
    expect(served.terminalOutput(terminalId)).toEqual({ output: 'uterr', truncated: true, exitStatus: { exitCode: 3, signal: null } });
    expect(served.release(terminalId)).toEqual({});
    expect(() => served.waitForExit(terminalId)).toThrow();
    expect(calls).toEqual([
      ['read_file', { path: 'config.json' }],
      ['run_command', { argv: ['node', 'check.js'] }],
    ]);
    expect(notes).toEqual(['fs/read_text_file refused: "/w/other/config.json" is outside the workspace (/w/workspace)', "fs/write_text_file refused: this scenario's world has no write_file tool to serve it"]);
  });
});

describe('the bounded transport', () => {
  async function read(input: string, limits = { maxMessageBytes: 64, maxOutputBytes: 1024 }) {
    const stdout = new PassThrough();
    const bounded = boundedStream(stdout, new PassThrough(), limits);
    stdout.end(input);
    const messages: unknown[] = [];
    const reader = bounded.stream.readable.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) messages.push(next.value);
    return { messages, violation: await Promise.race([bounded.violation, Promise.resolve(null)]) };
  }

  it('passes JSON-RPC messages and stops at the first line that is not one', async () => {
    expect(await read('{"jsonrpc":"2.0","method":"m"}\n\n{"jsonrpc":"2.0","id":1,"result":{}}\n{"id":2}\n{"jsonrpc":"2.0","method":"later"}\n')).toEqual({
      messages: [{ jsonrpc: '2.0', method: 'm' }, { jsonrpc: '2.0', id: 1, result: {} }],
      violation: 'the agent sent JSON that is not a JSON-RPC 2.0 message: "{\\"id\\":2}"',
    });
  });

  it('a message over the cap, and output over the cap, end it', async () => {
    expect((await read(`${'x'.repeat(100)}\n`)).violation).toBe('the agent sent a message of more than 64 bytes');
    expect((await read(`${'{"jsonrpc":"2.0","method":"m"}\n'.repeat(40)}`)).violation).toBe('the agent wrote more than 1024 bytes to stdout');
  });
});
