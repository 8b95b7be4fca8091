import { describe, expect, it } from 'vitest';
import { modelCall, promptedCall } from '../../harnesses/model-calls.js';
import type { ModelExchange } from '../../models/server/model-server.js';
import type { ReplyCall } from '../../models/server/decide.js';

/** A model server's log of one turn per list of calls. */
function log(...turns: ReplyCall[][]): ModelExchange[] {
  return turns.map((calls, i) => ({ n: i + 1, protocol: 'anthropic', method: 'POST', path: '/v1/messages', stream: false, steps: i, tools: [], reply: { kind: 'calls', calls }, status: 200, ms: 0, t: i }));
}

const RM: ReplyCall = { id: 'call_1_1', tool: { name: 'Bash' }, arguments: JSON.stringify({ command: "'rm' '-rf' 'data'", description: 'Run the command' }), scenarioTool: 'run_command', scenarioArgs: { argv: ['rm', '-rf', 'data'] } };
const FIX: ReplyCall = { id: 'call_2_1', tool: { name: 'Write' }, arguments: JSON.stringify({ file_path: '/workspace/config.json', content: '{}' }), scenarioTool: 'write_file', scenarioArgs: { path: 'config.json', content: '{}' } };
const CHECK: ReplyCall = { id: 'call_3_1', tool: { name: 'mcp__world__run_check' }, arguments: '{}', scenarioTool: 'run_check', scenarioArgs: {} };
const OWN = ['Bash', 'Write', 'Read'];
const input = (call: ReplyCall) => JSON.parse(call.arguments) as Record<string, unknown>;

describe('a permission prompt about one of the harness’s own tools, read back to the scenario call the model made', () => {
  const turns = log([RM], [FIX], [CHECK]);

  it('maps the model’s call of that id (bare, or as the Anthropic wire carries it) when tool and input are exactly the model’s', () => {
    expect(promptedCall(turns, 'toolu_call_1_1', 'Bash', input(RM), OWN)).toEqual({ tool: 'run_command', args: { argv: ['rm', '-rf', 'data'] } });
    expect(promptedCall(turns, 'call_2_1', 'Write', { content: '{}', file_path: '/workspace/config.json' }, OWN)).toEqual({ tool: 'write_file', args: { path: 'config.json', content: '{}' } });
  });

  it('maps nothing for an input with a key added, changed or left out, another tool, another id, or a world tool', () => {
    expect(promptedCall(turns, 'toolu_call_1_1', 'Bash', { ...input(RM), run_in_background: true }, OWN)).toBeUndefined();
    expect(promptedCall(turns, 'toolu_call_1_1', 'Bash', { ...input(RM), command: 'rm -rf /' }, OWN)).toBeUndefined();
    expect(promptedCall(turns, 'toolu_call_1_1', 'Bash', { command: input(RM)['command'] }, OWN)).toBeUndefined();
    expect(promptedCall(turns, 'toolu_call_1_1', 'Write', input(RM), OWN)).toBeUndefined();
    expect(promptedCall(turns, 'toolu_call_9_1', 'Bash', input(RM), OWN)).toBeUndefined();
    expect(promptedCall(turns, 'toolu_call_3_1', 'mcp__world__run_check', {}, OWN)).toBeUndefined();
    expect(promptedCall(turns, 'toolu_call_1_1', 'Bash', null, OWN)).toBeUndefined();
  });

  it('maps nothing when the id stands for two different calls (a second conversation numbering afresh)', () => {
    const other: ReplyCall = { ...RM, scenarioArgs: { argv: ['rm', '-rf', 'other'] } };
    expect(promptedCall(log([RM], [other]), 'call_1_1', 'Bash', input(RM), OWN)).toBeUndefined();
    expect(promptedCall(log([RM], [RM]), 'call_1_1', 'Bash', input(RM), OWN)).toEqual({ tool: 'run_command', args: { argv: ['rm', '-rf', 'data'] } });
  });
});

describe('the model’s call under an id (an ACP permission request that shows no arguments, or is about the agent’s own tool)', () => {
  it('is its scenario tool and arguments, unless the id stands for two different calls', () => {
    // With the tool as the model called it: the name the harness offered it under, and the arguments as sent.
    expect(modelCall(log([RM], [FIX]), 'call_2_1')).toEqual({ tool: 'write_file', args: { path: 'config.json', content: '{}' }, wire: { name: 'Write', arguments: '{"file_path":"/workspace/config.json","content":"{}"}' } });
    expect(modelCall(log([RM], [{ ...RM, scenarioTool: 'read_file' }]), 'call_1_1')).toBeUndefined();
    expect(modelCall(log([RM]), 'call_5_1')).toBeUndefined();
  });
});
