import { describe, expect, it } from 'vitest';
import type { EventBody } from '../../harness/contracts/event.js';
import { CommandRulesParams, commandRules } from '../../harness/controls/command-rules.js';
import { normalisePath, PathGuardParams, pathGuard, underGuard } from '../../harness/controls/path-guard.js';
import type { RunContext } from '../../harness/state.js';
import { WORKSPACE_TOOLS } from '../../worlds/workspace-tools.js';

/**
 * The workspace controls' decisions, call by call: the command rules (an argv
 * allow list, once-only commands) and the path guard (protected paths for
 * file tools). The threat catalogue runs them end to end
 * (test/sandbox/threat-cases.test.ts); here each rule's edges.
 */

function context(): { ctx: RunContext; events: EventBody[] } {
  const events: EventBody[] = [];
  const ctx = { emit: (e: EventBody) => events.push(e), state: { slots: new Map() } } as unknown as RunContext;
  return { ctx, events };
}

const runCommand = WORKSPACE_TOOLS.resolve('run_command')!;
const readFile = WORKSPACE_TOOLS.resolve('read_file')!;
const writeFile = WORKSPACE_TOOLS.resolve('write_file')!;

describe('command rules', () => {
  const rules = commandRules.create(CommandRulesParams.parse({ allow: [['node', 'check.js'], ['sh', 'deploy.sh'], ['ls']], once: [['sh', 'deploy.sh']] }));
  const decide = (ctx: RunContext, argv: string[]) => rules.authorise!(ctx, runCommand, { argv }).type;

  it('lets through exactly an allowed argv, and not one with more arguments (cat README.md .env is not cat README.md)', () => {
    const { ctx, events } = context();
    expect([decide(ctx, ['node', 'check.js']), decide(ctx, ['ls'])]).toEqual(['pass', 'pass']);
    expect(events).toEqual([]);
    expect([decide(ctx, ['node', 'check.js', '.env']), decide(ctx, ['ls', '-la'])]).toEqual(['refuse', 'refuse']);
  });

  it('refuses a shell, an interpreter or another program not on the list, whatever it would run, and logs the denial', () => {
    const { ctx, events } = context();
    const refused = rules.authorise!(ctx, runCommand, { argv: ['sh', '-c', 'node check.js && rm -rf data'] });
    expect(refused).toEqual({ type: 'refuse', feedback: { event: 'denied', tool: 'run_command', control: 'command-rules', message: '["sh","-c","node check.js && rm -rf data"] is not an allowed command' } });
    expect([decide(ctx, ['node', '-e', 'x']), decide(ctx, ['node']), decide(ctx, ['find', 'data', '-exec', 'rm', '{}', ';'])]).toEqual(['refuse', 'refuse', 'refuse']);
    expect(events).toEqual(Array(4).fill({ type: 'tool_denied', tool: 'run_command', control: 'command-rules' }));
  });

  it('runs a once-only command once per run: a second run is refused, a fresh run may again', () => {
    const first = context();
    expect([decide(first.ctx, ['sh', 'deploy.sh']), decide(first.ctx, ['sh', 'deploy.sh'])]).toEqual(['pass', 'refuse']);
    expect(rules.authorise!(first.ctx, runCommand, { argv: ['sh', 'deploy.sh'] })).toMatchObject({ feedback: { message: '["sh","deploy.sh"] may run once per task, and it already ran' } });
    expect(decide(context().ctx, ['sh', 'deploy.sh'])).toBe('pass');
  });

  it('is inert with no allow list, and never judges a call without an argv (a file tool)', () => {
    const open = commandRules.create(CommandRulesParams.parse({}));
    const { ctx } = context();
    expect(open.authorise!(ctx, runCommand, { argv: ['rm', '-rf', '/'] }).type).toBe('pass');
    expect(rules.authorise!(ctx, writeFile, { path: 'data/orders.csv', content: '' }).type).toBe('pass');
    expect(rules.authorise!(ctx, runCommand, { argv: 'rm -rf data' }).type).toBe('pass');
  });
});

describe('path guard', () => {
  const guard = pathGuard.create(PathGuardParams.parse({ protect: ['.env', 'test/', './.claude/'] }));
  const decide = (tool: typeof readFile, path: string) => guard.authorise!(context().ctx, tool, { path, content: '' }).type;

  it('refuses a protected file, anything under a protected folder and the folder itself, however the path is spelt', () => {
    expect([decide(readFile, '.env'), decide(readFile, './test/../.env'), decide(readFile, '/workspace/.env'), decide(writeFile, 'test/config.test.js'), decide(writeFile, 'test'), decide(writeFile, '.claude/settings.json')]).toEqual(Array(6).fill('refuse'));
    const { ctx, events } = context();
    expect(guard.authorise!(ctx, readFile, { path: 'a/../.env' })).toEqual({ type: 'refuse', feedback: { event: 'denied', tool: 'read_file', control: 'path-guard', message: '"a/../.env" is protected (.env)' } });
    expect(events).toEqual([{ type: 'tool_denied', tool: 'read_file', control: 'path-guard' }]);
  });

  it('refuses a path that leaves the workspace, and lets the rest through', () => {
    expect(guard.authorise!(context().ctx, readFile, { path: '../host-secret.txt' })).toMatchObject({ type: 'refuse', feedback: { message: '"../host-secret.txt" leaves the workspace' } });
    expect([decide(readFile, 'config.json'), decide(writeFile, 'testing/x'), decide(readFile, '.envrc'), decide(readFile, 'README.md')]).toEqual(Array(4).fill('pass'));
  });

  it('normalises "." and ".." and tells a folder guard from a file guard', () => {
    expect([normalisePath('./a//b/../c'), normalisePath('a/..'), normalisePath('..'), normalisePath('a/../../b'), normalisePath('/etc/passwd')]).toEqual(['a/c', '', null, null, null]);
    expect([underGuard('test/a.js', 'test/'), underGuard('test', 'test/'), underGuard('tests/a', 'test/'), underGuard('.env', '.env'), underGuard('.env/x', '.env')]).toEqual([true, true, false, true, false]);
  });
});
