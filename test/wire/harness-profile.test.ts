import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { fill, packageDir } from '../../harnesses/configuration.js';
import { HarnessConfigurationSchema } from '../../harnesses/configuration-schema.js';
import { builtInHarnessFiles, builtInHarnessProfiles, HARNESS_PROFILE_DIR, loadHarnessConfiguration, resolveHarnesses } from '../../harnesses/configurations.js';
import { listCommand } from '../../bin/commands/list.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

describe('harness profiles', () => {
  it('the built-in profiles parse, as shipped and knobs on per harness', () => {
    const profiles = builtInHarnessProfiles();
    expect(profiles.map((p) => `${p.harness}:${p.name}:${p.placement}`).sort()).toEqual([
      'acp:claude-acp+ask:container',
      'acp:claude-acp:own-container',
      'acp:cline+ask:container',
      'acp:cline+yolo:container',
      'acp:codex-acp-ww+ask:container',
      'acp:codex-acp:own-container',
      'acp:copilot+ask:container',
      'acp:copilot+yolo:container',
      'acp:gemini-acp+ask:container',
      'acp:gemini-acp+tools:container',
      'acp:gemini-acp+yolo:container',
      'acp:gemini-cli:own-container',
      'acp:kilo+ask:container',
      'acp:kilo+tools:container',
      'acp:kilo+yolo:container',
      'acp:opencode+ask:container',
      'acp:opencode+kn:own-container',
      'acp:opencode+tools:container',
      'acp:opencode+yolo:container',
      'acp:opencode:own-container',
      'acp:qwen-acp+ask:container',
      'acp:qwen-acp+yolo:container',
      'acp:qwen-code:own-container',
      'claude-code:claude+kn:own-container',
      'claude-code:claude-box+ask:container',
      'claude-code:claude-box+sandbox:container',
      'claude-code:claude-box+skip:container',
      'claude-code:claude-box:container',
      'claude-code:claude:own-container',
      'codex:codex-full:container',
      'codex:codex-ro:container',
      'codex:codex-ww+net:container',
      'codex:codex-ww:container',
      'openai-agents:agents+kn:own-container',
      'openai-agents:agents:own-container',
      'reference:ref-wire:own-container',
    ]);
    const knobs = Object.fromEntries(profiles.map((p) => [p.name, p.knobs]));
    expect(knobs['agents+kn']).toEqual({ max_turns: 8, tool_timeout_ms: 5000, approval: 'destructive' });
    expect(knobs['claude+kn']).toEqual({ max_turns: 8, tool_timeout_ms: 5000, approval: 'destructive' });
    expect(knobs['claude']).toEqual({ max_turns: null, tool_timeout_ms: null, approval: 'none' });
  });

  it('a harness with its own tools on runs only in the workspace container: Claude Code elsewhere needs --tools "", Codex runs nowhere else', () => {
    const claude = loadHarnessConfiguration(join(HARNESS_PROFILE_DIR, 'claude-code/as-shipped.yaml'));
    const args = claude.launch.args.filter((a, i, all) => a !== '--tools' && all[i - 1] !== '--tools');
    for (const placement of ['own-container', 'host'] as const) {
      const unsafe = HarnessConfigurationSchema.safeParse({ ...claude, placement, launch: { ...claude.launch, args } });
      expect(unsafe.error?.issues.map((i) => i.message)).toEqual(['a Claude Code profile outside the workspace container must disable every built-in tool with --tools "" (or set placement: container)']);
    }
    // The same tools-on configuration is accepted inside the workspace container.
    expect(HarnessConfigurationSchema.safeParse({ ...claude, placement: 'container', launch: { ...claude.launch, args } }).success).toBe(true);
    const codex = loadHarnessConfiguration(join(HARNESS_PROFILE_DIR, 'codex/danger-full-access.yaml'));
    for (const placement of ['own-container', 'host'] as const) {
      const elsewhere = HarnessConfigurationSchema.safeParse({ ...codex, placement });
      expect(elsewhere.error?.issues.map((i) => `${i.path.join('.')}: ${i.message.slice(0, 45)}`)).toEqual(['placement: a codex profile must set placement: container']);
    }
    // An ACP configuration states what its agent's own tools do, runs in a container of its own (never inside the workspace container), and offers fs where they go through the client; acp: is for the acp kind only.
    const gemini = builtInHarnessProfiles().find((p) => p.name === 'gemini-cli')!;
    const { acp: _acp, ...noAcp } = gemini;
    expect(HarnessConfigurationSchema.safeParse(noAcp).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['acp: an acp configuration needs its acp: block (at least own_tools: off or client)']);
    expect(HarnessConfigurationSchema.safeParse({ ...gemini, acp: { own_tools: 'client' } }).error?.issues.map((i) => i.path.join('.'))).toEqual(['acp.fs']);
    expect(HarnessConfigurationSchema.safeParse({ ...gemini, placement: 'container' }).error?.issues.map((i) => i.path.join('.'))).toEqual(['placement']);
    // An agent that runs its own tools (own_tools: own) runs in the workspace container, and says whose tools they are.
    expect(HarnessConfigurationSchema.safeParse({ ...gemini, acp: { own_tools: 'own', tools_of: 'codex' } }).error?.issues.map((i) => i.path.join('.'))).toEqual(['placement']);
    expect(HarnessConfigurationSchema.safeParse({ ...gemini, placement: 'container', acp: { own_tools: 'own' } }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['acp.tools_of: own_tools: own needs tools_of: the family whose shell and file tools the agent has (codex-acp-ww+ask names codex)']);
    expect(HarnessConfigurationSchema.safeParse({ ...gemini, acp: { own_tools: 'off', tools_of: 'codex' } }).error?.issues.map((i) => i.path.join('.'))).toEqual(['acp.tools_of']);
    expect(HarnessConfigurationSchema.safeParse({ ...gemini, placement: 'container', acp: { own_tools: 'own', tools_of: 'codex' } }).success).toBe(true);
    // tools_of names a registered family of tools (a kind with tools of its own, or one driven only over ACP): a module and a registry line, not a word in the ACP options.
    expect(HarnessConfigurationSchema.safeParse({ ...gemini, placement: 'container', acp: { own_tools: 'own', tools_of: 'openai-agents' } }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['acp.tools_of: "openai-agents" is not a family with shell and file tools of its own; families that have them: codex, claude-code, gemini-cli, qwen-code, opencode, kilo, cline, copilot']);
    expect(HarnessConfigurationSchema.safeParse({ ...claude, acp: { own_tools: 'off' } }).error?.issues.map((i) => i.message)).toEqual(['acp: is for a harness that speaks ACP (harness: acp), not claude-code']);
    // Omitting placement means a container of its own: refused too.
    const { placement: _p, ...defaulted } = codex;
    expect(HarnessConfigurationSchema.parse({ ...defaulted, harness: 'openai-agents', package: null }).placement).toBe('own-container');
    expect(HarnessConfigurationSchema.safeParse(defaulted).success).toBe(false);
    // In the container the package is mounted: a profile without one is refused.
    expect(HarnessConfigurationSchema.safeParse({ ...codex, package: null }).error?.issues[0]?.message).toBe('a harness inside the container needs its pinned package (mounted read-only at /opt/harness)');
  });

  it('a knob nothing hands to the harness is refused at load, naming the placeholder to use', () => {
    const shipped = HarnessConfigurationSchema.parse(parseYaml(readFileSync(join(HARNESS_PROFILE_DIR, 'openai-agents/knobs-on.yaml'), 'utf8')));
    expect(shipped.knobs).toEqual({ max_turns: 8, tool_timeout_ms: 5000, approval: 'destructive' });
    const env = Object.fromEntries(Object.entries(shipped.env).filter(([name]) => !['HB_MAX_TURNS', 'HB_TOOL_TIMEOUT_MS', 'HB_APPROVAL'].includes(name)));
    const messages = HarnessConfigurationSchema.safeParse({ ...shipped, env }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual([
      ['knobs.max_turns', 'knobs.max_turns is 8, but no launch argument, environment variable or HOME file uses {max_turns}: the harness would never see it. Put the placeholder where the harness reads it, or remove the knob'],
      ['knobs.tool_timeout_ms', 'knobs.tool_timeout_ms is 5000, but no launch argument, environment variable or HOME file uses {tool_timeout_ms} or {tool_timeout_s}: the harness would never see it. Put the placeholder where the harness reads it, or remove the knob'],
      ['knobs.approval', 'knobs.approval is "destructive", but no launch argument, environment variable or HOME file uses {approval} (nor is approval_tool on): the harness would never see it. Put the placeholder where the harness reads it, or remove the knob'],
    ]);
    // The seconds form counts, and so does the approval gate tool the world serves.
    expect(HarnessConfigurationSchema.safeParse({ ...shipped, env: { ...env, HB_TURNS: '{max_turns}', HB_TIMEOUT_S: '{tool_timeout_s}' }, approval_tool: true }).success).toBe(true);
  });

  it('a profile file with errors names each field', () => {
    const file = join(tempDir('hb-hp-'), 'x.yaml');
    writeFileSync(file, readFileSync(join(HARNESS_PROFILE_DIR, 'openai-agents/as-shipped.yaml'), 'utf8').replace('protocol: responses', 'protocol: grpc').replace('version: 0.20.0', 'version: ^0.20.0'));
    expect(() => loadHarnessConfiguration(file)).toThrow(/x\.yaml: not a harness profile: package\.version: an exact version; protocol: /);
  });

  it('a configuration placed on the host runs only in a run that allows it (--allow-host-harness)', () => {
    const file = join(tempDir('hb-hp-'), 'agents-host.yaml');
    writeFileSync(file, `${readFileSync(join(HARNESS_PROFILE_DIR, 'openai-agents/as-shipped.yaml'), 'utf8').replace('name: agents', 'name: agents-host')}placement: host\n`);
    expect(() => resolveHarnesses([file])).toThrow('agents-host is placed on the host (placement: host), where nothing contains the harness: pass --allow-host-harness to run it there');
    expect(resolveHarnesses([file], undefined, { allowHost: true }).external.map((h) => [h.identity.name, h.placement])).toEqual([['agents-host', 'host']]);
    // {driver} names a driver of the bench's: a kind without one cannot use it.
    const claude = loadHarnessConfiguration(join(HARNESS_PROFILE_DIR, 'claude-code/as-shipped.yaml'));
    expect(HarnessConfigurationSchema.safeParse({ ...claude, launch: { command: '{node}', args: ['{driver}'] } }).error?.issues.map((i) => i.message)).toContain("{driver}: a claude-code harness has no driver of the bench's");
  });

  it('fills placeholders and refuses unknown ones; packages go under the cache', () => {
    expect(fill('{model_url}/x {task}', { model_url: 'http://127.0.0.1:1/v1', task: 't' })).toBe('http://127.0.0.1:1/v1/x t');
    expect(() => fill('{modle_url}', { model_url: 'u' })).toThrow('unknown placeholder {modle_url} in "{modle_url}"');
    expect(packageDir('/c', { name: '@anthropic-ai/claude-code', version: '2.1.332' })).toBe('/c/harnesses/anthropic-ai-claude-code-2.1.332');
  });
});

describe('run --help names the built-in harness configurations', () => {
  it('a built-in configuration is chosen by its path name or its short name, and each lives in the folder of its harness', () => {
    const files = builtInHarnessFiles();
    expect(files.map((f) => `${f.path} ${f.profile.name}`)).toContain('codex/workspace-write codex-ww');
    for (const f of files) expect(f.path.split('/')[0]).toBe(f.profile.harness);
    const byPath = resolveHarnesses(['codex/workspace-write']).external.map((h) => h.identity);
    expect(byPath).toEqual(resolveHarnesses(['codex-ww']).external.map((h) => h.identity));
    expect(() => resolveHarnesses(['codex/no-such'])).toThrow(/unknown harness "codex\/no-such"/);
  });

  it('list harnesses lists every profiles/<harness>/*.yaml configuration by both names, with its placement', async () => {
    const lines: string[] = [];
    expect(await listCommand(['harnesses'], { out: (t) => lines.push(t), err: () => undefined, isTty: false })).toBe(0);
    const listed = lines.join('\n').split('\n').flatMap((line) => {
      const m = /^ {2}(\S+) +(\S+) {2}\| {2}\S+ {2}\| {2}\S+ {2}\| {2}(\S+) {2}\|/.exec(line);
      return m === null ? [] : [`${m[1]!} ${m[2]!} ${m[3]!}`];
    });
    expect(listed.sort()).toEqual(builtInHarnessFiles().map(({ path, profile }) => `${profile.name} ${path} ${profile.placement}`).sort());
  });
});
